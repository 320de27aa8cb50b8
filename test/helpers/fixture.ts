// The usual set-up of a test file: its own database, one in-process server, a contract client.
import { after, before } from 'node:test';
import { Client } from './contract.js';
import { createTestDatabase, openDb } from './db.js';
import { startServer, type TestServer } from './server.js';
import type { Db } from '../../src/db/database.js';

export interface Fixture {
  server: TestServer;
  api: Client;
  /** A pool on the file's database, for seeding and for checking what was stored. */
  db: Db;
  dbUrl: string;
}

/**
 * Registers before/after hooks; the fields are set once `before` has run. `seed` runs inside the
 * same hook, after the server is up (separate top-level hooks are not ordered reliably).
 */
export function useServer(env: Record<string, string> = {}, seed?: (f: Fixture) => Promise<void>): Fixture {
  const f = {} as Fixture;
  before(async () => {
    f.dbUrl = await createTestDatabase();
    f.server = await startServer(f.dbUrl, env);
    f.api = await Client.for(f.server.url);
    f.db = openDb(f.dbUrl);
    await seed?.(f);
  });
  after(async () => {
    await f.db?.destroy();
    await f.server?.stop();
  });
  return f;
}
