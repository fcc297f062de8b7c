/**
 * The home page as the server sends it (docs/product.md §2), read without a browser: what its
 * HTML proves, moved here from the browser tests that loaded it with JavaScript off
 * (tests/e2e/pages.spec.ts, home.spec.ts, server-markup.spec.ts, proof.spec.ts). A click on a link
 * without JavaScript is a GET of its href: the link's href is checked, then the page it leads to.
 * What a browser alone shows (a `<details>` opening, the stylesheet's visibility) stays in
 * tests/e2e/pages.spec.ts's "as a browser draws it without JavaScript".
 */
import { crmVideo } from "~/content/crm-video";
import { faqs } from "~/content/faq";
import { byLabel, byRole, oneByRole, shown } from "./support/a11y";
import { HOME_SECTIONS } from "../e2e/support/home-sections";
import { expect, pathQueryHash, served, target, test, textOf } from "./support/test";

const pricingTab = (document: Document, name: string) =>
  oneByRole(oneByRole(document, "navigation", { name: "Pricing options" }), "link", { name }, "Pricing options:");

test("the home page is a complete dark document: its sections in order, headline, announcement, navigation and the audit form", async ({
  request,
}) => {
  const { status, document } = await served(request, "/");
  expect(status).toBe(200);
  const html = document.documentElement;
  expect(html.getAttribute("lang")).toBe("en");
  expect(html.getAttribute("class")?.split(/\s+/)).toContain("dark");

  const ids = [
    ...document.querySelectorAll(
      "main > section[id], main > [data-server-markup] > section[id], main > [data-server-markup] > [data-render-on-view] > section[id]",
    ),
  ].map((section) => section.id);
  expect(ids).toEqual(HOME_SECTIONS);
  for (const id of HOME_SECTIONS) expect(shown(document.getElementById(id)!), `#${id} shown`).toBe(true);
  const services = document.querySelectorAll("#done-for-you #services");
  expect(services, "the services grid inside Done-For-You").toHaveLength(1);
  expect(shown(services[0]!)).toBe(true);

  const h1 = oneByRole(document, "heading", { level: 1 });
  expect(textOf(h1)).toBe("Boost Your SEO Performance");
  oneByRole(document, "complementary", { name: "Announcement" });

  // The top bar's Features and Pricing menus are disclosures; each opens on a link to its section.
  const main = oneByRole(document, "navigation", { name: "Main", exact: true });
  expect(main.querySelectorAll('a[href="/#features"]').length).toBeGreaterThan(0);
  expect(main.querySelectorAll('a[href="/#pricing"]').length).toBeGreaterThan(0);

  const audit = document.getElementById("audit-section")!;
  expect(byLabel(audit, "Website URL"), "the audit form's Website URL field").toHaveLength(1);
  // It posts to the home page itself, which answers a refusal in place (ADR 070).
  expect(audit.querySelectorAll('form[action="/?index#audit-section"][method="post"]:not([target])')).toHaveLength(1);
  // The bar's call to action; the phones' closed Menu disclosure ends on the same link (ADR 075).
  const freeAudit = byRole(document, "link", { name: "Free Audit", exact: true }).filter(
    (link) => !link.closest("details"),
  );
  expect(freeAudit.map((link) => link.getAttribute("href"))).toEqual(["/national-seo-audit"]);
  expect(shown(document.getElementById("explore-solutions")!)).toBe(true);
});

test("the home page carries the links of docs/product.md §2 with their labels", async ({ request }) => {
  const expectations: Array<[string, string]> = [
    ["Book Consultation", "/book-demo"],
    ["Book Demo for Pricing", "/book-demo"],
    ["Get Custom Quote", "/contact?service=done-for-you"],
    ["Contact Us", "/contact"],
    ["Get Expert Consultation", "/contact"],
    ["Get Started", "/crm-seo"],
    ["Learn more about CRM integration", "/crm-seo"],
    ["Explore DIY Tools", "/services/technical-seo"],
  ];
  const { document } = await served(request, "/", { status: 200 });
  const main = document.querySelector("main")!;
  for (const [name, href] of expectations) {
    const links = byRole(main, "link", { name, exact: true });
    expect(links.length, `a link named ${name}`).toBeGreaterThan(0);
    // Every such link, not only the first: the browser's first may be a later one the stylesheet shows.
    for (const link of links) expect(link.getAttribute("href"), name).toBe(href);
  }
  const trials = byRole(document.getElementById("pricing")!, "link", { name: "Start Free Trial", exact: true });
  expect(trials.at(-1)?.getAttribute("href")).toBe("/national-seo-audit");

  const { document: dfy } = await served(request, "/?plan=dfy", { status: 200 });
  const enterprise = oneByRole(dfy, "link", { name: /^Book Enterprise Consultation/ });
  expect(enterprise.getAttribute("href")).toBe("/contact?service=enterprise");
});

