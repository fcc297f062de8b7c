// The error page's React half, fetched only when a route's boundary renders in the browser.
import "~/shared-chunk";

export { RouteErrorPage } from "~/components/errors/route-error-page";
