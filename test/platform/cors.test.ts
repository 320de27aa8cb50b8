// CORS through real servers: listed and unlisted origins, preflights, credentials, on a REST
// path, GraphQL, a workflows path and the docs; and no CORS header at all by default.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { createTestDatabase, seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient } from '../helpers/graphql.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { ConfigError, loadConfig } from '../../src/config.js';

const APP = 'https://app.example.com';
const DEV = 'http://localhost:5173';
const EVIL = 'https://evil.example.net';
const t = useServer({ CORS_ORIGINS: `${APP}, ${DEV}` });
const others: TestServer[] = [];
after(() => Promise.all(others.map((s) => s.stop())));

const CORS_HEADERS = ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-expose-headers', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age'];
const noCors = (headers: Headers) => assert.deepEqual(CORS_HEADERS.filter((h) => headers.has(h)), []);

/** A preflight as a browser sends it (OPTIONS is no operation of any contract). */
function preflight(base: string, path: string, origin: string, method: string, headers?: string): Promise<Response> {
  const h: Record<string, string> = { origin, 'access-control-request-method': method };
  if (headers) h['access-control-request-headers'] = headers;
  // raw HTTP: a preflight is answered by the server before any interface, and is no operation.
  return fetch(base + path, { method: 'OPTIONS', headers: h });
}

async function token(): Promise<string> {
  const u = await seedUser(t.db);
  return (await t.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
}

test('a listed origin may read the answer, with credentials, and the headers clients need', async () => {
  for (const origin of [APP, DEV]) {
    const res = await t.api.get('/agents', { headers: { origin } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), origin);
    assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
    assert.equal(res.headers.get('vary'), 'Origin, Accept, Accept-Version, API-Version');
    // Exactly the conventions' headers and those the contracts document (safelisted ones left out), sorted.
    assert.equal(res.headers.get('access-control-expose-headers'), 'API-Version, Access-Control-Allow-Origin, Deprecation, ETag, Idempotent-Replayed, Link, Location, Retry-After, Sunset, WWW-Authenticate, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id');
    const exposed = res.headers.get('access-control-expose-headers')!.split(', ');
    for (const h of ['ETag', 'Location', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Deprecation', 'Sunset', 'Link', 'WWW-Authenticate', 'X-Request-Id', 'API-Version', 'Idempotent-Replayed']) {
      assert.ok(exposed.includes(h), `${h} is exposed (${exposed.join(', ')})`);
    }
    // Safelisted answer headers are readable anyway; they are not listed.
    assert.ok(!exposed.includes('Cache-Control') && !exposed.includes('Last-Modified'));
  }
  // Errors too: a script can read why it was refused.
  const refused = await t.api.get('/api/users/me', { headers: { origin: APP } });
  assert.equal(refused.status, 401);
  assert.equal(refused.headers.get('access-control-allow-origin'), APP);
});

test('an origin not listed gets no CORS header; every answer varies by Origin', async () => {
  for (const origin of [EVIL, 'null', APP + ':443', APP.toUpperCase(), APP + '/']) {
    const res = await t.api.get('/agents', { headers: { origin } });
    assert.equal(res.status, 200);
    noCors(res.headers);
    assert.equal(res.headers.get('vary'), 'Origin, Accept, Accept-Version, API-Version');
  }
  const plain = await t.api.get('/agents');
  noCors(plain.headers);
  assert.equal(plain.headers.get('vary'), 'Origin, Accept, Accept-Version, API-Version');
});

test('preflight on a REST path: its methods from the contract, the asked headers that are allowed, max age', async () => {
  const path = `/agents/${randomUUID()}/tasks/${randomUUID()}`;
  const res = await preflight(t.server.url, path, APP, 'PATCH', 'Authorization, Content-Type, If-Match, X-Evil-Header');
  assert.equal(res.status, 204);
  assert.equal(await res.text(), '');
  assert.equal(res.headers.get('access-control-allow-origin'), APP);
  assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
  assert.deepEqual(res.headers.get('access-control-allow-methods')!.split(', ').sort(), ['DELETE', 'GET', 'PATCH']);
  assert.equal(res.headers.get('access-control-allow-headers'), 'authorization, content-type, if-match');
  assert.equal(res.headers.get('access-control-max-age'), '600');
  assert.equal(res.headers.get('vary'), 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
  // Headers only some interface reads are allowed too (from the contracts).
  const more = await preflight(t.server.url, '/agents', DEV, 'POST', 'x-api-key,idempotency-key,last-event-id,accept-version,api-version,if-none-match');
  assert.equal(more.status, 204);
  assert.equal(more.headers.get('access-control-allow-methods'), 'GET, POST');
  assert.equal(more.headers.get('access-control-allow-headers'), 'x-api-key, idempotency-key, last-event-id, accept-version, api-version, if-none-match');
  // Every request header the conventions read, in any case, whatever the contracts declare.
  const base = await preflight(t.server.url, '/agents', APP, 'GET', 'Accept, ACCEPT-LANGUAGE, Content-Language, If-Match, If-Modified-Since, X-Request-Id, If-None-Match');
  assert.equal(base.headers.get('access-control-allow-headers'), 'accept, accept-language, content-language, if-match, if-modified-since, x-request-id, if-none-match');
  // No headers asked: none listed.
  const bare = await preflight(t.server.url, '/agents', APP, 'GET');
  assert.equal(bare.status, 204);
  assert.equal(bare.headers.get('access-control-allow-headers'), null);
});

test('preflight from an origin not listed: 403 in the interface\'s error shape, no CORS header', async () => {
  const res = await preflight(t.server.url, '/agents', EVIL, 'POST', 'content-type');
  assert.equal(res.status, 403);
  noCors(res.headers);
  assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'FORBIDDEN');
  const wf = await preflight(t.server.url, '/api/v1/dags', EVIL, 'GET');
  assert.equal(wf.status, 403);
  noCors(wf.headers);
  // A path nobody owns is not found, whoever asks.
  const nowhere = await preflight(t.server.url, '/nowhere', APP, 'GET');
  assert.equal(nowhere.status, 404);
  assert.equal(nowhere.headers.get('access-control-allow-methods'), null);
});

test('GraphQL: preflight, a listed origin with credentials, an unlisted one without CORS headers', async () => {
  const pre = await preflight(t.server.url, '/api/graphql', APP, 'POST', 'content-type, authorization');
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-methods'), 'GET, POST');
  assert.equal(pre.headers.get('access-control-allow-headers'), 'content-type, authorization');
  assert.equal(pre.headers.get('access-control-allow-credentials'), 'true');
  const gql = new GraphQLClient(t.server.url);
  const listed = await gql.request('{ posts(limit: 1) { id } }', { headers: { origin: APP } });
  assert.equal(listed.status, 200);
  assert.equal(listed.headers.get('access-control-allow-origin'), APP);
  assert.equal(listed.headers.get('access-control-allow-credentials'), 'true');
  assert.match(listed.headers.get('vary') ?? '', /^Origin\b/);
  // graphql-yoga's own CORS would have echoed any origin: it is off.
  const unlisted = await gql.request('{ posts(limit: 1) { id } }', { headers: { origin: EVIL } });
  assert.equal(unlisted.status, 200);
  noCors(unlisted.headers);
  const refused = await preflight(t.server.url, '/api/graphql', EVIL, 'POST');
  assert.equal(refused.status, 403);
  noCors(refused.headers);
});

test('workflows: preflight and a signed-in request from a listed origin', async () => {
  const pre = await preflight(t.server.url, '/api/v1/dags', DEV, 'POST', 'authorization, content-type');
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-methods'), 'GET, POST');
  assert.equal(pre.headers.get('access-control-allow-origin'), DEV);
  const wf = await Client.for(t.server.url, 'workflows');
  const res = await wf.get('/dags', { token: await token(), headers: { origin: DEV } });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), DEV);
  assert.equal(res.headers.get('access-control-allow-credentials'), 'true');
});

