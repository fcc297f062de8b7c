import type { AppLoadContext } from "@remix-run/cloudflare";
import { contactBook, type ContactBook } from "./contact-book";

/**
 * The request's contact book, from the settings the root loader reads too (one query per request).
 * A server module, so route modules can call it from their loaders without its imports reaching
 * the browser (docs/decisions/027).
 */
export async function requestContactBook(context: AppLoadContext): Promise<ContactBook> {
  return contactBook(await context.settings());
}
