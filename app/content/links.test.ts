import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { DEAD_PATHS, HOME_ANCHORS, KNOWN_ROUTES } from "./known-routes.fixture";
import { leadInboxCopy } from "./leads";
import { contactServiceOptions, crmSeoPage } from "./pages";
import { ROI_PATH } from "./roi-calculator-copy";
import { websiteDevelopment } from "./services-agency";
import { SETUP_GUIDE_SECTION_ID } from "./setup-guide";

const here = dirname(fileURLToPath(import.meta.url));
const ASSET_PREFIXES = ["/images/", "/videos/"];
const LINK_KEYS = new Set(["href", "route", "learnMore"]);

/** Fragments other pages define, by path. */
const PAGE_ANCHORS: Record<string, Set<string>> = {
  "/crm-seo": new Set([...crmSeoPage.sections.flatMap((s) => (s.id ? [s.id] : [])), SETUP_GUIDE_SECTION_ID]),
  "/services/website-development": new Set((websiteDevelopment.sections ?? []).map((s) => s.id)),
};
const CONTACT_SERVICES = new Set<string>(contactServiceOptions.map((o) => o.value));
/** The inbox's saved views (ADR 048), each named in the inbox's copy; "all" is the bare address. */
const INBOX_VIEWS = new Set(Object.keys(leadInboxCopy.views).filter((view) => view !== "all"));

interface Found {
  where: string;
  key: string;
  value: string;
}

function collectStrings(value: unknown, where: string, key: string, out: Found[], seen: Set<unknown>): void {
  if (typeof value === "string") {
    out.push({ where, key, value });
    return;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  for (const [k, v] of Object.entries(value))
    collectStrings(v, `${where}.${k}`, Array.isArray(value) ? key : k, out, seen);
}

const strings: Found[] = [];
let moduleCount = 0;

beforeAll(async () => {
  const files = readdirSync(here).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".fixture.ts") && !f.startsWith("types"),
  );
  moduleCount = files.length;
  for (const file of files) {
    const mod: Record<string, unknown> = await import(/* @vite-ignore */ pathToFileURL(join(here, file)).href);
    for (const [name, value] of Object.entries(mod)) collectStrings(value, `${file}:${name}`, name, strings, new Set());
  }
});

function isLink(f: Found): boolean {
  if (LINK_KEYS.has(f.key)) return true;
  return f.value.startsWith("/") && !ASSET_PREFIXES.some((p) => f.value.startsWith(p));
}

function internalLinkProblem(href: string): string | null {
  const url = new URL(href, "http://content.test");
  const path = url.pathname;
  const fragment = url.hash.slice(1);
  if (DEAD_PATHS.has(path)) return `dead path ${path}`;
  if (path === "/") {
    if (fragment && !HOME_ANCHORS.has(fragment)) return `unknown home anchor #${fragment}`;
  } else {
    if (!KNOWN_ROUTES.has(path)) return `unknown route ${path}`;
    if (fragment && !PAGE_ANCHORS[path]?.has(fragment)) return `no section #${fragment} on ${path}`;
  }
  if (url.search && path === "/admin/leads") {
    const view = url.searchParams.get("view");
    if ([...url.searchParams.keys()].join() !== "view" || !view || !INBOX_VIEWS.has(view))
      return `unexpected query ${url.search}`;
  } else if (url.search) {
    const service = url.searchParams.get("service");
    if (path !== "/contact" || [...url.searchParams.keys()].join() !== "service")
      return `unexpected query ${url.search}`;
    if (!service || !CONTACT_SERVICES.has(service)) return `unknown contact service ${service}`;
  }
  return null;
}

describe("links in content", () => {
  it("reads every content module", () => {
    expect(moduleCount).toBeGreaterThan(30);
    expect(strings.filter(isLink).length).toBeGreaterThan(150);
  });

  it("never links to the four dead footer paths", () => {
    const dead = strings.filter((f) => isLink(f) && DEAD_PATHS.has(f.value.split(/[?#]/)[0] ?? ""));
    expect(dead).toEqual([]);
  });

  it("links internally only to routes of the route table or home anchors", () => {
    const problems = strings
      .filter((f) => isLink(f) && !/^(https:|mailto:|tel:)/.test(f.value))
      .map((f) => ({ where: f.where, href: f.value, problem: internalLinkProblem(f.value) }))
      .filter((p) => p.problem !== null);
    expect(problems).toEqual([]);
  });

  it("gives every link a path, a home anchor or an https address", () => {
    const bad = strings.filter((f) => LINK_KEYS.has(f.key) && !/^(\/|https:\/\/)/.test(f.value));
    expect(bad).toEqual([]);
  });

  it("does not hard-code the production origin", () => {
    const hits = strings.filter((f) => /(https?:\/\/|www\.)([\w-]+\.)*rankwell\.com/i.test(f.value));
    expect(hits).toEqual([]);
  });

  it("sends the ROI calculator's links to its page, not the specification's missing anchor (ADR 070)", () => {
    expect(strings.filter((f) => f.value.includes("#roi-calculator"))).toEqual([]);
    expect(internalLinkProblem(ROI_PATH)).toBeNull();
  });
});

describe("the routes fixture", () => {
  it("helper paths resolve", () => {
    expect(internalLinkProblem("/services/local-seo")).toBeNull();
    expect(internalLinkProblem("/#features")).toBeNull();
    expect(internalLinkProblem("/contact?service=crm-seo")).toBeNull();
    expect(internalLinkProblem("/crm-seo#veterinary")).toBeNull();
    expect(internalLinkProblem("/local-seo")).toMatch(/dead/);
    expect(internalLinkProblem("/#nowhere")).toMatch(/anchor/);
    expect(internalLinkProblem("/contact?service=seo")).toMatch(/service/);
  });
});
