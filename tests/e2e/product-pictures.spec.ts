/**
 * The pictures that show the product and the work (issue 36 §3), measured in a browser at 390 and
 * 1440 px: the Website Development hero shows one design on a phone and keeps each "Example design"
 * label inside its window's bar, off the design; /crm-seo's still takes its column's full width with
 * its caption, and the setup guide's five steps sit three and two, none alone; the home page's
 * showcase is the rank tracker's picture with its caption. axe passes on the pages as changed.
 */
import { readFileSync } from "node:fs";
import { crmVideo } from "~/content/crm-video";
import { visualLabels } from "~/content/page-labels";
import { expectNoA11yViolations } from "./support/axe";
import { expect, test, type Page } from "./support/test";

const WIDTHS = [390, 1440] as const;

interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The boxes of the Website Development hero's figure: every design shown, every label and its bar. */
function heroBoxes(label: string) {
  const figure = document.querySelector("main figure[role=img]");
  if (!figure) throw new Error("no hero figure");
  const box = (element: Element): Box => {
    const { top, left, bottom, right } = element.getBoundingClientRect();
    return { top, left, bottom, right };
  };
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  const designs = [...figure.querySelectorAll("img")].filter(shown).map(box);
  const labels = [...figure.querySelectorAll("span")]
    .filter((span) => span.textContent === label && shown(span))
    .map((span) => ({ label: box(span), bar: box(span.parentElement!) }));
  return { column: box(figure.parentElement!), designs, labels };
}

const inside = (inner: Box, outer: Box) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test("the Website Development hero: one design below 768 px, four from 768; each label in its window's bar, over no design; axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/services/website-development");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const { column, designs, labels } = await page.evaluate(heroBoxes, visualLabels.exampleDesign);
    expect(designs, `designs shown at ${width} px`).toHaveLength(width < 768 ? 1 : 4);
    if (width < 768) {
      // At the column's width, not a thumbnail.
      expect(designs[0]!.right - designs[0]!.left).toBeGreaterThan(column.right - column.left - 4);
    }
    expect(labels, `labels at ${width} px`).toHaveLength(designs.length);
    for (const { label, bar } of labels) {
      expect(
        inside(label, bar),
        `at ${width} px the label ${JSON.stringify(label)} in its bar ${JSON.stringify(bar)}`,
      ).toBe(true);
      for (const design of designs) expect(meet(label, design), `at ${width} px a label over a design`).toBe(false);
    }
  }
  await expectNoA11yViolations(page, "main");
});

/** The steps' rows on /crm-seo: how many steps share each top, top to bottom. */
async function stepRows(page: Page) {
  const tops = await page
    .locator("#setup-guide ol > li")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test("/crm-seo: the still takes its column's width with its caption; the guide's steps sit 3 + 2, the last row centred; axe", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/crm-seo");
  const section = page.locator(`#${crmVideo.sectionId}`);
  const figure = section.locator("figure");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const { figureWidth, columnWidth, imageWidth } = await figure.evaluate((element) => ({
      figureWidth: element.getBoundingClientRect().width,
      columnWidth: element.parentElement!.getBoundingClientRect().width,
      imageWidth: element.querySelector("img")!.getBoundingClientRect().width,
    }));
    expect(Math.abs(figureWidth - columnWidth), `the still's figure against its column at ${width} px`).toBeLessThan(1);
    expect(Math.abs(imageWidth - columnWidth), `the still's picture against its column at ${width} px`).toBeLessThan(1);
    await expect(figure.locator("figcaption")).toHaveText(crmVideo.stillCaption);
    await expect(figure.locator("figcaption")).toBeVisible();
    expect(await stepRows(page), `the steps' rows at ${width} px`).toEqual(width < 1024 ? [1, 1, 1, 1, 1] : [3, 2]);
  }
  // At 1440 the two of the last row are centred under the three.
  const boxes = await page
    .locator("#setup-guide ol > li")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const first = boxes[0]!;
  const third = boxes[2]!;
  const fourth = boxes[3]!;
  const fifth = boxes[4]!;
  expect(Math.abs(fourth.left - first.left - (third.right - fifth.right))).toBeLessThan(1);
  await expectNoA11yViolations(page, "main");
});

test("the home showcase is the rank tracker's picture, captioned as sample data, as wide as drawn at 1440", async ({
  page,
}) => {
  // The manifest as JSON: this runner cannot import product-shots.ts, which imports it.
  const drawn = JSON.parse(readFileSync("app/content/product-shots.json", "utf8")) as Record<string, { width: number }>;
  const shot = { name: "rank-tracker", width: drawn["rank-tracker"]!.width };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/#dashboard");
  const figure = page.locator("#dashboard figure");
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator(`img[src*="/images/product/${shot.name}-dark-"]`)).toBeVisible();
  // The caption's words are held by app/components/ui/product-image.test.tsx; here, that it is printed.
  await expect(figure.locator("figcaption")).toHaveText(/^How the rank tracker presents .+ sample data$/);
  const width = await figure.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(shot.width);
});
