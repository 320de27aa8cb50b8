// The run state machine, on PostgreSQL: start, claim, complete, stop, retry and time out, each in
// one transaction holding the run's row lock. Nodes are the run's steps and its handlers; a node is
// `ready` when a worker may take it, and `advance` decides what becomes ready next after any change.
//
// Lock order: a run's row, then its nodes. Node rows are only ever changed by a holder of their
// run's lock, so a worker claims by locking a run (SKIP LOCKED) and re-reading the node.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { NodeKind, RunStatusText } from '../db/schema.js';
import { apiError } from '../http/errors.js';
import type { DagDef, HandlerKind, Param, StepDef } from './model.js';
import {
  activeRuns,
  countActiveRuns,
  appendRunEvent,
  countRunning,
  claimReadyOfRun,
  findNode,
  finishNode,
  hasOpenSteps,
  insertNodes,
  insertRun,
  listNodes,
  lockRun,
  lockRunIfAny,
  markNodeRunning,
  notifyChanged,
  readyCandidate,
  recordAndNotify,
  nodeStates,
  nodeStatesNamed,
  notifyStop,
  recordLinesAndNotify,
  resetNodes,
  runDefinition,
  setNodes,
  setReady,
  setReadyClaimAndRecord,
  setRun,
  type NodeRow,
  type RunRow,
} from './runs.queries.js';

type NodeState = Awaited<ReturnType<typeof nodeStates>>[number];

const TERMINAL = new Set(['failed', 'aborted', 'succeeded', 'skipped']);

// A run's definition never changes once it started, so each process keeps the latest few it read
// (a large DAG's JSON would otherwise be read and parsed at every step), for each database it
// talks to: run keys are only unique in one (the test runner runs many servers, each on a database
// of its own, in one process).
const definitionsOf = new WeakMap<Db, Map<string, DagDef>>();
const DEFINITIONS_KEPT = 200;

export async function definitionOf(db: Db, runPk: string): Promise<DagDef> {
  let definitions = definitionsOf.get(db);
  if (!definitions) definitionsOf.set(db, (definitions = new Map()));
  let def = definitions.get(runPk);
  if (!def) {
    def = (await runDefinition(db, runPk)) as DagDef;
    definitions.set(runPk, def);
    if (definitions.size > DEFINITIONS_KEPT) definitions.delete(definitions.keys().next().value!);
  }
  return def;
}

const stepIndex = new WeakMap<DagDef, Map<string, StepDef>>();

/** The step or handler a node runs. */
export function stepOf(def: DagDef, node: { name: string; kind: NodeKind }): StepDef {
  if (node.kind !== 'step') return def.handlers[node.kind]!;
  let index = stepIndex.get(def);
  if (!index) stepIndex.set(def, (index = new Map(def.steps.map((s) => [s.name, s]))));
  const step = index.get(node.name);
  if (!step) throw new Error(`step ${node.name} is not in the run's definition`);
  return step;
}

const dependentsIndex = new WeakMap<DagDef, Map<string, string[]>>();

/** The steps that name this one in their `depends`. */
function dependentsOf(def: DagDef, name: string): string[] {
  let index = dependentsIndex.get(def);
  if (!index) {
    index = new Map();
    for (const s of def.steps) for (const d of s.depends) index.set(d, [...(index.get(d) ?? []), s.name]);
    dependentsIndex.set(def, index);
  }
  return index.get(name) ?? [];
}

/** In the caller's transaction when there is one, else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export interface StartOptions {
  runId?: string;
  params: Param[];
  paramsText: string | null;
  trigger: 'api' | 'schedule' | 'webhook';
  webhookPayload?: string | null;
}

/**
 * Queues a run of a DAG, unless `maxActiveRuns` of it are queued or running (409). The DAG's row is
 * locked meanwhile, so two starts at once count each other.
 */
