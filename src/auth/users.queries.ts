import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import type { NewUserRow, UserRow } from '../db/schema.js';

/** Runs on every authenticated request. Columns named, not *: see prepared.ts. */
export const findUserById = prepared((db: Db, id: string) =>
  db.selectFrom('users').select(['id', 'email', 'name', 'password_hash', 'role', 'status', 'version', 'created_at', 'updated_at']).where('id', '=', id),
);

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
}

export function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Applies the change only when the stored version is `expectedVersion` (any, when undefined); undefined otherwise. */
export function updateUserIfVersion(
  db: Db,
  id: string,
  expectedVersion: number | undefined,
  change: { email?: string; name?: string; password_hash?: string; role?: UserRow['role'] },
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...change, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .$if(expectedVersion !== undefined, (q) => q.where('version', '=', expectedVersion!))
    .returningAll()
    .executeTakeFirst();
}

export function updateUserByEmail(db: Db, email: string, change: { password_hash?: string; role?: UserRow['role'] }): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...change, version: sql`version + 1`, updated_at: sql`now()` })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .returningAll()
    .executeTakeFirst();
}

export function listUsers(db: Db, skip: number, limit: number): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').offset(skip).limit(limit).execute();
}

export function streamUsers(db: Db, skip: number): AsyncIterableIterator<UserRow> {
  return db.selectFrom('users').selectAll().orderBy('created_at').orderBy('id').offset(skip).stream(500);
}

export function deleteUserByEmail(db: Db, email: string): Promise<{ numDeletedRows: bigint }> {
  return db.deleteFrom('users').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirstOrThrow();
}
