// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// the GraphQL resolvers (src/content/resolvers/): each pins one behaviour exactly (error codes,
// messages, fields, limits at their edges, what is stored), through the server and the checking
// GraphQL client (test/helpers/graphql.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { openDb, seedUser } from '../helpers/db.js';
import { ContentEvents } from '../../src/content/events.js';
import { recordEvent } from '../../src/content/events.queries.js';
import { createLogger } from '../../src/log.js';
import { useServer } from '../helpers/fixture.js';
import { until } from '../helpers/server.js';
import { GraphQLClient, subscribe, type GqlResponse, type Json } from '../helpers/graphql.js';

const t = useServer({ WORKFLOWS_WORKER: 'false', DOCUMENTS_WORKER: 'false' });
let gql: GraphQLClient;
const g = () => (gql ??= new GraphQLClient(t.server.url));
const MISSING = '00000000-0000-4000-8000-000000000000';

type Who = { id: string; token: string; email: string };

async function signedIn(role: 'user' | 'admin' | 'moderator' = 'user'): Promise<Who> {
  const user = await seedUser(t.db, { role });
  const data = await g().ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { variables: { e: user.email, p: user.password } });
  return { id: user.id, token: data.login.token, email: user.email };
}

async function seedPost(owner: { id: string }, status: 'draft' | 'published' | 'archived' = 'published', title = 'Seeded'): Promise<string> {
  return (await t.db.insertInto('posts').values({ author_id: owner.id, title, content: 'Seeded body', status }).returning('id').executeTakeFirstOrThrow()).id;
}

async function seedComment(owner: { id: string }, post: string): Promise<string> {
  return (await t.db.insertInto('comments').values({ post_id: post, author_id: owner.id, content: 'Seeded comment' }).returning('id').executeTakeFirstOrThrow()).id;
}

/** [code, message, extensions without code] of the first error; data must be null or absent. */
function failure(res: GqlResponse): [string | undefined, string | undefined, Record<string, unknown>] {
  const { code, ...rest } = res.errors?.[0]?.extensions ?? { code: undefined };
  return [code, res.errors?.[0]?.message, rest];
}

const run = (query: string, variables: Record<string, unknown> = {}, who?: Who) => g().request(query, { variables, token: who?.token });
const CREATE_USER = 'mutation($i: CreateUserInput!) { createUser(input: $i) { id email name role } }';
const CREATE_POST = 'mutation($i: CreatePostInput!) { createPost(input: $i) { id title content status published } }';

describe('sign-up and sign-in', () => {
  test('createUser: the password between 8 and 1024 characters, the name at most 200, the address valid and at most 254, trimmed', async () => {
    const short = await run(CREATE_USER, { i: { email: 'p7@example.com', password: 'x'.repeat(7) } });
    assert.deepEqual(failure(short), ['BAD_USER_INPUT', 'password must be at least 8 characters', { field: 'password' }]);
    const long = await run(CREATE_USER, { i: { email: 'p1025@example.com', password: 'x'.repeat(1025) } });
    assert.deepEqual(failure(long), ['BAD_USER_INPUT', 'password must be at most 1024 characters', { field: 'password' }]);
    const name = await run(CREATE_USER, { i: { email: 'n201@example.com', password: 'long-enough', name: 'n'.repeat(201) } });
    assert.deepEqual(failure(name), ['BAD_USER_INPUT', 'name must be at most 200 characters', { field: 'name' }]);
    const address = await run(CREATE_USER, { i: { email: 'not-an-email', password: 'long-enough' } });
    assert.deepEqual(failure(address), ['BAD_USER_INPUT', 'email is not a valid e-mail address', { field: 'email' }]);
    const tooLong = `${'a'.repeat(243)}@example.com`;
    assert.equal(tooLong.length, 255);
    assert.deepEqual(failure(await run(CREATE_USER, { i: { email: tooLong, password: 'long-enough' } })), ['BAD_USER_INPUT', 'email is not a valid e-mail address', { field: 'email' }]);

    const edges = await g().ok(CREATE_USER, { variables: { i: { email: ` ${tooLong.slice(1)} `, password: 'x'.repeat(8), name: 'n'.repeat(200) } } });
    assert.deepEqual([edges.createUser.email, edges.createUser.name, edges.createUser.role], [tooLong.slice(1), 'n'.repeat(200), 'USER']);
    const longest = await g().ok(CREATE_USER, { variables: { i: { email: 'p1024@example.com', password: 'y'.repeat(1024) } } });
    assert.equal(longest.createUser.name, null);
    const login = await g().ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { id email } } }', { variables: { e: ' p1024@example.com ', p: 'y'.repeat(1024) } });
    assert.deepEqual(login.login.user, { id: longest.createUser.id, email: 'p1024@example.com' });
    // A 254-character address signs in (the cut-off is above it).
    const at254 = await g().ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { id } } }', { variables: { e: tooLong.slice(1), p: 'x'.repeat(8) } });
    assert.equal(at254.login.user.id, edges.createUser.id);
  });

  test('login: a wrong password, an unknown or too long address: UNAUTHENTICATED with one message, no data', async () => {
    const user = await seedUser(t.db);
    for (const [e, p] of [[user.email, 'wrong-password'], ['nobody@example.com', user.password], [`${'a'.repeat(243)}@example.com`, user.password]]) {
      const res = await run('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { e, p });
      assert.deepEqual([...failure(res), res.data], ['UNAUTHENTICATED', 'Wrong e-mail address or password', {}, null], e);
    }
  });
});

