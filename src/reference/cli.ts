// The reference interface's commands: users (who sign in at /token) and their API keys.
import { UsageError, type CliContext, type Command, type Opts } from '../cli/command.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserByEmail, insertUser, listUsers, updateUserByEmail, deleteUserByEmail } from '../auth/users.queries.js';
import { insertApiKey, revokeApiKey } from '../auth/apikeys.queries.js';
import { newApiKey } from '../auth/tokens.js';
import { isUuid } from '../db/uuid.js';
import { toUser } from './mappers.js';

const ROLES = ['user', 'admin', 'moderator'] as const;
type Role = (typeof ROLES)[number];

function role(value: unknown): Role {
  const r = String(value ?? 'user');
  if (!(ROLES as readonly string[]).includes(r)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return r as Role;
}

async function passwordFrom(opts: Opts, env: CliContext['env']): Promise<string> {
  const pw = typeof opts.password === 'string' ? opts.password : env.CLI_PASSWORD;
  if (!pw || pw.length < 8) throw new UsageError('--password (or CLI_PASSWORD) of at least 8 characters is required');
  return pw;
}

export const referenceCommands: Record<string, Command> = {
  'users create': {
    usage: 'users create --email E --password P [--name N] [--role user|admin|moderator]',
    help: 'Create a user who can sign in at /token.',
    options: {
      email: { type: 'string', help: 'e-mail address (the login name)', required: true },
      password: { type: 'string', help: 'password, 8 characters or more (or set CLI_PASSWORD)' },
      name: { type: 'string', help: 'display name' },
      role: { type: 'string', help: 'user (default), admin or moderator' },
    },
    run: async (db, o, _p, { config, env }) =>
      toUser(await insertUser(db, { email: String(o.email), name: (o.name as string) ?? null, role: role(o.role), password_hash: await hashPassword(await passwordFrom(o, env), config.passwordHashCost) })),
  },
  'users create-admin': {
    usage: 'users create-admin --email E --password P [--name N]',
    help: 'Create a user with the admin role.',
    options: {
      email: { type: 'string', help: 'e-mail address', required: true },
      password: { type: 'string', help: 'password (or CLI_PASSWORD)' },
      name: { type: 'string', help: 'display name' },
    },
    run: async (db, o, _p, context) => referenceCommands['users create'].run(db, { ...o, role: 'admin' }, [], context),
  },
  'users set-password': {
    usage: 'users set-password --email E --password P',
    help: "Set or replace a user's password.",
    options: { email: { type: 'string', help: 'e-mail address', required: true }, password: { type: 'string', help: 'new password (or CLI_PASSWORD)' } },
    run: async (db, o, _p, { config, env }) => {
      const row = await updateUserByEmail(db, String(o.email), { password_hash: await hashPassword(await passwordFrom(o, env), config.passwordHashCost) });
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
  'apikeys revoke': {
    usage: 'apikeys revoke <id>',
    help: 'Revoke an API key by its id.',
    options: {},
    run: async (db, _o, [id]) => {
      if (!id || !isUuid(id)) throw new UsageError('give the key id printed by apikeys create');
      return { revoked: await revokeApiKey(db, id) };
    },
  },
};
