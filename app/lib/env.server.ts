import type { RequestAuth } from "./auth/request-auth.server";
/** The Worker's bindings (wrangler.toml [vars] and secrets). */
export interface Env {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /** Canonical origin, e.g. https://www.example.com; empty means "the request's origin". */
  SITE_URL?: string;
  AUDIT_PROVIDER_URL: string;
  AUDIT_PROVIDER_USER_ID: string;
  /** "1" only in the test worker: exposes /diagnostics/* routes used by the e2e suite. */
  DIAGNOSTICS_ROUTES?: string;
}

export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}


/** What every loader and action receives as `context`. */
export interface AppLoadContext {
  env: Env;
  ctx: WorkerContext;
  cspNonce: string;
  /** The request's Supabase client and viewer, created lazily, one per request. */
  auth: RequestAuth;
}
