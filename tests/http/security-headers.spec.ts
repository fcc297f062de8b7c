import { expect, test } from "./support/test";
import { BROWSER_USER_AGENT, cspNonce, scriptNonces } from "../e2e/support/html";

test.describe("security headers and the CSP nonce", () => {
  for (const path of ["/", "/no-such-page", "/diagnostics/stream"]) {
    test(`${path}: every script carries the response's nonce`, async ({ request }) => {
      const response = await request.get(path, { headers: { "User-Agent": BROWSER_USER_AGENT } });
      const headers = response.headers();
      const nonce = cspNonce(headers["content-security-policy"]);
      expect(nonce, "CSP has a nonce").toBeTruthy();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/form-action 'self'(;|$)/);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBeTruthy();

      const nonces = scriptNonces(await response.text());
      expect(nonces.length).toBeGreaterThan(0);
      expect(nonces.every((value) => value === nonce)).toBe(true);
    });
  }

  test("two requests get different nonces", async ({ request }) => {
    const first = cspNonce((await request.get("/")).headers()["content-security-policy"]);
    const second = cspNonce((await request.get("/")).headers()["content-security-policy"]);
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  test("the hashed client build is served immutable", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "User-Agent": BROWSER_USER_AGENT } })).text();
    const script = /<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
