import { serviceSupabase } from "~/lib/db/service.server";
import type { WebVitalRow } from "./collect.server";

/** Inserts the rows with the service role (only it may write public.web_vitals). */
export async function storeVitals(env: Env, rows: WebVitalRow[]): Promise<void> {
  const { error } = await serviceSupabase(env).from("web_vitals").insert(rows);
  if (error) throw new Error(`${error.code} ${error.message}`);
}
