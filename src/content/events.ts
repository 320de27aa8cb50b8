// Subscription events across server processes. A mutation records the event and NOTIFYs inside
// its transaction, so the event leaves only if the change commits, and carries ids only (NOTIFY
// payloads are small). Every process LISTENs on one dedicated connection, reads each event's
// record once, and fans it out to its own subscribers, who each filter by what they may see.
// Events stay in content_events for REPLAY_WINDOW_MS (the newest EVENTS_KEPT at most): a process
// whose listening connection was down (a database restart, a terminated backend) reconnects with
// backoff and first delivers what was recorded since shortly before it lost the connection,
// skipping what it had delivered. Not simply the ids above the last one delivered: ids are taken
// when a transaction inserts and notifications leave when it commits, so a smaller id can arrive
// after a larger one, and a cursor would skip it.
import { createPubSub } from 'graphql-yoga';
import type { Db } from '../db/database.js';
import { PersistentListener } from '../db/listener.js';
import type { Logger } from '../log.js';
import type { CommentModel, PostModel, UserModel } from './models.js';
import { findCommentRow } from './comments.queries.js';
import { eventsSince, pruneEvents, recordEvent, type StoredEvent } from './events.queries.js';
import { findPost } from './posts.queries.js';
import { findUserModel } from './users.queries.js';

const CHANNEL = 'content_events';
const MAX_PENDING = 10_000;
/** How long events are kept, and so the longest outage a listener recovers from. */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** At most this many missed events are replayed after one outage (the newest). */
export const REPLAY_MAX = 10_000;
/** The table keeps at most this many events (the newest), whatever their age. */
export const EVENTS_KEPT = 10_000;
/**
 * Replay starts this long before the connection was lost: an event is stamped when its
 * transaction writes it, and may commit (and notify) a little later.
 */
const REPLAY_MARGIN_MS = 30_000;
/** Sequence numbers delivered lately, so that a replay never repeats an event. */
const REMEMBERED = 2 * REPLAY_MAX;

export type ContentEvent = { type: 'postCreated'; id: string } | { type: 'commentAdded'; id: string } | { type: 'userChanged'; id: string };

type Topics = {
  postCreated: [PostModel];
  commentAdded: [postId: string, comment: CommentModel];
  userStatusChanged: [UserModel];
};

/** Records an event in the caller's transaction: delivered on commit, dropped on rollback. */
export function notify(trx: Db, event: ContentEvent): Promise<void> {
  return recordEvent(trx, CHANNEL, event.type, event.id);
}

export class ContentEvents {
  readonly pubsub = createPubSub<Topics>();
  private readonly listener: PersistentListener;
  private stopped = false;
  private readonly pruning: NodeJS.Timeout;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private readonly delivered = new Set<string>();
  /** When the listening connection was lost; undefined while it is up (or before the first). */
  private lostAt: number | undefined;

  constructor(
    databaseUrl: string,
    private readonly db: Db,
    private readonly log: Logger,
    /** Told when each event has reached this process's subscribers, with the event's creation time (the lag metric). */
    private readonly onDelivered: (createdAtMs: number) => void = () => {},
  ) {
    this.listener = new PersistentListener({
      databaseUrl,
      name: 'content-events',
      channels: [CHANNEL],
      log,
      onNotification: (channel, payload) => this.received(channel, payload),
      onLost: () => (this.lostAt ??= Date.now()),
      beforeAttempt: () => this.gateReplay(),
    });
    // Any process may prune (the window is the same for all): at start, then every minute.
    const prune = () => void pruneEvents(this.db, new Date(Date.now() - REPLAY_WINDOW_MS), EVENTS_KEPT).catch(() => {});
    prune();
    this.pruning = setInterval(prune, 60_000);
    this.pruning.unref();
  }

  // Deliveries run one after another, so subscribers get events in commit order. A backlog past
  // MAX_PENDING (the database stalled) drops new events rather than growing without end.
  private received(channel: string, payload: string): void {
    if (channel !== CHANNEL || !payload) return;
    if (this.pending >= MAX_PENDING) {
      this.log.warn('content events: backlog full, event dropped', { pending: this.pending });
      return;
    }
    this.enqueue(async () => {
      await this.deliver(JSON.parse(payload) as StoredEvent);
    });
  }

