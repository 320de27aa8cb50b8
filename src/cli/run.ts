// The CLI's parse and dispatch, given its arguments, environment and output streams (src/cli/main.ts
// gives it the process's; tests may run a command in their own process). The commands are each
// interface's own (src/<interface>/cli.ts).
import { parseArgs } from 'node:util';
import { resolveDatabaseUrl } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { createDb, migrateToLatest } from '../db/database.js';
import { EmbeddedStartError } from '../db/embedded.js';
import { fromPgError } from '../db/pg-errors.js';
import { createLogger } from '../log.js';
import { UsageError, type CliIo, type Command, type Opts } from './command.js';
import { referenceCommands } from '../reference/cli.js';
import { workflowCommands } from '../workflows/cli.js';
import { documentCommands } from '../documents/cli.js';
import { bookingCommands } from '../booking/cli.js';
import { tableCommands } from '../tables/cli.js';

const commands: Record<string, Command> = {
  migrate: {
    usage: 'migrate',
    help: 'Apply pending database migrations (the server also does this at start).',
    options: {},
    run: async (db) => {
      const result = await migrateToLatest(db);
      return { applied: (result.results ?? []).map((r) => r.migrationName) };
    },
  },
  ...referenceCommands,
  ...workflowCommands,
  ...documentCommands,
  ...bookingCommands,
  ...tableCommands,
};

function helpText(): string {
  return ['Usage: npm run -s cli -- <command> [options]', '', 'Commands:', ...Object.values(commands).map((c) => `  ${c.usage.padEnd(70)} ${c.help}`), '', 'Every command takes --help. Output is one JSON document on stdout.'].join('\n');
}

function commandHelp(name: string, c: Command): string {
  return [`Usage: npm run -s cli -- ${c.usage}`, '', c.help, '', ...Object.entries(c.options).map(([k, v]) => `  --${k.padEnd(12)} ${v.help}${v.required ? ' (required)' : ''}`), '  --help         this text'].join('\n');
}

async function dispatch(argv: string[], io: CliIo): Promise<number> {
  const words = argv.filter((a) => !a.startsWith('-'));
  const name = [words.slice(0, 2).join(' '), words[0]].find((n) => n && commands[n]);
  if (!name) {
    const asked = argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help';
    (asked ? process.stdout : process.stderr).write(helpText() + '\n');
    return asked ? 0 : 2;
  }
  const command = commands[name];
  const rest = argv.slice(argv.indexOf(name.split(' ').at(-1)!) + 1);
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (err) {
    io.stderr.write(`${(err as Error).message}\n\n${commandHelp(name, command)}\n`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout.write(commandHelp(name, command) + '\n');
    return 0;
  }
  for (const [k, v] of Object.entries(command.options)) {
    if (v.required && (parsed.values as Opts)[k] === undefined) {
      io.stderr.write(`--${k} is required\n\n${commandHelp(name, command)}\n`);
      return 2;
    }
  }
  const config = loadConfig(io.env);
  const log = createLogger(process.env.LOG_LEVEL === 'debug' ? 'debug' : 'error', (l) => io.stderr.write(l));
  const local = command.needsDatabase?.(parsed.values as Opts, io.env) ?? true;
  const { url, embedded } = local ? await resolveDatabaseUrl(config, log) : { url: '', embedded: undefined };
  const db = createDb(url, 2);
  try {
    if (name !== 'migrate' && local) await migrateToLatest(db);
    const out = await command.run(db, parsed.values as Opts, parsed.positionals, { config, log, databaseUrl: url, env: io.env, stderr: io.stderr });
    io.stdout.write(JSON.stringify(out) + '\n');
    return 0;
  } catch (err) {
    const mapped = fromPgError(err);
    if (err instanceof UsageError || mapped) {
      io.stderr.write(`error: ${mapped?.message ?? (err as Error).message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

/** Runs one command line; answers its exit code (0 done, 1 failed, 2 misused). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (err) {
    const kind = err instanceof ConfigError ? 'configuration error' : err instanceof EmbeddedStartError ? 'embedded PostgreSQL' : 'error';
    io.stderr.write(`${kind}: ${(err as Error).message}\n`);
    return 1;
  }
}
