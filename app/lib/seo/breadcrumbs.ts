import { breadcrumbLabels } from "~/content/page-labels";
import { shortTitle } from "./public-pages";
import type { Crumb } from "./structured-data/breadcrumbs";

export type { Crumb };

/** Home, then the given steps, then the page itself. */
export function trail(page: { title: string; path: string }, ...between: Crumb[]): Crumb[] {
  return [{ name: breadcrumbLabels.home, path: "/" }, ...between, { name: shortTitle(page.title), path: page.path }];
}
