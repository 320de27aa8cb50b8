// Subscription events across server processes. A mutation NOTIFYs inside its transaction, so the
// event leaves only if the change commits, and carries ids only (NOTIFY payloads are small).
// Every process LISTENs on one dedicated connection, reads each event's record once, and fans it
// out to its own subscribers, who each filter by what they may see.
import { createPubSub } from 'graphql-yoga';
import pg from 'pg';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import type { CommentModel, PostModel, UserModel } from './models.js';
import { findCommentRow } from './comments.queries.js';
import { sendNotification } from './events.queries.js';
import { findPost } from './posts.queries.js';
import { findUserModel } from './users.queries.js';

const CHANNEL = 'content_events';
const MAX_PENDING = 10_000;

export type ContentEvent = { type: 'postCreated'; id: string } | { type: 'commentAdded'; id: string } | { type: 'userChanged'; id: string };

type Topics = {
  postCreated: [PostModel];
  commentAdded: [postId: string, comment: CommentModel];
  userStatusChanged: [UserModel];
};

/** Queues an event in the caller's transaction: delivered on commit, dropped on rollback. */
export function notify(trx: Db, event: ContentEvent): Promise<void> {
  return sendNotification(trx, CHANNEL, JSON.stringify(event));
}

export class ContentEvents {
  readonly pubsub = createPubSub<Topics>();
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    void this.connect();
  }

  private async connect(attempt = 0): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    // Deliveries run one after another, so subscribers get events in commit order. A backlog
    // past MAX_PENDING (the database stalled) drops new events rather than growing without end.
    client.on('notification', (msg) => {
      const payload = msg.payload;
      if (msg.channel !== CHANNEL || !payload) return;
      if (this.pending >= MAX_PENDING) {
        this.log.warn('content events: backlog full, event dropped', { pending: this.pending });
        return;
      }
      this.pending++;
      this.queue = this.queue.then(() => this.deliver(payload)).finally(() => this.pending--);
    });
    // Events sent while the connection is down are lost; subscribers stay subscribed.
    client.on('error', (err) => {
      this.log.warn('content events: listener connection lost', { error: err.message });
      this.reconnect(client, 0);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.stopped) await client.end();
      else this.client = client;
    } catch (err) {
      if (!this.stopped) this.log.warn('content events: cannot listen yet', { error: (err as Error).message, attempt });
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
    }, Math.min(5000, 200 * (attempt + 1)));
  }

  private async deliver(payload: string): Promise<void> {
    if (this.stopped) return;
    try {
      const event = JSON.parse(payload) as ContentEvent;
      if (event.type === 'postCreated') {
        const post = await this.postWithAuthor(event.id);
        if (post) this.pubsub.publish('postCreated', post);
      } else if (event.type === 'commentAdded') {
        const comment = await findCommentRow(this.db, event.id);
        if (!comment) return;
        const [post, author] = await Promise.all([this.postWithAuthor(comment.post_id), this.user(comment.author_id)]);
        if (post) this.pubsub.publish('commentAdded', comment.post_id, { ...comment, postRow: post, authorRow: author });
      } else if (event.type === 'userChanged') {
        const user = await this.user(event.id);
        if (user) this.pubsub.publish('userStatusChanged', user);
      }
    } catch (err) {
      this.log.error('content events: delivery failed', { error: (err as Error).message });
    }
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
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
    await this.queue;
    await this.db.destroy();
  }
}
