// Each of these was a defect once: a 500, a hang or a spec mismatch found in review.
import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client } from '../helpers/contract.js';
import { createTestDatabase, seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { startServer } from '../helpers/server.js';

const t = useServer({ PG_POOL_SIZE: '3', BODY_LIMIT_BYTES: '4096' });

async function login(role: 'user' | 'admin' = 'user') {
  const u = await seedUser(t.db, { role });
  return (await t.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
}

describe('bad input that once reached the database or the stack', () => {
  test('malformed percent-escapes in the path are 404, with or without cookies', async () => {
    for (const headers of [{}, { cookie: 'a=1' }] as Record<string, string>[]) {
      const res = await t.api.get('/agents/%ZZ', { headers });
      assert.equal(res.status, 404);
      assert.equal(typeof res.body.detail, 'string');
    }
  });

  test('values PostgreSQL cannot store are validation errors, not 500s', async () => {
    assert.equal((await t.api.get('/agents?skip=99999999999999999999')).status, 400);
    const writer = await login('user');
    const nul = await t.api.post('/agents', { name: 'a\u0000b', type: 'openai' }, { token: writer });
    assert.equal(nul.status, 400);
    assert.equal(nul.body.error, 'validation_error');
    const token = await t.api.request('POST', '/token', { form: { username: 'x\u0000@example.com', password: 'whatever1' } });
    assert.equal(token.status, 422);
    const agent = (await t.api.post('/agents', { name: 'Holder', type: 'openai' }, { token: writer })).body;
    const task = await t.api.post(`/agents/${agent.id}/tasks`, { title: 'x', input: { a: '\u0000' } }, { token: writer });
    assert.equal(task.status, 400);
    assert.equal((await t.api.get(`/agents/${agent.id}/tasks`)).body.length, 0, 'nothing stored');
  });

  test('JSON nested too deeply is 400 invalid_body', async () => {
    const deep = '{"title":"x","input":' + '{"a":'.repeat(200) + '1' + '}'.repeat(200) + '}';
    const token = await login('user');
    const agent = (await t.api.post('/agents', { name: 'Deep', type: 'openai' }, { token })).body;
    const res = await t.api.request('POST', `/agents/${agent.id}/tasks`, { raw: deep, contentType: 'application/json', token });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'invalid_body');
  });

  test('an oversized chunked body gets its 413, not a reset', async () => {
    // raw HTTP: a chunked body written piece by piece, which fetch does not do.
    const { hostname, port } = new URL(t.server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ hostname, port, method: 'POST', path: '/agents', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(1000));
      req.end();
    });
    assert.equal(status, 413);
  });
});

describe('order of the checks', () => {
  test('a non-admin learns nothing about the schema: 403 before 422', async () => {
    const token = await login('user');
    const res = await t.api.post('/api/users', { bogus: true }, { token });
    assert.equal(res.status, 403);
  });

  test('PATCH without If-Match is 428 even when the body is bad too', async () => {
    const token = await login('user');
    const res = await t.api.patch('/api/users/me', { role: 'admin' }, { token });
    assert.equal(res.status, 428);
    const agent = (await t.api.post('/agents', { name: 'Cond', type: 'openai' }, { token })).body;
    const task = (await t.api.post(`/agents/${agent.id}/tasks`, { title: 'c' }, { token })).body;
    assert.equal((await t.api.patch(`/agents/${agent.id}/tasks/${task.id}`, { bogus: 1 }, { token })).status, 428);
  });

  test('If-Match: * updates whatever the version', async () => {
    const token = await login('user');
    const res = await t.api.patch('/api/users/me', { name: 'Star' }, { token, headers: { 'if-match': '*' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Star');
  });

  test("errors before routing use the path's error shape", async () => {
    const wrong = await t.api.request('PUT', '/agents', { undocumented: true, json: {} });
    assert.equal(wrong.status, 405);
    assert.equal(wrong.body.error, 'method_not_allowed');
    const bigForm = await t.api.request('POST', '/agents', { form: { name: 'x'.repeat(5000), type: 'openai' } });
    assert.equal(bigForm.status, 413);
    assert.equal(bigForm.body.error, 'payload_too_large');
  });
});

describe('users listing details', () => {
  test('a vendor media type asks for JSON even when NDJSON is acceptable; streams honour skip', async () => {
    const token = await login('admin');
    const vendor = await t.api.get('/api/users?limit=1', { token, headers: { accept: 'application/vnd.platform.v1+json, application/x-ndjson' } });
    assert.equal(vendor.status, 200);
    assert.equal(JSON.parse(vendor.text).length, 1);
    const all = (await t.api.get('/api/users?limit=1000', { token })).body.length;
    const streamed = await t.api.get('/api/users?skip=1', { token, headers: { accept: 'application/x-ndjson' } });
    assert.equal(streamed.text.trim().split('\n').length, all - 1);
  });

  test('clients that drop a stream midway do not hold database connections', { timeout: 60_000 }, async () => {
    await sql`INSERT INTO users (email, name) SELECT 'bulk' || g || '@example.com', repeat('n', 200) FROM generate_series(1, 20000) g`.execute(t.db);
    const token = await login('admin');
    const { hostname, port } = new URL(t.server.url);
    // More aborted streams than the pool (3) has connections. raw HTTP: each stream is cut after its first bytes.
    for (let i = 0; i < 6; i++) {
      await new Promise<void>((resolve) => {
        const req = http.get({ hostname, port, path: '/api/users', headers: { authorization: `Bearer ${token}`, accept: 'application/x-ndjson' } }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
      });
    }
    const started = Date.now();
    const after = await t.api.get('/api/users?limit=1', { token });
    assert.equal(after.status, 200);
    assert.ok(Date.now() - started < 5000, 'the pool is not exhausted');
  });
});

describe('mounting and probes', () => {
  test('under a base path: other prefixes are 404, Location carries the base path', async () => {
    const s = await startServer(await createTestDatabase(), { REFERENCE_BASE_PATH: '/ref' });
    try {
      const c = await Client.for(s.url, 'reference', '/ref');
      const u = await seedUser(s.app.services.db, { role: 'user' });
      const token = (await c.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
      const made = await c.post('/agents', { name: 'Mounted', type: 'openai' }, { token });
      assert.equal(made.headers.get('location'), `/ref/agents/${made.body.id}`);
      const stray = await (await Client.for(s.url)).request('GET', '/xyz/agents', { undocumented: true });
      assert.equal(stray.status, 404);
    } finally {
      await s.stop();
    }
  });

  test('/ready does not reveal the database error text', async () => {
    const down = await startServer('postgres://nobody:secret@127.0.0.1:1/none', { WAIT_READY: 'no' });
    try {
      const res = await (await Client.for(down.url)).get('/ready');
      assert.equal(res.status, 503);
      assert.equal(res.body.checks.database.message, 'database unreachable');
      assert.doesNotMatch(res.text, /ECONNREFUSED|127\.0\.0\.1|nobody/);
    } finally {
      await down.stop();
    }
  });
});
