import { apiError } from '../../http/errors.js';
import { normalizeColumns, RowChecker } from '../cells.js';
import { decodeContinuation, encodeContinuation } from '../continuation.js';
import { deleteAllRows, deleteRowById, findRow, listRowsPage, patchRowAtomically, updateRowCells } from '../rows.queries.js';
import { bumpTableVersion, findTableOfTeam, lockTableOfTeam, replaceColumns } from '../tables.queries.js';
import { chargeReads, chargeWrites, MILLI_PER_ROW_WRITTEN, paymentRequired } from '../metering.js';
import { startJob } from '../jobs.js';
import { prepareRows, writeRows } from '../writes.js';
import { isText, teamOf, type H } from './types.js';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';

const tableNotFound = () => apiError('TABLE_NOT_FOUND', 'No such table');
const rowNotFound = () => apiError('ROW_NOT_FOUND', 'No such row');
const stale = () => apiError('PRECONDITION_FAILED', 'The row changed after the If-Match version');
const asRow = (r: { row_id: string; data: Record<string, unknown> }) => ({ ...r.data, $rowID: r.row_id });

async function tableOrThrow(db: Db, team: string, tableId: string) {
  const table = isUuid(tableId) ? await findTableOfTeam(db, team, tableId) : undefined;
  if (!table) throw tableNotFound();
  return table;
}

/** Starts a write inside `trx`: the table's next version (taking its row lock) and its columns. */
async function beginWrite(trx: Db, team: string, tableId: string) {
  const bumped = isUuid(tableId) ? await bumpTableVersion(trx, team, tableId) : undefined;
  if (!bumped) throw tableNotFound();
  return bumped;
}

export const getRows: H<'getRows'> = async ({ ctx, params, query }, { db, tokens }) => {
  const table = await tableOrThrow(db, teamOf(ctx), params.tableID);
  const limit = query.limit ?? 250;
  const after = query.continuation ? decodeContinuation(tokens, table.id, query.continuation) : '0';
  const rows = await listRowsPage(db, table.id, after, limit + 1);
  const page = rows.slice(0, limit);
  await chargeReads(db, table.team_id, page.length);
  // Glide's clients stop when the key is absent, so the last page has none at all.
  const continuation = rows.length > limit ? encodeContinuation(tokens, table.id, page[page.length - 1].seq) : undefined;
  return { status: 200, body: { data: page.map(asRow), ...(continuation ? { continuation } : {}) } };
};

export const getTableVersion: H<'getTableVersion'> = async ({ ctx, params }, { db }) => {
  const table = await tableOrThrow(db, teamOf(ctx), params.tableID);
  return { status: 200, body: undefined, etag: `"${table.version}"` };
};

export const getRow: H<'getRow'> = async ({ ctx, params }, { db }) => {
  const table = await tableOrThrow(db, teamOf(ctx), params.tableID);
  const row = await findRow(db, table.id, params.rowID);
  if (!row) throw rowNotFound();
  await chargeReads(db, table.team_id, 1);
  return { status: 200, body: { data: asRow(row) } };
};

export const addRows: H<'addRows'> = async ({ ctx, params, query, body, bodyFormat }, { db }) => {
  const team = teamOf(ctx);
  // An array, a stash reference, or either inside {rows} (the seed's shape).
  const input = Array.isArray(body) || '$stashID' in body ? body : body.rows;
  const rowIDs = await db.transaction().execute(async (trx) => {
    const bumped = await beginWrite(trx, team, params.tableID);
    const checker = new RowChecker(bumped.columns, query.onSchemaError);
    return writeRows(trx, team, prepareRows(input, checker, isText(bodyFormat)), params.tableID, bumped.version, checker);
  });
  return { status: 201, body: { data: { rowIDs } } };
};