test("the home page speaks one call-to-action vocabulary: no priced card asks to book a demo for pricing", async ({
  request,
}) => {
  for (const tab of ["diy", "crm", "dfy"]) {
    const { document } = await served(request, `/?plan=${tab}`, { status: 200 });
    // Each plan card: its price (the first paragraph) and its action (its one link).
    const cards = [...document.querySelectorAll("#pricing [role=region] > ul > li:has(h3)")].map((li) => ({
      price: li.querySelector("p")?.textContent ?? "",
      action: li.querySelector("a")?.textContent ?? "",
    }));
    expect(cards.length, tab).toBeGreaterThanOrEqual(3);
    for (const { price, action } of cards) {
      if (/\$\d/.test(price)) expect(action, `${tab}: ${price}`).not.toMatch(/for pricing/i);
    }
    if (tab === "dfy") {
      const labels = new Set(cards.map(({ action }) => action.replace(/:.*$/, "")));
      expect([...labels].sort()).toEqual(["Book Enterprise Consultation", "Get Custom Quote"]);
    }
  }
  const { document: home } = await served(request, "/", { status: 200 });
  const main = home.querySelector("main")!;
  expect(byRole(main, "link", { name: "Book Demo for Pricing", exact: true })).toHaveLength(1);
});

test("the pricing tabs are links the server renders selected", async ({ request, baseURL }) => {
  const { document: home } = await served(request, "/", { status: 200 });
  expect(pricingTab(home, "DIY Platform").getAttribute("aria-current")).toBe("page");
  oneByRole(home.getElementById("pricing")!, "heading", { name: "Professional", exact: true });

  // The CRM Integration tab, followed as a click without JavaScript follows it.
  const crmUrl = target(pricingTab(home, "CRM Integration"), `${baseURL}/`);
  expect(pathQueryHash(crmUrl)).toBe("/?plan=crm#pricing");
  const { document: crm } = await served(request, `${crmUrl.pathname}${crmUrl.search}`, { status: 200 });
  expect(pricingTab(crm, "CRM Integration").getAttribute("aria-current")).toBe("page");
  expect(pricingTab(crm, "DIY Platform").hasAttribute("aria-current")).toBe(false);
  const crmPricing = crm.getElementById("pricing")!;
  oneByRole(crmPricing, "heading", { name: "CRM + SEO Integration" });
  expect(byRole(crmPricing, "heading", { name: "Professional", exact: true })).toHaveLength(0);
  expect(oneByRole(crm, "link", { name: "Pricing Plan" }).getAttribute("aria-current")).toBe("page");

  const featuresUrl = target(oneByRole(crm, "link", { name: "Feature Comparison" }), crmUrl.href);
  expect(pathQueryHash(featuresUrl)).toBe("/?plan=crm&crm=features#pricing");
  const { document: features } = await served(request, `${featuresUrl.pathname}${featuresUrl.search}`, { status: 200 });
  const table = oneByRole(features, "table", { name: "Plan feature comparison" });
  expect([...table.querySelectorAll("thead th")].map(textOf)).toEqual([
    "Feature",
    "Starter",
    "Professional",
    "Enterprise",
    "Hosted Websites",
  ]);
  const row = (name: RegExp) => textOf(oneByRole(table, "row", { name }));
  expect(row(/^Whitelabeling/)).toContain("Not included");
  expect(row(/^Keyword rank tracker/)).toContain("Included");

  const dfyUrl = target(pricingTab(features, "Done-For-You"), featuresUrl.href);
  expect(pathQueryHash(dfyUrl)).toBe("/?plan=dfy#pricing");
  const { document: dfy } = await served(request, `${dfyUrl.pathname}${dfyUrl.search}`, { status: 200 });
  oneByRole(dfy.getElementById("pricing")!, "heading", { name: "Enterprise Marketing" });
});

