// Committing a stash into a table, inside the caller's transaction. A JSON chunk stored with its
// summary (stash-kinds.ts) that fits the table is copied inside PostgreSQL without its rows
// coming back to Node.js; any other chunk is read and checked row by row with the same rules as
// rows sent inline. A failure anywhere rolls the whole transaction back.
import { apiError } from '../http/errors.js';
import type { Db } from '../db/database.js';
import type { RowChecker } from './cells.js';
import { rowIdMaker } from './ids.js';
import { insertRows } from './rows.queries.js';
import { chunkFits, hasRowIdCell } from './stash-kinds.js';
import { deleteStash, getStashChunkRows, insertChunkFromStash, listStashChunks, type StashChunkInfo } from './stashes.queries.js';

export async function commitStash(trx: Db, teamId: string, stashId: string, tableId: string, version: string, checker: RowChecker): Promise<string[]> {
  // Chunks are read one query at a time (not through a cursor): the transaction's connection
  // must stay free for the inserts in between.
  const chunks = await listStashChunks(trx, teamId, stashId);
  if (chunks.length === 0) throw apiError('STASH_NOT_FOUND', `Stash ${stashId} has no data`);
  const ids: string[] = [];
  const nextId = rowIdMaker();
  const fits = (c: StashChunkInfo) => !c.text && c.kinds !== null && chunkFits(c.kinds, checker.columns);
  if (chunks.every(fits)) {
    // Every row passes as it is, in any onSchemaError mode: the rows are copied in PostgreSQL,
    // the next chunk's ids being made while it copies one.
    let rowIds = Array.from({ length: chunks[0].rowCount }, nextId);
    for (let i = 0; i < chunks.length; i++) {
      const copying = copyChunk(trx, teamId, stashId, chunks[i], tableId, version, rowIds, ids);
      copying.catch(() => {}); // its failure is taken below; not unhandled meanwhile
      await new Promise(setImmediate); // the statement is on its way
      rowIds = i + 1 < chunks.length ? Array.from({ length: chunks[i + 1].rowCount }, nextId) : [];
      await copying;
    }
  } else if (checker.mode === 'dropColumns' || chunks.some((c) => c.text)) {
    // Cells may be left out of any row, or read from text, so rows are rewritten here and
    // inserted chunk by chunk.
    for (const { serial, text } of chunks) {
      const rows = (await getStashChunkRows(trx, teamId, stashId, serial)).map((row, i) => ({ id: nextId(), data: checker.check(row, i, text) }));
      await insertRows(trx, tableId, version, rows);
      for (const r of rows) ids.push(r.id);
    }
  } else if (checker.mode === 'abort') {
    // A chunk that fits cannot fail the check; the others are checked, in order, before copying.
    for (const c of chunks) {
      if (!fits(c)) await checkChunk(trx, teamId, stashId, c, checker);
      await copyChunk(trx, teamId, stashId, c, tableId, version, Array.from({ length: c.rowCount }, nextId), ids);
    }
  } else {
    // updateSchema: every row is checked in order (the schema grows as they are), then copied.
    for (const c of chunks) await checkChunk(trx, teamId, stashId, c, checker);
    for (const c of chunks) await copyChunk(trx, teamId, stashId, c, tableId, version, Array.from({ length: c.rowCount }, nextId), ids);
  }
  await deleteStash(trx, teamId, stashId);
  return ids;
}

async function checkChunk(trx: Db, teamId: string, stashId: string, c: StashChunkInfo, checker: RowChecker): Promise<void> {
  (await getStashChunkRows(trx, teamId, stashId, c.serial)).forEach((row, i) => checker.check(row, i));
}

/** Copies a chunk's rows as they were sent, with `rowIds` (one per row) appended to `ids`. */
async function copyChunk(trx: Db, teamId: string, stashId: string, c: StashChunkInfo, tableId: string, version: string, rowIds: string[], ids: string[]): Promise<void> {
  // A chunk stored without its summary may hold $rowID cells: they are dropped in any case.
  const copied = await insertChunkFromStash(trx, teamId, stashId, c.serial, tableId, version, rowIds, c.kinds === null || hasRowIdCell(c.kinds), c.kinds !== null);
  if (copied !== rowIds.length) throw new Error(`stash chunk ${stashId}/${c.serial}: ${copied} rows copied of ${rowIds.length}`);
  for (const id of rowIds) ids.push(id);
}
