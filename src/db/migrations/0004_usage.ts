import { sql, type Kysely } from 'kysely';

// Usage metering in "updates", per team and calendar month, kept in thousandths of an update
// (a row read costs 1, a row written 10) so that sums are exact integers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE teams
      ADD COLUMN quota_milli bigint NOT NULL DEFAULT 25000000,
      ADD COLUMN overage text NOT NULL DEFAULT 'block' CHECK (overage IN ('block', 'metered'));
    CREATE TABLE team_usage (
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      period text NOT NULL,
      used_milli bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (team_id, period)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE team_usage; ALTER TABLE teams DROP COLUMN quota_milli, DROP COLUMN overage`.execute(db);
}
