/**
 * The Worker's service-role Supabase client: it bypasses row-level security, so it is used only
 * for what the site itself writes or serves to visitors (leads, widget leads, audit requests, a
 * widget's preview, web vitals) and never with anything a visitor chose but the validated values. This is the
 * only module that reads the secret key, SUPABASE_SECRET_KEY (service-key.test.ts keeps it so): today's
 * `sb_secret_…` key or a project's legacy service_role JWT, and for a Worker set up before the
 * rename, SUPABASE_SERVICE_ROLE_KEY (ADR 055). It is a Worker secret and never reaches a browser.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { sessionlessSupabase } from "./sessionless.server";

const clients = new WeakMap<Env, SupabaseClient>();

export class ServiceKeyMissingError extends Error {
  constructor() {
    super("SUPABASE_SECRET_KEY is not set: the Worker cannot write leads or audit requests");
  }
}

/** Whether the Worker has the key (without it, what needs the service role is switched off). */
export function hasServiceKey(env: Env): boolean {
  return Boolean(secretKey(env));
}

function secretKey(env: Env): string | undefined {
  return env.SUPABASE_SECRET_KEY || (env as Env & { SUPABASE_SERVICE_ROLE_KEY?: string }).SUPABASE_SERVICE_ROLE_KEY;
}

/** The service-role client, one per isolate's bindings (it holds no session). */
export function serviceSupabase(env: Env): SupabaseClient {
  const existing = clients.get(env);
  if (existing) return existing;
  const key = secretKey(env);
  if (!key) throw new ServiceKeyMissingError();
  const client = sessionlessSupabase(env.SUPABASE_URL, key);
  clients.set(env, client);
  return client;
}
