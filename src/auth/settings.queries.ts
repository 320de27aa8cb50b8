import type { Db } from '../db/database.js';

/** The stored value of `key`, storing `candidate` first when there is none (first writer wins). */
export async function getOrCreateSetting(db: Db, key: string, candidate: string): Promise<string> {
  await db.insertInto('settings').values({ key, value: candidate }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
