// One open event stream of a user's notifications: what the hub hands over, after the replay of
// what a reconnecting client missed (Last-Event-ID). An iterator of its own rather than an async
// generator: the response ends it with return() while it waits for the next notification, and a
// generator would only see that return() once it yields again, which may be never.
import type { Db } from '../db/database.js';
import { isUuid } from '../db/uuid.js';
import type { NotificationHub, HubEvent } from './hub.js';
import { toNotification } from './mappers.js';
import { listNotificationsAfter, type NotificationRow } from './notifications.queries.js';

type Item = { event: 'notification'; id: string; data: ReturnType<typeof toNotification> };

/** Replays and catch-ups read at most this many rows at a time. */
const PAGE = 500;
/** Ids already sent, so that a row met twice (live and in a catch-up) is sent once. */
const REMEMBERED = 2000;

export class NotificationStream implements AsyncIterableIterator<Item> {
  private readonly ready: Item[] = [];
  /** Live notifications that arrive while a catch-up reads: sent after it, in order. */
  private held: NotificationRow[] | undefined = [];
  private readonly sent = new Set<string>();
  private waiter: ((r: IteratorResult<Item>) => void) | undefined;
  private done = false;
  private readonly unsubscribe: () => void;
  private readonly timer: NodeJS.Timeout;
  /** The last row sent: a catch-up reads after it. */
  private last: { id: string } | { since: Date };

  constructor(
    private readonly db: Db,
    hub: NotificationHub,
    private readonly userId: string,
    lastEventId: string | undefined,
    maxMs: number,
  ) {
    // Before the first catch-up: a minute back covers the clocks of the server and the database.
    this.last = lastEventId !== undefined && isUuid(lastEventId) ? { id: lastEventId } : { since: new Date(Date.now() - 60_000) };
    this.unsubscribe = hub.subscribe(userId, (e) => this.onHub(e));
    this.timer = setTimeout(() => this.end(), maxMs);
    this.timer.unref();
    if (lastEventId !== undefined && isUuid(lastEventId)) void this.catchUp();
    else this.held = undefined;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<Item>> {
    const item = this.ready.shift();
    if (item) return Promise.resolve({ value: item, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiter = resolve));
  }

  return(): Promise<IteratorResult<Item>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  private end(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    this.unsubscribe();
    this.ready.length = 0;
    this.flush();
  }

  private onHub(e: HubEvent): void {
    if (e.type === 'closed') this.end();
    else if (e.type === 'resync') void this.catchUp();
    else if (this.held) this.held.push(e.row);
    else this.push(e.row);
  }

  private push(row: NotificationRow): void {
    if (this.done || this.sent.has(row.id)) return;
    this.sent.add(row.id);
    if (this.sent.size > REMEMBERED) this.sent.delete(this.sent.values().next().value!);
    this.last = { id: row.id };
    this.ready.push({ event: 'notification', id: row.id, data: toNotification(row) });
    this.flush();
  }

  private flush(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    const item = this.ready.shift();
    if (item) {
      this.waiter = undefined;
      waiter({ value: item, done: false });
    } else if (this.done) {
      this.waiter = undefined;
      waiter({ value: undefined, done: true });
    }
  }

  /** Sends what the database has after the last row sent, then what arrived live meanwhile. */
  private async catchUp(): Promise<void> {
    this.held ??= [];
    try {
      for (;;) {
        const rows = await listNotificationsAfter(this.db, this.userId, this.last, PAGE);
        for (const row of rows) this.push(row);
        if (rows.length < PAGE || this.done) break;
      }
    } catch {
      // The database is away: the live notifications still flow; the next resync tries again.
    } finally {
      const held = this.held ?? [];
      this.held = undefined;
      for (const row of held) this.push(row);
    }
  }
}
