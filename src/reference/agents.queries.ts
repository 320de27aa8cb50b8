import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import type { AgentRow, AgentsTable } from '../db/schema.js';

export interface Page {
  skip: number;
  limit: number;
}

export function listAgents(db: Db, page: Page, status?: AgentsTable['status']['__select__']): Promise<AgentRow[]> {
  let q = db.selectFrom('agents').selectAll();
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at').orderBy('id').offset(page.skip).limit(page.limit).execute();
}

// Columns named, not *: a prepared statement's result shape must survive a later ADD COLUMN.
export const findAgentById = prepared((db: Db, id: string) =>
  db.selectFrom('agents').select(['id', 'name', 'type', 'status', 'created_at', 'updated_at']).where('id', '=', id),
);

export function insertAgent(db: Db, agent: { name: string; type: AgentRow['type'] }): Promise<AgentRow> {
  return db.insertInto('agents').values(agent).returningAll().executeTakeFirstOrThrow();
}

export function replaceAgent(db: Db, id: string, agent: { name: string; type: AgentRow['type'] }): Promise<AgentRow | undefined> {
  return db.updateTable('agents').set({ ...agent, updated_at: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteAgent(db: Db, id: string): Promise<boolean> {
  const res = await db.deleteFrom('agents').where('id', '=', id).executeTakeFirst();
  return res.numDeletedRows > 0n;
}

/** Takes the agent's row lock: task changes of one agent are serialised so its status stays right. */
export function lockAgent(db: Db, id: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('agents').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** busy while one of its tasks runs, else idle. */
export async function refreshAgentStatus(db: Db, id: string): Promise<void> {
  await db
    .updateTable('agents')
    .set({
      status: sql`CASE WHEN EXISTS (SELECT 1 FROM agent_tasks WHERE agent_id = ${id} AND status = 'running') THEN 'busy' ELSE 'idle' END`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}
