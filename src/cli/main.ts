// `npm run cli -- <command>`: administration, with or without a running server. With the embedded
// database it reuses the cluster a running server started, or starts (and stops) one itself.
import { parseArgs } from 'node:util';
import { resolveDatabaseUrl } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { createDb, migrateToLatest, type Db } from '../db/database.js';
import { EmbeddedStartError } from '../db/embedded.js';
import { fromPgError } from '../db/pg-errors.js';
import { createLogger } from '../log.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail, insertUser, listUsers, updateUserByEmail, deleteUserByEmail } from '../auth/users.queries.js';
import { insertApiKey, revokeApiKey } from '../auth/apikeys.queries.js';
import { hashApiKey, newApiKey } from '../auth/tokens.js';
import { toUser } from '../reference/mappers.js';
import { findTeamByIdOrName, insertTeam, insertTeamToken, listTeams, revokeTeamToken } from '../tables/teams.queries.js';
import { readUsage, setQuota } from '../tables/usage.queries.js';
import { isUuid } from '../db/uuid.js';
import { UsageError, type Command, type Opts } from './command.js';
import { workflowCommands } from '../workflows/cli.js';
import { documentCommands } from '../documents/cli.js';
import { bookingCommands } from '../booking/cli.js';
import { tableCommands } from '../tables/cli.js';

async function teamOrThrow(db: Db, ref: string | undefined) {
  const team = ref ? await findTeamByIdOrName(db, ref) : undefined;
  if (!team) throw new UsageError(`no team ${ref ?? ''}`.trim());
  return team;
}

async function usageOf(db: Db, teamId: string) {
  const u = await readUsage(db, teamId);
  return { team: teamId, period: u.period, updates: Number(u.used_milli) / 1000, quota: Number(u.quota_milli) / 1000, overage: u.overage };
}

/** A team token: printed once, stored as its SHA-256. */
async function issueTeamToken(db: Db, teamId: string): Promise<{ tokenId: string; token: string }> {
  const token = `tt_${newApiKey().key.slice(3)}`;
  const { id } = await insertTeamToken(db, teamId, hashApiKey(token));
  return { tokenId: id, token };
}

const ROLES = ['user', 'admin', 'moderator'] as const;
type Role = (typeof ROLES)[number];

