import { data } from "@remix-run/cloudflare";
import type { Markup } from "~/lib/markup/document-markup.server";
import type { FormReply } from "./reply";

/** A form sent back, with the form again as server markup where the page draws it so (ServerForm). */
export type FormReplyData<K extends string, I extends string = string> = FormReply<K, I> & {
  markup?: Partial<Record<"form", Markup>>;
};

/**
 * Sends a form back with its status (400 refused, 429 too many, 503 not stored, 200 notice) and
 * any headers it needs (Retry-After on a 429; routes pass it on with formHeaders).
 */
export function formReply<K extends string, I extends string = string>(
  status: number,
  reply: FormReplyData<K, I>,
  headers?: HeadersInit,
) {
  return data(reply, { status, headers });
}
