/** The web-vitals collector's refusals (what a page reports and the admin sees: tests/e2e/web-vitals.spec.ts). */
import { expect, test } from "./support/test";

test("the collector refuses what is not a report of a page of this site", async ({ request }) => {
  const metric = { name: "LCP", value: 1200, delta: 1200, id: "v6-1732700000000-8123456789012" };
  const post = (body: unknown) =>
    request.post("/api/vitals", { headers: { "Content-Type": "text/plain" }, data: JSON.stringify(body) });
  expect((await post({ path: "/admin/leads", metrics: [metric] })).status()).toBe(400);
  expect((await post({ path: "/partners", metrics: [{ ...metric, name: "FID" }] })).status()).toBe(400);
  expect((await post({ path: "/partners", metrics: [metric], email: "jane@example.com" })).status()).toBe(400);
  const get = await request.get("/api/vitals", { maxRedirects: 0 });
  expect(get.status()).toBe(405);
  expect(get.headers()["x-edge-cache"]).toBeUndefined();
});