describe('users', () => {
  test('updateUser: each field alone, nothing to change, bad input with its field, a missing user', async () => {
    const me = await signedIn();
    const admin = await signedIn('admin');
    const UPDATE = 'mutation($id: ID!, $i: UpdateUserInput!) { updateUser(id: $id, input: $i) { id email name } }';
    const row = () => t.db.selectFrom('users').select(['version', 'updated_at']).where('id', '=', me.id).executeTakeFirstOrThrow();
    const before = await row();
    const same = await g().ok(UPDATE, { variables: { id: me.id, i: {} }, token: me.token });
    assert.deepEqual(same.updateUser, { id: me.id, email: me.email, name: 'Test User' });
    assert.deepEqual(await row(), before, 'nothing to change stores nothing (no new version, no new updated_at)');
    const named = await g().ok(UPDATE, { variables: { id: me.id, i: { name: 'New name' } }, token: me.token });
    assert.deepEqual(named.updateUser, { id: me.id, email: me.email, name: 'New name' });
    const moved = await g().ok(UPDATE, { variables: { id: me.id, i: { email: `  moved-${me.email}  ` } }, token: me.token });
    assert.deepEqual(moved.updateUser, { id: me.id, email: `moved-${me.email}`, name: 'New name' });
    const cleared = await g().ok(UPDATE, { variables: { id: me.id, i: { name: null } }, token: me.token });
    assert.deepEqual(cleared.updateUser, { id: me.id, email: `moved-${me.email}`, name: null });
    const stored = await t.db.selectFrom('users').select(['email', 'name']).where('id', '=', me.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { email: `moved-${me.email}`, name: null });

    assert.deepEqual(failure(await run(UPDATE, { id: me.id, i: { email: 'nope' } }, me)), ['BAD_USER_INPUT', 'input.email is not a valid e-mail address', { field: 'input.email' }]);
    assert.deepEqual(failure(await run(UPDATE, { id: me.id, i: { name: 'n'.repeat(201) } }, me)), ['BAD_USER_INPUT', 'name must be at most 200 characters', { field: 'name' }]);
    for (const id of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(failure(await run(UPDATE, { id, i: { name: 'x' } }, admin)), ['NOT_FOUND', 'User not found', {}], id);
    }
  });

  test('deleteUser: true once, then false; a malformed id is false', async () => {
    const admin = await signedIn('admin');
    const victim = await seedUser(t.db);
    const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';
    assert.deepEqual(await g().ok(DELETE, { variables: { id: 'not-a-uuid' }, token: admin.token }), { deleteUser: false });
    assert.deepEqual(await g().ok(DELETE, { variables: { id: victim.id }, token: admin.token }), { deleteUser: true });
    assert.deepEqual(await g().ok(DELETE, { variables: { id: victim.id }, token: admin.token }), { deleteUser: false });
  });

  test('setUserRole and setUserStatus store the lower-case value; a missing user is NOT_FOUND', async () => {
    const admin = await signedIn('admin');
    const target = await seedUser(t.db);
    const role = await g().ok('mutation($id: ID!) { setUserRole(id: $id, role: MODERATOR) { id role } }', { variables: { id: target.id }, token: admin.token });
    assert.deepEqual(role.setUserRole, { id: target.id, role: 'MODERATOR' });
    const status = await g().ok('mutation($id: ID!) { setUserStatus(id: $id, status: SUSPENDED) { id status } }', { variables: { id: target.id }, token: admin.token });
    assert.deepEqual(status.setUserStatus, { id: target.id, status: 'SUSPENDED' });
    const stored = await t.db.selectFrom('users').select(['role', 'status']).where('id', '=', target.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { role: 'moderator', status: 'suspended' });
    for (const id of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(failure(await run('mutation($id: ID!) { setUserRole(id: $id, role: ADMIN) { id } }', { id }, admin)), ['NOT_FOUND', 'User not found', {}], id);
      assert.deepEqual(failure(await run('mutation($id: ID!) { setUserStatus(id: $id, status: ACTIVE) { id } }', { id }, admin)), ['NOT_FOUND', 'User not found', {}], id);
    }
    assert.deepEqual(failure(await run('mutation($id: ID!) { setUserStatus(id: $id, status: ACTIVE) { id } }', { id: target.id })), ['UNAUTHENTICATED', 'Not authenticated', {}]);
  });

  test('an address shows to its owner and to staff, to nobody else; users(limit) pages oldest first', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const moderator = await signedIn('moderator');
    const admin = await signedIn('admin');
    const Q = 'query($id: ID!) { user(id: $id) { email } }';
    const seen = async (who?: Who) => (await g().ok(Q, { variables: { id: owner.id }, token: who?.token })).user.email;
    assert.deepEqual([await seen(owner), await seen(moderator), await seen(admin), await seen(other), await seen()], [owner.email, owner.email, owner.email, '', '']);
    for (const id of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(await g().ok('query($id: ID!) { user(id: $id) { id } post(id: $id) { id } }', { variables: { id } }), { user: null, post: null });
    }
    const all = await t.db.selectFrom('users').select('id').orderBy('created_at').orderBy('id').execute();
    const two = await g().ok('{ users(limit: 2) { id } }');
    assert.deepEqual(two.users.map((u: Json) => u.id), all.slice(0, 2).map((u) => u.id));
    const fallback = await g().ok('{ users(limit: null) { id } }');
    assert.equal(fallback.users.length, Math.min(50, all.length));
  });
});

