// Batch loaders, one set per request (and per subscription event): every nested field of one
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
    commentsOfPost: new DataLoader<string, CommentModel[]>(async (postIds) => {
      const groups = groupBy(await commentsOfPosts(db, postIds), 'post_id');
      return postIds.map((id) => groups.get(id) ?? []);
    }),
    /** Only posts the viewer may see, newest first. */
    postsOfAuthor: new DataLoader<string, PostModel[]>(async (authorIds) => {
      const groups = groupBy(await postsByAuthors(db, authorIds, viewer), 'author_id');
      return authorIds.map((id) => groups.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
