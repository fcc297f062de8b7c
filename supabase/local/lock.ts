/**
 * A pid file that keeps two stand-ins from opening the same data directory (PGlite has no
 * lock of its own, and two writers would corrupt it). A lock left by a dead process is taken over.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

const LOCK_FILE = "stand-in.pid";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on `dir`; resolves to the function that releases it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = join(dir, LOCK_FILE);
  try {
    await writeFile(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number((await readFile(file, "utf8").catch(() => "")).trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`The data directory ${dir} is in use by another local Supabase stand-in (pid ${holder}).`);
    }
    await writeFile(file, String(process.pid));
  }
  return () => rm(file, { force: true });
}
