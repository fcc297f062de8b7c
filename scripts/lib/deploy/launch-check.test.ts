/**
 * `npm run deploy` prints the launch checklist's missing items (ADR 079) from the hosted project: in
 * plain Node (the deploy's own process, not Vite), loading the app's TypeScript modules, asking the
 * project's REST API with the secret key, and naming what /admin/launch names.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { OFFICE_KEYS } from "~/lib/site/office-facts";

const row = {
  promo_text: "30-Day Free Trial on every DIY plan. Free SEO audit, no login required.",
  promo_enabled: true,
  phone_toll_free: "(888) 412-7730",
  phone_tampa: "(813) 412-7731",
  phone_miami: "(305) 412-7732",
  phone_wyoming: "(307) 412-7733",
  audit_provider_user_id: "",
  contact_email: "hello@rankwell.com",
  crm_login_url: null,
  company_review_rating: "4.9",
  company_review_count: 284,
  company_reviews_source_url: "https://g.page/r/company",
  company_reviews_confirmed_on: "2026-12-01",
  updated_at: "2026-12-01T00:00:00Z",
  offices: OFFICE_KEYS.map((key) => ({
    key,
    street_address: key === "casper" ? null : "1 Main St",
    review_rating: 4.8,
    review_count: 100,
    review_source_url: "https://g.page/r/x",
    reviews_confirmed_on: "2026-12-01",
  })),
  testimonials: [{ published: true, illustrative: false }],
  case_study_figures: [{ published: true, illustrative: true }],
};

let origin = "";
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((request, response) => {
  seen.push({ url: request.url ?? "", headers: request.headers });
  response.setHeader("Content-Type", "application/json");
  response.end(JSON.stringify(row));
});

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** The deploy's call, in a Node process of its own (asynchronously: this process answers its request). */
async function warnings(secretKey: string, auditUserId: string): Promise<string[]> {
  const settings = JSON.stringify({ supabase: { url: origin, secretKey }, auditUserId });
  const script = `import("./scripts/lib/deploy/launch-check.mjs").then(async (m) => console.log(JSON.stringify(await m.launchWarnings(${settings}))))`;
  const child = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { timeout: 60_000 });
  expect(child.stderr).toBe("");
  return JSON.parse(child.stdout) as string[];
}

it("names the missing items from the hosted settings, in Node, with the secret key as the apikey", async () => {
  const lines = await warnings("sb_secret_abcdefgh12345678", "100001");
  expect(lines).toEqual([
    "Office street addresses: 1 office has no street address: Rankwell Casper. (/admin/proof/reviews)",
    "Case study figures: 1 published figure was written for the demo: unpublish or replace it with a client's results. (/admin/proof/case-studies)",
    "CRM sign-in address: Not set: the Login menu leaves out CRM Login. (/admin/settings)",
    "Audit provider account: Audits run under the example id: set your provider account id. (/admin/settings)",
    "Promo banner against the pricing: It promises a trial on every plan, but Enterprise has none. (/admin/settings)",
  ]);
  const request = seen.at(-1)!;
  expect(request.url).toMatch(/^\/rest\/v1\/site_settings\?select=.*offices/);
  expect(request.headers.apikey).toBe("sb_secret_abcdefgh12345678");
  expect(request.headers.authorization).toBeUndefined();
});

it("uses the deploy's provider id while the database holds none", async () => {
  const lines = await warnings("sb_secret_abcdefgh12345678", "424242");
  expect(lines.some((line) => line.startsWith("Audit provider"))).toBe(false);
  expect(lines).toHaveLength(4);
});
