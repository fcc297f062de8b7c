#!/usr/bin/env node
// `npm run screens`: every page type (scripts/lib/page-types.mjs) photographed full page at 1440 and
// 390 px wide, light and dark, with JavaScript on (and off for the key pages), into screens/
// (git-ignored) with an index.html contact sheet, so anyone can review the whole site in a minute.
// It starts the production stack on spare ports, or photographs SCREENS_URL when that is set.
//   npm run screens -- --only home,city      a few page types
//   SCREENS_URL=http://127.0.0.1:8787 npm run screens
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { ensureChromium } from "./ensure-chromium.mjs";
import { contactSheet } from "./lib/contact-sheet.mjs";
import { DEMO_ACCOUNTS, forgetAcceptedCode, PAGE_TYPES, pagePath, signInContext } from "./lib/page-types.mjs";
import { startStack } from "./lib/stack.mjs";
import { localKey } from "./lib/local-keys.mjs";

const { values: flags } = parseArgs({
  options: {
    out: { type: "string", default: "screens" },
    only: { type: "string" },
    port: { type: "string", default: "8971" },
    "db-port": { type: "string", default: "54471" },
    "inspector-port": { type: "string", default: "9471" },
    "fixtures-port": { type: "string", default: "8972" },
    concurrency: { type: "string", default: "2" },
  },
});

const WIDTHS = [
  { width: 1440, height: 900, mobile: false },
  { width: 390, height: 844, mobile: true },
];
const THEMES = ["light", "dark"];
/** A capture with more than this share of its rows one flat colour is flagged as not drawn. */
const BLANK_LIMIT = 0.7;
/** Thumbnails on the contact sheet, in CSS pixels wide. */
const THUMB_WIDTH = { 1440: 360, 390: 180 };

const only = flags.only?.split(",").map((name) => name.trim());
const pageTypes = only ? PAGE_TYPES.filter((page) => only.includes(page.name)) : PAGE_TYPES;
if (only && pageTypes.length !== only.length) {
  const known = PAGE_TYPES.map((page) => page.name).join(", ");
  throw new Error(`--only names an unknown page type; known: ${known}`);
}

// One job per page, width and scripting; each photographs the loaded page in both themes.
const jobs = pageTypes.flatMap((page) =>
  [true, false].flatMap((js) => (js || page.keyPage ? WIDTHS.map((size) => ({ page, size, js })) : [])),
);

const outDir = resolve(flags.out);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(`${outDir}/thumbs`, { recursive: true });

const stack = await startStack({
  port: Number(flags.port),
  dbPort: Number(flags["db-port"]),
  inspectorPort: Number(flags["inspector-port"]),
  // The audit preview's page type audits a fixture site (SCREENS_URL stacks must serve them too).
  auditFixtures: Number(flags["fixtures-port"]),
  urlEnv: "SCREENS_URL",
});
const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
});

