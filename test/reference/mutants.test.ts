// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// src/auth and the reference handlers: each pins one behaviour exactly, through the server.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { SignJWT, decodeProtectedHeader, decodeJwt } from 'jose';
import { sql } from 'kysely';
import { seedUser } from '../helpers/db.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { useServer } from '../helpers/fixture.js';
import { until } from '../helpers/server.js';
import { referenceCommands } from '../../src/reference/cli.js';
import type { CliContext } from '../../src/cli/command.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { createLogger } from '../../src/log.js';

const SECRET = 'mutants-secret-mutants-secret-0123456789';
const KEY = new TextEncoder().encode(SECRET);
const METRICS_TOKEN = 'metrics-token-of-the-mutants-test';
// A trusted proxy on loopback may name another client (X-Forwarded-For), as in front of a scraper.
const t = useServer({ JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_SECONDS: '900', METRICS_TOKEN, TRUSTED_PROXIES: '127.0.0.1/32' });

async function token(email: string, password: string): Promise<string> {
  const res = await t.api.request('POST', '/token', { form: { username: email, password } });
  assert.equal(res.status, 200, res.text);
  return res.body.access_token;
}

/** A token as another issuer of HS256 tokens would make it: the issuer spelled out, not imported. */
function signed(sub: string, opts: { issuer?: string; alg?: string; exp?: boolean } = {}): Promise<string> {
  const jwt = new SignJWT({ role: 'user' }).setProtectedHeader({ alg: opts.alg ?? 'HS256' }).setSubject(sub).setIssuedAt();
  if (opts.issuer !== '') jwt.setIssuer(opts.issuer ?? 'contract-platform');
  if (opts.exp !== false) jwt.setExpirationTime('10m');
  return jwt.sign(KEY);
}

