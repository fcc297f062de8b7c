/**
 * The inner pages as the server sends them, read without a browser: what their HTML proves, moved
 * here from browser tests that loaded each page only to read it (tests/e2e/pages.spec.ts,
 * inner-pages.spec.ts, proof.spec.ts, region-maps.spec.ts). Layout, pixels, loaded images, dialogs
 * and axe stay in those files.
 */
import { auditPages } from "~/content/audit-pages";
import { caseStudies, caseStudyPath } from "~/content/case-studies";
import { cityPages } from "~/content/cities";
import { REGION_POINTS } from "~/content/generated/state-maps";
import { STATEWIDE_PAGES } from "~/content/map-regions";
import { officeKeys, offices, PRIMARY_OFFICES } from "~/content/offices";
import { mapLabels, visualLabels } from "~/content/page-labels";
import { portfolioImages } from "~/content/portfolio";
import { websiteDevelopment } from "~/content/services-agency";
import { crmSetupGuide } from "~/content/setup-guide";
import type { CityPage, OfficeKey } from "~/content/types";
import { pathOf, sitemapUrls } from "../e2e/support/sitemap";
import { accessibleDescription, byLabel, byRole, byText, oneByRole, shown } from "./support/a11y";
import { expect, served, test, textOf, type APIRequestContext } from "./support/test";

const MAX_MAP_BYTES = 8 * 1024;

/** The pages that sell a part of the product, and the screenshot each shows (proof.spec.ts). */
const SHOTS = [
  { path: "/services/technical-seo", name: "audit-report" },
  { path: "/services/rank-tracking", name: "rank-tracker" },
  { path: "/services/performance-analysis", name: "mock-dashboard" },
  { path: "/crm-seo", name: "mock-dashboard" },
];

test("every city page shows its h1, every audit landing its h1 and the audit form", async ({ request }) => {
  for (const city of cityPages) {
    const { document } = await served(request, `/${city.slug}`, { status: 200 });
    expect(textOf(oneByRole(document, "heading", { level: 1 }, city.slug)), city.slug).toBe(city.h1);
  }
  for (const audit of auditPages) {
    const { document } = await served(request, `/${audit.slug}`, { status: 200 });
    expect(textOf(oneByRole(document, "heading", { level: 1 }, audit.slug)), audit.slug).toBe(audit.h1);
    expect(byLabel(document, "Website URL"), `${audit.slug}: the audit form's Website URL field`).toHaveLength(1);
  }
});

test("an unknown service, case study or city is a 404 page", async ({ request }) => {
  for (const path of ["/services/nope", "/case-studies/nope", "/nope-seo-services"]) {
    const { status, document } = await served(request, path);
    expect(status, path).toBe(404);
    expect(byText(document, "Oops! Page not found"), path).toHaveLength(1);
  }
});

test.describe("city and region pages", () => {
  test("maps its state with the page's office marked, named and described", async ({ request }) => {
    for (const slug of ["tampa-seo-services", "jackson-seo-services", "south-florida-seo-services"]) {
      const city = cityPages.find((p) => p.slug === slug)!;
      const office = offices[city.office];
      const state = city.state === "FL" ? "Florida" : "Wyoming";
      const { document } = await served(request, `/${slug}`, { status: 200 });
      const map = oneByRole(document, "img", { name: mapLabels.title(state, office.name) }, slug);
      expect(accessibleDescription(map), slug).toMatch(new RegExp(`^${office.name} is marked in ${office.city}`));
      // The one office spotlit is the page's: its marker lies inside the outline (region-maps.spec.ts).
      const spotlit = [...document.querySelectorAll("[data-map-office]")];
      expect(
        spotlit.map((g) => g.getAttribute("data-map-office")),
        slug,
      ).toEqual([office.name]);
      expect(textOf(spotlit[0]), slug).toContain(office.city);
    }
  });

  test("target searches live in the copy, not in a list of keywords", async ({ request }) => {
    const tampa = cityPages[0]!;
    const { document } = await served(request, `/${tampa.slug}`, { status: 200 });
    expect(byText(document, tampa.servicesIntro), "the services intro").toHaveLength(1);
    for (const keyword of tampa.localKeywords) {
      const items = byRole(document, "listitem").filter((item) => new RegExp(`^${keyword}$`).test(textOf(item)));
      expect(items, keyword).toHaveLength(0);
    }
  });

  test("the office's email is a link, and no phone shows while its line has no number (ADR 052)", async ({
    request,
  }) => {
    const { document } = await served(request, "/cheyenne-seo-services", { status: 200 });
    const cards = byRole(document, "article").filter((card) => textOf(card).includes(offices.cheyenne.name));
    expect(cards.length, "Cheyenne's office card").toBeGreaterThan(0);
    // admin-pipeline.spec.ts shows a number entered in /admin/settings reaching a card (Tampa's line,
    // so not this office's, whose Wyoming line no test sets).
    for (const card of cards) expect(card.querySelectorAll('a[href^="tel:"]')).toHaveLength(0);
    const email = cards.flatMap((card) => byRole(card, "link", { name: offices.cheyenne.email }));
    expect(email).toHaveLength(1);
    expect(email[0]!.getAttribute("href")).toBe(`mailto:${offices.cheyenne.email}`);
  });
});

