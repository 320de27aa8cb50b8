// Dagu YAML -> DagDef. Reads both key spellings (1.x camelCase, 2.x snake_case), walks the YAML
// tree itself rather than a plain JS object so that every error carries the line it is about, and
// collects every error instead of stopping at the first: a definition is saved and reported on as
// a whole, so its author should see all that is wrong at once.

import { constants as osConstants } from 'node:os';
import YAML, { isAlias, isMap, isScalar, isSeq, LineCounter, type Document, type Node, type Pair } from 'yaml';
import { validateCron } from './cron.js';
import type {
  ContinueOn,
  DagDef,
  DefinitionError,
  HandlerKind,
  Param,
  Precondition,
  RepeatPolicy,
  RetryPolicy,
  StepDef,
} from './model.js';
import { parseParams, ParamsError } from './params.js';

export { paramsEnv, parseParams, ParamsError, resolveParams } from './params.js';

// ---------------------------------------------------------------------------------------------
// Keys

/**
 * Dagu 1.x spellings (and a few older synonyms) -> the 2.x snake_case name we work with. Dagu 2.x
 * refuses the left column with a hint; we accept both, since real files use either.
 */
const KEY_ALIASES: Record<string, string> = {
  handlerOn: 'handler_on',
  maxActiveRuns: 'max_active_runs',
  maxActiveSteps: 'max_active_steps',
  timeoutSec: 'timeout_sec',
  delaySec: 'delay_sec',
  maxCleanUpTimeSec: 'max_clean_up_time_sec',
  workingDir: 'working_dir',
  dir: 'working_dir',
  logDir: 'log_dir',
  logOutput: 'log_output',
  histRetentionDays: 'hist_retention_days',
  histRetentionRuns: 'hist_retention_runs',
  mailOn: 'mail_on',
  errorMail: 'error_mail',
  infoMail: 'info_mail',
  waitMail: 'wait_mail',
  restartWaitSec: 'restart_wait_sec',
  skipIfSuccessful: 'skip_if_successful',
  maxOutputSize: 'max_output_size',
  continueOn: 'continue_on',
  retryPolicy: 'retry_policy',
  repeatPolicy: 'repeat_policy',
  signalOnStop: 'signal_on_stop',
  mailOnError: 'mail_on_error',
  intervalSec: 'interval_sec',
  maxIntervalSec: 'max_interval_sec',
  exitCode: 'exit_code',
  markSuccess: 'mark_success',
  precondition: 'preconditions',
  labels: 'tags', // 2.x renamed tags to labels
};

/** Which keys an object accepts (canonical names), which it accepts and ignores, which Dagu has but we do not run. */
interface KeySpec {
  known: readonly string[];
  /** Keys that only configure things we do not do (logs, mail, history); leaving them out changes nothing a run does. */
  ignored?: readonly string[];
  /** Dagu features this engine does not run: an error, with a clearer message than "unknown key". */
  unsupported?: readonly string[];
  /** Synonyms valid in this object only. */
  aliases?: Record<string, string>;
}

const STEP_FIELDS = [
  'continue_on',
  'retry_policy',
  'repeat_policy',
  'timeout_sec',
  'signal_on_stop',
  'env',
  'preconditions',
] as const;

const DAG_KEYS: KeySpec = {
  known: [
    'name', 'description', 'group', 'tags', 'type', 'params', 'env', 'schedule', 'steps', 'handler_on',
    'max_active_runs', 'max_active_steps', 'timeout_sec', 'delay_sec', 'max_clean_up_time_sec',
    'preconditions', 'defaults', 'working_dir', 'shell',
  ],
  // Logging, history retention and mail: Dagu's own bookkeeping, not what a run does.
  ignored: [
    'log_dir', 'log_output', 'hist_retention_days', 'hist_retention_runs', 'mail_on', 'smtp', 'error_mail',
    'info_mail', 'wait_mail', 'max_output_size', 'run_config',
  ],
  unsupported: [
    'dotenv', 'container', 'ssh', 'secrets', 'retry_policy', 'queue', 'worker_selector', 'restart_wait_sec',
    'skip_if_successful', 'catchup_window', 'overlap_policy', 'step_types', 'functions', 'otel',
  ],
};

const STEP_KEYS: KeySpec = {
  known: ['name', 'description', 'command', 'script', 'shell', 'working_dir', 'depends', 'output', ...STEP_FIELDS],
  ignored: ['mail_on_error', 'log_output'],
  unsupported: [
    'id', 'type', 'executor', 'call', 'run', 'params', 'container', 'ssh', 'parallel', 'stdout', 'stderr',
    'with', 'config', 'exec', 'approval', 'worker_selector', 'shell_packages',
  ],
};

const DEFAULTS_KEYS: KeySpec = { known: STEP_FIELDS, ignored: ['mail_on_error'], unsupported: ['agent'] };
const RETRY_KEYS: KeySpec = { known: ['limit', 'interval_sec', 'backoff', 'max_interval_sec', 'exit_code'] };
const REPEAT_KEYS: KeySpec = {
  known: ['repeat', 'condition', 'expected', 'exit_code', 'interval_sec', 'backoff', 'max_interval_sec', 'limit'],
};
const CONTINUE_KEYS: KeySpec = {
  known: ['failure', 'skipped', 'exit_code', 'output', 'mark_success'],
  aliases: { failed: 'failure' },
};
const PRECONDITION_KEYS: KeySpec = { known: ['condition', 'expected', 'negate'], aliases: { command: 'condition' } };
const SCHEDULE_KEYS: KeySpec = { known: ['start'], unsupported: ['stop', 'restart'] };

