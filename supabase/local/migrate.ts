/**
 * Bootstraps and migrates the database the way `supabase db reset` does: on a new database,
 * Supabase's base setup (schema.ts), every migration in name order and then seed.sql, all in one
 * transaction; on an existing one, only migrations not yet recorded in
 * `supabase_migrations.schema_migrations`. The seed never runs twice.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database, Tx } from "./db";
import { SUPABASE_BASE_SQL, SUPABASE_BASE_UPGRADES } from "./schema";

export interface MigrationSources {
  /** Directory of `<version>_<name>.sql` files; defaults to `supabase/migrations`. */
  migrationsDir: string;
  /** Seed applied once, to a new database; defaults to `supabase/seed.sql`. */
  seedFile: string;
}

export const DEFAULT_SOURCES: MigrationSources = {
  migrationsDir: fileURLToPath(new URL("../migrations", import.meta.url)),
  seedFile: fileURLToPath(new URL("../seed.sql", import.meta.url)),
};

/**
 * Versions renamed on 2026-11-27: six migrations written on 2026-11-23 had been dated 2026-12-01,
 * so a migration written before December would have sorted before them (ADR 041). A database that
 * recorded the old names has them rewritten, not applied again. A hosted project that applied
 * them runs `supabase migration repair` as the README's deploy section says.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  "20261201000000": "20261123143000",
  "20261201000100": "20261123143001",
  "20261201000200": "20261123143002",
  "20261201000300": "20261123143003",
  "20261201000400": "20261123143004",
  "20261201000500": "20261123143005",
};

interface Migration {
  version: string;
  name: string;
  file: string;
}

async function listMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  return files.map((file) => {
    const match = /^(\d+)_?(.*)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must start with a version number: ${file}`);
    return { version: match[1]!, name: match[2] ?? "", file: join(dir, file) };
  });
}

async function apply(tx: Tx, migration: Migration): Promise<void> {
  const sql = await readFile(migration.file, "utf8");
  try {
    await tx.exec(sql);
  } catch (error) {
    throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await tx.query("insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)", [
    migration.version,
    migration.name,
    [sql],
  ]);
}

export async function applyMigrations(
  db: Database,
  options: Partial<MigrationSources> & { log: (line: string) => void },
): Promise<void> {
  const sources: MigrationSources = {
    migrationsDir: options.migrationsDir ?? DEFAULT_SOURCES.migrationsDir,
    seedFile: options.seedFile ?? DEFAULT_SOURCES.seedFile,
  };
  const migrations = await listMigrations(sources.migrationsDir);
  const [state] = await db.rows<{ table: string | null }>(
    "select to_regclass('supabase_migrations.schema_migrations')::text as table",
  );

  if (!state?.table) {
    const seed = await readFile(sources.seedFile, "utf8").catch(() => "");
    await db.transaction(async (tx) => {
      await tx.exec(SUPABASE_BASE_SQL);
      await tx.exec(SUPABASE_BASE_UPGRADES);
      for (const migration of migrations) await apply(tx, migration);
      if (seed.trim()) {
        try {
          await tx.exec(seed);
        } catch (error) {
          throw new Error(`Seed failed: ${(error as Error).message}`, { cause: error });
        }
      }
    });
    options.log(`Created the database: ${migrations.length} migration(s) applied, seed loaded.`);
    return;
  }

  await db.transaction(async (tx) => {
    await tx.exec(SUPABASE_BASE_UPGRADES);
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS)) {
      await tx.query("update supabase_migrations.schema_migrations set version = $2 where version = $1", [
        before,
        after,
      ]);
    }
  });
  const applied = new Set(
    (await db.rows<{ version: string }>("select version from supabase_migrations.schema_migrations")).map(
      (r) => r.version,
    ),
  );
  const pending = migrations.filter((m) => !applied.has(m.version));
  for (const migration of pending) {
    await db.transaction((tx) => apply(tx, migration));
    options.log(`Applied migration ${migration.version}_${migration.name}.`);
  }
}
