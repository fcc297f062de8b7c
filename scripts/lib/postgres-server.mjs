// A throwaway PostgreSQL server for one test file: a new data directory, a free port, trust
// authentication on 127.0.0.1 only, fsync off (nothing here must survive), removed on stop.
// PostgreSQL refuses to run as root; as root (CI's containers) the server runs as the `postgres`
// user that Debian's package creates.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensurePostgres } from "../ensure-postgres.mjs";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bin = ensurePostgres();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "rankwell-pg-"));
  if (asRoot) {
    const id = (flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const server = (tool, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, tool), args, { stdio: "pipe" });

  const data = join(dir, "data");
  server("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  server("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "120", "start"]);

  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    /** Runs SQL through psql, stopping at the first error; returns what it printed (unaligned, tuples only). */
    psql(sql) {
      return execFileSync(
        join(bin, "psql"),
        ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-v", "ON_ERROR_STOP=1", "-qAt", "-f", "-"],
        { input: sql, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] },
      ).trim();
    },
    stop() {
      try {
        server("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
