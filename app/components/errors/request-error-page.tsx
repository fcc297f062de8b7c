import { errorCopy } from "~/content/errors";
import { ErrorActions, ErrorFrame, ErrorStatus, ErrorText, ErrorTitle } from "./error-frame";

/** A request the site cannot handle (wrong method, not a form, unreadable): say so plainly. */
export function RequestErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <ErrorFrame>
      <ErrorStatus tone="warning">
        {errorCopy.request.status} {status}
      </ErrorStatus>
      <ErrorTitle>{errorCopy.request.title}</ErrorTitle>
      <ErrorText>{message}</ErrorText>
      <ErrorActions />
    </ErrorFrame>
  );
}