export const overwriteTable: H<'overwriteTable'> = async ({ ctx, params, query, body, bodyFormat, headers }, { db, log }) => {
  const team = teamOf(ctx);
  const expected = ifMatchVersion(headers['if-match']);
  const { schema, rows: source } = Array.isArray(body) ? { schema: undefined, rows: body } : body;
  const newColumns = schema ? normalizeColumns(schema.columns) : undefined;
  // With a new schema the rows can be checked now; with the old one, once the table is locked.
  const earlyChecker = newColumns ? new RowChecker(newColumns, query.onSchemaError) : undefined;
  const early = earlyChecker ? prepareRows(source, earlyChecker, isText(bodyFormat)) : undefined;
  const work = async (trx: Db) => {
    const bumped = await beginWrite(trx, team, params.tableID);
    // The version the client read is the one before this write's bump.
    if (expected !== undefined && BigInt(expected) !== BigInt(bumped.version) - 1n) {
      throw apiError('PRECONDITION_FAILED', `The table changed after version ${expected}`);
    }
    const checker = earlyChecker ?? new RowChecker(bumped.columns, query.onSchemaError);
    const rows = early ?? prepareRows(source, checker, isText(bodyFormat));
    if (newColumns) await replaceColumns(trx, params.tableID, checker.columns);
    await deleteAllRows(trx, params.tableID);
    return { rowIDs: await writeRows(trx, team, rows, params.tableID, bumped.version, checker) };
  };
  if (headers['x-glide-asynchronous'] === 'true') {
    return { status: 202, body: { data: { jobID: await startJob(db, log, team, work) } } };
  }
  return { status: 200, body: { data: await db.transaction().execute(work) } };
};

/** If-Match as a table version: `"N"`, `W/"N"` or `*` (any). Anything else can never match. */
function ifMatchVersion(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const m = /^(?:W\/)?"?(\d{1,18})"?$/.exec(header.trim());
  if (!m) throw apiError('PRECONDITION_FAILED', 'If-Match does not name a table version');
  return m[1];
}

export const updateRow: H<'updateRow'> = async ({ ctx, params, query, body, headers }, { db }) => {
  const team = teamOf(ctx);
  const notAfter = ifMatchVersion(headers['if-match']);
  // The common case is one statement (see patchRowAtomically). Its schema check can lose a race
  // with a schema change; then the update is tried again, and the third time in a transaction.
  for (let attempt = 0; attempt < 2; attempt++) {
    const table = await tableOrThrow(db, team, params.tableID);
    const checker = new RowChecker(table.columns, query.onSchemaError);
    const cells = checker.check(body);
    if (checker.changed) break; // updateSchema grew the schema: the transaction stores it
    const outcome = await patchRowAtomically(db, { tableId: table.id, teamId: team, rowId: params.rowID, columns: table.columns, cells, notAfter, milli: MILLI_PER_ROW_WRITTEN });
    if (outcome === 'written') return { status: 200, body: {} };
    if (outcome === 'over_quota') throw paymentRequired();
    const row = await findRow(db, table.id, params.rowID);
    if (!row) throw rowNotFound();
    if (notAfter !== undefined && BigInt(row.version) > BigInt(notAfter)) throw stale();
  }
  await db.transaction().execute(async (trx) => {
    const bumped = await beginWrite(trx, team, params.tableID);
    const checker = new RowChecker(bumped.columns, query.onSchemaError);
    const cells = checker.check(body);
    if (await updateRowCells(trx, params.tableID, params.rowID, cells, bumped.version, notAfter)) {
      if (checker.changed) await replaceColumns(trx, params.tableID, checker.columns);
      return chargeWrites(trx, team, 1);
    }
    // Nothing changed: tell why (the transaction, and so the version bump, is rolled back).
    if (await findRow(trx, params.tableID, params.rowID)) throw stale();
    throw rowNotFound();
  });
  return { status: 200, body: {} };
};

export const deleteRow: H<'deleteRow'> = async ({ ctx, params }, { db }) => {
  const team = teamOf(ctx);
  await db.transaction().execute(async (trx) => {
    // The table's lock first, as every write takes it; only a row actually deleted is a write
    // (bumps the version, is charged): deleting an absent row is 200 with nothing changed.
    if (!isUuid(params.tableID) || !(await lockTableOfTeam(trx, team, params.tableID))) throw tableNotFound();
    if (!(await deleteRowById(trx, params.tableID, params.rowID))) return;
    await bumpTableVersion(trx, team, params.tableID);
    await chargeWrites(trx, team, 1);
  });
  return { status: 200, body: {} };
};
