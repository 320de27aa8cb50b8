import { sql, type Kysely } from 'kysely';

// Content events, kept for a while after they are sent: a process whose LISTEN connection was
// down reads the ones it missed (src/content/events.ts). Pruned to the last 10 minutes and the
// newest 10,000; never read by id order alone, because ids are taken when a transaction inserts,
// not when it commits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE content_events (
      id bigserial PRIMARY KEY,
      type text NOT NULL,
      ref uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX content_events_created_at ON content_events (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE content_events`.execute(db);
}
