import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { getIntrospectionQuery } from 'graphql';
import { sql } from 'kysely';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { checkErrors, DOCUMENTED_CODES, GraphQLClient, seenCodes, type Json } from '../helpers/graphql.js';
import { recentStatements, statementCount } from '../../src/db/database.js';

// Statements are counted on the whole pool: no workflow or document worker polls it meanwhile.
const t = useServer({ DB_STATEMENT_STATS: 'true', WORKFLOWS_WORKER: 'false', DOCUMENTS_WORKER: 'false' });
let gql: GraphQLClient;
const client = () => (gql ??= new GraphQLClient(t.server.url));

type Who = { id: string; token: string; email: string };

async function signedIn(role: 'user' | 'admin' | 'moderator' = 'user', status: 'active' | 'suspended' = 'active'): Promise<Who> {
  const user = await seedUser(t.db, { role });
  if (status !== 'active') await t.db.updateTable('users').set({ status }).where('id', '=', user.id).execute();
  const data = await client().ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }', { variables: { e: user.email, p: user.password } });
  return { id: user.id, token: data.login.token, email: user.email };
}

/** Content stored directly (a suspended user cannot create it through the API). */
async function seedPost(owner: { id: string }, status: 'draft' | 'published' | 'archived' = 'published'): Promise<string> {
  const row = await t.db.insertInto('posts').values({ author_id: owner.id, title: 'Seeded', content: 'Seeded body', status }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function seedComment(owner: { id: string }): Promise<string> {
  const post = await seedPost(owner);
  const row = await t.db.insertInto('comments').values({ post_id: post, author_id: owner.id, content: 'Seeded comment' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function newPost(who: Who, published = true, title = 'A post'): Promise<string> {
  const data = await client().ok('mutation($i: CreatePostInput!) { createPost(input: $i) { id } }', { variables: { i: { title, content: 'Body text', published } }, token: who.token });
  return data.createPost.id;
}

describe('transport and identity', () => {
  test('sign-up, login, me; a token from login works on REST and one from /token works here', async () => {
    const g = client();
    const made = await g.ok('mutation { createUser(input: {email: "Ann@Example.com", name: "Ann", password: "secret-pass"}) { id email name role status createdAt } }');
    assert.deepEqual([made.createUser.role, made.createUser.status, made.createUser.name], ['USER', 'ACTIVE', 'Ann']);
    assert.equal(made.createUser.email, 'Ann@Example.com', 'one\'s own account shows its address');
    assert.equal((await g.ok('query($id: ID!) { user(id: $id) { email } }', { variables: { id: made.createUser.id } })).user.email, '', 'to others it is hidden');
    const login = await g.ok('mutation { login(email: "ann@example.com", password: "secret-pass") { token user { id email } } }');
    assert.equal(login.login.user.email, 'Ann@Example.com');
    const me = await g.ok('{ me { id email role } }', { token: login.login.token });
    assert.deepEqual(me.me, { id: made.createUser.id, email: 'Ann@Example.com', role: 'USER' });
    assert.deepEqual(await g.ok('{ me { id } }'), { me: null });

    const rest = await Client.for(t.server.url);
    const viaRest = await rest.get('/api/users/me', { headers: { authorization: `Bearer ${login.login.token}` } });
    assert.equal(viaRest.status, 200);
    assert.equal(viaRest.body.id, made.createUser.id);
    const token = await rest.request('POST', '/token', { form: { username: 'ann@example.com', password: 'secret-pass' } });
    assert.equal(token.status, 200);
    assert.equal((await g.ok('{ me { id } }', { token: token.body.access_token })).me.id, made.createUser.id);

    const taken = await g.request('mutation { createUser(input: {email: "ANN@example.com", password: "another-pass"}) { id } }');
    assert.equal(taken.code, 'CONFLICT');
    const wrong = await g.request('mutation { login(email: "ann@example.com", password: "nope-nope") { token } }');
    assert.deepEqual([wrong.code, wrong.data], ['UNAUTHENTICATED', null]);
    for (const [input, field] of [['{email: "not-an-email", password: "long-enough"}', 'email'], ['{email: "b@example.com", password: "short"}', 'password']]) {
      const bad = await g.request(`mutation { createUser(input: ${input}) { id } }`);
      assert.deepEqual([bad.code, bad.errors![0].extensions.field], ['BAD_USER_INPUT', field]);
    }
  });

  test('GET answers queries (variables too) and refuses mutations; GraphiQL for browsers; fragments and aliases', async () => {
    const g = client();
    const who = await signedIn();
    const id = await newPost(who, true, 'Fragment target');
    const viaGet = await g.request('query Q($id: ID!) { post(id: $id) { title } }', { method: 'GET', variables: { id } });
    assert.deepEqual([viaGet.status, viaGet.data], [200, { post: { title: 'Fragment target' } }]);
    // raw HTTP: GraphQL over GET and the GraphiQL page are transport, outside the SDL.
    const mutation = await fetch(`${g.url}?query=${encodeURIComponent('mutation { deletePost(id: "x") }')}`, { headers: { accept: 'application/json' } });
    assert.equal(mutation.status, 405);
    const page = await fetch(g.url, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /graphiql/i);

    const data = await g.ok(
      `query($id: ID!) { first: post(id: $id) { ...P } second: post(id: $id) { heading: title author { ... on User { id } } } }
       fragment P on Post { id title published status author { id } }`,
      { variables: { id }, token: who.token },
    );
    assert.deepEqual(data.first, { id, title: 'Fragment target', published: true, status: 'PUBLISHED', author: { id: who.id } });
    assert.deepEqual(data.second, { heading: 'Fragment target', author: { id: who.id } });
  });

  test('bad documents and credentials get their documented errors, and the server goes on serving', async () => {
    const g = client();
    const parse = await g.request('{ me { id ');
    assert.deepEqual([parse.status, parse.code], [400, 'GRAPHQL_PARSE_FAILED']);
    const unknown = await g.request('{ me { id password } }');
    assert.deepEqual([unknown.status, unknown.code], [400, 'GRAPHQL_VALIDATION_FAILED']);
    const wrongType = await g.request('query($id: ID!) { post(id: $id) { id } }', { variables: { id: { nested: true } } });
    assert.equal(wrongType.status, 400);
    assert.ok(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'].includes(wrongType.code!), wrongType.code);
    const missingVar = await g.request('query($id: ID!) { post(id: $id) { id } }');
    assert.equal(missingVar.status, 400);
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad']) {
      const bad = await g.request('{ me { id } }', { token });
      assert.deepEqual([bad.status, bad.code], [401, 'UNAUTHENTICATED']);
    }
    const basic = await g.request('{ me { id } }', { headers: { authorization: 'Basic abc' } });
    assert.deepEqual([basic.status, basic.code], [401, 'UNAUTHENTICATED']);
    // raw HTTP: a body that is not JSON never reaches GraphQL.
    const notJson = await fetch(g.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    assert.equal(notJson.status, 400);
    assert.ok((await notJson.json()).errors[0].extensions.code);
    assert.deepEqual(await g.ok('{ schemaVersion }'), { schemaVersion: '0.1.0' });
  });
});

// The permission table of the SDL, written out again here so that a change to either shows.
const ALLOWED: Record<string, Record<'anonymous' | 'user' | 'moderator' | 'admin' | 'suspended', 'own' | 'any' | 'no' | 'self' | 'users'>> = {
  createPost: { anonymous: 'no', user: 'any', moderator: 'any', admin: 'any', suspended: 'no' },
  addComment: { anonymous: 'no', user: 'any', moderator: 'any', admin: 'any', suspended: 'no' },
  updatePost: { anonymous: 'no', user: 'own', moderator: 'own', admin: 'any', suspended: 'no' },
  publishPost: { anonymous: 'no', user: 'own', moderator: 'own', admin: 'any', suspended: 'no' },
  unpublishPost: { anonymous: 'no', user: 'own', moderator: 'own', admin: 'any', suspended: 'no' },
  archivePost: { anonymous: 'no', user: 'own', moderator: 'any', admin: 'any', suspended: 'no' },
  deletePost: { anonymous: 'no', user: 'own', moderator: 'any', admin: 'any', suspended: 'no' },
  deleteComment: { anonymous: 'no', user: 'own', moderator: 'any', admin: 'any', suspended: 'no' },
  updateUser: { anonymous: 'no', user: 'self', moderator: 'self', admin: 'any', suspended: 'no' },
  deleteUser: { anonymous: 'no', user: 'self', moderator: 'self', admin: 'any', suspended: 'no' },
  setUserRole: { anonymous: 'no', user: 'no', moderator: 'no', admin: 'users', suspended: 'no' },
  setUserStatus: { anonymous: 'no', user: 'no', moderator: 'users', admin: 'users', suspended: 'no' },
};

describe('permissions', () => {
  const roles = ['anonymous', 'user', 'moderator', 'admin', 'suspended'] as const;

  async function actor(role: (typeof roles)[number]): Promise<Who | undefined> {
    if (role === 'anonymous') return undefined;
    return role === 'suspended' ? signedIn('user', 'suspended') : signedIn(role);
  }

  /** Runs one mutation and says whether it was allowed, refused (and how) or something else. */
  async function outcome(query: string, variables: Record<string, unknown>, who: Who | undefined): Promise<string> {
    const res = await client().request(query, { variables, token: who?.token });
    if (!res.errors) return 'allowed';
    return res.code!;
  }

  // hidden: the target (a draft) does not exist for callers who are neither its author nor staff.
  const contentCases: { action: string; query: string; hidden?: boolean; make: (owner: Who) => Promise<Record<string, unknown>> }[] = [
    { action: 'updatePost', query: 'mutation($id: ID!) { updatePost(id: $id, input: {title: "Edited"}) { id } }', make: async (o) => ({ id: await seedPost(o) }) },
    { action: 'publishPost', query: 'mutation($id: ID!) { publishPost(id: $id) { id } }', hidden: true, make: async (o) => ({ id: await seedPost(o, 'draft') }) },
    { action: 'unpublishPost', query: 'mutation($id: ID!) { unpublishPost(id: $id) { id } }', make: async (o) => ({ id: await seedPost(o) }) },
    { action: 'archivePost', query: 'mutation($id: ID!) { archivePost(id: $id) { id } }', make: async (o) => ({ id: await seedPost(o) }) },
    { action: 'deletePost', query: 'mutation($id: ID!) { deletePost(id: $id) }', make: async (o) => ({ id: await seedPost(o) }) },
    { action: 'deleteComment', query: 'mutation($id: ID!) { deleteComment(id: $id) }', make: async (o) => ({ id: await seedComment(o) }) },
  ];

  for (const role of roles) {
    test(`${role}: every mutation on own and others' content and accounts`, async () => {
      const me = await actor(role);
      const other = await signedIn();
      const expect = (cell: string, own: boolean) => (cell === 'any' || (cell === 'own' && own) || (cell === 'self' && own) ? 'allowed' : role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');

      const create = await outcome('mutation { createPost(input: {title: "t", content: "c"}) { id } }', {}, me);
      assert.equal(create, expect(ALLOWED.createPost[role], true), 'createPost');
      const target = await seedPost(other);
      assert.equal(await outcome('mutation($p: ID!) { addComment(postId: $p, content: "x") { id } }', { p: target }, me), expect(ALLOWED.addComment[role], true), 'addComment');

      for (const c of contentCases) {
        const cell = ALLOWED[c.action][role];
        if (me) assert.equal(await outcome(c.query, await c.make(me), me), expect(cell, true), `${c.action} on own`);
        const staff = role === 'admin' || role === 'moderator';
        assert.equal(await outcome(c.query, await c.make(other), me), c.hidden && !staff ? 'NOT_FOUND' : expect(cell, false), `${c.action} on another's`);
      }

      const rename = 'mutation($id: ID!) { updateUser(id: $id, input: {name: "Renamed"}) { id } }';
      if (me) assert.equal(await outcome(rename, { id: me.id }, me), expect(ALLOWED.updateUser[role], true), 'updateUser self');
      assert.equal(await outcome(rename, { id: other.id }, me), expect(ALLOWED.updateUser[role], false), 'updateUser other');

      const promote = 'mutation($id: ID!) { setUserRole(id: $id, role: MODERATOR) { role } }';
      const suspend = 'mutation($id: ID!) { setUserStatus(id: $id, status: SUSPENDED) { status } }';
      const staffTarget = await signedIn('moderator');
      assert.equal(await outcome(promote, { id: other.id }, me), ALLOWED.setUserRole[role] === 'users' ? 'allowed' : expect('no', false), 'setUserRole');
      const target2 = await signedIn();
      assert.equal(await outcome(suspend, { id: target2.id }, me), ALLOWED.setUserStatus[role] === 'users' ? 'allowed' : expect('no', false), 'setUserStatus on a USER');
      assert.equal(await outcome(suspend, { id: staffTarget.id }, me), role === 'admin' ? 'allowed' : expect('no', false), 'setUserStatus on staff');
      if (me) {
        assert.equal(await outcome(promote, { id: me.id }, me), expect('no', false), 'setUserRole on self');
        assert.equal(await outcome(suspend, { id: me.id }, me), expect('no', false), 'setUserStatus on self');
      }

      const remove = 'mutation($id: ID!) { deleteUser(id: $id) }';
      const victim = await signedIn();
      assert.equal(await outcome(remove, { id: victim.id }, me), expect(ALLOWED.deleteUser[role], false), 'deleteUser other');
      if (me) assert.equal(await outcome(remove, { id: me.id }, me), expect(ALLOWED.deleteUser[role], true), 'deleteUser self');
    });
  }

  test("another's archived post is hidden like a draft: NOT_FOUND for users, FORBIDDEN for staff who may see it, INVALID_TRANSITION for its author", async () => {
    const author = await signedIn();
    const id = await seedPost(author, 'archived');
    const edit = 'mutation($id: ID!) { updatePost(id: $id, input: {title: "Edited"}) { id } }';
    assert.equal(await outcome(edit, { id }, undefined), 'UNAUTHENTICATED');
    assert.equal(await outcome(edit, { id }, await signedIn()), 'NOT_FOUND');
    assert.equal(await outcome(edit, { id }, await signedIn('moderator')), 'FORBIDDEN');
    assert.equal(await outcome(edit, { id }, author), 'INVALID_TRANSITION');
  });

  test('messages are the seed\'s; a suspended user is reinstated and may write again; a deleted user\'s token stops working', async () => {
    const anon = await client().request('mutation { createPost(input: {title: "t", content: "c"}) { id } }');
    assert.deepEqual([anon.code, anon.errors![0].message], ['UNAUTHENTICATED', 'Not authenticated']);
    const suspended = await signedIn('user', 'suspended');
    const refused = await client().request('mutation { createPost(input: {title: "t", content: "c"}) { id } }', { token: suspended.token });
    assert.deepEqual([refused.code, refused.errors![0].message], ['FORBIDDEN', 'Not authorized']);
    const mod = await signedIn('moderator');
    assert.equal((await client().ok('mutation($id: ID!) { setUserStatus(id: $id, status: ACTIVE) { status } }', { variables: { id: suspended.id }, token: mod.token })).setUserStatus.status, 'ACTIVE');
    await newPost(suspended);
    await client().ok('mutation($id: ID!) { deleteUser(id: $id) }', { variables: { id: suspended.id }, token: suspended.token });
    const gone = await client().request('{ me { id } }', { token: suspended.token });
    assert.deepEqual([gone.status, gone.code], [401, 'UNAUTHENTICATED']);
    const missing = await client().request('mutation($id: ID!) { updatePost(id: $id, input: {title: "x"}) { id } }', { variables: { id: '00000000-0000-4000-8000-000000000000' }, token: mod.token });
    assert.equal(missing.code, 'NOT_FOUND');
  });
});

describe('posts: states, visibility, paging', () => {
  test('status moves follow PostStatus; published mirrors it; archived posts are read-only', async () => {
    const who = await signedIn();
    const id = await newPost(who, false);
    const g = client();
    const q = (m: string) => g.request(`mutation($id: ID!) { ${m}(id: $id) { status published publishedAt } }`, { variables: { id }, token: who.token });
    assert.equal((await q('unpublishPost')).code, 'INVALID_TRANSITION');
    const pub = await q('publishPost');
    assert.deepEqual([pub.data!.publishPost.status, pub.data!.publishPost.published], ['PUBLISHED', true]);
    assert.ok(pub.data!.publishPost.publishedAt);
    assert.equal((await q('publishPost')).code, 'INVALID_TRANSITION');
    assert.equal((await q('archivePost')).data!.archivePost.status, 'ARCHIVED');
    const edit = await g.request('mutation($id: ID!) { updatePost(id: $id, input: {title: "x"}) { id } }', { variables: { id }, token: who.token });
    assert.equal(edit.code, 'INVALID_TRANSITION');
    const comment = await g.request('mutation($id: ID!) { addComment(postId: $id, content: "x") { id } }', { variables: { id }, token: who.token });
    assert.equal(comment.code, 'INVALID_TRANSITION');
    assert.equal((await q('publishPost')).data!.publishPost.published, true);
    assert.equal((await q('unpublishPost')).data!.unpublishPost.status, 'DRAFT');
    const empty = await g.request('mutation { createPost(input: {title: "   ", content: "c"}) { id } }', { token: who.token });
    assert.deepEqual([empty.code, empty.errors![0].extensions.field], ['BAD_USER_INPUT', 'input.title']);
    const nul = await g.request('mutation { createPost(input: {title: "nul", content: "a\\u0000b"}) { id } }', { token: who.token });
    assert.equal(nul.code, 'BAD_USER_INPUT');
  });

  test('drafts and archived posts are seen by their author and staff only, on every path', async () => {
    const g = client();
    const author = await signedIn();
    const stranger = await signedIn();
    const mod = await signedIn('moderator');
    const word = `zebra${Date.now()}`;
    const draft = await newPost(author, false, `Draft ${word}`);
    const archived = await newPost(author, true, `Archived ${word}`);
    await g.ok('mutation($id: ID!) { addComment(postId: $id, content: "comment on soon archived") { id } }', { variables: { id: archived }, token: author.token });
    await g.ok('mutation($id: ID!) { archivePost(id: $id) { id } }', { variables: { id: archived }, token: author.token });
    const published = await newPost(author, true, `Public ${word}`);
    await g.ok(`mutation($id: ID!) { addComment(postId: $id, content: "${word} remark") { id } }`, { variables: { id: draft }, token: author.token });

    const paths = async (who: Who | undefined) => {
      const token = who?.token;
      const ids = new Set<string>();
      const one = await g.ok('query($a: ID!, $b: ID!) { a: post(id: $a) { id } b: post(id: $b) { id } }', { variables: { a: draft, b: archived }, token });
      for (const p of [one.a, one.b]) if (p) ids.add(`post:${p.id}`);
      for (const p of (await g.ok('{ posts(limit: 100) { id } }', { token })).posts) ids.add(`posts:${p.id}`);
      for (const e of (await g.ok('{ paginatedPosts(first: 100) { edges { node { id } } } }', { token })).paginatedPosts.edges) ids.add(`paginated:${e.node.id}`);
      for (const p of (await g.ok('query($id: ID!) { user(id: $id) { posts { id } } }', { variables: { id: author.id }, token })).user.posts) ids.add(`user.posts:${p.id}`);
      for (const r of (await g.ok(`{ search(term: "${word}") { __typename ... on Post { id } ... on Comment { post { id } } } }`, { token })).search) ids.add(`search:${r.__typename}:${r.id ?? r.post.id}`);
      return [...ids].filter((x) => x.includes(draft) || x.includes(archived) || x.includes(published));
    };
    const hidden = (await paths(undefined)).filter((x) => !x.includes(published));
    assert.deepEqual(hidden, [], 'anonymous sees neither');
    assert.deepEqual((await paths(stranger)).filter((x) => !x.includes(published)), [], 'another user sees neither');
    for (const who of [author, mod]) {
      const seen = await paths(who);
      for (const p of [draft, archived]) {
        for (const where of ['post', 'posts', 'paginated', 'user.posts']) assert.ok(seen.includes(`${where}:${p}`), `${where} shows ${p}`);
        assert.ok(seen.includes(`search:Post:${p}`), `search shows ${p}`);
      }
      assert.ok(seen.includes(`search:Comment:${draft}`), 'the comment on the draft is found');
    }
    const filtered = await g.ok('{ posts(published: false, limit: 100) { id published } }', { token: author.token });
    assert.ok(filtered.posts.every((p: { published: boolean }) => !p.published));
    assert.ok(filtered.posts.some((p: { id: string }) => p.id === draft));
    const mutate = await g.request('mutation($id: ID!) { updatePost(id: $id, input: {title: "x"}) { id } }', { variables: { id: draft }, token: stranger.token });
    assert.equal(mutate.code, 'NOT_FOUND', 'a draft does not exist for others');
  });
});

describe('cursor paging (paginatedPosts)', () => {
  test('the seed\'s five rules, tie-break by id, last/before, totalCount, limits', async () => {
    const g = client();
    const who = await signedIn('admin');
    // A fresh, known set: staff see all posts; 25 posts, some sharing one createdAt.
    await sql`DELETE FROM posts`.execute(t.db);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push(await newPost(who, i % 3 !== 0, `P${i}`));
    await sql`UPDATE posts SET created_at = '2026-01-01T00:00:00Z' WHERE title IN ('P10', 'P11', 'P12', 'P13')`.execute(t.db);
    const expected = (
      await sql<{ id: string }>`SELECT id FROM posts ORDER BY created_at DESC, id DESC`.execute(t.db)
    ).rows.map((r) => r.id);
    const page = async (args: string) =>
      (await g.ok(`{ paginatedPosts${args ? `(${args})` : ''} { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }`, { token: who.token })).paginatedPosts;

    const p1 = await page('');
    assert.equal(p1.edges.length, 10, 'first defaults to 10');
    assert.deepEqual(p1.edges.map((e: Json) => e.node.id), expected.slice(0, 10));
    assert.ok(p1.edges.every((e: Json) => e.cursor === e.node.id), 'the cursor is the post id');
    assert.deepEqual(p1.pageInfo, { hasNextPage: true, hasPreviousPage: false, startCursor: expected[0], endCursor: expected[9] });
    assert.equal(p1.totalCount, 25);
    const p2 = await page(`first: 10, after: "${p1.pageInfo.endCursor}"`);
    assert.deepEqual(p2.edges.map((e: Json) => e.node.id), expected.slice(10, 20), 'after is excluded; ties keep one order');
    assert.equal(p2.pageInfo.hasPreviousPage, true);
    const p3 = await page(`first: 10, after: "${p2.pageInfo.endCursor}"`);
    assert.deepEqual(p3.edges.map((e: Json) => e.node.id), expected.slice(20));
    assert.deepEqual([p3.pageInfo.hasNextPage, p3.pageInfo.endCursor], [false, expected[24]]);
    const exact = await page(`first: 5, after: "${expected[19]}"`);
    assert.equal(exact.pageInfo.hasNextPage, false, 'exactly first left: no next page');

    const back = await page(`last: 10, before: "${expected[20]}"`);
    assert.deepEqual(back.edges.map((e: Json) => e.node.id), expected.slice(10, 20));
    assert.deepEqual([back.pageInfo.hasPreviousPage, back.pageInfo.hasNextPage], [true, true]);
    const oldest = await page('last: 3');
    assert.deepEqual(oldest.edges.map((e: Json) => e.node.id), expected.slice(22));
    assert.deepEqual([oldest.pageInfo.hasPreviousPage, oldest.pageInfo.hasNextPage], [true, false]);
    const start = await page(`last: 10, before: "${expected[5]}"`);
    assert.deepEqual(start.edges.map((e: Json) => e.node.id), expected.slice(0, 5));
    assert.equal(start.pageInfo.hasPreviousPage, false);
    const beforeOnly = await page(`before: "${expected[20]}"`);
    assert.deepEqual(beforeOnly.edges.map((e: Json) => e.node.id), expected.slice(10, 20), 'before alone pages backward, 10 at a time');
    const none = await page('first: 0');
    assert.deepEqual([none.edges, none.pageInfo.startCursor, none.pageInfo.endCursor, none.pageInfo.hasNextPage], [[], null, null, true]);

    // A reader without staff rights counts and pages only what it sees.
    const anon = (await g.ok('{ paginatedPosts(first: 100) { totalCount edges { node { published } } } }')).paginatedPosts;
    // P0..P24 with every third one a draft: 16 published.
    assert.deepEqual([anon.totalCount, anon.edges.length], [16, 16]);
    assert.ok(anon.edges.every((e: Json) => e.node.published));

    for (const [args, code] of [
      ['first: 101', 'PAGE_SIZE_EXCEEDED'],
      ['last: -1', 'PAGE_SIZE_EXCEEDED'],
      ['first: 1, last: 1', 'BAD_USER_INPUT'],
      ['last: 1, after: "x"', 'BAD_USER_INPUT'],
      [`first: 1, before: "${expected[3]}"`, 'BAD_USER_INPUT'],
      ['first: 1, after: "not-a-post"', 'BAD_USER_INPUT'],
      ['first: 1, after: "00000000-0000-4000-8000-000000000000"', 'BAD_USER_INPUT'],
    ]) {
      const res = await g.request(`{ paginatedPosts(${args}) { totalCount } }`, { token: who.token });
      assert.equal(res.code, code, args);
    }
    const draftCursor = (await sql<{ id: string }>`SELECT id FROM posts WHERE status <> 'published' LIMIT 1`.execute(t.db)).rows[0].id;
    assert.equal((await g.request(`{ paginatedPosts(first: 1, after: "${draftCursor}") { totalCount } }`)).code, 'BAD_USER_INPUT', 'a cursor the caller cannot see');
    assert.equal((await g.request('{ posts(limit: 1000) { id } }')).code, 'PAGE_SIZE_EXCEEDED');

    // Nested lists take a limit too: a user's posts, a post's comments.
    const post = expected[0];
    for (let i = 0; i < 4; i++) await g.ok(`mutation { addComment(postId: "${post}", content: "c${i}") { id } }`, { token: who.token });
    const nestedLists = await g.ok(`{ post(id: "${post}") { comments(limit: 3) { content } author { posts(limit: 2) { id } all: posts { id } } } }`, { token: who.token });
    assert.deepEqual(nestedLists.post.comments.map((c: Json) => c.content), ['c0', 'c1', 'c2'], 'the first 3, oldest first');
    assert.deepEqual(nestedLists.post.author.posts.map((p: Json) => p.id), expected.slice(0, 2));
    assert.equal(nestedLists.post.author.all.length, 25);
    assert.equal((await g.request(`{ post(id: "${post}") { comments(limit: 101) { id } } }`, { token: who.token })).code, 'PAGE_SIZE_EXCEEDED');
  });
});

describe('search', () => {
  test('ranked full-text over users, posts and comments, as a union', async () => {
    const g = client();
    const who = await signedIn();
    const word = `quokka${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    await t.db.updateTable('users').set({ name: `Sam ${word}` }).where('id', '=', who.id).execute();
    const inTitle = await newPost(who, true, `All about ${word} today`);
    const inBody = await g.ok(`mutation { createPost(input: {title: "Other", content: "Mentions ${word} once", published: true}) { id } }`, { token: who.token });
    const comment = await g.ok(`mutation($p: ID!) { addComment(postId: $p, content: "I saw a ${word}") { id } }`, { variables: { p: inTitle }, token: who.token });
    const res = await g.ok(`query($t: String!) { search(term: $t) { __typename ... on User { id name } ... on Post { id title } ... on Comment { id content } } }`, { variables: { t: word } });
    const order = res.search.map((r: Json) => `${r.__typename}:${r.id}`);
    assert.deepEqual(new Set(order), new Set([`User:${who.id}`, `Post:${inTitle}`, `Post:${inBody.createPost.id}`, `Comment:${comment.addComment.id}`]));
    assert.ok(order.indexOf(`Post:${inTitle}`) < order.indexOf(`Post:${inBody.createPost.id}`), 'a title match ranks above a body match');
    assert.deepEqual((await g.ok('{ search(term: "nothingmatchesthisword") { __typename } }')).search, []);
    assert.equal((await g.request('{ search(term: "   ") { __typename } }')).code, 'BAD_USER_INPUT');
    assert.equal((await g.request(`{ search(term: "${'x'.repeat(201)}") { __typename } }`)).code, 'BAD_USER_INPUT');
    // Any text is a valid term: an unclosed quote, a dangling OR, an exclusion.
    const odd = await g.ok(`query($t: String!) { search(term: $t) { __typename ... on User { id } ... on Post { id } ... on Comment { id } } }`, { variables: { t: `${word} -zebra OR "unclosed phrase` } });
    assert.deepEqual(new Set(odd.search.map((r: Json) => `${r.__typename}:${r.id}`)), new Set(order));
  });
});

describe('batching and limits', () => {
  test('no N+1: 50 posts with author, comments and comment authors take a constant number of SQL statements', async () => {
    const g = client();
    const writers = await Promise.all([signedIn(), signedIn(), signedIn()]);
    for (let i = 0; i < 50; i++) {
      const post = await newPost(writers[i % 3], true, `Batch ${i}`);
      for (let j = 0; j < 2; j++) await g.ok('mutation($p: ID!) { addComment(postId: $p, content: "c") { id } }', { variables: { p: post }, token: writers[(i + j + 1) % 3].token });
    }
    const db = t.server.app.services.db;
    const count = async (n: number) => {
      const query = `{ paginatedPosts(first: ${n}) { edges { node { title author { name } comments { content author { name } } } } } }`;
      const before = statementCount(db);
      const data = await g.ok(query, { token: writers[0].token });
      assert.equal(data.paginatedPosts.edges.length, n);
      return statementCount(db) - before;
    };
    // The smallest of three runs: the rate limiter now and then renews its lease on the same pool,
    // and every process sweeps for lost workflow steps and overdue runs once a second.
    const for50 = Math.min(await count(50), await count(50), await count(50));
    const for10 = Math.min(await count(10), await count(10), await count(10));
    assert.equal(for50, for10, `independent of the page size: ${recentStatements(db).join(' | ')}`);
    assert.ok(for50 <= 6, `${for50} statements (token check, page, authors, comments, comment authors)`);
  });

  test('the natural three-level query passes with 25 posts, and at page size 100 on two levels', async () => {
    const g = client();
    const writer = await signedIn();
    const commenter = await signedIn();
    const made: { post: string; comment: string }[] = [];
    for (let i = 0; i < 25; i++) {
      const post = await newPost(writer, true, `Natural ${i}`);
      const c = await g.ok('mutation($p: ID!) { addComment(postId: $p, content: "c") { id } }', { variables: { p: post }, token: commenter.token });
      made.push({ post, comment: c.addComment.id });
    }
    // Nodes 50 + 50 × 50 + 50 × 50 = 5,050; cost 12,801 (refused, at 10,000, before issue 8).
    const natural = await g.request('{ posts(published: true) { id author { id name posts { id } } comments { id content author { id } } } }');
    assert.equal(natural.errors, undefined, JSON.stringify(natural.errors));
    const newestFirst = [...made].reverse();
    const expected = newestFirst.map(({ post, comment }) => ({
      id: post,
      author: { id: writer.id, name: 'Test User', posts: newestFirst.map((m) => ({ id: m.post })) },
      comments: [{ id: comment, content: 'c', author: { id: commenter.id } }],
    }));
    assert.deepEqual((natural.data as { posts: Json[] }).posts.slice(0, 25), expected);

    // Page size 100 on two levels: 100 + 100 × 100 + 100 × 100 = 20,100 nodes, cost 60,901.
    const wide = await g.request('{ paginatedPosts(first: 100) { edges { node { id title author { id name posts(limit: 100) { id } } comments(limit: 100) { id content author { id name } } } } } }');
    assert.equal(wide.errors, undefined, JSON.stringify(wide.errors));
    const edges = (wide.data as { paginatedPosts: { edges: { node: Json }[] } }).paginatedPosts.edges;
    assert.deepEqual(edges.slice(0, 25).map((e) => e.node.comments), newestFirst.map(({ comment }) => [{ id: comment, content: 'c', author: { id: commenter.id, name: 'Test User' } }]));
  });

  test('the node and cost limits: exactly at each passes, one over is refused with the figures', async () => {
    const g = client();
    const who = await signedIn();
    const refusal = (r: Awaited<ReturnType<GraphQLClient['request']>>) => {
      const e = r.errors?.[0];
      return [r.code, e?.extensions.measure, e?.extensions.found, e?.extensions.limit, r.data ?? null];
    };
    // Nodes: 50 + 50 × 27 + 50 × 27 × 36 = 50,000 (the limit); one more user is 50,001.
    const atNodes = '{ users(limit: 50) { posts(limit: 27) { comments(limit: 36) { id } } } }';
    assert.equal((await g.request(atNodes, { token: who.token })).errors, undefined);
    const overNodes = await g.request(atNodes.replace(/ }$/, ' one: users(limit: 1) { id } }'), { token: who.token });
    assert.deepEqual(refusal(overNodes), ['COST_LIMIT_EXCEEDED', 'nodes', 50_001, 50_000, null]);
    // Cost: (1 + 100 × (1 + 100 × 24)) + (1 + 98 × 101) = 240,101 + 9,899 = 250,000 (the limit),
    // with 10,198 nodes; one more field is 250,001.
    const aliases = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}: id`).join(' ');
    const atCost = `{ posts(limit: 100) { comments(limit: 100) { ${aliases('c', 24)} } } users(limit: 98) { ${aliases('u', 101)} } }`;
    assert.equal((await g.request(atCost, { token: who.token })).errors, undefined);
    const overCost = await g.request(atCost.replace(/ }$/, ' schemaVersion }'), { token: who.token });
    assert.deepEqual(refusal(overCost), ['COST_LIMIT_EXCEEDED', 'cost', 250_001, 250_000, null]);
    // Aliases repeating a big field under few nodes: 10,100 nodes, cost 1 + 100 × (1 + 100 × 900).
    const repeated = await g.request(`{ posts(limit: 100) { comments(limit: 100) { ${Array.from({ length: 900 }, (_, i) => `c${i}: content`).join(' ')} } } }`);
    assert.deepEqual(refusal(repeated), ['COST_LIMIT_EXCEEDED', 'cost', 9_000_101, 250_000, null]);
    // 1,000 fields pass; the 1,001st is refused.
    const fieldsOf = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: schemaVersion`).join(' ')} }`;
    assert.equal((await g.request(fieldsOf(1000))).errors, undefined);
    assert.deepEqual(refusal(await g.request(fieldsOf(1001))).slice(0, 2), ['COST_LIMIT_EXCEEDED', 'fields']);
  });

  test('depth, cost and page size limits are documented errors; nothing runs', async () => {
    const g = client();
    const deep = '{ me { posts { author { posts { author { posts { author { posts { author { posts { author { id } } } } } } } } } } } }';
    const d = await g.request(deep);
    assert.deepEqual([d.code, d.data ?? null], ['DEPTH_LIMIT_EXCEEDED', null]);
    const viaFragments = await g.request('{ me { ...A } } fragment A on User { posts { author { posts { author { posts { author { posts { author { posts { author { posts { id } } } } } } } } } } } }');
    assert.equal(viaFragments.code, 'DEPTH_LIMIT_EXCEEDED');
    const costly = await g.request('{ paginatedPosts(first: 100) { edges { node { comments { author { posts { comments { id } } } } } } } }');
    assert.deepEqual([costly.code, costly.errors![0].extensions.found], ['COST_LIMIT_EXCEEDED', 100 + 5_000 + 250_000 + 12_500_000]);
    // Lists three deep at their default sizes: 50 + 2,500 + 125,000 nodes.
    const threeLists = await g.request('{ posts { comments { author { posts { id } } } } }');
    assert.deepEqual([threeLists.code, threeLists.errors![0].extensions.found], ['COST_LIMIT_EXCEEDED', 127_550]);
    const viaVariable = await g.request('query($n: Int) { paginatedPosts(first: $n) { edges { node { comments { author { posts { title } } } } } } }', { variables: { n: 100 } });
    assert.deepEqual([viaVariable.code, viaVariable.errors![0].extensions.found, viaVariable.errors![0].extensions.limit], ['COST_LIMIT_EXCEEDED', 255_100, 50_000], 'sizes from variables count');
    // Counted at its default of 100 the query has 100 + 100 × 100 + 100 × 100 × 100 = 1,010,100
    // nodes; were defaults ignored, paginatedPosts and comments would count 10 and 50.
    const viaDefault = await g.request('query($n: Int = 100) { paginatedPosts(first: $n) { edges { node { comments(limit: $n) { author { posts(limit: $n) { id } } } } } } }');
    assert.deepEqual([viaDefault.code, viaDefault.errors![0].extensions.found], ['COST_LIMIT_EXCEEDED', 1_010_100], 'and so do their defaults');
    const aliases = Array.from({ length: 10_500 }, (_, i) => `a${i}: schemaVersion`).join(' ');
    const flat = await g.request(`{ ${aliases} }`);
    assert.deepEqual([flat.code, flat.errors![0].extensions.limit], ['COST_LIMIT_EXCEEDED', 1000], 'a flat query of many aliases');
    // GraphiQL's own introspection query passes; nesting introspection lists does not.
    assert.equal((await g.request(getIntrospectionQuery())).errors, undefined);
    const nested = await g.request('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    assert.equal(nested.code, 'GRAPHQL_VALIDATION_FAILED');
    const chain = `{ __schema { queryType { ${'ofType { '.repeat(22)}name${' }'.repeat(22)} } } }`;
    assert.equal((await g.request(chain)).code, 'DEPTH_LIMIT_EXCEEDED');
    const small = await g.request('{ paginatedPosts(first: 5) { edges { node { comments { author { name } } } } } }');
    assert.equal(small.errors, undefined);
    const before = await t.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const who = await signedIn();
    const mutationTooDeep = await g.request(`mutation { createPost(input: {title: "deep", content: "c"}) { author { posts { author { posts { author { posts { author { posts { author { posts { id } } } } } } } } } } } }`, { token: who.token });
    assert.equal(mutationTooDeep.code, 'DEPTH_LIMIT_EXCEEDED');
    const afterCount = await t.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(afterCount.n, before.n, 'the refused mutation stored nothing');
    // raw HTTP: refused before it is read as GraphQL.
    const huge = await fetch(g.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ schemaVersion } # ${'x'.repeat(2 * 1024 * 1024)}` }) });
    assert.equal(huge.status, 413);
    const body = await huge.json();
    checkErrors(body.errors);
    assert.equal(body.errors[0].extensions.code, 'PAYLOAD_TOO_LARGE');
  });
});

after(() => {
  // Every code the SDL documents is produced by a test in this file, except those of the
  // transport, which edges.test.ts produces (rate limit, start-up); an internal error has no test.
  const elsewhere = new Set(['RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR']);
  const missing = [...DOCUMENTED_CODES].filter((c) => !seenCodes.has(c) && !elsewhere.has(c));
  assert.deepEqual(missing, [], 'documented error codes never produced');
});
