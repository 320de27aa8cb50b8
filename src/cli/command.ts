// What a CLI command is; each interface lists its own (src/<interface>/cli.ts) and src/cli/main.ts
// dispatches to them.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';

export type Opts = Record<string, string | boolean | undefined>;

/** Where a command writes (a terminal, a pipe, or a test's buffer). */
export interface CliOutput {
  write(text: string): unknown;
  /** True on a terminal: progress is then drawn without being asked for. */
  isTTY?: boolean;
}

/** What a command line runs with: its environment and its output streams (the process's, or a test's). */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: CliOutput;
  stderr: CliOutput;
}

export interface CliContext {
  config: Config;
  log: Logger;
  /** The database the command uses (the embedded cluster's when DATABASE_URL is unset). */
  databaseUrl: string;
  /** The command's environment (read here, never from process.env, so a command can run inside another process). */
  env: Record<string, string | undefined>;
  /** Progress and notices; stdout is for the result only. */
  stderr: CliOutput;
}

export interface Command {
  usage: string;
  help: string;
  options: Record<string, { type: 'string' | 'boolean'; help: string; required?: boolean }>;
  /** False when the command, so called, uses no database (a client of a remote server): none is opened or started. */
  needsDatabase?: (opts: Opts, env: CliIo['env']) => boolean;
  /** Its result is printed as one JSON document. */
  run(db: Db, opts: Opts, positionals: string[], context: CliContext): Promise<unknown>;
}

/** Whether a command draws its progress: when asked (`--progress`) or on a terminal. */
export function showsProgress(opts: Opts, out: CliOutput): boolean {
  return opts.progress === true || out.isTTY === true;
}

/** A mistake in how the command was called: one line on stderr, exit code 1. */
export class UsageError extends Error {}
