import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Sets (or replaces) one chunk of a stash; `text`: its cells are CSV/TSV fields. */
export async function putStashChunk(db: Db, teamId: string, stashId: string, serial: string, rows: unknown[], text = false): Promise<void> {
  await db
    .insertInto('stash_chunks')
    .values({
      team_id: teamId,
      stash_id: stashId,
      serial,
      serial_num: /^\d{1,30}$/.test(serial) ? serial : null,
      rows: JSON.stringify(rows),
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

/** The stash's chunks in commit order, and whether each holds CSV/TSV text. */
export async function listStashChunks(db: Db, teamId: string, stashId: string): Promise<{ serial: string; text: boolean }[]> {
  return db
    .selectFrom('stash_chunks')
    .select(['serial', 'text'])
    .where('team_id', '=', teamId)
    .where('stash_id', '=', stashId)
    .orderBy(sql`serial_num asc nulls last`)
    .orderBy('serial')
    .execute();
}

export async function getStashChunkRows(db: Db, teamId: string, stashId: string, serial: string): Promise<unknown[]> {
  const row = await db.selectFrom('stash_chunks').select('rows').where('team_id', '=', teamId).where('stash_id', '=', stashId).where('serial', '=', serial).executeTakeFirstOrThrow();
  return row.rows;
}

/**
 * Copies a stash's rows into a table inside PostgreSQL, in commit order, with fresh row ids
 * (22 URL-safe characters, like the ones made in JavaScript), and returns the ids in that order.
 */
export async function insertRowsFromStash(db: Db, teamId: string, stashId: string, tableId: string, version: string): Promise<string[]> {
  await sql`
    INSERT INTO big_rows (table_id, row_id, data, version)
    SELECT ${tableId}::uuid, translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_'), e.v - '$rowID', ${version}::bigint
    FROM stash_chunks c, jsonb_array_elements(c.rows) WITH ORDINALITY AS e(v, n)
    WHERE c.team_id = ${teamId} AND c.stash_id = ${stashId}
    ORDER BY c.serial_num ASC NULLS LAST, c.serial, e.n
  `.execute(db);
  const ids = await db.selectFrom('big_rows').select('row_id').where('table_id', '=', tableId).where('version', '=', version).orderBy('seq').execute();
  return ids.map((r) => r.row_id);
}
