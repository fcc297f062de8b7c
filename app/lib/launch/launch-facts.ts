/**
 * The launch checklist's facts from the stored settings row (ADR 079): shared by /admin/launch
 * (launch-facts.server.ts reads the row with the admin's session) and `npm run deploy` (which reads
 * it from the hosted project with the secret key). No server imports: the deploy script loads it in
 * Node (scripts/lib/deploy/launch-check.mjs).
 */
import { CTA } from "~/content/ctas";
import { offices } from "~/content/offices";
import { plansByTab } from "~/content/pricing";
import { TRIAL_DAYS } from "~/content/prices";
import { settingsCopy } from "~/content/settings";
import { OFFICE_COLUMNS, OFFICE_KEYS, withOfficeFacts } from "~/lib/site/office-facts";
import { fromSettingsRow, SITE_SETTINGS_COLUMNS, type SiteSettingsRow } from "~/lib/site/settings";
import type { LaunchFacts } from "./checklist";
import { promoTrialProblems, type TrialOffer } from "./promo-trial";

/** What the DIY pricing offers: a plan whose button starts a free trial has one. */
export function trialOffer(): TrialOffer {
  return {
    days: TRIAL_DAYS,
    plans: plansByTab.diy.map((plan) => ({ name: plan.name, trial: plan.cta.label === CTA.startFreeTrial.label })),
  };
}

/** The settings row with every office and each testimonial's flags: one read. */
export const LAUNCH_COLUMNS =
  `${SITE_SETTINGS_COLUMNS}, offices(${OFFICE_COLUMNS}), testimonials(published, illustrative), ` +
  "case_study_figures(published, illustrative)";

type Flags = { published: boolean; illustrative: boolean }[];

export type LaunchRow = Omit<SiteSettingsRow, "testimonials" | "case_study_figures"> & {
  testimonials: Flags;
  case_study_figures: Flags;
};

const counted = (rows: Flags) => {
  const published = rows.filter((row) => row.published);
  return { published: published.length, illustrative: published.filter((row) => row.illustrative).length };
};

/** `fallbackProviderId`: the Worker's AUDIT_PROVIDER_USER_ID, used while the row holds none. */
export function launchFactsFrom(
  row: LaunchRow,
  fallbackProviderId: string,
  deploy: LaunchFacts["deploy"],
): LaunchFacts {
  const { testimonials, case_study_figures: figures, ...settingsRow } = row;
  const settings = fromSettingsRow(settingsRow, fallbackProviderId);
  const labels = settingsCopy.phones;
  return {
    phones: [
      { label: labels.tollFree, value: settings.phones.tollFree },
      { label: labels.tampa, value: settings.phones.tampa },
      { label: labels.miami, value: settings.phones.miami },
      { label: labels.wyoming, value: settings.phones.wyoming },
    ],
    offices: OFFICE_KEYS.map((key) => {
      const office = withOfficeFacts(offices[key], settings.offices[key]);
      return {
        key,
        name: office.name,
        streetAddress: office.streetAddress,
        reviewsConfirmedOn: settings.offices[key]?.reviews.confirmedOn ?? null,
      };
    }),
    companyReviewsConfirmedOn: settings.companyReviews.confirmedOn,
    testimonials: counted(testimonials),
    caseStudyFigures: counted(figures),
    crmLoginUrl: settings.crmLoginUrl,
    auditProviderUserId: settings.auditProviderUserId,
    promoProblems: promoTrialProblems(settings.promo.text, trialOffer()),
    deploy,
  };
}
