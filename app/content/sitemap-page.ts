/**
 * Copy of the human sitemap at /sitemap.html. The list of pages itself is built from the other
 * content modules (app/lib/seo/public-pages.ts).
 */
import { site } from "./site";

export const sitemapPage = {
  path: "/sitemap.html",
  title: `Sitemap | Every Page on the ${site.name} Website`,
  description: `Every page of the ${site.name} website in one list: SEO services, local SEO in Florida and Wyoming, free SEO audits, case studies and company pages.`,
  h1: "Sitemap",
  intro: "Every public page of our website, grouped by topic.",
  breadcrumbName: "Sitemap",
  closing: {
    title: "Not Sure Where to Start?",
    text: "Run the free audit: it shows the technical issues, local visibility and quick wins for your site in about 60 seconds.",
  },
} as const;
