import { describe, expect, it } from "vitest";
import { VITALS_BODY_LIMIT_BYTES } from "~/lib/http/request-limits";
import { collectVitals, type Collector, type WebVitalRow } from "./collect.server";

const beacon = {
  path: "/contact",
  navigationType: "navigate",
  metrics: [
    { name: "LCP", value: 2600.5, delta: 2600.5, id: "v6-1732700000000-8123456789012" },
    { name: "CLS", value: 0.02, delta: 0.02, id: "v6-1732700000001-1000000000000" },
    { name: "TTFB", value: 120, delta: 120, id: "v6-1732700000002-1000000000001" },
  ],
};

function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request("https://s.example/api/vitals", {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers },
    body,
  });
}

function collector(overrides: Partial<Collector> = {}) {
  const stored: WebVitalRow[][] = [];
  const pending: Promise<unknown>[] = [];
  const keys: string[] = [];
  const value: Collector = {
    store: async (rows) => void stored.push(rows),
    sampleRate: 1,
    waitUntil: (promise) => void pending.push(promise),
    limiter: { limit: async ({ key }) => (keys.push(key), { success: true }) },
    ...overrides,
  };
  return { value, stored, pending, keys };
}

describe("collectVitals", () => {
  it("stores one row per metric, rated on the server, and answers 204", async () => {
    const c = collector({ sourceOf: async () => "0123456789abcdef" });
    const response = await collectVitals(post(JSON.stringify(beacon), { "CF-Connecting-IP": "203.0.113.9" }), c.value);
    await Promise.all(c.pending);
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const source = "0123456789abcdef";
    expect(c.stored).toEqual([
      [
        {
          page: "/contact",
          metric: "LCP",
          value: 2600.5,
          rating: "needs-improvement",
          navigation_type: "navigate",
          source,
        },
        { page: "/contact", metric: "CLS", value: 0.02, rating: "good", navigation_type: "navigate", source },
        { page: "/contact", metric: "TTFB", value: 120, rating: "good", navigation_type: "navigate", source },
      ],
    ]);
    // The address is a rate-limit key only; it is never part of a row.
    expect(c.keys).toEqual(["vitals:203.0.113.9"]);
    expect(JSON.stringify(c.stored)).not.toContain("203.0.113.9");
  });

  it("refuses what is not a web-vitals report of a page of this site", async () => {
    const cases: unknown[] = [
      { ...beacon, path: "/admin/leads" },
      { ...beacon, path: "/contact?email=jane@example.com" },
      { ...beacon, metrics: [{ ...beacon.metrics[0], name: "FID" }] },
      { ...beacon, metrics: [{ ...beacon.metrics[0], value: -1 }] },
      { ...beacon, metrics: [{ ...beacon.metrics[0], value: 1e9 }] },
      { ...beacon, metrics: [{ ...beacon.metrics[0], value: 600_000 }] },
      { ...beacon, metrics: [{ ...beacon.metrics[0], value: 60_001 }] },
      { ...beacon, metrics: [{ ...beacon.metrics[1], value: 150 }] },
      { ...beacon, metrics: [{ ...beacon.metrics[1], value: 10.5 }] },
      { ...beacon, metrics: [{ ...beacon.metrics[0], id: "jane@example.com" }] },
      { ...beacon, metrics: [beacon.metrics[0], beacon.metrics[0]] },
      { ...beacon, metrics: [] },
      { ...beacon, email: "jane@example.com" },
      { ...beacon, metrics: [{ ...beacon.metrics[0], userAgent: "x" }] },
    ];
    for (const body of cases) {
      const c = collector();
      expect((await collectVitals(post(JSON.stringify(body)), c.value)).status, JSON.stringify(body)).toBe(400);
      expect(c.stored).toEqual([]);
    }
    // JSON cannot carry NaN or Infinity; what arrives as text is not a number.
    const nan = JSON.stringify(beacon).replace("2600.5,", '"NaN",');
    expect((await collectVitals(post(nan), collector().value)).status).toBe(400);
    expect((await collectVitals(post("not json"), collector().value)).status).toBe(400);
    expect((await collectVitals(post("\u00ff\u00fe"), collector().value)).status).toBe(400);
  });

  it("takes figures at the plausible limits, and only from the site's own pages", async () => {
    const edge = {
      ...beacon,
      metrics: [
        { ...beacon.metrics[0], value: 60_000 },
        { ...beacon.metrics[1], value: 10 },
      ],
    };
    expect((await collectVitals(post(JSON.stringify(edge)), collector().value)).status).toBe(204);
    for (const site of ["cross-site", "same-site", "none"]) {
      const c = collector();
      const response = await collectVitals(post(JSON.stringify(beacon), { "Sec-Fetch-Site": site }), c.value);
      expect(response.status, site).toBe(403);
      expect(c.stored).toEqual([]);
    }
    const own = await collectVitals(
      post(JSON.stringify(beacon), { "Sec-Fetch-Site": "same-origin" }),
      collector().value,
    );
    expect(own.status).toBe(204);
  });

  it("answers other methods, types and sizes with 405, 415 and 413", async () => {
    const c = collector();
    const get = await collectVitals(new Request("https://s.example/api/vitals"), c.value);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const form = post("a=1", { "Content-Type": "application/x-www-form-urlencoded" });
    expect((await collectVitals(form, c.value)).status).toBe(415);
    expect((await collectVitals(post("x".repeat(VITALS_BODY_LIMIT_BYTES + 1)), c.value)).status).toBe(413);
    expect(c.stored).toEqual([]);
  });

  it("answers 429 with Retry-After when the address is over its limit, before reading the body", async () => {
    const c = collector({ limiter: { limit: async () => ({ success: false }) } });
    const response = await collectVitals(post(JSON.stringify(beacon)), c.value);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("10");
    expect(c.stored).toEqual([]);
  });

  it("samples whole page views", async () => {
    const dropped = collector({ sampleRate: 0.25, random: () => 0.5 });
    expect((await collectVitals(post(JSON.stringify(beacon)), dropped.value)).status).toBe(204);
    expect(dropped.stored).toEqual([]);
    const kept = collector({ sampleRate: 0.25, random: () => 0.1 });
    await collectVitals(post(JSON.stringify(beacon)), kept.value);
    await Promise.all(kept.pending);
    expect(kept.stored[0]).toHaveLength(3);
  });

  it("answers 503 when the Worker has no way to store them", async () => {
    const response = await collectVitals(post(JSON.stringify(beacon)), collector({ store: undefined }).value);
    expect(response.status).toBe(503);
  });
});
