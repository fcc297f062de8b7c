/**
 * The two ways on under an audit preview (issue 34 §4): "Email me this report", which sends the
 * preview's link at once through the site's mail server, and "Have a specialist add notes", a
 * lead through the lead pipeline (its queue keeps it while the database is down). One block of
 * server markup (ServerForm) holding both forms; each posts to the preview's page with its intent.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { EMAIL_FORM_ID, EMAIL_INTENT, ReportForms } from "~/components/audit/report-forms.markup";
import { HoneypotProvider } from "~/components/forms/honeypot-field";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import { leadMessages } from "~/content/lead-form-messages";
import { rateLimitMessages } from "~/content/limits";
import { site } from "~/content/site";
import { fullReportPath, previewPath } from "~/lib/audit/audit-inline";
import { PREVIEW_LIFETIME_DAYS } from "~/lib/audit/audit-previews.server";
import { emailField } from "~/lib/forms/fields";
import { checkTraps, honeypotFieldsFor } from "~/lib/forms/honeypot.server";
import { parseForm } from "~/lib/forms/parse";
import type { FormReply } from "~/lib/forms/reply";
import { formReply } from "~/lib/forms/reply.server";
import type { ReportRequestField } from "~/lib/forms/report-request-schema";
import { readForm } from "~/lib/http/form-data";
import { siteOrigin } from "~/lib/http/site-origin.server";
import { checkRateLimit, retryAfterHeaders, visitorKey } from "~/lib/limits/rate-limit.server";
import { inboxKey } from "~/lib/mail/inbox-key";
import { composeReportEmail } from "~/lib/mail/report-email";
import { canSendMail, sendMail } from "~/lib/mail/send-mail.server";
import { markupBlock } from "~/lib/markup/render.server";

/** The query of the page after the link was sent (post/redirect/get), and the form's anchor. */
export const EMAILED_PARAM = "emailed";

const emailLinkSchema = z.object({ email: emailField });

type Reply = FormReply<ReportRequestField>;

/** Both forms as server markup: as first shown, after a send, or with one form's refusal. */
export function reportFormsMarkup(
  request: Request,
  env: Env,
  previewId: string,
  { sent = false, emailed = false, reply }: { sent?: boolean; emailed?: boolean; reply?: Reply },
) {
  const path = previewPath(previewId);
  const emailReply = reply?.intent === EMAIL_INTENT ? reply : undefined;
  const leadReply = reply && reply.intent !== EMAIL_INTENT ? reply : undefined;
  return markupBlock(
    <HoneypotProvider fields={honeypotFieldsFor(request, env)}>
      <ReportForms
        path={path}
        fullReport={fullReportPath(path)}
        days={PREVIEW_LIFETIME_DAYS}
        sent={sent}
        emailed={emailed}
        emailReply={emailReply}
        leadReply={leadReply}
      />
    </HoneypotProvider>,
    request,
  );
}

/**
 * "Email me this report": over the visitor's or the recipient's limit → 429; a wrong address →
 * 400; a bot (a trap sprung) is thanked and sent nothing; no mail server, or it refused → 503, the
 * address kept. Sent: 303 to the preview with `?emailed=1`, so a reload sends nothing twice. The
 * email holds the site's own words and the preview's links only: nothing the visitor typed but the
 * address it goes to, checked as one address.
 */
export async function emailReportLink(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  preview: { previewId: string; known: boolean },
) {
  const form = await readForm(request);
  const path = previewPath(preview.previewId);
  const refuse = (status: number, reply: Omit<Reply, "intent">, headers?: HeadersInit) => {
    const answer = { ...reply, intent: EMAIL_INTENT };
    return formReply(
      status,
      { ...answer, markup: { form: reportFormsMarkup(request, context.env, preview.previewId, { reply: answer }) } },
      { "Cache-Control": "private, no-store", ...headers },
    );
  };
  const parsed = parseForm(emailLinkSchema, form);
  const values = { email: parsed.values.email };
  const byVisitor = await checkRateLimit(context.env, "reportEmail", visitorKey(request));
  if (byVisitor)
    return refuse(429, { formError: rateLimitMessages.tooMany, errors: {}, values }, retryAfterHeaders(byVisitor));
  if (!parsed.ok) return refuse(400, { formError: leadMessages.fixErrors, errors: parsed.errors, values });
  const traps = checkTraps(context.env, form);
  const sentPath = `${path}?${EMAILED_PARAM}=1#${EMAIL_FORM_ID}`;
  if (traps.kind === "bot") return redirect(sentPath, 303);
  if (traps.kind === "expired") return refuse(400, { formError: leadMessages.formExpired, errors: {}, values });
  // One inbox is sent only so many: the form cannot be used to flood someone else's.
  const byRecipient = await checkRateLimit(context.env, "reportEmailTo", inboxKey(parsed.data.email));
  if (byRecipient) {
    return refuse(429, { formError: rateLimitMessages.tooMany, errors: {}, values }, retryAfterHeaders(byRecipient));
  }
  // A preview this isolate or the database does not know (the database is down) gets no email:
  // the link could lead nowhere, and the form must not send mail about nothing.
  if (!preview.known) return refuse(503, { formError: copy.emailReport.unavailable, errors: {}, values });
  const origin = siteOrigin(request, context.env);
  const email = composeReportEmail({
    previewUrl: `${origin}${path}`,
    fullReportUrl: `${origin}${fullReportPath(path)}`,
    consultationUrl: `${origin}/book-demo`,
    days: PREVIEW_LIFETIME_DAYS,
    siteName: site.name,
  });
  try {
    if (!canSendMail(context.env)) throw new Error("No mail server is configured.");
    await sendMail(context.env, parsed.data.email, email);
  } catch (error) {
    console.error("Email me this report:", error instanceof Error ? error.message : error);
    return refuse(503, { formError: copy.emailReport.unavailable, errors: {}, values });
  }
  return redirect(sentPath, 303);
}
