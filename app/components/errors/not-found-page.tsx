import { errorCopy } from "~/content/errors";
import { ErrorShell, HomeLink } from "./error-shell";

export function NotFoundPage() {
  return (
    <ErrorShell>
      <h1 className="text-6xl font-bold tracking-tight">{errorCopy.notFound.code}</h1>
      <p className="text-xl text-fg-muted">{errorCopy.notFound.message}</p>
      <HomeLink />
    </ErrorShell>
  );
}
