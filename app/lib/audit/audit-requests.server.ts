import type { AppLoadContext } from "@remix-run/cloudflare";
import { serviceSupabase } from "../db/service.server";
import { isUuid } from "../db/result.server";
import type { Viewer } from "../auth/viewer";

/**
 * Records an accepted audit (URL, hostname, the user when signed in, the project it was started
 * from; never an IP address) with the service role, visitors having no insert rights. A project
 * is recorded only after the viewer's own session, under row-level security, has read it: a
 * forged project id of someone else's is dropped. Runs after the response through waitUntil, so
 * a slow or failing database never delays the visitor's redirect to the analyser.
 * Queries: 1, or 2 with a project (the ownership check first).
 */
export function recordAuditRequest(
  context: AppLoadContext,
  audit: { url: string; hostname: string },
  viewer: Viewer | null,
  projectId: string,
): void {
  const record = async () => {
    try {
      const project = viewer && isUuid(projectId) ? await ownProject(context, projectId) : null;
      const { error } = await serviceSupabase(context.env)
        .from("audit_requests")
        .insert({ url: audit.url, hostname: audit.hostname, user_id: viewer?.id ?? null, project_id: project });
      if (error) console.error("Audit request not recorded:", error.code, error.message);
    } catch (error) {
      console.error("Audit request not recorded:", error instanceof Error ? error.message : error);
    }
  };
  context.ctx.waitUntil(record());
}

/** The project's id when the viewer's own session can read it (it is theirs), else null. */
async function ownProject(context: AppLoadContext, projectId: string): Promise<string | null> {
  const { data, error } = await context.auth
    .client()
    .supabase.from("projects")
    .select("id")
    .eq("id", projectId)
    .maybeSingle();
  if (error) console.warn("Project of an audit not checked:", error.code, error.message);
  return (data?.id as string | undefined) ?? null;
}
