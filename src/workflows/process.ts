// One execution of a step's command: a child process in a process group of its own (so a stop or a
// timeout reaches everything it started), its output handed on as it comes, a timeout (exit code
// 124, as timeout(1) reports), and a stop that sends the step's signal, then SIGKILL after a grace.
// The processes are started by the step launcher, a small process of the worker's own (see
// launcher.mjs for why).
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './environment.js';

export interface ExecSpec {
  file: string;
  args: string[];
  cwd?: string;
  env: Record<string, string>;
  /** Files the launcher copies stdout and stderr into (appending, for a later execution of a node). */
  files?: { stdout: string; stderr: string; append: boolean };
  timeoutSec?: number;
  /** Sent to the group on stop (SIGTERM by default). */
  signalOnStop?: string;
  /** Seconds between the stop signal and SIGKILL. */
  graceSec: number;
  onStdout(chunk: Buffer): void;
  onStderr(chunk: Buffer): void;
}

export interface ExecResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stopped: boolean;
  /** The process could not be started (no such command, no such folder). */
  spawnError?: string;
}

/**
 * Starts commands through the step launcher (src/workflows/launcher.mjs), a small process of this
 * one's own, forked when first needed and again if it dies. Messages, in order per command:
 * to it `base {env}` once, then `spawn {id, file, args, cwd, env, files?}` (env: what differs
 * from the base) and `signal {id, signal}`; from it `started {id, pid}`,
 * `out {id, fd, data}` and at last `close {id, code, signal, error?}`. Should the launcher die, its
 * commands are killed (their groups, found by the STEP_LAUNCH mark the launcher put in their
 * environment, else by the pids it told) and end as commands that could not run.
 */
export class Launcher {
  private child: ChildProcess | undefined;
  private nextId = 0;
  /** The commands not yet closed, each with the launcher that started it and the pid it told. */
  private readonly commands = new Map<number, LaunchHandlers & { launcher: ChildProcess; pid?: number }>();

  start(spec: Pick<ExecSpec, 'file' | 'args' | 'cwd' | 'env' | 'files'>, handlers: LaunchHandlers): number {
    const id = ++this.nextId;
    const launcher = this.process();
    this.commands.set(id, { ...handlers, launcher });
    // Only what differs from the server's environment, which the launcher was given once.
    const env: Record<string, string> = {};
    for (const k in spec.env) if (spec.env[k] !== BASE_ENV[k]) env[k] = spec.env[k];
    launcher.send({ t: 'spawn', id, file: spec.file, args: spec.args, cwd: spec.cwd, env, files: spec.files });
    return id;
  }

  /**
   * A short command whose output is wanted (a precondition, a back-tick substitution): its exit
   * code (1 when it could not run or was killed) and its stdout, up to `maxBytes`. After
   * `timeoutMs` its group is killed.
   */
  capture(file: string, args: string[], opts: { env: Record<string, string>; cwd?: string; timeoutMs: number; maxBytes: number }): Promise<{ code: number; stdout: string }> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const id = this.start(
        { file, args, cwd: opts.cwd, env: opts.env },
        {
          output: (fd, data) => {
            if (fd !== 1 || bytes >= opts.maxBytes) return;
            chunks.push(data.subarray(0, opts.maxBytes - bytes));
            bytes += data.length;
          },
          close: (code, _signal, error) => {
            clearTimeout(timer);
            resolve({ code: error || code === null ? 1 : code, stdout: Buffer.concat(chunks).toString('utf8') });
          },
        },
      );
      const timer = setTimeout(() => this.signal(id, 'SIGKILL'), opts.timeoutMs);
    });
  }

  signal(id: number, signal: string): void {
    const command = this.commands.get(id);
    if (command?.launcher.connected) command.launcher.send({ t: 'signal', id, signal });
  }

  /** Ends the launcher (the commands it started go on, as a server's own children would). */
  close(): void {
    if (this.child?.connected) this.child.disconnect();
    this.child = undefined;
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    // No execArgv: the launcher needs no TypeScript loader (nor a profiler's flags).
    const child = fork(LAUNCHER, [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (m: LauncherMessage) => {
      const handlers = this.commands.get(m.id);
      if (!handlers) return;
      if (m.t === 'out') handlers.output(m.fd, Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
      else if (m.t === 'started') handlers.pid = m.pid;
      else {
        this.commands.delete(m.id);
        handlers.close(m.code, m.signal, m.error);
      }
    });
    // Its end is handled once it has exited and its channel has closed, in either order: messages
    // it sent just before dying (a command's last output and its close) may still be unread when
    // 'exit' comes, and are all read by 'disconnect'.
    let ends = 2;
    const ended = () => {
      if (--ends > 0) return;
      // What it had started can no longer be heard of nor stopped: it is killed, and each ends as a
      // command that could not be run.
      const open = [...this.commands].filter(([, h]) => h.launcher === child);
      if (open.length === 0) return;
      // Found by the tag the launcher put in their environment (it may have died between a spawn
      // and its 'started' message); without /proc, by the pids it told.
      const groups = groupsTagged(new Set(open.map(([id]) => `STEP_LAUNCH=${child.pid}.${id}`))) ?? open.flatMap(([, h]) => (h.pid ? [h.pid] : []));
      for (const group of groups) killGroup(group);
      for (const [id, handlers] of open) {
        this.commands.delete(id);
        handlers.close(null, null, 'the step launcher ended');
      }
    };
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
      ended();
    });
    child.once('disconnect', ended);
    // Neither the launcher nor its channel keeps this process alive.
    child.send({ t: 'base', env: BASE_ENV });
    child.unref();
    (child.channel as { unref?: () => void } | undefined)?.unref?.();
    this.child = child;
    return child;
  }
}