/** handler_on keys -> kind and the step name Dagu gives the handler (cancel is 1.x's word for abort). */
const HANDLERS: Record<string, { kind: HandlerKind; name: string }> = {
  init: { kind: 'init', name: 'onInit' },
  success: { kind: 'success', name: 'onSuccess' },
  failure: { kind: 'failure', name: 'onFailure' },
  abort: { kind: 'abort', name: 'onAbort' },
  cancel: { kind: 'abort', name: 'onCancel' },
  exit: { kind: 'exit', name: 'onExit' },
};
const HANDLER_KEYS: KeySpec = { known: Object.keys(HANDLERS), unsupported: ['wait'] };

const OUTPUT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

// ---------------------------------------------------------------------------------------------
// Reading the YAML tree with lines

/** One key of a mapping: its text as written, its canonical name, and its nodes. */
interface Field {
  key: string;
  keyNode: Node;
  value: Node | null;
}

type Fields = Map<string, Field>;

class Reader {
  readonly errors: DefinitionError[] = [];

  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
  ) {}

  line(node: Node | null | undefined): number | null {
    const offset = node?.range?.[0];
    return offset === undefined ? null : this.lines.linePos(offset).line;
  }

  error(node: Node | null | undefined, message: string): void {
    this.errors.push({ line: this.line(node), message });
  }

  /** Follows `*alias` to the node it names; lines then point at the anchor. */
  resolve(node: unknown): Node | null {
    if (isAlias(node)) return (node.resolve(this.doc) as Node | undefined) ?? null;
    return (node as Node | null) ?? null;
  }

  /**
   * The keys of a mapping by canonical name. Reports keys that are not mapping keys, unknown and
   * unsupported keys, and a key written in both spellings. `<<` merge keys are honoured (explicit
   * keys win), as Dagu's YAML library honours them.
   */
  fields(node: Node | null, where: string, spec: KeySpec): Fields | undefined {
    if (!isMap(node)) {
      this.error(node, `${where} must be a mapping`);
      return undefined;
    }
    const out: Fields = new Map();
    const merged: Pair[] = [];
    for (const pair of node.items) {
      const keyNode = this.resolve(pair.key);
      if (!isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === 'object') {
        this.error(keyNode ?? node, `${where}: keys must be plain names`);
        continue;
      }
      const key = String(keyNode.value);
      if (key === '<<') {
        merged.push(...this.mergeSources(pair.value, where));
        continue;
      }
      this.addField(out, { key, keyNode, value: this.resolve(pair.value) }, where, spec, true);
    }
    for (const pair of merged) {
      const keyNode = this.resolve(pair.key);
      if (!isScalar(keyNode)) continue;
      this.addField(out, { key: String(keyNode.value), keyNode, value: this.resolve(pair.value) }, where, spec, false);
    }
    return out;
  }

  private mergeSources(value: unknown, where: string): Pair[] {
    const source = this.resolve(value);
    if (isMap(source)) return source.items as Pair[];
    if (isSeq(source)) return source.items.flatMap((item) => this.mergeSources(item, where));
    this.error(source, `${where}: << must merge a mapping`);
    return [];
  }

  private addField(out: Fields, field: Field, where: string, spec: KeySpec, explicit: boolean): void {
    const canonical = spec.aliases?.[field.key] ?? KEY_ALIASES[field.key] ?? field.key;
    const prefix = where ? `${where}: ` : '';
    if (spec.ignored?.includes(canonical)) return;
    if (spec.unsupported?.includes(canonical)) {
      this.error(field.keyNode, `${prefix}"${field.key}" is not supported by this engine`);
      return;
    }
    if (!spec.known.includes(canonical)) {
      this.error(field.keyNode, `${prefix}unknown key "${field.key}"`);
      return;
    }
    const earlier = out.get(canonical);
    if (earlier) {
      // A merged (<<) key never overrides an explicit one; two explicit spellings are a mistake.
      if (explicit) this.error(field.keyNode, `${prefix}"${field.key}" and "${earlier.key}" are the same key; keep one`);
      return;
    }
    out.set(canonical, field);
  }
}

/** How messages name a key: `step "x": retryPolicy`, or the bare key at DAG level. */
function at(where: string, key: string): string {
  return where ? `${where}: ${key}` : key;
}

// ---------------------------------------------------------------------------------------------
// Scalar readers: each reports its own error and returns undefined on one

/** A string; a plain number or boolean counts as its text (`name: 1`). Null (an empty value) is absent. */
function readString(r: Reader, node: Node | null, label: string): string | undefined {
  if (node === null || (isScalar(node) && node.value === null)) return undefined;
  if (isScalar(node)) {
    if (typeof node.value === 'string') return node.value;
    if (typeof node.value === 'number' || typeof node.value === 'boolean') return scalarText(node);
  }
  r.error(node, `${label} must be a string`);
  return undefined;
}

/** The text of a number or boolean as written (so `1.0` stays `1.0`), for values that become strings. */
function scalarText(node: Node): string {
  const source = (node as { source?: unknown }).source;
  if (typeof source === 'string') return source;
  return String((node as { value?: unknown }).value);
}

/** A scalar of any kind turned into the text a shell would see (env values, params, expected values). */
function readScalarText(r: Reader, node: Node | null, label: string): string | undefined {
  if (node === null || (isScalar(node) && node.value === null)) return '';
  if (isScalar(node) && typeof node.value === 'string') return node.value;
  if (isScalar(node) && (typeof node.value === 'number' || typeof node.value === 'boolean')) return String(node.value);
  r.error(node, `${label} must be a string, number or boolean`);
  return undefined;
}

