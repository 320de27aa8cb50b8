// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// the shared HTTP layer (src/http: negotiation, versions, bodies, errors, replies, the REST
// pipeline, the router): each pins one behaviour exactly, through one in-process server.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { describe, test } from 'node:test';
import { Client, type Res } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';
import { ROOT } from '../helpers/server.js';
import { loadConfig } from '../../src/config.js';
import { RestInterface, type RestInterfaceDef } from '../../src/http/rest.js';
import type { RateLimiter } from '../../src/http/ratelimit.js';
import { referenceInterface } from '../../src/reference/index.js';
import type { Services } from '../../src/services.js';

const LIMIT = 2048;
let admin: Client;
let adminToken: string;
let agentId: string;
const t = useServer({ BODY_LIMIT_BYTES: String(LIMIT) }, async ({ db, api }) => {
  const user = await seedUser(db, { role: 'admin' });
  adminToken = (await api.request('POST', '/token', { form: { username: user.email, password: user.password } })).body.access_token;
  admin = api.withHeaders({ authorization: `Bearer ${adminToken}` });
  const created = await admin.post('/agents', { name: 'Pinned', type: 'openai' });
  assert.equal(created.status, 201);
  agentId = created.body.id;
});

const type = (res: Res) => res.headers.get('content-type');
/** Which of /agents' representations (JSON, NDJSON, HTML) an Accept header gets. */
async function chosen(accept: string): Promise<string | null> {
  const res = await t.api.get('/agents', { headers: { accept } });
  assert.equal(res.status, 200, accept);
  return type(res);
}
const JSON_T = 'application/json; charset=utf-8';
const NDJSON_T = 'application/x-ndjson';
const HTML_T = 'text/html; charset=utf-8';

describe('Accept negotiation (/agents answers JSON, NDJSON or HTML)', () => {
  test('q-values rank the ranges; q=0 and an unparsable q refuse a type', async () => {
    assert.equal(await chosen('text/html;q=0.5, application/x-ndjson'), NDJSON_T);
    assert.equal(await chosen('application/x-ndjson;q=0.4, text/html;q=0.5'), HTML_T);
    assert.equal(await chosen('text/html;level=1;q=0.3, application/x-ndjson;q=0.6'), NDJSON_T);
    assert.equal(await chosen('application/x-ndjson;q=0, text/html;q=0.1'), HTML_T);
    assert.equal(await chosen('text/html;q=abc, application/x-ndjson;q=0.2'), NDJSON_T);
    assert.equal(await chosen('text/html;q=0'), JSON_T, 'nothing acceptable: JSON, not 406');
    assert.equal(await chosen('application/x-ndjson; q=0.5, text/html; q=0.6'), HTML_T, 'spaces around parameters');
    assert.equal(await chosen('application/x-ndjson;q=0.5, text/html;charset=utf-8'), HTML_T, 'only q is a q-value');
    assert.equal(await chosen('text/html;q=0.1, */*'), JSON_T, '*/* matches everything');
    assert.equal(await chosen('text/html;q=0.5, */*;q=0.501'), JSON_T, 'a higher q wins over a more specific range');
  });

  test('the users list streams every user as NDJSON (no limit) only when Accept prefers NDJSON to JSON (wantsNdjson)', async () => {
    await seedUser(t.db);
    await seedUser(t.db);
    const all = (await admin.get('/api/users?limit=1000')).body.length;
    assert.ok(all >= 3, `${all} users`);
    // The media type is chosen by the answer's negotiation either way; what wantsNdjson decides is
    // the stream from a cursor, which ignores `limit`, against one page.
    const usersAs = async (accept: string) => {
      const res = await admin.get('/api/users?limit=1', { headers: { accept } });
      return [type(res), type(res) === NDJSON_T ? res.text.trim().split('\n').length : res.body.length];
    };
    assert.deepEqual(await usersAs('*/*'), [JSON_T, 1]);
    assert.deepEqual(await usersAs('application/x-ndjson'), [NDJSON_T, all]);
    assert.deepEqual(await usersAs('application/json;q=0.5, application/x-ndjson'), [NDJSON_T, all]);
    assert.deepEqual(await usersAs('application/json, application/x-ndjson;q=0.5'), [JSON_T, 1]);
    assert.deepEqual(await usersAs('application/x-ndjson, application/json'), [JSON_T, 1], 'equal q: the server order, JSON first');
    assert.deepEqual(await usersAs('text/html'), [JSON_T, 1], 'neither: JSON');
  });

  test('a more specific range wins at equal q; among equals the server order (JSON first)', async () => {
    assert.equal(await chosen('*/*;q=0.5, text/html;q=0.5'), HTML_T);
    assert.equal(await chosen('text/*'), HTML_T);
    assert.equal(await chosen('application/*;q=0.9, text/*;q=0.8'), JSON_T);
    assert.equal(await chosen('text/html, application/x-ndjson'), NDJSON_T);
    assert.equal(await chosen('text/html, application/json'), JSON_T);
    assert.equal(await chosen('application/x-ndjson, */*;q=0.9'), NDJSON_T);
    assert.equal(await chosen('*/*'), JSON_T);
    assert.equal(await chosen('image/*, text/plain'), JSON_T);
  });

  test('media types are compared without case and surrounding spaces', async () => {
    assert.equal(await chosen('  TEXT/HTML  ;  q=1'), HTML_T);
    assert.equal(await chosen('application/json;q=0.1,Application/X-NDJSON'), NDJSON_T);
  });

  test('NDJSON of a list is one object per line; HTML of one agent is its page', async () => {
    const nd = await t.api.get('/agents?limit=1', { headers: { accept: 'application/x-ndjson' } });
    assert.equal(type(nd), NDJSON_T);
    assert.equal(nd.text.split('\n').length, 2);
    assert.equal(JSON.parse(nd.text.split('\n')[0]).id, agentId);
    assert.equal(nd.text.split('\n')[1], '');
    const second = await admin.post('/agents', { name: 'Second', type: 'google' });
    const list = await t.api.get('/agents?limit=2');
    const two = await t.api.get('/agents?limit=2', { headers: { accept: 'application/x-ndjson' } });
    assert.ok(two.text === list.body.map((a: unknown) => JSON.stringify(a) + '\n').join(''), two.text);
    assert.equal((await admin.delete(`/agents/${second.body.id}`)).status, 204);
    const one = await t.api.get(`/agents/${agentId}`, { headers: { accept: 'application/x-ndjson, text/html;q=0.5' } });
    assert.equal(type(one), HTML_T, 'one agent has no NDJSON form: the next choice');
    assert.match(one.text, /<h1>Pinned<\/h1>/);
  });
});

