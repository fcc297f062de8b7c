import type { Page } from "@playwright/test";

/** `path` as a visitor without cookies sees it, in a page of its own beside `page`'s. */
export async function asVisitor(
  page: Page,
  path: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const visitor = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin, ...options });
  await visitor.goto(path);
  return visitor;
}