try {
  console.log(`Photographing ${jobs.length * THEMES.length} screens of ${stack.origin} into ${outDir}\n`);
  const results = (await pool(jobs, Number(flags.concurrency), (job) => take(job))).flat();
  const revision = gitRevision();
  writeFileSync(`${outDir}/manifest.json`, JSON.stringify({ origin: stack.origin, revision, results }, null, 2));
  writeFileSync(`${outDir}/index.html`, contactSheet({ origin: stack.origin, revision, results }));
  const failed = results.filter((result) => result.error);
  const overflowing = results.filter((result) => result.overflow > 0);
  console.log(`\nWrote ${results.length - failed.length} screenshots to ${outDir}/`);
  console.log(`Contact sheet: file://${outDir}/index.html`);
  if (overflowing.length) console.log(`${overflowing.length} overflow horizontally (flagged on the sheet).`);
  if (failed.length) {
    console.log(`${failed.length} failed:`);
    for (const result of failed) console.log(`  ${result.file}: ${result.error}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await stack.stop();
}

/**
 * Signs a context in as the demo account of `role`, for real, through the forms' endpoints. Each
 * job signs in on its own: one session shared by every width ends once one context rotates its
 * refresh token, and the later ones photographed the sign-in page (issue 21). The admin's second
 * step needs a code the MFA hook has not seen, so the last accepted one is forgotten first, as the
 * browser tests do.
 */
async function signIn(context, role) {
  return signInContext(context, stack.origin, DEMO_ACCOUNTS[role], {
    beforeCode: (factorId) => forgetAcceptedCode(stack.dbUrl, localKey("LOCAL_SECRET_KEY"), factorId),
  });
}

function fileStem({ page, size, theme, js }) {
  return `${page.name}--${size.width}-${theme}${js ? "" : "-nojs"}`;
}

async function take(job) {
  const { page: pageType, size, js } = job;
  const results = THEMES.map((theme) => {
    const stem = fileStem({ ...job, theme });
    return { ...pageType, width: size.width, theme, js, file: `${stem}.png`, thumb: `thumbs/${stem}.webp` };
  });
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    isMobile: size.mobile,
    hasTouch: size.mobile,
    javaScriptEnabled: js,
    // The rotating words and the cycling dashboard hold still, so the light and dark captures of a
    // page show the same frame (issue 36): what a visitor who asks for less motion sees.
    reducedMotion: "reduce",
  });
  try {
    if (pageType.as && !(await signIn(context, pageType.as))) {
      throw new Error(`could not sign in as the demo ${pageType.as}`);
    }
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: THEMES[0] });
    const path = await pagePath(context.request, stack.origin, pageType);
    const response = await page.goto(`${stack.origin}${path}`, { waitUntil: "load" });
    const status = response?.status() ?? 0;
    if (js) await page.waitForFunction(() => Boolean(window.__remixRouter), null, { timeout: 15_000 });
    // A private page that shows the sign-in form is a failure, not a picture of the page.
    if (pageType.as && new URL(page.url()).pathname.startsWith("/auth")) {
      throw new Error(`shows the sign-in page (${new URL(page.url()).pathname}), not ${pageType.path}`);
    }
    await settle(page, size.height);
    for (const result of results) {
      await page.emulateMedia({ colorScheme: result.theme });
      Object.assign(result, { status }, await page.evaluate(measure));
      const png = await page.screenshot({ path: `${outDir}/${result.file}`, fullPage: true, animations: "disabled" });
      result.blank = await blankShare(png);
      if (result.blank > BLANK_LIMIT) {
        result.error = `${Math.round(result.blank * 100)}% of its height is one flat colour: something was not drawn`;
      }
      await sharp(png)
        .resize({ width: THUMB_WIDTH[size.width], height: 16_000, fit: "inside" })
        .webp({ quality: 70 })
        .toFile(`${outDir}/${result.thumb}`);
      const expected = pageType.status ?? 200;
      if (status !== expected) result.error = `answered ${status}, expected ${expected}`;
      const stem = result.file.replace(/\.png$/, "");
      console.log(
        `  ${stem.padEnd(44)} ${status}  ${result.height} px${result.overflow ? "  OVERFLOW" : ""}${result.error ? `  ${result.error}` : ""}`,
      );
    }
  } catch (error) {
    for (const result of results) result.error ??= error.message.split("\n")[0];
    console.log(`  ${fileStem({ ...job, theme: "*" }).padEnd(44)} failed: ${results[0].error}`);
  } finally {
    await context.close();
  }
  return results;
}

/**
 * Draws what waits to be drawn, loads what is attached on first use, scrolls to the end and back so
 * lazy images load and reveals run, then waits for fonts and images. A full-page capture does not scroll, so the home sections that
 * are drawn only near the window (`[data-render-on-view]`, ADR 039) are drawn first, as every jump
 * within the page draws them.
 */
async function settle(page, step) {
  await page.evaluate(() =>
    document.querySelectorAll("[data-render-on-view]").forEach((section) => {
      section.style.contentVisibility = "visible";
    }),
  );
  // A first scroll loads what a page attaches on first use (the home page's reveal, counters,
  // carousel; ADR 037); the pass below then finds it attached, so every section it passes is
  // revealed as a visitor scrolling by would see it, not left waiting off screen.
  await page.evaluate(() => window.scrollTo(0, 1));
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(300);
  // Driven from here, not with timers in the page: with JavaScript off, page timers never fire.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // The reveal hides again what leaves the window (docs/product.md §4.4): a visitor scrolling by
  // sees every part shown, so the capture shows them so too, once their entrance has finished.
  const hidden = await page.evaluate(() => {
    const waiting = [...document.querySelectorAll('[data-revealed="false"]')];
    waiting.forEach((element) => element.setAttribute("data-revealed", "true"));
    return waiting.length;
  });
  if (hidden) await page.waitForTimeout(900);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * The share of a capture's rows that are one flat colour (every pixel within a few levels of the
 * row's first), measured on a copy 64 px wide: a page that did not draw shows as tall flat bands.
 */
async function blankShare(png) {
  const { data, info } = await sharp(png)
    .resize({ width: 64 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let flat = 0;
  for (let y = 0; y < info.height; y++) {
    const row = y * info.width * 3;
    let same = true;
    for (let x = 1; x < info.width && same; x++) {
      for (let c = 0; c < 3; c++) {
        if (Math.abs(data[row + x * 3 + c] - data[row + c]) > 6) same = false;
      }
    }
    if (same) flat++;
  }
  return flat / info.height;
}

/** What the sheet shows beside each screen: its height and any horizontal overflow. */
function measure() {
  const root = document.documentElement;
  return { height: root.scrollHeight, overflow: Math.max(0, root.scrollWidth - root.clientWidth) };
}

async function pool(items, size, work) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, size) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

function gitRevision() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim();
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return "unknown";
  }
}
