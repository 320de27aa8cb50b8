import { sql, type Kysely } from 'kysely';

// Big tables (Glide API v2). Rows live in one table keyed by (table, seq): seq is a per-row
// number from a sequence, so keyset pages (WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT n)
// cost the same at any depth, new rows land after every existing page (no row skipped or
// repeated while others write), and a row is found by its public id through a unique index.
// It is hash-partitioned by table, so one table's rows share a partition and a partition's
// indexes stay small; the same key is the one to shard across machines on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE teams (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE team_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      -- SHA-256 of the token (256 random bits): a fast hash is enough, and lookups stay indexed.
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    );

    CREATE TABLE big_tables (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      name text NOT NULL,
      columns jsonb NOT NULL,
      -- Bumped by every write to the table; rows carry the version that last wrote them.
      version bigint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX big_tables_team_idx ON big_tables (team_id, created_at, id);

    CREATE SEQUENCE big_rows_seq;
    CREATE TABLE big_rows (
      table_id uuid NOT NULL,
      seq bigint NOT NULL DEFAULT nextval('big_rows_seq'),
      row_id text NOT NULL,
      data jsonb NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (table_id, seq)
    ) PARTITION BY HASH (table_id);
    CREATE UNIQUE INDEX big_rows_row_id_idx ON big_rows (table_id, row_id);
  `.execute(db);
  for (let i = 0; i < 8; i++) {
    await sql.raw(`CREATE TABLE big_rows_p${i} PARTITION OF big_rows FOR VALUES WITH (MODULUS 8, REMAINDER ${i})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE big_rows, big_tables, team_tokens, teams; DROP SEQUENCE big_rows_seq`.execute(db);
}
