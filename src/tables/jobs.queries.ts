import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export function insertJob(db: Db, teamId: string): Promise<{ id: string }> {
  return db.insertInto('jobs').values({ team_id: teamId }).returning('id').executeTakeFirstOrThrow();
}

/** Taken by the worker at the start of its transaction and held until it commits. */
export async function lockJob(db: Db, id: string): Promise<void> {
  await db.selectFrom('jobs').select('id').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export async function finishJob(db: Db, id: string, result: unknown): Promise<void> {
  await db.updateTable('jobs').set({ status: 'succeeded', result: JSON.stringify(result), updated_at: sql`now()` }).where('id', '=', id).execute();
}

/** A failed job's error: the `error` member of the answer the synchronous call would give. */
export interface JobError {
  type: string;
  message: string;
}

export async function failJob(db: Db, id: string, error: JobError): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'failed', error: JSON.stringify(error), updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * A job of the team. A job with a result comes with the whole answer of GET /jobs/{id} as JSON
 * text, written by PostgreSQL: a million row ids are neither parsed only to be written out again
 * nor copied into a larger string (a job has a result only when it succeeded, with no error).
 */
export function findJobOfTeam(db: Db, teamId: string, id: string) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'error', 'created_at', sql<string | null>`CASE WHEN result IS NOT NULL THEN concat('{"data":{"status":', to_json(status)::text, ',"result":', result::text, '}}') END`.as('answer_json')])
    .where('id', '=', id)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
}

/**
 * Marks a running job failed when no worker holds it (its process stopped): the lock is free.
 * Jobs younger than a few seconds are left alone, as their worker may not have locked them yet.
 */
export async function failIfOrphaned(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const free = await trx
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('created_at', '<', sql<Date>`now() - interval '5 seconds'`)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (free) await failJob(trx, id, { type: 'internal_error', message: 'The server running this job stopped before it finished; nothing was changed' });
  });
}
