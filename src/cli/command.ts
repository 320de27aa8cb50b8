// What a CLI command is; each interface lists its own (src/<interface>/cli.ts) and src/cli/main.ts
// dispatches to them.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';

export type Opts = Record<string, string | boolean | undefined>;

export interface CliContext {
  config: Config;
  log: Logger;
  /** The database the command uses (the embedded cluster's when DATABASE_URL is unset). */
  databaseUrl: string;
}

export interface Command {
  usage: string;
  help: string;
  options: Record<string, { type: 'string' | 'boolean'; help: string; required?: boolean }>;
  /** False when the command, so called, uses no database (a client of a remote server): none is opened or started. */
  needsDatabase?: (opts: Opts) => boolean;
  /** Its result is printed as one JSON document. */
  run(db: Db, opts: Opts, positionals: string[], context: CliContext): Promise<unknown>;
}

/** A mistake in how the command was called: one line on stderr, exit code 1. */
export class UsageError extends Error {}
