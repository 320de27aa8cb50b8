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

export type NotificationRow = Awaited<ReturnType<typeof insertNotification>>;

/** `unread`: true only unread, false only read, undefined all. */
function filtered(db: Db, userId: string, unread: boolean | undefined) {
  let q = db.selectFrom('notifications').where('user_id', '=', userId);
  if (unread !== undefined) q = q.where('read_at', unread ? 'is' : 'is not', null);
  return q;
}

/** A page, newest first (the (user_id, created_at, id) index reads it in order). */
export function listNotifications(db: Db, userId: string, unread: boolean | undefined, offset: number, limit: number) {
  return filtered(db, userId, unread).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export async function countNotifications(db: Db, userId: string, unread: boolean | undefined): Promise<number> {
  const row = await filtered(db, userId, unread).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every matching notification, newest first, from a cursor (NDJSON). */
export function streamNotifications(db: Db, userId: string, unread: boolean | undefined) {
  return filtered(db, userId, unread).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').stream(500);
}

export function findNotificationById(db: Db, id: string) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserNotification(db: Db, userId: string, id: string) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * The user's notifications created after one of theirs (`after` an id: compared in SQL, at the
 * database's microseconds) or since a time, oldest first, for an event stream catching up. An id
 * that is not one of the user's matches nothing.
 */
export function listNotificationsAfter(db: Db, userId: string, after: { id: string } | { since: Date }, limit: number) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where(
      'id' in after
        ? sql<boolean>`(created_at, id) > (SELECT a.created_at, a.id FROM notifications a WHERE a.id = ${after.id} AND a.user_id = ${userId})`
        : sql<boolean>`created_at >= ${after.since}`,
    )
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Marks read once: a second mark keeps the first time. Undefined when the user has no such notification. */
export function markNotificationRead(db: Db, userId: string, id: string) {
  return db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, clock_timestamp())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}
