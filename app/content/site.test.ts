import { describe, expect, it } from "vitest";
import { featureCards } from "./feature-cards";
import { featureNotes } from "./features";
import { hero } from "./hero";
import { floatingButtonActions, homeSectionOrder, sideDots } from "./home";
import { megaMenus } from "./mega-menus";
import { mobileMenuSections, mobileQuickActions } from "./mobile-menu";
import {
  adminMenuItems,
  freeAuditButton,
  loginMenuItems,
  servicesSubmenu,
  topBarItems,
  userMenuItems,
} from "./navigation";
import { crmSetupGuide } from "./setup-guide";
import { auditProvider } from "./audit-form";
import { externalLinks, phoneLines, site } from "./site";
import { solutionCards } from "./solution-cards";

describe("site", () => {
  it("carries the brand, badges and claims", () => {
    expect(site.name).toBe("Rankwell");
    expect(site.rotatingWords).toEqual(["SEO", "Websites", "Marketing"]);
    expect(Object.values(site.badges)).toEqual([
      "AI-Powered SEO Tools",
      "95% Cost Savings",
      "Done-For-You Services",
      "30-Day Free Trial",
    ]);
    expect(Object.values(site.claims)).toEqual([
      "1,500+ sites analyzed",
      "SSL Secure",
      "No login required",
      "200+ technical issues",
      "1000+ projects",
      "98% faster",
      "3x more leads",
    ]);
  });

  it("carries the review figures", () => {
    expect(site.companyReviews).toEqual({ rating: 4.9, count: 284 });
    expect(site.productReviews).toEqual({ rating: 4.8, count: 127 });
  });

  it("names the four phone lines of the footer, and no number (those are settings, ADR 052)", () => {
    expect(Object.values(phoneLines)).toEqual(["Toll Free", "Tampa", "Miami", "Wyoming"]);
    for (const label of Object.values(phoneLines)) expect(label).not.toMatch(/\d/);
  });

  it("names the external logins and the audit provider", () => {
    expect(externalLinks.crmLogin.label).toBe("CRM Login");
    expect(externalLinks.seoPlatform.href).toMatch(/^https:\/\//);
    expect(auditProvider.name).toBe("SearchAtlas");
    expect(auditProvider.toast.title).toBe("Analysis Started");
  });
});

describe("navigation", () => {
  it("has the top-bar items in order", () => {
    expect(topBarItems.map((i) => [i.label, i.href])).toEqual([
      ["Features", "/#features"],
      ["Services", "/#services"],
      ["CRM", "/crm-seo"],
      ["Websites", "/services/website-development"],
      ["Pricing", "/#pricing"],
      ["About", "/about"],
      ["Contact", "/contact"],
    ]);
    expect(topBarItems.filter((i) => i.megaMenu).map((i) => i.megaMenu)).toEqual([
      "features",
      "services",
      "crm",
      "websites",
      "pricing",
    ]);
    expect(freeAuditButton.href).toBe("/national-seo-audit");
  });

  it("has the Services submenu", () => {
    expect(servicesSubmenu.map((i) => i.label)).toEqual([
      "Enterprise Solutions",
      "Website Development",
      "Local SEO Services",
      "Technical SEO",
      "Done-For-You Services",
    ]);
  });

  it("has login, user and admin menus", () => {
    const withCrm = loginMenuItems("https://crm.rankwell.test/login");
    expect(withCrm.map((i) => i.label)).toEqual(["CRM Login", "SEO Tools Login", "Admin Dashboard"]);
    expect(withCrm[0]).toMatchObject({ href: "https://crm.rankwell.test/login", newTab: true });
    expect(withCrm[2]?.href).toBe("/auth");
    // No address in the settings yet (ADR 079): the link is left out, not pointed at a stand-in host.
    expect(loginMenuItems(null).map((i) => i.label)).toEqual(["SEO Tools Login", "Admin Dashboard"]);
    expect(userMenuItems.map((i) => [i.label, i.href])).toEqual([
      ["Dashboard", "/dashboard"],
      ["Profile", "/profile"],
    ]);
    expect(adminMenuItems.map((i) => [i.label, i.href])).toEqual([
      ["Analytics", "/admin/analytics"],
      ["Embeds", "/admin/embeds"],
      ["Launch", "/admin/launch"],
      ["Leads", "/admin/leads"],
      ["Proof", "/admin/proof"],
      ["Settings", "/admin/settings"],
    ]);
  });
});

describe("mega-menus", () => {
  it("are five, with the groups docs/product.md §2 describes", () => {
    const groups = Object.fromEntries(Object.entries(megaMenus).map(([k, m]) => [k, m.groups.map((g) => g.id)]));
    expect(groups).toEqual({
      services: ["popular", "enterprise", "development"],
      features: ["core", "analytics", "explore"],
      crm: ["products", "capabilities"],
      websites: ["packages", "key-features", "industries"],
      pricing: ["standard", "enterprise", "tools"],
    });
  });

  it("have the calls to action and quick actions", () => {
    expect(megaMenus.services.quickActions?.map((a) => a.label)).toEqual([
      "Free SEO Audit",
      "Case Studies",
      "Contact Sales",
    ]);
    expect(megaMenus.services.cta.label).toBe("Schedule Consultation");
    expect(megaMenus.features.cta.label).toBe("Start Free Trial");
    expect(megaMenus.websites.cta.label).toBe("Start Project");
    expect(megaMenus.pricing.cta.label).toBe("Contact Sales");
    expect(megaMenus.websites.process?.map((s) => s.title)).toEqual(["Design", "Develop", "Launch", "Optimize"]);
  });

  it("list the four CRM products plus Lead Attribution and Automated Workflows", () => {
    expect(megaMenus.crm.groups.flatMap((g) => g.items.map((i) => i.title))).toEqual([
      "Veterinary CRM",
      "Real Estate CRM",
      "Labor Union CRM",
      "Community Organization CRM",
      "Lead Attribution",
      "Automated Workflows",
    ]);
  });

  it("feature the four website industries", () => {
    const industries = megaMenus.websites.groups.find((g) => g.id === "industries")?.items.map((i) => i.title);
    expect(industries).toEqual(["Fire Unions", "Veterinary Clinics", "Real Estate", "Service Businesses"]);
  });

  it("quote the chosen prices", () => {
    const text = JSON.stringify(megaMenus);
    expect(text).toContain("$249/mo");
    expect(text).not.toContain("$299");
    expect(text).toContain("$997/mo");
    expect(text).not.toMatch(/\$999\/mo/);
    expect(text).toContain("From $2,999");
  });
});

describe("mobile menu", () => {
  it("has five sections and eight quick actions", () => {
    expect(mobileMenuSections.map((s) => s.label)).toEqual([
      "Quick Actions",
      "Services",
      "Features",
      "CRM",
      "Websites",
    ]);
    expect(mobileQuickActions.map((a) => a.label)).toEqual([
      "Free SEO Audit",
      "Local SEO Quote",
      "Website Demo",
      "ROI Calculator",
      "Done-For-You Quote",
      "CRM Integration",
      "Technical SEO Scan",
      "Book Strategy Call",
    ]);
  });
});

describe("home sections", () => {
  it("keep the section order, side dots and floating button of docs/product.md §2", () => {
    expect(homeSectionOrder).toHaveLength(9);
    expect(sideDots.map((d) => d.label)).toEqual(["Home", "Solutions", "Audit", "Features", "Pricing"]);
    expect(floatingButtonActions["audit-section"].label).toBe("Start Free Audit");
    expect(floatingButtonActions.features).toMatchObject({ label: "Book Demo", href: "/book-demo", newTab: true });
    expect(floatingButtonActions.pricing).toMatchObject({ label: "Get Started", href: "/contact", newTab: true });
    expect(floatingButtonActions.default).toMatchObject({ label: "Contact Us", href: "/contact", newTab: true });
  });

  it("rotate the hero headline through five phrases", () => {
    expect(hero.rotatingWords).toEqual([
      "SEO Performance",
      "Online Visibility",
      "Search Rankings",
      "Digital Presence",
      "Website Traffic",
    ]);
    expect(hero.primaryCta.href).toBe("/#audit-section");
  });

  it("carry feature cards with the four feature notes", () => {
    const badges = featureCards.map((c) => c.badge);
    for (const note of Object.values(featureNotes)) expect(badges).toContain(note);
    expect(new Set(featureCards.map((c) => c.serviceType))).toEqual(new Set(["diy", "done-for-you"]));
  });

  it("carry solution cards and the setup guide", () => {
    expect(solutionCards.length).toBeGreaterThanOrEqual(4);
    expect(crmSetupGuide.steps.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(crmSetupGuide.supportInfo.contactMethods.length).toBeGreaterThan(0);
  });
});