test("/crm-seo lists each industry CRM once, as a priced plan at its section's anchor", async ({ request }) => {
  const { document } = await served(request, "/crm-seo", { status: 200 });
  for (const [id, name] of [
    ["veterinary", "Veterinary CRM"],
    ["real-estate", "Real Estate CRM"],
    ["labor-union", "Labor Union CRM"],
    ["community-organization", "Community Organization CRM"],
  ] as const) {
    expect(byRole(document, "heading", { name, exact: true }), name).toHaveLength(1);
    const card = document.getElementById(id);
    expect(card, `#${id}`).not.toBeNull();
    expect(byRole(card!, "heading", { name, exact: true }), `#${id} holds ${name}`).toHaveLength(1);
    expect(textOf(card), `#${id}'s price`).toMatch(/\$\d+/);
  }
  // Where the browser lands on each anchor: inner-pages.spec.ts.
});

test("Website Development shows a distinct example design per industry, each labelled an example", async ({
  request,
}) => {
  const { document } = await served(request, "/services/website-development", { status: 200 });
  const pictureOf = (id: string) => {
    const item = document.getElementById(id);
    expect(item, `#${id}`).not.toBeNull();
    expect(byText(item!, visualLabels.exampleDesign, { exact: true }), `#${id}: labelled`).toHaveLength(1);
    const picture = oneByRole(item!, "img", {}, `#${id}:`);
    expect(picture.getAttribute("alt"), `#${id}`).toMatch(/^Example design: /);
    return picture;
  };
  for (const section of websiteDevelopment.sections ?? []) {
    oneByRole(document.getElementById(section.id)!, "heading", { name: section.title }, `#${section.id}:`);
    pictureOf(section.id);
  }
  const sources = new Set<string>();
  for (const [id, image] of Object.entries(portfolioImages)) {
    sources.add(pictureOf(id).getAttribute("src")!);
    expect(image.address).toMatch(/\.example$/);
  }
  expect(sources.size).toBe(Object.keys(portfolioImages).length);
  // The hero shows the four together, said to be examples, no one concept standing for all.
  oneByRole(document, "img", { name: /^Example designs, one per industry/ });
  expect(document.querySelectorAll("main img[src*='veterinary']")).toHaveLength(2);
});

test("the case study charts its own figures and lists them in a table", async ({ request }) => {
  const { document } = await served(request, caseStudyPath(caseStudies[0]!), { status: 200 });
  oneByRole(document, "img", { name: /Site health 32% before, 94% after; Organic traffic 100 before, 375/ });
  const table = oneByRole(document, "table");
  expect(textOf(oneByRole(table, "row", { name: /Site health/ }))).toContain("+62 points");
  expect(textOf(oneByRole(table, "row", { name: /Organic traffic/ }))).toContain("+275%");
});

test("the product's screenshots are lazy, sized and described as samples where the product is sold", async ({
  request,
}) => {
  for (const { path, name } of SHOTS) {
    const { document } = await served(request, path, { status: 200 });
    // As the browser test finds it: the screenshot's own file, by its view's name.
    const images = document.querySelectorAll(`main img[src*="/images/product/${name}-"]`);
    expect(images, `${path}: one ${name} screenshot`).toHaveLength(1);
    const image = images[0]!;
    expect(image.getAttribute("alt"), path).toMatch(/^Sample /);
    expect(image.getAttribute("loading"), path).toBe("lazy");
    expect(image.getAttribute("width"), path).toBeTruthy();
    expect(image.getAttribute("height"), path).toBeTruthy();
  }
});

