/**
 * Fixed, local-only API keys: the same ones Supabase's own CLI prints for `supabase start`, today's
 * publishable and secret keys and the legacy ones (HS256 JWTs signed with the CLI's well-known demo
 * secret), so an app configured with either kind also runs against the Docker-based stack. They
 * protect nothing: never use them for a hosted project.
 */

/** Today's public key: the gateway lets it through as the `anon` role. */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

/** Today's server key: the gateway lets it through as the `service_role` role, never from a browser. */
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

/** HS256 secret behind the legacy keys (Supabase CLI's default `JWT_SECRET`). */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** `{"iss":"supabase-demo","role":"anon","exp":1983812996}` */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** `{"iss":"supabase-demo","role":"service_role","exp":1983812996}` */
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** Default port, as Supabase's local stack uses. */
export const LOCAL_DEFAULT_PORT = 54321;
