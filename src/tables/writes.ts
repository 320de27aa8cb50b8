// Rows on their way into a table, inline or from a stash, shared by create, add and overwrite.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { ColumnDef } from '../db/schema.js';
import { checkRow } from './cells.js';
import { chargeWrites } from './metering.js';
import { insertRows } from './rows.queries.js';
import { commitStash } from './stash-commit.js';

/** Row ids look like Glide's: 22 URL-safe characters. */
export const newRowId = () => randomBytes(16).toString('base64url');

export type RowSource = Record<string, unknown>[] | { $stashID: string };
export type PreparedRows = { inline: { id: string; data: Record<string, unknown> }[] } | { stashId: string };

/** Inline rows are checked (and given ids) before any work starts, so errors come back at once. */
export function prepareRows(source: RowSource, columns: ColumnDef[]): PreparedRows {
  if (!Array.isArray(source)) return { stashId: source.$stashID };
  return { inline: source.map((row, i) => ({ id: newRowId(), data: checkRow(row, columns, i) })) };
}

/** Writes the rows stamped with `version`, charges them, and returns their ids in input order. */
export async function writeRows(trx: Db, team: string, rows: PreparedRows, tableId: string, version: string, columns: ColumnDef[]): Promise<string[]> {
  let ids: string[];
  if ('stashId' in rows) ids = await commitStash(trx, team, rows.stashId, tableId, version, columns);
  else {
    await insertRows(trx, tableId, version, rows.inline);
    ids = rows.inline.map((r) => r.id);
  }
  await chargeWrites(trx, team, ids.length);
  return ids;
}
