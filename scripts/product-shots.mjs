#!/usr/bin/env node
// Product screenshots from the site's own UI (issue 9, ADR 024): each product view is rendered by the
// production build at /diagnostics/product/<view> (DIAGNOSTICS_ROUTES=1) with the real CSS and
// typeface, photographed by Chromium at 2x in each theme it is drawn for, and encoded as AVIF and
// WebP at four widths into public/images/product/<view>-<theme>-<width>.<avif|webp>. Their
// drawn size goes to app/content/product-shots.json, which ProductImage reads for width and height.
// Run by hand after changing a product view, and commit what it writes (like make-images.mjs):
//   node scripts/product-shots.mjs            (PRODUCT_SHOTS_URL=<origin> uses a running stack)
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { ensureChromium } from "./ensure-chromium.mjs";
import { packageBin } from "./lib/processes.mjs";
import { startStack } from "./lib/stack.mjs";

/** The views and the themes each is drawn for (the mock dashboard in both since /crm-seo shows it; ADR 051). */
const VIEWS = [
  { name: "mock-dashboard", themes: ["light", "dark"] },
  { name: "audit-report", themes: ["light", "dark"] },
  { name: "rank-tracker", themes: ["light", "dark"] },
];
const SCALE = 2;
/** Fractions of the 2x capture: a quarter of it up to the full capture. */
const STEPS = [0.25, 0.5, 0.75, 1];
const OUT = "public/images/product";
const MANIFEST = "app/content/product-shots.json";

const stack = await startStack({
  port: 8981,
  dbPort: 54481,
  inspectorPort: 9481,
  urlEnv: "PRODUCT_SHOTS_URL",
  diagnostics: true,
});
const browser = await chromium.launch({ executablePath: await ensureChromium() });
try {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const manifest = {};
  for (const view of VIEWS) {
    for (const theme of view.themes) {
      const { png, width, height } = await capture(view.name, theme);
      const widths = STEPS.map((step) => Math.round((width * SCALE * step) / 10) * 10);
      for (const pixels of widths) {
        const resized = sharp(png).resize({ width: pixels });
        const stem = `${OUT}/${view.name}-${theme}-${pixels}`;
        // Flat UI pictures: AVIF holds text edges well at a middling quality; WebP needs more.
        await resized.clone().avif({ quality: 55, effort: 4 }).toFile(`${stem}.avif`);
        await resized.clone().webp({ quality: 82, effort: 6 }).toFile(`${stem}.webp`);
      }
      manifest[view.name] = { width, height, widths, themes: view.themes };
    }
  }
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync(process.execPath, [packageBin("prettier"), "--write", "--log-level=warn", MANIFEST], {
    stdio: "inherit",
  });
  report(manifest);
} finally {
  await browser.close();
  await stack.stop();
}

async function capture(view, theme) {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 1400 },
    deviceScaleFactor: SCALE,
    colorScheme: theme,
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${stack.origin}/diagnostics/product/${view}`);
    if (response?.status() !== 200) {
      throw new Error(`/diagnostics/product/${view} answered ${response?.status()}: is DIAGNOSTICS_ROUTES=1 set?`);
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The view's rounded corners stay transparent, so the picture sits on any background.
    // No drop shadow: the picture's edge would cut it into a hard grey slab (design review, issue 23).
    await page.addStyleTag({
      content:
        "html, body { background: transparent !important; } [data-product-shot] .shadow-pop { box-shadow: none !important; }",
    });
    const shot = page.locator(`[data-product-shot="${view}"]`);
    const box = await shot.boundingBox();
    if (!box) throw new Error(`${view}: nothing to photograph`);
    const png = await shot.screenshot({ omitBackground: true, animations: "disabled" });
    return { png, width: Math.round(box.width), height: Math.round(box.height) };
  } finally {
    await context.close();
  }
}

function report(manifest) {
  const files = readdirSync(OUT).sort();
  const bytes = (name) => statSync(`${OUT}/${name}`).size;
  const total = (ext) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + bytes(f), 0);
  for (const name of files) console.log(`  ${name.padEnd(40)} ${(bytes(name) / 1024).toFixed(1).padStart(6)} KB`);
  console.log(
    `\n${files.length} files in ${OUT}: AVIF ${(total(".avif") / 1024).toFixed(0)} KB, WebP ${(total(".webp") / 1024).toFixed(0)} KB`,
  );
  console.log(`Sizes written to ${MANIFEST}:`, JSON.stringify(manifest));
}
