import { ErrorShell, HomeLink } from "~/components/errors/error-shell";
import { authTitles } from "~/content/auth";

export function AuthUnavailable({ message }: { message: string }) {
  return (
    <ErrorShell>
      <h1 className="text-3xl font-bold tracking-tight">{authTitles.unavailable}</h1>
      <p role="alert" className="max-w-md text-lg text-fg-muted">
        {message}
      </p>
      <HomeLink />
    </ErrorShell>
  );
}
