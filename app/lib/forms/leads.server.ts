import type { AppLoadContext } from "@remix-run/cloudflare";
import type { LeadInsert } from "./lead-row";

/**
 * Stores a lead in public.leads with the visitor's own Supabase client (RLS lets anyone insert,
 * only admins read). Answers false when it could not be stored, so the form can say so and keep
 * the visitor's answers; the lead's contents are never logged.
 */
export async function storeLead(context: AppLoadContext, row: LeadInsert): Promise<boolean> {
  try {
    const { error } = await context.auth.client().supabase.from("leads").insert(row);
    if (!error) return true;
    console.error(`Lead (${row.kind}) not stored:`, error.code, error.message);
  } catch (error) {
    console.error(`Lead (${row.kind}) not stored:`, error instanceof Error ? error.message : error);
  }
  return false;
}
