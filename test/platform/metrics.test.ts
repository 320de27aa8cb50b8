// GET /metrics through real servers: exact counts after requests, refusals, pools, jobs,
// subscription sockets, event lag, and who may read them (METRICS_TOKEN, loopback only).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { Client } from '../helpers/contract.js';
import { createTestDatabase, seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient, subscribe } from '../helpers/graphql.js';
import { seedTeam } from '../helpers/teams.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { loadConfig } from '../../src/config.js';

// Loopback requests are answered without a token; a trusted proxy on loopback may name another client.
const t = useServer({ TRUSTED_PROXIES: '127.0.0.1/32' });
const others: TestServer[] = [];
after(() => Promise.all(others.map((s) => s.stop())));

/** One scrape, parsed: `name{labels}` → value. */
async function scrape(api: Client, headers: Record<string, string> = {}): Promise<Map<string, number>> {
  const res = await api.get('/metrics', { headers });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
  const out = new Map<string, number>();
  for (const line of res.text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

const value = (m: Map<string, number>, key: string) => m.get(key) ?? 0;

test('requests are counted by interface, operation and status: exactly, with a latency histogram', async () => {
  const key = 'http_requests_total{interface="reference",operation="listAgents",status="200"}';
  const hist = 'http_request_duration_seconds_count{interface="reference",operation="listAgents",status="200"}';
  const before = await scrape(t.api);
  for (let i = 0; i < 7; i++) assert.equal((await t.api.get('/agents')).status, 200);
  const afterwards = await scrape(t.api);
  assert.equal(value(afterwards, key) - value(before, key), 7);
  assert.equal(value(afterwards, hist) - value(before, hist), 7);
  // The histogram's +Inf bucket holds every request; its sum is a positive number of seconds.
  assert.equal(value(afterwards, 'http_request_duration_seconds_bucket{interface="reference",operation="listAgents",status="200",le="+Inf"}'), value(afterwards, hist));
  assert.ok(value(afterwards, 'http_request_duration_seconds_sum{interface="reference",operation="listAgents",status="200"}') > 0);
  // Every bucket counts what is at most its bound: never more than the next one.
  const buckets = [...afterwards].filter(([k]) => k.startsWith('http_request_duration_seconds_bucket{') && k.includes('operation="listAgents",status="200"')).map(([, v]) => v);
  assert.equal(buckets.length, 14);
  assert.deepEqual([...buckets].sort((a, b) => a - b), buckets);
  // A scrape is a request like any other, counted once answered: the first, not the second.
  const scrapes = 'http_requests_total{interface="reference",operation="getMetrics",status="200"}';
  assert.equal(value(afterwards, scrapes) - value(before, scrapes), 1);
});

test('a path nobody owns is one label, never the path itself; a GraphQL request is labelled graphql', async () => {
  const key = 'http_requests_total{interface="none",operation="unknown",status="404"}';
  const before = await scrape(t.api);
  const secret = randomUUID();
  for (const p of [`/nothing/${secret}`, `/nothing/${randomUUID()}`, `/x${randomUUID()}`]) assert.equal((await t.api.get(p, { undocumented: true })).status, 404);
  const gql = new GraphQLClient(t.server.url);
  await gql.ok('{ posts(limit: 1) { id } }');
  const afterwards = await scrape(t.api);
  assert.equal(value(afterwards, key) - value(before, key), 3);
  const graphql = 'http_requests_total{interface="content",operation="graphql",status="200"}';
  assert.equal(value(afterwards, graphql) - value(before, graphql), 1);
  assert.ok(![...afterwards.keys()].some((k) => k.includes(secret)));
});

test('pools, jobs by state, process metrics', async () => {
  const team = await seedTeam(t.db, `metrics-${randomUUID()}`);
  await sql`INSERT INTO jobs (team_id, status) VALUES (${team.id}, 'running'), (${team.id}, 'running'), (${team.id}, 'failed')`.execute(t.db);
  const m = await scrape(t.api);
  assert.equal(value(m, 'jobs{kind="tables",state="running"}'), 2);
  assert.equal(value(m, 'jobs{kind="tables",state="failed"}'), 1);
  // The test servers' pool (PG_POOL_SIZE 4) and the subscription events' own pool of 2.
  assert.equal(value(m, 'db_pool_max_connections{pool="main"}'), 4);
  assert.equal(value(m, 'db_pool_max_connections{pool="content-events"}'), 2);
  assert.ok(m.has('db_pool_connections{pool="main",state="idle"}'));
  assert.ok(m.has('db_pool_connections{pool="main",state="active"}'));
  assert.equal(value(m, 'db_pool_waiting_clients{pool="main"}'), 0);
  assert.ok(value(m, 'process_cpu_user_seconds_total') > 0);
  assert.ok(value(m, 'nodejs_heap_size_used_bytes') > 0);
});

test('a missing job table is left out, not an error', async () => {
  await sql`ALTER TABLE document_jobs RENAME TO document_jobs_away`.execute(t.db);
  try {
    const m = await scrape(t.api);
    assert.ok(![...m.keys()].some((k) => k.startsWith('jobs{kind="documents"')));
    assert.ok(m.has('jobs{kind="tables",state="running"}'));
  } finally {
    await sql`ALTER TABLE document_jobs_away RENAME TO document_jobs`.execute(t.db);
  }
});

test('subscription sockets and the delivery lag of content events', async () => {
  const gql = new GraphQLClient(t.server.url);
  const user = await seedUser(t.db);
  const token = (await gql.ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { variables: { e: user.email, p: user.password } })).login.token as string;
  const before = await scrape(t.api);
  assert.equal(value(before, 'graphql_subscription_sockets'), 0);
  const lag = 'event_delivery_lag_seconds_count{source="content_events"}';
  const ws = gql.ws();
  const posts = subscribe(ws, 'subscription { postCreated { title } }');
  // Posts until the subscription is live (it starts once the socket is open).
  for (let i = 0; posts.events.length === 0; i++) {
    assert.ok(i < 50, 'no event within 10 s');
    await gql.ok('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { variables: { i: { title: `p${i}`, content: 'c', published: true } }, token });
    await new Promise((r) => setTimeout(r, 200));
  }
  const during = await scrape(t.api);
  assert.equal(value(during, 'graphql_subscription_sockets'), 1);
  const delivered = value(during, lag) - value(before, lag);
  // Each post made is delivered once (the last may still be on its way).
  const made = Number(posts.events.at(-1)!.data!.postCreated.title.slice(1)) + 1;
  assert.ok(delivered >= posts.events.length && delivered <= made, `${delivered} deliveries of ${made} posts`);
  assert.ok(value(during, 'event_delivery_lag_seconds_sum{source="content_events"}') < 10 * delivered);
  await ws.dispose();
  for (let i = 0; value(await scrape(t.api), 'graphql_subscription_sockets') !== 0; i++) {
    assert.ok(i < 50, 'the socket is still counted');
    await new Promise((r) => setTimeout(r, 100));
  }
});

test('a workflow run: its notifications\' delivery lag, its run and nodes by state', async () => {
  const admin = await seedUser(t.db, { role: 'admin' });
  const token = (await t.api.request('POST', '/token', { form: { username: admin.email, password: admin.password } })).body.access_token as string;
  const wf = await Client.for(t.server.url, 'workflows');
  const lag = 'event_delivery_lag_seconds_count{source="workflow_run"}';
  const before = await scrape(t.api);
  assert.equal((await wf.post('/dags', { name: 'metered', spec: 'steps:\n  - name: one\n    command: echo one\n  - name: two\n    command: echo two\n    depends: [one]\n' }, { token })).status, 201);
  assert.equal((await wf.post('/dags/metered/start', {}, { token })).status, 200);
  for (let i = 0; (await wf.get('/dags/metered/status', { token })).body.data.finishedAt === null; i++) {
    assert.ok(i < 200, 'the run did not finish');
    await new Promise((r) => setTimeout(r, 100));
  }
  const m = await scrape(t.api);
  // Every change of the run is announced (queued, each step started and finished, the outcome).
  assert.ok(value(m, lag) - value(before, lag) >= 3, `${value(m, lag) - value(before, lag)} workflow_run deliveries`);
  assert.ok(value(m, 'event_delivery_lag_seconds_sum{source="workflow_run"}') - value(before, 'event_delivery_lag_seconds_sum{source="workflow_run"}') < 60);
  assert.equal(value(m, 'jobs{kind="workflow_run",state="succeeded"}'), 1);
  assert.equal(value(m, 'jobs{kind="workflow_node",state="succeeded"}'), 2);
});

test('without METRICS_TOKEN: loopback clients only, others 403 FORBIDDEN', async () => {
  const res = await t.api.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } });
  assert.deepEqual([res.status, res.body.error], [403, { code: 'FORBIDDEN', message: 'Metrics are served to this machine only; set METRICS_TOKEN to scrape them from elsewhere' }]);
  assert.equal((await t.api.get('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } })).status, 200);
  assert.equal((await t.api.get('/metrics', { headers: { 'x-forwarded-for': '::1' } })).status, 200);
});

test('with METRICS_TOKEN: a bearer token, 401 without it or with another; rate-limit refusals are counted', async () => {
  const token = 'm3tr1cs-' + randomUUID();
  const server = await startServer(await createTestDatabase(), { METRICS_TOKEN: token, RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '3600000' });
  others.push(server);
  const api = await Client.for(server.url);
  const missing = await api.get('/metrics');
  assert.equal(missing.status, 401);
  assert.equal(missing.body.error.code, 'MISSING_TOKEN');
  assert.equal(missing.headers.get('www-authenticate'), 'Bearer');
  const wrong = await api.get('/metrics', { token: token + 'x' });
  assert.equal(wrong.status, 401);
  assert.equal(wrong.body.error.code, 'INVALID_TOKEN');
  assert.equal((await api.get('/metrics', { headers: { authorization: `Basic ${token}` } })).status, 401);
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await api.get('/agents')).status);
  assert.deepEqual(statuses, [200, 200, 429, 429, 429]);
  // Not rate limited itself (a probe), so the scrape still answers.
  const m = await scrape(api, { authorization: `Bearer ${token}` });
  assert.equal(value(m, 'rate_limit_refusals_total{interface="reference",bucket="default"}'), 3);
  assert.equal(value(m, 'http_requests_total{interface="reference",operation="listAgents",status="429"}'), 3);
  assert.equal(value(m, 'http_requests_total{interface="reference",operation="getMetrics",status="401"}'), 3);
});

test('METRICS_TOKEN must be long enough', () => {
  assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /METRICS_TOKEN must be at least 16/);
  assert.throws(() => loadConfig({ METRICS_TOKEN: 'has a space in it somewhere' }), /METRICS_TOKEN/);
  assert.equal(loadConfig({ METRICS_TOKEN: 'x'.repeat(16) }).metricsToken, 'x'.repeat(16));
});
