/**
 * A sample of `npm run fuzz` (scripts/fuzz.mjs, ADR 021): the issue's named cases and 300
 * generated requests over every route, method and form, with a fixed seed. None may get a 5xx.
 */
import { expect, test } from "./support/test";
import { scaled } from "../e2e/support/machine";
import { fuzzCases, runCases } from "../../scripts/lib/fuzz-cases.mjs";

test("300 generated requests and the named cases never get a 5xx", async ({ baseURL }) => {
  test.setTimeout(scaled(180_000));
  const failures: string[] = [];
  const cases = fuzzCases(baseURL!, { numRuns: 300, seed: 2026 });
  await runCases(baseURL!, cases, {
    // Two at a time, as many as the CI machine has cores: the sample is about inputs, not load.
    concurrency: 2,
    // A stalled runtime took 10-40 s; 5 s tells a stall from two busy cores (fuzz-cases.mjs), and
    // a slower machine gets its factor's worth (ADR 054): the stall is slower there too.
    followUpLimitMs: scaled(5_000),
    onResult(item, result) {
      if (result.error || (result.status ?? 0) >= 500) {
        failures.push(
          `${item.method} ${item.path.slice(0, 120)}${item.streamBytes ? ` (${item.streamBytes} bytes chunked)` : ""} → ${result.error ?? result.status}`,
        );
      }
    },
  });
  expect(failures).toEqual([]);
});
