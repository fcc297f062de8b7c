import { H1_SIZE } from "~/components/ui/h1-size";
import { Fragment } from "react";
import { Eyebrow } from "~/components/ui/section-heading.markup";
import { auditPreviewCopy as copy } from "~/content/audit-preview";

/**
 * The audit preview's heading and its report's place (ADR 046), the main column of the page
 * (the route draws the side panel beside it). `reportHtml` is the report, or,
 * while it is being made, the placeholder the document streams it into; the "checking" line
 * before it shows only until the report follows it (a CSS rule on the report's attribute), so a
 * browser without JavaScript sees the page at once and the findings as soon as they exist. The
 * report's place is a polite live region: what arrives there is read out.
 */
export function AuditPreviewBody({ hostname, reportHtml }: { hostname: string; reportHtml: string }) {
  return (
    <div className="min-w-0">
      <Eyebrow>{copy.eyebrow}</Eyebrow>
      <h1 className={`mt-3 break-words ${H1_SIZE.page}`}>
        {copy.titlePrefix}
        <HostName hostname={hostname} />
      </h1>
      <p className="mt-3 max-w-2xl text-fg-muted">{copy.description}</p>
      <div className="mt-8" aria-live="polite">
        <p
          role="status"
          className="rounded-card border border-border bg-surface-raised p-5 text-fg [&:has(~*_[data-audit-report])]:hidden"
        >
          <strong className="block font-semibold">{copy.checking(hostname)}</strong>
          <span className="mt-1 block text-sm text-fg-muted">{copy.checkingDetail}</span>
        </p>
        <div dangerouslySetInnerHTML={{ __html: reportHtml }} className="contents" />
      </div>
    </div>
  );
}

/** A preview that could not be made, or is no longer kept: the message and a way on. */
export function AuditPreviewMessage({ message }: { message: string }) {
  return (
    <div className="py-6 sm:py-10">
      <h1 className={H1_SIZE.page}>{message}</h1>
      <p className="mt-6">
        <a href="/audit" className="font-medium text-accent underline underline-offset-4">
          {copy.anotherSite}
        </a>
      </p>
    </div>
  );
}

/** A hostname that may break after its dots and hyphens on a phone, never inside a label. */
function HostName({ hostname }: { hostname: string }) {
  return hostname.split(/(?<=[.-])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
