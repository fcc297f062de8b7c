/**
 * The error screens for the server's render. The root imports them from here so that the browser
 * build, which replaces `*.server` modules with empty ones, loads them only when a screen shows.
 */
export { RouteErrorPage } from "./route-error-page";
