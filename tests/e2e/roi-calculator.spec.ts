/**
 * The ROI calculator (issue 34 §5): the same figures with JavaScript (worked out as the visitor
 * types) and without (the GET form's answer, drawn by the server); a wrong value comes back with
 * its message and what was typed; axe at 1440 and 390 in both themes.
 */
import { expect, test, type Page } from "./support/test";
import { expectNoA11yViolations, expectNoServerRenderedA11yViolations } from "./support/axe";
import { waitForHydration } from "./support/html";
import { roiCopy } from "~/content/roi-calculator-copy";

const PLAN = "Done-For-You · Local SEO Professional (from $497/mo)";

/** Each figure as the page shows it, by its label. */
async function figures(page: Page): Promise<Record<string, string>> {
  const results = page.getByRole("region", { name: roiCopy.resultsTitle });
  const out: Record<string, string> = {};
  for (const label of Object.values(roiCopy.figures)) {
    const figure = results.locator("dl > div").filter({ has: page.locator("dt").getByText(label, { exact: true }) });
    out[label] = ((await figure.locator("dd").textContent()) ?? "").trim();
  }
  return out;
}

/** $497 against an $800 customer closed 15% of the time: a lead is worth $120. */
const EXPECTED = {
  [roiCopy.figures.leadsToBreakEven]: "5",
  [roiCopy.figures.customersToBreakEven]: "1",
  [roiCopy.figures.leadsForTripleReturn]: "13",
  [roiCopy.figures.leadValue]: "$120",
  [roiCopy.figures.monthlyCost]: "$497",
};

/** A field of the calculator's form, by its label. */
const field = (page: Page, label: string) => page.locator("main form").getByLabel(label, { exact: true });

async function fillIn(page: Page) {
  await field(page, roiCopy.plan.label).selectOption({ label: PLAN });
  await field(page, roiCopy.value.label).fill("800");
  await field(page, roiCopy.close.label).fill("15");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form's answer is the figures, with their own address", async ({ page }) => {
    await page.goto("/roi-calculator");
    await fillIn(page);
    await page.getByRole("button", { name: roiCopy.submit }).click();
    await expect(page).toHaveURL(/\/roi-calculator\?plan=local-seo-professional&value=800&close=15#roi-results$/);
    expect(await figures(page)).toEqual(EXPECTED);
    await expect(page.getByText(roiCopy.summary("Local SEO Professional", 5))).toBeVisible();
  });

  test("a wrong value comes back with its message, 400, everything as typed", async ({ page }) => {
    await page.goto("/roi-calculator");
    await fillIn(page);
    await field(page, roiCopy.value.label).fill("a lot");
    const answer = page.waitForResponse((response) => response.url().includes("value=a+lot"));
    await page.getByRole("button", { name: roiCopy.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText(roiCopy.errors.value)).toBeVisible();
    await expect(field(page, roiCopy.value.label)).toHaveValue("a lot");
    await expect(field(page, roiCopy.value.label)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, roiCopy.close.label)).toHaveValue("15");
    await expect(field(page, roiCopy.plan.label)).toHaveValue("local-seo-professional");
    await expect(page.getByText(roiCopy.invalidSummary)).toBeVisible();
  });
});

test("with JavaScript the same figures follow the typing, without leaving the page", async ({ page }) => {
  await page.goto("/roi-calculator");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await fillIn(page);
  await expect.poll(() => figures(page)).toEqual(EXPECTED);
  await expect(page.getByText(roiCopy.summary("Local SEO Professional", 5))).toBeVisible();
  // The address follows, so the result keeps its link; the document is the same one.
  await expect(page).toHaveURL(/\?plan=local-seo-professional&value=800&close=15$/);
  await field(page, roiCopy.close.label).fill("x");
  await expect(page.getByText(roiCopy.invalidSummary)).toBeVisible();
  await expect(field(page, roiCopy.close.label)).toHaveAttribute("aria-invalid", "true");
  await field(page, roiCopy.close.label).fill("15");
  await page.getByRole("button", { name: roiCopy.submit }).click();
  expect(await figures(page)).toEqual(EXPECTED);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const width of [1440, 390]) {
  test(`the calculator passes axe WCAG 2.1 AA, light and dark, ${width} wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await expectNoServerRenderedA11yViolations(page, "/roi-calculator?plan=starter&value=abc&close=20", {
      colorSchemes: ["light", "dark"],
    });
    await page.goto("/roi-calculator");
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
}
