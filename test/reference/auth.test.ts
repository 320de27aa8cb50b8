import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';
import { newApiKey } from '../../src/auth/tokens.js';

const SECRET = 'test-secret-test-secret-test-secret-42';
const t = useServer({ JWT_SECRET: SECRET });

async function login(email: string, password: string): Promise<string> {
  const res = await t.api.request('POST', '/token', { form: { username: email, password } });
  assert.equal(res.status, 200, res.text);
  return res.body.access_token;
}

describe('sign-up and tokens', () => {
  test('register, then /token with a form or JSON gives a working bearer JWT', async () => {
    const reg = await t.api.post('/api/auth/register', { email: 'Ann@Example.com', name: 'Ann', password: 'correct horse' });
    assert.equal(reg.status, 201);
    assert.equal(reg.body.role, 'user');
    assert.equal(reg.body.password, undefined);

    const form = await t.api.request('POST', '/token', { form: { grant_type: 'password', username: 'ann@example.com', password: 'correct horse' } });
    assert.equal(form.status, 200);
    assert.equal(form.body.token_type, 'bearer');
    assert.equal(form.body.expires_in, 3600);
    assert.equal(form.headers.get('cache-control'), 'no-store');
    const [, payload] = form.body.access_token.split('.');
    assert.equal(JSON.parse(Buffer.from(payload, 'base64url').toString()).sub, reg.body.id);

    const json = await t.api.post('/token', { username: 'ann@example.com', password: 'correct horse' });
    assert.equal(json.status, 200);
    const me = await t.api.get('/api/users/me', { token: json.body.access_token });
    assert.equal(me.status, 200);
    assert.equal(me.body.email, 'Ann@Example.com');
  });

  test('wrong password or unknown user: 401 INVALID_CREDENTIALS; bad input 422; duplicates 409', async () => {
    await t.api.post('/api/auth/register', { email: 'bob@example.com', password: 'bobspassword' });
    for (const form of [{ username: 'bob@example.com', password: 'nope-nope' }, { username: 'ghost@example.com', password: 'whatever1' }]) {
      const res = await t.api.request('POST', '/token', { form });
      assert.equal(res.status, 401);
      assert.equal(res.body.error.code, 'INVALID_CREDENTIALS');
      assert.equal(res.headers.get('www-authenticate'), 'Bearer');
    }
    const missing = await t.api.request('POST', '/token', { form: { username: 'bob@example.com' } });
    assert.equal(missing.status, 422);
    assert.equal(missing.body.error.code, 'VALIDATION_ERROR');
    assert.deepEqual(missing.body.error.details.errors, [{ path: 'body.password', message: 'is required' }]);
    const dup = await t.api.post('/api/auth/register', { email: 'BOB@example.com', password: 'another-one' });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.error.code, 'EMAIL_TAKEN');
    const short = await t.api.post('/api/auth/register', { email: 'carl@example.com', password: 'short' });
    assert.equal(short.status, 422);
    const bad = await t.api.post('/api/auth/register', { email: 'not-an-email', password: 'long enough' });
    assert.equal(bad.status, 422);
    assert.equal(bad.body.error.code, 'INVALID_EMAIL');
    assert.deepEqual({ field: bad.body.error.details.field, value: bad.body.error.details.value }, { field: 'body.email', value: 'not-an-email' });
  });

  test('bearer failures: MISSING_TOKEN, INVALID_TOKEN (bad, expired, no sub), WWW-Authenticate: Bearer', async () => {
    const none = await t.api.get('/api/users/me');
    assert.equal(none.status, 401);
    assert.equal(none.body.error.code, 'MISSING_TOKEN');
    assert.match(none.headers.get('www-authenticate')!, /^Bearer/);
    const basic = await t.api.get('/api/users/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    assert.equal(basic.body.error.code, 'MISSING_TOKEN');
    const garbage = await t.api.get('/api/users/me', { token: 'not.a.jwt' });
    assert.equal(garbage.body.error.code, 'INVALID_TOKEN');
    const user = await seedUser(t.db);
    const key = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer('contract-platform').setIssuedAt(1).setExpirationTime(2).sign(key);
    const noSub = await new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('contract-platform').setExpirationTime('1h').sign(key);
    const otherKey = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer('contract-platform').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    for (const token of [expired, noSub, otherKey]) {
      const res = await t.api.get('/api/users/me', { token });
      assert.equal(res.status, 401);
      assert.equal(res.body.error.code, 'INVALID_TOKEN');
      assert.match(res.headers.get('www-authenticate')!, /^Bearer/);
    }
    // The agent-catalog sample answers {detail}.
    const sample = await t.api.get('/protected');
    assert.equal(sample.status, 401);
    assert.equal(typeof sample.body.detail, 'string');
  });
});