describe('versions', () => {
  const code = (res: Res) => res.body?.error?.code ?? res.body?.error;
  test('Accept-Version before API-Version before a vendor media type before ?version=', async () => {
    const cases: [Record<string, string>, string, number][] = [
      [{ 'accept-version': '1', 'api-version': '2' }, '', 200],
      [{ 'accept-version': '2', 'api-version': '1' }, '', 400],
      [{ 'api-version': '1', accept: 'application/vnd.platform.v2+json' }, '', 200],
      [{ 'api-version': '2', accept: 'application/vnd.platform.v1+json' }, '', 400],
      [{ accept: 'application/vnd.platform.v1+json' }, '?version=2', 200],
      [{ accept: 'application/vnd.platform.v2+json' }, '?version=1', 400],
      [{}, '?version=2', 400],
      [{}, '?version=%201%20', 200],
      [{ accept: 'application/vnd.other.v2+json' }, '', 200],
      [{ accept: 'application/vnd.platform.v1+json, application/vnd.platform.v2+json' }, '', 200],
      [{ accept: 'application/vnd.platform.v2+json;q=0, application/json' }, '', 200],
      [{ accept: 'application/vnd.platform.v2+xml' }, '', 200],
      [{ accept: 'application/vnd.platform.v10+json' }, '', 400],
      [{ accept: 'text/application/vnd.platform.v2+json' }, '', 200],
      [{ accept: 'application/vnd.platform.v2+jsonx' }, '', 200],
    ];
    for (const [headers, query, status] of cases) {
      const res = await t.api.get(`/agents${query}`, { headers });
      assert.equal(res.status, status, `${JSON.stringify(headers)} ${query}`);
      if (status === 400) assert.equal(code(res), 'invalid_version');
    }
  });

  test('a vendor media type is the answer\'s Content-Type, and asks for JSON over NDJSON and HTML', async () => {
    const res = await t.api.get('/agents', { headers: { accept: 'text/html, application/vnd.platform.v1+json' } });
    assert.equal(type(res), 'application/vnd.platform.v1+json; charset=utf-8');
    assert.equal(JSON.parse(res.text)[0].id, agentId);
    const plain = await t.api.get('/agents', { headers: { accept: 'application/vnd.other.v1+json' } });
    assert.equal(type(plain), JSON_T);
    assert.equal(plain.headers.get('api-version'), '1');
  });

  test('the 400 names the version and the supported ones', async () => {
    const res = await t.api.get('/api/users/me?version=7');
    assert.deepEqual([res.status, res.body], [400, { error: { code: 'INVALID_VERSION', message: 'API version "7" is not supported; supported: 1' } }]);
  });
});

