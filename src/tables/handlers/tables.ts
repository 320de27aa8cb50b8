import { randomBytes } from 'node:crypto';
import { apiError } from '../../http/errors.js';
import { checkRow, normalizeColumns } from '../cells.js';
import { insertRows } from '../rows.queries.js';
import { insertTable, listTablesOfTeam } from '../tables.queries.js';
import { commitStash } from '../stash-commit.js';
import { chargeWrites } from '../metering.js';
import { teamOf, type H } from './types.js';

/** Row ids look like Glide's: 22 URL-safe characters. */
export const newRowId = () => randomBytes(16).toString('base64url');

export const listTables: H<'listTables'> = async ({ ctx }, { db }) => ({
  status: 200,
  body: { data: await listTablesOfTeam(db, teamOf(ctx)) },
});

export const createTable: H<'createTable'> = async ({ ctx, query, body }, { db }) => {
  const team = teamOf(ctx);
  if (query.name !== undefined && body.name !== undefined) {
    throw apiError('VALIDATION_ERROR', 'Pass the name in the body or in the query, not both', { errors: [{ path: 'query.name', message: 'conflicts with body.name' }] });
  }
  const name = body.name ?? query.name;
  if (name === undefined) throw apiError('VALIDATION_ERROR', 'The table needs a name', { errors: [{ path: 'body.name', message: 'is required' }] });
  const columns = normalizeColumns(body.schema.columns);
  const source = body.rows ?? [];
  const inline = Array.isArray(source) ? source.map((row, i) => ({ id: newRowId(), data: checkRow(row, columns, i) })) : undefined;
  const result = await db.transaction().execute(async (trx) => {
    const created = await insertTable(trx, team, name, columns);
    let rowIDs: string[];
    if (inline) {
      await insertRows(trx, created.id, created.version, inline);
      rowIDs = inline.map((r) => r.id);
    } else {
      rowIDs = await commitStash(trx, team, (source as { $stashID: string }).$stashID, created.id, created.version, columns);
    }
    await chargeWrites(trx, team, rowIDs.length);
    return { tableID: created.id, rowIDs };
  });
  return { status: 201, body: { data: result } };
};
