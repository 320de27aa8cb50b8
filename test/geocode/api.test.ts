// The geocode proxy through real servers, with a fake provider (a local node:http server) playing
// Nominatim and Google: the reshaped answer, the PostgreSQL cache shared by processes, every failure
// answered 502 without the provider's body or key (in the answer and in the logs), and 503 unset.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Client, type Res } from '../helpers/contract.js';
import { createTestDatabase, seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { startApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';

const KEY = 'k3y-SHOULD-NEVER-LEAK-0123456789';
const UPSTREAM_SECRET = 'upstream-internal-detail-42';

/** What the fake provider was asked: path and query. */
const calls: { path: string; query: URLSearchParams; userAgent?: string }[] = [];

function answer(res: http.ServerResponse, status: number, body: unknown, raw = false) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(raw ? String(body) : JSON.stringify(body));
}

/** Both providers, by path; the address (q or address) picks the behaviour. */
const fake = http.createServer((req, res) => {
  const url = new URL(req.url!, 'http://x');
  calls.push({ path: url.pathname, query: url.searchParams, userAgent: req.headers['user-agent'] });
  const google = url.pathname === '/maps/api/geocode/json';
  const address = (google ? url.searchParams.get('address') : url.searchParams.get('q')) ?? '';
  if (address.includes('slow')) return void setTimeout(() => answer(res, 200, []), 2000);
  if (address.includes('broken json')) return answer(res, 200, `{"oops": ${UPSTREAM_SECRET}`, true);
  if (address.includes('server error')) return answer(res, 500, { error: UPSTREAM_SECRET });
  if (address.includes('odd shape')) return answer(res, 200, { unexpected: UPSTREAM_SECRET });
  if (address.includes('bad coordinates')) return answer(res, 200, google ? { status: 'OK', results: [{ formatted_address: 'X', geometry: { location: { lat: 123, lng: 0 } } }] } : [{ lat: 'north', lon: '1', display_name: 'X' }]);
  if (google) {
    if (url.searchParams.get('key') !== KEY) return answer(res, 200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
    if (address.includes('denied')) return answer(res, 200, { status: 'REQUEST_DENIED', error_message: `${UPSTREAM_SECRET} key=${KEY}`, results: [] });
    if (address.includes('nowhere')) return answer(res, 200, { status: 'ZERO_RESULTS', results: [] });
    return answer(res, 200, {
      status: 'OK',
      results: [{ formatted_address: `${address}, Germany`, geometry: { location: { lat: 52.52, lng: 13.405 }, location_type: 'APPROXIMATE' }, place_id: 'abc' }],
    });
  }
  if (url.pathname !== '/search' || url.searchParams.get('format') !== 'jsonv2') return answer(res, 404, {});
  if (address.includes('nowhere')) return answer(res, 200, []);
  answer(res, 200, [
    { place_id: 1, lat: '52.5170365', lon: '13.3888599', display_name: `${address}, Berlin, Deutschland`, importance: 0.8 },
    { place_id: 2, lat: '-33.8688', lon: '151.2093', display_name: 'Sydney, Australia' },
  ]);
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
after(() => {
  fake.closeAllConnections();
  fake.close();
});

let token = '';
let api: Client;
// Set-up in the fixture's seed (separate top-level hooks are not ordered reliably).
const t = useServer({ GEOCODE_PROVIDER: 'nominatim', GEOCODE_URL: `${fakeUrl}/`, GEOCODE_TIMEOUT_MS: '300', GEOCODE_CACHE_TTL_SECONDS: '3600' }, async (f) => {
  const u = await seedUser(f.db);
  token = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
  api = await Client.for(f.server.url, 'geocode');
});

const geocode = (address: string | undefined, c = api, extra: Record<string, string> = {}, as = token) =>
  c.get(`/api/geocode${address === undefined ? '' : `?address=${encodeURIComponent(address)}`}`, { token: as, headers: extra });
const error = (res: Res) => [res.status, res.body.error.code];
const callsFor = (needle: string) => calls.filter((c) => (c.query.get('q') ?? c.query.get('address') ?? '').includes(needle)).length;

describe('nominatim', () => {
  test('an address becomes {results: [{lat, lng, address}]}, in the provider\'s order, shared-cacheable', async () => {
    const res = await geocode('Unter den Linden 1');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, {
      results: [
        { lat: 52.5170365, lng: 13.3888599, address: 'Unter den Linden 1, Berlin, Deutschland' },
        { lat: -33.8688, lng: 151.2093, address: 'Sydney, Australia' },
      ],
    });
    assert.equal(res.headers.get('cache-control'), 'public, max-age=3600');
    const call = calls.at(-1)!;
    assert.deepEqual([call.path, call.query.get('q'), call.query.get('format')], ['/search', 'Unter den Linden 1', 'jsonv2']);
    assert.match(call.userAgent ?? '', /^contract-platform\//);
  });

  test('a cached answer does not reach the provider, for a normalised spelling too, and from another process', async () => {
    const address = 'Alexanderplatz 7';
    const first = await geocode(address);
    assert.equal(callsFor(address), 1);
    const again = await geocode(`  ALEXANDERPLATZ \t 7 `);
    assert.deepEqual(again.body, first.body);
    assert.match(again.headers.get('cache-control')!, /^public, max-age=(3599|3600)$/);
    assert.equal(callsFor(address), 1);
    // A second server on the same database shares the cache.
    const other = await startServer(t.dbUrl, { GEOCODE_PROVIDER: 'nominatim', GEOCODE_URL: fakeUrl });
    try {
      const res = await geocode(address, await Client.for(other.url, 'geocode'));
      assert.deepEqual(res.body, first.body);
      assert.equal(callsFor(address), 1);
    } finally {
      await other.stop();
    }
    // Expired: asked again.
    await t.db.updateTable('geocode_cache').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    assert.deepEqual((await geocode(address)).body, first.body);
    assert.equal(callsFor(address), 2);
  });

  test('GEOCODE_CACHE_TTL_SECONDS=0 keeps nothing: every request asks the provider, and no client may cache the answer', async () => {
    const uncached = await startServer(t.dbUrl, { GEOCODE_PROVIDER: 'nominatim', GEOCODE_URL: fakeUrl, GEOCODE_CACHE_TTL_SECONDS: '0' });
    try {
      const c = await Client.for(uncached.url, 'geocode');
      const address = 'Unter den Linden 77';
      for (const n of [1, 2]) {
        const res = await geocode(address, c);
        assert.deepEqual([res.status, res.headers.get('cache-control'), callsFor(address)], [200, 'public, max-age=0', n]);
      }
      assert.deepEqual(await t.db.selectFrom('geocode_cache').select('address_key').where('address_key', 'like', '%linden%').execute(), []);
      // what a caching process keeps is neither read nor replaced by it
      const kept = 'Unter den Linden 78';
      await geocode(kept);
      assert.equal(callsFor(kept), 1);
      const fresh = await geocode(kept, c);
      assert.deepEqual([fresh.headers.get('cache-control'), callsFor(kept)], ['public, max-age=0', 2]);
      const still = await geocode(kept);
      assert.deepEqual([still.status, callsFor(kept)], [200, 2]);
      assert.match(still.headers.get('cache-control')!, /^public, max-age=(3599|3600)$/);
    } finally {
      await uncached.stop();
    }
  });

  test('no match is an empty list, cached as well', async () => {
    const res = await geocode('nowhere at all');
    assert.deepEqual([res.status, res.body], [200, { results: [] }]);
    await geocode('nowhere at all');
    assert.equal(callsFor('nowhere at all'), 1);
  });

  test('502 UPSTREAM_ERROR for a timeout, bad JSON, an error status, an odd shape; nothing of theirs passed on, nothing cached', async () => {
    for (const address of ['slow street', 'broken json road', 'server error lane', 'odd shape way', 'bad coordinates close']) {
      const started = Date.now();
      const res = await geocode(address);
      assert.deepEqual(error(res), [502, 'UPSTREAM_ERROR'], address);
      assert.equal(res.body.error.message, 'The geocoding provider failed to answer; try again later');
      assert.ok(!res.text.includes(UPSTREAM_SECRET));
      assert.equal(res.headers.get('cache-control'), 'no-store');
      if (address === 'slow street') assert.ok(Date.now() - started < 1500, 'GEOCODE_TIMEOUT_MS bounds the call');
      await geocode(address);
      assert.equal(callsFor(address), 2, `${address}: failures are not cached`);
    }
    const rows = await t.db.selectFrom('geocode_cache').select('address_key').execute();
    assert.ok(!rows.some((r) => /slow|broken|error|shape|coordinates/.test(r.address_key)));
  });

  test('400 MISSING_ADDRESS when absent or blank; 422 when too long or with control characters; 401; 400 INVALID_VERSION', async () => {
    for (const address of [undefined, '', '   ']) {
      const res = await geocode(address);
      assert.deepEqual(error(res), [400, 'MISSING_ADDRESS']);
      assert.equal(res.body.error.message, 'Give the address to look up as ?address=');
    }
    assert.deepEqual(error(await geocode('x'.repeat(501))), [422, 'VALIDATION_ERROR']);
    assert.deepEqual(error(await geocode('a\u0000b')), [422, 'VALIDATION_ERROR']);
    const anonymous = await api.get('/api/geocode?address=Berlin');
    assert.deepEqual(error(anonymous), [401, 'MISSING_TOKEN']);
    assert.equal(anonymous.headers.get('www-authenticate'), 'Bearer');
    assert.deepEqual(error(await api.get('/api/geocode?address=Berlin', { token: 'nope' })), [401, 'INVALID_TOKEN']);
    assert.deepEqual(error(await geocode('Berlin', api, { 'accept-version': '3' })), [400, 'INVALID_VERSION']);
    assert.equal(callsFor('Berlin'), 0);
  });
});

describe('google', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let google: Client;
  let googleToken = '';
  const logs: string[] = [];
  before(async () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: await createTestDatabase(),
      RATE_LIMIT_MAX: '100000',
      GEOCODE_PROVIDER: 'google',
      GEOCODE_URL: fakeUrl,
      GEOCODE_API_KEY: KEY,
      GEOCODE_TIMEOUT_MS: '300',
    });
    app = await startApp(config, createLogger('debug', (line) => logs.push(line)));
    await app.ready;
    google = await Client.for(app.url.replace('localhost', '127.0.0.1'), 'geocode');
    const u = await seedUser(app.services.db);
    googleToken = (await (await Client.for(app.url.replace('localhost', '127.0.0.1'))).request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
  });
  after(() => app?.stop());

  test('formatted_address and geometry.location; the key goes to the provider only', async () => {
    const res = await geocode('Pariser Platz', google, {}, googleToken);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { results: [{ lat: 52.52, lng: 13.405, address: 'Pariser Platz, Germany' }] });
    assert.equal(res.headers.get('cache-control'), 'public, max-age=86400');
    const call = calls.at(-1)!;
    assert.deepEqual([call.path, call.query.get('address'), call.query.get('key')], ['/maps/api/geocode/json', 'Pariser Platz', KEY]);
    const none = await geocode('nowhere land', google, {}, googleToken);
    assert.deepEqual([none.status, none.body], [200, { results: [] }]);
  });

  test('a refusal, a 500, a timeout, bad JSON: 502, and neither the answer nor the logs hold the key or their body', async () => {
    for (const address of ['denied please', 'server error street', 'slow google', 'broken json google', 'odd shape google', 'bad coordinates google']) {
      const res = await geocode(address, google, {}, googleToken);
      assert.deepEqual(error(res), [502, 'UPSTREAM_ERROR'], address);
      assert.ok(!res.text.includes(KEY) && !res.text.includes(UPSTREAM_SECRET));
    }
    await new Promise((r) => setTimeout(r, 100));
    const text = logs.join('');
    assert.ok(!text.includes(KEY), 'the key is in the logs');
    assert.ok(!text.includes(UPSTREAM_SECRET), 'the provider\'s body is in the logs');
    const reasons = logs.filter((l) => l.includes('geocode provider failed')).map((l) => JSON.parse(l).reason);
    assert.deepEqual(reasons, ['answered status REQUEST_DENIED', 'answered HTTP 500', 'no answer within 300 ms', 'answered something that is not JSON', 'answered an unexpected shape', 'answered an unexpected shape']);
  });
});

