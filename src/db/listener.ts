// A LISTEN connection that stays: it listens on its channels, hands each notification on, and when
// the connection is lost or cannot be made it tries again, from 100 ms doubling to at most 5 s.
// Used by the workflow notifications and the users' notification hub; content events keep their
// own (they replay what was missed in the same queue as live events).
import type pg from 'pg';
import type { Logger } from '../log.js';
import { listenerClient } from './database.js';

export interface ListenerOptions {
  databaseUrl: string;
  /** The connection's application_name suffix, and the logs' subject. */
  name: string;
  channels: readonly string[];
  log: Logger;
  onNotification(channel: string, payload: string): void;
  /** LISTEN is in place; `again`: not for the first time, so notifications may have been missed. */
  onListening?(again: boolean): void;
}

export class PersistentListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  private listenedBefore = false;

  constructor(private readonly opts: ListenerOptions) {
    void this.connect(0);
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  get closed(): boolean {
    return this.stopped;
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(attempt: number): Promise<void> {
    if (this.stopped) return;
    const { log, name } = this.opts;
    const client = listenerClient(this.opts.databaseUrl, name);
    client.on('notification', (msg) => this.opts.onNotification(msg.channel, msg.payload ?? ''));
    client.on('error', (err) => {
      log.warn(`${name}: connection lost`, { error: err.message });
      this.reconnect(client, 0);
    });
    try {
      await client.connect();
      for (const channel of this.opts.channels) await client.query(`LISTEN ${channel}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      const again = this.listenedBefore;
      this.listenedBefore = true;
      this.opts.onListening?.(again);
    } catch (err) {
      if (!this.stopped) log.warn(`${name}: cannot listen yet`, { error: (err as Error).message, attempt });
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
