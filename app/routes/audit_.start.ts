import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { auditStartAction } from "./audit/audit-tool.server";

/**
 * POST /audit/start: the audit form's script's own JSON route (ADR 046), the way /audit's plain
 * form is for visitors without JavaScript. Nothing to read here: a GET is 405.
 */
export const action = (args: ActionFunctionArgs) => auditStartAction(args);

export const loader = () =>
  new Response("Use the audit form to send this.", { status: 405, headers: { Allow: "POST" } });
