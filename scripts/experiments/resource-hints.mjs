#!/usr/bin/env node
// Would a resource hint shorten the critical path? (ADR 021, "Resource hints".) Loads a page in
// Chromium on an emulated slow 4G link (150 ms round trip, 1.6 Mbps down, Lighthouse's mobile
// figures) RUNS times per variant and prints the medians of first contentful paint, the
// stylesheet's arrival and the entry module's arrival:
//   as built      the page as the site serves it;
//   preload CSS   plus `Link: <stylesheet>; rel=preload; as=style` on the document's response;
//   entry early   plus `<link rel="modulepreload">` for the entry module at the top of <head>.
// Every variant goes through the same request interception, so they pay the same overhead.
// Usage: node scripts/experiments/resource-hints.mjs [path]   (BENCH_URL for a running stack)
import { chromium } from "@playwright/test";
import { startStack } from "../lib/stack.mjs";

const PATH = process.argv[2] ?? "/";
const RUNS = Number(process.env.RUNS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stack = await startStack({ port: 8991, dbPort: 54491, inspectorPort: 9491 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update"],
});
try {
  const html = await (await fetch(`${stack.origin}${PATH}`)).text();
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)[1];
  const entry = /import\("(\/build\/entry\.client-[^"]+)"\)/.exec(html)[1];
  const variants = {
    "as built": (body, headers) => ({ body, headers }),
    "preload CSS": (body, headers) => ({ body, headers: { ...headers, link: `<${css}>; rel=preload; as=style` } }),
    "entry early": (body, headers) => ({
      body: body.replace(
        '<meta charSet="utf-8"/>',
        `<meta charSet="utf-8"/><link rel="modulepreload" href="${entry}"/>`,
      ),
      headers,
    }),
  };
  console.log(`${stack.origin}${PATH}, slow 4G, median of ${RUNS} loads (ms after navigation start)\n`);
  console.log("variant".padEnd(14), "FCP".padStart(6), "CSS end".padStart(8), "entry end".padStart(10));
  for (const [name, rewrite] of Object.entries(variants)) {
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.route(`${stack.origin}${PATH}`, async (route) => {
        const response = await route.fetch();
        const { body, headers } = rewrite(await response.text(), response.headers());
        await route.fulfill({ status: response.status(), headers, body });
      });
      await page.goto(`${stack.origin}${PATH}`, { waitUntil: "load" });
      samples.push(
        await page.evaluate(
          ([cssUrl, entryUrl]) => {
            const end = (suffix) =>
              performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(suffix))?.responseEnd ?? NaN;
            const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
            return { fcp, css: end(cssUrl), entry: end(entryUrl) };
          },
          [css, entry],
        ),
      );
      await context.close();
    }
    console.log(
      name.padEnd(14),
      median(samples.map((s) => s.fcp))
        .toFixed(0)
        .padStart(6),
      median(samples.map((s) => s.css))
        .toFixed(0)
        .padStart(8),
      median(samples.map((s) => s.entry))
        .toFixed(0)
        .padStart(10),
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
