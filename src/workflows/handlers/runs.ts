// Runs: start, status, stop, retry, history, one run, its logs and its live events.
import { apiError } from '../../http/errors.js';
import { EventStream } from '../../http/types.js';
import type { Db } from '../../db/database.js';
import type { Notifications } from '../notifications.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { findDag } from '../dags.queries.js';
import { ParamsError, resolveParams } from '../definition.js';
import { retryRun, startRun, stopRuns } from '../engine.js';
import { readStepLog } from '../logs.queries.js';
import { notStarted, paramsText, toRun } from '../mappers.js';
import type { DagDef } from '../model.js';
import { findNode, findRun, findRunByPk, latestRun, listNodes, listNodesOfRuns, listRuns as selectRuns, runEvents, type RunRow } from '../runs.queries.js';
import { dagNotFound } from '../errors.js';
import type { H } from './types.js';

async function dagOrThrow(db: Db, name: string) {
  const dag = await findDag(db, name);
  if (!dag) throw dagNotFound(name);
  return dag;
}

async function runOrThrow(db: Db, dagName: string, runId: string): Promise<RunRow> {
  await dagOrThrow(db, dagName);
  const run = await findRun(db, dagName, runId);
  if (!run) throw apiError('RUN_NOT_FOUND', `${dagName} has no run ${runId}`);
  return run;
}

const envelope = <T>(data: T) => ({ status: 'success' as const, data });

export const startDag: H<'startDag'> = async ({ params, body }, { db }) => {
  const dag = await dagOrThrow(db, params.dagName);
  const def = dag.definition as DagDef;
  let resolved;
  try {
    resolved = resolveParams(def.params, body?.params ?? undefined);
  } catch (err) {
    if (err instanceof ParamsError) throw apiError('INVALID_PARAMS', `Invalid params: ${err.message}`);
    throw err;
  }
  const runId = await startRun(db, dag.name, def, { runId: body?.runId, params: resolved, paramsText: paramsText(resolved), trigger: 'api' });
  return { status: 200, body: envelope({ runId }) };
};

export const getDagStatus: H<'getDagStatus'> = async ({ params }, { db }) => {
  await dagOrThrow(db, params.dagName);
  const run = await latestRun(db, params.dagName);
  return { status: 200, body: envelope(run ? toRun(run, await listNodes(db, run.id)) : notStarted(params.dagName)) };
};

export const stopDag: H<'stopDag'> = async ({ params }, { db }) => {
  await dagOrThrow(db, params.dagName);
  return { status: 200, body: envelope({ stopped: await stopRuns(db, params.dagName) }) };
};

export const retryDag: H<'retryDag'> = async ({ params, body }, { db }) => {
  await dagOrThrow(db, params.dagName);
  return { status: 200, body: envelope({ runId: await retryRun(db, params.dagName, body?.runId, body?.step) }) };
};

export const listRuns: H<'listRuns'> = async ({ params, query }, { db }) => {
  await dagOrThrow(db, params.dagName);
  const limit = query.limit ?? 50;
  const after = decodeCursor(query.cursor);
  if (after !== undefined && !/^\d+$/.test(after)) throw apiError('INVALID_CONTINUATION', 'The cursor is not one this API gave');
  const rows = await selectRuns(db, params.dagName, limit, after);
  const page = rows.slice(0, limit);
  const nodes = await listNodesOfRuns(db, page.map((r) => r.id));
  return { status: 200, body: envelope({ runs: page.map((r) => toRun(r, nodes)), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1].id) : null }) };
};

export const getRun: H<'getRun'> = async ({ params }, { db }) => {
  const run = await runOrThrow(db, params.dagName, params.runId);
  return { status: 200, body: envelope(toRun(run, await listNodes(db, run.id))) };
};

/** `tail` lines from the end, else `limit` lines from `offset`. */
function slice(text: string, q: { tail?: number; offset?: number; limit?: number }, droppedBytes: number) {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const total = lines.length;
  const limit = q.limit ?? 1000;
  const start = q.tail !== undefined ? Math.max(0, total - q.tail) : Math.min(q.offset ?? 0, total);
  const end = Math.min(total, start + (q.tail !== undefined ? Math.min(q.tail, limit) : limit));
  const picked = lines.slice(start, end);
  return envelope({ content: picked.map((l) => `${l}\n`).join(''), lineCount: picked.length, totalLines: total, hasMore: end < total, droppedBytes });
}

export const getRunLog: H<'getRunLog'> = async ({ params, query }, { db }) => {
  const run = await runOrThrow(db, params.dagName, params.runId);
  const events = await runEvents(db, run.id);
  return { status: 200, body: slice(events.map((e) => `${e.at.toISOString()} ${e.line}\n`).join(''), query, 0) };
};

export const getStepLog: H<'getStepLog'> = async ({ params, query }, { db }) => {
  const run = await runOrThrow(db, params.dagName, params.runId);
  if (!(await findNode(db, run.id, params.stepName))) throw apiError('STEP_NOT_FOUND', `Run ${run.run_id} has no step ${params.stepName}`);
  const { text, dropped } = await readStepLog(db, run.id, params.stepName, query.stream === 'stderr' ? 2 : 1);
  return { status: 200, body: slice(text, query, dropped) };
};

export const streamRunEvents: H<'streamRunEvents'> = async ({ params }, { db, workflowNotifications, config }) => {
  const run = await runOrThrow(db, params.dagName, params.runId);
  return { status: 200, body: new EventStream(runEvents$(db, workflowNotifications, run.id, config.workflows.eventsPollSeconds * 1000)) };
};

/** The run at once and at every change (its notification, or a look every `pollMs`), then `end`. */
async function* runEvents$(db: Db, notifications: Notifications, runPk: string, pollMs: number) {
  // `changed` keeps a notification that comes while the run is being read, so it is not lost.
  let changed = false;
  let wake: (() => void) | undefined;
  const off = notifications.on('workflow_run', (pk) => {
    if (pk !== runPk) return;
    changed = true;
    wake?.();
  });
  try {
    let last = '';
    for (;;) {
      changed = false;
      const run = await findRunByPk(db, runPk);
      if (!run) return;
      const snapshot = toRun(run, await listNodes(db, runPk));
      const text = JSON.stringify(snapshot);
      if (text !== last) {
        last = text;
        yield { event: 'status', data: snapshot };
      }
      if (run.finished_at) {
        yield { event: 'end', data: { runId: run.run_id, status: run.status } };
        return;
      }
      if (changed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, pollMs);
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  } finally {
    off();
  }
}
