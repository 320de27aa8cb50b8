import { sql, type Kysely } from 'kysely';

// Document analysis (specs/documents.yaml): packages owned by a user, their documents (the bytes
// as uploaded and what each pipeline stage made of them), processing jobs claimed by workers with
// FOR UPDATE SKIP LOCKED, and per package the L2 clusters and the estate graph of each matcher.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE document_packages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX document_packages_user ON document_packages (user_id, created_at DESC);

    CREATE TABLE documents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigserial NOT NULL,
      package_id uuid NOT NULL REFERENCES document_packages (id) ON DELETE CASCADE,
      filename text NOT NULL,
      content_type text NOT NULL,
      size_bytes integer NOT NULL,
      content bytea NOT NULL,
      -- Stage name → {status, error?, job_id?, finished_at?}
      stages jsonb NOT NULL DEFAULT '{}',
      -- The text after the markdown stage, and whether OCR made it.
      markdown text,
      ocr boolean,
      segments jsonb,
      -- Raw extraction output per stage (L0), the resolved record (L1) and its debug companions.
      l0 jsonb NOT NULL DEFAULT '{}',
      l1 jsonb,
      normalized jsonb,
      context jsonb,
      assembled_at timestamptz,
      runsheet jsonb,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX documents_package ON documents (package_id, seq);

    CREATE TABLE document_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      package_id uuid NOT NULL REFERENCES document_packages (id) ON DELETE CASCADE,
      doc_ids uuid[] NOT NULL,
      stages text[] NOT NULL,
      enrich_only boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      -- Stage name → {status, done, failed}
      progress jsonb NOT NULL DEFAULT '{}',
      error text,
      attempts integer NOT NULL DEFAULT 0,
      worker_id text,
      lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      started_at timestamptz,
      finished_at timestamptz
    );
    CREATE INDEX document_jobs_open ON document_jobs (created_at) WHERE status IN ('queued', 'running');

    CREATE TABLE document_l2_clusters (
      package_id uuid PRIMARY KEY REFERENCES document_packages (id) ON DELETE CASCADE,
      clusters jsonb NOT NULL,
      mention_count integer NOT NULL,
      built_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );

    CREATE TABLE document_estate_graphs (
      package_id uuid NOT NULL REFERENCES document_packages (id) ON DELETE CASCADE,
      version text NOT NULL,
      graph jsonb NOT NULL,
      built_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (package_id, version)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE document_estate_graphs, document_l2_clusters, document_jobs, documents, document_packages`.execute(db);
}
