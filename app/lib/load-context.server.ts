import type { RequestAuth } from "./auth/request-auth.server";
import type { Env, WorkerContext } from "./env.server";

/** What every loader and action receives as `context` (built per request in server.ts). */
export interface AppLoadContext {
  env: Env;
  ctx: WorkerContext;
  cspNonce: string;
  /** The request's Supabase client and viewer, created lazily, one per request. */
  auth: RequestAuth;
}
