// Running work as a job (x-glide-asynchronous): answered at once with the job's id, done in the
// background in one transaction that also records the outcome, visible to every process.
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { failJob, finishJob, insertJob, lockJob } from './jobs.queries.js';

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
      // The work rolled back; say why in the job (an API error's own words, else a generic one).
      if (!(err instanceof ApiError)) log.error('job failed', { jobId: id, ...describeError(err) });
      const message = err instanceof ApiError ? `${err.code.toLowerCase()}: ${err.message}` : 'Internal error; nothing was changed';
      await failJob(db, id, message).catch((e) => log.error('could not record a job failure', { jobId: id, ...describeError(e) }));
    });
  return id;
}
