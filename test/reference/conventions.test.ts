import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { Client, untilStarted } from '../helpers/contract.js';
import { createTestDatabase, seedUser } from '../helpers/db.js';
import { concretePath, documents, hasBody, isProbe } from '../helpers/operations.js';
import { useServer } from '../helpers/fixture.js';
import { killChildServers, ROOT, spawnServer, startServer } from '../helpers/server.js';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const t = useServer({ BODY_LIMIT_BYTES: '2048', TABLES_BODY_LIMIT_BYTES: '2048', DOCUMENTS_MAX_UPLOAD_BYTES: '2048' });
/** Every REST contract the server serves: the cross-cutting answers hold for all of them. */
const SPECS = readdirSync(path.join(ROOT, 'specs')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
after(killChildServers);

/**
 * The error's code in any of the interfaces' shapes (the workflow envelope has it at the top; the
 * controller style has the message in `error` and the code beside it).
 */
const errorCode = (body: { success?: boolean; error?: string | { code?: string; type?: string }; code?: string }) =>
  body.success === false ? body.code! : typeof body.error === 'string' ? body.error : body.error ? (body.error.code ?? body.error.type!) : body.code!;

describe('versioning', () => {
  test('default 1; Accept-Version, API-Version and ?version= choose it; others are 400 INVALID_VERSION', async () => {
    const plain = await t.api.get('/agents');
    assert.equal(plain.headers.get('api-version'), '1');
    assert.equal((await t.api.get('/agents', { headers: { 'accept-version': '1' } })).status, 200);
    assert.equal((await t.api.get('/agents', { headers: { 'api-version': '1' } })).status, 200);
    assert.equal((await t.api.get('/agents?version=1')).status, 200);
    const variants: Record<string, string>[] = [{ 'accept-version': '2' }, { 'api-version': 'v1' }, { 'accept-version': '2', 'api-version': '1' }];
    for (const headers of variants) {
      const opts = { headers };
      const res = await t.api.get('/agents', opts);
      assert.equal(res.status, 400);
      assert.equal(res.body.error, 'invalid_version');
    }
    const q = await t.api.get('/api/users/me?version=3');
    assert.equal(q.status, 400);
    assert.equal(q.body.error.code, 'INVALID_VERSION');
  });

  test('media-type versioning answers with the same Content-Type', async () => {
    const res = await t.api.get('/agents', { headers: { accept: 'application/vnd.platform.v1+json' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/vnd.platform.v1+json; charset=utf-8');
    assert.ok(Array.isArray(JSON.parse(res.text)));
    const bad = await t.api.get('/agents', { headers: { accept: 'application/vnd.platform.v9+json' } });
    assert.equal(bad.status, 400);
  });
});

describe('bodies', () => {
  test('malformed JSON is 400, another content type 415, an oversized body 413; nothing is stored', async () => {
    const before = (await t.api.get('/agents?limit=1000')).body.length;
    const malformed = await t.api.request('POST', '/agents', { raw: '{"name": "x", ', contentType: 'application/json' });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.error, 'invalid_body');
    const conv = await t.api.request('POST', '/api/auth/register', { raw: '{oops', contentType: 'application/json' });
    assert.equal(conv.status, 400);
    assert.equal(conv.body.error.code, 'INVALID_BODY');
    const xml = await t.api.request('POST', '/agents', { raw: '<agent/>', contentType: 'application/xml' });
    assert.equal(xml.status, 415);
    const big = await t.api.post('/agents', { name: 'x', type: 'openai', pad: 'y'.repeat(5000) });
    assert.equal(big.status, 413);
    assert.equal(big.body.error, 'payload_too_large');
    // An empty body is checked after the caller (it fails validation, not parsing).
    const u = await seedUser(t.db);
    const token = (await t.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
    const empty = await t.api.request('POST', '/agents', { raw: '', contentType: 'application/json', token });
    assert.equal(empty.status, 400);
    assert.equal((await t.api.get('/agents?limit=1000')).body.length, before);
  });

  test('every operation: 400 INVALID_VERSION, 413, 415 where documented, in its own error shape', async () => {
    for (const spec of SPECS) {
      const api = await Client.for(t.server.url, spec);
      for (const op of api.contract.operations()) {
        if (isProbe(op)) continue;
        const method = op.method.toUpperCase();
        const target = concretePath(op);
        const version = await api.request(method, target, { headers: { 'accept-version': '99' } });
        assert.equal(version.status, 400, `${op.operationId}: ${version.text}`);
        if (method !== 'HEAD') assert.equal(errorCode(version.body).toUpperCase(), 'INVALID_VERSION');
        if (!hasBody(op)) continue;
        assert.ok(documents(op, 413) && documents(op, 415), `${op.operationId} documents 413 and 415`);
        const big = await api.request(method, target, { json: { pad: 'x'.repeat(4096) } });
        assert.equal(big.status, 413, op.operationId);
        const text = await api.request(method, target, { raw: 'hello', contentType: 'text/plain' });
        assert.equal(text.status, 415, op.operationId);
      }
    }
  });
});

describe('rate limiting', () => {
  test('headers on every limited answer; 429 RATE_LIMIT_EXCEEDED with Retry-After for every limited operation', async () => {
    // Windows of an hour: with a minute's, the requests below once straddled two windows.
    const limited = await startServer(await createTestDatabase(), { RATE_LIMIT_MAX: '3', RATE_LIMIT_AUTH_MAX: '2', TABLES_RATE_LIMIT_MAX: '2', DOCUMENTS_PROCESS_RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '3600000' });
    try {
      const c = await Client.for(limited.url);
      const seen: number[] = [];
      for (let i = 0; i < 3; i++) {
        const before = Date.now() / 1000;
        const res = await c.get('/agents');
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('x-ratelimit-limit'), '3');
        seen.push(Number(res.headers.get('x-ratelimit-remaining')));
        // The end of the hour the request fell in, in epoch seconds.
        assert.equal(Number(res.headers.get('x-ratelimit-reset')), (Math.floor(before / 3600) + 1) * 3600);
      }
      assert.deepEqual(seen, [2, 1, 0]);
      // Health probes are never limited.
      assert.equal((await c.get('/health')).status, 200);
      for (const spec of SPECS) {
        const api = await Client.for(limited.url, spec);
        for (const op of api.contract.operations()) {
          if (isProbe(op)) continue;
          const method = op.method.toUpperCase();
          assert.ok(documents(op, 429), `${op.operationId} documents 429`);
          let res = await api.request(method, concretePath(op), hasBody(op) ? { json: {} } : {});
          // Each bucket (default, auth, tables) is counted apart: spend it first.
          for (let i = 0; res.status !== 429 && i < 3; i++) res = await api.request(method, concretePath(op), hasBody(op) ? { json: {} } : {});
          assert.equal(res.status, 429, op.operationId);
          if (method !== 'HEAD') assert.equal(errorCode(res.body).toUpperCase(), 'RATE_LIMIT_EXCEEDED');
          assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
          assert.ok(Number(res.headers.get('retry-after')) >= 1);
        }
      }
    } finally {
      await limited.stop();
    }
  });

  test('two server processes on one database enforce one limit', { timeout: 120_000 }, async () => {
    const dbUrl = await createTestDatabase();
    const env = { DATABASE_URL: dbUrl, RATE_LIMIT_MAX: '10', RATE_LIMIT_WINDOW_MS: '3600000', LOG_LEVEL: 'warn' };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      const ca = await Client.for(a.url);
      const cb = await Client.for(b.url);
      await Promise.all([untilStarted(a.url), untilStarted(b.url)]);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await (i % 2 ? ca : cb).get('/agents')).status);
      assert.equal(statuses.filter((s) => s === 200).length, 10);
      assert.equal(statuses.filter((s) => s === 429).length, 20);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