  /**
   * Before each attempt to listen after a loss: what was missed is read once LISTEN is active (so
   * nothing falls between the two), and delivered before any notification that arrives after it.
   * An attempt that never listened opens the gate without replaying: the next attempt replays
   * instead. One whose LISTEN was in place before its connection was lost again replays all the
   * same: notifications may have come through it, queued behind this gate, and what was missed
   * before them must reach the subscribers first (else an event missed in one outage would follow
   * a newer one that came through the short-lived connection).
   */
  private gateReplay(): (listening: boolean, heard: boolean) => void {
    const missedSince = this.lostAt;
    let open: (replay: boolean) => void = () => {};
    if (missedSince !== undefined) {
      const gate = new Promise<boolean>((resolve) => (open = resolve));
      this.enqueue(async () => {
        if (await gate) await this.replay(missedSince);
      });
    }
    return (listening, heard) => {
      if (listening) this.lostAt = undefined;
      open(listening || heard);
    };
  }

  private enqueue(work: () => Promise<void>): void {
    this.pending++;
    this.queue = this.queue.then(work).catch(() => {}).finally(() => this.pending--);
  }

  /**
   * Delivers, in order, what was recorded since shortly before `lostAt` and not delivered yet.
   * Live events wait behind it (it runs in the delivery queue), so a failed read is tried again
   * a few times rather than given up at once.
   */
  private async replay(lostAt: number): Promise<void> {
    const since = new Date(Math.max(lostAt - REPLAY_MARGIN_MS, Date.now() - REPLAY_WINDOW_MS));
    for (let attempt = 0; ; attempt++) {
      try {
        const missed = await eventsSince(this.db, since, REPLAY_MAX + 1);
        if (missed.length > REPLAY_MAX) this.log.warn('content events: more missed than can be replayed; the oldest are lost', { max: REPLAY_MAX });
        let replayed = 0;
        for (const event of missed.slice(-REPLAY_MAX)) if (await this.deliver(event)) replayed++;
        this.log.info('content events: listening again', { replayed, outageMs: Date.now() - lostAt });
        return;
      } catch (err) {
        if (attempt >= 4 || this.stopped) {
          this.log.error('content events: replay failed', { error: (err as Error).message });
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      }
    }
  }

  /** Publishes one event to this process's subscribers, unless it was already; true if it was now. */
  private async deliver(event: StoredEvent): Promise<boolean> {
    if (this.stopped || this.delivered.has(event.seq)) return false;
    this.delivered.add(event.seq);
    if (this.delivered.size > REMEMBERED) this.delivered.delete(this.delivered.values().next().value!);
    try {
      if (event.type === 'postCreated') {
        const post = await this.postWithAuthor(event.id);
        if (post) this.pubsub.publish('postCreated', post);
      } else if (event.type === 'commentAdded') {
        const comment = await findCommentRow(this.db, event.id);
        if (!comment) return true;
        const [post, author] = await Promise.all([this.postWithAuthor(comment.post_id), this.user(comment.author_id)]);
        if (post) this.pubsub.publish('commentAdded', comment.post_id, { ...comment, postRow: post, authorRow: author });
      } else if (event.type === 'userChanged') {
        const user = await this.user(event.id);
        if (user) this.pubsub.publish('userStatusChanged', user);
      }
      if (event.at !== undefined) this.onDelivered(event.at);
    } catch (err) {
      this.log.error('content events: delivery failed', { error: (err as Error).message });
    }
    return true;
  }

  private user(id: string): Promise<UserModel | undefined> {
    return findUserModel(this.db, id);
  }

  /** The post with its author, read once for every subscriber. */
  private async postWithAuthor(id: string): Promise<PostModel | undefined> {
    const post = await findPost(this.db, id);
    if (!post) return undefined;
    return { ...post, authorRow: await this.user(post.author_id) };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pruning);
    await this.listener.close();
    await this.queue;
    await this.db.destroy();
  }
}
