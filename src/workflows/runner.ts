// Runs one claimed node to its end on this machine: preconditions, the command (with retries and
// repeats as the step's policies say), its logs to PostgreSQL and to scratch files (Dagu's
// DAG_RUN_STEP_STDOUT_FILE and friends), and its `output` variable. What it came to is returned;
// the engine records it.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import { definitionOf, stepOf, type Claim, type NodeOutcome } from './engine.js';
import { evalValue, expandVars, matches, preconditionsMet, stepEnvironment } from './environment.js';
import { LogSink } from './logs.js';
import type { DagDef, Param, StepDef } from './model.js';
import { paramsEnv } from './definition.js';
import { Execution, type ExecResult, type ExecSpec, type Launcher } from './process.js';
import { recordProgress, runEvents, runOutputs } from './runs.queries.js';

export interface RunnerOptions {
  logMaxBytes: number;
  outputMaxBytes: number;
  /** The worker's own scratch folder: run ids repeat across databases served from one machine. */
  scratchDir: string;
  /** Starts the step's processes (one per worker). */
  launcher: Launcher;
}

/** Where workers keep their runs' scratch files on this machine, a folder each. */
export const SCRATCH = path.join(os.tmpdir(), 'contract-platform-workflows');

/** A node being run; `stop` ends it as a stop request does (`kill` at once, for a DAG timeout). */
export class NodeRun {
  private current: Execution | undefined;
  private stopping: 'stop' | 'kill' | undefined;
  private wake: (() => void) | undefined;
  readonly done: Promise<NodeOutcome>;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    readonly claim: Claim,
    private readonly opts: RunnerOptions,
  ) {
    this.done = this.run();
  }

  stop(how: 'stop' | 'kill'): void {
    if (this.stopping === 'kill' || this.stopping === how) return;
    this.stopping = how;
    if (how === 'kill') this.current?.kill();
    else this.current?.stop();
    this.wake?.();
  }

  private async run(): Promise<NodeOutcome> {
    const { run, node } = this.claim;
    const def = await definitionOf(this.db, run.id);
    const step = stepOf(def, node);
    const dir = path.join(this.opts.scratchDir, run.id);
    await mkdir(dir, { recursive: true });
    const safe = node.name.replace(/[^A-Za-z0-9._-]/g, '_');
    const files = { stdout: path.join(dir, `${safe}.out`), stderr: path.join(dir, `${safe}.err`) };
    const logFile = path.join(dir, 'run.log');
    if (node.kind !== 'step') {
      // Handlers (which may send the run's log somewhere) get the log so far as a file.
      const events = await runEvents(this.db, run.id);
      await writeFile(logFile, events.map((e) => `${e.at.toISOString()} ${e.line}\n`).join(''));
    }
    const { positional, named } = paramsEnv(run.params as Param[]);
    const outputs = await visibleOutputs(this.db, run.id, def, step, node.kind === 'step');
    const env = await stepEnvironment(this.opts.launcher, step, {
      dagName: run.dag_name,
      runId: run.run_id,
      named,
      positional,
      dagEnv: def.env,
      outputs,
      webhookPayload: run.webhook_payload,
      status: node.kind === 'step' ? undefined : (run.outcome ?? undefined),
      logFile,
    }, files);
    const cwd = step.dir ? await evalValue(this.opts.launcher, step.dir, env) : dir;

    const outcome: NodeOutcome = { status: 'succeeded', continued: false, exitCode: null, error: null, output: null, retryCount: 0, doneCount: 0 };
    const pre = await preconditionsMet(this.opts.launcher, [...(node.kind === 'step' ? def.preconditions : []), ...step.preconditions], env, positional, cwd, run.dag_name);
    if (!pre.met) return { ...outcome, status: 'skipped' };

    const sinks = { out: new LogSink(this.db, this.log, run.id, node.name, 1, this.opts.logMaxBytes), err: new LogSink(this.db, this.log, run.id, node.name, 2, this.opts.logMaxBytes) };
    let executions = 0;
    try {
      for (;;) {
        const { result, stdout } = await this.execute(step, def, env, positional, cwd, dir, sinks, { ...files, append: executions++ > 0 });
        outcome.exitCode = result.exitCode;
        const ok = result.exitCode === 0 && !result.spawnError;
        if (!result.stopped || result.timedOut) outcome.doneCount++;
        outcome.error = result.spawnError ?? (result.timedOut ? `step timed out after ${step.timeoutSec} s` : ok ? null : `exit code ${result.exitCode ?? `signal ${result.signal}`}`);
        if (step.output) {
          if (stdout.overflow) {
            outcome.error = `output exceeded maximum size limit of ${this.opts.outputMaxBytes} bytes`;
            outcome.output = null;
          } else outcome.output = stdout.text.trim();
        }
        const failed = !ok || Boolean(step.output && stdout.overflow);
        if (this.stopping || result.stopped) {
          outcome.status = result.timedOut && !this.stopping ? 'failed' : 'aborted';
          if (outcome.status === 'aborted') outcome.error = `stopped (${this.stopping === 'kill' ? 'SIGKILL' : (step.signalOnStop ?? 'SIGTERM')})`;
          break;
        }
        const retry = step.retryPolicy;
        if (failed && !result.timedOut && retry && outcome.retryCount < retry.limit && (!retry.exitCode.length || retry.exitCode.includes(result.exitCode ?? -1))) {
          outcome.retryCount++;
          await recordProgress(this.db, run.id, node.name, { retry_count: outcome.retryCount, done_count: outcome.doneCount, exit_code: outcome.exitCode });
          const wait = retry.intervalSec * retry.backoff ** (outcome.retryCount - 1);
          await this.sleep(Math.min(wait, retry.maxIntervalSec ?? Infinity));
          if (this.stopping) {
            outcome.status = 'aborted';
            break;
          }
          continue;
        }
        if (step.repeatPolicy && (await this.repeats(step, env, positional, cwd, run.dag_name, outcome, failed))) {
          await recordProgress(this.db, run.id, node.name, { retry_count: outcome.retryCount, done_count: outcome.doneCount, exit_code: outcome.exitCode });
          const p = step.repeatPolicy;
          await this.sleep(Math.min(p.intervalSec * p.backoff ** Math.max(0, outcome.doneCount - 1), p.maxIntervalSec ?? Infinity));
          if (this.stopping) break;
          continue;
        }
        if (failed) {
          outcome.status = 'failed';
          const c = step.continueOn;
          outcome.continued =
            c.failure || c.exitCode.includes(result.exitCode ?? -1) || c.output.some((pattern) => stdout.text.split('\n').some((line) => (pattern.startsWith('re:') ? matches(pattern, line) : line.includes(pattern))));
          if (outcome.continued && c.markSuccess) outcome.status = 'succeeded';
        }
        break;
      }
    } finally {
      await Promise.all([sinks.out.close(), sinks.err.close()]);
    }
    return outcome;
  }

  /** One execution of the step's command. */
  private async execute(
    step: StepDef,
    def: DagDef,
    env: Record<string, string>,
    positional: string[],
    cwd: string,
    dir: string,
    sinks: { out: LogSink; err: LogSink },
    files: NonNullable<ExecSpec['files']>,
  ): Promise<{ result: ExecResult; stdout: { text: string; overflow: boolean } }> {
    const { file, args } = await commandLine(step, env, positional, dir, this.claim.run.dag_name);
    const captured: Buffer[] = [];
    let capturedBytes = 0;
    let overflow = false;
    const spec: ExecSpec = {
      file,
      args,
      cwd,
      env,
      files,
      timeoutSec: step.timeoutSec,
      signalOnStop: step.signalOnStop,
      graceSec: def.maxCleanUpTimeSec,
      onStdout: (chunk) => {
        sinks.out.write(chunk);
        if (!step.output && !step.continueOn.output.length) return;
        if (capturedBytes + chunk.length > this.opts.outputMaxBytes) overflow = true;
        else {
          captured.push(chunk);
          capturedBytes += chunk.length;
        }
      },
      onStderr: (chunk) => {
        sinks.err.write(chunk);
      },
    };
    this.current = new Execution(this.opts.launcher, spec);
    if (this.stopping === 'kill') this.current.kill();
    else if (this.stopping) this.current.stop();
    const result = await this.current.done;
    this.current = undefined;
    return { result, stdout: { text: Buffer.concat(captured).toString('utf8'), overflow } };
  }

  /** Whether a repeatPolicy asks for another execution (its limit counts every execution). */
  private async repeats(step: StepDef, env: Record<string, string>, positional: string[], cwd: string, name: string, outcome: NodeOutcome, failed: boolean): Promise<boolean> {
    const p = step.repeatPolicy!;
    if (p.limit > 0 && outcome.doneCount >= p.limit) return false;
    let holds: boolean;
    if (p.condition !== undefined) holds = (await preconditionsMet(this.opts.launcher, [{ condition: p.condition, expected: p.expected, negate: false }], env, positional, cwd, name)).met;
    else if (p.exitCode.length) holds = p.exitCode.includes(outcome.exitCode ?? -1);
    else holds = !failed;
    return p.mode === 'while' ? holds : !holds;
  }

  private sleep(seconds: number): Promise<void> {
    if (seconds <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, seconds * 1000);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}

