import { withStackLock } from "./stack-lock";

/** A lock older than this was left by a worker that died holding it. */
const STALE_MS = 30_000;

/**
 * Runs a two-step sign-in of a shared account (the demo admin) while no other worker does one.
 * As GoTrue does, the stand-in ends an account's other sessions still at aal1 when a code is
 * verified, and refuses a code accepted moments before: two workers signing the admin in at the
 * same moment would end or refuse each other's.
 */
export async function withTwoStepLock<T>(run: () => Promise<T>): Promise<T> {
  return withStackLock("two-step", STALE_MS, run);
}
