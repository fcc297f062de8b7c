import { useState } from "react";
import { AUDIT_URL_MESSAGES, type AuditUrlCheck } from "~/lib/audit/audit-url";

/**
 * Inside the audit field: the site's favicon (a generic globe if it fails to load) on the
 * left, and on the right a green check for https or a warning mark for http.
 */
export function UrlStatus({ check, statusId }: { check: AuditUrlCheck; statusId: string }) {
  const [failedIcon, setFailedIcon] = useState<string | null>(null);
  const valid = check.state === "valid" ? check : null;
  const showFavicon = valid && failedIcon !== valid.faviconUrl;
  return (
    <>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center" aria-hidden="true">
        {showFavicon ? (
          <img
            key={valid.faviconUrl}
            src={valid.faviconUrl}
            alt=""
            width={20}
            height={20}
            referrerPolicy="no-referrer"
            data-testid="audit-favicon"
            onError={() => setFailedIcon(valid.faviconUrl)}
          />
        ) : (
          <GlobeIcon />
        )}
      </span>
      {valid ? (
        <span id={statusId} className="absolute inset-y-0 right-3 flex items-center">
          {valid.https ? (
            <span className="text-success" role="img" aria-label="Secure HTTPS site" data-testid="audit-https-ok">
              <CheckIcon />
            </span>
          ) : (
            <span
              className="text-warning"
              role="img"
              aria-label={AUDIT_URL_MESSAGES.insecureTooltip}
              title={AUDIT_URL_MESSAGES.insecureTooltip}
            >
              <WarningIcon />
            </span>
          )}
        </span>
      ) : null}
    </>
  );
}

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
