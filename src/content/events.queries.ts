import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Queues a notification in the caller's transaction: sent on commit, dropped on rollback. */
export async function sendNotification(trx: Db, channel: string, payload: string): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(trx);
}
