import { sql, type Kysely } from 'kysely';

// Stashes: a team's rows sent in chunks (PUT /stashes/{stashID}/{serial}) and committed later,
// all at once, by a create or add that names the stash. A chunk is one JSON array, so a bulk
// upload costs one row write per chunk, not per row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stash_chunks (
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      stash_id text NOT NULL,
      serial text NOT NULL,
      -- Integer serials sort as numbers (10 after 9); others after them, as text.
      serial_num numeric,
      rows jsonb NOT NULL,
      row_count integer NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (team_id, stash_id, serial)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE stash_chunks`.execute(db);
}
