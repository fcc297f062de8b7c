/**
 * The launch checklist (issue 36 §2, ADR 079): every value that must be real before the site goes
 * live, each done or missing, with where it is set. /admin/launch draws it from the database and the
 * Worker's variables; `npm run deploy` prints the same list from the hosted project after deploying.
 * Plain data in, plain data out: no imports, so the deploy script (Node) can load this file as is.
 */

export type LaunchState = "done" | "missing";

export interface LaunchItem {
  /** Stable, for tests and anchors. */
  id: string;
  label: string;
  state: LaunchState;
  /** What is missing, or what is in place. */
  detail: string;
  /** Where it is set: an admin page, or the deploy's settings file. */
  where: { label: string; href: string | null };
}

export interface LaunchFacts {
  /** The four phone lines by their labels, as stored ("" for none). */
  phones: { label: string; value: string }[];
  offices: { key: string; name: string; streetAddress: string | null; reviewsConfirmedOn: string | null }[];
  companyReviewsConfirmedOn: string | null;
  /** Published testimonials: how many, and how many of those the team wrote for the demo. */
  testimonials: { published: number; illustrative: number };
  /** Published case study figures, the same way (ADR 078). */
  caseStudyFigures: { published: number; illustrative: number };
  crmLoginUrl: string | null;
  /** The id audits are run under: the stored one, else the Worker's variable. */
  auditProviderUserId: string;
  /** What the promo banner promises that the pricing does not give (promoTrialProblems). */
  promoProblems: string[];
  /** The Worker's configuration: what the deploy sets. */
  deploy: { mail: boolean; secretKey: boolean; honeypotSecret: boolean };
}

/** Where each value is set, as the admin area's addresses. */
export const LAUNCH_PLACES = {
  settings: { label: "Settings", href: "/admin/settings" },
  reviews: { label: "Offices and reviews", href: "/admin/proof/reviews" },
  proof: { label: "Proof", href: "/admin/proof" },
  caseStudies: { label: "Case studies", href: "/admin/proof/case-studies" },
  deploy: { label: ".env.production, then npm run deploy (README, Deploying)", href: null },
} as const;

/** The audit provider id the example configuration ships with: audits would run on no one's account. */
export const EXAMPLE_PROVIDER_ID = "100001";

/** The 555-0100 to 555-0199 numbers are reserved for fiction; no one answers them. */
const FICTIONAL_PHONE = /555[\s().-]*01\d\d\s*$/;

const item = (
  id: string,
  label: string,
  missing: string | null,
  done: string,
  where: LaunchItem["where"],
): LaunchItem => ({ id, label, state: missing ? "missing" : "done", detail: missing ?? done, where });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function launchChecklist(facts: LaunchFacts): LaunchItem[] {
  const noPhone = facts.phones.filter((line) => !line.value.trim() || FICTIONAL_PHONE.test(line.value));
  const noAddress = facts.offices.filter((office) => !office.streetAddress?.trim());
  const unconfirmed = facts.offices.filter((office) => !office.reviewsConfirmedOn);
  const { published, illustrative } = facts.testimonials;
  const figures = facts.caseStudyFigures;
  // Every office missing is said in a few words; some, by name.
  const names = (list: { name: string }[]) =>
    list.length === facts.offices.length && list.length > 1
      ? "all of them"
      : list.map((entry) => entry.name).join(", ");
  return [
    item(
      "phones",
      "Phone lines",
      noPhone.length ? `No real number yet for: ${noPhone.map((line) => line.label).join(", ")}.` : null,
      "Every line has a number.",
      LAUNCH_PLACES.settings,
    ),
    item(
      "addresses",
      "Office street addresses",
      noAddress.length
        ? `${count(noAddress.length, "office has", "offices have")} no street address: ${names(noAddress)}.`
        : null,
      "Every office has its street address.",
      LAUNCH_PLACES.reviews,
    ),
    item(
      "office-ratings",
      "Office review figures",
      unconfirmed.length
        ? `${count(unconfirmed.length, "office's rating is", "offices' ratings are")} the specification's, not confirmed: ${names(unconfirmed)}.`
        : null,
      "Every office's rating and review count is confirmed.",
      LAUNCH_PLACES.reviews,
    ),
    item(
      "company-rating",
      "Site-wide review figures",
      facts.companyReviewsConfirmedOn
        ? null
        : "The company's rating and review count are the specification's, not confirmed.",
      `Confirmed on ${facts.companyReviewsConfirmedOn}.`,
      LAUNCH_PLACES.reviews,
    ),
    item(
      "testimonials",
      "Testimonials",
      illustrative
        ? `${count(illustrative, "published testimonial was", "published testimonials were")} written for the demo: unpublish or replace ${illustrative === 1 ? "it" : "them"} with clients' words.`
        : null,
      published
        ? `${count(published, "client testimonial is", "client testimonials are")} published, each with consent.`
        : "None published: the site shows no testimonial until you add one.",
      LAUNCH_PLACES.proof,
    ),
    item(
      "case-study-figures",
      "Case study figures",
      figures.illustrative
        ? `${count(figures.illustrative, "published figure was", "published figures were")} written for the demo: unpublish or replace ${figures.illustrative === 1 ? "it" : "them"} with a client's results.`
        : null,
      figures.published
        ? `${count(figures.published, "client figure is", "client figures are")} published, each with consent.`
        : "None published: the case studies tell their story without a client or figures.",
      LAUNCH_PLACES.caseStudies,
    ),
    item(
      "crm-login",
      "CRM sign-in address",
      facts.crmLoginUrl ? null : "Not set: the Login menu leaves out CRM Login.",
      `CRM Login opens ${facts.crmLoginUrl}.`,
      LAUNCH_PLACES.settings,
    ),
    item(
      "audit-provider",
      "Audit provider account",
      !facts.auditProviderUserId || facts.auditProviderUserId === EXAMPLE_PROVIDER_ID
        ? "Audits run under the example id: set your provider account id."
        : null,
      `Audits run under account ${facts.auditProviderUserId}.`,
      LAUNCH_PLACES.settings,
    ),
    item(
      "promo",
      "Promo banner against the pricing",
      facts.promoProblems.length ? facts.promoProblems.join(" ") : null,
      "The banner promises nothing the pricing does not give.",
      LAUNCH_PLACES.settings,
    ),
    item(
      "mail",
      "Outgoing email (SMTP)",
      facts.deploy.mail ? null : "No mail server: sign-in codes and emailed reports cannot be sent.",
      "A mail server is configured.",
      LAUNCH_PLACES.deploy,
    ),
    item(
      "keys",
      "Secret keys",
      [
        facts.deploy.secretKey ? null : "the Supabase secret key",
        facts.deploy.honeypotSecret ? null : "the form-protection secret (HONEYPOT_SECRET)",
      ]
        .filter(Boolean)
        .join(" and ")
        .replace(/^(.+)$/, "Not set: $1.") || null,
      "The Supabase secret key and the form-protection secret are set.",
      LAUNCH_PLACES.deploy,
    ),
  ];
}
