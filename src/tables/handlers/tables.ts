import { randomUUID } from 'node:crypto';
import { apiError } from '../../http/errors.js';
import type { Db } from '../../db/database.js';
import type { Services } from '../../services.js';
import { normalizeColumns, RowChecker, type OnSchemaError } from '../cells.js';
import { fetchImport } from '../import.js';
import { startJob } from '../jobs.js';
import { deleteStash } from '../stashes.queries.js';
import { insertTable, listTablesOfTeam } from '../tables.queries.js';
import { prepareRows, writeRows, type RowSource } from '../writes.js';
import { isText, teamOf, type H } from './types.js';

export const listTables: H<'listTables'> = async ({ ctx }, { db }) => ({
  status: 200,
  body: { data: await listTablesOfTeam(db, teamOf(ctx)) },
});

interface NewTable {
  team: string;
  name: string;
  columns: { id: string; displayName?: string; type: string | { kind: string } }[];
  rows: RowSource;
  onSchemaError?: OnSchemaError;
  /** The cells are CSV/TSV fields. */
  text: boolean;
}

/** Checks a new table's schema and inline rows now, and returns the work that stores it. */
function planTable(t: NewTable) {
  const checker = new RowChecker(normalizeColumns(t.columns), t.onSchemaError);
  const rows = prepareRows(t.rows, checker, t.text);
  const tableID = randomUUID();
  const work = async (trx: Db) => {
    const created = await insertTable(trx, t.team, t.name, checker.columns, tableID);
    return { tableID, rowIDs: await writeRows(trx, t.team, rows, created.id, created.version, checker) };
  };
  return { tableID, work };
}

/** The name from the body or the query, not both. */
function nameOf(fromBody: string | undefined, fromQuery: string | undefined): string | undefined {
  if (fromQuery !== undefined && fromBody !== undefined) {
    throw apiError('VALIDATION_ERROR', 'Pass the name in the body or in the query, not both');
  }
  return fromBody ?? fromQuery;
}

export const createTable: H<'createTable'> = async ({ ctx, query, body, bodyFormat, headers }, { db, log }) => {
  const name = nameOf(body.name, query.name);
  // Glide's error body has a type and a message only (src/tables/errors.ts): no field details.
  if (name === undefined) throw apiError('VALIDATION_ERROR', 'The table needs a name');
  const text = isText(bodyFormat);
  const { tableID, work } = planTable({ team: teamOf(ctx), name, columns: body.schema.columns, rows: body.rows ?? [], onSchemaError: query.onSchemaError, text });
  if (headers['x-glide-asynchronous'] === 'true') {
    return { status: 202, body: { data: { tableID, jobID: await startJob(db, log, teamOf(ctx), work) } } };
  }
  return { status: 201, body: { data: await db.transaction().execute(work) } };
};

export const importTable: H<'importTable'> = async ({ ctx, query, body, bodyFormat }, services) => {
  const team = teamOf(ctx);
  if ('schema' in body) {
    // Inline: what a CSV/TSV body stands for.
    const name = nameOf(body.name, query.name) ?? 'Imported table';
    const text = isText(bodyFormat);
    const { work } = planTable({ team, name, columns: body.schema.columns, rows: body.rows ?? [], onSchemaError: query.onSchemaError, text });
    return { status: 201, body: { data: [await services.db.transaction().execute(work)] } };
  }
  return { status: 201, body: { data: [await importFromUrl(services, team, body.fromUrl, body.displayName ?? query.name, query.onSchemaError)] } };
};

async function importFromUrl({ db, config }: Services, team: string, fromUrl: string, name: string | undefined, onSchemaError: OnSchemaError | undefined) {
  const stashId = `import-${randomUUID()}`;
  const source = await fetchImport(db, team, fromUrl, { ...config.tablesImport, jsonMaxBytes: config.tablesBodyLimitBytes }, stashId);
  const rows: RowSource = source.kind === 'stash' ? { $stashID: source.stashId } : source.rows;
  // Stryker disable next-line BooleanLiteral: the source's cells are already of the types it inferred, so reading them as text gives the same values (equivalent)
  const { work } = planTable({ team, name: name ?? source.name, columns: source.columns, rows, onSchemaError, text: false });
  // A failed commit leaves the stash behind (a JSON source has none): it is private to this import, so remove it.
  return db
    .transaction()
    .execute(work)
    .catch(async (err: unknown) => {
      await deleteStash(db, team, stashId);
      throw err;
    });
}
