import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/** The versioned migrations drizzle-kit writes (src/server/db/migrations). */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * Any key for the session-level advisory lock that serialises migrations when several
 * instances start at once against one PostgreSQL server ("prmptreel" in ASCII, as a number).
 */
const MIGRATION_LOCK_KEY = 7_021_840_331;

/** A Drizzle database over either driver: the queries are the same for both. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration not yet applied; running it again is a no-op. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseSettings {
  /** A PostgreSQL server (several instances share it). When absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files. */
  dataDir: string;
}

/**
 * Opens the submissions database: a PostgreSQL server when a URL is given, else PGlite in
 * `dataDir` (created when missing). Opening does not touch the schema: call `migrate()`.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  return openPglite(settings.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so nothing else can migrate at the same time.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

function openPostgres(url: string): DatabaseHandle {
  const options = {
    max: 10,
    // An unreachable server must fail a request fast (503), not hold it for 30 s.
    connect_timeout: 3,
    idle_timeout: 60,
    // Nothing from the server's notices is worth a log line here.
    onnotice: () => {},
  };
  const client = postgres(url, options);
  const db = drizzlePostgres({ client });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One connection, so the advisory lock and the migration run in the same session:
      // instances starting together take turns, and the later ones find nothing to do.
      const single = postgres(url, { ...options, max: 1 });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        try {
          await migratePostgres(drizzlePostgres({ client: single }), {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
