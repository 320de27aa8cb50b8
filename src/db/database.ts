import { Kysely, Migrator, PostgresDialect, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

export type Db = Kysely<Database>;

// Return timestamps as Date and bigint (int8) as string: the defaults of pg, written down.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

const pools = new WeakMap<object, pg.Pool>();
const statements = new WeakMap<pg.Pool, { count: number; recent: string[] }>();

/** How many SQL statements the Db's pool has sent since it was made (for tests of batching). */
export function statementCount(db: Db): number {
  const pool = poolOf(db);
  return pool ? (statements.get(pool)?.count ?? 0) : 0;
}

/** The last few statements' SQL (for the messages of failed tests). */
export function recentStatements(db: Db): string[] {
  const pool = poolOf(db);
  return pool ? [...(statements.get(pool)?.recent ?? [])] : [];
}

/** The pg pool behind a Db made by createDb (undefined for a transaction). */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * `countStatements`: keep statementCount/recentStatements (a testing aid: DB_STATEMENT_STATS).
 * `connectTimeoutMs`: how long a caller waits for a connection (a free one of the pool, or a new
 * one); then pg gives up with an error that the interfaces answer as 503, not a request that hangs.
 */
export function createDb(connectionString: string, poolSize: number, { countStatements = false, connectTimeoutMs = 5000 } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000, connectionTimeoutMillis: connectTimeoutMs });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  if (countStatements) {
    const counter = { count: 0, recent: [] as string[] };
    statements.set(pool, counter);
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        counter.count++;
        const first = args[0] as string | { text?: string };
        counter.recent.push(String(typeof first === 'string' ? first : first?.text).slice(0, 80));
        if (counter.recent.length > 12) counter.recent.shift();
        return query(...args);
      };
    });
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  pools.set(db, pool);
  return db;
}

/**
 * A connection of its own for LISTEN, named after its use and the process (so an operator, or a
 * test, can tell whose listener a backend is), with TCP keep-alive so that a connection that died
 * silently (a vanished host) is noticed, not only a closed one.
 */
export function listenerClient(connectionString: string, use: string): pg.Client {
  return new pg.Client({
    connectionString,
    application_name: `${use} ${process.pid}`,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
}

export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  // Kysely's Postgres adapter takes an advisory lock, so concurrent processes migrate once.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