describe('posts', () => {
  test('createPost: title at most 200, content at most 100,000, neither blank; a draft unless published', async () => {
    const me = await signedIn();
    const cases: [object, string, string][] = [
      [{ title: ' ', content: 'c' }, 'input.title', 'input.title must not be empty'],
      [{ title: 't'.repeat(201), content: 'c' }, 'input.title', 'input.title must be at most 200 characters'],
      [{ title: 't', content: '\n' }, 'input.content', 'input.content must not be empty'],
      [{ title: 't', content: 'c'.repeat(100_001) }, 'input.content', 'input.content must be at most 100000 characters'],
    ];
    for (const [i, field, message] of cases) assert.deepEqual(failure(await run(CREATE_POST, { i }, me)), ['BAD_USER_INPUT', message, { field }], message);
    const draft = await g().ok(CREATE_POST, { variables: { i: { title: 't'.repeat(200), content: 'c'.repeat(100_000) } }, token: me.token });
    assert.deepEqual({ ...draft.createPost, id: 0, content: draft.createPost.content.length }, { id: 0, title: 't'.repeat(200), content: 100_000, status: 'DRAFT', published: false });
    const published = await g().ok(CREATE_POST, { variables: { i: { title: 'P', content: 'C', published: true } }, token: me.token });
    assert.deepEqual([published.createPost.status, published.createPost.published], ['PUBLISHED', true]);
    assert.equal((await t.db.selectFrom('posts').select('author_id').where('id', '=', published.createPost.id).executeTakeFirstOrThrow()).author_id, me.id);
  });

  test('updatePost: each field alone, nothing to change, bad input, archived refused with its message, hidden and malformed ids NOT_FOUND', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const id = await seedPost(me, 'published', 'Before');
    const UPDATE = 'mutation($id: ID!, $i: UpdatePostInput!) { updatePost(id: $id, input: $i) { title content } }';
    assert.deepEqual((await g().ok(UPDATE, { variables: { id, i: {} }, token: me.token })).updatePost, { title: 'Before', content: 'Seeded body' });
    assert.deepEqual((await g().ok(UPDATE, { variables: { id, i: { title: 'After' } }, token: me.token })).updatePost, { title: 'After', content: 'Seeded body' });
    assert.deepEqual((await g().ok(UPDATE, { variables: { id, i: { content: 'New body' } }, token: me.token })).updatePost, { title: 'After', content: 'New body' });
    assert.deepEqual(failure(await run(UPDATE, { id, i: { title: '' } }, me)), ['BAD_USER_INPUT', 'input.title must not be empty', { field: 'input.title' }]);
    assert.deepEqual(failure(await run(UPDATE, { id, i: { content: 'c'.repeat(100_001) } }, me)), ['BAD_USER_INPUT', 'input.content must be at most 100000 characters', { field: 'input.content' }]);
    const archived = await seedPost(me, 'archived');
    assert.deepEqual(failure(await run(UPDATE, { id: archived, i: { title: 'x' } }, me)), ['INVALID_TRANSITION', 'An archived post cannot be edited; publish it again first', { from: 'ARCHIVED' }]);
    const hidden = await seedPost(other, 'draft');
    for (const target of [hidden, MISSING, 'not-a-uuid']) {
      assert.deepEqual(failure(await run(UPDATE, { id: target, i: { title: 'x' } }, me)), ['NOT_FOUND', 'Post not found', {}], target);
    }
    assert.deepEqual(failure(await run(UPDATE, { id, i: { title: 'x' } })), ['UNAUTHENTICATED', 'Not authenticated', {}]);
  });

  test('the status moves: each allowed one, each refused one with its message and from/to', async () => {
    const me = await signedIn();
    const MOVE = (op: string) => `mutation($id: ID!) { ${op}(id: $id) { status published } }`;
    const draft = await seedPost(me, 'draft');
    assert.deepEqual(failure(await run(MOVE('unpublishPost'), { id: draft }, me)), ['INVALID_TRANSITION', 'A draft post cannot become draft', { from: 'DRAFT', to: 'DRAFT' }]);
    assert.deepEqual((await g().ok(MOVE('publishPost'), { variables: { id: draft }, token: me.token })).publishPost, { status: 'PUBLISHED', published: true });
    assert.deepEqual(failure(await run(MOVE('publishPost'), { id: draft }, me)), ['INVALID_TRANSITION', 'A published post cannot become published', { from: 'PUBLISHED', to: 'PUBLISHED' }]);
    assert.deepEqual((await g().ok(MOVE('archivePost'), { variables: { id: draft }, token: me.token })).archivePost, { status: 'ARCHIVED', published: false });
    assert.deepEqual(failure(await run(MOVE('archivePost'), { id: draft }, me)), ['INVALID_TRANSITION', 'A archived post cannot become archived', { from: 'ARCHIVED', to: 'ARCHIVED' }]);
    assert.deepEqual(failure(await run(MOVE('unpublishPost'), { id: draft }, me)), ['INVALID_TRANSITION', 'A archived post cannot become draft', { from: 'ARCHIVED', to: 'DRAFT' }]);
    assert.deepEqual((await g().ok(MOVE('publishPost'), { variables: { id: draft }, token: me.token })).publishPost, { status: 'PUBLISHED', published: true });
    assert.deepEqual((await g().ok(MOVE('unpublishPost'), { variables: { id: draft }, token: me.token })).unpublishPost, { status: 'DRAFT', published: false });
    const published = await seedPost(me, 'published');
    assert.deepEqual((await g().ok(MOVE('archivePost'), { variables: { id: published }, token: me.token })).archivePost, { status: 'ARCHIVED', published: false });
    for (const id of [MISSING, 'not-a-uuid']) assert.deepEqual(failure(await run(MOVE('publishPost'), { id }, me)), ['NOT_FOUND', 'Post not found', {}], id);
  });

  test('deletePost: true for one the caller may delete, false for hidden, missing and malformed ids, UNAUTHENTICATED without a token', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const DELETE = 'mutation($id: ID!) { deletePost(id: $id) }';
    const hidden = await seedPost(other, 'draft');
    for (const id of [hidden, MISSING, 'not-a-uuid']) assert.deepEqual(await g().ok(DELETE, { variables: { id }, token: me.token }), { deletePost: false }, id);
    assert.equal((await t.db.selectFrom('posts').select('id').where('id', '=', hidden).execute()).length, 1);
    const mine = await seedPost(me);
    assert.deepEqual(failure(await run(DELETE, { id: mine })), ['UNAUTHENTICATED', 'Not authenticated', {}]);
    assert.deepEqual(failure(await run(DELETE, { id: mine }, other)), ['FORBIDDEN', 'Not authorized', {}]);
    assert.deepEqual(await g().ok(DELETE, { variables: { id: mine }, token: me.token }), { deletePost: true });
    assert.equal((await t.db.selectFrom('posts').select('id').where('id', '=', mine).execute()).length, 0);
  });
});

