// Committing a stash into a table, inside the caller's transaction: check every row with the same
// rules as rows sent inline, one chunk in memory at a time, then copy them in PostgreSQL.
import { apiError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import type { RowChecker } from './cells.js';
import { newRowId } from './ids.js';
import { insertRows } from './rows.queries.js';
import { deleteStash, getStashChunkRows, insertRowsFromStash, listStashChunks } from './stashes.queries.js';

export async function commitStash(trx: Db, teamId: string, stashId: string, tableId: string, version: string, checker: RowChecker): Promise<string[]> {
  // Chunks are read one query at a time (not through a cursor): the transaction's connection
  // must stay free for the inserts in between.
  const chunks = await listStashChunks(trx, teamId, stashId);
  if (chunks.length === 0) throw apiError('STASH_NOT_FOUND', `Stash ${stashId} has no data`);
  if (checker.mode === 'dropColumns' || chunks.some((c) => c.text)) {
    // Cells may be left out of any row, or read from text, so rows are rewritten here and
    // inserted chunk by chunk.
    const ids: string[] = [];
    for (const { serial, text } of chunks) {
      const rows = (await getStashChunkRows(trx, teamId, stashId, serial)).map((row, i) => ({ id: newRowId(), data: checker.check(row, i, text) }));
      await insertRows(trx, tableId, version, rows);
      ids.push(...rows.map((r) => r.id));
    }
    await deleteStash(trx, teamId, stashId);
    return ids;
  }
  // abort and updateSchema keep every cell as sent: check (and let the schema grow), then copy.
  for (const { serial } of chunks) (await getStashChunkRows(trx, teamId, stashId, serial)).forEach((row, i) => checker.check(row, i));
  const rowIDs = await insertRowsFromStash(trx, teamId, stashId, tableId, version);
  await deleteStash(trx, teamId, stashId);
  return rowIDs;
}
