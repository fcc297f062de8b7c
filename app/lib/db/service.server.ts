/**
 * The service-role Supabase client: it bypasses row-level security, so it is only for writes the
 * site makes on its own behalf, never for a visitor's request (those use the visitor's own client,
 * app/lib/auth/supabase.server.ts). Today: storing web vitals (ADR 020).
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Env } from "../env.server";

export function serviceClient(env: Pick<Env, "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY">): SupabaseClient {
  if (!env.SUPABASE_SERVICE_ROLE_KEY) throw new Error("SUPABASE_SERVICE_ROLE_KEY is not set");
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      // As for the visitor's client: a slow database must not hold the Worker.
      fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(5_000) }),
    },
  });
}
