// Who sees which posts: everyone the PUBLISHED ones, authors their own, staff all. Every query
// path (post, posts, paginatedPosts, search, nested fields, events) filters with this.
import { sql, type RawBuilder } from 'kysely';
import { isStaff, type PostModel, type UserModel } from './models.js';

/** SQL condition on the posts row aliased `alias`. */
export function visiblePosts(viewer: UserModel | null, alias = 'posts'): RawBuilder<boolean> {
  const p = sql.ref(alias);
  if (isStaff(viewer)) return sql<boolean>`true`;
  if (!viewer) return sql<boolean>`${p}.status = 'published'`;
  return sql<boolean>`(${p}.status = 'published' OR ${p}.author_id = ${viewer.id})`;
}

export function canSee(viewer: UserModel | null, post: Pick<PostModel, 'status' | 'author_id'>): boolean {
  return post.status === 'published' || isStaff(viewer) || (viewer !== null && viewer.id === post.author_id);
}
