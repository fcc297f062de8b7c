import { TEST_SUPABASE_URL } from "./servers";

// The stand-in's fixed, local-only service-role key (supabase/local/keys.ts): lets a test
// read what the site wrote, bypassing RLS, as an operator would in the dashboard.
export { LOCAL_SERVICE_ROLE_KEY } from "../../../supabase/local/keys";
import { LOCAL_SERVICE_ROLE_KEY } from "../../../supabase/local/keys";

export async function selectAsServiceRole<T>(table: string, query: string): Promise<T[]> {
  const response = await fetch(`${TEST_SUPABASE_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`${table} select failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

/** Inserts rows as the service role (what only the Worker writes, such as a scheduled check). */
export async function insertAsServiceRole(table: string, rows: unknown): Promise<void> {
  const response = await fetch(`${TEST_SUPABASE_URL}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`${table} insert failed: ${response.status} ${await response.text()}`);
}
