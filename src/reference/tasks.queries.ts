import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AgentTaskRow } from '../db/schema.js';
import type { Page } from './agents.queries.js';

export function listTasks(db: Db, agentId: string, page: Page, status?: AgentTaskRow['status']): Promise<AgentTaskRow[]> {
  let q = db.selectFrom('agent_tasks').selectAll().where('agent_id', '=', agentId);
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at').orderBy('id').offset(page.skip).limit(page.limit).execute();
}

export function findTask(db: Db, agentId: string, taskId: string): Promise<AgentTaskRow | undefined> {
  return db.selectFrom('agent_tasks').selectAll().where('agent_id', '=', agentId).where('id', '=', taskId).executeTakeFirst();
}

export function insertTask(
  db: Db,
  task: { agent_id: string; title: string; description: string | null; priority: number; input: unknown },
): Promise<AgentTaskRow> {
  return db
    .insertInto('agent_tasks')
    .values({ ...task, input: JSON.stringify(task.input ?? {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTask(
  db: Db,
  id: string,
  change: { title?: string; description?: string; priority?: number; status?: AgentTaskRow['status']; result?: unknown },
): Promise<AgentTaskRow> {
  const { result, ...rest } = change;
  return db
    .updateTable('agent_tasks')
    .set({ ...rest, ...(result !== undefined ? { result: JSON.stringify(result) } : {}), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteTask(db: Db, agentId: string, taskId: string): Promise<{ status: AgentTaskRow['status'] } | undefined> {
  return db.deleteFrom('agent_tasks').where('agent_id', '=', agentId).where('id', '=', taskId).returning('status').executeTakeFirst();
}
