import type { Page } from "@playwright/test";

/** Helpers for asserting on the raw HTML the server sent (browsers hide nonce values from the DOM). */

export function cspNonce(csp: string | null | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
}

/** The `nonce` attribute of every `<script>` tag, in document order (undefined when absent). */
export function scriptNonces(html: string): Array<string | undefined> {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => /\bnonce="([^"]*)"/.exec(match[1] ?? "")?.[1]);
}

export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * Resolves once the page has hydrated and every effect of its first render has run (app/root.tsx
 * marks the document), so a key or a click reaches the listeners those effects attach. Remix's
 * router exists earlier: React hydrates in slices, and a slow machine is still hydrating then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/** Opens a page and waits until Remix has hydrated it, so a click goes through the page's scripts. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
