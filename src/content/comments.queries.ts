import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { CommentRow } from '../db/schema.js';
import type { UserModel } from './models.js';
import { visiblePosts } from './visibility.js';

const COMMENT_COLUMNS = ['comments.id', 'comments.post_id', 'comments.author_id', 'comments.content', 'comments.created_at'] as const;

/**
 * The first `limit` comments of each post, oldest first (the posts are visible: the caller
 * reached them). One statement: an index range per post (LATERAL … LIMIT).
 */
export async function commentsOfPosts(db: Db, postIds: readonly string[], limit: number): Promise<CommentRow[]> {
  const { rows } = await sql<CommentRow>`
    SELECT c.id, c.post_id, c.author_id, c.content, c.created_at
    FROM unnest(${postIds}::uuid[]) AS p(id)
    CROSS JOIN LATERAL (
      SELECT * FROM comments WHERE comments.post_id = p.id ORDER BY comments.created_at, comments.id LIMIT ${limit}
    ) c
    ORDER BY c.created_at, c.id
  `.execute(db);
  return rows;
}

/** Comments by id, only those on posts the viewer can see. */
export function commentsByIds(db: Db, ids: readonly string[], viewer: UserModel | null): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select(COMMENT_COLUMNS)
    .where('comments.id', 'in', ids)
    .where(visiblePosts(viewer))
    .execute();
}

export function insertComment(db: Db, comment: { post_id: string; author_id: string; content: string }): Promise<CommentRow> {
  return db.insertInto('comments').values(comment).returning(COMMENT_COLUMNS).executeTakeFirstOrThrow();
}

export function findCommentRow(db: Db, id: string): Promise<CommentRow | undefined> {
  return db.selectFrom('comments').select(COMMENT_COLUMNS).where('comments.id', '=', id).executeTakeFirst();
}

/** A comment with the status and author of its post (for visibility checks). */
export function findComment(db: Db, id: string) {
  return db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([...COMMENT_COLUMNS, 'posts.status as post_status', 'posts.author_id as post_author_id'])
    .where('comments.id', '=', id)
    .executeTakeFirst();
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}
