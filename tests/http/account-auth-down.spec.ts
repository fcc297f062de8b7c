/**
 * When Supabase is down (a second Worker on the same build, whose Supabase URL points at a closed
 * port): public pages answer as for a visitor, with no proof they could not read, and logout still
 * clears the cookies. The sign-in page's 503 as a browser draws it: tests/e2e/auth-down.spec.ts.
 */
import { ORIGIN_WITHOUT_AUTH } from "../e2e/support/servers";
import { readableText } from "./support/a11y";
import { expect, isRendered, served, test, textOf } from "./support/test";

test.describe("when Supabase is down", () => {
  test("public pages still answer 200 as for a visitor", async ({ request }) => {
    const response = await request.get(`${ORIGIN_WITHOUT_AUTH}/`);
    expect(response.status()).toBe(200);
  });

  test("a visitor with a session cookie still gets the page, signed out", async ({ request }) => {
    const response = await request.get(`${ORIGIN_WITHOUT_AUTH}/`, {
      headers: { Cookie: "sb-127-auth-token=base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(">Sign In<");
  });

  test("/auth answers 503 with a clear message and no stack", async ({ request }) => {
    const page = await served(request, `${ORIGIN_WITHOUT_AUTH}/auth`);
    expect(page.status).toBe(503);
    const alerts = [...page.document.querySelectorAll('[role="alert"]')].filter(isRendered).map(textOf);
    expect(alerts.join(" ")).toContain("Sign-in is temporarily unavailable");
    expect(readableText(page.document)).not.toMatch(/\bat .+:\d+:\d+/);
  });

  // The site's own defaults hold no client's logo, name or figure (ADR 078): with nothing read,
  // nothing is shown. Anything in the markup counts, drawn yet or waiting in a template.
  test("a page that reads no published logo or figure shows no strip, no client and no figure", async ({ request }) => {
    const claims = [
      "Trusted by",
      "Real Results from Real Fixes",
      "Case study:",
      "Before and After",
      "Illustrative example",
    ];
    for (const path of ["/", "/case-studies", "/case-studies/veterinary-practice-tampa-growth"]) {
      const page = await served(request, `${ORIGIN_WITHOUT_AUTH}${path}`);
      expect(page.status, path).toBe(200);
      expect(
        claims.filter((claim) => page.html.includes(claim)),
        `${path}: what the markup claims`,
      ).toEqual([]);
      if (path === "/") continue;
      const main = readableText(page.document.querySelector("main")!, { hidden: true });
      expect(main, `${path}: no figure`).not.toMatch(/\d+\s*%/);
      expect(main, `${path}: no client`).not.toMatch(/\bClient\b/);
    }
  });

  test("logout still clears the cookies and lands on /auth", async ({ request }) => {
    const response = await request.post(`${ORIGIN_WITHOUT_AUTH}/logout`, {
      headers: { Cookie: "sb-127-auth-token=base64-eyJ4IjoxfQ; sb-127-auth-token.0=abc" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/auth");
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    expect(cookies.some((c) => c.startsWith("sb-127-auth-token=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("sb-127-auth-token.0=;") && c.includes("Max-Age=0"))).toBe(true);
  });

  test("an audit is still answered with its preview's address when it cannot be recorded", async ({ request }) => {
    const response = await request.post(`${ORIGIN_WITHOUT_AUTH}/audit`, {
      form: { url: "example.com" },
      maxRedirects: 0,
    });
    // The isolate that took the audit keeps it while the database cannot (ADR 046).
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toMatch(/^\/audit\/preview\/[0-9a-f-]{36}$/);
  });
});
