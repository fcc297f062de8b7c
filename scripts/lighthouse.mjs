#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (the last line that runs on Node 20) in Debian's
// Chromium against the production build, mobile preset. Prints the four category scores and
// the main timings per page; writes the full JSON reports to reports/lighthouse/.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { ensureChromium } from "./ensure-chromium.mjs";
import { startStack } from "./lib/stack.mjs";

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/,/services/local-seo,/tampa-seo-services,/audit").split(",");
const chrome = ensureChromium();
mkdirSync("reports/lighthouse", { recursive: true });

const stack = await startStack({ port: 8961, dbPort: 54461, inspectorPort: 9461 });
try {
  console.log(`Lighthouse against ${stack.origin} (mobile, simulated throttling)\n`);
  console.log("page".padEnd(24), "perf", "a11y", "best", "seo ", "FCP      LCP      TBT     CLS");
  for (const path of PAGES) {
    const name = path === "/" ? "home" : path.replace(/\W+/g, "-").replace(/^-|-$/g, "");
    const output = `reports/lighthouse/${name}.json`;
    try {
      execFileSync(
        "node_modules/.bin/lighthouse",
        [
          `${stack.origin}${path}`,
          "--quiet",
          "--output=json",
          `--output-path=${output}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-background-networking",
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
      );
    } catch (error) {
      // One page's failure (a Chromium that did not start in time, say) should not hide the others.
      console.log(path.padEnd(24), `failed: ${error.message.split("\n")[0]}`);
      process.exitCode = 1;
      continue;
    }
    const report = JSON.parse(readFileSync(output, "utf8"));
    const score = (id) => String(Math.round((report.categories[id]?.score ?? 0) * 100)).padEnd(4);
    const audit = (id) => (report.audits[id]?.displayValue ?? "-").padEnd(8);
    console.log(
      path.padEnd(24),
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      audit("first-contentful-paint"),
      audit("largest-contentful-paint"),
      audit("total-blocking-time"),
      report.audits["cumulative-layout-shift"]?.displayValue ?? "-",
    );
  }
} finally {
  await stack.stop();
}
