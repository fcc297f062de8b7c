/**
 * The migrations on a real PostgreSQL server, through the pinned Supabase CLI, as `npm run deploy`
 * pushes them to a hosted project (issue 31): the stand-in runs them on PGlite, which is
 * PostgreSQL compiled to WebAssembly but not a server. The server gets the part of Supabase's own
 * setup the migrations rely on (supabase/local/schema.ts: roles, the `auth` schema), as the
 * stand-in's does. Needs PostgreSQL's programs: `npm run test:unit` installs Debian's package as
 * root, and otherwise says what to install (scripts/ensure-postgres.mjs).
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMigrationList, supabaseCli } from "../scripts/lib/deploy/supabase-cli.mjs";
import { startPostgres } from "../scripts/lib/postgres-server.mjs";
import { SUPABASE_BASE_SQL, SUPABASE_BASE_UPGRADES } from "./local/schema";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VERSIONS = readdirSync(new URL("./migrations", import.meta.url))
  .filter((name) => name.endsWith(".sql"))
  .sort()
  .map((name) => name.slice(0, 14));

/**
 * Each CLI call takes about a second on a quiet machine and several on a slow one; a test makes up
 * to four. The limit only stops a hung server, it judges no speed.
 */
const CLI_TESTS = { timeout: 180_000 };

let server: Awaited<ReturnType<typeof startPostgres>>;
const cli = (...args: string[]) => supabaseCli([...args, "--db-url", server.url], { cwd: ROOT });

beforeAll(async () => {
  server = await startPostgres();
  // The CLI keeps its own history table; the stand-in's copy of it would only be in the way.
  server.psql(SUPABASE_BASE_SQL.replace(/create schema supabase_migrations;[\s\S]*$/, "") + SUPABASE_BASE_UPGRADES);
}, 300_000);

afterAll(() => server?.stop());

describe("the migrations on a real PostgreSQL server, through the pinned Supabase CLI", CLI_TESTS, () => {
  it("lists every migration as pending on a new project, and the deploy reads that list", () => {
    expect(cli("db", "push", "--dry-run")).toContain("Would push these migrations");
    expect(parseMigrationList(cli("migration", "list"))).toEqual({ localOnly: VERSIONS, remoteOnly: [] });
  });

  it("applies all of them, then has nothing left to push", () => {
    cli("db", "push", "--yes");
    expect(parseMigrationList(cli("migration", "list"))).toEqual({ localOnly: [], remoteOnly: [] });
    expect(cli("db", "push", "--dry-run")).toContain("Remote database is up to date");
    expect(server.psql("select count(*) from supabase_migrations.schema_migrations")).toBe(String(VERSIONS.length));
  });

  it("leaves row-level security on every table of the public schema", () => {
    const tables = server.psql("select count(*) from pg_tables where schemaname = 'public'");
    expect(Number(tables)).toBeGreaterThan(5);
    expect(
      server.psql("select string_agg(tablename, ',') from pg_tables where schemaname = 'public' and not rowsecurity"),
    ).toBe("");
  });

  it("lets a visitor read no profile and write no lead", () => {
    const asAnon = (sql: string) => server.psql(`begin; set local role anon; ${sql}; rollback;`);
    expect(asAnon("select count(*) from public.profiles")).toBe("0");
    // A lead can only be written through the Worker's secret key (the service role), never by a visitor.
    expect(() => asAnon("insert into public.leads (name, email) values ('x', 'x@example.org')")).toThrow(
      /permission denied|row-level security/,
    );
  });

  it("reports a migration the repository does not know, as an older project's renamed ones", () => {
    server.psql(
      "insert into supabase_migrations.schema_migrations (version, name) values ('20261201000000', 'profiles')",
    );
    expect(parseMigrationList(cli("migration", "list"))).toEqual({ localOnly: [], remoteOnly: ["20261201000000"] });
  });
});
