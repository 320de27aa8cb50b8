// Processing jobs in PostgreSQL: the queue every server process's worker shares. A worker claims
// a job with FOR UPDATE SKIP LOCKED and holds it by a lease it renews; a job whose lease ran out
// (its worker died) is claimable again. Every write by a worker names the worker, so a worker that
// lost its job (taken over after a stall) cannot overwrite the new holder's progress.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isUuid, type Owner } from './packages.queries.js';

const JOB_COLUMNS = [
  'id', 'user_id', 'package_id', 'doc_ids', 'stages', 'enrich_only', 'status', 'progress', 'error', 'attempts', 'worker_id', 'created_at', 'started_at', 'finished_at',
] as const;

export async function insertJob(db: Db, job: { user_id: string; package_id: string; doc_ids: string[]; stages: string[]; enrich_only: boolean; progress: object }) {
  return db
    .insertInto('document_jobs')
    .values({ ...job, progress: JSON.stringify(job.progress) })
    .returning(JOB_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findJob(db: Db, id: string, owner: Owner) {
  if (!isUuid(id)) return undefined;
  let q = db.selectFrom('document_jobs as j').innerJoin('document_packages as p', 'p.id', 'j.package_id').select(JOB_COLUMNS.map((c) => `j.${c}` as const)).where('j.id', '=', id);
  if (!owner.admin) q = q.where('p.user_id', '=', owner.id);
  return q.executeTakeFirst();
}

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/**
 * Takes the oldest job that is queued, or running under a lease that ran out. `takenOver` says it
 * was the latter (its worker was lost).
 */
export async function claimJob(db: Db, workerId: string, leaseSec: number): Promise<(JobRow & { takenOver: boolean }) | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('document_jobs')
      .select(['id', 'status'])
      .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', sql<Date>`clock_timestamp()`)])]))
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return undefined;
    const job = await trx
      .updateTable('document_jobs')
      .set({
        status: 'running',
        worker_id: workerId,
        lease_until: sql`clock_timestamp() + make_interval(secs => ${leaseSec})`,
        attempts: sql`attempts + 1`,
        started_at: sql`coalesce(started_at, clock_timestamp())`,
      })
      .where('id', '=', row.id)
      .returning(JOB_COLUMNS)
      .executeTakeFirstOrThrow();
    return { ...job, takenOver: row.status === 'running' };
  });
}

/** Renews the lease of the jobs this worker holds; answers the ids it still holds. */
export async function renewLeases(db: Db, workerId: string, ids: string[], leaseSec: number): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .updateTable('document_jobs')
    .set({ lease_until: sql`clock_timestamp() + make_interval(secs => ${leaseSec})` })
    .where('id', 'in', ids)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'running')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Stores progress; false when the job is no longer this worker's. */
export async function saveProgress(db: Db, id: string, workerId: string, progress: object): Promise<boolean> {
  const r = await db
    .updateTable('document_jobs')
    .set({ progress: JSON.stringify(progress) })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function finishJob(db: Db, id: string, workerId: string, status: 'completed' | 'failed', error: string | null, progress?: object): Promise<void> {
  await db
    .updateTable('document_jobs')
    .set({ status, error, worker_id: null, lease_until: null, finished_at: sql`clock_timestamp()`, ...(progress ? { progress: JSON.stringify(progress) } : {}) })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

/** A clean stop: the job goes back to the queue at once, for any worker. */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .updateTable('document_jobs')
    .set({ status: 'queued', worker_id: null, lease_until: null })
    .where('id', '=', id)
    .where('worker_id', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}
