import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

export function insertApiKey(db: Db, userId: string, keyHash: string, label: string | null): Promise<{ id: string }> {
  return db.insertInto('api_keys').values({ user_id: userId, key_hash: keyHash, label, revoked_at: null }).returning('id').executeTakeFirstOrThrow();
}

export function findUserByApiKeyHash(db: Db, keyHash: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .selectAll('users')
    .where('api_keys.key_hash', '=', keyHash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeApiKey(db: Db, id: string): Promise<boolean> {
  const res = await db.updateTable('api_keys').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