/** A whole number >= 0; an integer written as a string ("30") is accepted, as Dagu's int-or-string fields do. */
function readInt(r: Reader, node: Node | null, label: string): number | undefined {
  const raw = isScalar(node) ? node.value : undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) {
    const shown = isScalar(node) ? JSON.stringify(raw) : isMap(node) ? 'a mapping' : isSeq(node) ? 'a list' : 'nothing';
    r.error(node, `${label} must be a non-negative integer, got ${shown}`);
    return undefined;
  }
  return n;
}

function readBool(r: Reader, node: Node | null, label: string): boolean | undefined {
  if (isScalar(node) && typeof node.value === 'boolean') return node.value;
  r.error(node, `${label} must be true or false`);
  return undefined;
}

/** A string or a list of strings (tags, depends, continue_on.output). */
function readStringList(r: Reader, node: Node | null, label: string): { values: string[]; nodes: Node[] } | undefined {
  if (isSeq(node)) {
    const values: string[] = [];
    const nodes: Node[] = [];
    for (const item of node.items) {
      const itemNode = r.resolve(item);
      const s = readString(r, itemNode, `${label} entries`);
      if (s !== undefined && itemNode) {
        values.push(s);
        nodes.push(itemNode);
      }
    }
    return { values, nodes };
  }
  const s = readString(r, node, `${label}`);
  return s === undefined || node === null ? undefined : { values: [s], nodes: [node] };
}

