/**
 * No score without a page (issue 34 §1): an address that answers 404 and one that does not answer
 * within the preview's 8 seconds get one state card in plain words, the likely causes and three
 * ways on, and no score, with JavaScript (the preview shown in place) and without (the preview's
 * own page). The audited sites are the fixture sites on loopback (scripts/audit-fixture-sites.mjs).
 */
import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";
import { expectNoServerRenderedA11yViolations } from "./support/axe";
import { answerOutsideLocally, auditPreview, fixture, openAuditOnClock } from "./support/forms-audits";
import { visitorAddress } from "./support/bot-traps";
import { scaled } from "./support/machine";
import { auditFormCopy } from "~/content/audit-form";
import { auditPreviewCopy } from "~/content/audit-preview";

const SITES = [
  { site: "missing", heading: /^http:\/\/missing\.fixtures\.test\/\S* answered 404 Not Found$/ },
  // The fetch gives up after 8 s on the server's clock: a real wait, so the card is awaited longer.
  { site: "slow", heading: /^We couldn't reach slow\.fixtures\.test within 8 seconds$/ },
] as const;

/** The card and nothing of a report: no score, no checks. */
async function expectStateCard(place: Locator | Page, heading: RegExp) {
  const card = place.locator("[data-audit-problem]");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(heading, { timeout: scaled(20_000) });
  await expect(card.getByRole("heading", { name: auditPreviewCopy.problem.causesTitle })).toBeVisible();
  await expect(card.getByRole("link", { name: auditPreviewCopy.problem.botLink })).toHaveAttribute(
    "href",
    "/audit-bot",
  );
  await expect(card.getByRole("button", { name: auditPreviewCopy.problem.tryAgain })).toBeVisible();
  await expect(card.getByRole("link", { name: auditPreviewCopy.problem.anotherAddress })).toHaveAttribute(
    "href",
    "/audit",
  );
  await expect(card.getByRole("link", { name: auditPreviewCopy.problem.specialist })).toBeVisible();
  await expect(place.getByText(/Preview score/)).toHaveCount(0);
  // Nothing to email: the specialist is the way on.
  await expect(place.getByRole("heading", { name: auditPreviewCopy.emailForm.title })).toBeHidden();
  await expect(place.locator("[data-check]")).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "CF-Connecting-IP": visitorAddress() } });

  for (const { site, heading } of SITES) {
    test(`${site}: the preview's page shows the state card and no score; Try again checks the same address again`, async ({
      page,
    }) => {
      await page.goto("/audit");
      const address = fixture(site);
      await page.getByLabel(auditFormCopy.inputLabel).fill(address);
      await page.getByRole("button", { name: "Analyze My Website" }).click();
      // The preview's page streams until its report is made: up to the fetch's 8 s.
      await expect(page).toHaveURL(/\/audit\/preview\/[0-9a-f-]{36}$/, { timeout: scaled(20_000) });
      const first = page.url();
      await expectStateCard(page, heading);
      if (site !== "missing") return;
      // Try again posts the same address as the form does: a new preview of it.
      await page.getByRole("button", { name: auditPreviewCopy.problem.tryAgain }).click();
      await expect(page).toHaveURL(/\/audit\/preview\/[0-9a-f-]{36}$/, { timeout: scaled(20_000) });
      expect(page.url()).not.toBe(first);
      await expectStateCard(page, heading);
    });
  }
});

test.describe("with JavaScript", () => {
  for (const { site, heading } of SITES) {
    test(`${site}: the preview in place is the state card, with no score`, async ({ page, context }) => {
      await answerOutsideLocally(context);
      const { field, submit } = await openAuditOnClock(page);
      await field.fill(fixture(site));
      await submit.click();
      await expectStateCard(page.locator("[data-audit-inline]"), heading);
    });
  }
});

for (const width of [1440, 390]) {
  test(`the state card passes axe WCAG 2.1 AA as served, light and dark, ${width} wide`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const { path } = await auditPreview(request, fixture("missing"), { "CF-Connecting-IP": visitorAddress() });
    await expectNoServerRenderedA11yViolations(page, path, { colorSchemes: ["light", "dark"] });
    await expect(page.locator("[data-audit-problem]")).toBeVisible();
  });
}
