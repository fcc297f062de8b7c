import { isRouteErrorResponse } from "@remix-run/react";
import { CompactHeader } from "~/components/layout/compact-header";
import { ForbiddenPage } from "./forbidden-page";
import { NotFoundPage } from "./not-found-page";
import { RequestErrorPage } from "./request-error-page";
import { UnexpectedErrorPage } from "./unexpected-error-page";

/**
 * An error screen, under the slim header (`header`) where the root draws it outside the account
 * frame. In the browser this module is fetched only when a screen shows (app/root.tsx).
 */
export function RouteErrorPage({ error, header = false }: { error: unknown; header?: boolean }) {
  return (
    <>
      {header ? <CompactHeader /> : null}
      <ErrorScreen error={error} />
    </>
  );
}

/** Which error screen a thrown error gets: 404, 403, another 4xx, or the application error. */
function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 403) return <ForbiddenPage />;
    if (error.status >= 400 && error.status < 500) {
      const message = typeof error.data === "string" && error.data ? error.data : error.statusText;
      return <RequestErrorPage status={error.status} message={message} />;
    }
  }
  return <UnexpectedErrorPage error={error} />;
}
