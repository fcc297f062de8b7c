import "~/shared-chunk";
import { isRouteErrorResponse } from "@remix-run/react";
import { ForbiddenPage } from "./forbidden-page";
import { NotFoundPage } from "./not-found-page";
import { RequestErrorPage } from "./request-error-page";
import { UnexpectedErrorPage } from "./unexpected-error-page";

/** Which error screen a thrown error gets: 404, 403, another 4xx, or the application error. */
export function RouteErrorPage({ error }: { error: unknown }) {
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
