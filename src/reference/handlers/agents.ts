import { agentNotFound, currentUser } from '../errors.js';
import { deleteAgent as deleteAgentRow, findAgentById, insertAgent, listAgents as listAgentRows, replaceAgent as replaceAgentRow } from '../agents.queries.js';
import { toAgent, toUser } from '../mappers.js';
import type { H } from './types.js';

export const getProtected: H<'getProtected'> = async ({ ctx }) => ({
  status: 200,
  body: { user: toUser(currentUser(ctx)) },
});

export const listAgents: H<'listAgents'> = async ({ query }, { db }) => {
  const rows = await listAgentRows(db, { skip: query.skip ?? 0, limit: query.limit ?? 100 }, query.status);
  return { status: 200, body: rows.map(toAgent) };
};

export const createAgent: H<'createAgent'> = async ({ body, ctx }, { db }) => {
  const row = await insertAgent(db, { name: body.name, type: body.type });
  return { status: 201, body: toAgent(row), headers: { Location: `${ctx.basePath}/agents/${row.id}` } };
};

export const getAgent: H<'getAgent'> = async ({ params }, { db }) => {
  const row = await findAgentById(db, params.agent_id);
  if (!row) throw agentNotFound();
  return { status: 200, body: toAgent(row), lastModified: new Date(row.updated_at) };
};

export const replaceAgent: H<'replaceAgent'> = async ({ params, body }, { db }) => {
  const row = await replaceAgentRow(db, params.agent_id, { name: body.name, type: body.type });
  if (!row) throw agentNotFound();
  return { status: 200, body: toAgent(row) };
};

export const deleteAgent: H<'deleteAgent'> = async ({ params }, { db }) => {
  if (!(await deleteAgentRow(db, params.agent_id))) throw agentNotFound();
  return { status: 204, body: undefined };
};
