#!/usr/bin/env node
// The CRM promo's preview clip (issue 12, ADR 029), made from the site's own UI: the home page's
// mock dashboard, rendered alone by the production build at /diagnostics/product/mock-dashboard
// (DIAGNOSTICS_ROUTES=1), cycling its metric and its view as it does on the page. Chromium records
// it with Playwright's video capture; ffmpeg crops it to the dashboard, plays it at twice the speed
// (a view change every 4 s instead of 8 s) and encodes WebM (VP9) and MP4 (H.264) without sound,
// plus a poster frame. No external host: the files are served from public/videos/.
// Run by hand after changing the dashboard, and commit what it writes (like product-shots.mjs):
//   node scripts/make-video.mjs            (VIDEO_URL=<origin> uses a running stack)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { startStack } from "./lib/stack.mjs";

const OUT = "public/videos";
const STEM = "crm-seo-preview";
/** Real seconds recorded: two view changes (every 8 s) and three metric changes (every 5 s). */
const RECORD_SECONDS = 17;
const SPEED = 2;
const WIDTH = 640;
const FPS = 15;
/** The recording's first moments are the page loading; the clip starts after them. */
const SKIP_SECONDS = 0.6;
/** The space between the dashboard's window and its caption (mt-3). */
const CAPTION_GAP_PX = 12;
/** Each encoding must stay under this (docs/product.md §2.5). */
const MAX_BYTES = 300 * 1024;

const work = mkdtempSync(join(tmpdir(), "make-video-"));
// Playwright writes its recordings with its own ffmpeg build, which installs only from the internet;
// Debian's ffmpeg (apt-get install ffmpeg) speaks the same arguments. Playwright finds it in a
// browsers directory of our own, so the machine's Playwright cache is left alone.
const { browsers } = JSON.parse(readFileSync("node_modules/playwright-core/browsers.json", "utf8"));
const ffmpegRevision = browsers.find((b) => b.name === "ffmpeg").revision;
mkdirSync(join(work, `ffmpeg-${ffmpegRevision}`));
symlinkSync("/usr/bin/ffmpeg", join(work, `ffmpeg-${ffmpegRevision}`, "ffmpeg-linux"));
process.env.PLAYWRIGHT_BROWSERS_PATH = work;
const { chromium } = await import("playwright-core");

const stack = await startStack({
  port: 8982,
  dbPort: 54482,
  inspectorPort: 9482,
  urlEnv: "VIDEO_URL",
  diagnostics: true,
});
const browser = await chromium.launch({ executablePath: await ensureChromium() });
try {
  const { raw, box } = await record();
  mkdirSync(OUT, { recursive: true });
  // Even dimensions: H.264 with 4:2:0 chroma needs them.
  const even = (n) => Math.floor(n / 2) * 2;
  const crop = `crop=${even(box.width)}:${even(box.height)}:${Math.round(box.x)}:${Math.round(box.y)}`;
  const filter = `${crop},setpts=PTS/${SPEED},fps=${FPS},scale=${WIDTH}:-2:flags=lanczos`;
  const input = ["-y", "-loglevel", "error", "-ss", String(SKIP_SECONDS), "-i", raw, "-an", "-vf", filter];
  ffmpeg([...input, "-c:v", "libvpx-vp9", "-crf", "42", "-b:v", "0", "-row-mt", "1", `${OUT}/${STEM}.webm`]);
  ffmpeg([
    ...input,
    ...["-c:v", "libx264", "-crf", "30", "-preset", "slow", "-pix_fmt", "yuv420p", "-movflags", "+faststart"],
    `${OUT}/${STEM}.mp4`,
  ]);
  // The poster is the clip's first frame, so nothing jumps when it starts.
  ffmpeg([
    "-y",
    "-loglevel",
    "error",
    "-i",
    `${OUT}/${STEM}.webm`,
    "-frames:v",
    "1",
    "-quality",
    "80",
    `${OUT}/${STEM}-poster.webp`,
  ]);
  report();
} finally {
  rmSync(work, { recursive: true, force: true });
  await browser.close();
  await stack.stop();
}

async function record() {
  const viewport = { width: 800, height: 600 };
  const context = await browser.newContext({
    viewport,
    colorScheme: "dark",
    recordVideo: { dir: work, size: viewport },
  });
  const page = await context.newPage();
  const response = await page.goto(`${stack.origin}/diagnostics/product/mock-dashboard`);
  if (response?.status() !== 200) {
    throw new Error(`/diagnostics/product/mock-dashboard answered ${response?.status()}: is DIAGNOSTICS_ROUTES=1 set?`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The window alone: the page that shows the clip gives its own caption, so the dashboard's goes.
  const figure = await page.locator("[data-mock-dashboard]").boundingBox();
  const caption = await page.locator("[data-mock-dashboard] > figcaption").boundingBox();
  if (!figure || !caption) throw new Error("mock-dashboard: nothing to record");
  const box = { ...figure, height: caption.y - figure.y - CAPTION_GAP_PX };
  await page.waitForTimeout(RECORD_SECONDS * 1000);
  const video = page.video();
  await context.close();
  const raw = await video.path();
  return { raw, box };
}

function ffmpeg(args) {
  execFileSync("ffmpeg", args, { stdio: "inherit" });
}

function report() {
  for (const name of readdirSync(OUT).sort()) {
    const bytes = statSync(`${OUT}/${name}`).size;
    console.log(`  ${name.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
    if (!name.endsWith(".webp") && bytes > MAX_BYTES) throw new Error(`${name} is over ${MAX_BYTES / 1024} KB`);
  }
}
