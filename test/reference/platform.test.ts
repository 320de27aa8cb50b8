import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { createTestDatabase } from '../helpers/db.js';
import { sql } from 'kysely';
import { useServer } from '../helpers/fixture.js';
import { startServer } from '../helpers/server.js';

const t = useServer();

/** A GET and its round trip in milliseconds, as this process's clock measures it (the server's too). */
async function timed(c: Client, path: string) {
  const t0 = performance.now();
  const res = await c.get(path);
  return { res, wall: performance.now() - t0 };
}

/** A check's latency is within the request's own round trip. */
const withinRoundTrip = (latency: number, wall: number) => assert.ok(latency >= 0 && latency <= wall, `${latency} of ${wall} ms`);

describe('health probes', () => {
  test('/health: status, timestamp, version, uptime; not cached', async () => {
    // the server runs in this process: its uptime is this process's, in seconds to two places
    const before = process.uptime();
    const res = await t.api.get('/health');
    const after = process.uptime();
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'ok');
    assert.equal(res.body.version, '0.1.0');
    assert.ok(res.body.uptime >= before - 0.005 && res.body.uptime <= after + 0.005, `${before} <= ${res.body.uptime} <= ${after}`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
  });

  test('/ready checks the database and migrations', async () => {
    const { res, wall } = await timed(t.api, '/ready');
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 'ok');
    assert.equal(res.body.checks.database.status, 'ok');
    // each check's latency (milliseconds) is within the request's own round trip
    for (const check of [res.body.checks.database, res.body.checks.migrations]) withinRoundTrip(check.latency, wall);
    assert.equal(res.body.checks.migrations.status, 'ok');
  });

  test('/ready is 503 and names the migrations not applied (the database up)', async () => {
    const last = await sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 2`.execute(t.db);
    const [{ name: newest }, { name: before }] = last.rows;
    await sql`DELETE FROM kysely_migration WHERE name IN (${newest}, ${before})`.execute(t.db);
    try {
      const { res, wall } = await timed(t.api, '/ready');
      assert.deepEqual([res.status, res.body.status, res.body.checks.database.status, res.body.checks.migrations.status, res.body.checks.migrations.message], [503, 'degraded', 'ok', 'error', `pending: ${before}, ${newest}`]);
      withinRoundTrip(res.body.checks.migrations.latency, wall);
    } finally {
      for (const { name, timestamp } of last.rows) await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${timestamp})`.execute(t.db);
    }
    assert.equal((await t.api.get('/ready')).status, 200);
  });

  test('/ready is 503 when the migration state cannot be read: the error is logged with the request id, not sent', async () => {
    const lines: string[] = [];
    const logged = await startServer(t.dbUrl, { LOG_LEVEL: 'warn' }, lines);
    await sql`ALTER TABLE kysely_migration RENAME COLUMN timestamp TO stamped_at`.execute(t.db);
    try {
      const c = await Client.for(logged.url);
      const { res, wall } = await timed(c, '/ready');
      assert.equal(res.status, 503);
      assert.equal(res.body.status, 'degraded');
      assert.equal(res.body.checks.database.status, 'ok');
      const { latency, ...rest } = res.body.checks.migrations;
      assert.deepEqual(rest, { status: 'error', message: 'migration state unreadable' });
      withinRoundTrip(latency, wall);
      const warn = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'readiness: migration check failed');
      assert.ok(warn, lines.join(''));
      assert.equal(warn.level, 'warn');
      assert.equal(warn.requestId, res.headers.get('x-request-id'));
      assert.match(warn.error, /stamped_at|timestamp/);
      assert.doesNotMatch(JSON.stringify(res.body), /timestamp"? does not exist|column/);
    } finally {
      await sql`ALTER TABLE kysely_migration RENAME COLUMN stamped_at TO timestamp`.execute(t.db);
      await logged.stop();
    }
    assert.equal((await t.api.get('/ready')).status, 200);
  });

  test('/live reports memory in megabytes, and 503 memory_pressure above the threshold', async () => {
    const res = await t.api.get('/live');
    assert.equal(res.status, 200);
    assert.equal(res.body.pid, process.pid);
    assert.ok(res.body.memory.heapUsed > 0 && res.body.memory.heapUsed < res.body.memory.rss);
    // in megabytes: a test process's resident size is between 10 MB and 16 GB
    assert.ok(res.body.memory.rss > 10 && res.body.memory.rss < 16_384 && res.body.memory.heapTotal < res.body.memory.rss, JSON.stringify(res.body.memory));
    const strict = await startServer(await createTestDatabase(), { LIVE_HEAP_THRESHOLD_PERCENT: '0' });
    try {
      const sick = await (await Client.for(strict.url)).get('/live');
      assert.equal(sick.status, 503);
      assert.deepEqual(Object.keys(sick.body).sort(), ['heapUsedPercent', 'reason', 'status']);
      assert.equal(sick.body.reason, 'memory_pressure');
    } finally {
      await strict.stop();
    }
  });

  test('/startup is 200 once started', async () => {
    const res = await t.api.get('/startup');
    assert.deepEqual(res.body, { status: 'ok', started: true });
  });

  test('without a database: /startup and /ready 503, /health and /live answer, the rest 503', async () => {
    const lines: string[] = [];
    const down = await startServer('postgres://nobody:x@127.0.0.1:1/none', { WAIT_READY: 'no', LOG_LEVEL: 'warn' }, lines);
    try {
      const c = await Client.for(down.url);
      const startup = await c.get('/startup');
      assert.equal(startup.status, 503);
      assert.deepEqual(startup.body, { status: 'starting', started: false });
      const { res: ready, wall } = await timed(c, '/ready');
      assert.equal(ready.status, 503);
      assert.equal(ready.body.status, 'degraded');
      assert.equal(ready.body.checks.database.status, 'error');
      assert.equal(ready.body.checks.database.message, 'database unreachable');
      withinRoundTrip(ready.body.checks.database.latency, wall);
      // the database's own error is logged with the request id, never sent
      const warn = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'readiness: database check failed');
      assert.ok(warn, lines.join(''));
      assert.equal(warn.requestId, ready.headers.get('x-request-id'));
      assert.match(warn.error, /ECONNREFUSED/);
      assert.doesNotMatch(JSON.stringify(ready.body), /ECONNREFUSED/);
      // the migrations are not asked of a database that cannot be reached
      assert.deepEqual(ready.body.checks.migrations, { status: 'error', latency: 0, message: 'database unreachable' });
      assert.equal((await c.get('/health')).body.status, 'degraded');
      assert.equal((await c.get('/live')).status, 200);
      const other = await c.request('GET', '/agents', { undocumented: true });
      assert.equal(other.status, 503);
      assert.equal(other.headers.get('retry-after'), '1');
      assert.equal(other.body.error, 'service_unavailable');
    } finally {
      await down.stop();
    }
  });
});

