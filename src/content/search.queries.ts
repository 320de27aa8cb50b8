import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { UserModel } from './models.js';
import { visiblePosts } from './visibility.js';

export type Hit = { kind: 'user' | 'post' | 'comment'; id: string };

/**
 * Full-text matches over user names, posts (title weighted above content) and comments, best
 * first. websearch_to_tsquery accepts what people type (words, "phrases", OR, -word) and never
 * fails to parse. Posts and comments on posts the viewer cannot see are left out.
 */
export async function search(db: Db, term: string, viewer: UserModel | null, limit: number): Promise<Hit[]> {
  const { rows } = await sql<Hit>`
    WITH q AS (SELECT websearch_to_tsquery('english', ${term}) AS q)
    SELECT kind, id FROM (
      SELECT 'user' AS kind, u.id, ts_rank(u.search, q.q) AS rank FROM users u, q WHERE u.search @@ q.q
      UNION ALL
      SELECT 'post', posts.id, ts_rank(posts.search, q.q) FROM posts, q WHERE posts.search @@ q.q AND ${visiblePosts(viewer)}
      UNION ALL
      SELECT 'comment', c.id, ts_rank(c.search, q.q) FROM comments c JOIN posts ON posts.id = c.post_id, q
        WHERE c.search @@ q.q AND ${visiblePosts(viewer)}
    ) hits
    ORDER BY rank DESC, kind, id
    LIMIT ${limit}
  `.execute(db);
  return rows;
}
