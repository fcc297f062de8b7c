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
