import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { BigRowRow, ColumnDef } from '../db/schema.js';
import { chargeStatement } from './usage.queries.js';

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

export type PatchOutcome = 'written' | 'not_found' | 'over_quota';

/**
 * A single-row PATCH in one statement (so the table's row lock is held only while it runs):
 * find and lock the row and its table (the table still of the team, its schema still the one
 * the cells were checked against, the row not written after `notAfter`), charge the team, bump
 * the table's version and write the cells with it. Each step runs only if the one before did, so
 * nothing happens unless everything does. 'not_found' says nothing of why (the caller asks).
 */
export async function patchRowAtomically(
  db: Db,
  p: { tableId: string; teamId: string; rowId: string; columns: ColumnDef[]; cells: Record<string, unknown>; notAfter: string | undefined; milli: number },
): Promise<PatchOutcome> {
  const { rows } = await sql<{ found: number; charged: number }>`
    WITH target AS (
      SELECT r.seq FROM big_rows r JOIN big_tables bt ON bt.id = r.table_id
      WHERE r.table_id = ${p.tableId} AND r.row_id = ${p.rowId} AND bt.team_id = ${p.teamId}
        AND bt.columns = ${JSON.stringify(p.columns)}::jsonb
        AND (${p.notAfter ?? null}::bigint IS NULL OR r.version <= ${p.notAfter ?? null}::bigint)
      FOR UPDATE OF r, bt
    ), charged AS (
      ${chargeStatement(p.teamId, p.milli, undefined, sql`EXISTS (SELECT 1 FROM target)`)}
    ), bumped AS (
      UPDATE big_tables SET version = version + 1, updated_at = now()
      WHERE id = ${p.tableId} AND EXISTS (SELECT 1 FROM charged)
      RETURNING version
    ), written AS (
      UPDATE big_rows SET data = data || ${JSON.stringify(p.cells)}::jsonb, version = bumped.version
      FROM bumped WHERE big_rows.table_id = ${p.tableId} AND big_rows.seq = (SELECT seq FROM target)
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM written)::int AS charged
  `.execute(db);
  const { found, charged } = rows[0];
  return found === 0 ? 'not_found' : charged === 0 ? 'over_quota' : 'written';
}

export async function deleteAllRows(db: Db, tableId: string): Promise<void> {
  await db.deleteFrom('big_rows').where('table_id', '=', tableId).execute();
}

export async function deleteRowById(db: Db, tableId: string, rowId: string): Promise<boolean> {
  const res = await db.deleteFrom('big_rows').where('table_id', '=', tableId).where('row_id', '=', rowId).executeTakeFirst();
  return res.numDeletedRows > 0n;
}
