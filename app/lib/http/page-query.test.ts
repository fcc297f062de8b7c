import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SENT_PARAM } from "~/lib/forms/lead-form";
import { siteAreaOf } from "~/lib/site/site-areas";
import { CRM_PARAM, PLAN_PARAM } from "~/lib/ui/pricing-selection";
import { homePageAddresses, normalisedPageUrl, PAGE_QUERY } from "./page-query";

const url = (pathAndQuery: string) => new URL(pathAndQuery, "https://site.example");
const normalised = (pathAndQuery: string) => {
  const result = normalisedPageUrl(url(pathAndQuery));
  return `${result.pathname}${result.search}`;
};

describe("normalisedPageUrl", () => {
  it("drops tracking parameters and anything a page does not read", () => {
    expect(normalised("/?utm_source=news&utm_medium=email&gclid=1&fbclid=2&msclkid=3")).toBe("/");
    expect(normalised("/services/local-seo?x=1&__build=evil")).toBe("/services/local-seo");
    expect(normalised("/contact?__build=%22%3E%3Cscript%3E")).toBe("/contact");
  });

  it("keeps what a page reads, once, with a value it understands, sorted by name", () => {
    expect(normalised("/?utm_campaign=x&plan=crm&crm=features")).toBe("/?crm=features&plan=crm");
    expect(normalised("/?plan=crm&plan=dfy")).toBe("/?plan=crm");
    expect(normalised("/?plan=bogus")).toBe("/");
    expect(normalised("/contact?sent=1&service=local-seo&gclid=x")).toBe("/contact?sent=1&service=local-seo");
    expect(normalised("/contact?service=not-a-service&sent=yes")).toBe("/contact");
    expect(normalised("/book-demo?sent=1&service=local-seo")).toBe("/book-demo?sent=1");
  });
});

/**
 * The edge renders cached pages from the normalised URL, so a parameter a cached route reads
 * but PAGE_QUERY does not list would be silently lost. Every `searchParams.get(…)`/`params.get(…)`
 * and pricing-selection call in a route or page module of a cached page must be listed.
 */
describe("PAGE_QUERY lists every parameter the cached pages read", () => {
  const constants: Record<string, string> = { SENT_PARAM, PLAN_PARAM, CRM_PARAM };
  const appDir = fileURLToPath(new URL("../..", import.meta.url));
  /** A route's files: a flat route's one module, or a folder route's route.tsx and its server half. */
  const sourcesOf = (file: string) =>
    /\.tsx?$/.test(file)
      ? [file]
      : readdirSync(join(appDir, file))
          .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
          .map((name) => join(file, name));
  const files = [
    ...readdirSync(join(appDir, "routes")).map((name) => join("routes", name)),
    ...readdirSync(join(appDir, "page-modules")).map((name) => join("page-modules", name)),
  ];
  /** "routes/services.$slug.tsx" (or the folder "routes/contact") → "/services/x"; page modules serve many root paths: "/x". */
  const pathOf = (file: string) =>
    file.startsWith("page-modules")
      ? "/x"
      : `/${file
          .replace(/^routes\//, "")
          .replace(/\.(tsx|ts)$/, "")
          .replace(/\[(.*?)\]/g, "$1")
          .split(/\.(?![^[]*\])/)
          .filter((segment) => segment !== "_index")
          // "audit_" is /audit without its layout (Remix's trailing underscore).
          .map((segment) => (segment.startsWith("$") ? "x" : segment.replace(/_$/, "")))
          .join("/")}`.replace(/\/$/, "") || "/";

  for (const file of files) {
    const path = pathOf(file);
    if (!siteAreaOf(path).edgeCache) continue;
    it(file, () => {
      const source = sourcesOf(file)
        .map((name) => readFileSync(join(appDir, name), "utf8"))
        .join("\n");
      const read = new Set<string>();
      for (const [, arg] of source.matchAll(/(?:searchParams|params)\.(?:get|getAll|has)\(\s*([^)]+?)\s*\)/g)) {
        read.add(/^["'`]/.test(arg!) ? arg!.slice(1, -1) : (constants[arg!] ?? `unknown constant ${arg}`));
      }
      if (source.includes("pricingSelection(")) [PLAN_PARAM, CRM_PARAM].forEach((name) => read.add(name));
      const listed = Object.keys(PAGE_QUERY[path] ?? {});
      expect([...read].filter((name) => !listed.includes(name))).toEqual([]);
    });
  }

  it("no component reads the query string (the server renders cached pages without it)", () => {
    const componentsDir = join(appDir, "components");
    const offenders = readdirSync(componentsDir, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .filter((name) =>
        /useSearchParams|location\.search\b|searchParams/.test(readFileSync(join(componentsDir, name), "utf8")),
      );
    expect(offenders).toEqual([]);
  });
});

describe("homePageAddresses", () => {
  it("names every key the edge cache may keep the home page under, each as the cache writes it", () => {
    const addresses = homePageAddresses();
    expect(addresses).toHaveLength(12);
    expect(new Set(addresses).size).toBe(12);
    for (const address of addresses) expect(normalised(address)).toBe(address);
    expect(addresses).toEqual(expect.arrayContaining(["/", "/?plan=crm", "/?crm=features&plan=crm", "/?plan=dfy"]));
  });
});
