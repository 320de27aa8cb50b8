// One LISTEN user_notifications connection per process, fanned out to the event streams open in
// it. insertNotification (any process, any interface) announces each new notification with its id;
// the hub reads that row once, whatever the number of streams, and hands it to the streams of its
// user. A connection lost for a while loses notifications: when it is back, every stream is told
// to catch up from the database (`resync`).
import type pg from 'pg';
import type { Db } from '../db/database.js';
import { listenerClient } from '../db/database.js';
import { isUuid } from '../db/uuid.js';
import { describeError, type Logger } from '../log.js';
import { findNotificationById, NOTIFICATIONS_CHANNEL, type NotificationRow } from './notifications.queries.js';

export type HubEvent = { type: 'notification'; row: NotificationRow } | { type: 'resync' } | { type: 'closed' };
type Listener = (event: HubEvent) => void;

export class NotificationHub {
  private readonly byUser = new Map<string, Set<Listener>>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Set after the first LISTEN: a later one means notifications may have been missed. */
  private listenedBefore = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly databaseUrl: string,
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    void this.connect(0);
  }

  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Resolves once LISTEN is in place (false after `ms` without it, or once closed). */
  whenListening(ms: number): Promise<boolean> {
    if (this.client) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(ok);
      };
      const wake = () => done(this.client !== undefined);
      const timer = setTimeout(() => done(false), ms);
      this.waiters.push(wake);
    });
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /** How many streams are open in this process (for tests and logs). */
  get subscribers(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Ends every stream and the LISTEN connection (at shutdown, so that streams do not hold it up). */
  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.broadcast({ type: 'closed' });
    for (const w of this.waiters) w();
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  private broadcast(event: HubEvent): void {
    for (const set of [...this.byUser.values()]) for (const listener of [...set]) listener(event);
  }

  private async deliver(id: string): Promise<void> {
    // Nobody here is listening: not even a read.
    if (!this.byUser.size || !isUuid(id)) return;
    try {
      const row = await findNotificationById(this.db, id);
      // Deleted meanwhile, or nobody here waits for this user.
      if (!row) return;
      for (const listener of [...(this.byUser.get(row.user_id) ?? [])]) listener({ type: 'notification', row });
    } catch (err) {
      // The streams catch up from the database instead.
      this.log.warn('notification stream: a notification could not be read', describeError(err));
      this.broadcast({ type: 'resync' });
    }
  }

  private async connect(attempt: number): Promise<void> {
    if (this.stopped) return;
    const client = listenerClient(this.databaseUrl, 'user-notifications');
    client.on('notification', (msg) => {
      if (msg.channel === NOTIFICATIONS_CHANNEL) void this.deliver(msg.payload ?? '');
    });
    client.on('error', (err) => {
      this.log.warn('notification stream: connection lost', { error: err.message });
      this.reconnect(client, 0);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      if (this.listenedBefore) this.broadcast({ type: 'resync' });
      this.listenedBefore = true;
      for (const w of [...this.waiters]) w();
    } catch (err) {
      if (!this.stopped) this.log.warn('notification stream: cannot listen yet', { error: (err as Error).message, attempt });
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
