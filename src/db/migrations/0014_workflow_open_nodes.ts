import { sql, type Kysely } from 'kysely';

// The nodes of a run not finished yet, by run: a completing step asks "is any step of this run
// still open?" and "which node of this run is ready?" without reading the run's every node
// (src/workflows/engine.ts, advanceAfterStep).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX dag_run_nodes_open ON dag_run_nodes (run_pk, status, ready_at)
      WHERE status IN ('not_started', 'ready', 'running')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX dag_run_nodes_open`.execute(db);
}