describe('error messages', () => {
  test('a message of 2000 characters is sent whole; a longer one is cut to 1999 and an ellipsis', async () => {
    const message = (v: string) => `API version "${v}" is not supported; supported: 1`;
    const room = 2000 - message('').length;
    const whole = 'v'.repeat(room);
    const exact = await t.api.get(`/api/users/me?version=${whole}`);
    assert.ok(exact.body.error.message === message(whole), 'sent whole');
    assert.equal(exact.body.error.message.length, 2000);
    const longer = await t.api.get(`/api/users/me?version=${whole}w`);
    assert.ok(longer.body.error.message === `${message(`${whole}w`).slice(0, 1999)}…`, 'cut to 1999 and …');
  });
});

/** A request node's fetch cannot make (a chunked body, a Content-Length that lies): raw HTTP, checked against the contract. */
function rawRequest(method: string, path: string, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(t.server.url);
  return new Promise((resolve, reject) => {
    // raw HTTP: a chunked body or a lying Content-Length, which fetch cannot send; the answer is still checked against the contract below.
    const req = http.request({ hostname, port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        t.api.contract.check(method, path, res.statusCode!, h, text);
        resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('request bodies', () => {
  const padded = (bytes: number) => {
    const base = JSON.stringify({ name: 'x', type: 'openai', pad: '' });
    return JSON.stringify({ name: 'x', type: 'openai', pad: 'y'.repeat(bytes - base.length) });
  };

  test('a body of exactly the limit is read; one byte more is 413, declared or streamed', async () => {
    const at = await t.api.request('POST', '/agents', { raw: padded(LIMIT), contentType: 'application/json' });
    assert.equal(at.status, 401, 'read, then the caller is asked for');
    const over = await t.api.request('POST', '/agents', { raw: padded(LIMIT + 1), contentType: 'application/json' });
    assert.deepEqual([over.status, over.body], [413, { error: 'payload_too_large', message: `The body is larger than ${LIMIT} bytes` }]);
    // Chunked: no Content-Length, so the limit is counted as the body comes.
    const body = padded(LIMIT + 1);
    const streamed = await rawRequest('POST', '/agents', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [body.slice(0, 1500), body.slice(1500)]);
    assert.deepEqual(streamed, { status: 413, body: { error: 'payload_too_large', message: `The body is larger than ${LIMIT} bytes` } });
  });

  test('a body that comes in several chunks is joined', async () => {
    const body = JSON.stringify({ name: 'Chunked', type: 'google' });
    const res = await rawRequest('POST', '/agents', { 'content-type': 'application/json', 'transfer-encoding': 'chunked', authorization: `Bearer ${adminToken}` }, [body.slice(0, 10), body.slice(10)]);
    assert.equal(res.status, 201);
    assert.deepEqual([(res.body as { name: string }).name, (res.body as { type: string }).type], ['Chunked', 'google']);
  });

  test('JSON media types: application/json in any case with parameters, and any application/*+json', async () => {
    for (const contentType of ['APPLICATION/JSON ; charset=utf-8', 'application/merge-patch+json', 'application/vnd.platform.v1+json']) {
      const res = await admin.request('POST', '/agents', { raw: JSON.stringify({ name: contentType, type: 'openai' }), contentType });
      assert.equal(res.status, 201, contentType);
      assert.equal(res.body.name, contentType);
    }
    for (const contentType of ['text/x+json', 'application/jsonx', 'text/plain']) {
      const res = await admin.request('POST', '/agents', { raw: '{}', contentType });
      assert.deepEqual([res.status, res.body], [415, { error: 'unsupported_media_type', message: 'Send the body as application/json or application/x-www-form-urlencoded' }], contentType);
    }
  });

  test('CSV, TSV and multipart bodies where an operation takes none are 415 with what it does take', async () => {
    for (const contentType of ['text/csv', 'text/tab-separated-values', 'text/tsv']) {
      const res = await admin.request('POST', '/agents', { raw: 'name,type\nx,openai\n', contentType });
      assert.deepEqual([res.status, res.body], [415, { error: 'unsupported_media_type', message: 'Send the body as application/json' }], contentType);
    }
    const multipart = await admin.request('POST', '/agents', { raw: '--b\r\n\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' });
    assert.deepEqual([multipart.status, multipart.body], [415, { error: 'unsupported_media_type', message: 'Send the body as application/json' }]);
  });

  test('malformed JSON is 400 naming the parser\'s complaint; JSON nested too deep is refused before parsing', async () => {
    const bad = await admin.request('POST', '/agents', { raw: '{"name": ', contentType: 'application/json' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'invalid_body');
    assert.match(bad.body.message, /^The body is not valid JSON: ./);
    const deep = await admin.request('POST', '/agents', { raw: '['.repeat(65) + ']'.repeat(65), contentType: 'application/json' });
    assert.deepEqual([deep.status, deep.body], [400, { error: 'invalid_body', message: 'The body is nested more than 64 levels deep' }]);
    // 64 levels, brackets inside strings and escaped quotes do not count.
    const ok = await admin.request('POST', '/agents', { raw: '['.repeat(64) + ']'.repeat(64), contentType: 'application/json' });
    assert.equal(ok.status, 400);
    assert.equal(ok.body.error, 'validation_error');
    const name = '\\"' + '['.repeat(70);
    const quoted = await admin.request('POST', '/agents', { raw: `{"name": "${name}", "type": "openai"}`, contentType: 'application/json' });
    assert.equal(quoted.status, 201);
    assert.equal(quoted.body.name, '"' + '['.repeat(70));
  });

  test('a form is coerced to the schema\'s types, repeated fields become a list, API_METHOD picks the method', async () => {
    const form = await admin.request('POST', '/agents', { form: { name: 'Formed', type: 'anthropic' } });
    assert.equal(form.status, 201);
    assert.deepEqual([form.body.name, form.body.type], ['Formed', 'anthropic']);
    const twice = await admin.request('POST', '/agents', { raw: 'name=a&name=b&type=openai', contentType: 'application/x-www-form-urlencoded' });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.error, 'validation_error');
    assert.equal(twice.body.details.errors[0].path, 'body.name');
    const put = await admin.request('POST', `/agents/${form.body.id}`, { form: { API_METHOD: 'put', name: 'Reformed', type: 'google' } });
    assert.equal(put.status, 200);
    assert.deepEqual([put.body.id, put.body.name, put.body.type], [form.body.id, 'Reformed', 'google']);
    const del = await admin.request('POST', `/agents/${form.body.id}`, { form: { API_METHOD: 'Delete' } });
    assert.equal(del.status, 204);
    assert.equal((await t.api.get(`/agents/${form.body.id}`)).status, 404);
  });
});

const sha1 = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

describe('form fields', () => {
  test('numbers and JSON objects are converted for the schema; what does not convert fails validation by name', async () => {
    const tasks = `/agents/${agentId}/tasks`;
    const ok = await admin.request('POST', tasks, { form: { title: 'Formed', priority: '3', input: '{"a":[1]}', description: '7' } });
    assert.equal(ok.status, 201, ok.text);
    assert.deepEqual([ok.body.priority, ok.body.input, ok.body.description], [3, { a: [1] }, '7']);
    const cases: [Record<string, string>, string][] = [
      [{ priority: ' ' }, 'body.priority must be integer'],
      [{ priority: 'three' }, 'body.priority must be integer'],
      [{ priority: '1e400' }, 'body.priority must be integer'],
      [{ input: 'not json' }, 'body.input must be object'],
      [{ input: '['.repeat(65) + ']'.repeat(65) }, 'body.input is nested more than 64 levels deep'],
    ];
    for (const [fields, message] of cases) {
      const res = await admin.request('POST', tasks, { form: { title: 'Bad', ...fields } });
      assert.equal(res.status, 400, JSON.stringify(fields));
      assert.equal(res.body.message, `Invalid request: ${message}`, JSON.stringify(fields));
    }
    const unknownMethod = await admin.request('POST', tasks, { raw: 'title=Posted&API_METHOD=TRACE', contentType: 'application/x-www-form-urlencoded' });
    assert.equal(unknownMethod.status, 400, 'not a method override: an unknown field');
    assert.deepEqual(unknownMethod.body.details.errors, [{ path: 'body.API_METHOD', message: 'is not an allowed property' }]);
  });
});

describe('CSV and TSV bodies (big tables)', () => {
  test('a byte-order mark and blank lines are dropped, CSV quotes kept, TSV quotes taken as text', async () => {
    const glide = await Client.for(t.server.url, 'tables');
    const { token } = await seedTeam(t.db, 'Texts');
    const rows = async (tableID: string) => (await glide.get(`/tables/${tableID}/rows`, { token })).body.data.map(({ $rowID: _, ...r }: Record<string, unknown>) => r);
    const csv = await glide.request('POST', '/tables?name=C', { raw: '\uFEFFa,b\n\n"x,y",z\n', contentType: 'text/csv', token });
    assert.equal(csv.status, 201, csv.text);
    assert.deepEqual(await rows(csv.body.data.tableID), [{ a: 'x,y', b: 'z' }]);
    const tsv = await glide.request('POST', '/tables?name=T', { raw: 'a\tb\n"x\ty,z\n', contentType: 'text/tab-separated-values', token });
    assert.equal(tsv.status, 201, tsv.text);
    assert.deepEqual(await rows(tsv.body.data.tableID), [{ a: '"x', b: 'y,z' }]);
    const empty = await glide.request('POST', '/tables?name=E', { raw: '\n\n', contentType: 'text/tab-separated-values', token });
    assert.deepEqual([empty.status, empty.body], [400, { error: { type: 'invalid_body', message: 'The TSV body has no header line' } }]);
    const ragged = await glide.request('POST', '/tables?name=R', { raw: 'a,b\n1\n', contentType: 'text/csv', token });
    assert.equal(ragged.status, 400);
    assert.equal(ragged.body.error.type, 'invalid_body');
    assert.match(ragged.body.error.message, /^The body is not valid CSV: .*line 2/);
  });
});

describe('replies', () => {
  test('a GET answer\'s ETag is the SHA-1 of its bytes; Content-Length, Cache-Control and Vary are exact', async () => {
    const res = await t.api.get(`/agents/${agentId}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('etag'), sha1(res.text));
    assert.equal(res.headers.get('content-length'), String(Buffer.byteLength(res.text)));
    assert.equal(res.headers.get('cache-control'), 'private, max-age=0, must-revalidate');
    assert.equal(res.headers.get('vary'), 'Accept, Accept-Version, API-Version');
    assert.equal(res.headers.get('api-version'), '1');
    assert.equal(type(res), JSON_T);
    const html = await t.api.get(`/agents/${agentId}`, { headers: { accept: 'text/html' } });
    assert.equal(html.headers.get('etag'), sha1(html.text), 'each representation its own');
    assert.notEqual(html.headers.get('etag'), res.headers.get('etag'));
  });

  test('If-None-Match: the ETag, weak or in a list, is 304 with the ETag and no body; another is 200', async () => {
    const first = await t.api.get(`/agents/${agentId}`);
    const etag = first.headers.get('etag')!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, ` ${etag} `, '*']) {
      const res = await t.api.get(`/agents/${agentId}`, { headers: { 'if-none-match': inm } });
      assert.deepEqual([res.status, res.text, res.headers.get('etag')], [304, '', etag], inm);
    }
    for (const inm of ['"other"', `"${etag}"`, 'W/"x"']) {
      const res = await t.api.get(`/agents/${agentId}`, { headers: { 'if-none-match': inm } });
      assert.equal(res.status, 200, inm);
      assert.equal(res.text, first.text);
    }
    // If-None-Match decides alone: a stale one with a fresh If-Modified-Since is still 200.
    const both = await t.api.get(`/agents/${agentId}`, { headers: { 'if-none-match': '"other"', 'if-modified-since': new Date(Date.now() + 3_600_000).toUTCString() } });
    assert.equal(both.status, 200);
  });

  test('If-Modified-Since: the Last-Modified second or later is 304, a second before or a bad date 200', async () => {
    const first = await t.api.get(`/agents/${agentId}`);
    const lastModified = first.headers.get('last-modified')!;
    const at = Date.parse(lastModified);
    const cases: [string, number][] = [
      [lastModified, 304],
      [new Date(at + 1000).toUTCString(), 304],
      [new Date(at - 1000).toUTCString(), 200],
      ['not a date', 200],
    ];
    for (const [ims, status] of cases) {
      const res = await t.api.get(`/agents/${agentId}`, { headers: { 'if-modified-since': ims } });
      assert.equal(res.status, status, ims);
    }
    // The list has no Last-Modified: If-Modified-Since alone never makes it 304.
    const list = await t.api.get('/agents', { headers: { 'if-modified-since': new Date(Date.now() + 3_600_000).toUTCString() } });
    assert.equal(list.status, 200);
  });

  test('a deprecated operation: Deprecation, Sunset and Link headers, and a warning in the body, errors included', async () => {
    const res = await admin.get('/protected');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('deprecation'), 'true');
    assert.equal(res.headers.get('sunset'), 'Tue, 01 Jun 2027 00:00:00 GMT');
    assert.equal(res.headers.get('link'), '</api/users/me>; rel="successor-version"');
    assert.deepEqual(res.body.warnings, [{ type: 'deprecation', message: 'GET /protected is deprecated; use /api/users/me', sunset: '2027-06-01' }]);
    const refused = await t.api.get('/protected');
    assert.equal(refused.status, 401);
    assert.deepEqual([refused.headers.get('deprecation'), refused.headers.get('sunset')], ['true', 'Tue, 01 Jun 2027 00:00:00 GMT']);
    assert.deepEqual(refused.body, { detail: 'Authentication required' }, 'no warnings in an error');
    const current = await admin.get('/api/users/me');
    assert.deepEqual([current.headers.get('deprecation'), current.headers.get('link'), current.body.warnings], [null, null, undefined]);
  });

  test('a streamed list (users as NDJSON) is the JSON list\'s items, one per line, from skip on', async () => {
    await seedUser(t.db, { name: 'Streamed' });
    const json = await admin.get('/api/users?limit=1000');
    assert.equal(json.status, 200);
    assert.ok(json.body.length >= 2);
    const nd = await admin.get('/api/users?skip=1', { headers: { accept: 'application/x-ndjson' } });
    assert.equal(type(nd), NDJSON_T);
    assert.ok(nd.text === json.body.slice(1).map((u: unknown) => JSON.stringify(u) + '\n').join(''), nd.text);
  });

  test('no-store answers get no ETag of their own, and only operations that document 304 answer it', async () => {
    const mine = await admin.get('/protected', { headers: { 'if-none-match': '*' } });
    assert.deepEqual([mine.status, mine.headers.get('etag'), mine.headers.get('cache-control')], [200, null, 'no-store']);
    const me = await admin.get('/api/users/me');
    const etag = me.headers.get('etag')!;
    assert.match(etag, /^"\d+"$/, 'the handler\'s own ETag (the version), not a hash');
    const again = await admin.get('/api/users/me', { headers: { 'if-none-match': etag } });
    assert.deepEqual([again.status, again.headers.get('etag'), again.text], [200, etag, me.text]);
  });

  test('a handler\'s own ETag (a task\'s version) is sent alone, not replaced by a hash', async () => {
    const task = await admin.request('POST', `/agents/${agentId}/tasks`, { form: { title: 'Versioned' } });
    const read = await t.api.get(`/agents/${agentId}/tasks/${task.body.id}`);
    assert.deepEqual([read.status, read.headers.get('etag')], [200, '"1"']);
  });

  test('HEAD of the table\'s rows: 200, its version as the ETag, no body', async () => {
    const glide = await Client.for(t.server.url, 'tables');
    const { token } = await seedTeam(t.db, 'Heads');
    const made = await glide.post('/tables', { name: 'H', schema: { columns: [{ id: 'a', type: 'string' }] }, rows: [] }, { token });
    assert.equal(made.status, 201, made.text);
    const head = await glide.request('HEAD', `/tables/${made.body.data.tableID}/rows`, { token });
    assert.deepEqual([head.status, head.headers.get('etag'), head.text], [200, '"1"', '']);
  });

  test('plain text answers (metrics) carry their own type and an exact length', async () => {
    const res = await t.api.get('/metrics');
    assert.equal(res.status, 200);
    assert.match(type(res)!, /^text\/plain; version=0\.0\.4; charset=utf-8$/);
    assert.equal(res.headers.get('content-length'), String(Buffer.byteLength(res.text)));
    assert.match(res.text, /^# HELP /);
  });

  test('errors: no-store, no ETag, JSON with an exact Content-Length; 201 with Location; 204 empty', async () => {
    const missing = await t.api.get('/agents/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { detail: 'Agent not found' });
    assert.deepEqual(
      [missing.headers.get('cache-control'), missing.headers.get('etag'), missing.headers.get('last-modified'), type(missing), missing.headers.get('content-length')],
      ['no-store', null, null, JSON_T, String(Buffer.byteLength(missing.text))],
    );
    const created = await admin.post('/agents', { name: 'Located', type: 'google' });
    assert.equal(created.headers.get('location'), `/agents/${created.body.id}`);
    assert.equal(created.headers.get('etag'), null, 'only GET answers get an ETag');
    assert.equal(created.headers.get('cache-control'), 'no-store');
    const gone = await admin.delete(`/agents/${created.body.id}`);
    assert.deepEqual([gone.status, gone.text, type(gone)], [204, '', null]);
  });
});

describe('the REST pipeline', () => {
  test('who is asking: missing, another scheme, a bad token, a bad API key', async () => {
    const cases: [Record<string, string>, number, string, string | null][] = [
      [{}, 401, 'Authentication required', 'Bearer'],
      [{ authorization: 'Basic dXNlcjpwdw==' }, 401, 'The Authorization header must use the Bearer scheme', 'Bearer'],
      [{ authorization: 'bearer not.a.token' }, 401, 'The token is invalid or expired', 'Bearer error="invalid_token"'],
      [{ 'x-api-key': 'nope' }, 403, 'The API key is not valid', null],
      [{ 'x-api-key': 'nope', authorization: 'Bearer not.a.token' }, 403, 'The API key is not valid', null],
    ];
    for (const [headers, status, detail, challenge] of cases) {
      const res = await t.api.post('/agents', { name: 'x', type: 'openai' }, { headers });
      assert.deepEqual([res.status, res.body, res.headers.get('www-authenticate')], [status, { detail }, challenge], JSON.stringify(headers));
    }
    // Either requirement will do: a good token with a bad key is still refused (the key names a caller).
    const token = await admin.post('/agents', { name: 'Keyless', type: 'openai' });
    assert.equal(token.status, 201);
  });

  test('roles and suspension: 403 with the exact reason; a suspended user still reads', async () => {
    const user = await seedUser(t.db);
    const token = (await t.api.request('POST', '/token', { form: { username: user.email, password: user.password } })).body.access_token;
    const del = await t.api.delete(`/agents/${agentId}`, { token });
    assert.deepEqual([del.status, del.body], [403, { detail: 'This needs the admin role' }]);
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', user.id).execute();
    const write = await t.api.post('/agents', { name: 'x', type: 'openai' }, { token });
    assert.deepEqual([write.status, write.body], [403, { detail: 'This account is suspended: it may read but not write' }]);
    assert.equal((await t.api.get('/protected', { token })).status, 200);
  });

  test('validation errors: each field once, the first three in the message, the e-mail format its own code', async () => {
    const res = await admin.post('/agents', { type: 'robot', extra: 1, other: 2 });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, {
      error: 'validation_error',
      message: 'Invalid request: body.name is required; body.extra is not an allowed property; body.other is not an allowed property',
      details: {
        errors: [
          { path: 'body.name', message: 'is required' },
          { path: 'body.extra', message: 'is not an allowed property' },
          { path: 'body.other', message: 'is not an allowed property' },
          { path: 'body.type', message: 'must be one of openai, anthropic, google' },
        ],
      },
    });
    const email = await t.api.post('/api/auth/register', { email: 'not-an-address', password: 'a long enough password', name: 'N' });
    assert.equal(email.status, 422);
    assert.equal(email.body.error.code, 'INVALID_EMAIL');
    assert.equal(email.body.error.message, 'body.email is not a valid e-mail address');
    assert.equal(email.body.error.details.field, 'body.email');
    assert.equal(email.body.error.details.value, 'not-an-address');
  });

  test('field errors: at most 100, each path cut to 1000 characters', async () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 1]));
    const res = await admin.post('/agents', { name: 'x', type: 'openai', ...many });
    assert.equal(res.status, 400);
    assert.equal(res.body.details.errors.length, 100);
    assert.deepEqual(res.body.details.errors[99], { path: 'body.k99', message: 'is not an allowed property' });
    const key = 'q'.repeat(1500);
    const long = await admin.post('/agents', { name: 'x', type: 'openai', [key]: 1 });
    const path = `body.${key}`.slice(0, 1000);
    assert.deepEqual(long.body.details.errors, [{ path, message: 'is not an allowed property' }]);
    assert.equal(long.body.message, `Invalid request: ${path} is not an allowed property`);
  });

  test('a conditional update without If-Match is 428 before its body is validated', async () => {
    const res = await admin.request('PATCH', '/api/users/me', { json: { name: 12 } });
    assert.deepEqual([res.status, res.body], [428, { error: { code: 'PRECONDITION_REQUIRED', message: 'This update needs an If-Match header with the ETag you last read' } }]);
  });

  test('unknown query parameters are ignored; a trailing slash names the same path', async () => {
    const res = await t.api.get('/agents?limit=1&colour=blue');
    assert.deepEqual([res.status, res.body.length], [200, 1]);
    const slash = await t.api.request('GET', `/agents/${agentId}/`, { undocumented: true });
    assert.deepEqual([slash.status, slash.body.id], [200, agentId]);
  });

  test('405 lists the path\'s methods in Allow, in the path\'s error shape; 404 otherwise', async () => {
    const wrong = await t.api.request('PATCH', `/agents/${agentId}`, { undocumented: true, json: {} });
    assert.deepEqual([wrong.status, wrong.headers.get('allow'), wrong.body], [405, 'GET, PUT, DELETE', { error: 'method_not_allowed', message: 'Method not allowed here' }]);
    const none = await t.api.request('GET', `/agents/${agentId}/nothing`, { undocumented: true });
    assert.deepEqual([none.status, none.body], [404, { error: { code: 'NOT_FOUND', message: 'No such resource' } }]);
    const escape = await t.api.request('GET', '/agents/%E0%A4%A', { undocumented: true });
    assert.deepEqual([escape.status, escape.body], [404, { detail: 'No such resource (malformed percent-encoding in the path)' }]);
  });

  test('a form POST is routed after its body: no POST at the path is 405, no path 404, too big 413, all in the path\'s shape', async () => {
    const noPost = await admin.request('POST', `/agents/${agentId}`, { raw: 'name=x&type=openai', contentType: 'application/x-www-form-urlencoded', undocumented: true });
    assert.deepEqual([noPost.status, noPost.headers.get('allow'), noPost.body], [405, 'GET, PUT, DELETE', { error: 'method_not_allowed', message: 'Method not allowed here' }]);
    const noPath = await admin.request('POST', '/nothing/here', { raw: 'a=1', contentType: 'application/x-www-form-urlencoded', undocumented: true });
    assert.deepEqual([noPath.status, noPath.body], [404, { error: { code: 'NOT_FOUND', message: 'No such resource' } }]);
    const big = await admin.request('POST', `/agents/${agentId}`, { form: { API_METHOD: 'PUT', name: 'y'.repeat(LIMIT), type: 'openai' } });
    assert.deepEqual([big.status, big.body], [413, { error: 'payload_too_large', message: `The body is larger than ${LIMIT} bytes` }]);
    assert.equal((await t.api.get(`/agents/${agentId}`)).body.name, 'Pinned', 'nothing changed');
  });

  test('path parameters are matched by name and percent-decoded', async () => {
    const tasks = `/agents/${agentId}/tasks`;
    const task = await admin.request('POST', tasks, { form: { title: 'Routed' } });
    assert.equal(task.status, 201);
    const encoded = (id: string) => id.replace(/[0-9a-f]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
    const read = await t.api.get(`/agents/${encoded(agentId)}/tasks/${encoded(task.body.id)}`);
    assert.deepEqual([read.status, read.body.id, read.body.agent_id, read.body.title], [200, task.body.id, agentId, 'Routed']);
    const other = await admin.post('/agents', { name: 'Other', type: 'openai' });
    const elsewhere = await t.api.get(`/agents/${other.body.id}/tasks/${task.body.id}`);
    assert.equal(elsewhere.status, 404, 'the task id is not taken for the agent id');
    const swapped = await t.api.get(`/agents/${task.body.id}/tasks/${agentId}`);
    assert.equal(swapped.status, 404);
    assert.equal((await admin.delete(`/agents/${other.body.id}`)).status, 204);
  });

  test('a JSON body that is empty, or not an object, fails validation as the body', async () => {
    const empty = await admin.request('POST', '/agents', { raw: '', contentType: 'application/json' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.error, 'validation_error');
    const text = await admin.request('POST', '/agents', { raw: '"a string"', contentType: 'application/json' });
    assert.equal(text.status, 400);
    assert.deepEqual(text.body.details.errors, [{ path: 'body', message: 'must be object' }]);
  });
});

describe('an interface whose definition does not match its contract does not start', () => {
  const def = (open = false) => referenceInterface(loadConfig({ AGENTS_OPEN_WRITES: String(open) }), ROOT);
  const init = (d: RestInterfaceDef) => new RestInterface(d, {} as Services, {} as RateLimiter).init();

  test('handlers missing, handlers extra, each named', async () => {
    const d = def();
    const { getAgent: _, ...fewer } = d.handlers;
    await assert.rejects(init({ ...d, handlers: fewer }), { message: 'reference: handlers and spec differ; operations without a handler: getAgent' });
    await assert.rejects(init({ ...d, handlers: { ...d.handlers, extraOne: d.handlers.getAgent } }), { message: 'reference: handlers and spec differ; handlers without an operation: extraOne' });
    await assert.rejects(init({ ...d, handlers: { ...fewer, extraOne: d.handlers.getAgent } }), {
      message: 'reference: handlers and spec differ; operations without a handler: getAgent; handlers without an operation: extraOne',
    });
    await init(d);
  });

  test('a security scheme without a checker, a rate limit without a value, an open setting not given', async () => {
    const d = def();
    const { apiKey: _, ...schemes } = d.securitySchemes;
    await assert.rejects(init({ ...d, securitySchemes: schemes }), /^Error: reference: \w+ needs security scheme apiKey, which has no checker$/);
    await assert.rejects(init({ ...d, rateLimits: { default: 10 } }), /^Error: reference: \w+ names rate limit auth, which has no value$/);
    assert.throws(() => new RestInterface({ ...d, openSettings: {} }, {} as Services, {} as RateLimiter), {
      message: 'reference: createAgent names setting AGENTS_OPEN_WRITES, which openSettings lacks',
    });
  });

  test('an open setting that is on drops its operations\' security and roles; off keeps them', () => {
    const post = (open: boolean) => ((new RestInterface(def(open), {} as Services, {} as RateLimiter).document.paths as Record<string, Record<string, Record<string, unknown>>>)['/agents/{agent_id}'].delete);
    assert.deepEqual([post(false).security, post(false)['x-roles']], [[{ bearerAuth: [] }, { apiKey: [] }], ['admin']]);
    assert.deepEqual([post(true).security, post(true)['x-roles']], [undefined, undefined]);
  });
});
