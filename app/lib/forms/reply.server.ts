import { json } from "@remix-run/cloudflare";
import type { FormReply } from "./reply";

/**
 * Sends a form back with its status (400 refused, 429 too many, 503 not stored, 200 notice) and
 * any headers it needs (Retry-After on a 429; routes pass it on with formHeaders).
 */
export function formReply<K extends string, I extends string = string>(
  status: number,
  reply: FormReply<K, I> & { markup?: Partial<Record<"form", string>> },
  headers?: HeadersInit,
) {
  return json<FormReply<K, I> & { markup?: Partial<Record<"form", string>> }>(reply, { status, headers });
}