/** The environment every step's starts from (the server's own); the launcher is told it once. */
const BASE_ENV = serverEnv();

/** The launcher beside this module, in src/workflows/ (the tests' bundles keep each module's own import.meta). */
const LAUNCHER = fileURLToPath(new URL('./launcher.mjs', import.meta.url));

interface LaunchHandlers {
  output(fd: 1 | 2, data: Buffer): void;
  close(code: number | null, signal: NodeJS.Signals | null, error: string | undefined): void;
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

/**
 * The process groups of the processes whose environment holds one of `entries`, from Linux's /proc
 * (null without it). Each command leads a group of its own, which its children share.
 */
function groupsTagged(entries: Set<string>): Set<number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const groups = new Set<number>();
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').some((e) => entries.has(e))) continue;
      // stat: "pid (comm) state ppid pgrp ...", where comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group > 1) groups.add(group);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return groups;
}

type LauncherMessage =
  | { t: 'started'; id: number; pid: number }
  | { t: 'out'; id: number; fd: 1 | 2; data: Uint8Array }
  | { t: 'close'; id: number; code: number | null; signal: NodeJS.Signals | null; error?: string };

export class Execution {
  readonly done: Promise<ExecResult>;
  private id: number | undefined;
  private stopped = false;
  private timedOut = false;
  private killTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly launcher: Launcher,
    private readonly spec: ExecSpec,
  ) {
    this.done = new Promise((resolve) => {
      const timer = spec.timeoutSec ? setTimeout(() => this.timeout(), spec.timeoutSec * 1000) : undefined;
      this.id = launcher.start(spec, {
        output: (fd, data) => (fd === 1 ? spec.onStdout(data) : spec.onStderr(data)),
        close: (code, signal, spawnError) => {
          clearTimeout(timer);
          clearTimeout(this.killTimer);
          if (spawnError && code === null && signal === null) {
            resolve({ exitCode: 127, signal: null, timedOut: false, stopped: this.stopped, spawnError });
            return;
          }
          resolve({ exitCode: this.timedOut ? 124 : (code ?? (signal ? 128 + signalNumber(signal) : null)), signal, timedOut: this.timedOut, stopped: this.stopped });
        },
      });
    });
  }

  /** The step's stop signal to the whole group, then SIGKILL after the grace period. */
  stop(): void {
    if (this.stopped || this.id === undefined) return;
    this.stopped = true;
    this.signalGroup(this.spec.signalOnStop ?? 'SIGTERM');
    this.killTimer = setTimeout(() => this.signalGroup('SIGKILL'), this.spec.graceSec * 1000);
  }

  /** A step timeout kills the group at once, as Dagu does. */
  private timeout(): void {
    if (this.stopped) return;
    this.timedOut = true;
    this.stopped = true;
    this.signalGroup('SIGKILL');
  }

  /** The DAG's timeout: the group is killed at once. */
  kill(): void {
    this.stopped = true;
    this.signalGroup('SIGKILL');
  }

  private signalGroup(signal: string): void {
    if (this.id !== undefined) this.launcher.signal(this.id, signal);
  }
}

/** A shell's exit code for a process killed by a signal: 128 + the signal's number. */
function signalNumber(signal: NodeJS.Signals): number {
  return os.constants.signals[signal] ?? 0;
}
