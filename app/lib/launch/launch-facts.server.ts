/**
 * The launch checklist's facts for /admin/launch (ADR 079): the stored settings row, read with the
 * admin's session in one query, and the Worker's own configuration.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataOrThrow, settle } from "~/lib/db/result.server";
import { hasServiceKey } from "~/lib/db/service.server";
import { canSendMail } from "~/lib/mail/send-mail.server";
import type { LaunchFacts } from "./checklist";
import { LAUNCH_COLUMNS, launchFactsFrom, type LaunchRow } from "./launch-facts";

/** 1 query. */
export async function launchFacts(context: AppLoadContext): Promise<LaunchFacts> {
  const answer = await settle(context.auth.client().supabase.from("site_settings").select(LAUNCH_COLUMNS).single());
  const row = dataOrThrow(answer as { data: LaunchRow | null; error: null }, "Launch facts");
  return launchFactsFrom(row, context.env.AUDIT_PROVIDER_USER_ID, {
    mail: canSendMail(context.env),
    secretKey: hasServiceKey(context.env),
    honeypotSecret: Boolean(context.env.HONEYPOT_SECRET),
  });
}
