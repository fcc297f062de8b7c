import { isRouteErrorResponse, useLocation } from "@remix-run/react";
import { errorCopy } from "~/content/errors";
import { ErrorActions, ErrorFrame, ErrorStatus, ErrorText, ErrorTitle } from "./error-frame";

const copy = errorCopy.unexpected;

/**
 * docs/product.md §2.8: "Unexpected Application Error!" with the message; the stack only in
 * development. "Try again" loads the same address afresh, for failures that pass.
 */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const { message, stack } = describe(error);
  const { pathname, search } = useLocation();
  return (
    <ErrorFrame>
      <ErrorStatus tone="danger">{describeStatus(error)}</ErrorStatus>
      <ErrorTitle>{copy.title}</ErrorTitle>
      <ErrorText>{message}</ErrorText>
      {process.env.NODE_ENV === "development" && stack ? (
        <pre className="mt-8 max-h-80 w-full max-w-3xl overflow-auto rounded-card border border-border bg-surface-raised p-4 text-left font-mono text-xs text-fg-muted">
          {stack}
        </pre>
      ) : null}
      <ErrorActions secondary={{ label: copy.retry, href: `${pathname}${search}` }} />
    </ErrorFrame>
  );
}

function describeStatus(error: unknown): string {
  return `${errorCopy.request.status} ${isRouteErrorResponse(error) ? error.status : 500}`;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { message: `${error.status} ${detail}`.trim() };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: copy.fallbackMessage };
}
