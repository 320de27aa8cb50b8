import { sql, type Kysely } from 'kysely';

// Stash chunks sent as CSV/TSV keep their cells as text: they are read as the target table's
// column types when the stash is committed, which is the first time that table is known.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stash_chunks ADD COLUMN text boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stash_chunks DROP COLUMN text`.execute(db);
}
