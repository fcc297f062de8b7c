import fc from "fast-check";
import { expect, test } from "./support/test";
import { scaled } from "../e2e/support/machine";
import { visitorAddress } from "../e2e/support/bot-traps";

const FORM_ENDPOINTS = ["/audit", "/auth", "/auth/reset", "/contact", "/book-demo", "/logout"];

test.describe("requests that are not a form post get a 4xx, never a 500", () => {
  for (const path of FORM_ENDPOINTS.filter((p) => p !== "/logout")) {
    test(`${path}: JSON and text bodies are refused with 415 and a message`, async ({ request }) => {
      for (const [type, body] of [
        ["application/json", '{"url":"example.com"}'],
        ["text/plain", "url=example.com"],
      ] as const) {
        const response = await request.post(path, { headers: { "Content-Type": type }, data: body, maxRedirects: 0 });
        expect(response.status(), `${type}`).toBe(415);
        expect(await response.text()).toContain("This address accepts HTML form submissions only.");
      }
    });
  }

  test("a body without a content type is refused with 415", async ({ request }) => {
    const response = await request.fetch("/audit", { method: "POST", maxRedirects: 0 });
    expect(response.status()).toBe(415);
  });

  test("a broken multipart body is refused with 400", async ({ request }) => {
    const response = await request.post("/audit", {
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      data: '--xyz\r\nContent-Disposition: form-data; name="url"\r\n\r\nexample.com',
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
  });

  for (const path of FORM_ENDPOINTS) {
    test(`${path}: other methods get 405 naming the methods the site answers`, async ({ request }) => {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const response = await request.fetch(path, { method, form: { url: "example.com" }, maxRedirects: 0 });
        expect(response.status(), method).toBe(405);
        // The Worker answers them before any route does (issue 35 §7): reads and form posts only.
        expect(response.headers()["allow"]).toBe("GET, HEAD, POST");
      }
    });
  }

  test("300 generated bodies and content types never get a 5xx", async ({ request }) => {
    test.setTimeout(scaled(120_000));
    const cases = fc.sample(
      fc.record({
        path: fc.constantFrom(...FORM_ENDPOINTS),
        type: fc.oneof(
          fc.constantFrom(
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=b",
            "application/json",
            "text/xml",
            "",
          ),
          fc.string({ maxLength: 30 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
        ),
        body: fc.oneof(fc.string({ maxLength: 200 }), fc.json(), fc.constant("intent=sign-in&email=&password=")),
      }),
      { numRuns: 300, seed: 2026 },
    );
    const failures: string[] = [];
    for (let i = 0; i < cases.length; i += 20) {
      await Promise.all(
        cases.slice(i, i + 20).map(async ({ path, type, body }) => {
          // Each from its own address, so the fuzzing never uses up another test's rate limits.
          const headers: Record<string, string> = { "CF-Connecting-IP": visitorAddress() };
          if (type) headers["Content-Type"] = type;
          const response = await request.post(path, { headers, data: body, maxRedirects: 0 });
          if (response.status() >= 500)
            failures.push(
              `${path} ${JSON.stringify(type)} → ${response.status()} ${(await response.text()).slice(0, 160)}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
