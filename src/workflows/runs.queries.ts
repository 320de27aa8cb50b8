// Runs and their nodes in PostgreSQL: the queue the workers share. Every change to a run's state
// is made holding the run's row lock (lockRun), so the API, the workers and the sweeper never
// decide on stale state; each change NOTIFYs `workflow_run` (the run's id) for the event streams.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { NodeKind, NodeStatusText, RunStatusText } from '../db/schema.js';

export type RunRow = Awaited<ReturnType<typeof lockRun>>;
export type NodeRow = Awaited<ReturnType<typeof listNodes>>[number];

// The definition (large, and never changed for a run) is read apart: see runDefinition.
const RUN_COLUMNS = [
  'id', 'dag_name', 'run_id', 'params', 'params_text', 'webhook_payload', 'trigger', 'status', 'outcome', 'attempt',
  'stop_requested', 'error', 'queued_at', 'started_at', 'finished_at', 'deadline',
] as const;

export async function lockRun(db: Db, runPk: string) {
  return db.selectFrom('dag_runs').select(RUN_COLUMNS).where('id', '=', runPk).forUpdate().executeTakeFirstOrThrow();
}

export async function lockRunIfAny(db: Db, runPk: string) {
  return db.selectFrom('dag_runs').select(RUN_COLUMNS).where('id', '=', runPk).forUpdate().executeTakeFirst();
}

export async function findRun(db: Db, dagName: string, runId: string) {
  return db.selectFrom('dag_runs').select(RUN_COLUMNS).where('dag_name', '=', dagName).where('run_id', '=', runId).executeTakeFirst();
}

export async function findRunByPk(db: Db, runPk: string) {
  return db.selectFrom('dag_runs').select(RUN_COLUMNS).where('id', '=', runPk).executeTakeFirst();
}

