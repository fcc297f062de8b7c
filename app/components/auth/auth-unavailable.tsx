import { ErrorActions, ErrorShell, ErrorStatus, ErrorText, ErrorTitle } from "~/components/errors/error-shell";
import { authTitles } from "~/content/auth";
import { errorCopy } from "~/content/errors";

/** /auth while the auth service does not answer (503): the message, and the way home. */
export function AuthUnavailable({ message }: { message: string }) {
  return (
    <ErrorShell>
      <ErrorStatus tone="warning">{`${errorCopy.request.status} 503`}</ErrorStatus>
      <ErrorTitle>{authTitles.unavailable}</ErrorTitle>
      <ErrorText role="alert">{message}</ErrorText>
      <ErrorActions />
    </ErrorShell>
  );
}
