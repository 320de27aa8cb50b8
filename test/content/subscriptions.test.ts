// Subscriptions over graphql-ws, across server processes: two servers on one database; clients
// subscribe on one and the mutations go to the other.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestDatabase, openDb, seedUser } from '../helpers/db.js';
import { untilStarted } from '../helpers/contract.js';
import { GraphQLClient, subscribe } from '../helpers/graphql.js';
import { killChildServers, spawnServer, type ChildServer } from '../helpers/server.js';
import type { Db } from '../../src/db/database.js';
import { SignJWT } from 'jose';
import { getOrCreateSetting } from '../../src/auth/settings.queries.js';
import { ISSUER } from '../../src/auth/tokens.js';

let a: ChildServer;
let b: ChildServer;
let db: Db;
let onA: GraphQLClient;
let onB: GraphQLClient;

const env = (dbUrl: string) => ({ DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', CONTENT_RATE_LIMIT_MAX: '1000000', RATE_LIMIT_AUTH_MAX: '100000' });

before(async () => {
  const dbUrl = await createTestDatabase();
  [a, b] = await Promise.all([spawnServer(env(dbUrl)), spawnServer(env(dbUrl))]);
  // A server prints its address before its migrations are done (it answers 503 until then).
  await Promise.all([untilStarted(a.url), untilStarted(b.url)]);
  db = openDb(dbUrl);
  onA = new GraphQLClient(a.url);
  onB = new GraphQLClient(b.url);
});

after(async () => {
  await db?.destroy();
  killChildServers();
});

async function login(role: 'user' | 'moderator' = 'user') {
  const user = await seedUser(db, { role });
  const data = await onB.ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { variables: { e: user.email, p: user.password } });
  return { id: user.id, email: user.email, token: data.login.token as string };
}

const createPost = (token: string, title: string, published: boolean) =>
  onB.ok('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { variables: { i: { title, content: 'text', published } }, token }).then((d) => d.createPost.id as string);

describe('subscriptions across processes', () => {
  test('postCreated, commentAdded (by post) and userStatusChanged reach subscribers on another process, each seeing only what it may', async () => {
    const author = await login();
    const mod = await login('moderator');
    const anonymous = onA.ws();
    const asAuthor = onA.ws({ authorization: `Bearer ${author.token}` });
    const asMod = onA.ws({ authorization: `Bearer ${mod.token}` });
    const postQuery = 'subscription { postCreated { id title published status author { id } createdAt } }';
    const anonPosts = subscribe(anonymous, postQuery);
    const authorPosts = subscribe(asAuthor, postQuery);
    const statuses = subscribe(asMod, 'subscription { userStatusChanged { id status role email } }');

    // Subscriptions start asynchronously: publish until the first event arrives.
    for (let i = 0; anonPosts.events.length === 0; i++) {
      assert.ok(i < 50, 'no event within 10 s');
      await createPost(author.token, `warm-up ${i}`, true);
      await new Promise((r) => setTimeout(r, 200));
    }
    const seen = (s: typeof anonPosts) => s.events.map((e) => e.data.postCreated.title);

    const target = await createPost(author.token, 'Public one', true);
    await createPost(author.token, 'Secret draft', false);
    const marker = await createPost(author.token, 'Public two', true);
    const until = async (s: typeof anonPosts, title: string) => {
      for (let i = 0; !seen(s).includes(title); i++) {
        assert.ok(i < 100, `${title} did not arrive`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until(anonPosts, 'Public two');
    await until(authorPosts, 'Public two');
    assert.ok(!seen(anonPosts).includes('Secret draft'), 'an anonymous subscriber gets no draft');
    assert.ok(seen(authorPosts).includes('Secret draft'), 'its author gets it');
    const got = anonPosts.events.find((e) => e.data.postCreated.id === target)!.data.postCreated;
    assert.deepEqual([got.published, got.status, got.author.id], [true, 'PUBLISHED', author.id]);
    assert.ok(seen(anonPosts).indexOf('Public one') < seen(anonPosts).indexOf('Public two'), 'in commit order');

    const comments = subscribe(anonymous, 'subscription($p: ID!) { commentAdded(postId: $p) { content post { id } author { id } } }', { p: target });
    for (let i = 0; comments.events.length === 0; i++) {
      assert.ok(i < 50, 'no comment event within 10 s');
      await onB.ok('mutation($p: ID!) { addComment(postId: $p, content: "first") { id } }', { variables: { p: target }, token: mod.token });
      await new Promise((r) => setTimeout(r, 200));
    }
    await onB.ok('mutation($p: ID!) { addComment(postId: $p, content: "elsewhere") { id } }', { variables: { p: marker }, token: mod.token });
    await onB.ok('mutation($p: ID!) { addComment(postId: $p, content: "second") { id } }', { variables: { p: target }, token: author.token });
    for (let i = 0; !comments.events.some((e) => e.data.commentAdded.content === 'second'); i++) {
      assert.ok(i < 100, 'second comment did not arrive');
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(comments.events.every((e) => e.data.commentAdded.post.id === target), 'only the post named');
    assert.equal(comments.events.at(-1)!.data.commentAdded.author.id, author.id);

    await onB.ok('mutation($id: ID!) { setUserStatus(id: $id, status: SUSPENDED) { id } }', { variables: { id: author.id }, token: mod.token });
    const change = await statuses.next(1);
    // Staff see the address.
    assert.deepEqual(change.data.userStatusChanged, { id: author.id, status: 'SUSPENDED', role: 'USER', email: author.email });

    for (const s of [anonPosts, authorPosts, statuses, comments]) {
      s.checked();
      s.unsubscribe();
    }
    await Promise.all([anonymous.dispose(), asAuthor.dispose(), asMod.dispose()]);
  });

  test('without auth where it is needed, with a bad token, or with a bad document, the subscriber gets its documented error', async () => {
    const anonymous = onA.ws();
    const denied = subscribe(anonymous, 'subscription { userStatusChanged { id } }');
    await denied.done;
    // Refused by the resolver: one result with errors, then the end (graphql-ws "next" + "complete").
    const errs = (denied.error ?? denied.events[0]?.errors) as { extensions?: { code?: string } }[];
    assert.ok(Array.isArray(errs), `errors, got ${JSON.stringify(denied.error)}`);
    assert.equal(errs[0].extensions?.code, 'UNAUTHENTICATED');

    const invalid = subscribe(anonymous, 'subscription { postCreated { nope } }');
    await invalid.done;
    assert.equal((invalid.error as { extensions?: { code?: string } }[])[0].extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
    const badCursor = subscribe(anonymous, 'subscription { commentAdded(postId: "not-a-post") { id } }');
    await badCursor.done;
    assert.equal(((badCursor.error ?? badCursor.events[0]?.errors) as { extensions?: { code?: string } }[])[0].extensions?.code, 'BAD_USER_INPUT');
    await anonymous.dispose();

    const forged = onA.ws({ authorization: 'Bearer forged.token.here' });
    const refused = subscribe(forged, 'subscription { postCreated { id } }');
    await refused.done;
    assert.equal((refused.error as { code?: number }).code, 4403, 'a bad token closes the socket: 4403 Forbidden');
    await forged.dispose();

    // A token that expires while subscribed closes the socket with 4401.
    const user = await seedUser(db);
    const secret = new TextEncoder().encode(await getOrCreateSetting(db, 'jwt_secret', 'unused'));
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer(ISSUER).setIssuedAt(now).setExpirationTime(now + 2).sign(secret);
    const expiring = onA.ws({ authorization: `Bearer ${shortLived}` });
    const live = subscribe(expiring, 'subscription { userStatusChanged { id } }');
    await live.done;
    assert.equal((live.error as { code?: number }).code, 4401, 'closed when the token expired');
    await expiring.dispose();

    // The servers go on serving.
    assert.deepEqual(await onA.ok('{ me { id } }'), { me: null });
  });
});
