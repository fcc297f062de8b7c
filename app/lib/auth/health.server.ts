/** Whether the auth server answers at all (used by /auth to fail fast with a 503). */
export async function authServiceAvailable(env: Env): Promise<boolean> {
  try {
    const response = await fetch(`${env.SUPABASE_URL}/auth/v1/health`, {
      headers: { apikey: env.SUPABASE_ANON_KEY },
      signal: AbortSignal.timeout(2_500),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}
