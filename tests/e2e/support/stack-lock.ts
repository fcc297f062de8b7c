import { mkdir, rmdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_PORTS } from "./servers";

/**
 * Runs `run` while no other holder of the lock `name` runs: one lock per test stack (its port),
 * shared by every worker of every run on that stack, in both tiers. A directory is the lock
 * (`mkdir` is atomic); one held longer than `staleMs` was left by a worker that died holding it.
 */
export async function withStackLock<T>(name: string, staleMs: number, run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `rankwell-e2e-${name}-${TEST_PORTS.site}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (held > staleMs) await rmdir(lock).catch(() => undefined);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await run();
  } finally {
    await rmdir(lock).catch(() => undefined);
  }
}
