/**
 * The admin's day (issue 23 item 6, ADR 048), what the server's answers prove (moved from
 * tests/e2e/admin-day.spec.ts, issue 30): sign-in lands on the inbox; a row's status form posted
 * without JavaScript brings the inbox back on the same view with a confirmation; a status outside
 * the pipeline and a lead that is not there are refused; the lead page links the next and previous
 * lead of the list it was opened from. What only a browser shows (the status changed in place, a
 * click anywhere on a row, the cards on a phone, the analytics page's order and disclosure) is in
 * tests/e2e/admin-day.spec.ts.
 */
import { expect, test as base, isRendered, served, textOf, type APIRequestContext, type Served } from "./support/test";
import { accessibleName, byRole, matches, regionNamed, roleTexts } from "./support/a11y";
import { HtmlForm } from "./support/html-form";
import { scaled } from "../e2e/support/machine";
import { twoStepCopy } from "~/content/account-security";
import { leadInboxCopy, leadInboxMessages, leadPageCopy } from "~/content/leads";
import { rateLimitMessages } from "~/content/limits";
import { DEMO_ADMIN, freshEmail } from "../e2e/support/accounts";
import { adminRequestFixture } from "../e2e/support/admin-session";
import { sendContactForm } from "../e2e/support/admin-steps";
import { TEST_ORIGIN } from "../e2e/support/servers";
import { pathOf } from "../e2e/support/sitemap";
import { forgetAcceptedCode, totpCode } from "../e2e/support/two-step";
import { withTwoStepLock } from "../e2e/support/two-step-lock";

const test = base.extend<{ admin: APIRequestContext }>({ admin: adminRequestFixture });

const h1 = (page: Served) => accessibleName(page.document.querySelector("h1")!);
const links = (scope: Element, name: string | RegExp) => byRole(scope, "link", { name, exact: true });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Signs the demo admin in through the sign-in form and the code prompt as a browser without
 * JavaScript does (`request` must hold no session), from `path`; answers the page it lands on.
 * As signInByRequest (support/account-setup.ts) does: workers take turns with the admin's second step, the
 * per-account limit is waited out, and a code refused at a 30 s step's end gets a second go.
 */
async function signInThroughForm(newVisitor: () => Promise<APIRequestContext>, path: string): Promise<Served> {
  for (let attempt = 1; ; attempt++) {
    const request = await newVisitor();
    const landed = await withTwoStepLock(async () => {
      const submit = async () =>
        HtmlForm.byButton(await served(request, path, { follow: true }), "Sign in")
          .fill("Email", DEMO_ADMIN.email)
          .fill("Password", DEMO_ADMIN.password)
          .submit(request, { button: "Sign in" });
      let prompt = await submit();
      if (roleTexts(prompt.document, "alert").includes(rateLimitMessages.tooManySignIns)) {
        // The demo admin is signed in by many files; a person waits the minute and signs in again.
        test.info().setTimeout(test.info().timeout + scaled(70_000));
        await new Promise((resolve) => setTimeout(resolve, 61_000));
        prompt = await submit();
      }
      expect(new URL(prompt.url).pathname, "the code prompt").toBe("/auth/mfa");
      const form = HtmlForm.byName(prompt, twoStepCopy.promptTitle);
      await forgetAcceptedCode(hiddenFactorId(prompt));
      return form
        .fill(twoStepCopy.code, totpCode(DEMO_ADMIN.totpSecret))
        .submit(request, { button: twoStepCopy.verify });
    });
    if (new URL(landed.url).pathname !== "/auth/mfa" || attempt === 3) return landed;
  }
}

function hiddenFactorId(prompt: Served): string {
  const value = prompt.document.querySelector('input[name="factorId"]')?.getAttribute("value");
  expect(value, "the prompt's factor").toBeTruthy();
  return value!;
}

test("an admin who signs in with no page asked for lands on the lead inbox; a page asked for still wins", async ({
  playwright,
}) => {
  const visitors: APIRequestContext[] = [];
  const newVisitor = async () => {
    const visitor = await playwright.request.newContext({
      baseURL: TEST_ORIGIN,
      storageState: { cookies: [], origins: [] },
    });
    visitors.push(visitor);
    return visitor;
  };
  try {
    const inbox = await signInThroughForm(newVisitor, "/auth");
    expect(pathOf(inbox.url)).toBe("/admin/leads");
    expect(h1(inbox)).toBe("Leads");
    // A page asked for still wins.
    const settings = await signInThroughForm(newVisitor, "/auth?redirectTo=%2Fadmin%2Fsettings");
    expect(pathOf(settings.url)).toBe("/admin/settings");
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.dispose()));
  }
});

