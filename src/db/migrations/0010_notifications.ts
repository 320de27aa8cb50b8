import { sql, type Kysely } from 'kysely';

// A user's notifications (specs/notifications.yaml), written by the API and by other interfaces
// (a booking's confirmation). Each insert is announced with NOTIFY user_notifications, payload the
// notification id, so every process's event streams see it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      title text NOT NULL,
      message text NOT NULL,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE notifications`.execute(db);
}
