// What any process does for the runs of all (with or without a worker of its own): fails the
// nodes of workers whose heartbeat stopped (kill -9, a lost machine), so no run stays `running`
// for ever, and stops runs past their DAG timeout. Row locks make each happen once.
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import { failLostNode, timeOutRun } from './engine.js';
import { every } from './periodic.js';
import { orphanedNodes, overdueRuns, removeDeadWorkers } from './runs.queries.js';

export class Maintenance {
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    /** A worker whose heartbeat is older than this is taken for lost. */
    private readonly workerTimeoutSec: number,
  ) {}

  start(): void {
    this.every(Math.max(1000, (this.workerTimeoutSec * 1000) / 3), () => this.sweep());
    this.every(1000, () => this.timeOuts());
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
  }

  private every(ms: number, work: () => Promise<void>): void {
    this.timers.push(every(ms, work, this.log, 'workflow maintenance'));
  }

  private async sweep(): Promise<void> {
    for (const o of await orphanedNodes(this.db, this.workerTimeoutSec)) {
      if (await failLostNode(this.db, o.run_pk, o.name, o.worker_id)) this.log.warn('workflow step lost with its worker', { runPk: o.run_pk, node: o.name, worker: o.worker_id });
    }
    await removeDeadWorkers(this.db, this.workerTimeoutSec);
  }

  private async timeOuts(): Promise<void> {
    for (const { id } of await overdueRuns(this.db)) await timeOutRun(this.db, id);
  }
}
