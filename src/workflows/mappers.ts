// Rows to the shapes of specs/workflows.yaml.
import type { components } from '../../generated/workflows.js';
import { NODE_STATUS, RUN_STATUS, type DagDef, type Param } from './model.js';
import type { DagRow } from './dags.queries.js';
import type { NodeRow, RunRow } from './runs.queries.js';

type Run = components['schemas']['Run'];
type Node = components['schemas']['Node'];
type DagSummary = components['schemas']['DagSummary'];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Params as a params string (values with spaces or quotes quoted). */
export function paramsText(params: Param[]): string {
  const quote = (v: string) => (v === '' || /[\s"'`\\]/.test(v) ? JSON.stringify(v) : v);
  return params.map((p) => (p.name !== undefined && !/^\d+$/.test(p.name) ? `${p.name}=${quote(p.value)}` : quote(p.value))).join(' ');
}

export function toNode(n: NodeRow): Node {
  // A node waiting for a worker has not started, as far as a client can tell.
  const status = n.status === 'ready' ? 'not_started' : n.status;
  return {
    name: n.name,
    status,
    statusCode: NODE_STATUS[status],
    exitCode: n.exit_code,
    startedAt: iso(n.started_at),
    finishedAt: iso(n.finished_at),
    retryCount: n.retry_count,
    doneCount: n.done_count,
    error: n.error,
    outputs: n.output_name && n.output !== null ? { [n.output_name]: n.output } : {},
  };
}

export function toRun(run: RunRow, nodes: NodeRow[]): Run {
  const mine = nodes.filter((n) => n.run_pk === run.id);
  return {
    dagName: run.dag_name,
    runId: run.run_id,
    status: run.status,
    statusCode: RUN_STATUS[run.status],
    params: run.params_text ?? paramsText(run.params as Param[]),
    attempt: run.attempt,
    trigger: run.trigger,
    queuedAt: iso(run.queued_at),
    startedAt: iso(run.started_at),
    finishedAt: iso(run.finished_at),
    runningSteps: mine.filter((n) => n.kind === 'step' && n.status === 'running').map((n) => n.name),
    nodes: mine.filter((n) => n.kind === 'step').map(toNode),
    // In the order they ran.
    handlers: mine
      .filter((n) => n.kind !== 'step' && n.started_at !== null)
      .sort((a, b) => a.started_at!.getTime() - b.started_at!.getTime())
      .map(toNode),
    error: run.error,
  };
}

/** What a DAG that never ran reports. */
export function notStarted(dagName: string): Run {
  return {
    dagName,
    runId: null,
    status: 'not_started',
    statusCode: 0,
    params: null,
    attempt: 0,
    trigger: null,
    queuedAt: null,
    startedAt: null,
    finishedAt: null,
    runningSteps: [],
    nodes: [],
    handlers: [],
    error: null,
  };
}

export function toDagSummary(dag: DagRow, latest: Run | null): DagSummary {
  const def = dag.definition as DagDef;
  return {
    name: dag.name,
    description: def.description ?? null,
    tags: def.tags,
    schedule: def.schedule,
    source: dag.source,
    createdAt: dag.created_at.toISOString(),
    updatedAt: dag.updated_at.toISOString(),
    webhook: dag.webhook_secret !== null,
    latestRun: latest,
  };
}

export function toDagDetail(dag: DagRow, latest: Run | null): components['schemas']['DagDetail'] {
  const def = dag.definition as DagDef;
  return { ...toDagSummary(dag, latest), spec: dag.spec, steps: def.steps.map((s) => s.name), params: paramsText(def.params) };
}
