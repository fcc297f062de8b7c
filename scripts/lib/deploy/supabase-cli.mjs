// The pinned Supabase CLI (devDependency `supabase`, exact version; README), run with this Node,
// and the one piece of its output the deploy reads: `migration list`'s table. Its parser is
// checked against the real CLI's output in supabase/migrations.postgres.test.ts.
import { spawnSync } from "node:child_process";
import { packageBin } from "../processes.mjs";

/**
 * Runs the pinned CLI and returns all it printed (it reports on stderr and prints tables on
 * stdout); throws with that text when it fails.
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, input?: string, cwd?: string }} [options]
 */
export function supabaseCli(args, options = {}) {
  const result = spawnSync(process.execPath, [packageBin("supabase"), ...args], {
    cwd: options.cwd,
    input: options.input ?? "",
    encoding: "utf8",
    env: { ...process.env, ...options.env },
  });
  const printed = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`supabase ${args[0]} ${args[1] ?? ""} failed:\n${printed}`);
  return printed;
}

/**
 * `supabase migration list`'s table (Local | Remote | Time) as the versions on one side only.
 * @param {string} text
 * @returns {{ localOnly: string[], remoteOnly: string[] }}
 */
export function parseMigrationList(text) {
  const localOnly = [];
  const remoteOnly = [];
  for (const line of text.split("\n")) {
    const cells = line.split("|").map((cell) => cell.replace(/[`\s]/g, ""));
    if (cells.length < 2) continue;
    const [local, remote] = cells;
    if (!/^\d{14}$/.test(local) && !/^\d{14}$/.test(remote)) continue;
    if (local && !remote) localOnly.push(local);
    if (remote && !local) remoteOnly.push(remote);
  }
  return { localOnly, remoteOnly };
}
