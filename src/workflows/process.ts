// One execution of a step's command: a child process in a process group of its own (so a stop or a
// timeout reaches everything it started), its output handed on as it comes, a timeout (exit code
// 124, as timeout(1) reports), and a stop that sends the step's signal, then SIGKILL after a grace.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

export interface ExecSpec {
  file: string;
  args: string[];
  cwd?: string;
  env: Record<string, string>;
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

export class Execution {
  readonly done: Promise<ExecResult>;
  private child: ChildProcess | undefined;
  private stopped = false;
  private timedOut = false;
  private killTimer: NodeJS.Timeout | undefined;

  constructor(private readonly spec: ExecSpec) {
    this.done = new Promise((resolve) => {
      let child: ChildProcess;
      try {
        child = spawn(spec.file, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (err) {
        resolve({ exitCode: null, signal: null, timedOut: false, stopped: false, spawnError: (err as Error).message });
        return;
      }
      this.child = child;
      child.stdout!.on('data', spec.onStdout);
      child.stderr!.on('data', spec.onStderr);
      const timer = spec.timeoutSec ? setTimeout(() => this.timeout(), spec.timeoutSec * 1000) : undefined;
      let spawnError: string | undefined;
      child.on('error', (err) => (spawnError = err.message));
      // 'close' comes after the streams have ended, so every byte was handed on.
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        clearTimeout(this.killTimer);
        if (spawnError && code === null && signal === null) {
          resolve({ exitCode: 127, signal: null, timedOut: false, stopped: this.stopped, spawnError });
          return;
        }
        resolve({ exitCode: this.timedOut ? 124 : (code ?? (signal ? 128 + signalNumber(signal) : null)), signal, timedOut: this.timedOut, stopped: this.stopped });
      });
    });
  }

  /** The step's stop signal to the whole group, then SIGKILL after the grace period. */
  stop(): void {
    if (this.stopped || !this.child) return;
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
    const pid = this.child?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, signal as NodeJS.Signals);
    } catch {
      // The group is gone already.
    }
  }
}

/** A shell's exit code for a process killed by a signal: 128 + the signal's number. */
function signalNumber(signal: NodeJS.Signals): number {
  return os.constants.signals[signal] ?? 0;
}
