// Rows on their way into a table, inline or from a stash, shared by create, add and overwrite.
import type { Db } from '../db/database.js';
import type { RowChecker } from './cells.js';
import { rowIdMaker } from './ids.js';
import { chargeWrites } from './metering.js';
import { insertRows } from './rows.queries.js';
import { commitStash } from './stash-commit.js';
import { replaceColumns } from './tables.queries.js';

export type RowSource = Record<string, unknown>[] | { $stashID: string };
export type PreparedRows = { inline: { id: string; data: Record<string, unknown> }[] } | { stashId: string };

/**
 * Inline rows are checked (and given ids) before any work starts, so errors come back at once.
 * `text`: the cells are CSV/TSV fields, read as their columns' types.
 */
export function prepareRows(source: RowSource, checker: RowChecker, text = false): PreparedRows {
  if (!Array.isArray(source)) return { stashId: source.$stashID };
  const nextId = rowIdMaker();
  return { inline: source.map((row, i) => ({ id: nextId(), data: checker.check(row, i, text) })) };
}

/**
 * Writes the rows stamped with `version`, stores the schema when checking changed it
 * (onSchemaError updateSchema), charges the rows, and returns their ids in input order.
 */
export async function writeRows(trx: Db, team: string, rows: PreparedRows, tableId: string, version: string, checker: RowChecker): Promise<string[]> {
  let ids: string[];
  if ('stashId' in rows) ids = await commitStash(trx, team, rows.stashId, tableId, version, checker);
  else {
    await insertRows(trx, tableId, version, rows.inline);
    ids = rows.inline.map((r) => r.id);
  }
  if (checker.changed) await replaceColumns(trx, tableId, checker.columns);
  await chargeWrites(trx, team, ids.length);
  return ids;
}
