import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface StoredEvent {
  seq: string;
  type: string;
  id: string;
  /** When the event was recorded (epoch ms, PostgreSQL's clock): its delivery lag is measured from it. */
  at?: number;
}

/**
 * Records an event and queues its notification in the caller's transaction: both happen on
 * commit, neither on rollback. The payload carries the event's sequence number.
 */
export async function recordEvent(trx: Db, channel: string, type: string, ref: string): Promise<void> {
  await sql`
    WITH e AS (INSERT INTO content_events (type, ref) VALUES (${type}, ${ref}) RETURNING id, type, ref, created_at)
    SELECT pg_notify(${channel}, json_build_object('seq', id::text, 'type', type, 'id', ref, 'at', floor(extract(epoch FROM created_at) * 1000))::text) FROM e
  `.execute(trx);
}

/** Events recorded since a moment, oldest first: the newest `limit` of them. */
export async function eventsSince(db: Db, since: Date, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('content_events')
    .select(['id', 'type', 'ref', 'created_at'])
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ seq: r.id, type: r.type, id: r.ref, at: r.created_at.getTime() }));
}

/** Drops events recorded before a moment, and all but the newest `keep`. */
export async function pruneEvents(db: Db, before: Date, keep: number): Promise<void> {
  await db
    .deleteFrom('content_events')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', before),
        eb('id', '<=', eb.selectFrom('content_events').select('id').orderBy('id', 'desc').offset(keep).limit(1)),
      ]),
    )
    .execute();
}
