// One LISTEN user_notifications connection per process, fanned out to the event streams open in
// it. insertNotification (any process, any interface) announces each new notification with its id;
// the hub reads that row once, whatever the number of streams, and hands it to the streams of its
// user, in the order announced (the reads run side by side, and may end the other way round). A
// connection lost for a while loses notifications: when it is back, every stream is told to catch
// up from the database (`resync`).
import type { Db } from '../db/database.js';
import { PersistentListener } from '../db/listener.js';
import { isUuid } from '../db/uuid.js';
import { describeError, type Logger } from '../log.js';
import { findNotificationById, NOTIFICATIONS_CHANNEL, type NotificationRow } from './notifications.queries.js';

export type HubEvent = { type: 'notification'; row: NotificationRow } | { type: 'resync' } | { type: 'closed' };
type Listener = (event: HubEvent) => void;

export class NotificationHub {
  private readonly byUser = new Map<string, Set<Listener>>();
  private readonly connection: PersistentListener;
  private waiters: (() => void)[] = [];
  private delivering: Promise<void> = Promise.resolve();

  constructor(
    databaseUrl: string,
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.connection = new PersistentListener({
      databaseUrl,
      name: 'user-notifications',
      channels: [NOTIFICATIONS_CHANNEL],
      log,
      // (read at once, handed on in the order announced: two reads may finish the other way round)
      onNotification: (_channel, payload) => {
        const read = this.read(payload);
        this.delivering = this.delivering.then(async () => this.hand(await read));
      },
      onListening: (again) => {
        // Back after a loss: what was announced meanwhile is read from the table by each stream.
        if (again) this.broadcast({ type: 'resync' });
        for (const w of [...this.waiters]) w();
      },
    });
  }

  get listening(): boolean {
    return this.connection.listening;
  }

  /** Resolves once LISTEN is in place (false after `ms` without it, or once closed). */
  whenListening(ms: number): Promise<boolean> {
    if (this.connection.listening) return Promise.resolve(true);
    if (this.connection.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(ok);
      };
      const wake = () => done(this.connection.listening);
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
    const closing = this.connection.close();
    this.broadcast({ type: 'closed' });
    for (const w of [...this.waiters]) w();
    await closing;
  }

  private broadcast(event: HubEvent): void {
    for (const set of [...this.byUser.values()]) for (const listener of [...set]) listener(event);
  }

  /** The announced row, for the streams of its user here: null when nobody here listens, or it is gone. */
  private async read(id: string): Promise<NotificationRow | 'failed' | null> {
    // Nobody here is listening: not even a read.
    if (!this.byUser.size || !isUuid(id)) return null;
    try {
      return (await findNotificationById(this.db, id)) ?? null;
    } catch (err) {
      this.log.warn('notification stream: a notification could not be read', describeError(err));
      return 'failed';
    }
  }

  private hand(row: NotificationRow | 'failed' | null): void {
    // The streams catch up from the database instead.
    if (row === 'failed') return this.broadcast({ type: 'resync' });
    // Deleted meanwhile, or nobody here waits for this user.
    if (!row) return;
    for (const listener of [...(this.byUser.get(row.user_id) ?? [])]) listener({ type: 'notification', row });
  }
}
