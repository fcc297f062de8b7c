/** The Worker's bindings (wrangler.toml [vars], [[ratelimits]] and secrets). */
export interface Env {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /**
   * The project's service-role key (a secret: `wrangler secret put SUPABASE_SERVICE_ROLE_KEY`),
   * used only by app/lib/db/service.server.ts. Without it the site collects no web vitals.
   */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** Canonical origin, e.g. https://www.example.com; empty means "the request's origin". */
  SITE_URL?: string;
  AUDIT_PROVIDER_URL: string;
  AUDIT_PROVIDER_USER_ID: string;
  /** "1" only in the test worker: exposes /diagnostics/* routes used by the e2e suite. */
  DIAGNOSTICS_ROUTES?: string;
  /** Share of web-vitals beacons stored, "0" to "1" (app/lib/vitals/limits.ts; default all). */
  VITALS_SAMPLE_RATE?: string;
  /** Workers Rate Limiting binding of the web-vitals collector (wrangler.toml [[ratelimits]]). */
  VITALS_LIMIT?: RateLimiter;
}

/** A Workers Rate Limiting binding (`[[ratelimits]]`): one call counts one request against `key`. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}
