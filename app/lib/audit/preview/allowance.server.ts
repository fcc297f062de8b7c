/**
 * The test-only loopback allowance (docs/product.md, "The audit preview's checks"): the browser tests
 * point the preview at fixture sites on 127.0.0.1, which target-safety.ts otherwise refuses. It is
 * honoured only when the site itself runs on a loopback origin, so a deployed Worker (SITE_URL is its
 * public https origin, and production sets no AUDIT_PREVIEW_LOOPBACK_PORTS) can never enable it;
 * allowance.server.test.ts reads wrangler.toml and proves it.
 */
import type { LoopbackAllowance } from "./target-safety";

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}\/?$/;

let warned = false;

/** The allowance, or undefined (always, unless the site runs on a loopback origin and ports are set). */
export function loopbackAllowance(env: {
  AUDIT_PREVIEW_LOOPBACK_PORTS?: string;
  SITE_URL?: string;
}): LoopbackAllowance | undefined {
  const raw = (env.AUDIT_PREVIEW_LOOPBACK_PORTS ?? "").trim();
  if (raw === "") return undefined;
  const ports = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d{1,5}$/.test(part))
    .map(Number)
    .filter((port) => port > 0 && port < 65536);
  const loopbackSite = LOOPBACK_ORIGIN.test(env.SITE_URL ?? "");
  if (!loopbackSite || ports.length === 0) {
    if (!warned) {
      warned = true;
      console.warn(
        `AUDIT_PREVIEW_LOOPBACK_PORTS is set but not honoured: ${
          loopbackSite ? "it names no port" : "SITE_URL is not a loopback http origin"
        }.`,
      );
    }
    return undefined;
  }
  return { ports };
}
