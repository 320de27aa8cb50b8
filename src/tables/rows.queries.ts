import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { BigRowRow } from '../db/schema.js';

/**
 * Inserts rows in the given order with one statement whatever their number: the rows travel as
 * one JSON parameter (PostgreSQL caps a statement at 65,535 parameters), and seq follows input
 * order because rows are inserted in ordinality order.
 */
export async function insertRows(db: Db, tableId: string, version: string, rows: { id: string; data: Record<string, unknown> }[]): Promise<void> {
  if (!rows.length) return;
  await sql`
    INSERT INTO big_rows (table_id, row_id, data, version)
    SELECT ${tableId}::uuid, e.v->>'id', e.v->'data', ${version}::bigint
    FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS e(v, n)
    ORDER BY e.n
  `.execute(db);
}

/** One page in insertion order, after position `afterSeq` (keyset: the same cost at any depth). */
export function listRowsPage(db: Db, tableId: string, afterSeq: string, limit: number): Promise<Pick<BigRowRow, 'seq' | 'row_id' | 'data'>[]> {
  return db
    .selectFrom('big_rows')
    .select(['seq', 'row_id', 'data'])
    .where('table_id', '=', tableId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export function findRow(db: Db, tableId: string, rowId: string): Promise<Pick<BigRowRow, 'row_id' | 'data' | 'version'> | undefined> {
  return db.selectFrom('big_rows').select(['row_id', 'data', 'version']).where('table_id', '=', tableId).where('row_id', '=', rowId).executeTakeFirst();
}

/** Merges cells into a row; undefined when there is no such row, or it was written after `notAfter`. */
export function updateRowCells(
  db: Db,
  tableId: string,
  rowId: string,
  cells: Record<string, unknown>,
  version: string,
  notAfter: string | undefined,
): Promise<{ row_id: string } | undefined> {
  return db
    .updateTable('big_rows')
    .set({ data: sql`data || ${JSON.stringify(cells)}::jsonb`, version })
    .where('table_id', '=', tableId)
    .where('row_id', '=', rowId)
    .$if(notAfter !== undefined, (q) => q.where('version', '<=', notAfter!))
    .returning('row_id')
    .executeTakeFirst();
}

export async function deleteAllRows(db: Db, tableId: string): Promise<void> {
  await db.deleteFrom('big_rows').where('table_id', '=', tableId).execute();
}

export async function deleteRowById(db: Db, tableId: string, rowId: string): Promise<boolean> {
  const res = await db.deleteFrom('big_rows').where('table_id', '=', tableId).where('row_id', '=', rowId).executeTakeFirst();
  return res.numDeletedRows > 0n;
}
