/** Testimonials in the database, for /admin/proof (ADR 074): one of the proof tables. */
import { homePageAddresses } from "../http/page-query";
import { proofTable } from "./proof-records.server";
import { testimonialRow, type TestimonialSubmission } from "./testimonial-schema";
import { TESTIMONIAL_COLUMNS, type TestimonialRow } from "./testimonials";

export interface StoredTestimonial extends TestimonialRow {
  consent_date: string | null;
  published: boolean;
  updated_at: string;
}

export const testimonialsTable = proofTable<StoredTestimonial, TestimonialSubmission>({
  table: "testimonials",
  label: "Testimonial",
  columns: `${TESTIMONIAL_COLUMNS}, consent_date, published, updated_at`,
  row: testimonialRow,
  // The home page (every tab's copy) and /crm-seo's plan cards.
  pages: [...homePageAddresses(), "/crm-seo"],
});
