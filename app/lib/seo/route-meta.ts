import type { MetaFunction } from "@remix-run/cloudflare";
import { errorMeta, originFromMatches, seoMeta, type PageSeo } from "./meta";

/**
 * The `meta` export of every content page: its loader returns `seo`, and this turns it into tags
 * with seoMeta. When the loader threw (a 404 for an unknown slug), the error's meta applies.
 */
export const contentPageMeta: MetaFunction = ({ data, matches, error }) => {
  const seo = (data as { seo?: PageSeo } | undefined)?.seo;
  return seo ? seoMeta(seo, originFromMatches(matches)) : errorMeta(error);
};

/** The SEO fields of a content record (title, description, path). */
export function pageSeo(page: { title: string; description: string; path: string }): PageSeo {
  return { title: page.title, description: page.description, path: page.path };
}