export async function startRun(db: Db, dagName: string, def: DagDef, opts: StartOptions): Promise<string> {
  const runId = opts.runId ?? randomUUID();
  return inTransaction(db, async (trx) => {
    const dag = await trx.selectFrom('dags').select('name').where('name', '=', dagName).forUpdate().executeTakeFirst();
    if (!dag) throw apiError('DAG_NOT_FOUND', `No DAG named ${dagName}`);
    // Counted, not locked: runs become active only here and in a retry, both under the DAG's lock,
    // and a run that is finishing meanwhile is still counted (it was active a moment ago).
    const active = await countActiveRuns(trx, dagName);
    if (active >= def.maxActiveRuns) {
      throw apiError('ALREADY_RUNNING', `${dagName} already has ${active} run${active === 1 ? '' : 's'} queued or running (maxActiveRuns ${def.maxActiveRuns})`);
    }
    const taken = await trx.selectFrom('dag_runs').select('id').where('dag_name', '=', dagName).where('run_id', '=', runId).executeTakeFirst();
    if (taken) throw apiError('CONFLICT', `${dagName} already has a run ${runId}`);
    const run = await insertRun(trx, { dagName, runId, definition: def, params: opts.params, paramsText: opts.paramsText, trigger: opts.trigger, webhookPayload: opts.webhookPayload, timeoutSec: def.timeoutSec });
    await insertNodes(trx, run.id, [
      ...def.steps.map((s) => ({ name: s.name, kind: 'step' as const, output: s.output })),
      ...(Object.entries(def.handlers) as [HandlerKind, StepDef][]).map(([kind, handler]) => ({ name: handler.name, kind })),
    ]);
    await appendRunEvent(trx, run.id, `run ${runId} queued (${opts.trigger})`);
    await advance(trx, run);
    return runId;
  });
}

/**
 * After any change to a run: what becomes ready, aborted or skipped, whether the steps are done
 * (then the run's outcome and its handlers), and whether the run is finished. Holds the run's lock.
 */
/** Returns whether the run finished. */
export async function advance(trx: Db, run: RunRow): Promise<boolean> {
  const def = await definitionOf(trx, run.id);
  const nodes = await nodeStates(trx, run.id);
  const byName = new Map(nodes.map((n) => [n.name, n]));
  const ready: string[] = [];
  // delaySec: Dagu waits that long after dispatching each step.
  const delay = def.delaySec;

  const init = nodes.find((n) => n.kind === 'init');
  const initBlocks = init && !TERMINAL.has(init.status);
  if (init && init.status === 'not_started') ready.push(init.name);

  const steps = nodes.filter((n) => n.kind === 'step');
  const initFailed = init?.status === 'failed' || init?.status === 'aborted';
  if (!initBlocks && !initFailed) {
    // Settle the steps whose dependencies have all finished; aborting or skipping one may settle
    // the ones after it, so go round until nothing changes.
    const settle = { aborted: [] as string[], skipped: [] as string[] };
    for (let changed = true; changed; ) {
      changed = false;
      for (const node of steps) {
        if (node.status !== 'not_started' || ready.includes(node.name)) continue;
        const step = stepOf(def, node);
        const deps = step.depends.map((d) => byName.get(d)!);
        if (!deps.every((d) => TERMINAL.has(d.status))) continue;
        let next: 'ready' | 'aborted' | 'skipped' = 'ready';
        if (run.stop_requested) next = 'aborted';
        else if (deps.some((d) => d.status === 'aborted' || (d.status === 'failed' && !d.continued))) next = 'aborted';
        else if (deps.some((d) => d.status === 'skipped' && !stepOf(def, d).continueOn.skipped)) next = 'skipped';
        if (next === 'ready') ready.push(node.name);
        else {
          settle[next].push(node.name);
          node.status = next;
          changed = true;
        }
      }
    }
    await setNodes(trx, run.id, settle.aborted, { status: 'aborted', finished: true });
    await setNodes(trx, run.id, settle.skipped, { status: 'skipped', finished: true });
    for (const name of [...settle.aborted, ...settle.skipped]) await appendRunEvent(trx, run.id, `step ${name} ${byName.get(name)!.status}`);
  }

  let finished = false;
  const stepsDone = !initBlocks && steps.every((n) => TERMINAL.has(n.status) || (initFailed && n.status === 'not_started'));
  if (stepsDone && !ready.some((r) => byName.get(r)!.kind === 'step')) {
    const outcome = run.outcome ?? outcomeOf(run, steps, initFailed);
    if (!run.outcome) {
      await setRun(trx, run.id, { outcome, ...(run.stop_requested === 'timeout' ? { error: `the DAG timed out after ${def.timeoutSec} s` } : {}) });
      run.outcome = outcome;
      await appendRunEvent(trx, run.id, `steps finished: ${outcome}`);
    }
    // Then the handlers, one at a time: success, failure or abort by the outcome, exit last.
    const kinds: NodeKind[] = [outcome === 'failed' ? 'failure' : outcome === 'aborted' ? 'abort' : 'success', 'exit'];
    let waiting = false;
    for (const kind of kinds) {
      const handler = nodes.find((n) => n.kind === kind);
      if (!handler || TERMINAL.has(handler.status)) continue;
      if (handler.status === 'not_started') ready.push(handler.name);
      waiting = true;
      break;
    }
    if (!waiting) {
      const failedHandler = nodes.find((n) => n.kind !== 'step' && n.kind !== 'init' && n.status === 'failed');
      // A failed success or exit handler fails a run that succeeded (a partial success stays one).
      const status: RunStatusText = failedHandler && outcome === 'succeeded' ? 'failed' : outcome;
      await setRun(trx, run.id, { status, finished: true, ...(failedHandler ? { error: `handler ${failedHandler.name} failed` } : {}) });
      await appendRunEvent(trx, run.id, `run finished: ${status}`);
      finished = true;
    }
  }

  if (ready.length) await setNodes(trx, run.id, ready, { status: 'ready', readyAfterSec: delay });
  await notifyChanged(trx, run.id, ready.length > 0);
  return finished;
}

