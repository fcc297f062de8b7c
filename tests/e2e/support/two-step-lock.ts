import { mkdir, rmdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_PORTS } from "./servers";

/** One lock per test stack (its port), shared by all of the run's workers. */
const LOCK = join(tmpdir(), `rankwell-e2e-two-step-${TEST_PORTS.site}`);
/** A lock older than this was left by a worker that died holding it. */
const STALE_MS = 30_000;

/**
 * Runs a two-step sign-in of a shared account (the demo admin) while no other worker does one.
 * As GoTrue does, the stand-in ends an account's other sessions still at aal1 when a code is
 * verified, and refuses a code accepted moments before: two workers signing the admin in at the
 * same moment would end or refuse each other's. A directory is the lock (`mkdir` is atomic).
 */
export async function withTwoStepLock<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await stat(LOCK).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (held > STALE_MS) await rmdir(LOCK).catch(() => undefined);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    await rmdir(LOCK).catch(() => undefined);
  }
}