describe('tokens', () => {
  test('/token signs HS256 JWTs of type JWT, issuer contract-platform, lasting ACCESS_TOKEN_TTL_SECONDS', async () => {
    const user = await seedUser(t.db, { role: 'moderator' });
    const res = await t.api.request('POST', '/token', { form: { username: user.email, password: user.password } });
    assert.equal(res.status, 200);
    assert.deepEqual([res.body.token_type, res.body.expires_in], ['bearer', 900]);
    assert.deepEqual(decodeProtectedHeader(res.body.access_token), { alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(res.body.access_token);
    assert.deepEqual([claims.sub, claims.role, claims.iss], [user.id, 'moderator', 'contract-platform']);
    assert.equal(claims.exp! - claims.iat!, 900);
  });

  test('a token of the right issuer, key and algorithm works; any other issuer, algorithm or no exp is INVALID_TOKEN', async () => {
    const user = await seedUser(t.db);
    const ok = await t.api.get('/api/users/me', { token: await signed(user.id) });
    assert.deepEqual([ok.status, ok.body.id], [200, user.id]);
    for (const [what, tok] of [
      ['another issuer', await signed(user.id, { issuer: 'someone-else' })],
      ['no issuer', await signed(user.id, { issuer: '' })],
      ['HS512', await signed(user.id, { alg: 'HS512' })],
      ['no exp', await signed(user.id, { exp: false })],
    ] as const) {
      const res = await t.api.get('/api/users/me', { token: tok });
      assert.deepEqual([res.status, res.body.error?.code, res.headers.get('www-authenticate')], [401, 'INVALID_TOKEN', 'Bearer error="invalid_token"'], what);
    }
  });

  test('the Bearer scheme is case-insensitive and spaces before the token are ignored; another scheme is MISSING_TOKEN', async () => {
    const user = await seedUser(t.db);
    const tok = await token(user.email, user.password);
    for (const authorization of [`bearer ${tok}`, `BEARER ${tok}`, `Bearer    ${tok}`]) {
      const res = await t.api.get('/api/users/me', { headers: { authorization } });
      assert.deepEqual([res.status, res.body.id], [200, user.id], authorization.slice(0, 12));
    }
    for (const authorization of [`XBearer ${tok}`, `Token ${tok}`, `Bearer`]) {
      const res = await t.api.get('/api/users/me', { headers: { authorization } });
      assert.deepEqual([res.status, res.body.error.code, res.body.error.message], [401, 'MISSING_TOKEN', 'The Authorization header must use the Bearer scheme'], authorization.slice(0, 12));
      assert.equal(res.headers.get('www-authenticate'), 'Bearer');
    }
    const none = await t.api.get('/api/users/me');
    assert.deepEqual([none.status, none.body.error.code, none.body.error.message], [401, 'MISSING_TOKEN', 'Authentication required']);
  });

  test('a token whose subject is not a user id is INVALID_TOKEN', async () => {
    for (const sub of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '']) {
      const res = await t.api.get('/api/users/me', { token: await signed(sub) });
      assert.deepEqual([res.status, res.body.error.code], [401, 'INVALID_TOKEN'], sub);
    }
    // A subject that is not a string, even one that reads as a user's id once made a string.
    const user = await seedUser(t.db);
    for (const sub of [[user.id], 42]) {
      const tok = await new SignJWT({ sub } as never).setProtectedHeader({ alg: 'HS256' }).setIssuer('contract-platform').setIssuedAt().setExpirationTime('10m').sign(KEY);
      const res = await t.api.get('/api/users/me', { token: tok });
      assert.deepEqual([res.status, res.body.error.code], [401, 'INVALID_TOKEN'], JSON.stringify(sub));
    }
  });

  test('an API key is found by the hex SHA-256 of the whole key (the form stored by every version)', async () => {
    const user = await seedUser(t.db);
    const key = 'pk_pinned-hash-0123456789';
    await t.db.insertInto('api_keys').values({ user_id: user.id, key_hash: createHash('sha256').update(key).digest('hex'), label: null, revoked_at: null }).execute();
    const res = await t.api.get('/api/users/me', { headers: { 'x-api-key': key } });
    assert.deepEqual([res.status, res.body.id], [200, user.id]);
    // A key made as `apikeys create` makes it: pk_ and 32 random bytes in base64url, stored as its hash.
    const made = newApiKey();
    assert.match(made.key, /^pk_[A-Za-z0-9_-]{43}$/);
    assert.equal(made.hash, createHash('sha256').update(made.key).digest('hex'));
    await insertApiKey(t.db, user.id, made.hash, null);
    const viaMade = await t.api.get('/api/users/me', { headers: { 'x-api-key': made.key } });
    assert.deepEqual([viaMade.status, viaMade.body.id], [200, user.id]);
  });

  test('an empty X-API-Key is a missing credential (401), a wrong one 403 INVALID_API_KEY', async () => {
    const empty = await t.api.get('/api/users/me', { headers: { 'x-api-key': '' } });
    assert.deepEqual([empty.status, empty.body.error.code], [401, 'MISSING_TOKEN']);
    const wrong = await t.api.get('/api/users/me', { headers: { 'x-api-key': 'pk_nope' } });
    assert.deepEqual([wrong.status, wrong.body.error.code, wrong.body.error.message], [403, 'INVALID_API_KEY', 'The API key is not valid']);
  });
});

describe('sign-up and sign-in', () => {
  test('register answers the new user: the name given, or null; role user', async () => {
    for (const [email, name] of [['named@example.com', 'Named Person'], ['unnamed@example.com', undefined]] as const) {
      const res = await t.api.post('/api/auth/register', { email, password: 'long enough', ...(name ? { name } : {}) });
      assert.equal(res.status, 201, res.text);
      assert.deepEqual(Object.keys(res.body), ['id', 'email', 'name', 'role', 'created_at', 'updated_at']);
      assert.deepEqual([res.body.email, res.body.name, res.body.role], [email, name ?? null, 'user']);
    }
  });

  test('/token refuses a wrong password and an unknown user alike: 401, its message, WWW-Authenticate: Bearer', async () => {
    const user = await seedUser(t.db);
    for (const form of [{ username: user.email, password: 'not-the-password' }, { username: 'nobody@example.com', password: user.password }]) {
      const res = await t.api.request('POST', '/token', { form });
      assert.deepEqual([res.status, res.body.error, res.headers.get('www-authenticate')], [401, { code: 'INVALID_CREDENTIALS', message: 'Incorrect username or password' }, 'Bearer'], form.username);
    }
  });
});

describe('If-Match on PATCH /api/users/me', () => {
  test('empty is 428; a strong or weak "N" of the current version or * writes; anything else is 412 with its message', async () => {
    const user = await seedUser(t.db);
    const tok = await token(user.email, user.password);
    const patch = (ifMatch: string, name: string) => t.api.patch('/api/users/me', { name }, { token: tok, headers: { 'if-match': ifMatch } });
    const error = (res: { status: number; body: { error: unknown } }) => [res.status, res.body.error];
    assert.deepEqual(error(await patch('', 'x')), [428, { code: 'PRECONDITION_REQUIRED', message: 'This update needs an If-Match header with the ETag you last read' }]);
    for (const bad of ['"1"x', 'x"1"', '1', '"1', 'W/1', 'w/"1"', '"1234567890"', '"1", "2"']) {
      assert.deepEqual(error(await patch(bad, 'x')), [412, { code: 'PRECONDITION_FAILED', message: 'If-Match does not match the current ETag' }], bad);
    }
    assert.deepEqual(error(await patch('"123456789"', 'x')), [412, { code: 'PRECONDITION_FAILED', message: 'If-Match is stale: the current ETag is "1"' }]);
    const weak = await patch('W/"1"', 'Weak');
    assert.deepEqual([weak.status, weak.body.name, weak.headers.get('etag')], [200, 'Weak', '"2"']);
    const any = await patch('*', 'Any');
    assert.deepEqual([any.status, any.body.name, any.headers.get('etag')], [200, 'Any', '"3"']);
    assert.deepEqual(error(await patch('"2"', 'x')), [412, { code: 'PRECONDITION_FAILED', message: 'If-Match is stale: the current ETag is "3"' }]);
    const me = await t.api.get('/api/users/me', { token: tok });
    assert.deepEqual([me.body.name, me.headers.get('etag')], ['Any', '"3"']);
  });
});

describe('the reference CLI (src/reference/cli.ts), run in-process: what it changes, seen through the server', () => {
  const cli = (command: string, opts: Record<string, string> = {}, positionals: string[] = []) => {
    const env = { DATABASE_URL: t.dbUrl };
    const context: CliContext = { config: loadConfig(env), log: createLogger('silent'), databaseUrl: t.dbUrl, env, stderr: { write: () => true } };
    return referenceCommands[command].run(t.db, opts, positionals, context) as Promise<Record<string, unknown>>;
  };
  const signIn = (username: string, password: string) => t.api.request('POST', '/token', { form: { username, password } });

  test('users: set-password, set-role and delete find the user by e-mail in any case; list shows them', async () => {
    const user = await seedUser(t.db, { email: 'Cli.User@Example.com', password: 'first-password' });
    const changed = await cli('users set-password', { email: 'CLI.USER@example.com', password: 'second-password' });
    assert.deepEqual([changed.id, changed.email], [user.id, 'Cli.User@Example.com']);
    assert.equal((await signIn(user.email, 'first-password')).status, 401);
    const tok = (await signIn('cli.user@example.com', 'second-password')).body.access_token;
    assert.equal(typeof tok, 'string');
    const role = await cli('users set-role', { email: 'cli.user@EXAMPLE.com', role: 'moderator' });
    assert.equal(role.role, 'moderator');
    const me = await t.api.get('/api/users/me', { token: tok });
    assert.deepEqual([me.body.role, me.headers.get('etag')], ['moderator', '"3"'], 'each change is a version');
    await assert.rejects(cli('users set-role', { email: 'nobody@example.com', role: 'user' }), /no user with e-mail nobody@example.com/);
    const listed = (await cli('users list', { limit: '1000' })) as unknown as { email: string }[];
    assert.deepEqual(listed.filter((u) => u.email === user.email).map((u) => u.email), [user.email]);
    assert.deepEqual(await cli('users delete', { email: 'CLI.user@example.com' }), { deleted: true });
    assert.equal((await signIn(user.email, 'second-password')).status, 401);
    assert.deepEqual(await cli('users delete', { email: 'CLI.user@example.com' }), { deleted: false });
  });

  test('apikeys: create gives a working X-API-Key; revoke ends it, once', async () => {
    const user = await seedUser(t.db, { email: 'keys.owner@example.com' });
    const made = await cli('apikeys create', { email: 'KEYS.owner@example.com', label: 'ci' });
    assert.equal(made.user, 'keys.owner@example.com');
    const me = await t.api.get('/api/users/me', { headers: { 'x-api-key': String(made.key) } });
    assert.deepEqual([me.status, me.body.id], [200, user.id]);
    assert.deepEqual(await cli('apikeys revoke', {}, [String(made.id)]), { revoked: true });
    const after = await t.api.get('/api/users/me', { headers: { 'x-api-key': String(made.key) } });
    assert.deepEqual([after.status, after.body.error.code], [403, 'INVALID_API_KEY']);
    assert.deepEqual(await cli('apikeys revoke', {}, [String(made.id)]), { revoked: false });
    assert.deepEqual(await cli('apikeys revoke', {}, ['00000000-0000-4000-8000-000000000000']), { revoked: false });
  });
});

describe('lists', () => {
  test('GET /agents and GET /api/users answer 100 when no limit is given, from the start when no skip is', async () => {
    await t.db.insertInto('agents').values(Array.from({ length: 101 }, (_, i) => ({ name: `agent ${i}`, type: 'openai' as const }))).execute();
    await t.db.insertInto('users').values(Array.from({ length: 101 }, (_, i) => ({ email: `listed${i}@example.com`, name: null, password_hash: null, role: 'user' as const }))).execute();
    const admin = await seedUser(t.db, { role: 'admin' });
    const tok = await token(admin.email, admin.password);
    for (const path of ['/agents', '/api/users']) {
      const all = (await t.api.get(`${path}?limit=1000`, { token: tok })).body as { id: string }[];
      assert.ok(all.length > 100, `${all.length}`);
      const page = await t.api.get(path, { token: tok });
      assert.deepEqual([page.status, page.body.map((x: { id: string }) => x.id)], [200, all.slice(0, 100).map((x) => x.id)], path);
    }
    // NDJSON is a stream of every user from skip on: no page limit.
    const users = (await t.api.get('/api/users?limit=1000', { token: tok })).body as { id: string }[];
    const stream = await t.api.get('/api/users?skip=1', { token: tok, headers: { accept: 'application/x-ndjson' } });
    assert.deepEqual([stream.status, stream.headers.get('content-type')?.split(';')[0]], [200, 'application/x-ndjson']);
    assert.deepEqual(stream.text.trim().split('\n').map((l: string) => JSON.parse(l).id), users.slice(1).map((u) => u.id));
  });
});

describe('users', () => {
  test('an admin creates a user with the role given (admin), or user', async () => {
    const admin = await seedUser(t.db, { role: 'admin' });
    const tok = await token(admin.email, admin.password);
    const given = await t.api.post('/api/users', { email: 'made.admin@example.com', name: 'Second Admin', role: 'admin' }, { token: tok });
    const plain = await t.api.post('/api/users', { email: 'made.user@example.com', name: 'User' }, { token: tok });
    assert.deepEqual([given.status, given.body.role, plain.status, plain.body.role], [201, 'admin', 201, 'user']);
  });

  test('PATCHes of one version that all passed the If-Match check: the first written, the others 412 "changed meanwhile"; with * every one is', async () => {
    const user = await seedUser(t.db);
    const tok = await token(user.email, user.password);
    const patch = (ifMatch: string, i: number) => t.api.patch('/api/users/me', { name: `n${i}` }, { token: tok, headers: { 'if-match': ifMatch } });
    // The user's row is locked while three PATCHes read version 1 and wait to write (three of the
    // server's four connections): then each write finds the version the one before it left.
    const waiting = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db)).rows[0].n;
    const racing = async (ifMatch: string) => {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let held!: () => void;
      const locked = new Promise<void>((r) => (held = r));
      const lock = t.db.transaction().execute(async (trx) => {
        await sql`SELECT 1 FROM users WHERE id = ${user.id} FOR UPDATE`.execute(trx);
        held();
        await released;
      });
      await locked;
      const answers = Promise.all([0, 1, 2].map((i) => patch(ifMatch, i)));
      await until(async () => (await waiting()) === 3, 10_000).finally(release);
      await lock;
      return answers;
    };
    const same = await racing('"1"');
    assert.deepEqual(same.map((r) => [r.status, r.body.error?.message]).sort(), [
      [200, undefined],
      [412, 'If-Match is stale: the user changed meanwhile'],
      [412, 'If-Match is stale: the user changed meanwhile'],
    ]);
    const any = await racing('*');
    assert.deepEqual(any.map((r) => r.headers.get('etag')).sort(), ['"3"', '"4"', '"5"']);
  });
});