/**
 * `advance` after a step finished, reading only the nodes that step can change: the steps after it
 * (and theirs, when one is aborted or skipped), and their dependencies. With `claimFor`, the worker
 * that ran the step takes the run's next ready node in the same transaction (no claim of its own,
 * no wake-up). The whole `advance` runs instead when the run is stopping, when its DAG delays
 * steps, or when no step is left open (the run's outcome and its handlers).
 */
async function advanceAfterStep(trx: Db, run: RunRow, done: string, claimFor: string | undefined): Promise<{ finished: boolean; next?: Claim }> {
  const def = await definitionOf(trx, run.id);
  if (run.stop_requested || def.delaySec > 0) return { finished: await advance(trx, run) };
  const states = new Map<string, NodeState>();
  const ready: string[] = [];
  const isReady = new Set<string>();
  const settle = { aborted: [] as string[], skipped: [] as string[] };
  for (let frontier = dependentsOf(def, done); frontier.length; ) {
    const wanted = new Set([...frontier, ...frontier.flatMap((n) => stepOf(def, { name: n, kind: 'step' }).depends)]);
    for (const row of await nodeStatesNamed(trx, run.id, [...wanted].filter((n) => !states.has(n)))) states.set(row.name, row);
    const next: string[] = [];
    for (const name of frontier) {
      const node = states.get(name)!;
      if (node.status !== 'not_started' || isReady.has(name)) continue;
      const deps = stepOf(def, node).depends.map((d) => states.get(d)!);
      if (!deps.every((d) => TERMINAL.has(d.status))) continue;
      let verdict: 'ready' | 'aborted' | 'skipped' = 'ready';
      if (deps.some((d) => d.status === 'aborted' || (d.status === 'failed' && !d.continued))) verdict = 'aborted';
      else if (deps.some((d) => d.status === 'skipped' && !stepOf(def, d).continueOn.skipped)) verdict = 'skipped';
      if (verdict === 'ready') {
        ready.push(name);
        isReady.add(name);
      } else {
        node.status = verdict;
        settle[verdict].push(name);
        next.push(...dependentsOf(def, name));
      }
    }
    frontier = next;
  }
  await setNodes(trx, run.id, settle.aborted, { status: 'aborted', finished: true });
  await setNodes(trx, run.id, settle.skipped, { status: 'skipped', finished: true });
  const lines = [...settle.aborted.map((n) => `step ${n} aborted`), ...settle.skipped.map((n) => `step ${n} skipped`)];

  let claimed: NodeRow | undefined;
  const mayClaim = claimFor !== undefined && (def.maxActiveSteps === 0 || (await countRunning(trx, run.id)) < def.maxActiveSteps);
  if (ready.length && mayClaim) {
    // The common case (a chain's next step, taken by the worker that finished this one): one statement.
    claimed = await setReadyClaimAndRecord(trx, run.id, ready, ready[0], claimFor!, [...lines, `step ${ready[0]} started`]);
    return { finished: false, next: claimed ? { run, node: claimed } : undefined };
  }
  if (ready.length) await setReady(trx, run.id, ready);
  else if (mayClaim) claimed = await claimReadyOfRun(trx, run.id, claimFor!);
  if (!ready.length && !claimed && !(await hasOpenSteps(trx, run.id))) {
    // The steps are done: the run's outcome and its handlers, from every node.
    if (lines.length) await recordLinesAndNotify(trx, run.id, lines, false);
    return { finished: await advance(trx, run) };
  }
  if (claimed) lines.push(`${claimed.kind === 'step' ? 'step' : 'handler'} ${claimed.name} started`);
  await recordLinesAndNotify(trx, run.id, lines, ready.length > (claimed ? 1 : 0));
  return { finished: false, next: claimed ? { run, node: claimed } : undefined };
}

