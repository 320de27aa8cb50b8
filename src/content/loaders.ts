// Batch loaders, one set per request (and per subscription event, see resolvers/subscription.ts): every nested field of one
// level is served by one SQL statement, whatever the page size. They also cache, so a user who
// wrote ten of the comments is read once.
import DataLoader from 'dataloader';
import type { Db } from '../db/database.js';
import { commentsByIds, commentsOfPosts } from './comments.queries.js';
import type { CommentModel, PostModel, UserModel } from './models.js';
import { postsByAuthors, postsByIds } from './posts.queries.js';
import { usersByIds } from './users.queries.js';

function byKey<T, K extends keyof T>(rows: T[], key: K): Map<T[K], T> {
  return new Map(rows.map((r) => [r[key], r]));
}

function groupBy<T, K extends keyof T>(rows: T[], key: K): Map<T[K], T[]> {
  const out = new Map<T[K], T[]>();
  for (const r of rows) {
    const list = out.get(r[key]);
    if (list) list.push(r);
    else out.set(r[key], [r]);
  }
  return out;
}

/** One loader per page size asked for (a request rarely asks for more than one). */
function perLimit<V>(batch: (limit: number) => (keys: readonly string[]) => Promise<V[]>): (limit: number) => DataLoader<string, V> {
  const loaders = new Map<number, DataLoader<string, V>>();
  return (limit) => {
    let loader = loaders.get(limit);
    if (!loader) loaders.set(limit, (loader = new DataLoader(batch(limit))));
    return loader;
  };
}

export function createLoaders(db: Db, viewer: UserModel | null) {
  return {
    user: new DataLoader<string, UserModel | undefined>(async (ids) => {
      const found = byKey(await usersByIds(db, ids), 'id');
      return ids.map((id) => found.get(id));
    }),
    /** Only posts the viewer may see. */
    post: new DataLoader<string, PostModel | undefined>(async (ids) => {
      const found = byKey(await postsByIds(db, ids, viewer), 'id');
      return ids.map((id) => found.get(id));
    }),
    /** Only comments on posts the viewer may see. */
    comment: new DataLoader<string, CommentModel | undefined>(async (ids) => {
      const found = byKey(await commentsByIds(db, ids, viewer), 'id');
      return ids.map((id) => found.get(id));
    }),
    /** The first `limit` comments of a post. */
    commentsOfPost: perLimit((limit) => async (postIds: readonly string[]) => {
      const groups = groupBy(await commentsOfPosts(db, postIds, limit), 'post_id');
      return postIds.map((id) => groups.get(id) ?? []);
    }),
    /** Only posts the viewer may see, newest first, at most `limit`. */
    postsOfAuthor: perLimit((limit) => async (authorIds: readonly string[]) => {
      const groups = groupBy(await postsByAuthors(db, authorIds, viewer, limit), 'author_id');
      return authorIds.map((id) => groups.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
