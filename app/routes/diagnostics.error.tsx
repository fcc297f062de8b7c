import "~/shared-chunk";
import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Error check" }, { name: "robots", content: "noindex,nofollow" }];

export async function loader(): Promise<never> {
  throw new Error("Diagnostics route failed on purpose");
}

export default function ErrorCheck() {
  return null;
}
