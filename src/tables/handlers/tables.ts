import { randomUUID } from 'node:crypto';
import { apiError } from '../../http/errors.js';
import { normalizeColumns, RowChecker } from '../cells.js';
import { startJob } from '../jobs.js';
import { insertTable, listTablesOfTeam } from '../tables.queries.js';
import { prepareRows, writeRows } from '../writes.js';
import { teamOf, type H } from './types.js';

export const listTables: H<'listTables'> = async ({ ctx }, { db }) => ({
  status: 200,
  body: { data: await listTablesOfTeam(db, teamOf(ctx)) },
});

export const createTable: H<'createTable'> = async ({ ctx, query, body, headers }, { db, log }) => {
  const team = teamOf(ctx);
  if (query.name !== undefined && body.name !== undefined) {
    throw apiError('VALIDATION_ERROR', 'Pass the name in the body or in the query, not both', { errors: [{ path: 'query.name', message: 'conflicts with body.name' }] });
  }
  const name = body.name ?? query.name;
  if (name === undefined) throw apiError('VALIDATION_ERROR', 'The table needs a name', { errors: [{ path: 'body.name', message: 'is required' }] });
  const checker = new RowChecker(normalizeColumns(body.schema.columns), query.onSchemaError);
  const rows = prepareRows(body.rows ?? [], checker);
  const tableID = randomUUID();
  const work = async (trx: typeof db) => {
    const created = await insertTable(trx, team, name, checker.columns, tableID);
    return { tableID, rowIDs: await writeRows(trx, team, rows, created.id, created.version, checker) };
  };
  if (headers['x-glide-asynchronous'] === 'true') {
    return { status: 202, body: { data: { tableID, jobID: await startJob(db, log, team, work) } } };
  }
  return { status: 201, body: { data: await db.transaction().execute(work) } };
};
