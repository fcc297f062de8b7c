import { CITY_SLUGS, AUDIT_SLUGS, KNOWN_ROUTES, SERVICE_SLUGS } from "./known-routes.fixture";
import { describe, expect, it } from "vitest";
import { auditPages, findAuditPage } from "./audit-pages";
import { caseStudies, caseStudiesIndex, caseStudyPath, findCaseStudy } from "./case-studies";
import {
  aboutPage,
  bookDemoPage,
  contactPage,
  contactServiceOptions,
  crmSeoPage,
  partnersPage,
  serviceAreasPage,
} from "./pages";
import { privacyPolicyPage, termsOfServicePage } from "./pages-legal";
import { findServicePage, servicePages, servicePath } from "./services";

const expectMeta = (page: { title: string; description: string }) => {
  expect(page.title.length, page.title).toBeLessThanOrEqual(60);
  expect(page.description.length, page.description).toBeLessThanOrEqual(160);
  expect(page.title.length).toBeGreaterThan(10);
  expect(page.description.length).toBeGreaterThan(50);
};

describe("service pages", () => {
  it("cover every service slug of the route table", () => {
    expect(servicePages.map((p) => p.slug).sort()).toEqual([...SERVICE_SLUGS].sort());
    for (const page of servicePages) expect(KNOWN_ROUTES.has(servicePath(page.slug))).toBe(true);
  });

  it.each(servicePages.map((p) => [p.slug, p] as const))("%s is complete", (_slug, page) => {
    expectMeta(page);
    expect(page.h1).not.toBe("");
    expect(page.intro.length).toBeGreaterThan(0);
    expect(page.benefits.length).toBeGreaterThanOrEqual(3);
    expect(page.deliverables.length).toBeGreaterThanOrEqual(4);
    expect(page.process.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(page.faqs.length).toBeGreaterThanOrEqual(2);
    expect(page.cta.label).not.toBe("");
    expect(page.price).toMatch(/\$|custom/i);
  });

  it("quote the price lines of docs/product.md §9", () => {
    expect(findServicePage("local-seo")?.price).toContain("From $497/mo");
    expect(findServicePage("technical-seo")?.price).toContain("From $249/mo");
    expect(findServicePage("done-for-you")?.price).toContain("$997/mo");
    expect(findServicePage("enterprise")?.price).toMatch(/custom/i);
    expect(findServicePage("website-development")?.price).toContain("from $2,999");
    expect(findServicePage("website-development")?.price).toContain("from $999");
    expect(findServicePage("website-development")?.price).toContain("from $4,999");
    expect(JSON.stringify(findServicePage("website-development"))).not.toContain("$497");
    expect(findServicePage("rank-tracking")?.price).toContain("5,000 keywords");
  });

  it("have unique titles", () => {
    expect(new Set(servicePages.map((p) => p.title)).size).toBe(servicePages.length);
  });

  it("give website development the four industry sections", () => {
    expect(findServicePage("website-development")?.sections?.map((s) => s.id)).toEqual([
      "fire-unions",
      "veterinary-clinics",
      "real-estate",
      "service-businesses",
    ]);
  });
});

describe("audit pages", () => {
  it("are the three audit routes", () => {
    expect(auditPages.map((p) => p.slug)).toEqual([...AUDIT_SLUGS]);
    expect(findAuditPage("national-seo-audit")?.h1).toMatch(/Free SEO Audit/);
  });

  it.each(auditPages.map((p) => [p.slug, p] as const))("%s is complete", (_slug, page) => {
    expectMeta(page);
    expect(page.intro.length).toBeGreaterThan(0);
    expect(page.checks.length).toBeGreaterThanOrEqual(5);
  });
});

describe("case studies", () => {
  it("include the Tampa veterinary practice's story", () => {
    const study = findCaseStudy("veterinary-practice-tampa-growth");
    expect(study).toBeDefined();
    expect(KNOWN_ROUTES.has(caseStudyPath(study!))).toBe(true);
    expect(study!.location).toBe("Tampa, FL");
  });

  // The client and the figures are records (public.case_study_figures, ADR 078), never content.
  it("hold no client name and no figure", () => {
    for (const study of [caseStudiesIndex, ...caseStudies]) {
      const text = JSON.stringify(study);
      expect(text, "slug" in study ? study.slug : study.path).not.toMatch(/\d+\s*%|\d+\s*→|\bclient(?:Name)?":/i);
      expect(Object.keys(study)).not.toContain("results");
      expect(Object.keys(study)).not.toContain("chart");
    }
  });

  it("link only to routes that exist", () => {
    for (const study of caseStudies) expect(KNOWN_ROUTES.has(caseStudyPath(study))).toBe(true);
  });
});

describe("standalone pages", () => {
  const pages = [
    aboutPage,
    bookDemoPage,
    contactPage,
    crmSeoPage,
    partnersPage,
    serviceAreasPage,
    privacyPolicyPage,
    termsOfServicePage,
  ];

  it.each(pages.map((p) => [p.path, p] as const))("%s is a known route with valid metadata", (path, page) => {
    expect(KNOWN_ROUTES.has(path)).toBe(true);
    expectMeta(page);
    expect(page.sections.length).toBeGreaterThan(0);
  });

  it("offer the contact services the site links to", () => {
    expect(contactServiceOptions.map((o) => o.value)).toEqual(
      expect.arrayContaining([
        "local-seo",
        "technical-seo",
        "done-for-you",
        "website-development",
        "enterprise",
        "crm-seo",
      ]),
    );
  });

  it("give the CRM page a section for each CRM product and capability", () => {
    expect(crmSeoPage.sections.map((s) => s.id)).toEqual([
      "veterinary",
      "real-estate",
      "labor-union",
      "community-organization",
      "lead-attribution",
      "automated-workflows",
    ]);
  });

  it("list every local page on /service-areas", () => {
    expect(serviceAreasPage.sections.flatMap((s) => s.links ?? [])).toHaveLength(CITY_SLUGS.length);
  });

  it("carry full legal texts", () => {
    expect(privacyPolicyPage.sections.length).toBeGreaterThanOrEqual(8);
    expect(termsOfServicePage.sections.length).toBeGreaterThanOrEqual(10);
    expect(JSON.stringify(termsOfServicePage)).toMatch(/do not guarantee/);
  });
});
