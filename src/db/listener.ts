// A LISTEN connection that stays: it listens on its channels, hands each notification on, and when
// the connection is lost or cannot be made it tries again, from 100 ms doubling to at most 5 s.
// Used by the workflow notifications, the users' notification hub and the content events.
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
  /** The connection was lost, or an attempt to make it failed. */
  onLost?(): void;
  /**
   * Before each attempt: the function returned is told whether it ended listening (true) or not
   * (false: failed, or closed meanwhile), after `onListening`; and whether notifications may have
   * come through it (`heard`: its LISTEN was in place, though the connection was lost before the
   * attempt could count as listening).
   */
  beforeAttempt?(): ((listening: boolean, heard: boolean) => void) | void;
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
    const settle = this.opts.beforeAttempt?.() ?? (() => {});
    const client = listenerClient(this.opts.databaseUrl, name);
    client.on('notification', (msg) => this.opts.onNotification(msg.channel, msg.payload ?? ''));
    let lost = false;
    let heard = false;
    client.on('error', (err) => {
      lost = true;
      // (closed meanwhile: an attempt still under way when the listener was closed, whose
      // connection the database then ended, is no loss)
      if (!this.stopped) log.warn(`${name}: connection lost`, { error: err.message });
      this.reconnect(client, 0);
    });
    try {
      await client.connect();
      for (const channel of this.opts.channels) {
        await client.query(`LISTEN ${channel}`);
        heard = true;
      }
      if (this.stopped) {
        settle(false, heard);
        await client.end();
        return;
      }
      // Lost between LISTEN and here (its error came while we awaited): not listening after all.
      // The error's handler has planned the next attempt; this one must not count as listening, or
      // what is missed until then would never be replayed in order.
      if (lost) {
        settle(false, true);
        return;
      }
      this.client = client;
      const again = this.listenedBefore;
      this.listenedBefore = true;
      this.opts.onListening?.(again);
      settle(true, true);
    } catch (err) {
      // (a LISTEN may have been in place when a later one failed)
      settle(false, heard);
      if (!this.stopped) log.warn(`${name}: cannot listen yet`, { error: (err as Error).message, attempt });
      this.reconnect(client, attempt + 1);
    }
  }

  private reconnect(client: pg.Client, attempt: number): void {
    if (this.client === client) this.client = undefined;
    this.opts.onLost?.();
    client.end().catch(() => {});
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect(attempt);
    }, Math.min(5000, 100 * 2 ** attempt));
  }
}
