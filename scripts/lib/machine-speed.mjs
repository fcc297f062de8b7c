// How fast this machine is today, as one factor the browser tests scale their waits by (issue 30,
// ADR 054). Machines of one kind differ up to 4x from day to day; a wait that fits a fast day
// times out on a slow one, and a wait long enough for the slow day hides nothing on a fast one.
//
// The probe renders a fixed page in the browser the tests drive, as many pages at once as
// Playwright runs workers (a slow machine is slow for every worker at once: one core shared by two
// workers is four times slower than two cores, where a single page would see two). Its median
// time is compared with REFERENCE_MS, measured on the machine this figure was written on when it
// was unloaded. The factor never goes below 1: today's waits are the floor.
import { chromium } from "playwright-core";

/**
 * The probe's median on a fast day of this kind of machine (2 cores, unloaded), the day the suite's
 * base waits were tuned on. Derived, as no fast day came by to measure it: on 2026-12-02 the probe
 * read 387–418 ms on an unloaded machine while `tsc --noEmit` took 21.9 s there; on the fast days of
 * issue 25's note tsc took 12–13 s, so 400 ms × 12.5 / 21.9 ≈ 230 ms. Pinned to one core shared
 * with a busy loop (the README's slow-machine recipe) the probe read 1,262–1,552 ms, 3.2–3.9× its
 * unloaded figure, as the suite slows. Write it again from `node scripts/lib/machine-speed.mjs` on a
 * quiet fast day.
 */
export const REFERENCE_MS = 230;
/** Rounds of the probe; the median of these is the figure. */
const ROUNDS = 7;

/**
 * A page that costs what a page of the site costs the browser: a few thousand elements laid out
 * in a grid with text, styles resolved, then a script that walks and measures them. Inline, so the
 * probe needs no server.
 */
function probeDocument() {
  const cards = Array.from(
    { length: 600 },
    (_, index) =>
      `<article class="card"><h3>Card ${index}</h3><p>Local search, reviews and pages that answer what people ask.</p><a href="#c${index}">Read more</a></article>`,
  ).join("");
  return `<!doctype html><html><head><style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0 }
    main { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; padding: 1rem }
    .card { border: 1px solid #ccc; border-radius: .75rem; padding: 1rem; box-shadow: 0 1px 2px #0002 }
    .card:nth-child(3n) { background: linear-gradient(#fff, #eef) }
    h3 { margin: 0 0 .5rem; font-size: 1.125rem }
  </style></head><body><main>${cards}</main></body></html>`;
}

/** Time, in ms, for the page to be parsed, laid out and walked once by script. */
async function renderOnce(page, html) {
  const started = performance.now();
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => {
    let total = 0;
    for (const element of document.querySelectorAll("article, h3, p, a")) {
      total += element.getBoundingClientRect().height;
      element.classList.toggle("seen");
    }
    document.body.style.fontSize = "17px";
    return total + document.body.offsetHeight;
  });
  return performance.now() - started;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * @param {{ executablePath: string, parallel?: number }} options
 * @returns {Promise<{ factor: number, medianMs: number, referenceMs: number, parallel: number }>}
 */
export async function measureMachineSpeed({ executablePath, parallel = 2 }) {
  const browser = await chromium.launch({
    executablePath,
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-gpu"],
  });
  try {
    const pages = await Promise.all(Array.from({ length: parallel }, () => browser.newPage()));
    const html = probeDocument();
    await Promise.all(pages.map((page) => renderOnce(page, html))); // warm-up: the first render compiles
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const times = await Promise.all(pages.map((page) => renderOnce(page, html)));
      rounds.push(Math.max(...times));
    }
    const medianMs = median(rounds);
    return { factor: factorOf(medianMs), medianMs: Math.round(medianMs), referenceMs: REFERENCE_MS, parallel };
  } finally {
    await browser.close();
  }
}

/** The probe's time over the reference, to one decimal, never below 1. */
export function factorOf(medianMs, referenceMs = REFERENCE_MS) {
  return Math.max(1, Math.round((medianMs / referenceMs) * 10) / 10);
}

/**
 * The factor the suite runs with: E2E_MACHINE_FACTOR when set (by scripts/e2e.mjs), else 1.
 * @param {Record<string, string | undefined>} env
 */
export function machineFactor(env = process.env) {
  const value = Number(env.E2E_MACHINE_FACTOR);
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

// `node scripts/lib/machine-speed.mjs`: print the probe's figures (to write REFERENCE_MS from).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { ensureChromium } = await import("../ensure-chromium.mjs");
  console.log(await measureMachineSpeed({ executablePath: await ensureChromium() }));
}
