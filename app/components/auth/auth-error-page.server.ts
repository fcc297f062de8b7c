/**
 * /auth's error screens for the server's render. The route imports them from here so that the
 * browser build, which replaces `*.server` modules with empty ones, loads them only when one shows.
 */
export { AuthErrorPage } from "./auth-unavailable";
