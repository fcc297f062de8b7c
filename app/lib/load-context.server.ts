import type { RequestAuth } from "./auth/request-auth.server";
import type { DocumentPolicy } from "./http/security-headers";
import type { SiteSettingsReader } from "./site/settings.server";

/** What every loader and action receives as `context` (built per request in server.ts). */
export interface AppLoadContext {
  env: Env;
  ctx: ExecutionContext;
  cspNonce: string;
  /** The build's and the deployment's version (the edge cache's keys and the service worker's cache name include it). */
  buildVersion: string;
  /** The request's Supabase client and viewer, created lazily, one per request. */
  auth: RequestAuth;
  /** The site settings, read at most once per request (defaults when the database is down). */
  settings: SiteSettingsReader;
  /** What a route may change of the document's security headers (a widget's frame-ancestors). */
  documentPolicy: DocumentPolicy;
}
