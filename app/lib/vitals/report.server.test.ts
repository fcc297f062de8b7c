import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { MIN_RATED_SAMPLES } from "./report-rules";
import { vitalsSummary } from "./report.server";

/** A client whose web_vitals_p75 view answers these rows. */
function viewAnswering(rows: { page: string; metric: string; p75: number; samples: number; set_aside: number }[]) {
  const query = {
    select: () => query,
    order: () => query,
    then: (done: (answer: unknown) => void) => done({ data: rows, error: null }),
  };
  return { from: () => query } as unknown as SupabaseClient;
}

describe("the web-vitals summary", () => {
  it("rates a percentile only over enough samples, and always says how many", async () => {
    const summary = await vitalsSummary(
      viewAnswering([
        { page: "/contact", metric: "LCP", p75: 60_000, samples: MIN_RATED_SAMPLES - 1, set_aside: 0 },
        { page: "/contact", metric: "TTFB", p75: 300, samples: MIN_RATED_SAMPLES, set_aside: 3 },
      ]),
    );
    expect(summary).toMatchObject({
      ok: true,
      rows: [
        { metric: "LCP", samples: MIN_RATED_SAMPLES - 1, setAside: 0, rating: null },
        { metric: "TTFB", samples: MIN_RATED_SAMPLES, setAside: 3, rating: "good" },
      ],
    });
  });
});
