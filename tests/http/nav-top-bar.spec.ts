/**
 * The top bar as the server sends it (docs/product.md §2): its links and mega-menu disclosures, the
 * phones' Menu disclosure, the current item, the wordmark, the navigation indicator, and which
 * frames carry the bar. What the bar does in a browser (menus opening, focus, layout) is in
 * tests/e2e/navigation.spec.ts and nav-motion.spec.ts.
 */
import { topBarItems } from "../../app/content/navigation";
import { apiAccount, signInByRequest } from "../e2e/support/account-setup";
import { accessibleName, byRole, readableText } from "./support/a11y";
import { expect, hrefs, isRendered, served, test, textOf } from "./support/test";

/** A page of this branch's own that carries the bar (the home page is the other). */
const PUBLIC_PAGE = "/sitemap.html";

const mainNavOf = (document: Document) => document.querySelectorAll('nav[aria-label="Main"]');
const menuOf = (nav: Element, label: string) => nav.querySelector(`details[data-menu="${label}"]`);

test("every top item is a link or a disclosure whose panel links to its page or section; Free Audit links the audit", async ({
  request,
}) => {
  const { status, document } = await served(request, PUBLIC_PAGE);
  expect(status).toBe(200);
  expect(mainNavOf(document), "one main navigation").toHaveLength(1);
  const nav = mainNavOf(document)[0]!;
  for (const item of topBarItems) {
    if (!item.megaMenu) {
      // A closed menu's panel is hidden from the reader: the item is the one link outside them.
      const links = byRole(nav, "link", { name: item.label, exact: true }).filter((link) => !link.closest("details"));
      expect(hrefs(links), item.label).toEqual([item.href]);
      expect(menuOf(nav, item.label), `${item.label} has no menu`).toBeNull();
      continue;
    }
    const menu = menuOf(nav, item.label);
    expect(menu?.localName, `${item.label}'s menu is a <details>`).toBe("details");
    // The panel's links sit in the disclosure, outside its summary, so they show once it opens.
    const summaries = [...menu!.children].filter((child) => child.localName === "summary");
    expect(summaries.map(textOf), `${item.label}'s summary`).toEqual([item.label]);
    const overview = byRole(menu!, "link", { name: `${item.label} overview` });
    expect(hrefs(overview), `${item.label} overview`).toEqual([item.href]);
    expect(overview[0]!.closest("summary"), `${item.label} overview is in the panel`).toBeNull();
  }
  // The call to action: the one link of that name outside the closed disclosures, in the bar.
  const freeAudit = byRole(document, "link", { name: "Free Audit", exact: true }).filter(
    (link) => !link.closest("details"),
  );
  expect(hrefs(freeAudit)).toEqual(["/national-seo-audit"]);
  expect(freeAudit[0]!.closest("header"), "Free Audit is in the bar").not.toBeNull();
});

test("the Services menu links its cards and its actions", async ({ request }) => {
  const { document } = await served(request, PUBLIC_PAGE);
  const menu = menuOf(mainNavOf(document)[0]!, "Services")!;
  // As getByRole finds them in the open panel: one link each, by (part of) its name.
  const expected: Array<[string | RegExp, string]> = [
    [/^Local SEO Services/, "/services/local-seo"],
    ["Free SEO Audit", "/national-seo-audit"],
    ["Case Studies", "/case-studies"],
    ["Schedule Consultation", "/book-demo"],
  ];
  for (const [name, href] of expected) expect(hrefs(byRole(menu, "link", { name })), String(name)).toEqual([href]);
});

test("the item of the current path is marked as served", async ({ request }) => {
  const { document } = await served(request, "/crm-seo");
  const nav = mainNavOf(document)[0]!;
  expect(menuOf(nav, "CRM")!.querySelector("summary")!.getAttribute("data-current")).toBe("true");
  expect(nav.querySelectorAll("[data-current], [aria-current]")).toHaveLength(1);
});

