// Rows to contract shapes.
import type { components } from '../../generated/reference.js';
import type { AgentRow, AgentTaskRow, UserRow } from '../db/schema.js';

type Schemas = components['schemas'];

const iso = (d: Date | string) => new Date(d).toISOString();

export function toUser(row: UserRow): Schemas['User'] {
  return { id: row.id, email: row.email, name: row.name, role: row.role, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

export function toAgent(row: AgentRow): Schemas['Agent'] {
  return { id: row.id, name: row.name, type: row.type, status: row.status, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}

export function toTask(row: AgentTaskRow): Schemas['Task'] {
  return {
    id: row.id,
    agent_id: row.agent_id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    input: row.input as Record<string, never>,
    result: (row.result ?? null) as Record<string, never> | null,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
