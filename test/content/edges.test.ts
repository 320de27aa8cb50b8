// The content interface's transport-level refusals: expired tokens, the rate limit, start-up.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { getOrCreateSetting } from '../../src/auth/settings.queries.js';
import { ISSUER } from '../../src/auth/tokens.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient } from '../helpers/graphql.js';
import { startServer, type TestServer } from '../helpers/server.js';

const t = useServer();
// Its own server: no other test's requests count against its limit. Windows of an hour, so that
// the requests of one test do not straddle two (they did, once each, with windows of a minute).
const HOUR = 3_600_000;
const limited = useServer({ CONTENT_RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: String(HOUR) });
const strict = useServer({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_WINDOW_MS: String(HOUR) });
/** Waits past the hour's end when it is less than 5 s away, so a test's requests share one window. */
async function oneWindow() {
  const left = HOUR - (Date.now() % HOUR);
  if (left < 5000) await new Promise((r) => setTimeout(r, left + 100));
}
let down: TestServer | undefined;
after(() => down?.stop());

describe('content transport', () => {
  test('an expired token, or one signed with another key, is 401 UNAUTHENTICATED', async () => {
    const g = new GraphQLClient(t.server.url);
    const user = await seedUser(t.db);
    const secret = new TextEncoder().encode(await getOrCreateSetting(t.db, 'jwt_secret', 'unused'));
    const sign = (key: Uint8Array, exp: number) => new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer(ISSUER).setIssuedAt(exp - 3600).setExpirationTime(exp).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const valid = await g.request('{ me { id } }', { token: await sign(secret, now + 600) });
    assert.deepEqual(valid.data, { me: { id: user.id } });
    for (const token of [await sign(secret, now - 60), await sign(new TextEncoder().encode('another key of enough length 123'), now + 600)]) {
      const res = await g.request('{ me { id } }', { token });
      assert.deepEqual([res.status, res.code, res.data ?? null], [401, 'UNAUTHENTICATED', null]);
    }
  });

  test('past the rate limit: 429 RATE_LIMITED with Retry-After (counted in PostgreSQL)', async () => {
    const g = new GraphQLClient(limited.server.url);
    await oneWindow();
    const seen: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await g.request('{ schemaVersion }');
      seen.push(last.status);
    }
    assert.deepEqual(seen, [200, 200, 200, 200, 200, 429]);
    assert.equal(last!.status, 429);
    assert.equal(last!.code, 'RATE_LIMITED');
    assert.match(last!.headers.get('retry-after') ?? '', /^\d+$/);
  });

  test('sign-ups and sign-ins share the platform\'s stricter limit, even as aliases of one request', async () => {
    const g = new GraphQLClient(strict.server.url);
    const user = await seedUser(strict.db);
    await oneWindow();
    const login = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;
    assert.equal((await g.request(login, { variables: { e: user.email, p: user.password } })).errors, undefined);
    const burst = await g.request(`mutation($e: String!, $p: String!) { a: login(email: $e, password: $p) { token } b: login(email: $e, password: $p) { token } }`, { variables: { e: user.email, p: user.password } });
    assert.deepEqual(burst.errors!.map((e) => e.extensions.code), ['RATE_LIMITED']);
    assert.equal((await g.request('mutation { createUser(input: {email: "x@example.com", password: "long-enough"}) { id } }')).code, 'RATE_LIMITED');
    assert.deepEqual(await g.ok('{ me { id } }'), { me: null }, 'other requests go on');
  });

  test('before the database is ready: 503 SERVICE_UNAVAILABLE', async () => {
    down = await startServer('postgres://nobody:x@127.0.0.1:1/none', { WAIT_READY: 'no' });
    const res = await new GraphQLClient(down.url).request('{ schemaVersion }');
    assert.deepEqual([res.status, res.code], [503, 'SERVICE_UNAVAILABLE']);
  });
});
