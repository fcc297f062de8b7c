import { json } from "@remix-run/cloudflare";
import type { FormReply } from "./reply";

/** Sends a form back with its status (400 refused, 429 too fast, 503 not stored, 200 notice). */
export function formReply<K extends string, I extends string = string>(status: number, reply: FormReply<K, I>) {
  return json<FormReply<K, I>>(reply, { status });
}
