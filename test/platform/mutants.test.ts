// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// src/http: each pins one behaviour exactly, through the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client } from '../helpers/contract.js';
import { GraphQLClient } from '../helpers/graphql.js';
import { createTestDatabase, openDb } from '../helpers/db.js';
import { startServer, until, type TestServer } from '../helpers/server.js';
import type { Db } from '../../src/db/database.js';

// The counts below hold within one window, for the whole file: a window of about an hour (a few
// minutes more) that began minutes ago at most, so that it cannot end while the file runs (with
// windows on the clock's hours, a run at 01:59 once failed). With n windows since the epoch, each
// of floor(now / n) ms, the current one began less than n ms (some 8 minutes) ago.
const WINDOW = Math.floor(Date.now() / Math.floor(Date.now() / 3_600_000));
// Two in-process servers on one database (as two processes would be), each bucket with its own
// limit: the default (REST reference) 300, big tables 1000, GraphQL 200. Every server start costs
// seconds of CPU, and mutation testing runs this file for every mutant in src/http: so two only.
const ENV = { RATE_LIMIT_MAX: '300', TABLES_RATE_LIMIT_MAX: '1000', CONTENT_RATE_LIMIT_MAX: '200', RATE_LIMIT_WINDOW_MS: String(WINDOW) };
const servers: TestServer[] = [];
let db: Db;
let a: Client;
let b: Client;
let window: number;

before(async () => {
  const url = await createTestDatabase();
  db = openDb(url);
  // Counters of old windows, there before the servers' first request (which clears them).
  window = Math.floor(Date.now() / WINDOW);
  await db.insertInto('rate_limits').values([
    { key: 'old', window_start: window - 5, count: 1 },
    { key: 'previous', window_start: window - 1, count: 1 },
  ]).execute();
  for (let i = 0; i < 2; i++) servers.push(await startServer(url, ENV));
  [a, b] = await Promise.all(servers.map((s) => Client.for(s.url)));
});
after(async () => {
  await db?.destroy();
  await Promise.all(servers.map((s) => s.stop()));
});

const remaining = (res: { headers: Headers }) => res.headers.get('x-ratelimit-remaining');

describe('rate limit', () => {
  test('the first request of a window clears counters older than the previous window', async () => {
    assert.equal((await a.get('/health')).status, 200, 'probes are not counted and clear nothing');
    assert.equal((await a.get('/agents')).status, 200);
    const keys = async () => (await sql<{ key: string }>`SELECT key FROM rate_limits WHERE key IN ('old', 'previous') ORDER BY key`.execute(db)).rows.map((r) => r.key);
    await until(async () => !(await keys()).includes('old'), 10_000);
    assert.deepEqual(await keys(), ['previous']);
  });

  test('two processes on one database share the count: the second starts where the first\'s lease ends', async () => {
    // The test above spent one of a's: a leased 3 (1% of 300). Now a uses its second; b leases
    // the next 3 and uses one; each then uses one more of its own lease (a has not seen b's).
    assert.equal(remaining(await a.get('/agents')), '298');
    assert.equal(remaining(await b.get('/agents')), '296');
    assert.equal(remaining(await a.get('/agents')), '297');
    assert.equal(remaining(await b.get('/agents')), '295');
    const counted = await db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'reference:default:%').execute();
    assert.deepEqual(counted.map((c) => c.count), [6]);
  });

  test('a limit of 1000: one process leases 10 at a time, and Remaining still counts down by one', async () => {
    const tables = await Client.for(servers[0].url, 'tables');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await tables.get('/tables');
      assert.equal(res.headers.get('x-ratelimit-limit'), '1000');
      seen.push(remaining(res));
    }
    assert.deepEqual(seen, ['999', '998', '997']);
    const counted = await db.selectFrom('rate_limits').select('count').where('key', 'like', 'tables:default:%').execute();
    assert.deepEqual(counted.map((c) => c.count), [10]);
  });

  test('a limit of 200 (leases of 2) lets exactly 200 requests through, then 429 with Remaining 0', async () => {
    const g = new GraphQLClient(servers[0].url);
    let allowed = 0;
    let last;
    for (let i = 0; i < 200; i++) {
      last = await g.request('{ schemaVersion }');
      if (last.status === 200) allowed++;
    }
    assert.deepEqual([allowed, remaining(last!)], [200, '0']);
    const refused = await g.request('{ schemaVersion }');
    assert.deepEqual([refused.status, refused.code, remaining(refused), refused.headers.get('x-ratelimit-limit')], [429, 'RATE_LIMITED', '0', '200']);
    // Once the shared count reaches the limit the process refuses without counting any further.
    assert.equal((await g.request('{ schemaVersion }')).status, 429);
    const counted = await db.selectFrom('rate_limits').select('count').where('key', 'like', 'content:default:%').execute();
    assert.deepEqual(counted.map((c) => c.count), [200]);
    // Each refusal is counted once, by interface and bucket (GET /metrics: loopback clients).
    const metrics = await a.get('/metrics');
    assert.equal(metrics.status, 200, metrics.text);
    assert.deepEqual(metrics.text.split('\n').filter((l: string) => l.startsWith('rate_limit_refusals_total{')), ['rate_limit_refusals_total{interface="content",bucket="default"} 2']);
  });

  test('a process that finds the shared count at the limit refuses at once, counting nothing more', async () => {
    // Server a spent the GraphQL limit (200) in the test above; b has not asked yet this window.
    const g = new GraphQLClient(servers[1].url);
    const first = await g.request('{ schemaVersion }');
    assert.deepEqual([first.status, first.code, remaining(first)], [429, 'RATE_LIMITED', '0']);
    const count = async () => (await db.selectFrom('rate_limits').select('count').where('key', 'like', 'content:default:%').execute()).map((c) => c.count);
    assert.deepEqual(await count(), [202], 'b asked for its lease of 2 and was granted none');
    assert.equal((await g.request('{ schemaVersion }')).status, 429);
    assert.deepEqual(await count(), [202], 'then b refuses without asking');
  });

  test('old counters are cleared once per window, by its first request', async () => {
    // Server a has cleared this window's old counters already (the first test): one left behind
    // now waits for the next window. (A refused request goes through the limiter as well.)
    await db.insertInto('rate_limits').values({ key: 'late', window_start: window - 5, count: 1 }).execute();
    assert.equal((await new GraphQLClient(servers[0].url).request('{ schemaVersion }')).status, 429);
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual((await db.selectFrom('rate_limits').select('key').where('key', '=', 'late').execute()).map((r) => r.key), ['late']);
  });

  test('X-RateLimit-Reset is the end of the current window, in epoch seconds', async () => {
    const before = Date.now();
    const res = await b.get('/agents');
    const after = Date.now();
    const ends = (now: number) => Math.ceil(((Math.floor(now / WINDOW) + 1) * WINDOW) / 1000);
    assert.ok([ends(before), ends(after)].includes(Number(res.headers.get('x-ratelimit-reset'))), res.headers.get('x-ratelimit-reset')!);
  });
});
