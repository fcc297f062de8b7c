import { createContext, useContext, useId } from "react";
import { buttonClass } from "~/components/ui/button";
import { auditFormCopy } from "~/content/audit-form";
import { AUDIT_URL_MESSAGES } from "~/lib/audit/audit-url";
import { hook } from "~/lib/markup/data-hooks";
import { AUDIT_FORM_HOOKS, AUDIT_INPUT_BORDER, HTTPS_OK_TEST_ID } from "./audit-form.behaviour";
import { AUDIT_INLINE_HOOKS } from "./audit-inline-preview.behaviour";

export interface AuditFormProps {
  /** What the visitor typed, when the server sends the form back with an error. */
  defaultValue?: string;
  error?: string;
  submitLabel?: string;
  /**
   * Where the plain form posts: the page it is on, whose action answers it (issue 34 §2), so a
   * refused address comes back to that page with the message. /audit by default.
   */
  action?: string;
}

/**
 * A page's audit form sent back by the page's own action (auditFormAction): what was typed and
 * why it was refused, for the form of a page drawn again as server markup.
 */
export const AuditFormReply = createContext<{ value: string; error: string } | null>(null);

/**
 * The free-audit form (docs/product.md §2, §4, §5), rendered on the server only, inside the pages'
 * server markup. As plain HTML: one field named `url` posted to the page it is on (or /audit), whose
 * answer (a 303 to the audit preview's page, or the page again with the message) comes in the same
 * tab (ADR 046, ADR 070). With
 * JavaScript, app/components/forms/audit-form.behaviour.ts checks the same rules as the visitor
 * types (debounced), shows the favicon, the HTTPS mark or hint, disables submit while the value is
 * invalid, and on submit opens the analyser in a new tab, shows the toast and the preview in place,
 * by filling in the parts drawn here hidden.
 */
export function AuditForm({
  defaultValue: typed,
  error: refusal,
  submitLabel = "Start Free Audit",
  action = "/audit",
}: AuditFormProps) {
  const reply = useContext(AuditFormReply);
  const defaultValue = typed ?? reply?.value ?? "";
  const error = refusal ?? reply?.error;
  const id = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  return (
    <form
      method="post"
      action={action}
      className="w-full"
      noValidate
      {...hook(AUDIT_FORM_HOOKS.form)}
      {...hook(AUDIT_FORM_HOOKS.initial, defaultValue)}
      {...hook(AUDIT_FORM_HOOKS.serverError, error)}
    >
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {auditFormCopy.inputLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={auditFormCopy.inputPlaceholder}
            defaultValue={defaultValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...hook(AUDIT_FORM_HOOKS.input)}
            className={
              "h-12 w-full rounded-lg border bg-surface-raised pr-10 pl-11 text-base text-fg shadow-sm placeholder:text-fg-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none " +
              (error ? AUDIT_INPUT_BORDER.error : AUDIT_INPUT_BORDER.normal)
            }
          />
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center"
            aria-hidden="true"
            {...hook(AUDIT_FORM_HOOKS.icon)}
          >
            <GlobeIcon />
          </span>
          <span
            id={statusId}
            className="absolute inset-y-0 right-3 flex items-center"
            {...hook(AUDIT_FORM_HOOKS.status)}
            hidden
          >
            <span
              className="text-success"
              role="img"
              aria-label="Secure HTTPS site"
              data-testid={HTTPS_OK_TEST_ID}
              hidden
            >
              <CheckIcon />
            </span>
            <span
              className="text-warning"
              role="img"
              aria-label={AUDIT_URL_MESSAGES.insecureTooltip}
              title={AUDIT_URL_MESSAGES.insecureTooltip}
              {...hook(AUDIT_FORM_HOOKS.insecureMark)}
              hidden
            >
              <WarningIcon />
            </span>
          </span>
        </div>
        <button type="submit" className={buttonClass({ size: "lg" })}>
          {submitLabel}
        </button>
      </div>
      <p
        id={errorId}
        role="alert"
        className="mt-2 text-sm font-medium text-danger"
        {...hook(AUDIT_FORM_HOOKS.error)}
        hidden={!error}
      >
        {error}
      </p>
      <p className="mt-2 text-sm text-warning" {...hook(AUDIT_FORM_HOOKS.insecure)} hidden />
    </form>
  );
}

/**
 * Where a section shows the preview of an audit sent with JavaScript (issue 34 §2): at the
 * section's full width, below the form and the sample it replaces. Empty, and so invisible, until
 * then. Its status line is a live region of its own (the script's), so "Checking…" and "ready" are
 * read out, not the whole report.
 */
export function AuditInlineRegion() {
  return <div {...hook(AUDIT_INLINE_HOOKS.region)} className="text-left" />;
}

/** Marks the sample report beside a form: with JavaScript the real preview takes its place. */
export const auditSampleHook = () => hook(AUDIT_INLINE_HOOKS.sample);

function GlobeIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="#64748b"
      strokeWidth="2"
      data-testid="audit-generic-icon"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

function WarningIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 3l10 18H2L12 3z" />
      <path d="M12 10v5M12 18v.5" />
    </svg>
  );
}