function outcomeOf(run: RunRow, steps: NodeState[], initFailed: boolean): RunStatusText {
  // As Dagu: a timed-out DAG failed; a stopped one, or one whose init handler failed, is aborted.
  if (run.stop_requested === 'timeout') return 'failed';
  if (run.stop_requested === 'stop' || initFailed) return 'aborted';
  if (steps.some((s) => (s.status === 'failed' && !s.continued) || s.status === 'aborted')) return 'failed';
  if (steps.some((s) => s.status === 'failed')) return steps.some((s) => s.status === 'succeeded') ? 'partially_succeeded' : 'failed';
  return 'succeeded';
}

export interface Claim {
  run: RunRow;
  node: NodeRow;
}

/**
 * Takes the next node a worker may run: locks its run (runs being changed by someone else are
 * skipped, not waited for), re-reads the node, and checks the run's limits. `busy` lists runs at
 * their maxActiveSteps, left for now.
 */
export async function claimNode(db: Db, workerId: string, busy: Set<string>): Promise<Claim | undefined> {
  for (let tries = 0; tries < 20; tries++) {
    const result = await db.transaction().execute(async (trx) => {
      const candidate = await readyCandidate(trx, [...busy]);
      if (!candidate) return 'none' as const;
      const { name, ...run } = candidate;
      const def = await definitionOf(trx, run.id);
      const kind = name.kind;
      if (kind === 'step' && run.stop_requested) {
        const node = await findNode(trx, run.id, name.name);
        if (node?.status === 'ready') {
          await setNodes(trx, run.id, [node.name], { status: 'aborted', finished: true });
          await advance(trx, run);
        }
        return 'again' as const;
      }
      if (kind === 'step' && def.maxActiveSteps > 0 && (await countRunning(trx, run.id)) >= def.maxActiveSteps) {
        busy.add(run.id);
        return 'again' as const;
      }
      // The node is re-read as it is marked: the candidate's row may predate the run's lock.
      const node = await markNodeRunning(trx, run.id, name.name, workerId);
      if (!node) return 'again' as const;
      if (run.status === 'queued') {
        await setRun(trx, run.id, { status: 'running', started: true });
        run.status = 'running';
      }
      await recordAndNotify(trx, run.id, `${kind === 'step' ? 'step' : 'handler'} ${node.name} started`);
      return { run, node };
    });
    if (result === 'none') return undefined;
    if (result !== 'again') return result;
  }
  return undefined;
}

export interface NodeOutcome {
  status: 'succeeded' | 'failed' | 'aborted' | 'skipped';
  continued: boolean;
  exitCode: number | null;
  error: string | null;
  output: string | null;
  retryCount: number;
  doneCount: number;
}

export interface Completion {
  /** The run finished. */
  finished: boolean;
  /** The node the completing worker took next (see advanceAfterStep). */
  next?: Claim;
}

/**
 * Records what a node came to and moves the run on. With `claimFor` (a worker's id), that worker
 * may be handed the run's next ready node. A run deleted meanwhile is let go.
 */
export async function completeNode(db: Db, runPk: string, node: { name: string; kind: NodeKind }, outcome: NodeOutcome, claimFor?: string): Promise<Completion> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockRunIfAny(trx, runPk);
    if (!locked) return { finished: false };
    // A stopped run's steps end aborted, whatever their exit code.
    const status = locked.stop_requested && node.kind === 'step' && outcome.status !== 'succeeded' && outcome.status !== 'skipped' ? 'aborted' : outcome.status;
    // Only a node still running here: one the sweeper failed (its worker was thought lost) keeps that verdict.
    const line = `${node.kind === 'step' ? 'step' : 'handler'} ${node.name} ${status}${outcome.exitCode !== null ? ` (exit code ${outcome.exitCode})` : ''}${outcome.error ? `: ${outcome.error}` : ''}`;
    const finished = await finishNode(
      trx,
      runPk,
      node.name,
      { status, continued: outcome.continued, exit_code: outcome.exitCode, error: outcome.error, output: outcome.output, retry_count: outcome.retryCount, done_count: outcome.doneCount },
      line,
    );
    if (!finished) return { finished: false };
    if (node.kind === 'step') return advanceAfterStep(trx, locked, node.name, claimFor);
    return { finished: await advance(trx, locked) };
  });
}

/** Fails a node whose worker stopped answering, and moves its run on. */
export async function failLostNode(db: Db, runPk: string, name: string, workerId: string | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const run = await lockRunIfAny(trx, runPk);
    if (!run) return false;
    const node = await findNode(trx, runPk, name);
    if (!node || node.status !== 'running' || node.worker_id !== workerId) return false;
    const error = `worker ${workerId ?? '?'} was lost (no heartbeat)`;
    await finishNode(trx, runPk, name, { status: 'failed', continued: false, exit_code: null, error, output: null, retry_count: node.retry_count, done_count: node.done_count });
    await appendRunEvent(trx, runPk, `${node.kind === 'step' ? 'step' : 'handler'} ${name} failed: ${error}`);
    await advance(trx, run);
    return true;
  });
}