test('the docs: the OpenAPI documents are readable from a listed origin', async () => {
  // raw HTTP: the OpenAPI document and the docs pages are no operations of a contract.
  const doc = await fetch(`${t.server.url}/openapi/workflows.json`, { headers: { origin: APP } });
  assert.equal(doc.status, 200);
  assert.equal(doc.headers.get('access-control-allow-origin'), APP);
  assert.equal(doc.headers.get('vary'), 'Origin');
  const pre = await preflight(t.server.url, '/openapi.json', APP, 'GET');
  assert.equal(pre.status, 204);
  assert.equal(pre.headers.get('access-control-allow-methods'), 'GET, HEAD');
});

test('without CORS_ORIGINS: no CORS header at all, and OPTIONS is an ordinary request', async () => {
  const plain = await startServer(await createTestDatabase());
  others.push(plain);
  const api = await Client.for(plain.url);
  const res = await api.get('/agents', { headers: { origin: APP } });
  noCors(res.headers);
  assert.equal(res.headers.get('vary'), 'Accept, Accept-Version, API-Version');
  const pre = await preflight(plain.url, '/agents', APP, 'POST', 'content-type');
  assert.equal(pre.status, 405);
  noCors(pre.headers);
  const gql = await new GraphQLClient(plain.url).request('{ posts(limit: 1) { id } }', { headers: { origin: APP } });
  noCors(gql.headers);
});

test('CORS_ORIGINS takes exact origins only', () => {
  assert.deepEqual(loadConfig({ CORS_ORIGINS: `${APP},${DEV}, ${APP}` }).corsOrigins, [APP, DEV]);
  assert.deepEqual(loadConfig({}).corsOrigins, []);
  const refused = (message: string) => (err: unknown) => err instanceof ConfigError && err.message === message;
  assert.throws(() => loadConfig({ CORS_ORIGINS: `${APP}, *` }), refused('CORS_ORIGINS cannot be "*": list the origins (credentials are allowed, which a wildcard forbids)'));
  for (const bad of ['app.example.com', `${APP}/`, `${APP}/path`, 'HTTPS://APP.EXAMPLE.COM', 'ftp://x.example', `${APP}:443`]) {
    const message = `CORS_ORIGINS must list origins exactly as browsers send them (scheme://host[:port], lower case, no path), and "${bad}" is not one`;
    assert.throws(() => loadConfig({ CORS_ORIGINS: `${DEV},${bad}` }), refused(message), bad);
  }
});