test("the wordmark's word is in the HTML as one word, behind a stable name", async ({ request }) => {
  const { document } = await served(request, "/");
  const brand = byRole(document, "link", { name: "Rankwell home" });
  expect(brand, "one link named Rankwell home").toHaveLength(1);
  expect(accessibleName(brand[0]!)).toBe("Rankwell home");
  expect(brand[0]!.getAttribute("href")).toBe("/");
  expect(textOf(brand[0])).toBe("RankwellSEO");
});

test("the phones' Menu disclosure lists every top item and the login options", async ({ request }) => {
  const { document } = await served(request, PUBLIC_PAGE);
  const disclosures = [...document.querySelectorAll("details")].filter((details) =>
    [...details.children].some((child) => child.localName === "summary" && textOf(child) === "Menu"),
  );
  expect(disclosures, "one Menu disclosure").toHaveLength(1);
  const menu = disclosures[0]!;
  const mobile = menu.querySelectorAll('nav[aria-label="Mobile"]');
  expect(mobile, "its Mobile navigation").toHaveLength(1);
  for (const item of topBarItems) {
    expect(hrefs(byRole(mobile[0]!, "link", { name: item.label, exact: true })).slice(0, 1), item.label).toEqual([
      item.href,
    ]);
  }
  const headings = [...menu.querySelectorAll("h1, h2, h3, h4, h5, h6")].map(textOf);
  expect(headings).toContain("Login Options");
  // Its end (ADR 075): the free audit, then Sign In among the login options' rows.
  expect(hrefs(byRole(menu, "link", { name: "Free Audit", exact: true }))).toEqual(["/national-seo-audit"]);
  const options = menu.querySelector('[aria-labelledby="mobile-login-options"]')!;
  expect(hrefs(byRole(options, "link", { name: "Sign In", exact: true }))).toEqual(["/auth"]);
  const rows = [...options.querySelectorAll('a[href="/auth"]')].map((link) => Boolean(link.closest("li")));
  expect(rows, "Admin Dashboard and Sign In, each a row of the list").toEqual([true, true]);
});

test("the navigation indicator is served idle, and nothing is announced", async ({ request }) => {
  const { document } = await served(request, PUBLIC_PAGE);
  const indicator = document.querySelectorAll("[data-navigation-progress]");
  expect(indicator).toHaveLength(1);
  expect(indicator[0]!.getAttribute("data-navigation-progress")).toBe("idle");
  expect(indicator[0]!.getAttribute("aria-hidden")).toBe("true");
  const status = [...document.querySelectorAll("[data-navigation-status]")];
  expect(status.filter((element) => textOf(element).includes("Loading..."))).toHaveLength(0);
});

test("the bar is on /auth; not on the signed-in dashboard, nor with the footer on the audit tool", async ({
  request,
}) => {
  const auth = await served(request, "/auth");
  expect(auth.status).toBe(200);
  expect(mainNavOf(auth.document), "/auth has the bar").toHaveLength(1);
  expect(isRendered(mainNavOf(auth.document)[0]!)).toBe(true);

  await signInByRequest(request, await apiAccount("nav-frames"));
  const dashboard = await served(request, "/dashboard");
  expect(dashboard.status, "signed in, the dashboard is served").toBe(200);
  expect(mainNavOf(dashboard.document), "no bar on the dashboard").toHaveLength(0);
  expect(dashboard.document.querySelectorAll("footer"), "no footer on the dashboard").toHaveLength(0);
  const account = dashboard.document.querySelectorAll('nav[aria-label="Account"]');
  expect(account, "the dashboard's own navigation").toHaveLength(1);
  expect(isRendered(account[0]!)).toBe(true);

  const audit = await served(request, "/audit");
  expect(audit.status).toBe(200);
  expect(mainNavOf(audit.document), "no bar on the audit tool").toHaveLength(0);
  // The tool's own slim bar leads home; the site footer's link groups are not drawn.
  expect(hrefs(byRole(audit.document, "link", { name: "Rankwell home" }))).toEqual(["/"]);
  expect(readableText(audit.document, { hidden: true }).toLowerCase()).not.toContain("florida offices");
});
