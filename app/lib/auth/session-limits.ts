/**
 * A session's time-box (ADR 061): supabase/config.toml's [auth.sessions] timebox, 30 days. The
 * auth cookies last no longer (instead of @supabase/ssr's 400 days), so a browser does not keep a
 * session the auth server has ended. A unit test holds the two together.
 */
export const SESSION_TIMEBOX_SECONDS = 30 * 24 * 60 * 60;
