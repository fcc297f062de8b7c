// The sign-in page's error boundary, fetched only when it renders in the browser.
import "~/shared-chunk";

export { AuthErrorPage } from "~/components/auth/auth-unavailable";
