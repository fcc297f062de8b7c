/**
 * The project's public API key: today's publishable key (`sb_publishable_…`), or the legacy anon
 * JWT of a project that still has one, under either name, so a Worker set up before the rename
 * keeps working (ADR 055). It reaches only what row-level security allows.
 */
type LegacyNames = { SUPABASE_ANON_KEY?: string };

export function publishableKey(env: Env): string {
  return env.SUPABASE_PUBLISHABLE_KEY || (env as Env & LegacyNames).SUPABASE_ANON_KEY || "";
}