describe('users', () => {
  test('GET /api/users/me is no-store with a version ETag; PATCH needs If-Match', async () => {
    const user = await seedUser(t.db, { email: 'pat@example.com' });
    const token = await login(user.email, user.password);
    const me = await t.api.get('/api/users/me', { token });
    assert.equal(me.headers.get('cache-control'), 'no-store');
    assert.equal(me.headers.get('etag'), '"1"');

    const anonymous = await t.api.patch('/api/users/me', { name: 'Pat' }, { headers: { 'if-match': '"1"' } });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.error.code, 'MISSING_TOKEN');
    const noIf = await t.api.patch('/api/users/me', { name: 'Pat' }, { token });
    assert.equal(noIf.status, 428);
    assert.equal(noIf.body.error.code, 'PRECONDITION_REQUIRED');
    const stale = await t.api.patch('/api/users/me', { name: 'Pat' }, { token, headers: { 'if-match': '"7"' } });
    assert.equal(stale.status, 412);
    assert.equal(stale.body.error.code, 'PRECONDITION_FAILED');
    const ok = await t.api.patch('/api/users/me', { name: 'Pat' }, { token, headers: { 'if-match': '"1"' } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.name, 'Pat');
    assert.equal(ok.headers.get('etag'), '"2"');
    const again = await t.api.patch('/api/users/me', { name: 'Patricia' }, { token, headers: { 'if-match': '"1"' } });
    assert.equal(again.status, 412);
    assert.equal((await t.api.get('/api/users/me', { token })).body.name, 'Pat');

    await seedUser(t.db, { email: 'taken@example.com' });
    const taken = await t.api.patch('/api/users/me', { email: 'TAKEN@example.com' }, { token, headers: { 'if-match': '"2"' } });
    assert.equal(taken.status, 409);
    const invalid = await t.api.patch('/api/users/me', {}, { token, headers: { 'if-match': '"2"' } });
    assert.equal(invalid.status, 422);
    const role = await t.api.patch('/api/users/me', { role: 'admin' }, { token, headers: { 'if-match': '"2"' } });
    assert.equal(role.status, 422);
    assert.equal((await t.api.get('/api/users/me', { token })).body.role, 'user');
  });

  test('admin-only user management: 403 FORBIDDEN for users, 201/409/422 INVALID_EMAIL for admins, NDJSON stream', async () => {
    const admin = await seedUser(t.db, { role: 'admin' });
    const plain = await seedUser(t.db);
    const adminToken = await login(admin.email, admin.password);
    const userToken = await login(plain.email, plain.password);
    const forbidden = await t.api.get('/api/users', { token: userToken });
    assert.equal(forbidden.status, 403);
    assert.equal(forbidden.body.error.code, 'FORBIDDEN');
    assert.equal((await t.api.post('/api/users', { email: 'x@example.com', name: 'X' }, { token: userToken })).status, 403);
    assert.equal((await t.api.post('/api/users', { email: 'x@example.com', name: 'X' })).status, 401);
    assert.equal((await t.api.get('/api/users')).status, 401);

    const made = await t.api.post('/api/users', { email: 'new@example.com', name: 'New' }, { token: adminToken });
    assert.equal(made.status, 201);
    assert.equal(made.body.role, 'user');
    assert.equal((await t.api.post('/api/users', { email: 'new@example.com', name: 'New' }, { token: adminToken })).status, 409);
    const badEmail = await t.api.post('/api/users', { email: 'nope', name: 'N' }, { token: adminToken });
    assert.equal(badEmail.status, 422);
    assert.equal(badEmail.body.error.code, 'INVALID_EMAIL');
    assert.equal(badEmail.body.error.details.value, 'nope');
    const extra = await t.api.post('/api/users', { email: 'e@example.com', name: 'E', password: 'x' }, { token: adminToken });
    assert.equal(extra.status, 422);
    assert.equal(extra.body.error.code, 'VALIDATION_ERROR');
    const badRole = await t.api.post('/api/users', { email: 'e@example.com', name: 'E', role: 'root' }, { token: adminToken });
    assert.equal(badRole.status, 422);

    const list = await t.api.get('/api/users?limit=2', { token: adminToken });
    assert.equal(list.status, 200);
    assert.equal(list.body.length, 2);
    assert.equal((await t.api.get('/api/users', { token: adminToken, headers: { 'if-none-match': list.headers.get('etag')! } })).status, 200);
    const page = await t.api.get('/api/users?limit=2', { token: adminToken, headers: { 'if-none-match': list.headers.get('etag')! } });
    assert.equal(page.status, 304);
    assert.equal((await t.api.get('/api/users?limit=0', { token: adminToken })).status, 422);
    const stream = await t.api.get('/api/users', { token: adminToken, headers: { accept: 'application/x-ndjson' } });
    assert.equal(stream.status, 200);
    const emails = stream.text.trim().split('\n').map((l) => JSON.parse(l).email);
    assert.ok(emails.includes('new@example.com') && emails.includes(admin.email));
  });

  test('X-API-Key: a valid key authenticates, a wrong one is 403, a revoked one too', async () => {
    const admin = await seedUser(t.db, { role: 'admin' });
    const { key, hash } = newApiKey();
    await insertApiKey(t.db, admin.id, hash, 'test');
    const ok = await t.api.get('/api/users/me', { headers: { 'x-api-key': key } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.id, admin.id);
    assert.equal((await t.api.get('/api/users', { headers: { 'x-api-key': key } })).status, 200);
    const wrong = await t.api.get('/api/users/me', { headers: { 'x-api-key': 'pk_wrong' } });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error.code, 'INVALID_API_KEY');
    const sample = await t.api.get('/protected', { headers: { 'x-api-key': 'pk_wrong' } });
    assert.equal(sample.status, 403);
    assert.equal(typeof sample.body.detail, 'string');
  });

  test('/protected is deprecated: Deprecation, Sunset, Link successor and warnings[]', async () => {
    const user = await seedUser(t.db);
    const token = await login(user.email, user.password);
    const res = await t.api.get('/protected', { token });
    assert.equal(res.status, 200);
    assert.equal(res.body.user.id, user.id);
    assert.equal(res.headers.get('deprecation'), 'true');
    assert.equal(res.headers.get('sunset'), 'Tue, 01 Jun 2027 00:00:00 GMT');
    assert.equal(res.headers.get('link'), '</api/users/me>; rel="successor-version"');
    assert.deepEqual(res.body.warnings, [{ type: 'deprecation', message: 'GET /protected is deprecated; use /api/users/me', sunset: '2027-06-01' }]);
  });

  test('a deleted user\'s token stops working at once', async () => {
    const user = await seedUser(t.db);
    const token = await login(user.email, user.password);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    assert.equal((await t.api.get('/api/users/me', { token })).body.error.code, 'INVALID_TOKEN');
  });
});