describe('passwords', () => {
  test('passwords are compared in NFKC: a full-width or decomposed spelling signs in too', async () => {
    const reg = await t.api.post('/api/auth/register', { email: 'nfkc@example.com', password: 'ｐａｓｓｗｏｒｄ café' });
    assert.equal(reg.status, 201);
    const res = await t.api.request('POST', '/token', { form: { username: 'nfkc@example.com', password: 'password cafe\u0301' } });
    assert.equal(res.status, 200, res.text);
  });

  test('a user without a password, or with a hash that is not ours, cannot sign in: 401, never a 500', async () => {
    const admin = await seedUser(t.db, { role: 'admin' });
    const made = await t.api.post('/api/users', { email: 'nopass@example.com', name: 'No Pass' }, { token: await token(admin.email, admin.password) });
    assert.equal(made.status, 201);
    const none = await t.api.request('POST', '/token', { form: { username: 'nopass@example.com', password: 'anything-at-all' } });
    assert.deepEqual([none.status, none.body.error.code], [401, 'INVALID_CREDENTIALS']);

    const user = await seedUser(t.db, { password: 'right-password' });
    const stored = (await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash!;
    const parts = stored.split('$');
    const variants = {
      'a bcrypt hash': '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy',
      'a short key': [...parts.slice(0, 5), parts[5].slice(0, 20)].join('$'),
    };
    for (const [what, hash] of Object.entries(variants)) {
      await t.db.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
      const res = await t.api.request('POST', '/token', { form: { username: user.email, password: 'right-password' } });
      assert.deepEqual([res.status, res.body.error?.code], [401, 'INVALID_CREDENTIALS'], what);
    }
    await t.db.updateTable('users').set({ password_hash: stored }).where('id', '=', user.id).execute();
    assert.equal((await t.api.request('POST', '/token', { form: { username: user.email, password: 'right-password' } })).status, 200);
  });

  test("hashes are scrypt at the server's PASSWORD_HASH_COST (the runner's 10: N=1024), r=8 p=1, with a 16-byte salt and a 32-byte key", async () => {
    assert.equal(process.env.PASSWORD_HASH_COST, '10');
    assert.equal((await t.api.post('/api/auth/register', { email: 'format@example.com', password: 'format-check' })).status, 201);
    const row = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'format@example.com').executeTakeFirstOrThrow();
    const [scheme, n, r, p, salt, key] = row.password_hash!.split('$');
    assert.deepEqual([scheme, n, r, p], ['scrypt', '1024', '8', '1']);
    assert.deepEqual([Buffer.from(salt, 'base64url').length, Buffer.from(key, 'base64url').length], [16, 32]);
    // A hash made at another cost still verifies: each names its own N.
    const other = await hashPassword('other-cost', 11);
    assert.equal(other.split('$')[1], '2048');
    await t.db.updateTable('users').set({ password_hash: other }).where('email', '=', 'format@example.com').execute();
    assert.equal((await t.api.request('POST', '/token', { form: { username: 'format@example.com', password: 'other-cost' } })).status, 200);
  });

  test('PASSWORD_HASH_COST is 14 (N=16384) unless set, and 10 to 17', async () => {
    assert.equal(loadConfig({}).passwordHashCost, 14);
    assert.equal((await hashPassword('default-cost')).split('$')[1], '16384');
    assert.equal(loadConfig({ PASSWORD_HASH_COST: '17' }).passwordHashCost, 17);
    assert.equal(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost, 10);
    const refusals = { '9': 'must be between 10 and 17, got 9', '18': 'must be between 10 and 17, got 18', '12.5': 'must be a whole number, got "12.5"' };
    for (const [bad, why] of Object.entries(refusals)) assert.throws(() => loadConfig({ PASSWORD_HASH_COST: bad }), (err) => err instanceof ConfigError && err.message === `PASSWORD_HASH_COST ${why}`, bad);
  });
});

describe('metrics', () => {
  test('with METRICS_TOKEN set, a scraper on another machine that sends it is answered; without it, 401', async () => {
    const elsewhere = { 'x-forwarded-for': '203.0.113.7' };
    const res = await t.api.get('/metrics', { token: METRICS_TOKEN, headers: elsewhere });
    assert.deepEqual([res.status, res.headers.get('content-type')], [200, 'text/plain; version=0.0.4; charset=utf-8']);
    assert.match(res.text, /^http_requests_total\{/m);
    const none = await t.api.get('/metrics', { headers: elsewhere });
    assert.deepEqual([none.status, none.body.error.code], [401, 'MISSING_TOKEN']);
  });
});
