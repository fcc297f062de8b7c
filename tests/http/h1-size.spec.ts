/**
 * One h1 size per kind of page (issue 36 §3, ADR 076), what the server's HTML proves: every public
 * page of the sitemap has one h1, and its size is the one H1_SIZE names (the home page's display
 * size, one size elsewhere), with no other font size on it. What those classes measure in a browser,
 * at 1440 and 390 px, is tests/e2e/visual-standard.spec.ts, on one page of each type.
 */
import { H1_SIZE } from "~/components/ui/h1-size";
import { pathOf, sitemapUrls } from "../e2e/support/sitemap";
import { expect, served, test } from "./support/test";

/** A Tailwind font-size class, at any breakpoint: text-sm … text-9xl, or an arbitrary length. */
const FONT_SIZE = /^(?:[a-z0-9]+:)*text-(?:xs|sm|base|lg|\d?xl|\[[\d.]+(?:rem|px|em)\])$/;

/** The classes that set an h1's size and type: H1_SIZE's, then any other font size it carries. */
function sizeClasses(classes: string[]): string[] {
  return classes.filter((name) => FONT_SIZE.test(name) || /^(?:[a-z0-9]+:)*(?:leading|tracking|font)-/.test(name));
}

const sorted = (classes: string) => classes.split(" ").sort();

test("every public page's h1 has the home page's display size on /, and the one page size elsewhere", async ({
  request,
}) => {
  const paths = (await sitemapUrls(request)).map(pathOf);
  const off: string[] = [];
  for (const path of paths) {
    const { document } = await served(request, path);
    const h1s = [...document.querySelectorAll("h1")];
    expect(h1s, `${path}: one h1`).toHaveLength(1);
    const expected = sorted(path === "/" ? H1_SIZE.display : H1_SIZE.page);
    const found = sizeClasses((h1s[0]!.getAttribute("class") ?? "").split(/\s+/)).sort();
    if (found.join(" ") !== expected.join(" ")) off.push(`${path}: ${found.join(" ")}`);
  }
  expect(off, "h1s whose size is not H1_SIZE's").toEqual([]);
});
