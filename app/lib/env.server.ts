import type { LeadQueueMessage } from "./leads/lead-queue-message";
import type { RateLimitBindingName } from "./limits/rate-limits";

/** Cloudflare's Workers Rate Limiting binding (wrangler.toml [[ratelimits]]). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** A Cloudflare Queue producer binding (wrangler.toml [[queues.producers]]). */
export interface QueueBinding<Body> {
  send(body: Body, options?: { delaySeconds?: number }): Promise<unknown>;
}

/** The Worker's bindings (wrangler.toml [vars], secrets, rate limiters and queues). */
export interface Env extends Partial<Record<RateLimitBindingName, RateLimitBinding>> {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  /**
   * Secret (wrangler secret put; locally the stand-in's fixed key, passed by scripts/start.mjs).
   * Read by app/lib/db/service.server.ts only; a unit test keeps it that way.
   */
  SUPABASE_SERVICE_ROLE_KEY?: string;
  /** Secret that encrypts the lead forms' time trap (app/lib/forms/honeypot.server.ts). */
  HONEYPOT_SECRET?: string;
  /** Canonical origin, e.g. https://www.example.com; empty means "the request's origin". */
  SITE_URL?: string;
  AUDIT_PROVIDER_URL: string;
  /** The audit provider account id used when the site settings cannot be read. */
  AUDIT_PROVIDER_USER_ID: string;
  /** "1" only in the test worker: exposes /diagnostics/* routes used by the e2e suite. */
  DIAGNOSTICS_ROUTES?: string;
  /** Leads the database refused to take at once, stored later by the queue consumer. */
  LEAD_QUEUE?: QueueBinding<LeadQueueMessage>;
  /** Leads that cannot be stored at all (refused as invalid), kept and logged. */
  LEAD_DEAD_LETTERS?: QueueBinding<LeadQueueMessage>;
  /** The deployment's identity (wrangler.toml [version_metadata]); part of the edge cache's keys. */
  CF_VERSION_METADATA?: { id: string; tag?: string; timestamp?: string };
  /** Share of web-vitals beacons stored, "0" to "1" (app/lib/vitals/limits.ts; default all). */
  VITALS_SAMPLE_RATE?: string;
}

export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}
