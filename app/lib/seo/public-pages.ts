/**
 * Every indexable page, grouped as the human sitemap shows them. /sitemap.xml and /sitemap.html
 * both read this list, and the browser crawl walks it, so a page that is added to the site and
 * to this list is announced, checked and linked in one step.
 *
 * Not listed, because they are noindex: /auth, the signed-in pages (/dashboard, /profile,
 * /project/…), /admin/…, /widget-preview/…, /diagnostics/…, the 404 page, and /audit (the audit
 * tool, which like the dashboard runs without the top bar and has no content of its own to rank).
 */
import { auditPages } from "~/content/audit-pages";
import { caseStudies, caseStudiesIndex, caseStudyPath } from "~/content/case-studies";
import { cityPagePath, cityPages } from "~/content/cities";
import {
  aboutPage,
  auditBotPage,
  bookDemoPage,
  contactPage,
  crmSeoPage,
  partnersPage,
  serviceAreasPage,
} from "~/content/pages";
import { privacyPolicyPage, termsOfServicePage } from "~/content/pages-legal";
import { servicePages, servicePath } from "~/content/services";
import { roiCalculatorPage } from "~/content/roi-calculator";

export interface PublicPage {
  path: string;
  /** The link text on /sitemap.html. */
  label: string;
}

export interface PublicPageGroup {
  title: string;
  pages: PublicPage[];
}

export const SITEMAP_HTML_PATH = "/sitemap.html";

/** "About Rankwell | SEO and Marketing from Tampa & Cheyenne" → "About Rankwell". */
export function shortTitle(title: string): string {
  return title.split(" | ")[0]!.trim();
}

const fromCopy = (page: { path: string; title: string }): PublicPage => ({
  path: page.path,
  label: shortTitle(page.title),
});

export const publicPageGroups: PublicPageGroup[] = [
  {
    title: "Main",
    pages: [{ path: "/", label: "Home" }, fromCopy(crmSeoPage), fromCopy(bookDemoPage), fromCopy(contactPage)],
  },
  {
    title: "Services",
    pages: servicePages.map((page) => ({ path: servicePath(page.slug), label: shortTitle(page.title) })),
  },
  {
    title: "Local SEO",
    pages: [
      fromCopy(serviceAreasPage),
      ...cityPages.map((page) => ({ path: cityPagePath(page), label: `${page.place} SEO Services` })),
    ],
  },
  {
    title: "Free Tools",
    pages: [
      ...auditPages.map((page) => ({ path: `/${page.slug}`, label: shortTitle(page.title) })),
      { path: roiCalculatorPage.path, label: "SEO ROI Calculator" },
    ],
  },
  {
    title: "Case Studies",
    pages: [
      fromCopy(caseStudiesIndex),
      ...caseStudies.map((study) => ({ path: caseStudyPath(study), label: shortTitle(study.title) })),
    ],
  },
  {
    title: "Company & Legal",
    pages: [
      fromCopy(aboutPage),
      fromCopy(partnersPage),
      fromCopy(auditBotPage),
      fromCopy(privacyPolicyPage),
      fromCopy(termsOfServicePage),
      { path: SITEMAP_HTML_PATH, label: "Sitemap" },
    ],
  },
];

export const publicPages: PublicPage[] = publicPageGroups.flatMap((group) => group.pages);

/** The absolute URLs of every indexable page, as /sitemap.xml lists them. */
export function publicUrls(origin: string): string[] {
  return publicPages.map((page) => `${origin}${page.path}`);
}