describe('comments', () => {
  test('addComment: content at most 10,000 and not blank; an archived post takes none; a hidden post is NOT_FOUND', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const post = await seedPost(other);
    const ADD = 'mutation($p: ID!, $c: String!) { addComment(postId: $p, content: $c) { content author { id } post { id } } }';
    assert.deepEqual(failure(await run(ADD, { p: post, c: '  ' }, me)), ['BAD_USER_INPUT', 'content must not be empty', { field: 'content' }]);
    assert.deepEqual(failure(await run(ADD, { p: post, c: 'c'.repeat(10_001) }, me)), ['BAD_USER_INPUT', 'content must be at most 10000 characters', { field: 'content' }]);
    const ok = await g().ok(ADD, { variables: { p: post, c: 'c'.repeat(10_000) }, token: me.token });
    assert.deepEqual({ ...ok.addComment, content: ok.addComment.content.length }, { content: 10_000, author: { id: me.id }, post: { id: post } });
    const archived = await seedPost(other, 'archived');
    const mineArchived = await seedPost(me, 'archived');
    assert.deepEqual(failure(await run(ADD, { p: mineArchived, c: 'hi' }, me)), ['INVALID_TRANSITION', 'An archived post takes no comments', { from: 'ARCHIVED' }]);
    for (const p of [archived, await seedPost(other, 'draft'), MISSING, 'not-a-uuid']) {
      assert.deepEqual(failure(await run(ADD, { p, c: 'hi' }, me)), ['NOT_FOUND', 'Post not found', {}], p);
    }
  });

  test('deleteComment: true for one the caller may delete, false for hidden, missing and malformed ids', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const DELETE = 'mutation($id: ID!) { deleteComment(id: $id) }';
    const hiddenPost = await seedPost(other, 'draft');
    const hidden = await seedComment(other, hiddenPost);
    for (const id of [hidden, MISSING, 'not-a-uuid']) assert.deepEqual(await g().ok(DELETE, { variables: { id }, token: me.token }), { deleteComment: false }, id);
    const theirs = await seedComment(other, await seedPost(other));
    assert.deepEqual(failure(await run(DELETE, { id: theirs }, me)), ['FORBIDDEN', 'Not authorized', {}]);
    assert.deepEqual(failure(await run(DELETE, { id: theirs })), ['UNAUTHENTICATED', 'Not authenticated', {}]);
    const mine = await seedComment(me, await seedPost(other));
    assert.deepEqual(await g().ok(DELETE, { variables: { id: mine }, token: me.token }), { deleteComment: true });
    assert.equal((await t.db.selectFrom('comments').select('id').where('id', 'in', [mine, theirs, hidden]).execute()).length, 2);
  });
});