/**
 * Stops the DAG's queued and running runs: steps not yet started are aborted; running ones are
 * signalled by their workers (NOTIFY workflow_stop, and the workers' own check each second).
 */
export async function stopRuns(db: Db, dagName: string, reason: 'stop' | 'timeout' = 'stop'): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const runs = await activeRuns(trx, dagName);
    for (const run of runs) await requestStop(trx, run, reason);
    return runs.map((r) => r.run_id);
  });
}

export async function requestStop(trx: Db, run: RunRow, reason: 'stop' | 'timeout'): Promise<void> {
  if (run.stop_requested) return;
  await setRun(trx, run.id, { stop_requested: reason });
  run.stop_requested = reason;
  const nodes = await listNodes(trx, run.id);
  const pending = nodes.filter((n) => n.kind === 'step' && (n.status === 'not_started' || n.status === 'ready')).map((n) => n.name);
  await setNodes(trx, run.id, pending, { status: 'aborted', finished: true });
  await appendRunEvent(trx, run.id, reason === 'timeout' ? 'the DAG timed out: stopping' : 'stop requested');
  await notifyStop(trx, run.id);
  await advance(trx, run);
}

/** Ends a run past its DAG timeout as failed (its running steps are stopped). */
export async function timeOutRun(db: Db, runPk: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const run = await lockRun(trx, runPk);
    if (run.status !== 'queued' && run.status !== 'running') return;
    await requestStop(trx, run, 'timeout');
  });
}

/**
 * Runs a finished run again under the same id: without `step`, its failed and aborted steps and
 * every step after them (and the handlers); with `step`, that step alone.
 */
export async function retryRun(db: Db, dagName: string, runId: string | undefined, step: string | undefined): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // The DAG's lock first, as a start takes it: a retry makes a run active again.
    await trx.selectFrom('dags').select('name').where('name', '=', dagName).forUpdate().executeTakeFirst();
    let q = trx.selectFrom('dag_runs').select('id').where('dag_name', '=', dagName);
    q = runId ? q.where('run_id', '=', runId) : q.orderBy('id', 'desc').limit(1);
    const found = await q.executeTakeFirst();
    if (!found) throw apiError('RUN_NOT_FOUND', runId ? `${dagName} has no run ${runId}` : `${dagName} has never run`);
    const run = await lockRun(trx, found.id);
    if (run.status === 'queued' || run.status === 'running') throw apiError('CONFLICT', `Run ${run.run_id} is still ${run.status}; stop it or wait`);
    const def = await definitionOf(trx, run.id);
    const nodes = await listNodes(trx, run.id);
    let reset: string[];
    if (step !== undefined) {
      if (!nodes.some((n) => n.kind === 'step' && n.name === step)) throw apiError('STEP_NOT_FOUND', `Run ${run.run_id} has no step ${step}`);
      reset = [step];
    } else {
      const again = new Set(nodes.filter((n) => n.kind === 'step' && (n.status === 'failed' || n.status === 'aborted')).map((n) => n.name));
      // Every step after one that runs again runs again too.
      for (let grew = true; grew; ) {
        grew = false;
        for (const s of def.steps) {
          if (!again.has(s.name) && s.depends.some((d) => again.has(d))) {
            again.add(s.name);
            grew = true;
          }
        }
      }
      reset = [...again, ...nodes.filter((n) => n.kind !== 'step').map((n) => n.name)];
    }
    await resetNodes(trx, run.id, reset);
    await setRun(trx, run.id, { status: 'queued', outcome: null, error: null, stop_requested: null, attempt: run.attempt + 1 });
    await trx
      .updateTable('dag_runs')
      .set({ finished_at: null, trigger: 'retry', deadline: def.timeoutSec ? sql<Date>`now() + make_interval(secs => ${def.timeoutSec})` : null })
      .where('id', '=', run.id)
      .execute();
    await appendRunEvent(trx, run.id, `retry (attempt ${run.attempt + 1})${step !== undefined ? ` of step ${step}` : ''}`);
    const fresh = await lockRun(trx, run.id);
    // One step runs whatever its dependencies came to; the others wait for theirs as usual.
    if (step !== undefined) await setNodes(trx, run.id, [step], { status: 'ready' });
    await advance(trx, fresh);
    return run.run_id;
  });
}