export async function latestRun(db: Db, dagName: string) {
  return db.selectFrom('dag_runs').select(RUN_COLUMNS).where('dag_name', '=', dagName).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Newest first, `before` an internal id (the cursor), one more than `limit` (to know if there are more). */
export async function listRuns(db: Db, dagName: string, limit: number, before?: string) {
  let q = db.selectFrom('dag_runs').select(RUN_COLUMNS).where('dag_name', '=', dagName);
  if (before) q = q.where('id', '<', before);
  return q.orderBy('id', 'desc').limit(limit + 1).execute();
}

/** The latest run of each named DAG. */
export async function latestRuns(db: Db, dagNames: string[]) {
  if (!dagNames.length) return [];
  return db
    .selectFrom('dag_runs')
    .distinctOn('dag_name')
    .select(RUN_COLUMNS)
    .where('dag_name', 'in', dagNames)
    .orderBy('dag_name')
    .orderBy('id', 'desc')
    .execute();
}

export async function countActiveRuns(db: Db, dagName: string): Promise<number> {
  const row = await db
    .selectFrom('dag_runs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('dag_name', '=', dagName)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs of the DAG still queued or running, locked (to stop them). */
export async function activeRuns(db: Db, dagName: string) {
  return db.selectFrom('dag_runs').select(RUN_COLUMNS).where('dag_name', '=', dagName).where('status', 'in', ['queued', 'running']).orderBy('id').forUpdate().execute();
}

export interface NewRun {
  dagName: string;
  runId: string;
  definition: unknown;
  params: unknown;
  paramsText: string | null;
  trigger: 'api' | 'schedule' | 'webhook';
  webhookPayload?: string | null;
  timeoutSec?: number;
}

export async function insertRun(db: Db, run: NewRun) {
  return db
    .insertInto('dag_runs')
    .values({
      dag_name: run.dagName,
      run_id: run.runId,
      definition: JSON.stringify(run.definition),
      params: JSON.stringify(run.params),
      params_text: run.paramsText,
      webhook_payload: run.webhookPayload ?? null,
      trigger: run.trigger,
      outcome: null,
      stop_requested: null,
      error: null,
      started_at: null,
      finished_at: null,
      deadline: run.timeoutSec ? sql<Date>`now() + make_interval(secs => ${run.timeoutSec})` : null,
    })
    .returning(RUN_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function insertNodes(db: Db, runPk: string, nodes: { name: string; kind: NodeKind; output?: string }[]) {
  if (!nodes.length) return;
  await db
    .insertInto('dag_run_nodes')
    .values(nodes.map((n, position) => ({ run_pk: runPk, name: n.name, kind: n.kind, position, ready_at: null, worker_id: null, exit_code: null, started_at: null, finished_at: null, error: null, output_name: n.output ?? null, output: null })))
    .execute();
}

/** The definition a run runs (a snapshot taken when it started). */
export async function runDefinition(db: Db, runPk: string): Promise<unknown> {
  return (await db.selectFrom('dag_runs').select('definition').where('id', '=', runPk).executeTakeFirstOrThrow()).definition;
}

// A node's and a run's started_at and finished_at are the clock's time when the statement runs,
// not now() (its transaction's start): two completions of one run begin together and take the run's
// lock one after the other, and with now() the second could record its next step as started before
// the first's step finished.
const NODE_COLUMNS = [
  'run_pk', 'name', 'kind', 'position', 'status', 'continued', 'ready_at', 'worker_id', 'exit_code', 'started_at', 'finished_at',
  'retry_count', 'done_count', 'error', 'output_name', 'output',
] as const;

export async function listNodes(db: Db, runPk: string) {
  return db.selectFrom('dag_run_nodes').select(NODE_COLUMNS).where('run_pk', '=', runPk).orderBy('position').execute();
}

/** What `advance` needs of each node of a run, in definition order. */
export async function nodeStates(db: Db, runPk: string) {
  return db.selectFrom('dag_run_nodes').select(['name', 'kind', 'status', 'continued']).where('run_pk', '=', runPk).orderBy('position').execute();
}

export async function listNodesOfRuns(db: Db, runPks: string[]) {
  if (!runPks.length) return [];
  return db.selectFrom('dag_run_nodes').select(NODE_COLUMNS).where('run_pk', 'in', runPks).orderBy('run_pk').orderBy('position').execute();
}

export async function findNode(db: Db, runPk: string, name: string) {
  return db.selectFrom('dag_run_nodes').select(NODE_COLUMNS).where('run_pk', '=', runPk).where('name', '=', name).executeTakeFirst();
}

export async function setNodes(db: Db, runPk: string, names: string[], set: { status: NodeStatusText; readyAfterSec?: number; error?: string | null; finished?: boolean }) {
  if (!names.length) return;
  await db
    .updateTable('dag_run_nodes')
    .set({
      status: set.status,
      ...(set.status === 'ready' ? { ready_at: sql<Date>`now() + make_interval(secs => ${set.readyAfterSec ?? 0})` } : {}),
      ...(set.error !== undefined ? { error: set.error } : {}),
      ...(set.finished ? { finished_at: sql<Date>`clock_timestamp()` } : {}),
    })
    .where('run_pk', '=', runPk)
    .where('name', 'in', names)
    .execute();
}

export async function setRun(
  db: Db,
  runPk: string,
  set: Partial<{ status: RunStatusText; outcome: RunStatusText | null; error: string | null; stop_requested: 'stop' | 'timeout' | null; started: boolean; finished: boolean; attempt: number }>,
) {
  const { started, finished, ...columns } = set;
  await db
    .updateTable('dag_runs')
    .set({
      ...columns,
      ...(started ? { started_at: sql<Date>`coalesce(started_at, clock_timestamp())` } : {}),
      ...(finished ? { finished_at: sql<Date>`clock_timestamp()` } : {}),
    })
    .where('id', '=', runPk)
    .execute();
}

/** Puts nodes back as they were before they ran (a retry): their logs go too. */
export async function resetNodes(db: Db, runPk: string, names: string[]) {
  if (!names.length) return;
  await db.deleteFrom('dag_step_logs').where('run_pk', '=', runPk).where('node', 'in', names).execute();
  await db.deleteFrom('dag_step_log_drops').where('run_pk', '=', runPk).where('node', 'in', names).execute();
  await db
    .updateTable('dag_run_nodes')
    .set({ status: 'not_started', continued: false, ready_at: null, worker_id: null, exit_code: null, started_at: null, finished_at: null, retry_count: 0, done_count: 0, error: null, output: null })
    .where('run_pk', '=', runPk)
    .where('name', 'in', names)
    .execute();
}

export async function appendRunEvent(db: Db, runPk: string, line: string) {
  await db.insertInto('dag_run_events').values({ run_pk: runPk, line }).execute();
}

export async function runEvents(db: Db, runPk: string) {
  return db.selectFrom('dag_run_events').select(['at', 'line']).where('run_pk', '=', runPk).orderBy('seq').execute();
}

export async function notifyStop(db: Db, runPk: string) {
  await sql`SELECT pg_notify('workflow_stop', ${runPk})`.execute(db);
}

// --- Workers -------------------------------------------------------------------------------------

export async function countRunning(db: Db, runPk: string): Promise<number> {
  const row = await db
    .selectFrom('dag_run_nodes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('run_pk', '=', runPk)
    .where('status', '=', 'running')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a ready node running; undefined when it is not ready (any more). */
export async function markNodeRunning(db: Db, runPk: string, name: string, workerId: string) {
  return db
    .updateTable('dag_run_nodes')
    .set({ status: 'running', worker_id: workerId, started_at: sql<Date>`clock_timestamp()`, finished_at: null })
    .where('run_pk', '=', runPk)
    .where('name', '=', name)
    .where('status', '=', 'ready')
    .returning(NODE_COLUMNS)
    .executeTakeFirst();
}

/**
 * The next ready node whose time has come, with its run, whose row is locked (runs that another
 * transaction holds are skipped, not waited for). `busy`: runs to leave out.
 */
export async function readyCandidate(trx: Db, busy: string[]) {
  let q = trx
    .selectFrom('dag_run_nodes as n')
    .innerJoin('dag_runs as r', 'r.id', 'n.run_pk')
    .select(RUN_COLUMNS.map((c) => `r.${c}` as const))
    .select(['n.name as node_name', 'n.kind as node_kind'])
    .where('n.status', '=', 'ready')
    .where('n.ready_at', '<=', sql<Date>`now()`);
  if (busy.length) q = q.where('n.run_pk', 'not in', busy);
  const row = await q.orderBy('n.ready_at').limit(1).forUpdate('r').skipLocked().executeTakeFirst();
  if (!row) return undefined;
  const { node_name, node_kind, ...run } = row;
  return { ...run, name: { name: node_name, kind: node_kind } };
}

/**
 * The payload of `workflow_run`: the run's key and, after `@`, the transaction's start in epoch ms
 * (the delivery lag metric; see notifications.ts). The transaction's time, not the clock's, so
 * that the same run notified twice in one transaction is still one notification (PostgreSQL
 * folds identical payloads of a transaction).
 */
const runPayload = (runPk: string) => sql`${runPk}::text || '@' || floor(extract(epoch FROM now()) * 1000)::bigint::text`;

/** A line of the run's log and the notification that the run changed, in one statement. */
export async function recordAndNotify(db: Db, runPk: string, line: string) {
  await sql`WITH e AS (INSERT INTO dag_run_events (run_pk, line) VALUES (${runPk}, ${line})) SELECT pg_notify('workflow_run', ${runPayload(runPk)})`.execute(db);
}

/** The run changed (event streams) and, when `ready`, nodes became ready (workers). */
export async function notifyChanged(db: Db, runPk: string, ready: boolean) {
  if (ready) await sql`SELECT pg_notify('workflow_run', ${runPayload(runPk)}), pg_notify('workflow_ready', '')`.execute(db);
  else await sql`SELECT pg_notify('workflow_run', ${runPayload(runPk)})`.execute(db);
}

export async function recordProgress(db: Db, runPk: string, name: string, set: { retry_count?: number; done_count?: number; exit_code?: number | null }) {
  await db.updateTable('dag_run_nodes').set(set).where('run_pk', '=', runPk).where('name', '=', name).execute();
}

/** Ends a running node and (when `line`) writes it to the run's log, in one statement; false when the node was not running. */
export async function finishNode(
  db: Db,
  runPk: string,
  name: string,
  set: { status: NodeStatusText; continued: boolean; exit_code: number | null; error: string | null; output: string | null; retry_count: number; done_count: number },
  line?: string,
) {
  const update = db
    .updateTable('dag_run_nodes')
    .set({ ...set, finished_at: sql<Date>`clock_timestamp()`, worker_id: null })
    .where('run_pk', '=', runPk)
    .where('name', '=', name)
    .where('status', '=', 'running')
    .returning('name');
  if (line === undefined) return Boolean(await update.executeTakeFirst());
  const row = await db
    .with('n', () => update)
    .insertInto('dag_run_events')
    .columns(['run_pk', 'line'])
    .expression((eb) => eb.selectFrom('n').select([sql<string>`${runPk}::bigint`.as('run_pk'), sql<string>`${line}`.as('line')]))
    .returning('seq')
    .executeTakeFirst();
  return Boolean(row);
}

/** What `advance` needs of some nodes of a run. */
export async function nodeStatesNamed(db: Db, runPk: string, names: string[]) {
  if (!names.length) return [];
  return db.selectFrom('dag_run_nodes').select(['name', 'kind', 'status', 'continued']).where('run_pk', '=', runPk).where('name', 'in', names).execute();
}

/** Whether a step of the run is not finished yet (dag_run_nodes_open). */
export async function hasOpenSteps(db: Db, runPk: string): Promise<boolean> {
  const row = await db
    .selectFrom('dag_run_nodes')
    .select('name')
    .where('run_pk', '=', runPk)
    .where('status', 'in', ['not_started', 'ready', 'running'])
    .where('kind', '=', 'step')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks nodes of a run ready for any worker (what an earlier attempt recorded on them is cleared). */
export async function setReady(db: Db, runPk: string, names: string[]): Promise<void> {
  if (!names.length) return;
  await db
    .updateTable('dag_run_nodes')
    .set({ status: 'ready', ready_at: sql<Date>`now()`, worker_id: null, started_at: null, finished_at: null })
    .where('run_pk', '=', runPk)
    .where('name', 'in', names)
    .execute();
}

/**
 * setReady, a claim and recordLinesAndNotify in one statement, for the common case of a finished
 * step whose worker takes the next (a round trip less per step): `names` ready, `claim` among them
 * running on `workerId`, `lines` recorded, the run's watchers told, and the other workers when
 * more than the claimed node is ready. The claimed node's row is returned.
 */
export async function setReadyClaimAndRecord(db: Db, runPk: string, names: string[], claim: string, workerId: string, lines: string[]) {
  const { rows } = await sql<NodeRow | { [K in keyof NodeRow]: null }>`
    WITH u AS (
      UPDATE dag_run_nodes SET
        status = CASE WHEN name = ${claim} THEN 'running' ELSE 'ready' END,
        ready_at = now(),
        worker_id = CASE WHEN name = ${claim} THEN ${workerId} END,
        started_at = CASE WHEN name = ${claim} THEN clock_timestamp() END,
        finished_at = NULL
      WHERE run_pk = ${runPk} AND name = ANY(${names}::text[])
      RETURNING ${sql.join(NODE_COLUMNS.map((c) => sql.ref(c)))}
    ), e AS (
      INSERT INTO dag_run_events (run_pk, line) SELECT ${runPk}::bigint, unnest(${lines}::text[])
    ), n AS (
      SELECT pg_notify('workflow_run', ${runPayload(runPk)})${names.length > 1 ? sql`, pg_notify('workflow_ready', '')` : sql``}
    )
    SELECT u.* FROM n LEFT JOIN u ON u.name = ${claim}`.execute(db);
  return rows[0]?.name === null ? undefined : (rows[0] as NodeRow | undefined);
}

/** Marks the run's longest-waiting ready node running on `workerId`; undefined when none is ready. */
export async function claimReadyOfRun(db: Db, runPk: string, workerId: string) {
  return db
    .updateTable('dag_run_nodes')
    .set({ status: 'running', worker_id: workerId, started_at: sql<Date>`clock_timestamp()`, finished_at: null })
    .where('run_pk', '=', runPk)
    .where('status', '=', 'ready')
    .where('name', '=', (eb) =>
      eb
        .selectFrom('dag_run_nodes')
        .select('name')
        .where('run_pk', '=', runPk)
        .where('status', '=', 'ready')
        .where('ready_at', '<=', sql<Date>`now()`)
        .orderBy('ready_at')
        .orderBy('position')
        .limit(1),
    )
    .returning(NODE_COLUMNS)
    .executeTakeFirst();
}

/** Lines of the run's log, and the notifications that it changed and (`ready`) that nodes became ready, in one statement. */
export async function recordLinesAndNotify(db: Db, runPk: string, lines: string[], ready: boolean) {
  await sql`WITH e AS (INSERT INTO dag_run_events (run_pk, line) SELECT ${runPk}, unnest(${lines}::text[]))
    SELECT pg_notify('workflow_run', ${runPayload(runPk)})${ready ? sql`, pg_notify('workflow_ready', '')` : sql``}`.execute(db);
}

/** Outputs of the run's finished nodes, for the environment of the next. */
export async function runOutputs(db: Db, runPk: string) {
  return db.selectFrom('dag_run_nodes').select(['name', 'output_name', 'output']).where('run_pk', '=', runPk).where('output', 'is not', null).orderBy('position').execute();
}

export async function heartbeat(db: Db, worker: { id: string; host: string; pid: number }) {
  await db
    .insertInto('workflow_workers')
    .values({ id: worker.id, host: worker.host, pid: worker.pid })
    .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: sql<Date>`now()` }))
    .execute();
}

export async function removeWorker(db: Db, id: string) {
  await db.deleteFrom('workflow_workers').where('id', '=', id).execute();
}

/** Nodes running on workers whose heartbeat is older than `timeoutSec` (or that are gone); checked again under their run's lock. */
export async function orphanedNodes(db: Db, timeoutSec: number) {
  return db
    .selectFrom('dag_run_nodes as n')
    .leftJoin('workflow_workers as w', 'w.id', 'n.worker_id')
    .select(['n.run_pk', 'n.name', 'n.worker_id'])
    .where('n.status', '=', 'running')
    .where((eb) => eb.or([eb('w.id', 'is', null), eb('w.heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${timeoutSec})`)]))
    .limit(100)
    .execute();
}

export async function removeDeadWorkers(db: Db, timeoutSec: number) {
  await db.deleteFrom('workflow_workers').where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${timeoutSec * 10})`).execute();
}

/** Runs past their DAG timeout and not yet told to stop. */
export async function overdueRuns(db: Db) {
  return db
    .selectFrom('dag_runs')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .where('deadline', '<', sql<Date>`now()`)
    .where('stop_requested', 'is', null)
    .limit(100)
    .execute();
}

/** Which of these runs have been told to stop. */
export async function stopRequested(db: Db, runPks: string[]) {
  if (!runPks.length) return [];
  return db.selectFrom('dag_runs').select(['id', 'stop_requested']).where('id', 'in', runPks).where('stop_requested', 'is not', null).execute();
}
