/**
 * The one way the Worker makes a Supabase client that holds no visitor's session (the request's
 * own client, with the visitor's cookies, is app/lib/auth/supabase.server.ts): a client for a key
 * (the publishable anon key, or the service-role key in service.server.ts), that stores nothing,
 * refreshes nothing, and gives up on a call after `timeoutMs`.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** Calls from the Worker give up after this long unless the caller says otherwise (docs/product.md §4.11). */
export const SUPABASE_CALL_TIMEOUT_MS = 5_000;

export function sessionlessSupabase(url: string, key: string, timeoutMs = SUPABASE_CALL_TIMEOUT_MS): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }),
    },
  });
}
