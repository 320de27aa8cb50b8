// Subscription events survive the loss of a process's LISTEN connection: the events published
// while it was down are delivered once it is back, each once and in order, before newer ones.
// Two server processes on one database, as in subscriptions.test.ts; the listeners' backends are
// terminated in PostgreSQL while posts are being made.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase, openDb, seedUser } from '../helpers/db.js';
import { GraphQLClient, subscribe } from '../helpers/graphql.js';
import { killChildServers, spawnReadyServer, type ChildServer } from '../helpers/server.js';
import type { Db } from '../../src/db/database.js';

let a: ChildServer;
let b: ChildServer;
let db: Db;
let onA: GraphQLClient;
let onB: GraphQLClient;
let seeded: string[];

before(async () => {
  const dbUrl = await createTestDatabase();
  // Events left by an earlier run: three older than the 10 minutes kept, then 10,005 recent ones.
  const seed = openDb(dbUrl);
  await sql`INSERT INTO content_events (type, ref, created_at) SELECT 'postCreated', gen_random_uuid(), now() - interval '11 minutes' FROM generate_series(1, 3)`.execute(seed);
  // A minute old: inside the 10 minutes kept, and outside the 30 s before a loss that a replay
  // looks back, so the tests below replay only their own posts (with the servers quick to start, a
  // loss came within 30 s of this seed, and replaying these 10,000 took longer than the tests wait).
  await sql`INSERT INTO content_events (type, ref, created_at) SELECT 'postCreated', gen_random_uuid(), now() - interval '1 minute' FROM generate_series(1, 10005)`.execute(seed);
  seeded = (await sql<{ id: string }>`SELECT id FROM content_events ORDER BY id`.execute(seed)).rows.map((r) => r.id);
  await seed.destroy();
  const env = { DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', CONTENT_RATE_LIMIT_MAX: '1000000', RATE_LIMIT_AUTH_MAX: '100000' };
  [a, b] = await Promise.all([spawnReadyServer(env), spawnReadyServer(env)]);
  db = openDb(dbUrl);
  onA = new GraphQLClient(a.url);
  onB = new GraphQLClient(b.url);
});

after(async () => {
  await db?.destroy();
  killChildServers();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ends the listening connections (of one server process, or all); how many there were. */
async function terminateListeners(of?: ChildServer): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND (application_name LIKE 'content-events%' OR query ILIKE 'LISTEN%')
      AND (${of?.child.pid ?? null}::int IS NULL OR application_name = 'content-events ' || ${String(of?.child.pid ?? '')})`.execute(db);
  return rows[0].n;
}

async function author() {
  const user = await seedUser(db);
  const data = await onB.ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { variables: { e: user.email, p: user.password } });
  return data.login.token as string;
}

const create = (g: GraphQLClient, token: string, title: string) =>
  g.ok('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { variables: { i: { title, content: 'c', published: true } }, token });

/** Subscribes to postCreated on a server and waits until it is live (warm-up posts, left out later). */
async function liveSubscriber(g: GraphQLClient, token: string) {
  const posts = subscribe(g.ws(), 'subscription { postCreated { title } }');
  for (let i = 0; posts.events.length === 0; i++) {
    assert.ok(i < 50, 'no event within 10 s');
    await create(onB, token, `warm-up ${i}`);
    await sleep(200);
  }
  return posts;
}

/** The titles a subscriber got, warm-ups left out; checked outside graphql-ws's callback. */
const titles = (s: Awaited<ReturnType<typeof liveSubscriber>>) => s.checked().map((e) => e.data!.postCreated.title as string).filter((t) => !t.startsWith('warm-up'));

test('the events table is bounded: a starting process keeps the newest 10,000 of the last 10 minutes', async () => {
  const kept = async () => (await sql<{ id: string }>`SELECT id FROM content_events ORDER BY id`.execute(db)).rows.map((r) => r.id);
  for (let i = 0; (await kept()).length !== 10_000; i++) {
    assert.ok(i < 100, `${(await kept()).length} events kept`);
    await sleep(100);
  }
  assert.deepEqual(await kept(), seeded.slice(-10_000));
});

test('the listener of one process is terminated while the other makes posts: its subscribers get every post once, in order', { timeout: 90_000 }, async () => {
  const token = await author();
  const onProcessA = await liveSubscriber(onA, token);
  const onProcessB = await liveSubscriber(onB, token);

  // A's listener is terminated again as soon as it is back, while B makes ten posts.
  let down = true;
  let terminated = 0;
  for (let i = 0; terminated === 0; i++) {
    assert.ok(i < 100, 'no listening connection of process A to terminate');
    terminated += await terminateListeners(a);
  }
  const keeper = (async () => {
    while (down) {
      terminated += await terminateListeners(a);
      await sleep(10);
    }
  })();
  const made: string[] = [];
  for (let i = 1; i <= 10; i++) {
    made.push(`while down ${i}`);
    await create(onB, token, made.at(-1)!);
  }
  await sleep(300);
  down = false;
  await keeper;
  assert.ok(terminated >= 2, `A's listener was terminated ${terminated} times`);
  made.push('after');
  await create(onB, token, 'after');

  const expected = made.length;
  for (const s of [onProcessA, onProcessB]) {
    for (let i = 0; titles(s).length < expected; i++) {
      assert.ok(i < 200, `only ${JSON.stringify(titles(s))} arrived`);
      await sleep(100);
    }
  }
  await sleep(500); // nothing more (no repeats) may follow
  assert.deepEqual(titles(onProcessA), made, 'process A: each once, in order, the missed ones before the newer one');
  assert.deepEqual(titles(onProcessB), made, 'process B, whose listener stayed up');
  onProcessA.unsubscribe();
  onProcessB.unsubscribe();
});

test('every listener is terminated over and over mid-stream: subscribers on both processes get all posts once, in order', { timeout: 90_000 }, async () => {
  const token = await author();
  const onProcessA = await liveSubscriber(onA, token);
  const onProcessB = await liveSubscriber(onB, token);
  const before = { a: titles(onProcessA).length, b: titles(onProcessB).length };

  // Posts are made one after another through both processes while, every 150 ms, every listening
  // connection is terminated.
  let writing = true;
  let terminated = 0;
  const killer = (async () => {
    while (writing) {
      terminated += await terminateListeners();
      await sleep(150);
    }
  })();
  const made: string[] = [];
  for (let i = 1; i <= 30; i++) {
    made.push(`stream ${i}`);
    await create(i % 2 ? onA : onB, token, made.at(-1)!);
    await sleep(20);
  }
  writing = false;
  await killer;
  assert.ok(terminated >= 4, `listeners were terminated ${terminated} times`);

  for (const [s, from] of [[onProcessA, before.a], [onProcessB, before.b]] as const) {
    for (let i = 0; titles(s).length - from < made.length; i++) {
      assert.ok(i < 200, `only ${JSON.stringify(titles(s).slice(from))} arrived`);
      await sleep(100);
    }
  }
  await sleep(500);
  assert.deepEqual(titles(onProcessA).slice(before.a), made);
  assert.deepEqual(titles(onProcessB).slice(before.b), made);
  onProcessA.unsubscribe();
  onProcessB.unsubscribe();
});