function role(value: unknown): Role {
  const r = String(value ?? 'user');
  if (!(ROLES as readonly string[]).includes(r)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return r as Role;
}

async function passwordFrom(opts: Opts): Promise<string> {
  const pw = typeof opts.password === 'string' ? opts.password : process.env.CLI_PASSWORD;
  if (!pw || pw.length < 8) throw new UsageError('--password (or CLI_PASSWORD) of at least 8 characters is required');
  return pw;
}

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
  'users create': {
    usage: 'users create --email E --password P [--name N] [--role user|admin|moderator]',
    help: 'Create a user who can sign in at /token.',
    options: {
      email: { type: 'string', help: 'e-mail address (the login name)', required: true },
      password: { type: 'string', help: 'password, 8 characters or more (or set CLI_PASSWORD)' },
      name: { type: 'string', help: 'display name' },
      role: { type: 'string', help: 'user (default), admin or moderator' },
    },
    run: async (db, o) =>
      toUser(await insertUser(db, { email: String(o.email), name: (o.name as string) ?? null, role: role(o.role), password_hash: await hashPassword(await passwordFrom(o)) })),
  },
  'users create-admin': {
    usage: 'users create-admin --email E --password P [--name N]',
    help: 'Create a user with the admin role.',
    options: {
      email: { type: 'string', help: 'e-mail address', required: true },
      password: { type: 'string', help: 'password (or CLI_PASSWORD)' },
      name: { type: 'string', help: 'display name' },
    },
    run: async (db, o, _p, context) => commands['users create'].run(db, { ...o, role: 'admin' }, [], context),
  },
  'users set-password': {
    usage: 'users set-password --email E --password P',
    help: "Set or replace a user's password.",
    options: { email: { type: 'string', help: 'e-mail address', required: true }, password: { type: 'string', help: 'new password (or CLI_PASSWORD)' } },
    run: async (db, o) => {
      const row = await updateUserByEmail(db, String(o.email), { password_hash: await hashPassword(await passwordFrom(o)) });
      if (!row) throw new UsageError(`no user with e-mail ${o.email}`);
      return toUser(row);
    },
  },
  'users set-role': {
    usage: 'users set-role --email E --role user|admin|moderator',
    help: "Change a user's role.",
    options: { email: { type: 'string', help: 'e-mail address', required: true }, role: { type: 'string', help: 'the new role', required: true } },
    run: async (db, o) => {
      const row = await updateUserByEmail(db, String(o.email), { role: role(o.role) });
      if (!row) throw new UsageError(`no user with e-mail ${o.email}`);
      return toUser(row);
    },
  },
  'users list': {
    usage: 'users list [--limit N]',
    help: 'List users, oldest first.',
    options: { limit: { type: 'string', help: 'how many (default 100)' } },
    run: async (db, o) => (await listUsers(db, 0, Number(o.limit ?? 100))).map(toUser),
  },
  'users delete': {
    usage: 'users delete --email E',
    help: 'Delete a user and their API keys.',
    options: { email: { type: 'string', help: 'e-mail address', required: true } },
    run: async (db, o) => ({ deleted: (await deleteUserByEmail(db, String(o.email))).numDeletedRows > 0n }),
  },
  'apikeys create': {
    usage: 'apikeys create --email E [--label L]',
    help: 'Make an X-API-Key for a user. The key is printed once; only its hash is stored.',
    options: { email: { type: 'string', help: "the key's user", required: true }, label: { type: 'string', help: 'a note to recognise the key by' } },
    run: async (db, o) => {
      const user = await findUserByEmail(db, String(o.email));
      if (!user) throw new UsageError(`no user with e-mail ${o.email}`);
      const { key, hash } = newApiKey();
      const { id } = await insertApiKey(db, user.id, hash, (o.label as string) ?? null);
      return { id, key, user: user.email };
    },
  },
  'teams create': {
    usage: 'teams create <name>',
    help: 'Create a big-tables team and its first API token (printed once: {team, teamName, tokenId, token}).',
    options: {},
    run: async (db, _o, [name]) => {
      if (!name) throw new UsageError('give the team a name');
      const team = await insertTeam(db, name);
      return { team: team.id, teamName: team.name, ...(await issueTeamToken(db, team.id)) };
    },
  },
  'teams token': {
    usage: 'teams token <team id or name>',
    help: 'Issue another API token for a team (for rotation: issue, switch clients, revoke the old one).',
    options: {},
    run: async (db, _o, [ref]) => {
      const team = await teamOrThrow(db, ref);
      return { team: team.id, ...(await issueTeamToken(db, team.id)) };
    },
  },
  'teams revoke-token': {
    usage: 'teams revoke-token <token id>',
    help: 'Revoke a team token at once (every server process sees it on the next request).',
    options: {},
    run: async (db, _o, [id]) => {
      if (!id || !isUuid(id)) throw new UsageError('give the tokenId printed when the token was made');
      return { revoked: await revokeTeamToken(db, id) };
    },
  },
  'teams quota': {
    usage: 'teams quota <team id or name> --updates N [--overage block|metered]',
    help: "Set a team's monthly quota in updates, and what happens beyond it (402, or 0.02 per update).",
    options: {
      updates: { type: 'string', help: 'updates per month (decimals allowed, e.g. 25000 or 0.5)', required: true },
      overage: { type: 'string', help: 'block (402 past the quota; default) or metered' },
    },
    run: async (db, o, [ref]) => {
      const team = await teamOrThrow(db, ref);
      const updates = Number(o.updates);
      if (!Number.isFinite(updates) || updates < 0) throw new UsageError('--updates must be a number of updates, 0 or more');
      if (o.overage !== undefined && o.overage !== 'block' && o.overage !== 'metered') throw new UsageError('--overage must be block or metered');
      await setQuota(db, team.id, Math.round(updates * 1000), o.overage as 'block' | 'metered' | undefined);
      return usageOf(db, team.id);
    },
  },
  'teams usage': {
    usage: 'teams usage <team id or name>',
    help: "A team's usage this month, its quota and overage.",
    options: {},
    run: async (db, _o, [ref]) => {
      const team = await teamOrThrow(db, ref);
      return usageOf(db, team.id);
    },
  },
  'teams list': {
    usage: 'teams list',
    help: 'List the teams.',
    options: {},
    run: async (db) => (await listTeams(db)).map((t) => ({ team: t.id, teamName: t.name, created_at: t.created_at.toISOString() })),
  },
  'apikeys revoke': {
    usage: 'apikeys revoke <id>',
    help: 'Revoke an API key by its id.',
    options: {},
    run: async (db, _o, [id]) => {
      if (!id || !isUuid(id)) throw new UsageError('give the key id printed by apikeys create');
      return { revoked: await revokeApiKey(db, id) };
    },
  },
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

async function main(argv: string[]): Promise<number> {
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
    process.stderr.write(`${(err as Error).message}\n\n${commandHelp(name, command)}\n`);
    return 2;
  }
  if (parsed.values.help) {
    process.stdout.write(commandHelp(name, command) + '\n');
    return 0;
  }
  for (const [k, v] of Object.entries(command.options)) {
    if (v.required && (parsed.values as Opts)[k] === undefined) {
      process.stderr.write(`--${k} is required\n\n${commandHelp(name, command)}\n`);
      return 2;
    }
  }
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL === 'debug' ? 'debug' : 'error', (l) => process.stderr.write(l));
  const local = command.needsDatabase?.(parsed.values as Opts) ?? true;
  const { url, embedded } = local ? await resolveDatabaseUrl(config, log) : { url: '', embedded: undefined };
  const db = createDb(url, 2);
  try {
    if (name !== 'migrate' && local) await migrateToLatest(db);
    const out = await command.run(db, parsed.values as Opts, parsed.positionals, { config, log, databaseUrl: url });
    process.stdout.write(JSON.stringify(out) + '\n');
    return 0;
  } catch (err) {
    const mapped = fromPgError(err);
    if (err instanceof UsageError || mapped) {
      process.stderr.write(`error: ${mapped?.message ?? (err as Error).message}\n`);
      return 1;
    }
    throw err;
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

let code: number;
try {
  code = await main(process.argv.slice(2));
} catch (err) {
  const kind = err instanceof ConfigError ? 'configuration error' : err instanceof EmbeddedStartError ? 'embedded PostgreSQL' : 'error';
  process.stderr.write(`${kind}: ${(err as Error).message}\n`);
  code = 1;
}
// Exit explicitly: open handles (a pool, the embedded cluster's pipe) must not keep the CLI alive.
process.exit(code);