/**
 * The program and arguments: a script (or a multi-line command) goes to a file run by its shell;
 * a one-line string runs through `sh -c` (the DAG's name is $0, the params $1 ...); an array is
 * argv, each element with `$VAR` expanded.
 */
async function commandLine(step: StepDef, env: Record<string, string>, positional: string[], dir: string, dagName: string): Promise<{ file: string; args: string[] }> {
  const shell = step.shell ? step.shell.split(/\s+/) : ['sh'];
  const script = step.script ?? (typeof step.command === 'string' && step.command.includes('\n') ? step.command : undefined);
  if (script !== undefined) {
    const file = path.join(dir, `${step.name.replace(/[^A-Za-z0-9._-]/g, '_')}.script`);
    await writeFile(file, script, { mode: 0o700 });
    const interpreter = step.script !== undefined && typeof step.command === 'string' ? step.command.split(/\s+/) : shell;
    return { file: interpreter[0], args: [...interpreter.slice(1), file, ...positional] };
  }
  if (Array.isArray(step.command)) {
    const vars: Record<string, string> = { ...env, ...Object.fromEntries(positional.map((v, i) => [String(i + 1), v])) };
    const argv = step.command.map((a) => expandVars(a, vars).replace(/\$([1-9])/g, (_m, n: string) => vars[n] ?? ''));
    return { file: argv[0], args: argv.slice(1) };
  }
  return { file: shell[0], args: [...shell.slice(1), '-c', step.command ?? 'true', dagName, ...positional] };
}

/** A step sees the outputs of the steps it follows (directly or not); handlers see every output. */
async function visibleOutputs(db: Db, runPk: string, def: DagDef, step: StepDef, isStep: boolean): Promise<[string, string][]> {
  const withOutput = def.steps.filter((s) => s.output);
  if (!withOutput.length) return [];
  const before = new Set<string>();
  if (isStep) {
    const stack = [...step.depends];
    while (stack.length) {
      const name = stack.pop()!;
      if (before.has(name)) continue;
      before.add(name);
      stack.push(...(def.steps.find((s) => s.name === name)?.depends ?? []));
    }
  }
  const rows = await runOutputs(db, runPk);
  return rows.filter((r) => (!isStep || before.has(r.name)) && r.output_name).map((r) => [r.output_name!, r.output!]);
}
