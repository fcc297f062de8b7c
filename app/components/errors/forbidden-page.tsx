import { errorCopy } from "~/content/errors";
import { ErrorShell, HomeLink } from "./error-shell";

export function ForbiddenPage() {
  return (
    <ErrorShell>
      <h1 className="text-6xl font-bold tracking-tight">{errorCopy.forbidden.code}</h1>
      <p className="text-xl text-fg-muted">{errorCopy.forbidden.message}</p>
      <p className="max-w-md text-fg-muted">{errorCopy.forbidden.detail}</p>
      <HomeLink />
    </ErrorShell>
  );
}