describe('documentation and plumbing', () => {
  test('/openapi.json and /openapi/reference.json serve the spec', async () => {
    // raw HTTP: the documents and docs pages are no operations of the contract they serve.
    const res = await fetch(`${t.server.url}/openapi.json`);
    assert.equal(res.status, 200);
    const doc = await res.json();
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.paths['/agents']);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=300');
    const etag = res.headers.get('etag')!;
    assert.equal((await fetch(`${t.server.url}/openapi.json`, { headers: { 'if-none-match': etag } })).status, 304);
    const named = await (await fetch(`${t.server.url}/openapi/reference.json`)).json();
    assert.deepEqual(named.paths, doc.paths);
  });

  test('/docs (Swagger UI, assets served locally) and /redoc', async () => {
    // raw HTTP: docs pages and their assets are no operations of a contract.
    const docs = await fetch(`${t.server.url}/docs`);
    assert.equal(docs.status, 200);
    const html = await docs.text();
    assert.match(html, /swagger-ui-bundle\.js/);
    assert.match(html, /\/openapi\/reference\.json/);
    const bundle = /src="(\/docs\/assets\/[0-9.]+\/swagger-ui-bundle\.js)"/.exec(html)![1];
    const asset = await fetch(`${t.server.url}${bundle}`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.ok((await asset.arrayBuffer()).byteLength > 100_000);
    assert.equal((await fetch(`${t.server.url}/docs/assets/0.0.1/swagger-ui-bundle.js`)).status, 404);
    const redoc = await (await fetch(`${t.server.url}/redoc`)).text();
    assert.match(redoc, /<redoc spec-url="\/openapi\/reference\.json">/);
  });

  test('request ids are echoed when safe and generated otherwise', async () => {
    const echoed = await t.api.get('/health', { headers: { 'x-request-id': 'abc-123' } });
    assert.equal(echoed.headers.get('x-request-id'), 'abc-123');
    const generated = await t.api.get('/health', { headers: { 'x-request-id': 'bad id\twith tab' } });
    assert.match(generated.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/);
  });

  test('unknown paths are 404 and wrong methods 405 with Allow, in the error shape', async () => {
    const missing = await t.api.request('GET', '/nothing/here', { undocumented: true });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'NOT_FOUND');
    const wrong = await t.api.request('PATCH', '/agents', { undocumented: true, json: {} });
    assert.equal(wrong.status, 405);
    assert.equal(wrong.body.error, 'method_not_allowed', 'the agent catalog\'s shape');
    const conv = await t.api.request('DELETE', '/api/users/me', { undocumented: true });
    assert.equal(conv.body.error.code, 'METHOD_NOT_ALLOWED');
    assert.equal(wrong.headers.get('allow'), 'GET, POST');
  });
});
