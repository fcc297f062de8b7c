import { errorCopy } from "~/content/errors";
import { ErrorShell, HomeLink } from "./error-shell";

/** A request the site cannot handle (wrong method, not a form, unreadable): say so plainly. */
export function RequestErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <ErrorShell>
      <h1 className="text-3xl font-bold tracking-tight">{errorCopy.request.title}</h1>
      <p className="max-w-xl text-lg text-fg-muted">{message}</p>
      <p className="text-sm text-fg-muted">
        {errorCopy.request.status} {status}
      </p>
      <HomeLink />
    </ErrorShell>
  );
}