test("FAQ answers and feature lists are closed disclosures that open without scripts", async ({ request }) => {
  const { document } = await served(request, "/", { status: 200 });
  const pricing = document.getElementById("pricing")!;
  expect(pricing.querySelectorAll("details")).toHaveLength(faqs.length);
  const first = faqs[0]!;
  const [faq, ...more] = [...pricing.querySelectorAll("details")].filter((details) =>
    textOf(details.querySelector("summary")).includes(first.question),
  );
  expect(more, "the first question is asked once").toHaveLength(0);
  expect(faq, "the first question is a disclosure's summary").toBeTruthy();
  expect(faq!.hasAttribute("open"), "the answer waits for its question").toBe(false);
  const answers = [...faq!.querySelectorAll("*")].filter((element) => textOf(element) === first.answer);
  expect(answers.length, "the answer is inside the question's disclosure").toBeGreaterThan(0);
  for (const answer of answers) expect(shown(answer), "the answer is hidden until opened").toBe(false);

  const card = document.querySelector("#features article")!;
  const list = card.querySelector("details")!;
  expect(list.hasAttribute("open"), "the feature list starts closed").toBe(false);
  expect(shown(list.querySelector("li")!)).toBe(false);
  const summary = textOf(list.querySelector("summary"));
  expect(summary).toContain("Show Features");
  expect(summary).toContain("Show Less");
});

test("testimonials are reached through links to each one", async ({ request }) => {
  const { document } = await served(request, "/", { status: 200 });
  const dots = byRole(oneByRole(document, "navigation", { name: "Choose a testimonial" }), "link");
  expect(dots.length).toBe(6);
  for (const [index, fragment] of [
    [1, "#testimonial-2"],
    [5, "#testimonial-6"],
  ] as const) {
    expect(dots[index]!.getAttribute("href")).toBe(fragment);
    expect(document.getElementById(fragment.slice(1)), `${fragment} is in the page`).not.toBeNull();
  }
  expect(dots.at(-1)).toBe(dots[5]);
});

test("the footer's links are plain links: About leads to /about", async ({ request, baseURL }) => {
  const { document: home } = await served(request, "/", { status: 200 });
  const about = oneByRole(home.querySelector("footer")!, "link", { name: "About", exact: true });
  const url = target(about, `${baseURL}/`);
  expect(pathQueryHash(url)).toBe("/about");
  const { document: page } = await served(request, url.pathname, { status: 200 });
  expect(textOf(oneByRole(page, "heading", { level: 1 }))).toBe("We Help Local Businesses Get Found");
});

test("no markup token is left in a served page, and every icon's reference names an outline of the sprite", async ({
  request,
}) => {
  for (const path of ["/", "/tampa-seo-services", "/contact"]) {
    const { status, html, document } = await served(request, path);
    expect(status, path).toBe(200);
    // As sent, before a parser drops the NUL: the token itself, or as written inside a script's JSON.
    expect(html.includes("\u0000markup:"), `${path}: a markup token in the page`).toBe(false);
    expect(html.includes("\\u0000markup:"), `${path}: a markup token in the page's data`).toBe(false);
    const icons = [...document.querySelectorAll("use")].map((use) => use.getAttribute("href") ?? "");
    expect(icons.length, `${path}: icons drawn by reference`).toBeGreaterThan(10);
    const missing = icons.filter(
      (href) => !href.startsWith("#") || document.getElementById(href.slice(1))?.localName !== "symbol",
    );
    expect(missing, `${path}: icons without an outline`).toEqual([]);
  }
});

test("the home page's CRM still leads to /crm-seo's, whose link is the clip's file", async ({ request, baseURL }) => {
  const { document: home } = await served(request, "/", { status: 200 });
  const still = oneByRole(home.getElementById("crm-banner")!, "link", { name: crmVideo.label });
  const url = target(still, `${baseURL}/`);
  expect(pathQueryHash(url)).toBe(`/crm-seo#${crmVideo.sectionId}`);
  const { document: crm } = await served(request, url.pathname, { status: 200 });
  const link = oneByRole(crm.getElementById(crmVideo.sectionId)!, "link", { name: crmVideo.label });
  const href = link.getAttribute("href")!;
  expect(href).toMatch(/\/videos\/crm-seo-preview\.mp4$/);
  const response = await request.get(target(link, url.href).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("video/mp4");
});
