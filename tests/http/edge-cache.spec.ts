import { expect, test } from "./support/test";
import { BROWSER_USER_AGENT, cspNonce, scriptNonces } from "../e2e/support/html";

test.describe("edge cache for anonymous page views", () => {
  test("a cached page is served with a fresh nonce on every script", async ({ request }) => {
    // Query parameters the page does not read share its one copy (ADR 019), so another test may
    // have filled it already: the first answer is a MISS or a HIT.
    const get = () =>
      request.get(`/audit?edge-cache-test=${Date.now()}`, { headers: { "User-Agent": BROWSER_USER_AGENT } });
    const first = await get();
    expect(["MISS", "HIT"]).toContain(first.headers()["x-edge-cache"]);
    // Each copy carries its own nonce: no shared cache on the way may keep it.
    expect(first.headers()["cache-control"]).toBe("private, no-cache");
    await expect.poll(async () => (await get()).headers()["x-edge-cache"]).toBe("HIT");

    const hit = await get();
    const nonce = cspNonce(hit.headers()["content-security-policy"]);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(cspNonce(first.headers()["content-security-policy"]));
    const nonces = scriptNonces(await hit.text());
    expect(nonces.length).toBeGreaterThan(0);
    expect(nonces.every((value) => value === nonce)).toBe(true);
  });

  test("requests with cookies, sign-in pages and errors bypass it", async ({ request }) => {
    const withCookie = await request.get("/audit", { headers: { Cookie: "theme=dark" } });
    expect(withCookie.headers()["x-edge-cache"]).toBeUndefined();
    expect(withCookie.headers()["cache-control"]).toBe("private, no-cache");
    const auth = await request.get("/auth");
    expect(auth.headers()["x-edge-cache"]).toBeUndefined();
    const missing = await request.get("/no-such-page");
    expect(missing.headers()["x-edge-cache"]).toBeUndefined();
  });
});
