// One LISTEN connection per process for the workflow channels: `workflow_ready` (a node became
// ready: wake the workers), `workflow_stop` (a run was told to stop: its workers signal its steps)
// `workflow_run` (a run changed: event streams send it) and `workflow_dags` (a definition changed:
// schedulers read them again). Notifications only hurry things up:
// workers look for work and stop requests every second anyway, and event streams re-read runs, so
// a connection that is down for a while loses no work. It reconnects with backoff.
import { PersistentListener } from '../db/listener.js';
import type { Logger } from '../log.js';

export type Channel = 'workflow_ready' | 'workflow_stop' | 'workflow_run' | 'workflow_dags';
const CHANNELS: Channel[] = ['workflow_ready', 'workflow_stop', 'workflow_run', 'workflow_dags'];

export class Notifications {
  private readonly listeners = new Map<Channel, Set<(payload: string) => void>>(CHANNELS.map((c) => [c, new Set()]));
  private readonly connection: PersistentListener;

  constructor(
    databaseUrl: string,
    log: Logger,
    /** Told, for each `workflow_run` notification, when its transaction began (the lag metric). */
    private readonly onDelivered: (createdAtMs: number) => void = () => {},
  ) {
    this.connection = new PersistentListener({ databaseUrl, name: 'workflow-events', channels: CHANNELS, log, onNotification: (channel, payload) => this.deliver(channel as Channel, payload) });
  }

  on(channel: Channel, listener: (payload: string) => void): () => void {
    this.listeners.get(channel)!.add(listener);
    return () => this.listeners.get(channel)!.delete(listener);
  }

  close(): Promise<void> {
    return this.connection.close();
  }

  private deliver(channel: Channel, payload: string): void {
    // `workflow_run` carries `<run>@<epoch ms>` (runs.queries.ts); listeners get the run.
    const at = channel === 'workflow_run' ? payload.lastIndexOf('@') : -1;
    if (at !== -1) {
      this.onDelivered(Number(payload.slice(at + 1)));
      payload = payload.slice(0, at);
    }
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }
}
