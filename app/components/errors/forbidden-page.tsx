import { errorCopy } from "~/content/errors";
import { ErrorActions, ErrorCode, ErrorMessage, ErrorFrame, ErrorText } from "./error-frame";

const copy = errorCopy.forbidden;

export function ForbiddenPage() {
  return (
    <ErrorFrame>
      <ErrorCode>{copy.code}</ErrorCode>
      <ErrorMessage>{copy.message}</ErrorMessage>
      <ErrorText>{copy.detail}</ErrorText>
      <ErrorActions secondary={copy.dashboard} />
    </ErrorFrame>
  );
}
