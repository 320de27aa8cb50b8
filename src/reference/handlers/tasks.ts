import { apiError } from '../../http/errors.js';
import { checkVersion, requireIfMatch, versionEtag } from '../../http/conditional.js';
import { findAgentById, lockAgent, refreshAgentStatus } from '../agents.queries.js';
import { toTask } from '../mappers.js';
import { deleteTask, findTask, insertTask, listTasks, updateTask } from '../tasks.queries.js';
import { agentNotFound, taskNotFound } from '../errors.js';
import type { H } from './types.js';

type Status = 'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled';

const NEXT: Record<Status, Status[]> = {
  pending: ['running', 'cancelled'],
  running: ['succeeded', 'failed', 'cancelled'],
  succeeded: [],
  failed: [],
  cancelled: [],
};
const TERMINAL = new Set<Status>(['succeeded', 'failed', 'cancelled']);

export const listAgentTasks: H<'listAgentTasks'> = async ({ params, query }, { db }) => {
  if (!(await findAgentById(db, params.agent_id))) throw agentNotFound();
  const rows = await listTasks(db, params.agent_id, { skip: query.skip ?? 0, limit: query.limit ?? 100 }, query.status);
  return { status: 200, body: rows.map(toTask) };
};

export const createAgentTask: H<'createAgentTask'> = async ({ params, body, ctx }, { db }) => {
  if (!(await findAgentById(db, params.agent_id))) throw agentNotFound();
  // A concurrent delete of the agent surfaces as a foreign-key error, mapped to 404 too.
  const row = await insertTask(db, {
    agent_id: params.agent_id,
    title: body.title,
    description: body.description ?? null,
    priority: body.priority ?? 5,
    input: body.input ?? {},
  });
  return { status: 201, body: toTask(row), etag: versionEtag(row.version), headers: { Location: `${ctx.basePath}/agents/${row.agent_id}/tasks/${row.id}` } };
};

export const getAgentTask: H<'getAgentTask'> = async ({ params }, { db }) => {
  const row = await findTask(db, params.agent_id, params.task_id);
  if (!row) throw taskNotFound();
  return { status: 200, body: toTask(row), etag: versionEtag(row.version), lastModified: new Date(row.updated_at) };
};

export const updateAgentTask: H<'updateAgentTask'> = async ({ params, headers, body }, { db }) => {
  const expected = requireIfMatch(headers);
  const row = await db.transaction().execute(async (trx) => {
    if (!(await lockAgent(trx, params.agent_id))) throw taskNotFound();
    const task = await findTask(trx, params.agent_id, params.task_id);
    if (!task) throw taskNotFound();
    checkVersion(expected, task.version);
    if (body.status && body.status !== task.status && !NEXT[task.status].includes(body.status)) {
      throw apiError('INVALID_TRANSITION', `A ${task.status} task cannot become ${body.status}`);
    }
    if (body.result !== undefined && !TERMINAL.has(body.status ?? task.status)) {
      throw apiError('VALIDATION_ERROR', 'A result needs a terminal status', {
        errors: [{ path: 'body.result', message: 'needs status succeeded, failed or cancelled' }],
      });
    }
    const updated = await updateTask(trx, task.id, body);
    if (updated.status !== task.status) await refreshAgentStatus(trx, params.agent_id);
    return updated;
  });
  return { status: 200, body: toTask(row), etag: versionEtag(row.version) };
};

export const deleteAgentTask: H<'deleteAgentTask'> = async ({ params }, { db }) => {
  await db.transaction().execute(async (trx) => {
    if (!(await lockAgent(trx, params.agent_id))) throw taskNotFound();
    const deleted = await deleteTask(trx, params.agent_id, params.task_id);
    if (!deleted) throw taskNotFound();
    if (deleted.status === 'running') await refreshAgentStatus(trx, params.agent_id);
  });
  return { status: 204, body: undefined };
};
