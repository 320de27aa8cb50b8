import { sql, type Kysely } from 'kysely';

// Workflow definitions, runs, and the nodes (steps and handlers) of each run, with their logs. The
// nodes table is the queue: a worker claims a `ready` node whose time has come with FOR UPDATE SKIP
// LOCKED, and changes to a run are made holding its row lock, so any number of processes on any
// number of machines share the work. Workers prove they live by a heartbeat; a node `running` on a
// worker whose heartbeat stopped is failed by whichever process notices (src/workflows/engine.ts).
const STATEMENTS = [
  `
    CREATE TABLE dags (
      name text PRIMARY KEY,
      spec text NOT NULL,
      definition jsonb NOT NULL,
      source text NOT NULL CHECK (source IN ('api', 'file')),
      tags text[] NOT NULL DEFAULT '{}',
      webhook_secret text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `,
  `
    CREATE TABLE dag_runs (
      id bigserial PRIMARY KEY,
      dag_name text NOT NULL REFERENCES dags (name) ON DELETE CASCADE,
      run_id text NOT NULL,
      definition jsonb NOT NULL,
      params jsonb NOT NULL,
      params_text text,
      webhook_payload text,
      trigger text NOT NULL CHECK (trigger IN ('api', 'retry', 'schedule', 'webhook')),
      status text NOT NULL DEFAULT 'queued'
        CHECK (status IN ('queued', 'running', 'failed', 'aborted', 'succeeded', 'partially_succeeded')),
      -- What the steps came to, while the handlers still run (DAG_RUN_STATUS); the status once done.
      outcome text,
      attempt integer NOT NULL DEFAULT 1,
      stop_requested text CHECK (stop_requested IN ('stop', 'timeout')),
      error text,
      queued_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      finished_at timestamptz,
      deadline timestamptz,
      UNIQUE (dag_name, run_id)
    )
  `,
  `
    CREATE INDEX dag_runs_history ON dag_runs (dag_name, id DESC)
  `,
  `
    CREATE INDEX dag_runs_active ON dag_runs (dag_name) WHERE status IN ('queued', 'running')
  `,
  `
    CREATE TABLE dag_run_nodes (
      run_pk bigint NOT NULL REFERENCES dag_runs (id) ON DELETE CASCADE,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('step', 'init', 'success', 'failure', 'abort', 'exit')),
      position integer NOT NULL,
      status text NOT NULL DEFAULT 'not_started'
        CHECK (status IN ('not_started', 'ready', 'running', 'failed', 'aborted', 'succeeded', 'skipped')),
      -- A failed step that continueOn lets the run go past.
      continued boolean NOT NULL DEFAULT false,
      ready_at timestamptz,
      worker_id text,
      exit_code integer,
      started_at timestamptz,
      finished_at timestamptz,
      retry_count integer NOT NULL DEFAULT 0,
      done_count integer NOT NULL DEFAULT 0,
      error text,
      -- The step's output variable and its value.
      output_name text,
      output text,
      PRIMARY KEY (run_pk, name)
    )
  `,
  `
    CREATE INDEX dag_run_nodes_ready ON dag_run_nodes (ready_at) WHERE status = 'ready'
  `,
  `
    CREATE INDEX dag_run_nodes_running ON dag_run_nodes (worker_id) WHERE status = 'running'
  `,
  `
    -- Step output as it is written, in chunks; each stream keeps its last WORKFLOWS_LOG_MAX_BYTES.
    CREATE TABLE dag_step_logs (
      run_pk bigint NOT NULL,
      node text NOT NULL,
      stream smallint NOT NULL CHECK (stream IN (1, 2)),
      seq integer NOT NULL,
      data text NOT NULL,
      bytes integer NOT NULL,
      PRIMARY KEY (run_pk, node, stream, seq),
      FOREIGN KEY (run_pk, node) REFERENCES dag_run_nodes (run_pk, name) ON DELETE CASCADE
    )
  `,
  `
    CREATE TABLE dag_step_log_drops (
      run_pk bigint NOT NULL,
      node text NOT NULL,
      stream smallint NOT NULL,
      bytes bigint NOT NULL,
      PRIMARY KEY (run_pk, node, stream),
      FOREIGN KEY (run_pk, node) REFERENCES dag_run_nodes (run_pk, name) ON DELETE CASCADE
    )
  `,
  `
    -- The run's own log: a line per thing the engine did.
    CREATE TABLE dag_run_events (
      run_pk bigint NOT NULL REFERENCES dag_runs (id) ON DELETE CASCADE,
      seq bigserial,
      at timestamptz NOT NULL DEFAULT now(),
      line text NOT NULL,
      PRIMARY KEY (run_pk, seq)
    )
  `,
  `
    CREATE TABLE workflow_workers (
      id text PRIMARY KEY,
      host text NOT NULL,
      pid integer NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      heartbeat_at timestamptz NOT NULL DEFAULT now()
    )
  `,
  `
    CREATE TABLE webhook_deliveries (
      dag_name text NOT NULL REFERENCES dags (name) ON DELETE CASCADE,
      delivery_id text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (dag_name, delivery_id)
    )
  `,
  `
    -- One row per scheduled time that fired: the process that inserts it starts the run.
    CREATE TABLE schedule_fires (
      dag_name text NOT NULL REFERENCES dags (name) ON DELETE CASCADE,
      fire_at timestamptz NOT NULL,
      PRIMARY KEY (dag_name, fire_at)
    )
  `,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement at a time: the extended query protocol takes one per query.
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE schedule_fires, webhook_deliveries, workflow_workers, dag_run_events,
      dag_step_log_drops, dag_step_logs, dag_run_nodes, dag_runs, dags
  `.execute(db);
}
