/**
 * The offices' street addresses and review figures, and the site-wide ones, in the database
 * (ADR 079), for /admin/proof/reviews. Every function uses the admin's own session, so row-level
 * security repeats the admin check. A save makes this isolate read the settings afresh (they carry
 * these facts) and drops the pages that show them from this data centre's edge cache.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { cityPagePath, cityPages } from "~/content/cities";
import { offices, PRIMARY_OFFICES } from "~/content/offices";
import type { OfficeKey } from "~/content/types";
import { dataOrThrow, settle } from "../db/result.server";
import { forgetCachedPages } from "../http/edge-cache.server";
import { homePageAddresses } from "../http/page-query";
import { OFFICE_COLUMNS, OFFICE_KEYS, type OfficeFacts, type ReviewFigures } from "../site/office-facts";
import { fromSettingsRow, SITE_SETTINGS_COLUMNS, type SiteSettingsRow } from "../site/settings";
import { forgetKeptSettings } from "../site/settings.server";
import { confirmedOn, type ReviewFiguresSubmission } from "./review-figures-schema";

/** "company" for the site-wide figures, or an office's key. */
export type FiguresKey = "company" | OfficeKey;

export interface FiguresEntry {
  key: FiguresKey;
  name: string;
  /** Offices only. */
  streetAddress: string | null;
  reviews: ReviewFigures;
}

export const isFiguresKey = (key: string): key is FiguresKey =>
  key === "company" || (OFFICE_KEYS as readonly string[]).includes(key);

const admin = (context: AppLoadContext) => context.auth.client().supabase;

/** The site-wide figures first, then every office in the content's order. 1 query. */
export async function listFigures(context: AppLoadContext, companyName: string): Promise<FiguresEntry[]> {
  const answer = await settle(
    admin(context).from("site_settings").select(`${SITE_SETTINGS_COLUMNS}, offices(${OFFICE_COLUMNS})`).single(),
  );
  const settings = fromSettingsRow(dataOrThrow(answer as { data: SiteSettingsRow | null; error: null }, "Offices"));
  const entries: FiguresEntry[] = [
    { key: "company", name: companyName, streetAddress: null, reviews: settings.companyReviews },
  ];
  for (const key of OFFICE_KEYS) {
    const facts: OfficeFacts | undefined = settings.offices[key];
    if (facts) entries.push({ key, name: offices[key].name, ...facts });
  }
  return entries;
}

/**
 * Pages that show an office's figures or address: its city and region pages, /service-areas, and
 * /contact for the offices whose cards it draws. The Organization's figures and address are in every
 * page's structured data; of those, the home page is dropped at once, the rest expire.
 */
function pagesShowing(key: FiguresKey): string[] {
  if (key === "company") return homePageAddresses();
  const primary = (Object.values(PRIMARY_OFFICES) as string[]).includes(key);
  return [
    ...cityPages.filter((page) => page.office === key).map(cityPagePath),
    "/service-areas",
    ...(primary ? ["/contact", ...homePageAddresses()] : []),
  ];
}

/** Saves one entry's figures (and an office's address). False when the database has no such row. 1 query. */
export async function saveFigures(
  context: AppLoadContext,
  request: Request,
  entry: FiguresEntry,
  data: ReviewFiguresSubmission,
  today: string,
): Promise<boolean> {
  const rating = Number(data.rating);
  const count = Number(data.count);
  const sourceUrl = data.sourceUrl || null;
  const unchanged =
    rating === entry.reviews.rating && count === entry.reviews.count && sourceUrl === entry.reviews.sourceUrl;
  const confirmed = confirmedOn(data.confirmed, { confirmedOn: entry.reviews.confirmedOn, unchanged }, today);
  const query =
    entry.key === "company"
      ? admin(context)
          .from("site_settings")
          .update({
            company_review_rating: rating,
            company_review_count: count,
            company_reviews_source_url: sourceUrl,
            company_reviews_confirmed_on: confirmed,
          })
          .eq("id", true)
      : admin(context)
          .from("offices")
          .update({
            street_address: data.streetAddress || null,
            review_rating: rating,
            review_count: count,
            review_source_url: sourceUrl,
            reviews_confirmed_on: confirmed,
          })
          .eq("key", entry.key);
  const answer = await settle(query.select("updated_at"));
  const rows = dataOrThrow(answer as { data: unknown[] | null; error: null }, "Review figures update");
  if (!rows.length) return false;
  forgetKeptSettings(context.env);
  await forgetCachedPages(request, context.buildVersion, pagesShowing(entry.key));
  return true;
}
