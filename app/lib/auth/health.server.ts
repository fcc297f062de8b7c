import { publishableKey } from "~/lib/db/publishable-key.server";

/** Whether the auth server answers at all (used by /auth to fail fast with a 503). */
export async function authServiceAvailable(env: Env): Promise<boolean> {
  try {
    const response = await fetch(`${env.SUPABASE_URL}/auth/v1/health`, {
      headers: { apikey: publishableKey(env) },
      signal: AbortSignal.timeout(2_500),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}
