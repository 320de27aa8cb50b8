// A worker: takes ready nodes from PostgreSQL and runs them, up to `concurrency` at once; proves
// it lives by a heartbeat; signals its steps when their run is told to stop.
//
// On a clean stop it takes nothing new and waits for its steps up to the shutdown timeout; what is
// still running then is stopped and put back as ready, for the next worker to run from the start.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { claimNode, completeNode, type Claim, type Completion } from './engine.js';
import type { Notifications } from './notifications.js';
import { every } from './periodic.js';
import { Launcher } from './process.js';
import { NodeRun, SCRATCH, type RunnerOptions } from './runner.js';
import { heartbeat, lockRunIfAny, removeWorker, setNodes, stopRequested, appendRunEvent, notifyChanged } from './runs.queries.js';

export interface WorkerOptions extends Omit<RunnerOptions, 'scratchDir' | 'launcher'> {
  concurrency: number;
  heartbeatSec: number;
  shutdownTimeoutMs: number;
}

export class Worker {
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly scratchDir = path.join(SCRATCH, this.id.replace(/[^A-Za-z0-9._-]/g, '_'));
  private readonly launcher = new Launcher();
  private readonly running = new Map<string, NodeRun>();
  private readonly requeued = new Set<string>();
  /** Completions being recorded (stop waits for them: one may hand this worker a next node). */
  private readonly settling = new Set<Promise<void>>();
  private stopping = false;
  private wake: (() => void) | undefined;
  /** A wake-up came while the loop was not waiting (it was claiming): the next wait is skipped. */
  private woken = false;
  private loopDone: Promise<void> | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly unlisten: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly notifications: Notifications,
    private readonly opts: WorkerOptions,
  ) {}

  async start(): Promise<void> {
    await heartbeat(this.db, { id: this.id, host: os.hostname(), pid: process.pid });
    this.unlisten.push(this.notifications.on('workflow_ready', () => this.poke()));
    this.unlisten.push(this.notifications.on('workflow_stop', (runPk) => void this.checkStops([runPk])));
    this.every(this.opts.heartbeatSec * 1000, () => heartbeat(this.db, { id: this.id, host: os.hostname(), pid: process.pid }));
    this.every(1000, () => this.checkStops([...new Set([...this.running.values()].map((r) => r.claim.run.id))]));
    this.loopDone = this.loop();
    this.log.info('workflow worker started', { worker: this.id, concurrency: this.opts.concurrency });
  }

  /** Clean stop: nothing new; running steps get until the shutdown timeout, then are re-queued. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const off of this.unlisten) off();
    for (const t of this.timers) clearInterval(t);
    this.wake?.();
    await this.loopDone;
    const pending = [...this.running.values()];
    const deadline = new Promise((r) => setTimeout(r, this.opts.shutdownTimeoutMs).unref());
    await Promise.race([Promise.all(pending.map((r) => r.done)), deadline]);
    await Promise.all([...this.running.values()].map((r) => this.requeue(r)));
    await Promise.all([...this.settling]);
    await removeWorker(this.db, this.id).catch(() => {});
    await rm(this.scratchDir, { recursive: true, force: true });
    this.launcher.close();
  }

  private nodeRun(claim: Claim): NodeRun {
    return new NodeRun(this.db, this.log, claim, { ...this.opts, scratchDir: this.scratchDir, launcher: this.launcher });
  }

  private every(ms: number, work: () => Promise<unknown>): void {
    this.timers.push(every(ms, work, this.log, 'workflow worker: periodic work'));
  }

  private async loop(): Promise<void> {
    const busy = new Set<string>();
    while (!this.stopping) {
      let claimed = false;
      this.woken = false;
      if (this.running.size < this.opts.concurrency) {
        try {
          const claim = await claimNode(this.db, this.id, busy);
          if (claim) {
            claimed = true;
            this.launch(this.nodeRun(claim));
          }
        } catch (err) {
          this.log.warn('workflow worker: cannot claim work', { ...describeError(err) });
        }
      }
      if (claimed) continue;
      busy.clear();
      // A node made ready while the claim looked (its run locked then) is not left for a second.
      if (this.woken) continue;
      // Nothing to take (or no free slot): wait for a notification, a finished step, or a second.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 1000);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
    }
  }

  private poke(): void {
    this.woken = true;
    this.wake?.();
  }

  private launch(run: NodeRun): void {
    const key = `${run.claim.run.id}/${run.claim.node.name}`;
    this.running.set(key, run);
    let next: Claim | undefined;
    const settled = run.done
      .catch((err) => {
        this.log.error('workflow step failed to run', { runPk: run.claim.run.id, node: run.claim.node.name, ...describeError(err) });
        return { status: 'failed' as const, continued: false, exitCode: null, error: `the engine could not run the step: ${(err as Error).message}`, output: null, retryCount: 0, doneCount: 0 };
      })
      // A step this worker cut short at shutdown is put back in the queue instead (requeue). While
      // not stopping, the worker takes the run's next ready node as it records this one.
      .then((outcome) => (this.requeued.has(key) ? ({ finished: false } as Completion) : completeNode(this.db, run.claim.run.id, run.claim.node, outcome, this.stopping ? undefined : this.id)))
      .then(async (completion) => {
        next = completion.next;
        // A run that finished leaves no scratch files on the machine that ran its last node.
        if (completion.finished) await rm(path.join(this.scratchDir, run.claim.run.id), { recursive: true, force: true });
      })
      .catch((err) => this.log.error('workflow step outcome not recorded', { runPk: run.claim.run.id, node: run.claim.node.name, ...describeError(err) }))
      .finally(async () => {
        this.running.delete(key);
        this.settling.delete(settled);
        if (next && this.stopping) await this.release(next);
        else if (next) this.launch(this.nodeRun(next));
        // A slot came free: the loop looks for work. Not when this one took the run's next node
        // (as many running as before; in a chain, that look would find nothing every step).
        if (!next || this.stopping) this.poke();
      });
    this.settling.add(settled);
  }

  /** A node handed to this worker as it began to stop goes back to the queue. */
  private async release(claim: Claim): Promise<void> {
    await this.db
      .transaction()
      .execute(async (trx) => {
        const locked = await lockRunIfAny(trx, claim.run.id);
        if (!locked) return;
        const back = await trx
          .updateTable('dag_run_nodes')
          .set({ status: 'ready', worker_id: null, started_at: null })
          .where('run_pk', '=', locked.id)
          .where('name', '=', claim.node.name)
          .where('status', '=', 'running')
          .where('worker_id', '=', this.id)
          .returning('name')
          .executeTakeFirst();
        if (back) await notifyChanged(trx, locked.id, true);
      })
      .catch((err) => this.log.warn('workflow worker: a claimed node was not put back', { runPk: claim.run.id, node: claim.node.name, ...describeError(err) }));
  }

  /** Signals the steps of runs told to stop (a DAG timeout kills them at once). */
  private async checkStops(runPks: string[]): Promise<void> {
    const mine = runPks.filter((pk) => [...this.running.values()].some((r) => r.claim.run.id === pk));
    if (!mine.length) return;
    for (const { id, stop_requested } of await stopRequested(this.db, mine)) {
      for (const r of this.running.values()) if (r.claim.run.id === id && r.claim.node.kind === 'step') r.stop(stop_requested === 'timeout' ? 'kill' : 'stop');
    }
  }

  /** A step cut short by this worker's shutdown goes back to the queue. */
  private async requeue(run: NodeRun): Promise<void> {
    this.requeued.add(`${run.claim.run.id}/${run.claim.node.name}`);
    run.stop('kill');
    await run.done.catch(() => undefined);
    await this.db.transaction().execute(async (trx) => {
      const locked = await lockRunIfAny(trx, run.claim.run.id);
      if (!locked) return;
      const node = await trx.selectFrom('dag_run_nodes').select(['status', 'worker_id']).where('run_pk', '=', locked.id).where('name', '=', run.claim.node.name).executeTakeFirst();
      if (node?.status !== 'running' || node.worker_id !== this.id) return;
      await setNodes(trx, locked.id, [run.claim.node.name], { status: 'ready', error: null });
      await trx.updateTable('dag_run_nodes').set({ worker_id: null, started_at: null, done_count: 0, retry_count: 0 }).where('run_pk', '=', locked.id).where('name', '=', run.claim.node.name).execute();
      await appendRunEvent(trx, locked.id, `step ${run.claim.node.name} put back in the queue (worker ${this.id} shut down)`);
      await notifyChanged(trx, locked.id, true);
    });
  }
}
