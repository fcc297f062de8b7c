import { auditPreviewCopy as copy } from "~/content/audit-preview";
import {
  AUDIT_INLINE_ACTION,
  AUDIT_INLINE_HEADER,
  type AuditStarted,
  previewPath,
  previewReportPath,
  type PreviewReportAnswer,
} from "~/lib/audit/audit-inline";

/** The region a form's preview is shown in, right after the form. */
export const AUDIT_INLINE_REGION = "data-audit-inline";

/** What an audit posted with JavaScript came to. */
export type InlineOutcome =
  | { state: "started" }
  /** /audit/start refused the address or counted too many: its message, shown at the field. */
  | { state: "refused"; error: string }
  /** The audit was recorded (201) but the answer lacked a part: the page goes to its preview instead. */
  | { state: "recorded"; preview: string }
  /** No answer the script understands, or none within the time: the form is sent the plain way instead. */
  | { state: "failed" };

/** How long the script waits for /audit/start's answer before sending the form the plain way. */
export const AUDIT_INLINE_TIMEOUT_MS = 10_000;

/**
 * An audit with JavaScript (ADR 046): the form's data is posted with the inline header; on success
 * the tab the submit opened goes to the provider's analyser (the specification's new tab) and the
 * preview is shown in place under the form, in a polite live region: first the "checking" line,
 * then the report, from the preview's JSON route once the report is made. Loaded on the first
 * submit (app/lazy), so pages with the form carry none of it until then.
 */
export async function startInlineAudit(form: HTMLFormElement, tab: Window | null): Promise<InlineOutcome> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), AUDIT_INLINE_TIMEOUT_MS);
  let answer: Response;
  let body: (Partial<AuditStarted> & { error?: string }) | null;
  try {
    answer = await fetch(AUDIT_INLINE_ACTION, {
      method: "POST",
      body: new FormData(form),
      headers: { [AUDIT_INLINE_HEADER]: "1", Accept: "application/json" },
      signal: abort.signal,
    });
    body = (await answer.json().catch(() => null)) as typeof body;
  } catch {
    // A network failure, or no answer within the time.
    return { state: "failed" };
  } finally {
    clearTimeout(timer);
  }
  if (answer.status === 201) {
    const preview =
      typeof body?.preview === "string" && body.preview.startsWith(previewPath("")) ? body.preview : undefined;
    if (preview && typeof body?.analyzer === "string" && body.analyzer) {
      if (tab) tab.location.href = body.analyzer;
      void showPreview(form, preview, typeof body.hostname === "string" ? body.hostname : "");
      return { state: "started" };
    }
    // The audit is recorded already: sending the form again would record a second one.
    if (preview) return { state: "recorded", preview };
    return { state: "failed" };
  }
  if (answer.status >= 400 && answer.status < 500 && body?.error) return { state: "refused", error: body.error };
  return { state: "failed" };
}

async function showPreview(form: HTMLFormElement, path: string, hostname: string) {
  const region = regionAfter(form);
  const status = document.createElement("p");
  status.className = "rounded-card border border-border bg-surface-raised p-5 text-fg";
  status.textContent = copy.checking(hostname || "your site");
  region.replaceChildren(status);
  region.setAttribute("aria-busy", "true");
  // The preview's own page, which streams the report without this script: offered whatever happens.
  const open = document.createElement("a");
  open.href = path;
  open.textContent = copy.openPage;
  open.className = "mt-4 inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-4";
  try {
    const answer = await fetch(previewReportPath(path), { headers: { Accept: "application/json" } });
    const body = (await answer.json()) as PreviewReportAnswer;
    if ("html" in body && typeof body.html === "string") {
      // The server's own markup of the report (it escapes what the audited page said).
      const report = document.createElement("template");
      report.innerHTML = body.html;
      region.replaceChildren(report.content, open);
    } else {
      status.textContent = "error" in body && typeof body.error === "string" ? body.error : copy.failed;
      region.appendChild(open);
    }
  } catch {
    status.textContent = copy.failed;
    region.appendChild(open);
  } finally {
    region.removeAttribute("aria-busy");
  }
}

/** The live region after the form, made the first time. */
function regionAfter(form: HTMLFormElement): HTMLElement {
  const next = form.nextElementSibling;
  if (next instanceof HTMLElement && next.hasAttribute(AUDIT_INLINE_REGION)) return next;
  const region = document.createElement("div");
  region.setAttribute(AUDIT_INLINE_REGION, "");
  region.setAttribute("aria-live", "polite");
  region.className = "mt-6 text-left";
  form.parentNode?.insertBefore(region, form.nextSibling);
  return region;
}
