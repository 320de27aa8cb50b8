import { sql, type Kysely } from 'kysely';

// Answers of the geocode proxy's provider (specs/geocode.yaml), shared by every server process:
// one row per provider and normalised address, replaced when it expires. Unlogged: it is a cache,
// so losing it in a crash costs only provider calls, and its writes skip the WAL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE geocode_cache (
      provider text NOT NULL,
      address_key text NOT NULL,
      results jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (provider, address_key)
    );
    CREATE INDEX geocode_cache_expires ON geocode_cache (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE geocode_cache`.execute(db);
}
