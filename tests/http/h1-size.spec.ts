/**
 * One h1 size per kind of page (issue 36 §3, ADR 076), what the server's HTML proves: every public
 * page of the sitemap has one h1, and its size is the one H1_SIZE names (the home page's display
 * size, one size elsewhere), with no other font size on it. What those classes measure in a browser,
 * at 1440 and 390 px, is tests/e2e/visual-standard.spec.ts, on one page of each type.
 */
import { H1_SIZE } from "~/components/ui/h1-size";
import { pathOf, sitemapUrls } from "../e2e/support/sitemap";
import { expect, served, test } from "./support/test";

/** A class's utility without its variants (`sm:`, `max-sm:`, `min-[900px]:`, `@md:`) and `!`. */
function utilityOf(name: string): string {
  let depth = 0;
  let start = 0;
  [...name].forEach((char, index) => {
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) start = index + 1;
  });
  return name.slice(start).replace(/^!|!$/g, "");
}

/** A utility that sets the font size or the type that goes with it: text-sm … text-9xl, a line height after `/`, an arbitrary or variable size, leading, tracking, weight. */
const TYPE_SIZE =
  /^text-(?:xs|sm|base|lg|\d*xl|\[[^\]]+\]|\([^)]*\))(?:\/\S+)?$|^(?:leading|tracking|font)-|^\[(?:font-size|line-height):/;

/** The classes of an h1 that set its size and type, as written. */
function sizeClasses(classes: string[]): string[] {
  return classes.filter((name) => TYPE_SIZE.test(utilityOf(name)));
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

test("the check sees a size however it is written, and nothing else", () => {
  const sizes = ["max-sm:text-3xl", "min-[900px]:text-6xl", "@md:text-5xl", "text-5xl!", "!text-4xl", "text-5xl/tight"];
  const more = ["text-(length:--h1)", "text-[clamp(2rem,5vw,4rem)]", "[font-size:3rem]", "lg:leading-none"];
  expect(sizeClasses([...sizes, ...more])).toEqual([...sizes, ...more]);
  expect(sizeClasses(["text-fg", "text-balance", "sm:text-center", "max-w-4xl", "mt-3", "break-words"])).toEqual([]);
});
