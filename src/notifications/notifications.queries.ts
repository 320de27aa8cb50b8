// Notifications' SQL. insertNotification is also how other interfaces notify a user (a booking's
// confirmation): pass their transaction, and the notification exists only if it commits.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export const NOTIFICATIONS_CHANNEL = 'user_notifications';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
}

/** Inserts one notification and announces it (NOTIFY is delivered on commit). */
export async function insertNotification(db: Db, n: NewNotification) {
  const row = await db
    .insertInto('notifications')
    .values({ user_id: n.userId, title: n.title, message: n.message })
    .returningAll()
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${row.id}::text)`.execute(db);
  return row;
}