describe('queries', () => {
  test('paginatedPosts: the argument errors name their field and say why', async () => {
    const me = await signedIn();
    const post = await seedPost(me);
    const Q = (args: string) => `{ paginatedPosts(${args}) { totalCount } }`;
    const cases: [string, string, string][] = [
      ['first: 1, last: 1', 'last', 'Pass first (with after) or last (with before), not both'],
      [`first: 1, before: "${post}"`, 'before', 'Pass first (with after) or last (with before), not both'],
      [`after: "${post}", last: 1`, 'after', 'after goes with first; use before with last'],
      [`after: "${post}", before: "${post}"`, 'after', 'after goes with first; use before with last'],
      ['first: 1, after: "not-a-uuid"', 'after', 'after does not name a post you can see'],
      [`first: 1, after: "${MISSING}"`, 'after', 'after does not name a post you can see'],
      [`last: 1, before: "${MISSING}"`, 'before', 'before does not name a post you can see'],
    ];
    for (const [args, field, message] of cases) assert.deepEqual(failure(await run(Q(args))), ['BAD_USER_INPUT', message, { field }], args);
    for (const [query, field] of [['{ users(limit: 101) { id } }', 'limit'], ['{ posts(limit: -1) { id } }', 'limit'], ['{ paginatedPosts(first: 101) { totalCount } }', 'first'], ['{ paginatedPosts(last: 101) { totalCount } }', 'last']]) {
      assert.deepEqual(failure(await run(query)), ['PAGE_SIZE_EXCEEDED', `${field} must be between 0 and 100`, { field, limit: 100 }], query);
    }
    // the nested lists' limits: a user's posts, a post's comments
    const author = await signedIn();
    const nested = await seedPost(author);
    for (const query of [`{ user(id: "${author.id}") { posts(limit: 101) { id } } }`, `{ post(id: "${nested}") { comments(limit: 101) { id } } }`]) {
      const res = await run(query, {}, author);
      assert.deepEqual(failure(res), ['PAGE_SIZE_EXCEEDED', 'limit must be between 0 and 100', { field: 'limit', limit: 100 }], query);
    }
    const none = await g().ok('{ paginatedPosts(first: 0) { edges { cursor } pageInfo { startCursor endCursor } } }');
    assert.deepEqual(none.paginatedPosts, { edges: [], pageInfo: { startCursor: null, endCursor: null } });
  });

  test('paginatedPosts: pages forward and back with exact page info; the default size is 10', async () => {
    const me = await signedIn();
    // Only this user's posts are visible to the anonymous caller here: the others are drafts.
    await t.db.updateTable('posts').set({ status: 'draft' }).where('author_id', '!=', me.id).execute();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await seedPost(me, 'published', `Page ${i}`));
    const order = (await g().ok('{ posts(published: true, limit: 100) { id } }')).posts.map((p: Json) => p.id);
    assert.equal(order.length, 12);
    const P = (args: string) => g().ok(`{ paginatedPosts${args} { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }`).then((d) => d.paginatedPosts);
    const first = await P('');
    assert.deepEqual(first.edges.map((e: Json) => e.cursor), order.slice(0, 10));
    assert.deepEqual(first.edges.map((e: Json) => e.node.id), order.slice(0, 10));
    assert.deepEqual([first.pageInfo, first.totalCount], [{ hasNextPage: true, hasPreviousPage: false, startCursor: order[0], endCursor: order[9] }, 12]);
    const rest = await P(`(first: 5, after: "${order[9]}")`);
    assert.deepEqual([rest.edges.map((e: Json) => e.cursor), rest.pageInfo], [order.slice(10), { hasNextPage: false, hasPreviousPage: true, startCursor: order[10], endCursor: order[11] }]);
    const back = await P(`(last: 3, before: "${order[9]}")`);
    assert.deepEqual([back.edges.map((e: Json) => e.cursor), back.pageInfo], [order.slice(6, 9), { hasNextPage: true, hasPreviousPage: true, startCursor: order[6], endCursor: order[8] }]);
    const start = await P(`(last: 5, before: "${order[3]}")`);
    assert.deepEqual([start.edges.map((e: Json) => e.cursor), start.pageInfo], [order.slice(0, 3), { hasNextPage: true, hasPreviousPage: false, startCursor: order[0], endCursor: order[2] }]);
    const lastOnes = await P('(last: 2)');
    assert.deepEqual([lastOnes.edges.map((e: Json) => e.cursor), lastOnes.pageInfo], [order.slice(10), { hasNextPage: false, hasPreviousPage: true, startCursor: order[10], endCursor: order[11] }]);
    const all = await P('(last: 12)');
    assert.deepEqual([all.edges.length, all.pageInfo.hasPreviousPage], [12, false]);
    const backDefault = await P(`(before: "${order[11]}")`);
    assert.deepEqual(backDefault.edges.map((e: Json) => e.cursor), order.slice(1, 11));
    const drafts = await g().ok('{ posts(published: false, limit: 100) { id } }', { token: me.token });
    assert.deepEqual(drafts.posts, []);
    const fallback = await g().ok('{ posts(limit: null) { id } }');
    assert.deepEqual(fallback.posts.map((p: Json) => p.id), order);
  });

  test('search: the term trimmed, 1 to 200 characters; users, posts and comments each as their own type', async () => {
    const me = await signedIn();
    const word = `zebra${Date.now()}`;
    await t.db.updateTable('users').set({ name: `Name ${word}` }).where('id', '=', me.id).execute();
    const post = await seedPost(me, 'published', `Title ${word}`);
    const comment = (await t.db.insertInto('comments').values({ post_id: post, author_id: me.id, content: `About ${word}` }).returning('id').executeTakeFirstOrThrow()).id;
    for (const term of ['   ', 'x'.repeat(201)]) assert.deepEqual(failure(await run('query($t: String!) { search(term: $t) { __typename } }', { t: term })), ['BAD_USER_INPUT', 'term must be 1 to 200 characters', { field: 'term' }]);
    const found = await g().ok('query($t: String!) { search(term: $t) { __typename ... on User { id } ... on Post { id } ... on Comment { id } } }', { variables: { t: `  ${word}  ` } });
    assert.deepEqual(
      [...found.search].sort((a: Json, b: Json) => a.__typename.localeCompare(b.__typename)),
      [{ __typename: 'Comment', id: comment }, { __typename: 'Post', id: post }, { __typename: 'User', id: me.id }],
    );
    assert.deepEqual((await g().ok('query($t: String!) { search(term: $t) { __typename } }', { variables: { t: 'q'.repeat(200) } })).search, []);
    assert.deepEqual((await g().ok('query($t: String!) { search(term: $t) { __typename } }', { variables: { t: 'q' } })).search, [], 'one character is enough');
  });
});