describe('not configured', () => {
  let plain: TestServer;
  before(async () => {
    plain = await startServer(t.dbUrl);
  });
  after(() => plain?.stop());

  test('503 SERVICE_UNAVAILABLE with a clear message, after the address check', async () => {
    const c = await Client.for(plain.url, 'geocode');
    const res = await geocode('Berlin', c);
    assert.deepEqual(error(res), [503, 'SERVICE_UNAVAILABLE']);
    assert.equal(res.body.error.message, 'Geocoding is not configured on this server (GEOCODE_PROVIDER is unset)');
    assert.deepEqual(error(await geocode(undefined, c)), [400, 'MISSING_ADDRESS']);
  });

  test('settings are checked at start', () => {
    assert.throws(() => loadConfig({ GEOCODE_PROVIDER: 'bing' }), /GEOCODE_PROVIDER must be one of nominatim, google, got "bing"/);
    assert.throws(() => loadConfig({ GEOCODE_PROVIDER: 'google' }), /GEOCODE_API_KEY is required/);
    assert.throws(() => loadConfig({ GEOCODE_PROVIDER: 'nominatim', GEOCODE_URL: 'ftp://x' }), /GEOCODE_URL must be an http\(s\) URL/);
    assert.throws(() => loadConfig({ GEOCODE_TIMEOUT_MS: '0' }), /GEOCODE_TIMEOUT_MS must be between/);
    const c = loadConfig({ GEOCODE_PROVIDER: 'nominatim' });
    assert.deepEqual([c.geocode.url, c.geocode.timeoutMs, c.geocode.cacheTtlSeconds], ['https://nominatim.openstreetmap.org', 5000, 86400]);
  });
});
