import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Adds `amount` to the window's counter and returns the new total. */
export async function incrementRateCounter(db: Db, key: string, windowStart: number, amount: number): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: amount })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function deleteRateCountersBefore(db: Db, windowStart: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', String(windowStart)).execute();
}
