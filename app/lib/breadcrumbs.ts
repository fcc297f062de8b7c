import { breadcrumbLabels } from "~/content/page-labels";

export interface Crumb {
  name: string;
  path: string;
}

/** A page's name in a trail: its title up to the first " | " (titles read "Name | Pitch"). */
export function shortTitle(title: string): string {
  return title.split(" | ")[0]!.trim();
}

/** Home, then the given steps, then the page itself. */
export function trail(page: { title: string; path: string }, ...between: Crumb[]): Crumb[] {
  return [{ name: breadcrumbLabels.home, path: "/" }, ...between, { name: shortTitle(page.title), path: page.path }];
}
