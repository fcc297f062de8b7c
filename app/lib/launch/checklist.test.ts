import { describe, expect, it } from "vitest";
import { EXAMPLE_PROVIDER_ID, launchChecklist, type LaunchFacts } from "./checklist";

/** A site ready for launch; each test breaks one thing. */
const ready: LaunchFacts = {
  phones: [
    { label: "Toll-free", value: "(888) 412-7730" },
    { label: "Tampa office", value: "(813) 412-7731" },
  ],
  offices: [
    { key: "tampa", name: "Rankwell Tampa", streetAddress: "100 N Tampa St", reviewsConfirmedOn: "2026-12-01" },
    { key: "miami", name: "Rankwell Miami", streetAddress: "200 Biscayne Blvd", reviewsConfirmedOn: "2026-12-01" },
  ],
  companyReviewsConfirmedOn: "2026-12-01",
  testimonials: { published: 3, illustrative: 0 },
  caseStudyFigures: { published: 2, illustrative: 0 },
  crmLoginUrl: "https://crm.rankwell.com/login",
  auditProviderUserId: "424242",
  promoProblems: [],
  deploy: { mail: true, secretKey: true, honeypotSecret: true },
};

const states = (facts: LaunchFacts) => Object.fromEntries(launchChecklist(facts).map((i) => [i.id, i.state]));
const item = (facts: LaunchFacts, id: string) => launchChecklist(facts).find((i) => i.id === id)!;

describe("the launch checklist", () => {
  it("lists every value issue 36 names, each done on a ready site, each with where it is set", () => {
    const items = launchChecklist(ready);
    expect(items.map((i) => i.id)).toEqual([
      "phones",
      "addresses",
      "office-ratings",
      "company-rating",
      "testimonials",
      "case-study-figures",
      "crm-login",
      "audit-provider",
      "promo",
      "mail",
      "keys",
    ]);
    expect(items.every((i) => i.state === "done")).toBe(true);
    for (const i of items) expect(i.where.label.length).toBeGreaterThan(0);
    expect(item(ready, "crm-login").where.href).toBe("/admin/settings");
    expect(item(ready, "addresses").where.href).toBe("/admin/proof/reviews");
    expect(item(ready, "mail").where.href).toBeNull();
  });

  it("counts an empty line and a fictional 555-01xx number as missing, naming them", () => {
    const facts = {
      ...ready,
      phones: [
        { label: "Toll-free", value: "" },
        { label: "Tampa office", value: "(813) 555-0101" },
        { label: "Miami office", value: "(305) 555-0200" },
      ],
    };
    expect(item(facts, "phones")).toMatchObject({
      state: "missing",
      detail: "No real number yet for: Toll-free, Tampa office.",
    });
  });

  it("names the offices without an address and those whose figures are not confirmed", () => {
    const facts = {
      ...ready,
      offices: [
        { ...ready.offices[0]!, streetAddress: null },
        { ...ready.offices[1]!, reviewsConfirmedOn: null },
      ],
    };
    expect(item(facts, "addresses").detail).toBe("1 office has no street address: Rankwell Tampa.");
    expect(item(facts, "office-ratings").detail).toContain("Rankwell Miami");
    expect(states({ ...ready, companyReviewsConfirmedOn: null })["company-rating"]).toBe("missing");
    const none = { ...ready, offices: ready.offices.map((office) => ({ ...office, streetAddress: null })) };
    expect(item(none, "addresses").detail).toBe("2 offices have no street address: all of them.");
  });

  it("counts published demo testimonials as missing, and none published as done", () => {
    expect(item({ ...ready, testimonials: { published: 16, illustrative: 16 } }, "testimonials")).toMatchObject({
      state: "missing",
      detail: "16 published testimonials were written for the demo: unpublish or replace them with clients' words.",
    });
    expect(item({ ...ready, testimonials: { published: 0, illustrative: 0 } }, "testimonials")).toMatchObject({
      state: "done",
      detail: "None published: the site shows no testimonial until you add one.",
    });
  });

  it("counts published demo case study figures as missing, and none published as done", () => {
    expect(item({ ...ready, caseStudyFigures: { published: 2, illustrative: 2 } }, "case-study-figures")).toMatchObject(
      {
        state: "missing",
        detail: "2 published figures were written for the demo: unpublish or replace them with a client's results.",
        where: { href: "/admin/proof/case-studies" },
      },
    );
    expect(item({ ...ready, caseStudyFigures: { published: 0, illustrative: 0 } }, "case-study-figures").state).toBe(
      "done",
    );
  });

  it("counts no CRM address, the example provider id, a promo the pricing contradicts and a missing secret as missing", () => {
    expect(
      states({
        ...ready,
        crmLoginUrl: null,
        auditProviderUserId: EXAMPLE_PROVIDER_ID,
        promoProblems: ["It promises a trial on every plan, but Enterprise has none."],
        deploy: { mail: false, secretKey: true, honeypotSecret: false },
      }),
    ).toMatchObject({
      "crm-login": "missing",
      "audit-provider": "missing",
      promo: "missing",
      mail: "missing",
      keys: "missing",
    });
    expect(item({ ...ready, auditProviderUserId: "" }, "audit-provider").state).toBe("missing");
    expect(item({ ...ready, deploy: { ...ready.deploy, honeypotSecret: false } }, "keys").detail).toBe(
      "Not set: the form-protection secret (HONEYPOT_SECRET).",
    );
  });
});
