// `npm run bench:content`: the GraphQL interface.
// 1. A nested query (20 posts, each author, comments, each comment's author) under 32 clients,
//    through the full server, beside the same schema and resolvers run by graphql-js behind a
//    bare node:http handler, measured in the same run: throughput, p99, ratio (goal >= 0.8).
// 2. Subscription fan-out: 1,000 graphql-ws subscribers to postCreated on one server; the time
//    from sending createPost to each subscriber's delivery.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { startProcess, waitStarted } from './harness.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const QUERY = '{ paginatedPosts(first: 20) { edges { node { id title author { id name } comments { id content author { id name } } } } } }';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-content-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 55500 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
const children: ChildProcess[] = [];

async function measure(name: string, url: string) {
  const opts = { url, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY }), connections: CONNECTIONS };
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: DURATION });
  console.log(`${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

try {
  // 200 users, 400 published posts, 5 comments each by other users.
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  await db.destroy();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query('TRUNCATE posts, comments');
  await client.query(`DELETE FROM users WHERE email LIKE 'bench%'`);
  await client.query(`INSERT INTO users (email, name) SELECT 'bench' || g || '@example.com', 'Bench user ' || g FROM generate_series(1, 200) g`);
  await client.query(`INSERT INTO posts (author_id, title, content, status, created_at)
    SELECT (SELECT id FROM users WHERE email = 'bench' || (1 + g % 200) || '@example.com'), 'Post ' || g, repeat('words ', 40), 'published', now() - g * interval '1 minute'
    FROM generate_series(1, 400) g`);
  await client.query(`INSERT INTO comments (post_id, author_id, content)
    SELECT p.id, (SELECT id FROM users WHERE email = 'bench' || (1 + (k * 37 + length(p.title)) % 200) || '@example.com'), 'Comment ' || k
    FROM posts p, generate_series(1, 5) k`);
  await client.query('ANALYZE');
  await client.end();

  console.log(`node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  // Both servers run side by side (idle while the other is measured), measured in turn twice,
  // so that a noisy moment on a shared machine does not decide the ratio.
  const bare = await startProcess(['bench/bare-graphql.ts'], { DATABASE_URL: dbUrl, PORT: '0' });
  children.push(bare.child);
  const full = await startProcess(['src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CONTENT_RATE_LIMIT_MAX: '1000000000' });
  children.push(full.child);
  const base = `http://127.0.0.1:${full.port}`;
  await waitStarted(base);
  const ratios: number[] = [];
  for (let round = 1; round <= 2; round++) {
    const baseline = await measure(`round ${round}: bare graphql-js + node:http`, `http://127.0.0.1:${bare.port}/`);
    const ours = await measure(`round ${round}: full stack (graphql-yoga)`, `${base}/api/graphql`);
    ratios.push(ours.rps / baseline.rps);
    console.log(`round ${round}: ratio (full / bare) ${(ours.rps / baseline.rps).toFixed(2)}x throughput, p99 ${ours.p99} vs ${baseline.p99} ms`);
  }
  console.log(`\nratio, mean of the rounds: ${(ratios.reduce((a, b) => a + b) / ratios.length).toFixed(2)}x (goal >= 0.8)`);
  bare.child.kill('SIGTERM');

  // Fan-out: sign up a writer, connect the subscribers, warm up, then time one createPost.
  const gql = async (query: string, variables: object, token?: string) => {
    const res = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
    return (await res.json()).data;
  };
  const email = `writer${Date.now()}@example.com`;
  await gql('mutation($e: String!) { createUser(input: {email: $e, password: "bench-password"}) { id } }', { e: email });
  const token = (await gql('mutation($e: String!) { login(email: $e, password: "bench-password") { token } }', { e: email })).login.token;
  const clients: Client[] = [];
  const arrivals: number[] = [];
  let expected = '';
  let warm = 0;
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const c = createClient({ url: `${base.replace('http', 'ws')}/api/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    clients.push(c);
    c.subscribe({ query: 'subscription { postCreated { id title author { name } } }' }, {
      next: (v) => {
        const title = (v.data as { postCreated: { title: string } }).postCreated.title;
        if (title === expected) arrivals.push(performance.now());
        else warm++;
      },
      error: (e) => console.error('subscriber error', e),
      complete: () => {},
    });
  }
  // Every subscriber is live once each has seen a warm-up post.
  for (let i = 0; warm < SUBSCRIBERS; i++) {
    if (i > 600) throw new Error(`only ${warm} subscribers live`);
    if (i % 10 === 0) {
      warm = 0;
      await gql('mutation($t: String!) { createPost(input: {title: $t, content: "warm", published: true}) { id } }', { t: `warm-up ${i}` }, token);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expected = 'Fan-out';
  const sent = performance.now();
  await gql('mutation { createPost(input: {title: "Fan-out", content: "now", published: true}) { id } }', {}, token);
  const acknowledged = performance.now();
  for (let i = 0; arrivals.length < SUBSCRIBERS && i < 300; i++) await new Promise((r) => setTimeout(r, 20));
  const lat = arrivals.map((t) => t - sent).sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))].toFixed(1);
  console.log(
    `\nfan-out to ${SUBSCRIBERS} subscribers: delivered ${lat.length}; createPost answered in ${(acknowledged - sent).toFixed(1)} ms; ` +
      `delivery after sending: first ${lat[0].toFixed(1)} ms, p50 ${pct(50)} ms, p99 ${pct(99)} ms, last ${lat.at(-1)!.toFixed(1)} ms`,
  );
  await Promise.all(clients.map((c) => c.dispose()));
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
