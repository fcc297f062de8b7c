/**
 * Testimonials in the database, for /admin/proof (ADR 074). Every function uses the admin's own
 * session, so row-level security repeats the admin check; each makes one request. A change makes
 * this isolate read the settings (which carry the published testimonials) afresh and drops the
 * pages that show them from this data centre's edge cache; other data centres keep their copies
 * until they expire (EDGE_TTL_SECONDS), other isolates their settings for SETTINGS_KEEP_MS.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, isUuid, settle } from "../db/result.server";
import { forgetCachedPages } from "../http/edge-cache.server";
import { homePageAddresses } from "../http/page-query";
import { forgetKeptSettings } from "../site/settings.server";
import { testimonialRow, type TestimonialSubmission } from "./testimonial-schema";
import { TESTIMONIAL_COLUMNS, type TestimonialRow } from "./testimonials";

/** Pages that show a testimonial: the home page (every tab's copy) and /crm-seo's plan cards. */
const PAGES_SHOWING_TESTIMONIALS = [...homePageAddresses(), "/crm-seo"];

const ADMIN_COLUMNS = `${TESTIMONIAL_COLUMNS}, consent_date, published, updated_at`;

export interface StoredTestimonial extends TestimonialRow {
  consent_date: string | null;
  published: boolean;
  updated_at: string;
}

/** What a write answers besides success: gone, the one-quote-per-plan rule, or another check of the table. */
export type Refusal = "missing" | "plan-taken" | "refused";

const admin = (context: AppLoadContext) => context.auth.client().supabase;

/** Every testimonial, in the order the site shows them. 1 query. */
export async function listTestimonials(context: AppLoadContext): Promise<StoredTestimonial[]> {
  const answer = await settle(
    admin(context)
      .from("testimonials")
      .select(ADMIN_COLUMNS)
      .order("position", { ascending: true })
      .order("created_at", { ascending: true }),
  );
  return dataOrThrow(answer as { data: StoredTestimonial[] | null; error: null }, "Testimonial list");
}

/** One testimonial, or null when there is none with that id. 1 query (none for a malformed id). */
export async function getTestimonial(context: AppLoadContext, id: string): Promise<StoredTestimonial | null> {
  if (!isUuid(id)) return null;
  const answer = await settle(admin(context).from("testimonials").select(ADMIN_COLUMNS).eq("id", id).maybeSingle());
  if (answer.error) dataOrThrow(answer, "Testimonial");
  return (answer.data as StoredTestimonial | null) ?? null;
}

/** Adds a testimonial: its id, or why the table refused it. 1 query. */
export async function createTestimonial(
  context: AppLoadContext,
  request: Request,
  data: TestimonialSubmission,
): Promise<{ id: string } | Exclude<Refusal, "missing">> {
  const answer = await settle(admin(context).from("testimonials").insert(testimonialRow(data)).select("id").single());
  const refusal = refusalOf(answer.error?.code);
  if (refusal) return refusal;
  const { id } = dataOrThrow(answer as { data: { id: string } | null; error: null }, "Testimonial insert");
  await changed(context, request);
  return { id };
}

/** Saves a testimonial's fields. 1 query. */
export async function updateTestimonial(
  context: AppLoadContext,
  request: Request,
  id: string,
  data: TestimonialSubmission,
): Promise<"saved" | Refusal> {
  if (!isUuid(id)) return "missing";
  const answer = await settle(
    admin(context).from("testimonials").update(testimonialRow(data)).eq("id", id).select("id"),
  );
  const refusal = refusalOf(answer.error?.code);
  if (refusal) return refusal;
  const saved = dataOrThrow(answer as { data: unknown[] | null; error: null }, "Testimonial update").length === 1;
  if (saved) await changed(context, request);
  return saved ? "saved" : "missing";
}

/** Deletes a testimonial; false when it did not exist. 1 query. */
export async function deleteTestimonial(context: AppLoadContext, request: Request, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const answer = await settle(admin(context).from("testimonials").delete().eq("id", id).select("id"));
  const deleted = dataOrThrow(answer as { data: unknown[] | null; error: null }, "Testimonial delete").length === 1;
  if (deleted) await changed(context, request);
  return deleted;
}

/**
 * Postgres's unique_violation (a second published quote for one plan, testimonials_one_per_plan) and
 * check_violation (a value the form let through but the table does not take): the admin's to fix.
 */
function refusalOf(code: string | undefined): "plan-taken" | "refused" | undefined {
  if (code === "23505") return "plan-taken";
  if (code === "23514") return "refused";
  return undefined;
}

/** Before the admin is answered: the next page anyone opens here is drawn from the change. */
async function changed(context: AppLoadContext, request: Request): Promise<void> {
  forgetKeptSettings(context.env);
  await forgetCachedPages(request, context.buildVersion, PAGES_SHOWING_TESTIMONIALS);
}
