import { auditFormCopy } from "~/content/audit-form";
import { auditPreviewCopy as copy } from "~/content/audit-preview";
import {
  AUDIT_INLINE_ACTION,
  AUDIT_INLINE_HEADER,
  type AuditStarted,
  fullReportPath,
  previewPath,
  previewReportPath,
  type PreviewReportAnswer,
} from "~/lib/audit/audit-inline";
import { select } from "~/lib/markup/data-hooks";
import { showToast } from "~/lib/ui/toast";
import { showLocalTimes } from "~/components/audit/local-time.behaviour";

/**
 * The marks the audit's sections carry for the preview shown in place (issue 34 §2): the live
 * region the preview goes into, drawn by the server where the section wants it (the section's full
 * width), and the sample report it replaces.
 */
export enum AUDIT_INLINE_HOOKS {
  region = "data-audit-inline",
  sample = "data-audit-sample",
}

/** What an audit posted with JavaScript came to. */
export type InlineOutcome =
  /** Accepted: the new tab, the toast and the preview are under way. */
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
 * An audit with JavaScript (ADR 046, ADR 070): the form's data is posted with the inline header and
 * nothing else happens until the server has answered. Accepted, the new tab opens on the site's
 * own hand-off page (the specification's new tab, which moves on to the analyser), the toast says
 * what is true, and the preview replaces the section's sample report: first the "checking" line,
 * then the report, from the preview's JSON route once it is made. Refused, nothing opens: the
 * caller shows the message at the field. Loaded on the first submit (app/lazy), so pages with the
 * form carry none of it until then.
 */
export async function startInlineAudit(form: HTMLFormElement): Promise<InlineOutcome> {
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
    if (!preview) return { state: "failed" };
    // The audit is recorded already: sending the form again would record a second one.
    if (body?.fullReport !== fullReportPath(preview)) return { state: "recorded", preview };
    // Still within the click's activation (browsers give it seconds): a blocker may refuse it all the same.
    const tab = window.open(body.fullReport, "_blank");
    if (tab) tab.opener = null;
    showToast({
      title: auditFormCopy.toast.title,
      description: `${auditFormCopy.toast.description} ${tab ? auditFormCopy.toast.opened : auditFormCopy.toast.blocked}`,
    });
    void showPreview(
      form,
      preview,
      typeof body.hostname === "string" ? body.hostname : "",
      tab ? null : body.fullReport,
    );
    return { state: "started" };
  }
  if (answer.status >= 400 && answer.status < 500 && body?.error) return { state: "refused", error: body.error };
  return { state: "failed" };
}

/** `blockedTab`: the full report's page, when the browser kept its tab from opening (offered as a link at once). */
async function showPreview(form: HTMLFormElement, path: string, hostname: string, blockedTab: string | null) {
  const region = regionFor(form);
  const host = hostname || "your site";
  // Read out as it changes: "Checking…", then that the report is ready (the report itself is not).
  const said = document.createElement("p");
  said.setAttribute("role", "status");
  said.className = "sr-only";
  said.textContent = copy.checking(host);
  const checking = document.createElement("p");
  checking.className = "rounded-card border border-border bg-surface-raised p-5 text-fg";
  checking.textContent = copy.checking(host);
  checking.setAttribute("aria-hidden", "true");
  const link = (href: string, text: string, newTab = false) => {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = text;
    if (newTab) a.target = "_blank";
    a.className = "mt-4 inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-4";
    return a;
  };
  // The tab the browser blocked: its link first, before the report is even made.
  const blocked = blockedTab ? link(blockedTab, copy.fullReport, true) : null;
  const top = blocked ? [said, blocked, checking] : [said, checking];
  region.replaceChildren(...top);
  region.classList.add("mt-8");
  region.setAttribute("aria-busy", "true");
  replaceSample(form);
  // The preview's own page, which streams the report without this script: offered whatever happens.
  const links = document.createElement("p");
  links.className = "flex flex-wrap gap-x-6";
  links.appendChild(link(path, copy.openPage));
  try {
    const answer = await fetch(previewReportPath(path), { headers: { Accept: "application/json" } });
    const body = (await answer.json()) as PreviewReportAnswer;
    if ("html" in body && typeof body.html === "string") {
      // The server's own markup of the report (it escapes what the audited page said).
      const report = document.createElement("template");
      report.innerHTML = body.html;
      region.replaceChildren(...(blocked ? [said, blocked] : [said]), report.content, links);
      said.textContent = copy.ready(host);
      showLocalTimes(region);
    } else {
      checking.textContent = said.textContent =
        "error" in body && typeof body.error === "string" ? body.error : copy.failed;
      region.appendChild(links);
    }
  } catch {
    checking.textContent = said.textContent = copy.failed;
    region.appendChild(links);
  } finally {
    region.removeAttribute("aria-busy");
  }
}

/** The nearest element around the form that holds one of `name`'s marks, and that mark. */
function nearest(form: HTMLFormElement, name: AUDIT_INLINE_HOOKS): HTMLElement | null {
  for (let around = form.parentElement; around; around = around.parentElement) {
    const found = around.querySelector<HTMLElement>(select(name));
    if (found) return found;
  }
  return null;
}

/**
 * The live region the section drew for its preview; a form without one (a customer's project page)
 * gets one made after it.
 */
function regionFor(form: HTMLFormElement): HTMLElement {
  const drawn = nearest(form, AUDIT_INLINE_HOOKS.region);
  if (drawn) return drawn;
  const region = document.createElement("div");
  region.setAttribute(AUDIT_INLINE_HOOKS.region, "");
  region.className = "text-left";
  form.parentNode?.insertBefore(region, form.nextSibling);
  return region;
}

/**
 * The sample report beside the form makes way for the real one: the widest block around it that
 * does not hold the form (its column) is hidden, and when that column is a grid's, the grid becomes
 * one column, so the form and the preview take the section's width.
 */
function replaceSample(form: HTMLFormElement) {
  const sample = nearest(form, AUDIT_INLINE_HOOKS.sample);
  if (!sample) return;
  let column = sample;
  while (column.parentElement && !column.parentElement.contains(form)) column = column.parentElement;
  column.hidden = true;
  const grid = column.parentElement;
  if (grid && getComputedStyle(grid).display === "grid") grid.style.gridTemplateColumns = "minmax(0, 1fr)";
}
