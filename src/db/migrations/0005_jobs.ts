import { sql, type Kysely } from 'kysely';

// Asynchronous work (x-glide-asynchronous). The worker holds the job's row lock for as long as it
// runs and sets the outcome in the same transaction as the work; a running job whose row nobody
// holds lost its worker, which any process can see (FOR UPDATE SKIP LOCKED).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
      result jsonb,
      error jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE jobs`.execute(db);
}
