/**
 * The launch checklist (issue 36 §2, ADR 079) and the empty proof table (issue 36 §1, ADR 074), on
 * the e2e stack's fresh local database. Playwright's `launch` project runs this file after every
 * other spec (playwright.config.ts): it changes what the whole site shows (phone lines, addresses,
 * the CRM link, and it unpublishes every seeded testimonial), which no spec running beside it may see.
 *
 * (axe on these admin pages: tests/e2e/account-shell.spec.ts.) An admin without JavaScript finds the missing items, enters each where the checklist points, and
 * the checklist then shows every item done; meanwhile a visitor sees the site with no testimonial,
 * plan quote or Review in its JSON-LD, the office's address, and the CRM Login link.
 */
import { expect, test as base, type APIRequestContext, type Page } from "../e2e/support/test";
import { adminContextFixture } from "../e2e/support/admin-session";
import { asVisitor } from "../e2e/support/visitor";
import { HtmlForm } from "../http/support/html-form";
import { served } from "../http/support/test";
import { OFFICE_KEYS } from "~/lib/site/office-facts";
import { launchPage } from "~/content/launch";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminContextFixture });
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const SEEDED_TESTIMONIALS = Array.from(
  { length: 16 },
  (_, i) => `e0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
);

const NO_SCRIPT = { javaScriptEnabled: false };

const SEEDED_FIGURES = ["f0000000-0000-4000-8000-000000000001", "f0000000-0000-4000-8000-000000000002"];

/** Each row of the checklist: its label and state as the table shows them. */
async function checklist(page: Page): Promise<Record<string, string>> {
  await page.goto("/admin/launch");
  const rows = page.getByRole("table", { name: launchPage.caption }).locator("tbody tr");
  const states: Record<string, string> = {};
  for (const row of await rows.all()) {
    states[(await row.locator("th").innerText()).trim()] = (await row.locator("td").first().innerText()).trim();
  }
  return states;
}

function streetAddress(key: string): string {
  return `${100 + OFFICE_KEYS.indexOf(key as never)} Main Street`;
}

/** Where a saved form of each kind sends the admin: its list, as a path or a whole address. */
const listOf = (list: string) => new RegExp(`^(?:https?://[^/]+)?${list.replaceAll("/", "\\/")}(#[\\w-]+)?$`);

/** Sends the admin form at `path` as its button would, filled by `edit`; it must be saved: a redirect to `list`. */
async function postAsAdmin(
  admin: APIRequestContext,
  { path, button, list }: { path: string; button: string; list: string },
  edit: (form: HtmlForm) => HtmlForm,
): Promise<void> {
  const form = await served(admin, path);
  expect(form.status, `${path} opens for the admin`).toBe(200);
  const sent = await edit(HtmlForm.byButton(form, button)).send(admin, { button });
  expect({ redirected: sent.status >= 300 && sent.status < 400, to: sent.location }, `${path} saved`).toEqual({
    redirected: true,
    to: expect.stringMatching(listOf(list)),
  });
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [...text.matchAll(/"@type":"([^"]+)"/g)].map((match) => match[1]!));
}

test("a fresh database lists what is missing; entered where the checklist points, every item is done", async ({
  page,
  admin,
}) => {
  test.setTimeout(test.info().timeout * 3);
  const before = await checklist(page);
  expect(before).toMatchObject({
    "Phone lines": launchPage.missing,
    "Office street addresses": launchPage.missing,
    "Office review figures": launchPage.missing,
    "Site-wide review figures": launchPage.missing,
    Testimonials: launchPage.missing,
    "Case study figures": launchPage.missing,
    "CRM sign-in address": launchPage.missing,
    "Audit provider account": launchPage.missing,
    "Promo banner against the pricing": launchPage.done,
    "Outgoing email (SMTP)": launchPage.done,
    "Secret keys": launchPage.done,
  });
  await expect(page.getByRole("status").filter({ hasText: "8 of 11 items still missing." })).toBeVisible();

  // Phone lines, the provider account and the CRM address: the settings form the checklist links to.
  await page.getByRole("link", { name: "Settings: Phone lines" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.getByLabel("Toll-free").fill("(888) 412-7730");
  await page.getByLabel("Tampa office").fill("(813) 412-7731");
  await page.getByLabel("Miami office").fill("(305) 412-7732");
  await page.getByLabel("Wyoming office").fill("(307) 412-7733");
  await page.getByLabel("Audit provider account id").fill("424242");
  await page.getByLabel("CRM sign-in address").fill("http://crm.rankwell.com/login");
  await page.getByRole("button", { name: "Save settings" }).click();
  // Refused, 400, and nothing typed is lost.
  await expect(page.getByText("Please enter the CRM's sign-in address starting with https://")).toBeVisible();
  await expect(page.getByLabel("Toll-free")).toHaveValue("(888) 412-7730");
  await page.getByLabel("CRM sign-in address").fill("https://crm.rankwell.com/login");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

  // Each office's address and the review figures, confirmed against their source: the company's
  // and the first office's in the browser, the other offices' as the same form posted without a
  // browser (what a click sends), so the test stays within a browser test's time.
  const firstOffice = OFFICE_KEYS[0]!;
  const otherOffices = OFFICE_KEYS.slice(1);
  for (const key of ["company", firstOffice]) {
    await page.goto(`/admin/proof/reviews/${key}`);
    if (key !== "company") await page.getByLabel("Street address").fill(streetAddress(key));
    await page.getByLabel("Where the figures can be checked").fill(`https://g.page/r/${key}`);
    await page.getByLabel("I checked these figures against the source").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/proof\/reviews(#[\w-]+)?$/);
  }
  for (const key of otherOffices) {
    const path = `/admin/proof/reviews/${key}`;
    await postAsAdmin(admin, { path, button: "Save", list: "/admin/proof/reviews" }, (form) =>
      form
        .fill("Street address", streetAddress(key))
        .fill("Where the figures can be checked", `https://g.page/r/${key}`)
        .check("I checked these figures against the source"),
    );
  }

  // The demo's testimonials and figures are not clients' words: unpublished, none shows. One of
  // each in the browser, the rest posted.
  const unpublish = [
    ...SEEDED_TESTIMONIALS.map((id) => ({
      path: `/admin/proof/${id}`,
      button: "Save testimonial",
      list: "/admin/proof",
    })),
    ...SEEDED_FIGURES.map((id) => ({
      path: `/admin/proof/case-studies/${id}`,
      button: "Save figure",
      list: "/admin/proof/case-studies",
    })),
  ];
  for (const [index, form] of unpublish.entries()) {
    if (index === 0 || index === SEEDED_TESTIMONIALS.length) {
      await page.goto(form.path);
      await page.getByLabel("Published on the site").uncheck();
      await page.getByRole("button", { name: form.button }).click();
      await expect(page).toHaveURL(listOf(form.list));
    } else {
      await postAsAdmin(admin, form, (sent) => sent.check("Published on the site", false));
    }
  }

  const after = await checklist(page);
  expect(
    Object.values(after).every((state) => state === launchPage.done),
    JSON.stringify(after),
  ).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "All 11 items are done." })).toBeVisible();
});

test("with the proof table empty of published entries, no page shows a testimonial, plan quote, client logo, case study figure or Review; the entered facts show", async ({
  page,
  admin: _,
}) => {
  await page.goto("/admin/launch");
  const home = await asVisitor(page, "/", NO_SCRIPT);
  await expect(home.getByRole("heading", { name: "What Our Clients Say" })).toHaveCount(0);
  await expect(home.getByText("Illustrative example")).toHaveCount(0);
  // No logo strip and no case study's client or figures either (ADR 078).
  await expect(home.getByRole("heading", { name: "Trusted by Local Businesses" })).toHaveCount(0);
  await expect(home.getByRole("heading", { name: "Real Results from Real Fixes" })).toHaveCount(0);
  const study = await asVisitor(page, "/case-studies/veterinary-practice-tampa-growth", NO_SCRIPT);
  await expect(study.getByText("Illustrative example")).toHaveCount(0);
  await expect(study.getByText("A veterinary practice in Tampa")).toHaveCount(0);
  expect(await jsonLdTypes(home)).not.toContain("Review");
  const crm = await asVisitor(page, "/crm-seo", NO_SCRIPT);
  await expect(home.locator("blockquote")).toHaveCount(0);
  await expect(crm.locator("blockquote")).toHaveCount(0);
  await expect(crm.getByText("Illustrative example")).toHaveCount(0);
  expect(await jsonLdTypes(crm)).not.toContain("Review");

  const tampa = await asVisitor(page, "/tampa-seo-services", NO_SCRIPT);
  await expect(tampa.locator("address").filter({ hasText: "100 Main Street" }).first()).toBeVisible();
  // On the home page, which the settings' save dropped from the edge cache: another page an
  // earlier spec had cached keeps its old header for the cache's lifetime (ADR 079).
  await expect(
    home.locator('details[data-menu="Login"]').getByRole("link", { name: /CRM Login/, includeHidden: true }),
  ).toHaveAttribute("href", "https://crm.rankwell.com/login");
});
