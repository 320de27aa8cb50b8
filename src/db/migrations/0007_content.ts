import { sql, type Kysely } from 'kysely';

// The content interface (GraphQL): posts and comments by the platform's users, a status for
// users (suspension), and full-text search columns kept by PostgreSQL itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
      ADD COLUMN search tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce(name, ''))) STORED
  `.execute(db);
  await sql`CREATE INDEX users_search ON users USING gin (search)`.execute(db);
  await sql`
    CREATE TABLE posts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      title text NOT NULL,
      content text NOT NULL,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz,
      search tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')) STORED
    )
  `.execute(db);
  // Paging is newest first with the id as tie-break; public lists filter on status.
  await sql`CREATE INDEX posts_newest ON posts (created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX posts_published_newest ON posts (created_at DESC, id DESC) WHERE status = 'published'`.execute(db);
  await sql`CREATE INDEX posts_author ON posts (author_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX posts_search ON posts USING gin (search)`.execute(db);
  await sql`
    CREATE TABLE comments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
      author_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      content text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
    )
  `.execute(db);
  await sql`CREATE INDEX comments_post ON comments (post_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX comments_author ON comments (author_id)`.execute(db);
  await sql`CREATE INDEX comments_search ON comments USING gin (search)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE comments`.execute(db);
  await sql`DROP TABLE posts`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN search, DROP COLUMN status`.execute(db);
}
