/**
 * What the company confirms about itself before launch (issue 36 §1, ADR 079): each office's street
 * address and review figures, and the site-wide review figures. The specification's figures are the
 * content's (app/content/offices-*.ts, site.ts) and the migration's starting values; an admin
 * corrects and confirms them in /admin/proof/reviews, with where they can be checked.
 */
import type { Office, OfficeKey } from "~/content/types";

/**
 * The offices' keys as the table's rows name them. Spelled out, not read off the office records:
 * this module travels with the settings into the browser's shared chunk, the records must not
 * (office-facts.test.ts holds the two lists equal).
 */
export const OFFICE_KEYS: readonly OfficeKey[] = [
  "tampa",
  "miami",
  "orlando",
  "jacksonville",
  "stpetersburg",
  "cheyenne",
  "casper",
  "laramie",
  "gillette",
  "rocksprings",
  "jackson",
  "sheridan",
];

export interface ReviewFigures {
  rating: number;
  count: number;
  /** Where the figures can be checked (the Business Profile's reviews), once an admin gives it. */
  sourceUrl: string | null;
  /** The day an admin confirmed them (YYYY-MM-DD); null while they are the specification's. */
  confirmedOn: string | null;
}

export interface OfficeFacts {
  streetAddress: string | null;
  reviews: ReviewFigures;
}

export type OfficeFactsByKey = Partial<Record<OfficeKey, OfficeFacts>>;

/** The columns of public.offices the pages read (embedded in the settings read). */
export const OFFICE_COLUMNS =
  "key, street_address, review_rating, review_count, review_source_url, reviews_confirmed_on";

export interface OfficeRow {
  key: string;
  street_address: string | null;
  review_rating: number | string;
  review_count: number;
  review_source_url: string | null;
  reviews_confirmed_on: string | null;
}

const isOfficeKey = (key: string): key is OfficeKey => (OFFICE_KEYS as readonly string[]).includes(key);

/** PostgREST answers numeric columns as numbers or strings, depending on the server. */
export const ratingOf = (value: number | string): number => Math.round(Number(value) * 10) / 10;

/** The rows of offices the site knows; a row for an office the content no longer has is ignored. */
export function fromOfficeRows(rows: OfficeRow[]): OfficeFactsByKey {
  const facts: OfficeFactsByKey = {};
  for (const row of rows) {
    if (!isOfficeKey(row.key)) continue;
    facts[row.key] = {
      streetAddress: row.street_address?.trim() || null,
      reviews: {
        rating: ratingOf(row.review_rating),
        count: row.review_count,
        sourceUrl: row.review_source_url,
        confirmedOn: row.reviews_confirmed_on,
      },
    };
  }
  return facts;
}

/** The office as the pages draw it: its record with what the database holds laid over it. */
export function withOfficeFacts(office: Office, facts: OfficeFacts | undefined): Office {
  if (!facts) return office;
  return {
    ...office,
    streetAddress: facts.streetAddress ?? office.streetAddress,
    reviews: { rating: facts.reviews.rating, count: facts.reviews.count },
  };
}
