// Who sees which posts: everyone the PUBLISHED ones, authors their own, staff all. Every query
// path (post, posts, paginatedPosts, search, nested fields, events) filters with this.
import { sql, type RawBuilder } from 'kysely';
import { isStaff, type PostModel, type UserModel } from './models.js';

/** SQL condition on the row of `posts` (under that name) in the query. */
export function visiblePosts(viewer: UserModel | null): RawBuilder<boolean> {
  const p = sql.ref('posts');
  if (isStaff(viewer)) return sql<boolean>`true`;
  if (!viewer) return sql<boolean>`${p}.status = 'published'`;
  return sql<boolean>`(${p}.status = 'published' OR ${p}.author_id = ${viewer.id})`;
}

export function canSee(viewer: UserModel | null, post: Pick<PostModel, 'status' | 'author_id'>): boolean {
  return post.status === 'published' || isStaff(viewer) || (viewer !== null && viewer.id === post.author_id);
}
