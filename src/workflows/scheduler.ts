// Schedules: every process looks each second for scheduled times that have come, and the one that
// records a time first (INSERT ... ON CONFLICT DO NOTHING on schedule_fires) starts the run, so a
// time fires once however many processes run. Times that passed while no process ran are not
// made up: a scheduler starts from the moment it starts (as Dagu does).
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { fireTimes } from './cron.js';
import { startRun } from './engine.js';
import { paramsText } from './mappers.js';
import type { DagDef } from './model.js';
import type { Notifications } from './notifications.js';

const REFRESH_MS = 10_000;

export class Scheduler {
  private last = new Date();
  private dags: { name: string; def: DagDef }[] = [];
  private refreshedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  private unlisten: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly notifications: Notifications,
  ) {}

  start(): void {
    // A changed definition is read again at the next tick (and every REFRESH_MS anyway).
    this.unlisten = this.notifications.on('workflow_dags', () => (this.refreshedAt = 0));
    this.timer = setInterval(() => void this.tick(), 1000);
    this.timer.unref();
  }

  stop(): void {
    this.unlisten?.();
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const now = new Date();
      if (now.getTime() - this.refreshedAt >= REFRESH_MS) {
        const rows = await this.db.selectFrom('dags').select(['name', 'definition']).where(sql<boolean>`jsonb_array_length(definition -> 'schedule') > 0`).execute();
        this.dags = rows.map((r) => ({ name: r.name, def: r.definition as DagDef }));
        this.refreshedAt = now.getTime();
        await this.db.deleteFrom('schedule_fires').where('fire_at', '<', sql<Date>`now() - interval '1 day'`).execute();
      }
      for (const dag of this.dags) {
        for (const expr of dag.def.schedule) {
          for (const at of fireTimes(expr, this.last, now)) await this.fire(dag, at);
        }
      }
      this.last = now;
    } catch (err) {
      this.log.warn('workflow scheduler: tick failed', { ...describeError(err) });
    } finally {
      this.busy = false;
    }
  }

  /** Records the time and starts its run in one transaction: the process that records it first runs it. */
  private async fire(dag: { name: string; def: DagDef }, at: Date): Promise<void> {
    try {
      const runId = await this.db.transaction().execute(async (trx) => {
        const won = await trx.insertInto('schedule_fires').values({ dag_name: dag.name, fire_at: at }).onConflict((oc) => oc.doNothing()).returning('dag_name').executeTakeFirst();
        return won ? startRun(trx, dag.name, dag.def, { params: dag.def.params, paramsText: paramsText(dag.def.params), trigger: 'schedule' }) : undefined;
      });
      if (runId) this.log.info('scheduled run started', { dag: dag.name, at: at.toISOString(), runId });
    } catch (err) {
      // maxActiveRuns reached, or the DAG went away: that time is skipped.
      if (err instanceof ApiError) this.log.info('scheduled run skipped', { dag: dag.name, at: at.toISOString(), reason: err.message });
      else throw err;
    }
  }
}
