import { errorCopy } from "~/content/errors";
import { ErrorActions, ErrorCode, ErrorMessage, ErrorShell, ErrorText } from "./error-shell";

const copy = errorCopy.forbidden;

export function ForbiddenPage() {
  return (
    <ErrorShell>
      <ErrorCode>{copy.code}</ErrorCode>
      <ErrorMessage>{copy.message}</ErrorMessage>
      <ErrorText>{copy.detail}</ErrorText>
      <ErrorActions secondary={copy.dashboard} />
    </ErrorShell>
  );
}
