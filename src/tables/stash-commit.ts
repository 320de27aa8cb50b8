// Committing a stash into a table, inside the caller's transaction: check every row with the same
// rules as rows sent inline, one chunk in memory at a time, then copy them in PostgreSQL.
import { apiError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import type { ColumnDef } from '../db/schema.js';
import { checkRow } from './cells.js';
import { deleteStash, insertRowsFromStash, streamStashChunks } from './stashes.queries.js';

export async function commitStash(trx: Db, teamId: string, stashId: string, tableId: string, version: string, columns: ColumnDef[]): Promise<string[]> {
  let chunks = 0;
  for await (const chunk of streamStashChunks(trx, teamId, stashId)) {
    chunks++;
    chunk.rows.forEach((row, i) => checkRow(row, columns, i));
  }
  if (chunks === 0) throw apiError('STASH_NOT_FOUND', `Stash ${stashId} has no data`);
  const rowIDs = await insertRowsFromStash(trx, teamId, stashId, tableId, version);
  await deleteStash(trx, teamId, stashId);
  return rowIDs;
}
