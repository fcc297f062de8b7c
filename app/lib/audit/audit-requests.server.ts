import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * Records an accepted audit (URL, hostname, the user when signed in; never an IP address).
 * Runs after the response through waitUntil: a slow or failing database never delays or
 * blocks the visitor's redirect to the analyser.
 */
export function recordAuditRequest(
  context: AppLoadContext,
  audit: { url: string; hostname: string },
  userId: string | null,
): void {
  const { supabase } = context.auth.client();
  const insert = async () => {
    try {
      const { error } = await supabase
        .from("audit_requests")
        .insert({ url: audit.url, hostname: audit.hostname, user_id: userId });
      if (error) console.error("Audit request not recorded:", error.code, error.message);
    } catch (error) {
      console.error("Audit request not recorded:", error instanceof Error ? error.message : error);
    }
  };
  context.ctx.waitUntil(insert());
}
