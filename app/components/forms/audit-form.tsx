import { buttonClass } from "~/components/ui/button";
import { Form } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { auditFormCopy, AUDIT_URL_DEBOUNCE_MS } from "~/content/audit-form";
import { useDebouncedValue } from "~/hooks/use-debounced-value";
import { AUDIT_URL_MESSAGES, checkAuditSubmission, checkAuditUrl, type AuditUrlCheck } from "~/lib/audit/audit-url";
import { showToast } from "~/lib/ui/toast";
import { UrlStatus } from "./audit-url-status";

export interface AuditFormProps {
  /** What the visitor typed, when the server sends the form back with an error. */
  defaultValue?: string;
  error?: string;
  /** Dark sections (home) or light pages. */
  submitLabel?: string;
}

/**
 * The free-audit form (docs/product.md §2, §4, §5). As plain HTML: one field named `url` posted to
 * /audit, whose answer (a 303 to the analyser, or the form again with the message) opens in
 * a new tab. With JavaScript: the same rules checked as the visitor types (debounced),
 * a favicon preview, the HTTPS hint, submit disabled while the value is invalid, and a toast
 * when the analysis starts. The native submission still happens, so the server records it.
 */
export function AuditForm({ defaultValue = "", error, submitLabel = "Start Free Audit" }: AuditFormProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const [value, setValue] = useState(defaultValue);
  const [submitError, setSubmitError] = useState<string | undefined>();
  const settled = useDebouncedValue(value, AUDIT_URL_DEBOUNCE_MS);
  const check: AuditUrlCheck = checkAuditUrl(settled);

  const typing = settled !== value;
  const liveError = !typing && check.state === "invalid" ? check.error : undefined;
  // The server's message stands until the visitor edits the field.
  const message = submitError ?? liveError ?? (value === defaultValue ? error : undefined);
  const blocked = !typing && check.state === "invalid";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = checkAuditSubmission(value);
    if (result.state === "invalid") {
      event.preventDefault();
      setSubmitError(result.error);
      return;
    }
    setSubmitError(undefined);
    showToast({ title: auditFormCopy.toast.title, description: auditFormCopy.toast.description });
  }

  return (
    <Form
      method="post"
      action="/audit"
      target="_blank"
      reloadDocument
      className="w-full"
      noValidate
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={`block text-sm font-medium text-fg`}>
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
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSubmitError(undefined);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              [message ? errorId : null, check.state === "valid" ? statusId : null].filter(Boolean).join(" ") ||
              undefined
            }
            className={
              "h-12 w-full rounded-lg border bg-surface-raised pr-10 pl-11 text-base text-fg shadow-sm placeholder:text-fg-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none " +
              (message ? "border-danger" : "border-border-strong")
            }
          />
          <UrlStatus check={check} statusId={statusId} />
        </div>
        <button type="submit" disabled={blocked} className={buttonClass({ size: "lg" })}>
          {submitLabel}
        </button>
      </div>
      {message ? (
        <p id={errorId} role="alert" className={`mt-2 text-sm font-medium text-danger`}>
          {message}
        </p>
      ) : null}
      {check.state === "valid" && !check.https ? (
        <p className={`mt-2 text-sm text-warning`} title={AUDIT_URL_MESSAGES.insecureTooltip}>
          {AUDIT_URL_MESSAGES.insecure}
        </p>
      ) : null}
    </Form>
  );
}
