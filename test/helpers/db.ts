// One database per test file, cloned from the migrated template the runner made.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../../src/db/database.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { insertUser } from '../../src/auth/users.queries.js';
import type { UserRow } from '../../src/db/schema.js';

export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('run the tests with `npm test` (it starts PostgreSQL and sets TEST_PG_ADMIN_URL)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.TEST_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

export function openDb(url: string): Db {
  return createDb(url, 2);
}

// One scrypt hash per password and test file (at the run's PASSWORD_HASH_COST): seeded users with
// the same password share its salt, which no test is about.
const hashes = new Map<string, Promise<string>>();

export async function seedUser(db: Db, fields: { email?: string; password?: string; role?: UserRow['role']; name?: string } = {}): Promise<UserRow & { password: string }> {
  const password = fields.password ?? 'password123';
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, process.env.PASSWORD_HASH_COST ? Number(process.env.PASSWORD_HASH_COST) : undefined)));
  const row = await insertUser(db, {
    email: fields.email ?? `u${randomBytes(4).toString('hex')}@example.com`,
    name: fields.name ?? 'Test User',
    role: fields.role ?? 'user',
    password_hash: await hash,
  });
  return { ...row, password };
}
