import type { PageCopy } from "~/content/types";
import { trail } from "./breadcrumbs";
import { pageSeo } from "./route-meta";

/** What a copy page's loader returns: its tags, its copy and its breadcrumb trail. */
export function copyPageData(page: PageCopy) {
  return { seo: pageSeo(page), page, breadcrumbs: trail(page) };
}

export type CopyPageData = ReturnType<typeof copyPageData>;
