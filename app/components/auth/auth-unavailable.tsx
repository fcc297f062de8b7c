import { isRouteErrorResponse } from "@remix-run/react";
import { RouteErrorPage } from "~/components/errors/route-error-page";
import { ErrorActions, ErrorFrame, ErrorStatus, ErrorText, ErrorTitle } from "~/components/errors/error-frame";
import { authMessages, authTitles } from "~/content/auth";
import { errorCopy } from "~/content/errors";

/** /auth while the auth service does not answer (503): the message, and the way home. */
export function AuthUnavailable({ message }: { message: string }) {
  return (
    <ErrorFrame>
      <ErrorStatus tone="warning">{`${errorCopy.request.status} 503`}</ErrorStatus>
      <ErrorTitle>{authTitles.unavailable}</ErrorTitle>
      <ErrorText role="alert">{message}</ErrorText>
      <ErrorActions />
    </ErrorFrame>
  );
}

/**
 * What /auth shows when its loader or action threw: the 503 above while the auth service is down,
 * else the site's error screens. Fetched in the browser only when it shows (app/routes/auth._index/route.tsx).
 */
export function AuthErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 503) {
    const message = (error.data as { message?: string } | undefined)?.message ?? authMessages.unavailable;
    return <AuthUnavailable message={message} />;
  }
  return <RouteErrorPage error={error} />;
}
