import { describe, expect, it } from "vitest";
import {
  executableScripts,
  floorDocument,
  hostFitness,
  median,
  medianRun,
  reportFigures,
  tbtOverFloorBar,
  verdict,
} from "./lighthouse-floor.mjs";

/** The shape of the site's documents: nonce'd inline scripts, the entry module, JSON-LD, preloads. */
const PAGE = `<!DOCTYPE html><html lang="en" class="dark"><head><meta charSet="utf-8"/>
<meta name="description" content="Rank on the map; onload=nothing happens here"/>
<link rel="stylesheet" href="/build/_assets/site-7KV4HXMU.css"/>
<link rel="preload" href="/fonts/geist.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="modulepreload" href="/build/entry.client-YWI4WMQF.js"/>
<link href="/build/root-RLSB72TE.js" rel="modulepreload"/>
<link rel="preload" as="script" href="/build/extra.js"/>
<script nonce="abc">document.documentElement.dataset.js = "1"</script>
<script type="application/ld+json" nonce="abc">{"@context":"https://schema.org","@type":"Organization"}</script>
</head><body><main><h1>Local SEO</h1><button type="button" onclick="go()" class="b">Go</button>
<img src="/a.png" alt="a" onerror='this.remove()'/><noscript><p>Works without JavaScript.</p></noscript>
<script nonce="abc" data-note="a > b">window.__remixContext = {"state":"</scrip"};</script>
<SCRIPT type="module" async="">import "/build/entry.client-YWI4WMQF.js";</SCRIPT >
<script type='application/ld+json'>{"@type":"BreadcrumbList"}</script>
</main></body></html>`;

describe("floorDocument", () => {
  const floor = floorDocument(PAGE);

  it("leaves no executable script, module or script preload, or event handler", () => {
    expect(executableScripts(PAGE).length).toBeGreaterThan(0);
    expect(executableScripts(floor.html)).toEqual([]);
    expect(floor.removed).toEqual({ scripts: 3, preloads: 3, handlers: 2 });
    expect(floor.html).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
    expect(floor.html).not.toMatch(/modulepreload|onclick|onerror|__remixContext/);
  });

  it("keeps the JSON-LD, the styles, the font preload, the text and the markup byte for byte", () => {
    expect(floor.html.match(/application\/ld\+json/g)).toHaveLength(2);
    for (const kept of [
      '<link rel="stylesheet" href="/build/_assets/site-7KV4HXMU.css"/>',
      '<link rel="preload" href="/fonts/geist.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<meta name="description" content="Rank on the map; onload=nothing happens here"/>',
      '<button type="button" class="b">Go</button>',
      '<img src="/a.png" alt="a"/>',
      "<main><h1>Local SEO</h1>",
    ]) {
      expect(floor.html).toContain(kept);
    }
  });

  it("shows what <noscript> holds, as a browser without JavaScript does", () => {
    expect(floor.html).toContain("<p>Works without JavaScript.</p>");
    expect(floor.html).not.toMatch(/noscript/i);
  });

  it("changes nothing in a document without script", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><p>Hi</p></body></html>";
    expect(floorDocument(plain)).toEqual({ html: plain, removed: { scripts: 0, preloads: 0, handlers: 0 } });
  });
});

