// Definitions: list, create, validate, read, replace, delete.
import { apiError } from '../../http/errors.js';
import { compileSpec, specProblems } from '../compile.js';
import { dagNotFound } from '../errors.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { deleteDag as removeDag, findDag, insertDag, listDags as selectDags, notifyDagsChanged, updateDagSpec as storeSpec, type DagRow } from '../dags.queries.js';
import { toDagDetail, toDagSummary, toRun } from '../mappers.js';
import { activeRuns, latestRun, latestRuns, listNodesOfRuns } from '../runs.queries.js';
import type { Db } from '../../db/database.js';
import type { H } from './types.js';

async function latestOf(db: Db, name: string) {
  const run = await latestRun(db, name);
  return run ? toRun(run, await listNodesOfRuns(db, [run.id])) : null;
}

async function detail(db: Db, dag: DagRow) {
  return { status: 'success' as const, data: toDagDetail(dag, await latestOf(db, dag.name)) };
}

export const listDags: H<'listDags'> = async ({ query }, { db }) => {
  const limit = query.limit ?? 50;
  const rows = await selectDags(db, { name: query.name, tag: query.tag }, limit, decodeCursor(query.cursor));
  const page = rows.slice(0, limit);
  const runs = await latestRuns(db, page.map((d) => d.name));
  const nodes = await listNodesOfRuns(db, runs.map((r) => r.id));
  const latest = new Map(runs.map((r) => [r.dag_name, toRun(r, nodes)]));
  return {
    status: 200,
    body: {
      status: 'success',
      data: { dags: page.map((d) => toDagSummary(d, latest.get(d.name) ?? null)), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1].name) : null },
    },
  };
};

export const createDag: H<'createDag'> = async ({ body, ctx }, { db }) => {
  const definition = compileSpec(body.spec);
  const dag = await insertDag(db, { name: body.name, spec: body.spec, definition, source: 'api' });
  if (!dag) throw apiError('CONFLICT', `A DAG named ${body.name} exists already`);
  await notifyDagsChanged(db);
  return { status: 201, headers: { Location: `${ctx.basePath}/dags/${encodeURIComponent(dag.name)}` }, body: await detail(db, dag) };
};

export const validateDag: H<'validateDag'> = async ({ body }) => {
  const errors = specProblems(body.spec);
  return { status: 200, body: { status: 'success', data: { valid: errors.length === 0, errors } } };
};

export const getDag: H<'getDag'> = async ({ params }, { db }) => {
  const dag = await findDag(db, params.dagName);
  if (!dag) throw dagNotFound(params.dagName);
  return { status: 200, body: await detail(db, dag) };
};

export const updateDagSpec: H<'updateDagSpec'> = async ({ params, body }, { db }) => {
  if (!(await findDag(db, params.dagName))) throw dagNotFound(params.dagName);
  const definition = compileSpec(body.spec);
  const dag = await storeSpec(db, params.dagName, body.spec, definition);
  if (!dag) throw dagNotFound(params.dagName);
  await notifyDagsChanged(db);
  return { status: 200, body: await detail(db, dag) };
};

export const deleteDag: H<'deleteDag'> = async ({ params }, { db }) => {
  const name = params.dagName;
  await db.transaction().execute(async (trx) => {
    const dag = await trx.selectFrom('dags').select('name').where('name', '=', name).forUpdate().executeTakeFirst();
    if (!dag) throw dagNotFound(name);
    const active = await activeRuns(trx, name);
    if (active.length) throw apiError('CONFLICT', `${name} has ${active.length} run${active.length === 1 ? '' : 's'} queued or running; stop ${active.length === 1 ? 'it' : 'them'} first`);
    await removeDag(trx, name);
    await notifyDagsChanged(trx);
  });
  return { status: 200, body: { status: 'success', data: { name, deleted: true } } };
};
