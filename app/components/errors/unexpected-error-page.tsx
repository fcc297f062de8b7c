import { isRouteErrorResponse } from "@remix-run/react";
import { errorCopy } from "~/content/errors";
import { ErrorShell, HomeLink } from "./error-shell";

/** docs/product.md §2: "Unexpected Application Error!" with the message; the stack only in development. */
export function UnexpectedErrorPage({ error }: { error: unknown }) {
  const { message, stack } = describe(error);
  return (
    <ErrorShell>
      <h1 className="text-3xl font-bold tracking-tight">{errorCopy.unexpected.title}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{message}</p>
      {process.env.NODE_ENV === "development" && stack ? (
        <pre className="max-w-3xl overflow-auto rounded bg-slate-900 p-4 text-left text-sm text-slate-100">{stack}</pre>
      ) : null}
      <HomeLink />
    </ErrorShell>
  );
}

function describe(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
    return { message: `${error.status} ${detail}`.trim() };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: "Something went wrong." };
}