test("/crm-seo's setup guide section draws every step", async ({ request }) => {
  const section = (await served(request, "/crm-seo", { status: 200 })).document.getElementById("setup-guide")!;
  expect(section.querySelectorAll("[data-step-illustration]")).toHaveLength(crmSetupGuide.steps.length);
  expect(section.querySelectorAll("[data-step-placeholder]")).toHaveLength(0);
});

// State maps (issue 23 item 5, ADR 049): where the markup decides. Their geometry (the spotlit marker
// inside the outline, labels clear of markers) is measured in region-maps.spec.ts.

function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2 +
    Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The office a page should spotlight: a statewide page its state's lead office, else the nearest. */
function expectedOffice(page: CityPage): OfficeKey {
  if (page.slug in STATEWIDE_PAGES) return PRIMARY_OFFICES[page.state];
  const point = page.kind === "city" ? offices[page.office] : REGION_POINTS[page.slug]!;
  const candidates = officeKeys.filter((key) => offices[key].state === page.state);
  return candidates.reduce((best, key) =>
    kmBetween(point, offices[key]) < kmBetween(point, offices[best]) ? key : best,
  );
}

async function cityPagePaths(request: APIRequestContext): Promise<string[]> {
  const slugs = new Set(cityPages.map((p) => `/${p.slug}`));
  const paths = (await sitemapUrls(request)).map(pathOf).filter((path) => slugs.has(path));
  expect(paths.sort(), "every city and region page is in the sitemap").toEqual([...slugs].sort());
  return paths;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\u00a0": "&nbsp;" };

/**
 * An element's markup as a browser's outerHTML writes it (every SVG element closed by an end tag,
 * not `/>`), so the size is the one the browser test measured.
 */
function outerHTML(node: Node): string {
  if (node.nodeType === 3) return (node.textContent ?? "").replace(/[&<>\u00a0]/g, (c) => ESCAPES[c]!);
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  const attributes = [...element.attributes]
    .map(({ name, value }) => ` ${name}="${value.replace(/[&"\u00a0]/g, (c) => ESCAPES[c]!)}"`)
    .join("");
  return `<${element.localName}${attributes}>${[...element.childNodes].map(outerHTML).join("")}</${element.localName}>`;
}

const mapsOf = (document: Document) =>
  [...document.querySelectorAll("svg")].filter((svg) => svg.querySelector("[data-map-outline]"));

test.describe("state maps", () => {
  test("every city and region page in the sitemap spotlights its nearest office and names it to contact", async ({
    request,
  }) => {
    for (const path of await cityPagePaths(request)) {
      const city = cityPages.find((p) => `/${p.slug}` === path)!;
      const expected = offices[expectedOffice(city)];
      const { document } = await served(request, path, { status: 200 });
      const [map, ...more] = mapsOf(document);
      expect(more, `${path}: one map`).toHaveLength(0);
      expect(map?.querySelector("[data-map-office]")?.getAttribute("data-map-office"), path).toBe(expected.name);
      // The office the page tells visitors to contact is the one on the map.
      const contact = byRole(document, "heading", { name: `Contact ${expected.name}` });
      expect(contact, `${path}: a heading Contact ${expected.name}`).toHaveLength(1);
      expect(shown(contact[0]!)).toBe(true);
    }
  });

  test("/south-florida-seo-services spotlights Miami, not Tampa 200 miles away", async ({ request }) => {
    const { document } = await served(request, "/south-florida-seo-services", { status: 200 });
    oneByRole(document, "img", { name: "Map of Florida with the Rankwell Miami office" });
    const spotlit = [...document.querySelectorAll("[data-map-office]")].map((g) => g.getAttribute("data-map-office"));
    expect(spotlit).toEqual(["Rankwell Miami"]);
  });

  test("each map has one label and stays under 8 KB", async ({ request }) => {
    for (const path of [...(await cityPagePaths(request)), "/service-areas", "/about"]) {
      const maps = mapsOf((await served(request, path, { status: 200 })).document);
      expect(maps.length, `${path}: a map`).toBeGreaterThan(0);
      for (const map of maps) {
        expect(map.querySelectorAll("[data-map-label]").length, path).toBe(1);
        expect(Buffer.byteLength(outerHTML(map)), `${path}: the map's markup`).toBeLessThan(MAX_MAP_BYTES);
      }
    }
  });
});
