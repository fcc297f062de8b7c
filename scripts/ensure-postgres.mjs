#!/usr/bin/env node
// Finds PostgreSQL's server programs (initdb, pg_ctl, psql) for the test that applies the
// migrations on a real PostgreSQL server through the pinned Supabase CLI
// (supabase/migrations.postgres.test.ts; issue 31). On Debian as root it installs Debian's
// package when none is found; elsewhere it stops at once and says which command to run.
import { existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";
import { installDebianPackage, isDebian } from "./ensure-chromium.mjs";

/** Folders that hold initdb: $PG_BIN, Debian's versioned ones (newest first), then the PATH. */
function candidates() {
  const debian = existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return [process.env.PG_BIN, ...debian, ...(process.env.PATH ?? "").split(delimiter)].filter(Boolean);
}

/** The folder with initdb, pg_ctl and psql, or undefined. */
export function findPostgres() {
  return candidates().find((dir) => ["initdb", "pg_ctl", "psql"].every((tool) => existsSync(join(dir, tool))));
}

export function ensurePostgres() {
  const found = findPostgres();
  if (found) return found;
  if (installDebianPackage("postgresql")) {
    const installed = findPostgres();
    if (installed) return installed;
  }
  const advice = isDebian()
    ? "sudo apt-get install -y postgresql"
    : "install PostgreSQL 15 or newer (e.g. brew install postgresql)";
  throw new Error(
    `The migrations test needs PostgreSQL's server programs (initdb, pg_ctl, psql), and none were found. Run \`${advice}\`, or point PG_BIN at the folder that holds them.`,
  );
}

// `--soft` (npm run test:unit): a machine without PostgreSQL still runs every other unit test; the
// migrations test then fails with the same message.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(`[postgres] using ${ensurePostgres()}`);
  } catch (error) {
    console.error(`[postgres] ${error.message}`);
    if (!process.argv.includes("--soft")) process.exit(1);
  }
}