describe("executableScripts", () => {
  it("finds scripts, preloads, handlers and javascript: URLs a bad strip would leave", () => {
    expect(executableScripts('<script src="/x.js"></script>')).toHaveLength(1);
    expect(executableScripts("<script type=module>")).toHaveLength(1);
    expect(executableScripts('<script type="importmap">{}</script>')).toHaveLength(1);
    expect(executableScripts('<link rel="modulepreload" href="/x.js">')).toHaveLength(1);
    expect(executableScripts('<body onload="x()">')).toEqual(["handler onload"]);
    expect(executableScripts('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
    expect(executableScripts('<script type="application/ld+json">{}</script><link rel="preload" as="font">')).toEqual(
      [],
    );
  });
});

const report = {
  environment: { benchmarkIndex: 1843.5 },
  categories: {
    performance: { score: 0.91 },
    accessibility: { score: 1 },
    "best-practices": { score: 1 },
    seo: { score: 0.92 },
  },
  audits: {
    "total-blocking-time": { numericValue: 212.4, score: 0.9, scoreDisplayMode: "numeric" },
    "largest-contentful-paint": { numericValue: 2100, score: 0.95, scoreDisplayMode: "numeric" },
    "cumulative-layout-shift": { numericValue: 0.001, score: 1, scoreDisplayMode: "numeric" },
    "mainthread-work-breakdown": {
      numericValue: 2310,
      score: 0.8,
      scoreDisplayMode: "metricSavings",
      details: {
        items: [
          { group: "scriptEvaluation", duration: 700 },
          { group: "styleLayout", duration: 900 },
          { group: "scriptParseCompile", duration: 130 },
          { group: "other", duration: 580 },
        ],
      },
    },
    "is-crawlable": { id: "is-crawlable", score: 0, scoreDisplayMode: "binary" },
  },
};

describe("reportFigures", () => {
  it("reads the scores, metrics, benchmarkIndex, main-thread total and scripting time", () => {
    expect(reportFigures(report)).toEqual({
      benchmarkIndex: 1843.5,
      performance: 91,
      accessibility: 100,
      bestPractices: 100,
      seo: 92,
      tbt: 212.4,
      lcp: 2100,
      cls: 0.001,
      mainThreadMs: 2310,
      scriptingMs: 830,
      failing: ["is-crawlable"],
    });
  });

  it("gives NaN, not zero, for what a report lacks", () => {
    const figures = reportFigures({ categories: {}, audits: {} });
    expect(figures.benchmarkIndex).toBeNaN();
    expect(figures.mainThreadMs).toBeNaN();
    expect(figures.scriptingMs).toBe(0);
  });
});

describe("median and medianRun", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("ranks runs by performance, then the worse TBT first", () => {
    const runs = [
      { performance: 95, tbt: 80 },
      { performance: 90, tbt: 200 },
      { performance: 95, tbt: 120 },
    ];
    expect(medianRun(runs)).toBe(runs[2]);
  });
});

describe("hostFitness", () => {
  it("finds a fast, steady host fit", () => {
    expect(hostFitness([1900, 2000, 2100])).toMatchObject({ fit: true, median: 2000, spread: 0.1, reasons: [] });
  });

  it("finds a slow host or a noisy one unfit, and says why", () => {
    expect(hostFitness([1200, 1250, 1300]).reasons).toEqual(["median 1,250 < 1,500"]);
    expect(hostFitness([1237, 1800, 2489]).reasons).toEqual(["spread 70% > 20%"]);
    expect(hostFitness([Number.NaN]).fit).toBe(false);
  });

  it("is unfit when pages without script still block the main thread: the host slowed after its index", () => {
    expect(hostFitness([2121, 2311, 2469], undefined, [264, 240, 300]).reasons).toEqual([
      "pages without script blocked 264 ms > 50",
    ]);
    expect(hostFitness([2121, 2311, 2469], undefined, [0, 12, 30]).fit).toBe(true);
  });
});

describe("verdict", () => {
  const good = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, tbt: 40, mainThreadMs: 1500 };
  const floor = { ...good, tbt: 10, mainThreadMs: 1000 };
  const fit = { fit: true, median: 2000 };
  const slow = { fit: false, median: 1000 };

  it("holds a fit host to the absolute bar", () => {
    expect(verdict({ page: good, floor, indexable: true, host: fit })).toEqual([]);
    expect(verdict({ page: { ...good, performance: 90, tbt: 150 }, floor, indexable: true, host: fit })).toEqual([
      "perf 90",
      "TBT 150 ms",
    ]);
  });

  it("judges an unfit host by ratios to the floor, with the TBT bar scaled by its slowness", () => {
    expect(tbtOverFloorBar(1000)).toBe(150);
    expect(tbtOverFloorBar(3000)).toBe(100);
    const slowPage = { ...good, performance: 70, tbt: 150 };
    expect(verdict({ page: slowPage, floor, indexable: true, host: slow })).toEqual([]);
    expect(
      verdict({ page: { ...slowPage, tbt: 1170, mainThreadMs: 2600 }, floor, indexable: true, host: slow }),
    ).toEqual(["main thread ×2.60 of floor", "TBT +1,160 ms over floor"]);
    expect(verdict({ page: slowPage, floor: undefined, indexable: true, host: slow })).toEqual([
      "no floor to compare with",
    ]);
  });

  it("keeps accessibility, best practices and SEO (on indexable pages) at 100 on any host", () => {
    const page = { ...good, accessibility: 96, seo: 69 };
    expect(verdict({ page, floor, indexable: true, host: slow })).toEqual(["a11y 96", "SEO 69"]);
    expect(verdict({ page, floor, indexable: false, host: fit })).toEqual(["a11y 96"]);
  });
});
