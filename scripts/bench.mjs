#!/usr/bin/env node
// `npm run bench`: figures, not assertions. Time to first byte and to the last byte for the
// main pages (sequential requests against the production build in workerd), and the bytes a
// first visit to the home page downloads (HTML, CSS, JavaScript; raw and gzip).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { startStack } from "./lib/stack.mjs";

const PAGES = ["/", "/services/local-seo", "/tampa-seo-services", "/audit", "/auth", "/sitemap.xml", "/no-such-page"];
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "User-Agent": BROWSER_UA, "Accept-Encoding": "identity" } });
  const reader = response.body.getReader();
  let first = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first) first = performance.now() - started;
    bytes += value.length;
  }
  return { status: response.status, ttfb: first, total: performance.now() - started, bytes };
}

async function pageWeight(origin) {
  const html = await (await fetch(`${origin}/`, { headers: { "User-Agent": BROWSER_UA } })).text();
  const assets = [
    ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => ["css", m[1]]),
    ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => ["js", m[1]]),
  ];
  const totals = {
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html).length },
    css: { raw: 0, gzip: 0 },
    js: { raw: 0, gzip: 0 },
  };
  for (const [kind, path] of assets) {
    const body = Buffer.from(await (await fetch(`${origin}${path}`)).arrayBuffer());
    totals[kind].raw += body.length;
    totals[kind].gzip += gzipSync(body).length;
  }
  return totals;
}

const stack = await startStack();
try {
  console.log(`Benchmark against ${stack.origin} (${RUNS} sequential requests per page after 3 warm-ups)\n`);
  console.log("page".padEnd(24), "status", "ttfb p50", "ttfb p95", "total p50", "total p95", "bytes");
  for (const path of PAGES) {
    for (let i = 0; i < 3; i++) await time(`${stack.origin}${path}`);
    const samples = [];
    for (let i = 0; i < RUNS; i++) samples.push(await time(`${stack.origin}${path}`));
    const ttfb = samples.map((s) => s.ttfb);
    const total = samples.map((s) => s.total);
    console.log(
      path.padEnd(24),
      String(samples[0].status).padEnd(6),
      `${percentile(ttfb, 50).toFixed(1)} ms`.padEnd(8),
      `${percentile(ttfb, 95).toFixed(1)} ms`.padEnd(8),
      `${percentile(total, 50).toFixed(1)} ms`.padEnd(9),
      `${percentile(total, 95).toFixed(1)} ms`.padEnd(9),
      samples[0].bytes,
    );
  }
  const weight = await pageWeight(stack.origin);
  console.log("\nHome page, first visit (bytes):");
  for (const [kind, size] of Object.entries(weight)) {
    console.log(`  ${kind.padEnd(5)} raw ${String(size.raw).padStart(8)}   gzip ${String(size.gzip).padStart(7)}`);
  }
  const version = JSON.parse(readFileSync("node_modules/wrangler/package.json", "utf8")).version;
  console.log(`\nwrangler ${version} (workerd, local): edge latency in production adds the network round trip.`);
} finally {
  await stack.stop();
}
