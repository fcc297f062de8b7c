/**
 * What a page sends once (ADR 069, single fetch): a block of server markup is in the document's
 * HTML and not again in its hydration data; a client navigation's data (`<path>.data`) brings it;
 * the JSON-LD is in the head only. A tab opened before single fetch, asking `?_data=`, is told to
 * load the page as a document.
 */
import { expect, test } from "./support/test";
import { BROWSER_USER_AGENT } from "../e2e/support/html";

const browser = { "User-Agent": BROWSER_USER_AGENT };
/** A sentence of /about's body, which only its server markup holds. */
const ABOUT_SENTENCE = "should not need an agency budget to show up in search";

const count = (text: string, part: string) => text.split(part).length - 1;

test("a page's markup is sent once in its document, and in its data request", async ({ request }) => {
  const html = await (await request.get("/about", { headers: browser })).text();
  expect(count(html, ABOUT_SENTENCE)).toBe(1);
  const [head, body] = html.split("</head>");
  expect(count(head ?? "", "application/ld+json")).toBeGreaterThanOrEqual(2);
  expect(body, "no JSON-LD in the hydration data").not.toContain("schema.org");

  const data = await request.get("/about.data", { headers: browser });
  expect(data.status()).toBe(200);
  expect(data.headers()["content-type"]).toContain("text/x-script");
  const sent = await data.text();
  expect(count(sent, ABOUT_SENTENCE)).toBe(1);
  expect(sent).not.toContain("schema.org");
});

test("a tab still asking ?_data= (before single fetch) is told to reload the page as a document", async ({
  request,
}) => {
  for (const path of ["/about?_data=routes%2Fabout", "/?_data=root&utm_source=x"]) {
    const answer = await request.get(path, { headers: browser, maxRedirects: 0 });
    expect(answer.status(), path).toBe(204);
    expect(answer.headers()["x-remix-reload-document"]).toBe("true");
    expect(answer.headers()["x-remix-redirect"]).toBe(path.startsWith("/about") ? "/about" : "/?utm_source=x");
    expect(answer.headers()["cache-control"]).toBe("no-store");
  }
});