describe('rows removed behind the service', () => {
  test("a post's or a comment's author row gone: NOT_FOUND 'The author no longer exists', not a 500", async () => {
    // The foreign keys cascade, so this only happens when a row goes between two reads of one
    // request; the test removes the row with the foreign keys' triggers off (replica role) to make
    // it happen at once. (A comment whose post is gone cannot be reached: search and a post's
    // comments both read the post first.)
    const me = await signedIn();
    const gone = await seedUser(t.db, {});
    const post = await seedPost(gone, 'published', 'Orphaned');
    const other = await seedPost(me, 'published', 'Commented');
    await seedComment(gone, other);
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.deleteFrom('users').where('id', '=', gone.id).execute();
    });
    const author = await run('query($id: ID!) { post(id: $id) { id author { id } } }', { id: post }, me);
    assert.deepEqual(failure(author), ['NOT_FOUND', 'The author no longer exists', {}]);
    const commenter = await run('query($id: ID!) { post(id: $id) { id comments { author { id } } } }', { id: other }, me);
    assert.deepEqual(failure(commenter), ['NOT_FOUND', 'The author no longer exists', {}]);
  });
});

describe('subscriptions on one process', () => {
  // test/content/subscriptions.test.ts covers them across processes (child servers); these run in
  // the test's own process, so mutation testing reaches src/content/resolvers/subscription.ts.
  type Sub = ReturnType<typeof subscribe>;
  /** Waits (10 s at most) until `has()`, poking every half second: a subscription starts asynchronously. */
  function settled(has: () => boolean, poke?: () => Promise<unknown>) {
    let i = 0;
    return until(async () => {
      if (poke && i++ % 5 === 0) await poke();
      return has();
    }, 10_000);
  }

  test('postCreated: each subscriber gets what it may see; commentAdded: the post named only, nothing of a hidden one; a malformed id is BAD_USER_INPUT', async () => {
    const author = await signedIn();
    const anon = g().ws();
    const own = g().ws({ authorization: `Bearer ${author.token}` });
    try {
      const query = 'subscription { postCreated { title status } }';
      const anonPosts = subscribe(anon, query);
      const authorPosts = subscribe(own, query);
      const titles = (s: Sub) => s.events.map((e) => e.data.postCreated.title as string);
      let n = 0;
      const warm = () => run(CREATE_POST, { i: { title: `warm ${n++}`, content: 'x', published: true } }, author);
      await settled(() => anonPosts.events.length > 0 && authorPosts.events.length > 0, warm);
      await run(CREATE_POST, { i: { title: 'Hidden draft', content: 'x' } }, author);
      await run(CREATE_POST, { i: { title: 'Marker', content: 'x', published: true } }, author);
      await settled(() => titles(anonPosts).includes('Marker') && titles(authorPosts).includes('Marker'));
      assert.ok(!titles(anonPosts).includes('Hidden draft'), titles(anonPosts).join());
      assert.deepEqual(authorPosts.events.find((e) => e.data.postCreated.title === 'Hidden draft')?.data, { postCreated: { title: 'Hidden draft', status: 'DRAFT' } });

      const open = await seedPost(author, 'published', 'Open');
      const other = await seedPost(author, 'published', 'Other');
      const draft = await seedPost(author, 'draft', 'Draft');
      const commentQuery = 'subscription($p: ID!) { commentAdded(postId: $p) { content post { id } } }';
      const onOpen = subscribe(anon, commentQuery, { p: open });
      const onDraft = subscribe(anon, commentQuery, { p: draft });
      const ownDraft = subscribe(own, commentQuery, { p: draft });
      const comment = (post: string, content: string) => run('mutation($p: ID!, $c: String!) { addComment(postId: $p, content: $c) { id } }', { p: post, c: content }, author);
      let k = 0;
      await settled(() => onOpen.events.length > 0 && ownDraft.events.length > 0, () => Promise.all([comment(open, `warm ${k}`), comment(draft, `warm ${k++}`)]));
      await comment(other, 'elsewhere');
      await comment(draft, 'on the draft');
      await comment(open, 'last');
      await settled(() => onOpen.events.some((e) => e.data.commentAdded.content === 'last') && ownDraft.events.some((e) => e.data.commentAdded.content === 'on the draft'));
      assert.deepEqual([...new Set(onOpen.events.map((e) => e.data.commentAdded.post.id))], [open]);
      assert.deepEqual([...new Set(ownDraft.events.map((e) => e.data.commentAdded.post.id))], [draft]);
      assert.deepEqual(onDraft.events, [], 'an anonymous subscriber to a draft gets nothing');

      const bad = subscribe(anon, commentQuery, { p: 'not-a-post' });
      await bad.done;
      const errors = (bad.error ?? bad.events[0]?.errors) as { message: string; extensions: Json }[];
      assert.deepEqual([errors[0].message, errors[0].extensions], ['postId does not name a post', { code: 'BAD_USER_INPUT', field: 'postId' }]);
      for (const sub of [anonPosts, authorPosts, onOpen, onDraft, ownDraft]) {
        sub.checked();
        sub.unsubscribe();
      }
    } finally {
      await Promise.all([anon.dispose(), own.dispose()]);
    }
  });

  test('userStatusChanged: UNAUTHENTICATED without a token; each event read afresh (a later event shows a post made since), the address to staff only', async () => {
    const anon = g().ws();
    const denied = subscribe(anon, 'subscription { userStatusChanged { id } }');
    await denied.done;
    const errs = (denied.error ?? denied.events[0]?.errors) as { extensions: Json }[];
    assert.equal(errs[0].extensions.code, 'UNAUTHENTICATED');
    await anon.dispose();

    const watcher = await signedIn();
    const mod = await signedIn('moderator');
    const subject = await signedIn();
    const asUser = g().ws({ authorization: `Bearer ${watcher.token}` });
    const asMod = g().ws({ authorization: `Bearer ${mod.token}` });
    try {
      const query = 'subscription { userStatusChanged { id status email posts { title } } }';
      const plain = subscribe(asUser, query);
      const staff = subscribe(asMod, query);
      const setStatus = (status: string) => run('mutation($id: ID!, $s: UserStatus!) { setUserStatus(id: $id, status: $s) { id } }', { id: subject.id, s: status }, mod);
      await seedPost(subject, 'published', 'Before');
      let flip = false;
      const toggle = () => {
        flip = !flip;
        return setStatus(flip ? 'SUSPENDED' : 'ACTIVE');
      };
      await settled(() => plain.events.length > 0 && staff.events.length > 0, toggle);
      await seedPost(subject, 'published', 'After');
      await setStatus(flip ? 'ACTIVE' : 'SUSPENDED');
      const count = plain.events.length;
      const after = (sub: Sub) => sub.events.some((e) => e.data.userStatusChanged.posts.some((p: Json) => p.title === 'After'));
      await settled(() => plain.events.length > count && after(plain) && after(staff));
      const last = plain.events.at(-1)!.data.userStatusChanged;
      assert.deepEqual([last.id, last.email, last.posts.map((p: Json) => p.title).sort()], [subject.id, '', ['After', 'Before']]);
      assert.equal(staff.events.at(-1)!.data.userStatusChanged.email, subject.email);
      for (const sub of [plain, staff]) {
        sub.checked();
        sub.unsubscribe();
      }
    } finally {
      await Promise.all([asUser.dispose(), asMod.dispose()]);
    }
  });
});

