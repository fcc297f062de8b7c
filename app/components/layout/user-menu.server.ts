/**
 * The user menu for the server's render. The root imports it from here so that the browser build,
 * which replaces `*.server` modules with empty ones, fetches it only for signed-in viewers.
 */
export { UserMenu } from "./user-menu";
