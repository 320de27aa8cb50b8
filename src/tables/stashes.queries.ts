import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ChunkKinds } from './stash-kinds.js';

// A chunk's `rows` column holds the JSON array of its rows as sent, or, for JSON chunks stored
// with their summary (see stash-kinds.ts), {"kinds": …, "rows": [...]}: the summary lets a commit
// skip reading the rows back. Both shapes are read everywhere (chunks stored before summaries
// existed, and CSV/TSV chunks, are arrays).
const ROWS_OF = sql.raw(`(CASE WHEN jsonb_typeof(c.rows) = 'array' THEN c.rows ELSE c.rows -> 'rows' END)`);

/**
 * Sets (or replaces) one chunk of a stash; `text`: its cells are CSV/TSV fields. `json`: the rows
 * as JSON text already (the request body as received), so they are not written out again.
 */
export async function putStashChunk(db: Db, teamId: string, stashId: string, serial: string, rows: unknown[], text = false, summary?: { kinds: ChunkKinds; json?: string }): Promise<void> {
  const stored = summary ? `{"kinds":${JSON.stringify(summary.kinds)},"rows":${summary.json ?? JSON.stringify(rows)}}` : JSON.stringify(rows);
  await db
    .insertInto('stash_chunks')
    .values({
      team_id: teamId,
      stash_id: stashId,
      serial,
      serial_num: /^\d{1,30}$/.test(serial) ? serial : null,
      rows: stored,
      row_count: rows.length,
      text,
    })
    .onConflict((oc) =>
      oc.columns(['team_id', 'stash_id', 'serial']).doUpdateSet((eb) => ({ rows: eb.ref('excluded.rows'), row_count: eb.ref('excluded.row_count'), text: eb.ref('excluded.text'), updated_at: sql`now()` })),
    )
    .execute();
}

export async function deleteStash(db: Db, teamId: string, stashId: string): Promise<void> {
  await db.deleteFrom('stash_chunks').where('team_id', '=', teamId).where('stash_id', '=', stashId).execute();
}

export interface StashChunkInfo {
  serial: string;
  text: boolean;
  rowCount: number;
  /** The summary stored with the chunk; null for CSV/TSV chunks and ones stored without. */
  kinds: ChunkKinds | null;
}

/**
 * The stash's chunks in commit order: whether each holds CSV/TSV text, its size and summary.
 * They are locked until the transaction ends, so a second commit of the same stash, a chunk sent
 * again or a delete waits for this one (and then finds the stash consumed).
 */
export async function listStashChunks(db: Db, teamId: string, stashId: string): Promise<StashChunkInfo[]> {
  const { rows } = await sql<{ serial: string; text: boolean; row_count: number; kinds: ChunkKinds | null }>`
    SELECT c.serial, c.text, c.row_count, c.rows -> 'kinds' AS kinds
    FROM stash_chunks c
    WHERE c.team_id = ${teamId} AND c.stash_id = ${stashId}
    ORDER BY c.serial_num ASC NULLS LAST, c.serial
    FOR UPDATE
  `.execute(db);
  return rows.map((r) => ({ serial: r.serial, text: r.text, rowCount: r.row_count, kinds: r.kinds }));
}

export async function getStashChunkRows(db: Db, teamId: string, stashId: string, serial: string): Promise<unknown[]> {
  const { rows } = await sql<{ rows: unknown[] }>`
    SELECT ${ROWS_OF} AS rows FROM stash_chunks c WHERE c.team_id = ${teamId} AND c.stash_id = ${stashId} AND c.serial = ${serial}
  `.execute(db);
  if (!rows.length) throw new Error(`stash chunk ${stashId}/${serial} is gone`);
  return rows[0].rows;
}

/**
 * Copies one chunk's rows into a table inside PostgreSQL, in their order, with the given row ids
 * (one per row, in the same order). `dropRowId`: some row has a `$rowID` cell, which is left out.
 * `summarized`: the chunk was stored with its summary (its rows are read straight from there:
 * each look at the stored value decompresses all of it). Returns how many rows were copied.
 */
export async function insertChunkFromStash(db: Db, teamId: string, stashId: string, serial: string, tableId: string, version: string, rowIds: string[], dropRowId: boolean, summarized: boolean): Promise<number> {
  const data = dropRowId ? sql.raw(`e.v - '$rowID'`) : sql.raw('e.v');
  const rows = summarized ? sql.raw(`c.rows -> 'rows'`) : ROWS_OF;
  const result = await sql`
    INSERT INTO big_rows (table_id, row_id, data, version)
    SELECT ${tableId}::uuid, e.id, ${data}, ${version}::bigint
    FROM stash_chunks c, ROWS FROM (jsonb_array_elements(${rows}), unnest(${rowIds}::text[])) AS e(v, id)
    WHERE c.team_id = ${teamId} AND c.stash_id = ${stashId} AND c.serial = ${serial}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
