/**
 * PGlite lifecycle: one database per process, opened from a data directory (or in memory),
 * bootstrapped on first use, and accessed one transaction at a time through a queue
 * (PGlite has a single connection).
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { lockDataDir } from "./lock";
import { applyMigrations, type MigrationSources } from "./migrate";

export type Tx = Transaction;

export interface Database {
  /** Runs `fn` in its own transaction, after every earlier one has finished. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Shorthand: one statement in its own transaction; returns the rows. */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface OpenOptions extends Partial<MigrationSources> {
  /** Directory holding the database files; undefined keeps the database in memory. */
  dataDir?: string;
  log: (line: string) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const pgdata = options.dataDir ? join(options.dataDir, "pgdata") : undefined;
  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(pgdata, { extensions: { pgcrypto } });
  } catch (error) {
    await unlock();
    throw error;
  }
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;

  const transaction = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error("database is closed"));
    const run = tail.then(
      () => pg.transaction(fn),
      () => pg.transaction(fn),
    );
    tail = run.catch(() => undefined);
    return run;
  };

  const db: Database = {
    transaction,
    rows: (sql, params) => transaction(async (tx) => (await tx.query(sql, params)).rows as never),
    async close() {
      if (closed) return;
      closed = true;
      await tail;
      try {
        await pg.close();
      } finally {
        await unlock();
      }
    },
  };

  try {
    await applyMigrations(db, {
      migrationsDir: options.migrationsDir,
      seedFile: options.seedFile,
      log: options.log,
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
