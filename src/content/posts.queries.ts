import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { PostRow } from '../db/schema.js';
import type { UserModel } from './models.js';
import { visiblePosts } from './visibility.js';

const POST_COLUMNS = ['posts.id', 'posts.author_id', 'posts.title', 'posts.content', 'posts.status', 'posts.created_at', 'posts.updated_at', 'posts.published_at'] as const;

/** A post whatever its status (event delivery filters per subscriber). */
export function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').select(POST_COLUMNS).where('posts.id', '=', id).executeTakeFirst();
}

export function postsByIds(db: Db, ids: readonly string[], viewer: UserModel | null): Promise<PostRow[]> {
  return db.selectFrom('posts').select(POST_COLUMNS).where('posts.id', 'in', ids).where(visiblePosts(viewer)).execute();
}

/** The visible posts of each author, newest first, at most `limit` each (an index range per author). */
export async function postsByAuthors(db: Db, authorIds: readonly string[], viewer: UserModel | null, limit: number): Promise<PostRow[]> {
  const { rows } = await sql<PostRow>`
    SELECT p.id, p.author_id, p.title, p.content, p.status, p.created_at, p.updated_at, p.published_at
    FROM unnest(${authorIds}::uuid[]) AS a(id)
    CROSS JOIN LATERAL (
      SELECT * FROM posts WHERE posts.author_id = a.id AND ${visiblePosts(viewer)}
      ORDER BY posts.created_at DESC, posts.id DESC LIMIT ${limit}
    ) p
    ORDER BY p.created_at DESC, p.id DESC
  `.execute(db);
  return rows;
}

export function listPosts(db: Db, viewer: UserModel | null, published: boolean | undefined, limit: number): Promise<PostRow[]> {
  return db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where(visiblePosts(viewer))
    .$if(published !== undefined, (q) => (published ? q.where('posts.status', '=', 'published') : q.where('posts.status', '!=', 'published')))
    .orderBy('posts.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A page of visible posts in the order newest first (created_at, then id, descending), keyed on
 * the cursor post's (created_at, id), read in SQL so that no precision is lost. `forward`: the
 * `limit` posts after the cursor; else the `limit` posts before it, returned in list order.
 */
export async function pageOfPosts(db: Db, viewer: UserModel | null, cursor: string | undefined, limit: number, forward: boolean): Promise<PostRow[]> {
  const key = sql`(SELECT c.created_at, c.id FROM posts c WHERE c.id = ${cursor ?? null})`;
  const rows = await db
    .selectFrom('posts')
    .select(POST_COLUMNS)
    .where(visiblePosts(viewer))
    .$if(cursor !== undefined, (q) => q.where(forward ? sql<boolean>`(posts.created_at, posts.id) < ${key}` : sql<boolean>`(posts.created_at, posts.id) > ${key}`))
    .orderBy('posts.created_at', forward ? 'desc' : 'asc')
    .orderBy('posts.id', forward ? 'desc' : 'asc')
    .limit(limit)
    .execute();
  return forward ? rows : rows.reverse();
}

export async function countVisiblePosts(db: Db, viewer: UserModel | null): Promise<number> {
  const row = await db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).where(visiblePosts(viewer)).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertPost(db: Db, post: { author_id: string; title: string; content: string; published: boolean }): Promise<PostRow> {
  return db
    .insertInto('posts')
    .values({
      author_id: post.author_id,
      title: post.title,
      content: post.content,
      status: post.published ? 'published' : 'draft',
      published_at: post.published ? sql<Date>`now()` : null,
    })
    .returning(POST_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Locks the post for a change (the caller's transaction). */
export function findPostForUpdate(db: Db, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').select(POST_COLUMNS).where('posts.id', '=', id).forUpdate().executeTakeFirst();
}

export function updatePost(db: Db, id: string, change: { title?: string; content?: string; status?: PostRow['status'] }): Promise<PostRow> {
  return db
    .updateTable('posts')
    .set({
      ...change,
      updated_at: sql`now()`,
      ...(change.status === 'published' ? { published_at: sql<Date>`now()` } : {}),
    })
    .where('posts.id', '=', id)
    .returning(POST_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deletePost(db: Db, id: string): Promise<void> {
  await db.deleteFrom('posts').where('id', '=', id).execute();
}
