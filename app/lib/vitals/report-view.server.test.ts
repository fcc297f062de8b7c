/**
 * The view public.web_vitals_p75 against the rule it implements (report-percentile.ts, ADR 050),
 * on the local stand-in with the project's migrations: the same figures for every metric, beacons
 * at the cap set aside unless they are the majority, and the admin's table reading the counts.
 */
import { describe, expect, it } from "vitest";
import { ADMIN, serviceClient, signedInAal2, standInForFile } from "../../../supabase/local/contract-helpers";
import { MAX_VALUE } from "./beacon-schema";
import { METRIC_NAMES, type MetricName } from "./metrics";
import { bySource, robustP75 } from "./report-percentile";
import { vitalsSummary } from "./report.server";
import { vitalsByMetric } from "./summary.server";

const standIn = standInForFile();

/** A page's own visitors: `count` values from a fixed pseudo-random spread around `typical`. */
function visitors(count: number, typical: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round(typical * (0.4 + (1.6 * state) / 2 ** 31) * 1000) / 1000;
  });
}

async function store(page: string, metric: MetricName, values: number[], source: string | null = null): Promise<void> {
  const rows = values.map((value) => ({ page, metric, value, rating: "good", navigation_type: "navigate", source }));
  const { error } = await serviceClient(standIn.url).from("web_vitals").insert(rows);
  if (error) throw new Error(error.message);
}

async function viewRow(page: string, metric: MetricName) {
  const { data, error } = await serviceClient(standIn.url)
    .from("web_vitals_p75")
    .select("p75, samples, set_aside")
    .eq("page", page)
    .eq("metric", metric)
    .single();
  if (error) throw new Error(error.message);
  return data as { p75: number; samples: number; set_aside: number };
}

/** The admin's own session at aal2, signed in once (a second code in the same window is refused). */
let admin: ReturnType<typeof signedInAal2> | undefined;
const asAdmin = async () => (await (admin ??= signedInAal2(standIn.url, ADMIN))).client;

const TYPICAL: Record<MetricName, number> = { CLS: 0.05, FCP: 1500, INP: 150, LCP: 2000, TTFB: 500 };

describe("the web_vitals_p75 view", () => {
  it("computes the rule's figures for every metric, with outliers and without", async () => {
    for (const [i, metric] of METRIC_NAMES.entries()) {
      const values = [...visitors(120, TYPICAL[metric], i + 1), ...visitors(30, MAX_VALUE[metric] / 2, i + 7)];
      await store("/services", metric, values);
      const expected = robustP75(metric, values);
      const row = await viewRow("/services", metric);
      expect(row.p75).toBeCloseTo(expected.p75, 6);
      expect({ samples: row.samples, setAside: row.set_aside }).toEqual({
        samples: expected.samples,
        setAside: expected.setAside,
      });
      expect(row.set_aside).toBeGreaterThan(0);
    }
  });

  it("counts one source once: 200 beacons at the cap from one address do not outnumber 50 visitors (ADR 064)", async () => {
    const real = visitors(50, 1200, 5);
    for (const [i, value] of real.entries()) await store("/pricing", "LCP", [value], i.toString(16).padStart(16, "0"));
    const flood = Array.from({ length: 200 }, () => MAX_VALUE.LCP);
    await store("/pricing", "LCP", flood, "f".repeat(16));
    const { data, error } = await serviceClient(standIn.url)
      .from("web_vitals_p75")
      .select("p75, samples, set_aside, beacons")
      .eq("page", "/pricing")
      .eq("metric", "LCP")
      .single();
    if (error) throw new Error(error.message);
    expect(data).toMatchObject({ samples: 50, set_aside: 1, beacons: 250 });
    const sourced = [
      ...real.map((value, i) => ({ source: `${i}`, value })),
      ...flood.map((value) => ({ source: "f", value })),
    ];
    expect(data.p75).toBeCloseTo(robustP75("LCP", bySource(sourced)).p75, 6);
    // A source that is not 16 hex characters is refused.
    const bad = await serviceClient(standIn.url).from("web_vitals").insert({
      page: "/pricing",
      metric: "LCP",
      value: 1,
      rating: "good",
      navigation_type: "navigate",
      source: "203.0.113.7",
    });
    expect(bad.error?.code).toBe("23514");
  });

  it("sets 200 beacons at the cap aside among 201 visitors, and lets them decide only as a majority", async () => {
    const real = visitors(201, 1200, 3);
    await store("/contact", "LCP", [...real, ...Array.from({ length: 200 }, () => MAX_VALUE.LCP)]);
    const row = await viewRow("/contact", "LCP");
    expect(row).toMatchObject({ samples: 201, set_aside: 200 });
    // The visitors' own percentile, as if the beacons at the cap had never come.
    expect(row.p75).toBeCloseTo(robustP75("LCP", real).p75, 6);
    await store("/about", "LCP", [...visitors(199, 1200, 3), ...Array.from({ length: 200 }, () => MAX_VALUE.LCP)]);
    expect(await viewRow("/about", "LCP")).toEqual({ p75: MAX_VALUE.LCP, samples: 399, set_aside: 0 });

    // The admin's table (their own session, at aal2) reads the rating and both counts.
    const summary = await vitalsSummary(await asAdmin());
    if (!summary.ok) throw new Error("The summary was not read.");
    expect(summary.rows.find((row) => row.page === "/contact" && row.metric === "LCP")).toMatchObject({
      samples: 201,
      setAside: 200,
      rating: "good",
    });
    expect(summary.rows.find((row) => row.page === "/about" && row.metric === "LCP")).toMatchObject({
      rating: "poor",
    });
  });

  it("the site's view takes every page's rows by the same rule, one value per sender, and the admin's summary reads it", async () => {
    // A flood from one sender across pages, on top of what the tests above stored.
    const flood = "e".repeat(16);
    for (const page of ["/", "/pricing", "/contact"]) await store(page, "LCP", Array(100).fill(MAX_VALUE.LCP), flood);
    const { data, error } = await serviceClient(standIn.url)
      .from("web_vitals")
      .select("id, value, source")
      .eq("metric", "LCP")
      .order("id");
    if (error) throw new Error(error.message);
    const expected = robustP75("LCP", bySource(data as { value: number; source: string | null }[]));
    const summary = await vitalsByMetric(await asAdmin());
    if (!summary.ok) throw new Error("The site summary was not read.");
    const lcp = summary.rows.find((row) => row.metric === "LCP")!;
    expect({ samples: lcp.samples, setAside: lcp.setAside }).toEqual({
      samples: expected.samples,
      setAside: expected.setAside,
    });
    expect(lcp.p75).toBeCloseTo(expected.p75, 6);
    // Metrics with no rows at all come back empty.
    expect(summary.rows.map((row) => row.metric)).toEqual([...METRIC_NAMES]);
  });
});
