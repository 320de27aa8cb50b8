import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      name text,
      password_hash text,
      role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'moderator')),
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- E-mail addresses are unique whatever their case.
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));
    CREATE INDEX users_created_at_idx ON users (created_at, id);

    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- SHA-256 of the key: keys are 256 random bits, so a fast hash is enough.
      key_hash text NOT NULL UNIQUE,
      label text,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    );

    CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL);

    -- Counters are disposable (a crash loses at most one window), so skip the WAL.
    CREATE UNLOGGED TABLE rate_limits (
      key text NOT NULL,
      window_start bigint NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (key, window_start)
    );

    CREATE TABLE agents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      type text NOT NULL CHECK (type IN ('openai', 'anthropic', 'google')),
      status text NOT NULL DEFAULT 'idle' CHECK (status IN ('idle', 'busy')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX agents_created_at_idx ON agents (created_at, id);
    CREATE INDEX agents_status_created_at_idx ON agents (status, created_at, id);

    CREATE TABLE agent_tasks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      agent_id uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
      description text,
      priority integer NOT NULL DEFAULT 5 CHECK (priority BETWEEN 0 AND 9),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'running', 'succeeded', 'failed', 'cancelled')),
      input jsonb NOT NULL DEFAULT '{}',
      result jsonb,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX agent_tasks_agent_idx ON agent_tasks (agent_id, created_at, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE agent_tasks, agents, rate_limits, settings, api_keys, users`.execute(db);
}
