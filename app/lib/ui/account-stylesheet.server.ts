import accountStylesheet from "~/styles/account.css";

/**
 * The account frame's stylesheet (app/styles/account.css). Its URL reaches the page through the
 * root loader, not through a module the browser loads, so a visitor's page neither links it nor
 * carries its name: only signed-in viewers, who may open the frame, get it.
 */
export function accountStylesheetFor(signedIn: boolean): string | null {
  return signedIn ? accountStylesheet : null;
}