test('an attempt to listen again whose LISTEN was in place before its connection was lost still replays what the outage missed, before what came through it', { timeout: 30_000 }, async () => {
  // The listener's own connection never comes up here (nothing listens on port 1): the test plays
  // one attempt by hand, through the hooks PersistentListener calls.
  const events = new ContentEvents('postgres://nobody:none@127.0.0.1:1/none', openDb(t.dbUrl), createLogger('silent'));
  const got: string[] = [];
  const stream = events.pubsub.subscribe('postCreated');
  void (async () => {
    for await (const post of stream) got.push(post.title);
  })();
  try {
    const author = await seedUser(t.db);
    const seqOf = async (id: string) => (await sql<{ id: string }>`SELECT id::text AS id FROM content_events WHERE ref = ${id}`.execute(t.db)).rows[0].id;
    const hooks = events as unknown as { lostAt: number | undefined; gateReplay(): (listening: boolean, heard: boolean) => void; received(channel: string, payload: string): void };
    // The connection was lost; a post was made meanwhile.
    hooks.lostAt = Date.now() - 1000;
    const missed = await seedPost(author, 'published', 'missed in the outage');
    await recordEvent(t.db, 'content_events', 'postCreated', missed);
    // The next attempt: LISTEN was in place, a newer post's notification came through it, then the connection was lost again.
    const settle = hooks.gateReplay();
    const newer = await seedPost(author, 'published', 'came through the short-lived connection');
    await recordEvent(t.db, 'content_events', 'postCreated', newer);
    hooks.received('content_events', JSON.stringify({ seq: await seqOf(newer), type: 'postCreated', id: newer }));
    settle(false, true);
    // (the replay also brings this file's earlier posts, recorded within its margin)
    const mine = () => got.filter((title) => title === 'missed in the outage' || title === 'came through the short-lived connection');
    await until(async () => mine().length >= 2, 10_000).catch(() => undefined);
    assert.deepEqual(mine(), ['missed in the outage', 'came through the short-lived connection']);
  } finally {
    await stream.return?.(undefined);
    await events.stop();
  }
});
