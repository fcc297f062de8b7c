/**
 * When Supabase is down (a second Worker on the same build, whose Supabase URL points at a closed
 * port): public pages answer as for a visitor, and logout still clears the cookies. The sign-in
 * page's 503 as a browser draws it: tests/e2e/auth-down.spec.ts.
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