/** The table row's status form of the lead named so (the phone's card holds the same form). */
function rowStatusForm(page: Served, name: string): HtmlForm {
  const table = page.document.querySelector("table");
  expect(table, "the inbox's table").toBeTruthy();
  return HtmlForm.byName(page, leadInboxCopy.rowStatus(name), table!);
}

/** Every select named as the lead's status (the table's and the phone card's), hidden or not. */
const statusSelects = (page: Served, name: string) =>
  [...page.document.querySelectorAll<Element>("select")].filter((select) =>
    matches(accessibleName(select), leadInboxCopy.rowStatus(name), true),
  );

test.describe("without JavaScript", () => {
  test("a row's status form posts and the inbox comes back on the same view, saying so", async ({ admin, request }) => {
    const name = "Nadia Nojs";
    const email = freshEmail("day-nojs");
    await sendContactForm(request, { name, email, message: "Please call me about an audit." });
    const view = `/admin/leads?view=new&q=${encodeURIComponent(email)}`;
    const inbox = await served(admin, view, { follow: true });
    expect(inbox.status).toBe(200);
    const newView = links(regionNamed(inbox.document, leadInboxCopy.viewsLabel, { exact: true }), "New");
    expect(newView.map((link) => link.getAttribute("aria-current"))).toEqual(["page"]);
    const form = rowStatusForm(inbox, name);
    expect(form.value(leadInboxCopy.rowStatus(name))).toBe("new");
    const answered = await form
      .select(leadInboxCopy.rowStatus(name), "contacted")
      .submit(admin, { button: `Save${leadInboxCopy.saveRowStatusFor(name)}` });
    expect(answered.status).toBe(200);
    const said = [...answered.document.querySelectorAll('[role="status"]')].filter((status) =>
      textOf(status).includes(`${name} is now Contacted.`),
    );
    expect(said.length, "the confirmation").toBeGreaterThan(0);
    expect(said.every(isRendered)).toBe(true);
    expect(new URL(answered.url).searchParams.get("view")).toBe("new");
    // No longer new: the new view no longer lists it; every lead's view does, as contacted.
    expect(statusSelects(answered, name)).toHaveLength(0);
    const every = await served(admin, `/admin/leads?q=${encodeURIComponent(email)}`, { follow: true });
    expect(rowStatusForm(every, name).value(leadInboxCopy.rowStatus(name))).toBe("contacted");
  });

  test("a status outside the pipeline is refused with 400 and a lead that is not there with 404", async ({ admin }) => {
    const post = (form: Record<string, string>) =>
      admin.post("/admin/leads", { form, headers: { Origin: TEST_ORIGIN }, maxRedirects: 0 });
    const bad = await post({ intent: "lead-status", id: "1", status: "archived" });
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("Please choose one of the pipeline");
    expect(await bad.text()).toContain(leadInboxMessages.statusInvalid.replace(/'/g, "&#x27;"));
    expect((await post({ intent: "lead-status", id: "999999", status: "won" })).status()).toBe(404);
  });
});

test("the lead page steps to the next and previous lead of the list it was opened from", async ({ admin }) => {
  const inbox = await served(admin, "/admin/leads", { follow: true });
  const rowLinks = [...inbox.document.querySelectorAll('table th[scope="row"] a[href]')];
  const names = rowLinks.map((link) => accessibleName(link));
  expect(names.length).toBeGreaterThan(2);
  // The second row's lead (names repeat among the suite's leads: the row, not the name, is opened).
  const lead = await served(admin, rowLinks[1]!.getAttribute("href")!, { follow: true });
  expect(h1(lead)).toBe(names[1]);
  const steps = regionNamed(lead.document, leadPageCopy.neighboursLabel, { exact: true });
  const newer = links(steps, new RegExp(`^${leadPageCopy.newer}\\s*${escape(names[0]!)}$`));
  expect(newer, "the newer lead's link").toHaveLength(1);
  expect(isRendered(newer[0]!)).toBe(true);
  const older = links(steps, new RegExp(`^${leadPageCopy.older}\\s*${escape(names[2]!)}$`));
  expect(older, "the older lead's link").toHaveLength(1);
  const next = await served(admin, older[0]!.getAttribute("href")!, { follow: true });
  expect(h1(next)).toBe(names[2]);
});
