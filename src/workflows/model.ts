// A DAG definition as the engine runs it: what src/workflows/definition.ts makes of Dagu YAML (both
// spellings of keys, 1.x camelCase and 2.x snake_case, normalised here to one), and the status
// numbers Dagu's API reports.

/** Run status, Dagu's numbers and labels. */
export const RUN_STATUS = {
  not_started: 0,
  running: 1,
  failed: 2,
  aborted: 3,
  succeeded: 4,
  queued: 5,
  partially_succeeded: 6,
} as const;
export type RunStatus = keyof typeof RUN_STATUS;

/** Node (step) status, Dagu's numbers and labels. */
export const NODE_STATUS = {
  not_started: 0,
  running: 1,
  failed: 2,
  aborted: 3,
  succeeded: 4,
  skipped: 5,
  partially_succeeded: 6,
} as const;
export type NodeStatus = keyof typeof NODE_STATUS;

export interface Precondition {
  /** Expanded with the step's environment and back-tick/$() substitution, then compared. */
  condition: string;
  /** Without it, `condition` is a command and is met when it exits 0. `re:` prefix: a regular expression. */
  expected?: string;
  negate: boolean;
}

export interface ContinueOn {
  failure: boolean;
  skipped: boolean;
  /** Exit codes that count as "continue" although the step failed. */
  exitCode: number[];
  /** Output patterns (`re:` allowed) that let the run continue although the step failed. */
  output: string[];
  /** The step is reported succeeded when it is continued past. */
  markSuccess: boolean;
}

export interface RetryPolicy {
  limit: number;
  intervalSec: number;
  /** Multiplier for the interval after each retry; 1 = constant. */
  backoff: number;
  maxIntervalSec?: number;
  /** Retry only on these exit codes (empty: any non-zero). */
  exitCode: number[];
}

export interface RepeatPolicy {
  /** `while`: repeat while the condition holds (or unconditionally); `until`: until it holds. */
  mode: 'while' | 'until';
  condition?: string;
  expected?: string;
  exitCode: number[];
  intervalSec: number;
  backoff: number;
  maxIntervalSec?: number;
  /** At most this many executions in all (0: no limit). */
  limit: number;
}

export interface StepDef {
  name: string;
  description?: string;
  /** A string runs through `sh -c` (or `shell -c`); an array is argv (each element expanded). */
  command?: string | string[];
  /** A script: written to a file and run with `shell` (or `command` when that names an interpreter). */
  script?: string;
  shell?: string;
  dir?: string;
  env: [string, string][];
  depends: string[];
  /** Name of the variable that receives the step's trimmed stdout. */
  output?: string;
  preconditions: Precondition[];
  continueOn: ContinueOn;
  retryPolicy?: RetryPolicy;
  repeatPolicy?: RepeatPolicy;
  timeoutSec?: number;
  signalOnStop?: string;
}

export type HandlerKind = 'init' | 'success' | 'failure' | 'abort' | 'exit';
export const HANDLER_KINDS: HandlerKind[] = ['init', 'success', 'failure', 'abort', 'exit'];

export interface Param {
  /** Undefined for a positional parameter. */
  name?: string;
  value: string;
}

export interface DagDef {
  name?: string;
  description?: string;
  group?: string;
  tags: string[];
  type: 'graph' | 'chain';
  /** Default parameters, in order (positional ones are $1, $2, ...). */
  params: Param[];
  env: [string, string][];
  schedule: string[];
  steps: StepDef[];
  handlers: Partial<Record<HandlerKind, StepDef>>;
  maxActiveRuns: number;
  maxActiveSteps: number;
  timeoutSec?: number;
  delaySec: number;
  maxCleanUpTimeSec: number;
  preconditions: Precondition[];
}

export interface DefinitionError {
  /** 1-based line of the offending key or value in the YAML text, when known. */
  line: number | null;
  message: string;
}
