// One LISTEN connection per process for the workflow channels: `workflow_ready` (a node became
// ready: wake the workers), `workflow_stop` (a run was told to stop: its workers signal its steps)
// `workflow_run` (a run changed: event streams send it) and `workflow_dags` (a definition changed:
// schedulers read them again). Notifications only hurry things up:
// workers look for work and stop requests every second anyway, and event streams re-read runs, so
// a connection that is down for a while loses no work. It reconnects with backoff.
import type pg from 'pg';
import { listenerClient } from '../db/database.js';
import type { Logger } from '../log.js';

export type Channel = 'workflow_ready' | 'workflow_stop' | 'workflow_run' | 'workflow_dags';
const CHANNELS: Channel[] = ['workflow_ready', 'workflow_stop', 'workflow_run', 'workflow_dags'];

export class Notifications {
  private readonly listeners = new Map<Channel, Set<(payload: string) => void>>(CHANNELS.map((c) => [c, new Set()]));
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    /** Told, for each `workflow_run` notification, when its transaction began (the lag metric). */
    private readonly onDelivered: (createdAtMs: number) => void = () => {},
  ) {
    void this.connect(0);
  }

  on(channel: Channel, listener: (payload: string) => void): () => void {
    this.listeners.get(channel)!.add(listener);
    return () => this.listeners.get(channel)!.delete(listener);
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }

  private async connect(attempt: number): Promise<void> {
    if (this.stopped) return;
    const client = listenerClient(this.databaseUrl, 'workflow-events');
    client.on('notification', (msg) => {
      let payload = msg.payload ?? '';
      // `workflow_run` carries `<run>@<epoch ms>` (runs.queries.ts); listeners get the run.
      const at = msg.channel === 'workflow_run' ? payload.lastIndexOf('@') : -1;
      if (at !== -1) {
        this.onDelivered(Number(payload.slice(at + 1)));
        payload = payload.slice(0, at);
      }
      for (const listener of this.listeners.get(msg.channel as Channel) ?? []) listener(payload);
    });
    client.on('error', (err) => {
      this.log.warn('workflow notifications: connection lost', { error: err.message });
      this.reconnect(client, 0);
    });
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
      if (this.stopped) await client.end();
      else this.client = client;
    } catch (err) {
      if (!this.stopped) this.log.warn('workflow notifications: cannot listen yet', { error: (err as Error).message, attempt });
      this.reconnect(client, attempt + 1);
    }
  }

  private reconnect(client: pg.Client, attempt: number): void {
    if (this.client === client) this.client = undefined;
    client.end().catch(() => {});
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect(attempt);
    }, Math.min(5000, 100 * 2 ** attempt));
  }
}