/** An exit code or a list of them. */
function readIntList(r: Reader, node: Node | null, label: string): number[] | undefined {
  if (!isSeq(node)) {
    const n = readInt(r, node, label);
    return n === undefined ? undefined : [n];
  }
  const out: number[] = [];
  for (const item of node.items) {
    const n = readInt(r, r.resolve(item), `${label} entries`);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** Retry/repeat backoff: true means 2, false or 0 means constant (1), a number > 1 is the multiplier. */
function readBackoff(r: Reader, node: Node | null, label: string): number | undefined {
  if (isScalar(node) && typeof node.value === 'boolean') return node.value ? 2 : 1;
  if (isScalar(node) && typeof node.value === 'number') {
    if (node.value === 0) return 1;
    if (node.value > 1) return node.value;
  }
  r.error(node, `${label} must be true, false, 0 or a number greater than 1`);
  return undefined;
}

/** Signal names as Node's process.kill knows them; `INT`, `sigint` and `SIGINT` all mean SIGINT. */
function readSignal(r: Reader, node: Node | null, label: string): string | undefined {
  const text = readString(r, node, label);
  if (text === undefined) return undefined;
  const upper = text.trim().toUpperCase();
  const name = upper.startsWith('SIG') ? upper : `SIG${upper}`;
  if (Object.hasOwn(osConstants.signals, name)) return name;
  r.error(node, `${label}: "${text}" is not a signal name (e.g. SIGINT, SIGTERM)`);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Composite values shared by the DAG and its steps

/** env: a mapping, a list of single-key mappings, or a list of "K=V" strings; order kept. */
function readEnv(r: Reader, node: Node | null, label: string): [string, string][] {
  const out: [string, string][] = [];
  const addMap = (mapNode: Node | null): void => {
    const map = r.resolve(mapNode);
    if (!isMap(map)) return;
    for (const pair of map.items) {
      const keyNode = r.resolve(pair.key);
      const key = readString(r, keyNode, `${label} names`);
      const value = readScalarText(r, r.resolve(pair.value), `${label} value of ${key ?? '?'}`);
      if (key !== undefined && value !== undefined) out.push([key, value]);
    }
  };
  if (node === null || (isScalar(node) && node.value === null)) return out;
  if (isMap(node)) {
    addMap(node);
    return out;
  }
  if (!isSeq(node)) {
    r.error(node, `${label} must be a mapping or a list`);
    return out;
  }
  for (const raw of node.items) {
    const item = r.resolve(raw);
    if (isMap(item)) {
      addMap(item);
      continue;
    }
    const text = isScalar(item) && typeof item.value === 'string' ? item.value : undefined;
    const eq = text?.indexOf('=') ?? -1;
    if (text === undefined || eq <= 0) {
      r.error(item, `${label} entries must be NAME: value mappings or "NAME=value" strings`);
      continue;
    }
    out.push([text.slice(0, eq), text.slice(eq + 1)]);
  }
  return out;
}

/** preconditions: a command string, a {condition, expected, negate} mapping, or a list of those. */
function readPreconditions(r: Reader, node: Node | null, label: string): Precondition[] {
  if (node === null || (isScalar(node) && node.value === null)) return [];
  if (isSeq(node)) return node.items.flatMap((item) => readPreconditions(r, r.resolve(item), label));
  if (isScalar(node)) {
    const condition = readString(r, node, label);
    return condition === undefined ? [] : [{ condition, negate: false }];
  }
  const f = r.fields(node, label, PRECONDITION_KEYS);
  if (!f) return [];
  const condition = f.has('condition') ? readString(r, f.get('condition')!.value, `${label} condition`) : undefined;
  if (!condition) {
    r.error(f.get('condition')?.keyNode ?? node, `${label}: a precondition needs a non-empty "condition"`);
    return [];
  }
  const result: Precondition = { condition, negate: false };
  if (f.has('expected')) result.expected = readScalarText(r, f.get('expected')!.value, `${label} expected`);
  if (f.has('negate')) result.negate = readBool(r, f.get('negate')!.value, `${label} negate`) ?? false;
  return [result];
}

function emptyContinueOn(): ContinueOn {
  return { failure: false, skipped: false, exitCode: [], output: [], markSuccess: false };
}

/** continue_on: "skipped" | "failed", or a mapping of failure/skipped/exit_code/output/mark_success. */
function readContinueOn(r: Reader, node: Node | null, label: string): ContinueOn {
  const result = emptyContinueOn();
  if (isScalar(node) && typeof node.value === 'string') {
    const word = node.value.trim().toLowerCase();
    if (word === 'skipped') result.skipped = true;
    else if (word === 'failed' || word === 'failure') result.failure = true;
    else r.error(node, `${label} must be "skipped", "failed" or a mapping`);
    return result;
  }
  const f = r.fields(node, label, CONTINUE_KEYS);
  if (!f) return result;
  for (const [key, field] of f) {
    const name = `${label}.${field.key}`;
    if (key === 'failure') result.failure = readBool(r, field.value, name) ?? false;
    else if (key === 'skipped') result.skipped = readBool(r, field.value, name) ?? false;
    else if (key === 'mark_success') result.markSuccess = readBool(r, field.value, name) ?? false;
    else if (key === 'exit_code') result.exitCode = readIntList(r, field.value, name) ?? [];
    else if (key === 'output') result.output = readStringList(r, field.value, name)?.values ?? [];
  }
  return result;
}

function readRetryPolicy(r: Reader, node: Node | null, label: string): RetryPolicy | undefined {
  const f = r.fields(node, label, RETRY_KEYS);
  if (!f) return undefined;
  const policy: RetryPolicy = { limit: 0, intervalSec: 0, backoff: 1, exitCode: [] };
  for (const [key, field] of f) {
    const name = `${label}.${field.key}`;
    if (key === 'limit') policy.limit = readInt(r, field.value, name) ?? 0;
    else if (key === 'interval_sec') policy.intervalSec = readInt(r, field.value, name) ?? 0;
    else if (key === 'backoff') policy.backoff = readBackoff(r, field.value, name) ?? 1;
    else if (key === 'max_interval_sec') policy.maxIntervalSec = readInt(r, field.value, name);
    else if (key === 'exit_code') policy.exitCode = readIntList(r, field.value, name) ?? [];
  }
  return policy;
}

/**
 * repeat_policy. The mode comes from `repeat` (true and "while" repeat while the condition holds,
 * or forever up to `limit`; "until" repeats until it holds); without it, Dagu 1.x infers it:
 * condition + expected -> until, condition or exit_code alone -> while, neither -> no repeat.
 */
function readRepeatPolicy(r: Reader, node: Node | null, label: string): RepeatPolicy | undefined {
  const f = r.fields(node, label, REPEAT_KEYS);
  if (!f) return undefined;
  const policy: RepeatPolicy = { mode: 'while', exitCode: [], intervalSec: 0, backoff: 1, limit: 0 };
  let explicitMode: 'while' | 'until' | 'bool' | 'off' | undefined;
  for (const [key, field] of f) {
    const name = `${label}.${field.key}`;
    if (key === 'repeat') explicitMode = readRepeatMode(r, field.value, name);
    else if (key === 'condition') policy.condition = readString(r, field.value, name);
    else if (key === 'expected') policy.expected = readScalarText(r, field.value, name);
    else if (key === 'exit_code') policy.exitCode = readIntList(r, field.value, name) ?? [];
    else if (key === 'interval_sec') policy.intervalSec = readInt(r, field.value, name) ?? 0;
    else if (key === 'backoff') policy.backoff = readBackoff(r, field.value, name) ?? 1;
    else if (key === 'max_interval_sec') policy.maxIntervalSec = readInt(r, field.value, name);
    else if (key === 'limit') policy.limit = readInt(r, field.value, name) ?? 0;
  }
  const hasCondition = Boolean(policy.condition) || policy.exitCode.length > 0;
  if ((explicitMode === 'while' || explicitMode === 'until') && !hasCondition) {
    r.error(f.get('repeat')!.value, `${label}: repeat "${explicitMode}" needs a "condition" or an "exit_code"`);
  }
  if (explicitMode === 'while' || explicitMode === 'until') policy.mode = explicitMode;
  else if (explicitMode === 'bool') policy.mode = 'while';
  else if (policy.condition && policy.expected !== undefined) policy.mode = 'until';
  else if (!hasCondition) return undefined; // repeat: false (or nothing) and nothing to test: no repeat
  return policy;
}

function readRepeatMode(r: Reader, node: Node | null, label: string): 'while' | 'until' | 'bool' | 'off' | undefined {
  if (isScalar(node) && typeof node.value === 'boolean') return node.value ? 'bool' : 'off';
  if (isScalar(node) && (node.value === 'while' || node.value === 'until')) return node.value;
  r.error(node, `${label} must be true, false, "while" or "until"`);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Steps

/** A step as read, with what later passes (naming, defaults, dependencies) need to know about its source. */
interface StepDraft {
  def: StepDef;
  node: Node | null;
  nameNode: Node | null;
  /** Canonical keys the step set itself: a default applies only to the others. */
  present: Set<string>;
  /** Where each explicit dependency was written, for "unknown step" errors. */
  dependsNodes: Node[];
  /** `depends: []`: the step opts out of chain mode's implicit dependency. */
  explicitNoDeps: boolean;
  /** Outer index in the steps list, for Dagu's default names (cmd_1, script_2, ...). */
  index: number;
}

function readStep(r: Reader, node: Node | null, index: number, forcedName?: string, label?: string): StepDraft | undefined {
  // Shorthand Dagu accepts in a steps list: `- echo hello` is a step with that command.
  if (isScalar(node) && typeof node.value === 'string' && forcedName === undefined) {
    const draft = emptyDraft(newStep('', node.value), node, index);
    draft.present.add('command');
    return draft;
  }
  const explicitName = isMap(node) ? nameOf(r, node) : undefined;
  const where = label ?? `step ${explicitName !== undefined ? JSON.stringify(explicitName) : `#${index + 1}`}`;
  const f = r.fields(node, where, STEP_KEYS);
  if (!f || !node) return undefined;
  const draft = emptyDraft(newStep(forcedName ?? '', undefined), node, index);
  draft.nameNode = f.get('name')?.value ?? null;
  draft.present = new Set(f.keys());
  if (forcedName === undefined && f.has('name')) {
    const name = readString(r, f.get('name')!.value, at(where, 'name'))?.trim();
    if (name === '') r.error(f.get('name')!.value, `${where}: name must not be empty`);
    else if (name !== undefined) draft.def.name = name;
  }
  for (const [key, field] of f) readStepField(r, draft, key, field, at(where, field.key));
  // A command or script that was there but invalid has had its own error already.
  if (!draft.present.has('command') && !draft.present.has('script')) {
    r.error(node, `${where}: needs a command or a script`);
  }
  return draft;
}

function emptyDraft(def: StepDef, node: Node | null, index: number): StepDraft {
  return { def, node, nameNode: null, present: new Set(), dependsNodes: [], explicitNoDeps: false, index };
}

function nameOf(r: Reader, node: Node): string | undefined {
  if (!isMap(node)) return undefined;
  const pair = node.items.find((p) => isScalar(p.key) && p.key.value === 'name');
  const value = r.resolve(pair?.value);
  return isScalar(value) && value.value !== null ? String(value.value) : undefined;
}

function newStep(name: string, command: string | undefined): StepDef {
  const def: StepDef = { name, env: [], depends: [], preconditions: [], continueOn: emptyContinueOn() };
  if (command !== undefined) def.command = command;
  return def;
}

/** One key of a step body (or of `defaults`, which shares the step fields). */
function readStepField(r: Reader, draft: StepDraft, key: string, field: Field, label: string): void {
  const def = draft.def;
  const v = field.value;
  switch (key) {
    case 'description':
      def.description = readString(r, v, label)?.trim();
      break;
    case 'command':
      def.command = readCommand(r, v, label);
      break;
    case 'script':
      def.script = readString(r, v, label);
      if (!def.script?.trim()) r.error(v ?? field.keyNode, `${label} must not be empty`);
      break;
    case 'shell':
      def.shell = readShell(r, v, label);
      break;
    case 'working_dir':
      def.dir = readString(r, v, label);
      break;
    case 'env':
      def.env = readEnv(r, v, label);
      break;
    case 'depends': {
      const list = readStringList(r, v, label);
      def.depends = list?.values.map((d) => d.trim()) ?? [];
      draft.dependsNodes = list?.nodes ?? [];
      draft.explicitNoDeps = isSeq(v) && v.items.length === 0;
      break;
    }
    case 'output':
      def.output = readOutput(r, v, label);
      break;
    case 'preconditions':
      def.preconditions = readPreconditions(r, v, label);
      break;
    case 'continue_on':
      def.continueOn = readContinueOn(r, v, label);
      break;
    case 'retry_policy':
      def.retryPolicy = readRetryPolicy(r, v, label);
      break;
    case 'repeat_policy':
      def.repeatPolicy = readRepeatPolicy(r, v, label);
      break;
    case 'timeout_sec': {
      const n = readInt(r, v, label);
      def.timeoutSec = n ? n : undefined; // 0 means no timeout
      break;
    }
    case 'signal_on_stop':
      def.signalOnStop = readSignal(r, v, label);
      break;
  }
}

/** A command line, or a list whose entries (strings, or numbers as text) the engine runs as argv. */
function readCommand(r: Reader, node: Node | null, label: string): string | string[] | undefined {
  if (isSeq(node)) {
    const parts = node.items.map((item) => readScalarText(r, r.resolve(item), `${label} entries`));
    if (parts.length === 0) r.error(node, `${label} must not be empty`);
    return parts.every((p): p is string => p !== undefined) && parts.length > 0 ? parts : undefined;
  }
  const text = readString(r, node, label);
  if (text === undefined || text.trim() === '') {
    if (text !== undefined || node === null || isScalar(node)) r.error(node, `${label} must not be empty`);
    return undefined;
  }
  return text;
}

/** shell: "bash -e" or ["bash", "-e"]; kept as one command line. */
function readShell(r: Reader, node: Node | null, label: string): string | undefined {
  if (isSeq(node)) {
    const parts = node.items.map((item) => readScalarText(r, r.resolve(item), `${label} entries`));
    return parts.every((p): p is string => p !== undefined) ? parts.join(' ') : undefined;
  }
  return readString(r, node, label)?.trim() || undefined;
}

/** output: a variable name; Dagu allows a leading `$` and drops it. */
function readOutput(r: Reader, node: Node | null, label: string): string | undefined {
  if (isMap(node)) {
    r.error(node, `${label}: structured output (a mapping) is not supported by this engine; give a variable name`);
    return undefined;
  }
  const text = readString(r, node, label);
  if (text === undefined) return undefined;
  const name = text.trim().replace(/^\$/, '');
  if (!OUTPUT_NAME.test(name)) {
    r.error(node, `${label}: "${text}" is not a variable name (letters, digits and _, not starting with a digit)`);
    return undefined;
  }
  return name;
}

/** Step fields `defaults:` may give, already parsed, with the keys it set. */
interface StepDefaults {
  def: StepDef;
  present: Set<string>;
  /** DAG-level working_dir and shell: steps without their own use them. */
  dir?: string;
  shell?: string;
}

/** `defaults:` (Dagu 2.x): step fields every step and handler starts from. */
function readDefaults(r: Reader, field: Field | undefined): StepDefaults {
  const f = field ? r.fields(field.value, 'defaults', DEFAULTS_KEYS) : undefined;
  const draft = emptyDraft(newStep('', undefined), field?.value ?? null, 0);
  for (const [key, sub] of f ?? []) readStepField(r, draft, key, sub, at('defaults', sub.key));
  return { def: draft.def, present: new Set(f?.keys() ?? []) };
}

/**
 * What a step inherits, as Dagu applies `defaults` (internal/core/spec/defaults.go): policies,
 * timeout and signal only when the step does not set that key; env and preconditions are added
 * before the step's own (so the step's env wins where a name repeats).
 */
function applyDefaults(draft: StepDraft, defaults: StepDefaults): void {
  const def = draft.def;
  const d = defaults.def;
  const inherit = (key: string): boolean => defaults.present.has(key) && !draft.present.has(key);
  if (inherit('continue_on')) def.continueOn = structuredClone(d.continueOn);
  if (inherit('retry_policy') && d.retryPolicy) def.retryPolicy = structuredClone(d.retryPolicy);
  if (inherit('repeat_policy') && d.repeatPolicy) def.repeatPolicy = structuredClone(d.repeatPolicy);
  if (inherit('timeout_sec') && d.timeoutSec !== undefined) def.timeoutSec = d.timeoutSec;
  if (inherit('signal_on_stop') && d.signalOnStop !== undefined) def.signalOnStop = d.signalOnStop;
  def.env = [...d.env, ...def.env];
  def.preconditions = [...d.preconditions, ...def.preconditions];
  if (def.dir === undefined && defaults.dir !== undefined) def.dir = defaults.dir;
  if (def.shell === undefined && defaults.shell !== undefined) def.shell = defaults.shell;
}

/**
 * The steps list in groups: each entry of the list is a group of one step, except a nested list,
 * which Dagu runs as a group of parallel steps in chain mode. The map form (`steps: {name: {...}}`)
 * gives one group per step and, as in Dagu, no implicit chain order.
 */
function readSteps(r: Reader, field: Field | undefined, root: Node): { groups: StepDraft[][]; mapForm: boolean } {
  const node = field?.value ?? null;
  if (!field || node === null || (isScalar(node) && node.value === null)) {
    r.error(field?.keyNode ?? root, 'the definition has no steps');
    return { groups: [], mapForm: false };
  }
  if (isMap(node)) {
    const groups: StepDraft[][] = [];
    node.items.forEach((pair, i) => {
      const keyNode = r.resolve(pair.key);
      const name = readString(r, keyNode, 'step names')?.trim();
      if (!name) return;
      const draft = readStep(r, r.resolve(pair.value), i, name, `step ${JSON.stringify(name)}`);
      if (draft) groups.push([{ ...draft, nameNode: keyNode }]);
    });
    return { groups, mapForm: true };
  }
  if (!isSeq(node)) {
    r.error(node, 'steps must be a list of steps (or a mapping of step name to step)');
    return { groups: [], mapForm: false };
  }
  if (node.items.length === 0) r.error(node, 'the definition has no steps');
  const groups: StepDraft[][] = [];
  node.items.forEach((raw, i) => {
    const item = r.resolve(raw);
    const members = isSeq(item) ? item.items.map((m) => r.resolve(m)) : [item];
    const group = members.flatMap((m) => {
      if (!isMap(m) && !(isScalar(m) && typeof m.value === 'string')) {
        r.error(m ?? node, `step #${i + 1} must be a mapping (or a command string)`);
        return [];
      }
      return readStep(r, m, i) ?? [];
    });
    if (group.length > 0) groups.push(group);
  });
  return { groups, mapForm: false };
}

/** Dagu's names for unnamed steps: cmd_N, script_N or step_N (N = position), skipping names in use. */
function nameUnnamedSteps(drafts: StepDraft[]): void {
  const taken = new Set(drafts.map((d) => d.def.name).filter(Boolean));
  for (const draft of drafts) {
    if (draft.def.name) continue;
    const prefix = draft.def.command !== undefined ? 'cmd' : draft.def.script !== undefined ? 'script' : 'step';
    let n = draft.index + 1;
    while (taken.has(`${prefix}_${n}`)) n++;
    draft.def.name = `${prefix}_${n}`;
    taken.add(draft.def.name);
  }
}

/** Reports repeated names; false when there were any (dependencies are then ambiguous). */
function checkUniqueNames(r: Reader, drafts: StepDraft[]): boolean {
  const first = new Map<string, StepDraft>();
  let unique = true;
  for (const draft of drafts) {
    const earlier = first.get(draft.def.name);
    if (earlier) {
      unique = false;
      r.error(draft.nameNode ?? draft.node, `duplicate step name "${draft.def.name}" (first used on line ${r.line(earlier.nameNode ?? earlier.node)})`);
    } else {
      first.set(draft.def.name, draft);
    }
  }
  return unique;
}

/**
 * graph or chain. Without `type`: graph when any step names a dependency, chain otherwise. Dagu
 * itself defaulted to graph up to 1.16 and to chain later (2.x even rejects depends in chain), so
 * this rule runs files from every era as their authors meant.
 */
function decideType(r: Reader, field: Field | undefined, drafts: StepDraft[]): 'graph' | 'chain' {
  if (field) {
    const t = readString(r, field.value, 'type')?.trim();
    if (t === 'graph' || t === 'chain') return t;
    if (t !== undefined) r.error(field.value, `type must be "graph" or "chain", got "${t}"`);
  }
  return drafts.some((d) => d.def.depends.length > 0) ? 'graph' : 'chain';
}

/** Chain mode: each step also depends on the step (or parallel group) listed before it. */
function addChainDependencies(groups: StepDraft[][]): void {
  for (let g = 1; g < groups.length; g++) {
    const previous = groups[g - 1].map((d) => d.def.name);
    for (const draft of groups[g]) {
      if (draft.explicitNoDeps) continue;
      for (const name of previous) if (!draft.def.depends.includes(name)) draft.def.depends.push(name);
    }
  }
}

function checkDependencies(r: Reader, drafts: StepDraft[]): void {
  const names = new Set(drafts.map((d) => d.def.name));
  for (const draft of drafts) {
    draft.def.depends = [...new Set(draft.def.depends)];
    for (const node of draft.dependsNodes) {
      const dep = isScalar(node) ? String(node.value).trim() : undefined;
      if (dep !== undefined && !names.has(dep)) {
        r.error(node, `step "${draft.def.name}" depends on unknown step "${dep}"`);
      }
    }
    draft.def.depends = draft.def.depends.filter((d) => names.has(d));
  }
  for (const cycle of findCycles(drafts)) {
    const first = drafts.find((d) => d.def.name === cycle[0])!;
    r.error(first.dependsNodes[0] ?? first.nameNode ?? first.node, `dependency cycle: ${cycle.join(' -> ')}`);
  }
}

/** Every distinct cycle of the depends graph, each as a path that ends where it starts. */
function findCycles(drafts: StepDraft[]): string[][] {
  const deps = new Map(drafts.map((d) => [d.def.name, d.def.depends]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (name: string): void => {
    state.set(name, 'open');
    path.push(name);
    for (const dep of deps.get(name) ?? []) {
      if (state.get(dep) === 'open') {
        const cycle = [...path.slice(path.indexOf(dep)), dep].reverse(); // read as "a depends on b"
        const key = [...new Set(cycle)].sort().join('\n');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(dep)) {
        visit(dep);
      }
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const d of drafts) if (!state.has(d.def.name)) visit(d.def.name);
  return cycles;
}

// ---------------------------------------------------------------------------------------------
// DAG-level fields

function readHandlers(r: Reader, field: Field | undefined, defaults: StepDefaults): DagDef['handlers'] {
  const handlers: DagDef['handlers'] = {};
  if (!field) return handlers;
  const f = r.fields(field.value, field.key, HANDLER_KEYS);
  if (f?.has('abort') && f.has('cancel')) {
    r.error(f.get('cancel')!.keyNode, `${field.key}: "cancel" and "abort" are the same handler; keep one`);
  }
  for (const [key, sub] of f ?? []) {
    const { kind, name } = HANDLERS[key];
    const draft = readStep(r, sub.value, 0, name, `handler "${sub.key}"`);
    if (!draft) continue;
    if (draft.def.depends.length > 0) r.error(draft.dependsNodes[0] ?? draft.node, `handler "${sub.key}": a handler cannot have depends`);
    applyDefaults(draft, defaults);
    draft.def.depends = [];
    handlers[kind] ??= draft.def;
  }
  return handlers;
}

/**
 * params: a string ("FOO=foo BAR=bar", "foo bar", quotes allowed), a mapping NAME: value, or a
 * list of such strings and single-key mappings. Numbers and booleans become their text (30 -> "30").
 * Mapping order is kept (Dagu sorts the names, only because Go maps have no order).
 */
function readParams(r: Reader, node: Node | null): Param[] {
  if (node === null || (isScalar(node) && node.value === null)) return [];
  if (isScalar(node)) {
    const text = readScalarText(r, node, 'params');
    return text === undefined ? [] : parseParamsAt(r, node, text);
  }
  if (isMap(node)) return paramsFromMap(r, node);
  if (isSeq(node)) {
    return node.items.flatMap((raw) => {
      const item = r.resolve(raw);
      if (isMap(item)) return paramsFromMap(r, item);
      const text = readScalarText(r, item, 'params entries');
      return text === undefined ? [] : parseParamsAt(r, item, text);
    });
  }
  return [];
}

function parseParamsAt(r: Reader, node: Node | null, text: string): Param[] {
  try {
    return parseParams(text);
  } catch (e) {
    if (!(e instanceof ParamsError)) throw e;
    r.error(node, `params: ${e.message}`);
    return [];
  }
}

function paramsFromMap(r: Reader, node: Node): Param[] {
  if (!isMap(node)) return [];
  return node.items.flatMap((pair): Param[] => {
    const name = readString(r, r.resolve(pair.key), 'params names');
    const value = readScalarText(r, r.resolve(pair.value), `params value of ${name ?? '?'}`);
    return name === undefined || value === undefined ? [] : [{ name, value }];
  });
}

/** tags (or 2.x labels): "a, b", a list, or (labels) a mapping key: value -> "key=value"; lower-cased as Dagu does. */
function readTags(r: Reader, field: Field | undefined): string[] {
  if (!field) return [];
  const label = field.key;
  let raw: string[] = [];
  if (isMap(field.value)) {
    raw = field.value.items.map((p) => {
      const k = readScalarText(r, r.resolve(p.key), `${label} names`) ?? '';
      const v = readScalarText(r, r.resolve(p.value), `${label} values`) ?? '';
      return v ? `${k}=${v}` : k;
    });
  } else if (isSeq(field.value)) {
    raw = field.value.items.map((item) => readScalarText(r, r.resolve(item), `${label} entries`) ?? '');
  } else {
    raw = (readScalarText(r, field.value, label) ?? '').split(',');
  }
  return raw.map((t) => t.trim().toLowerCase()).filter(Boolean);
}

/** schedule: a cron expression, a list of them, or {start: ...}; each checked by validateCron. */
function readSchedule(r: Reader, field: Field | undefined): string[] {
  if (!field) return [];
  let node = field.value;
  if (isMap(node)) node = r.fields(node, 'schedule', SCHEDULE_KEYS)?.get('start')?.value ?? null;
  const list = node === null || (isScalar(node) && node.value === null) ? undefined : readStringList(r, node, 'schedule');
  const out: string[] = [];
  list?.values.forEach((expr, i) => {
    const trimmed = expr.trim();
    if (trimmed === '') return;
    const problem = validateCron(trimmed);
    if (problem) r.error(list.nodes[i], `schedule: ${problem}`);
    else out.push(trimmed);
  });
  return out;
}

function readOptionalInt(r: Reader, f: Fields, key: string): number | undefined {
  const field = f.get(key);
  return field ? readInt(r, field.value, field.key) : undefined;
}

function readOptionalString(r: Reader, f: Fields, key: string): string | undefined {
  const field = f.get(key);
  const value = field ? readString(r, field.value, field.key)?.trim() : undefined;
  return value || undefined;
}

// ---------------------------------------------------------------------------------------------
// Entry point

/** Errors in the order of the text (stable, so one line's errors keep their order); unknown lines last. */
function byLine(errors: DefinitionError[]): DefinitionError[] {
  return errors
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.line ?? Infinity) - (b.e.line ?? Infinity) || a.i - b.i)
    .map(({ e }) => e);
}

/** The first YAML syntax error, on its own line: later ones are usually echoes of it. */
function yamlError(doc: Document): DefinitionError | undefined {
  const first = doc.errors[0];
  if (!first) return undefined;
  const message = first.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return { line: first.linePos?.[0].line ?? null, message: `invalid YAML: ${message}` };
}

export function parseDefinition(text: string): { dag?: DagDef; errors: DefinitionError[] } {
  const lines = new LineCounter();
  const doc = YAML.parseDocument(text, { keepSourceTokens: true, lineCounter: lines, prettyErrors: true });
  const syntax = yamlError(doc);
  if (syntax) return { errors: [syntax] };
  const r = new Reader(doc, lines);
  const root = r.resolve(doc.contents);
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) {
    return { errors: [{ line: 1, message: 'the definition is empty' }] };
  }
  const f = r.fields(root, 'the definition', DAG_KEYS);
  if (!f) return { errors: r.errors };
  const dag = buildDag(r, f, root);
  return r.errors.length > 0 ? { errors: byLine(r.errors) } : { dag, errors: [] };
}

function buildDag(r: Reader, f: Fields, root: Node): DagDef {
  const defaults = readDefaults(r, f.get('defaults'));
  defaults.dir = readOptionalString(r, f, 'working_dir');
  if (f.has('shell')) defaults.shell = readShell(r, f.get('shell')!.value, f.get('shell')!.key);

  const { groups, mapForm } = readSteps(r, f.get('steps'), root);
  const drafts = groups.flat();
  nameUnnamedSteps(drafts);
  const unique = checkUniqueNames(r, drafts);
  const type = decideType(r, f.get('type'), drafts);
  if (type === 'chain' && !mapForm) addChainDependencies(groups);
  if (unique) checkDependencies(r, drafts);
  drafts.forEach((d) => applyDefaults(d, defaults));

  const dag: DagDef = {
    tags: readTags(r, f.get('tags')),
    type,
    params: readParams(r, f.get('params')?.value ?? null),
    env: f.has('env') ? readEnv(r, f.get('env')!.value, f.get('env')!.key) : [],
    schedule: readSchedule(r, f.get('schedule')),
    steps: drafts.map((d) => d.def),
    handlers: readHandlers(r, f.get('handler_on'), defaults),
    // Dagu treats 0 as "not set" and runs one at a time by default.
    maxActiveRuns: readOptionalInt(r, f, 'max_active_runs') || 1,
    maxActiveSteps: readOptionalInt(r, f, 'max_active_steps') ?? 0,
    delaySec: readOptionalInt(r, f, 'delay_sec') ?? 0,
    maxCleanUpTimeSec: readOptionalInt(r, f, 'max_clean_up_time_sec') ?? 5,
    preconditions: f.has('preconditions') ? readPreconditions(r, f.get('preconditions')!.value, f.get('preconditions')!.key) : [],
  };
  const name = readOptionalString(r, f, 'name');
  if (name !== undefined) dag.name = name;
  const description = readOptionalString(r, f, 'description');
  if (description !== undefined) dag.description = description;
  const group = readOptionalString(r, f, 'group');
  if (group !== undefined) dag.group = group;
  const timeoutSec = readOptionalInt(r, f, 'timeout_sec');
  if (timeoutSec) dag.timeoutSec = timeoutSec;
  return dag;
}
