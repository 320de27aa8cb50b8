import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { BigTableRow, ColumnDef } from '../db/schema.js';

export function listTablesOfTeam(db: Db, teamId: string): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('big_tables').select(['id', 'name']).where('team_id', '=', teamId).orderBy('created_at').orderBy('id').execute();
}

/** `id` is given when it was announced before the table exists (an asynchronous create). */
export function insertTable(db: Db, teamId: string, name: string, columns: ColumnDef[], id?: string): Promise<BigTableRow> {
  return db
    .insertInto('big_tables')
    .values({ ...(id ? { id } : {}), team_id: teamId, name, columns: JSON.stringify(columns) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A table of the team, or undefined (another team's table is as absent as a missing one). */
export function findTableOfTeam(db: Db, teamId: string, tableId: string): Promise<BigTableRow | undefined> {
  return db.selectFrom('big_tables').selectAll().where('id', '=', tableId).where('team_id', '=', teamId).executeTakeFirst();
}

/** Locks a table of the team (as a write does) without bumping its version; false when absent. */
export async function lockTableOfTeam(db: Db, teamId: string, tableId: string): Promise<boolean> {
  return (await db.selectFrom('big_tables').select('id').where('id', '=', tableId).where('team_id', '=', teamId).forUpdate().executeTakeFirst()) !== undefined;
}

export async function replaceColumns(db: Db, tableId: string, columns: ColumnDef[]): Promise<void> {
  await db.updateTable('big_tables').set({ columns: JSON.stringify(columns) }).where('id', '=', tableId).execute();
}

/**
 * Starts a write: bumps the table's version and returns the new one. The row lock this takes
 * orders the writes of one table, so row versions follow the table version.
 */
export async function bumpTableVersion(db: Db, teamId: string, tableId: string): Promise<{ version: string; columns: ColumnDef[] } | undefined> {
  return db
    .updateTable('big_tables')
    .set({ version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', tableId)
    .where('team_id', '=', teamId)
    .returning(['version', 'columns'])
    .executeTakeFirst();
}
