import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The tables whose rows are jobs with a `status` column, by the `kind` label they get. */
export const JOB_TABLES = {
  tables: 'jobs',
  workflow_run: 'dag_runs',
  workflow_node: 'dag_run_nodes',
  documents: 'document_jobs',
} as const;

/**
 * Rows per status of one job table: one aggregate over the table (jobs are few and their tables
 * pruned by their interfaces; a scrape every 15 s costs one scan each). Throws 42P01 when the
 * table does not exist (an interface whose migration is not there yet): the caller skips it.
 */
export async function countJobsByStatus(db: Db, table: (typeof JOB_TABLES)[keyof typeof JOB_TABLES]): Promise<{ state: string; n: number }[]> {
  const { rows } = await sql<{ state: string; n: number }>`SELECT status::text AS state, count(*)::int AS n FROM ${sql.table(table)} GROUP BY 1`.execute(db);
  return rows;
}
