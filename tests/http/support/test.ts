/**
 * The HTTP tier's `test` (ADR 054): what the server's HTML, status codes and headers prove is
 * checked here, against the same stack as the browser tests, with no browser. A request and a
 * parse cost milliseconds; a page load in Chromium costs a second or more, four on a slow machine.
 *
 * - Each test comes from a visitor address of its own (CF-Connecting-IP), as in tests/e2e, so
 *   rate limits count per test.
 * - `page`, `context` and `browser` are refused: a test that needs one belongs in tests/e2e.
 */
import { expect, test as base, type APIRequestContext, type APIResponse } from "@playwright/test";
import { parseDocument } from "./html-document";
import { visitorAddress } from "../../e2e/support/bot-traps";

export { expect };
export { isRendered, parseDocument, textOf } from "./html-document";
export type { APIRequestContext, APIResponse };

const NO_BROWSER = "tests/http runs without a browser (ADR 054): use `request`, or move the test to tests/e2e";

/** A fixture the HTTP tier refuses: whoever asks for it learns where the test belongs. */
async function refuse(): Promise<never> {
  throw new Error(NO_BROWSER);
}

export const test = base.extend<object, { browser: never }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": visitorAddress() });
  },
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  page: async ({}) => refuse(),
  // eslint-disable-next-line no-empty-pattern
  context: async ({}) => refuse(),
  // eslint-disable-next-line no-empty-pattern
  browser: [async ({}) => refuse(), { scope: "worker" }],
});

/** A page as the server sent it: its response, its HTML text and the document parsed from it. */
export interface Served {
  response: APIResponse;
  status: number;
  html: string;
  document: Document;
}

/** GETs a path (no redirect followed unless asked) and parses what came back. */
export async function served(
  request: APIRequestContext,
  path: string,
  options: { maxRedirects?: number; headers?: Record<string, string> } = {},
): Promise<Served> {
  const response = await request.get(path, { maxRedirects: options.maxRedirects ?? 0, headers: options.headers });
  const html = await response.text();
  return { response, status: response.status(), html, document: parseDocument(html) };
}

/**
 * Signs an account without a second factor in through the /auth form's POST, as a browser without
 * JavaScript does; the request context keeps the session's cookies for the test's next requests.
 */
export async function signInByRequest(
  request: APIRequestContext,
  account: { email: string; password: string },
  origin: string,
): Promise<void> {
  const response = await request.post("/auth", {
    form: { intent: "sign-in", redirectTo: "/dashboard", email: account.email, password: account.password },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${account.email}`).toBe(302);
  expect(response.headers()["location"]).toBe("/dashboard");
}
