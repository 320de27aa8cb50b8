// Subscription events survive the loss of a process's LISTEN connection: the events published
// while it was down are delivered once it is back, each once and in order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient, subscribe } from '../helpers/graphql.js';

const t = useServer();

/** Ends this database's listening connection(s); how many there were. */
async function terminateListener(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
    WHERE application_name = 'content-events' AND datname = current_database()`.execute(t.db);
  return rows[0].n;
}

test('events published while the listener is down are delivered when it is back, once each and in order', { timeout: 60_000 }, async () => {
  const g = new GraphQLClient(t.server.url);
  const user = await seedUser(t.db);
  const token = (await g.ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { variables: { e: user.email, p: user.password } })).login.token as string;
  const create = (title: string) => g.ok('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { variables: { i: { title, content: 'c', published: true } }, token });
  const posts = subscribe(g.ws(), 'subscription { postCreated { title } }');
  for (let i = 0; posts.events.length === 0; i++) {
    assert.ok(i < 50, 'no event within 10 s');
    await create(`warm-up ${i}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const before = posts.events.length;

  // Keep the listener down (terminated again as soon as it reconnects) while five posts are made.
  let down = true;
  let terminated = 0;
  for (let i = 0; terminated === 0; i++) {
    assert.ok(i < 100, 'no listening connection to terminate');
    terminated += await terminateListener();
  }
  const keeper = (async () => {
    while (down) {
      terminated += await terminateListener();
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const titles = ['down 1', 'down 2', 'down 3', 'down 4', 'down 5'];
  for (const title of titles) await create(title);
  await new Promise((r) => setTimeout(r, 500));
  down = false;
  await keeper;
  assert.ok(terminated >= 1);

  // And one more once it is back: it comes after the missed ones.
  await create('after');
  await posts.next(before + titles.length + 1, 20_000);
  await new Promise((r) => setTimeout(r, 300));
  const got = posts.checked().slice(before).map((e) => e.data.postCreated.title);
  assert.deepEqual(got, [...titles, 'after']);
  posts.unsubscribe();
});
