import { apiError } from '../../http/errors.js';
import { RawJson } from '../../http/types.js';
import { failIfOrphaned, findJobOfTeam } from '../jobs.queries.js';
import { teamOf, type H } from './types.js';
import { isUuid } from '../../db/uuid.js';

export const getJob: H<'getJob'> = async ({ ctx, params }, { db }) => {
  const team = teamOf(ctx);
  const find = () => (isUuid(params.jobID) ? findJobOfTeam(db, team, params.jobID) : Promise.resolve(undefined));
  let job = await find();
  if (!job) throw apiError('JOB_NOT_FOUND', 'No such job');
  if (job.status === 'running') {
    await failIfOrphaned(db, job.id);
    job = (await find())!;
  }
  // A job failed before errors carried their type has only a message.
  // A result (a create's million row ids) goes out as PostgreSQL wrote it.
  if (job.answer_json !== null) return { status: 200, body: new RawJson(job.answer_json) };
  return { status: 200, body: { data: { status: job.status, ...(job.error ? { error: { type: 'internal_error', ...job.error } } : {}) } } };
};
