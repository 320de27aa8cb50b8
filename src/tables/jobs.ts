// Running work as a job (x-glide-asynchronous): answered at once with the job's id, done in the
// background in one transaction that also records the outcome, visible to every process.
import type { Db } from '../db/database.js';
import { fromPgError } from '../db/pg-errors.js';
import { ApiError, apiError } from '../http/errors.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { glideError } from './errors.js';
import { failJob, finishJob, insertJob, lockJob, type JobError } from './jobs.queries.js';

export async function startJob(db: Db, log: Logger, teamId: string, work: (trx: Db) => Promise<unknown>): Promise<string> {
  const { id } = await insertJob(db, teamId);
  void db
    .transaction()
    .execute(async (trx) => {
      await lockJob(trx, id);
      const result = await work(trx);
      await finishJob(trx, id, result);
    })
    .catch(async (err) => {
      // The work rolled back. The job reports the error the synchronous call would answer: the
      // same mapping (API errors, then PostgreSQL's) and the same rendering; anything else is an
      // internal error, logged as the synchronous path logs it.
      const known = err instanceof ApiError ? err : fromPgError(err);
      if (!known) log.error('job failed', { jobId: id, ...describeError(err) });
      const { error } = glideError(known ?? apiError('INTERNAL_ERROR', 'Internal server error')).body as { error: JobError };
      await failJob(db, id, error).catch((e) => log.error('could not record a job failure', { jobId: id, ...describeError(e) }));
    });
  return id;
}
