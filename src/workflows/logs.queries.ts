// Step logs (chunks per stream) and what was dropped of them.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export async function insertLogChunk(db: Db, chunk: { run_pk: string; node: string; stream: 1 | 2; seq: number; data: string; bytes: number }) {
  await db.insertInto('dag_step_logs').values(chunk).execute();
}

export async function replaceLogChunk(db: Db, runPk: string, node: string, stream: 1 | 2, seq: number, data: string, bytes: number) {
  await db.updateTable('dag_step_logs').set({ data, bytes }).where('run_pk', '=', runPk).where('node', '=', node).where('stream', '=', stream).where('seq', '=', seq).execute();
}

export async function deleteOldestChunks(db: Db, runPk: string, node: string, stream: 1 | 2, seqs: number[]) {
  if (!seqs.length) return;
  await db.deleteFrom('dag_step_logs').where('run_pk', '=', runPk).where('node', '=', node).where('stream', '=', stream).where('seq', 'in', seqs).execute();
}

export async function addDroppedBytes(db: Db, runPk: string, node: string, stream: 1 | 2, bytes: number) {
  await db
    .insertInto('dag_step_log_drops')
    .values({ run_pk: runPk, node, stream, bytes })
    .onConflict((oc) => oc.columns(['run_pk', 'node', 'stream']).doUpdateSet({ bytes: sql`dag_step_log_drops.bytes + excluded.bytes` }))
    .execute();
}

/** The stored text of one stream, and the bytes dropped from its start. */
export async function readStepLog(db: Db, runPk: string, node: string, stream: 1 | 2): Promise<{ text: string; dropped: number }> {
  const chunks = await db.selectFrom('dag_step_logs').select('data').where('run_pk', '=', runPk).where('node', '=', node).where('stream', '=', stream).orderBy('seq').execute();
  const drop = await db.selectFrom('dag_step_log_drops').select('bytes').where('run_pk', '=', runPk).where('node', '=', node).where('stream', '=', stream).executeTakeFirst();
  return { text: chunks.map((c) => c.data).join(''), dropped: Number(drop?.bytes ?? 0) };
}
