/**
 * Site settings as the pages use them (the database row is public.site_settings; admins edit it
 * in /admin/settings). The defaults are the content's own values, shown whenever the database
 * cannot be read, so public pages never fail over a setting; the migration seeds the same values.
 */
import { promoBanner } from "~/content/home";
import { site } from "~/content/site";
import {
  fromOfficeRows,
  OFFICE_COLUMNS,
  ratingOf,
  type OfficeFactsByKey,
  type OfficeRow,
  type ReviewFigures,
} from "./office-facts";
import {
  fromTestimonialRows,
  TESTIMONIAL_COLUMNS,
  type Testimonial,
  type TestimonialRow,
} from "~/lib/proof/testimonials";
import { CLIENT_LOGO_COLUMNS, fromClientLogoRows, type ClientLogo, type ClientLogoRow } from "~/lib/proof/client-logos";
import {
  CASE_STUDY_FIGURE_COLUMNS,
  fromCaseStudyFigureRows,
  type CaseStudyFigure,
  type CaseStudyFigureRow,
} from "~/lib/proof/case-study-figures";

export interface SitePhones {
  tollFree: string;
  tampa: string;
  miami: string;
  wyoming: string;
}

export interface SiteSettings {
  promo: { text: string; enabled: boolean };
  /** As people write them, e.g. "(813) 555 0101"; "" for a line with no number yet (ADR 052). */
  phones: SitePhones;
  /** The audit provider's account id sent as `userId`: the stored one, else the Worker's variable. */
  auditProviderUserId: string;
  contactEmail: string;
  /** The CRM platform's sign-in page; null until an admin gives it (the Login menu leaves it out). */
  crmLoginUrl: string | null;
  /** The site-wide review figures (the Organization's rating), ADR 079. */
  companyReviews: ReviewFigures;
  /** Each office's street address and review figures as stored; an office not read keeps its record's. */
  offices: OfficeFactsByKey;
  /** When an admin last saved them; null for the content defaults. */
  updatedAt: string | null;
  /** The published testimonials (ADR 074), read with the settings; none when they cannot be read. */
  testimonials: Testimonial[];
  /** The published client logos and case study figures (ADR 078), read the same way. */
  clientLogos: ClientLogo[];
  caseStudyFigures: CaseStudyFigure[];
}

export function defaultSiteSettings(auditProviderUserId: string): SiteSettings {
  return {
    promo: { text: promoBanner.text, enabled: true },
    // The specification gives no numbers: none is shown until an admin enters it (ADR 052).
    phones: { tollFree: "", tampa: "", miami: "", wyoming: "" },
    auditProviderUserId,
    contactEmail: site.email,
    crmLoginUrl: null,
    companyReviews: { ...site.companyReviews, sourceUrl: null, confirmedOn: null },
    offices: {},
    updatedAt: null,
    testimonials: [],
    clientLogos: [],
    caseStudyFigures: [],
  };
}

/** The columns of public.site_settings the site reads. */
export const SITE_SETTINGS_COLUMNS =
  "promo_text, promo_enabled, phone_toll_free, phone_tampa, phone_miami, phone_wyoming, audit_provider_user_id, contact_email, " +
  "crm_login_url, company_review_rating, company_review_count, company_reviews_source_url, company_reviews_confirmed_on, updated_at";

/**
 * What a public page reads: the settings with the proof records embedded (each belongs to the one
 * settings row), so a page makes one query; without a session, row-level security gives only the
 * published ones.
 */
export const PUBLIC_SETTINGS_COLUMNS =
  `${SITE_SETTINGS_COLUMNS}, testimonials(${TESTIMONIAL_COLUMNS}), offices(${OFFICE_COLUMNS}), ` +
  `client_logos(${CLIENT_LOGO_COLUMNS}), case_study_figures(${CASE_STUDY_FIGURE_COLUMNS})`;

export interface SiteSettingsRow {
  promo_text: string;
  promo_enabled: boolean;
  phone_toll_free: string;
  phone_tampa: string;
  phone_miami: string;
  phone_wyoming: string;
  audit_provider_user_id: string;
  contact_email: string;
  crm_login_url: string | null;
  company_review_rating: number | string;
  company_review_count: number;
  company_reviews_source_url: string | null;
  company_reviews_confirmed_on: string | null;
  updated_at: string;
  /** Present when read with PUBLIC_SETTINGS_COLUMNS. */
  testimonials?: TestimonialRow[];
  offices?: OfficeRow[];
  client_logos?: ClientLogoRow[];
  case_study_figures?: CaseStudyFigureRow[];
}

/** `fallbackProviderId`: the Worker's AUDIT_PROVIDER_USER_ID, used while the row holds none. */
export function fromSettingsRow(row: SiteSettingsRow, fallbackProviderId = ""): SiteSettings {
  return {
    promo: { text: row.promo_text, enabled: row.promo_enabled },
    phones: {
      tollFree: row.phone_toll_free,
      tampa: row.phone_tampa,
      miami: row.phone_miami,
      wyoming: row.phone_wyoming,
    },
    auditProviderUserId: row.audit_provider_user_id || fallbackProviderId,
    contactEmail: row.contact_email,
    crmLoginUrl: row.crm_login_url,
    companyReviews: {
      rating: ratingOf(row.company_review_rating),
      count: row.company_review_count,
      sourceUrl: row.company_reviews_source_url,
      confirmedOn: row.company_reviews_confirmed_on,
    },
    offices: fromOfficeRows(row.offices ?? []),
    updatedAt: row.updated_at,
    testimonials: fromTestimonialRows(row.testimonials ?? []),
    clientLogos: fromClientLogoRows(row.client_logos ?? []),
    caseStudyFigures: fromCaseStudyFigureRows(row.case_study_figures ?? []),
  };
}

/** What the pages show (the provider account id stays on the server). */
export type PublicSiteSettings = Pick<SiteSettings, "promo" | "phones" | "contactEmail" | "crmLoginUrl">;

export function publicSettings(settings: SiteSettings): PublicSiteSettings {
  return {
    promo: settings.promo,
    phones: settings.phones,
    contactEmail: settings.contactEmail,
    crmLoginUrl: settings.crmLoginUrl,
  };
}
