// The content interface's reads and writes of the platform's one users table.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import type { UserModel } from './models.js';

export const USER_COLUMNS = ['users.id', 'users.email', 'users.name', 'users.role', 'users.status', 'users.created_at'] as const;

export function findUserModel(db: Db, id: string): Promise<UserModel | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
}

export function usersByIds(db: Db, ids: readonly string[]): Promise<UserModel[]> {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', 'in', ids).execute();
}

export function listUsersOldestFirst(db: Db, limit: number): Promise<UserModel[]> {
  return db.selectFrom('users').select(USER_COLUMNS).orderBy('users.created_at').orderBy('users.id').limit(limit).execute();
}

export function findUserForUpdate(db: Db, id: string): Promise<UserModel | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).forUpdate().executeTakeFirst();
}

export function updateUserFields(db: Db, id: string, change: { email?: string; name?: string; role?: UserRow['role']; status?: UserRow['status'] }): Promise<UserModel> {
  return db
    .updateTable('users')
    .set({ ...change, version: sql`version + 1`, updated_at: sql`now()` })
    .where('users.id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteUserById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
