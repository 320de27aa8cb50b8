// DAG definitions.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { DagDef } from './model.js';

const DAG_COLUMNS = ['name', 'spec', 'definition', 'source', 'tags', 'webhook_secret', 'created_at', 'updated_at'] as const;
export type DagRow = Awaited<ReturnType<typeof findDag>> & object;

export async function findDag(db: Db, name: string) {
  return db.selectFrom('dags').select(DAG_COLUMNS).where('name', '=', name).executeTakeFirst();
}

/** By name, after `after` (the cursor); one more than `limit`. `name` matches a part, any case. */
export async function listDags(db: Db, filter: { name?: string; tag?: string }, limit: number, after?: string) {
  let q = db.selectFrom('dags').select(DAG_COLUMNS);
  if (filter.name) q = q.where('name', 'ilike', `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (filter.tag) q = q.where(sql<boolean>`${filter.tag} = ANY(tags)`);
  if (after !== undefined) q = q.where('name', '>', after);
  return q.orderBy('name').limit(limit + 1).execute();
}

export async function insertDag(db: Db, dag: { name: string; spec: string; definition: DagDef; source: 'api' | 'file' }) {
  return db
    .insertInto('dags')
    .values({ name: dag.name, spec: dag.spec, definition: JSON.stringify(dag.definition), source: dag.source, tags: dag.definition.tags, webhook_secret: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(DAG_COLUMNS)
    .executeTakeFirst();
}

export async function updateDagSpec(db: Db, name: string, spec: string, definition: DagDef) {
  return db
    .updateTable('dags')
    .set({ spec, definition: JSON.stringify(definition), tags: definition.tags, updated_at: sql<Date>`now()` })
    .where('name', '=', name)
    .returning(DAG_COLUMNS)
    .executeTakeFirst();
}

/** A file of DAGS_DIR: it replaces the definition of its name. */
export async function upsertFileDag(db: Db, name: string, spec: string, definition: DagDef) {
  await db
    .insertInto('dags')
    .values({ name, spec, definition: JSON.stringify(definition), source: 'file', tags: definition.tags, webhook_secret: null })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ spec, definition: JSON.stringify(definition), source: 'file', tags: definition.tags, updated_at: sql<Date>`now()` }).where('dags.spec', '<>', spec),
    )
    .execute();
}

export async function deleteDag(db: Db, name: string) {
  return db.deleteFrom('dags').where('name', '=', name).returning('name').executeTakeFirst();
}

export async function setWebhookSecret(db: Db, name: string, secret: string) {
  return db.updateTable('dags').set({ webhook_secret: secret, updated_at: sql<Date>`now()` }).where('name', '=', name).returning('name').executeTakeFirst();
}

/** Records a webhook delivery; false when its id was seen before. */
export async function recordDelivery(db: Db, dagName: string, deliveryId: string): Promise<boolean> {
  const row = await db.insertInto('webhook_deliveries').values({ dag_name: dagName, delivery_id: deliveryId }).onConflict((oc) => oc.doNothing()).returning('delivery_id').executeTakeFirst();
  return Boolean(row);
}

/** Tells every process's scheduler that definitions changed. */
export async function notifyDagsChanged(db: Db) {
  await sql`SELECT pg_notify('workflow_dags', '')`.execute(db);
}
