// The notifications interface through a real server: each user's own notifications, admins
// notifying others, read marks, deletes, the controller-style bodies, NDJSON, and the live event
// stream (heartbeat, Last-Event-ID replay, the token in the query). Several processes: stream.test.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client, type Res } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { until } from '../helpers/server.js';
import { insertNotification } from '../../src/notifications/notifications.queries.js';
import { openEvents } from './events.js';

let api: Client;
const users: Record<'admin' | 'alice' | 'bob' | 'suspended', { id: string; token: string }> = {} as never;
const t = useServer({ NOTIFICATIONS_STREAM_MAX_SECONDS: '2', NOTIFICATIONS_HEARTBEAT_SECONDS: '1' }, async (f) => {
  api = await Client.for(f.server.url, 'notifications');
  for (const name of ['admin', 'alice', 'bob', 'suspended'] as const) {
    const u = await seedUser(f.db, { role: name === 'admin' ? 'admin' : 'user' });
    const token = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
    users[name] = { id: u.id, token };
  }
  await f.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', users.suspended.id).execute();
});

const failure = (res: Res) => [res.status, res.body.success, res.body.code];
const create = (who: keyof typeof users, body: object) => api.post('/api/notifications', body, { token: users[who].token });
const list = (who: keyof typeof users, qs = '') => api.get(`/api/notifications${qs}`, { token: users[who].token });

describe('creating', () => {
  test('a user notifies themself: 201 with the unread notification, stored as sent', async () => {
    const before = Date.now();
    const res = await create('alice', { title: 'Hello', message: 'First one' });
    assert.equal(res.status, 201);
    const { data } = res.body;
    assert.deepEqual(res.body, { success: true, data: { id: data.id, userId: users.alice.id, title: 'Hello', message: 'First one', read: false, readAt: null, createdAt: data.createdAt } });
    assert.ok(Math.abs(Date.parse(data.createdAt) - before) < 60_000);
    const row = await t.db.selectFrom('notifications').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.user_id, row.title, row.message, row.read_at], [users.alice.id, 'Hello', 'First one', null]);
    // Naming themself is the same as leaving userId out; a form body works as JSON does.
    const own = await create('alice', { title: 'Own', message: 'Named', userId: users.alice.id });
    assert.equal(own.status, 201);
    assert.equal(own.body.data.userId, users.alice.id);
    const form = await api.request('POST', '/api/notifications', { form: { title: 'Form', message: 'By form' }, token: users.alice.token });
    assert.equal(form.status, 201);
    assert.equal(form.body.data.title, 'Form');
  });

  test('an admin notifies anyone; a user naming someone else is 403 and nothing is stored', async () => {
    const res = await create('admin', { title: 'For Bob', message: 'From the admin', userId: users.bob.id });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.userId, users.bob.id);
    const refused = await create('alice', { title: 'Spam', message: 'For Bob', userId: users.bob.id });
    assert.deepEqual(failure(refused), [403, false, 'FORBIDDEN']);
    assert.equal(refused.body.error, 'Only an admin may notify another user');
    const stored = await t.db.selectFrom('notifications').select('title').where('user_id', '=', users.bob.id).execute();
    assert.deepEqual(stored.map((r) => r.title), ['For Bob']);
  });

  test('422 for bad input, with the field; an admin naming nobody; 400 for a malformed body', async () => {
    const missing = await create('alice', { title: 'No message' });
    assert.deepEqual(failure(missing), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(missing.body.details.errors, [{ path: 'body.message', message: 'is required' }]);
    assert.deepEqual(failure(await create('alice', { title: '   ', message: 'Blank title' })), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(failure(await create('alice', { title: 'x'.repeat(201), message: 'Long' })), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(failure(await create('alice', { title: 'Extra', message: 'x', read: true })), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(failure(await create('admin', { title: 'T', message: 'M', userId: 'not-a-uuid' })), [422, false, 'VALIDATION_ERROR']);
    const nobody = await create('admin', { title: 'T', message: 'M', userId: randomUUID() });
    assert.deepEqual(failure(nobody), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(nobody.body.details.errors, [{ path: 'body.userId', message: 'names no user' }]);
    const malformed = await api.request('POST', '/api/notifications', { raw: '{"title":', contentType: 'application/json', token: users.alice.token });
    assert.deepEqual(failure(malformed), [400, false, 'INVALID_BODY']);
    assert.deepEqual(failure(await create('suspended', { title: 'T', message: 'M' })), [403, false, 'FORBIDDEN']);
  });

  test('401 without or with a bad token, on every operation, with WWW-Authenticate', async () => {
    const id = randomUUID();
    const calls = [
      () => api.get('/api/notifications'),
      () => api.post('/api/notifications', { title: 'T', message: 'M' }),
      () => api.get('/api/notifications/stream'),
      () => api.patch(`/api/notifications/${id}/read`),
      () => api.delete(`/api/notifications/${id}`),
    ];
    for (const call of calls) {
      const res = await call();
      assert.deepEqual(failure(res), [401, false, 'MISSING_TOKEN']);
      assert.equal(res.body.error, 'Authentication required');
      assert.equal(res.headers.get('www-authenticate'), 'Bearer');
    }
    const bad = await api.get('/api/notifications', { token: 'nope' });
    assert.deepEqual(failure(bad), [401, false, 'INVALID_TOKEN']);
  });
});

describe('listing', () => {
  test('newest first, in pages with the total; unread filters; only the caller\'s', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 5; i++) made.push((await create('bob', { title: `B${i}`, message: `m${i}` })).body.data.id);
    await api.patch(`/api/notifications/${made[1]}/read`, undefined, { token: users.bob.token });
    // Bob also has the admin's notification from above (if that test ran first): count his own.
    const all = (await list('bob', '?pageSize=100')).body.data;
    const titles = all.notifications.map((n: { title: string }) => n.title).filter((x: string) => x.startsWith('B'));
    assert.deepEqual(titles, ['B5', 'B4', 'B3', 'B2', 'B1']);
    assert.ok(all.notifications.every((n: { userId: string }) => n.userId === users.bob.id));
    const page = await list('bob', '?page=2&pageSize=2');
    assert.equal(page.status, 200);
    assert.deepEqual([page.body.data.page, page.body.data.pageSize, page.body.data.total], [2, 2, all.total]);
    assert.deepEqual(page.body.data.notifications.map((n: { id: string }) => n.id), all.notifications.slice(2, 4).map((n: { id: string }) => n.id));
    const unread = (await list('bob', '?unread=true&pageSize=100')).body.data;
    assert.equal(unread.total, all.total - 1);
    assert.ok(!unread.notifications.some((n: { id: string }) => n.id === made[1]));
    const read = (await list('bob', '?unread=false')).body.data;
    assert.deepEqual([read.total, read.notifications.map((n: { id: string; read: boolean }) => [n.id, n.read])], [1, [[made[1], true]]]);
    // Past the end: an empty page, the same total.
    const beyond = (await list('bob', '?page=99')).body.data;
    assert.deepEqual([beyond.notifications, beyond.total], [[], all.total]);
    assert.deepEqual(failure(await list('bob', '?page=0')), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(failure(await list('bob', '?pageSize=101')), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(failure(await list('bob', '?unread=maybe')), [422, false, 'VALIDATION_ERROR']);
    assert.deepEqual(failure(await api.get('/api/notifications', { token: users.bob.token, headers: { 'accept-version': '2' } })), [400, false, 'INVALID_VERSION']);
  });

  test('user-specific caching: private, ETag, 304 until something changes', async () => {
    const first = await list('alice');
    assert.equal(first.headers.get('cache-control'), 'private, max-age=0, must-revalidate');
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"/);
    const again = await api.get('/api/notifications', { token: users.alice.token, headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    await create('alice', { title: 'Changed', message: 'x' });
    const changed = await api.get('/api/notifications', { token: users.alice.token, headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.notifications[0].title, 'Changed');
  });

  test('Accept: application/x-ndjson streams every matching notification, one per line, no envelope', async () => {
    const res = await api.get('/api/notifications?unread=true&pageSize=1', { token: users.alice.token, headers: { accept: 'application/x-ndjson' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/x-ndjson');
    assert.equal(res.headers.get('etag'), null);
    const lines = res.text.trim().split('\n').map((l) => JSON.parse(l));
    const page = (await list('alice', '?unread=true&pageSize=100')).body.data;
    assert.equal(lines.length, page.total);
    assert.ok(lines.length > 1);
    assert.deepEqual(lines, page.notifications);
  });
});

describe('read marks and deletes', () => {
  test('marking read is idempotent and keeps the first time; no If-Match is needed', async () => {
    const id = (await create('alice', { title: 'To read', message: 'x' })).body.data.id;
    const first = await api.patch(`/api/notifications/${id}/read`, undefined, { token: users.alice.token });
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.success, first.body.data.id, first.body.data.read], [true, id, true]);
    assert.ok(first.body.data.readAt);
    const second = await api.patch(`/api/notifications/${id}/read`, undefined, { token: users.alice.token });
    assert.deepEqual(second.body, first.body);
    // Upper-case ids name the same notification.
    assert.equal((await api.patch(`/api/notifications/${id.toUpperCase()}/read`, undefined, { token: users.alice.token })).status, 200);
  });

  test("others' ids, unknown and malformed ids are all 404 and change nothing", async () => {
    const id = (await create('alice', { title: 'Private', message: 'x' })).body.data.id;
    for (const target of [`/api/notifications/${id}/read`, `/api/notifications/${randomUUID()}/read`, '/api/notifications/nope/read']) {
      const res = await api.patch(target, undefined, { token: users.bob.token });
      assert.deepEqual(failure(res), [404, false, 'NOT_FOUND']);
      assert.equal(res.body.error, 'Notification not found');
    }
    for (const target of [`/api/notifications/${id}`, `/api/notifications/${randomUUID()}`, '/api/notifications/nope']) {
      assert.deepEqual(failure(await api.delete(target, { token: users.bob.token })), [404, false, 'NOT_FOUND']);
    }
    // Even an admin sees only their own.
    assert.deepEqual(failure(await api.delete(`/api/notifications/${id}`, { token: users.admin.token })), [404, false, 'NOT_FOUND']);
    const row = await t.db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.read_at, null);
  });

  test('delete answers the id; a second delete is 404; a suspended account may read but not change', async () => {
    const id = (await create('alice', { title: 'Gone', message: 'x' })).body.data.id;
    const res = await api.delete(`/api/notifications/${id}`, { token: users.alice.token });
    assert.deepEqual([res.status, res.body], [200, { success: true, data: { id } }]);
    assert.deepEqual(failure(await api.delete(`/api/notifications/${id}`, { token: users.alice.token })), [404, false, 'NOT_FOUND']);
    assert.equal(await t.db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst(), undefined);

    const theirs = await insertNotification(t.db, { userId: users.suspended.id, title: 'Welcome', message: 'x' });
    const read = await list('suspended');
    assert.deepEqual([read.status, read.body.data.notifications.map((n: { id: string }) => n.id)], [200, [theirs.id]]);
    assert.deepEqual(failure(await api.patch(`/api/notifications/${theirs.id}/read`, undefined, { token: users.suspended.token })), [403, false, 'FORBIDDEN']);
    assert.deepEqual(failure(await api.delete(`/api/notifications/${theirs.id}`, { token: users.suspended.token })), [403, false, 'FORBIDDEN']);
  });
});

describe('the event stream', () => {
  test("the caller's new notifications live, with ids, a retry hint and heartbeats; nobody else's", async () => {
    const stream = await openEvents(`${t.server.url}/api/notifications/stream`, { authorization: `Bearer ${users.alice.token}` });
    try {
      assert.equal(stream.status, 200);
      assert.equal(stream.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(stream.headers.get('cache-control'), 'no-cache');
      await create('bob', { title: 'Not for Alice', message: 'x' });
      const made = (await create('alice', { title: 'Live', message: 'Now' })).body.data;
      // From another connection, as another interface (a booking) would: inside a transaction.
      const viaTrx = await t.db.transaction().execute((trx) => insertNotification(trx, { userId: users.alice.id, title: 'From a booking', message: 'Confirmed' }));
      const [first, second] = [await stream.next(), await stream.next()];
      assert.deepEqual(first, { id: made.id, event: 'notification', data: made });
      assert.deepEqual([second.id, second.data.title, second.data.userId], [viaTrx.id, 'From a booking', users.alice.id]);
      await until(async () => stream.comments().includes('keep-alive'), 5000);
      assert.ok(stream.raw().startsWith('retry: 3000\n\n'), stream.raw().slice(0, 50));
      // Bob's notification never came.
      assert.ok(!stream.raw().includes('Not for Alice'));
    } finally {
      stream.close();
    }
  });

  test('a rolled-back notification is never sent', async () => {
    const stream = await openEvents(`${t.server.url}/api/notifications/stream`, { authorization: `Bearer ${users.bob.token}` });
    try {
      await t.db
        .transaction()
        .execute(async (trx) => {
          await insertNotification(trx, { userId: users.bob.id, title: 'Rolled back', message: 'x' });
          throw new Error('rollback');
        })
        .catch(() => {});
      const kept = await insertNotification(t.db, { userId: users.bob.id, title: 'Kept', message: 'x' });
      assert.equal((await stream.next()).id, kept.id);
      assert.ok(!stream.raw().includes('Rolled back'));
    } finally {
      stream.close();
    }
  });

  test('Last-Event-ID replays what was missed, oldest first; the token may come as ?access_token=', async () => {
    const seen = await insertNotification(t.db, { userId: users.alice.id, title: 'Seen', message: 'x' });
    const missed1 = await insertNotification(t.db, { userId: users.alice.id, title: 'Missed 1', message: 'x' });
    const missed2 = await insertNotification(t.db, { userId: users.alice.id, title: 'Missed 2', message: 'x' });
    await insertNotification(t.db, { userId: users.bob.id, title: 'Bob missed', message: 'x' });
    const stream = await openEvents(`${t.server.url}/api/notifications/stream?access_token=${users.alice.token}`, { 'last-event-id': seen.id });
    try {
      assert.equal(stream.status, 200);
      assert.deepEqual([(await stream.next()).id, (await stream.next()).id], [missed1.id, missed2.id]);
      const live = await insertNotification(t.db, { userId: users.alice.id, title: 'Live after', message: 'x' });
      assert.equal((await stream.next()).id, live.id);
    } finally {
      stream.close();
    }
    // Another user's id as Last-Event-ID replays nothing.
    const other = await openEvents(`${t.server.url}/api/notifications/stream`, { authorization: `Bearer ${users.bob.token}`, 'last-event-id': seen.id });
    try {
      const live = await insertNotification(t.db, { userId: users.bob.id, title: 'Bob live', message: 'x' });
      assert.equal((await other.next()).id, live.id);
    } finally {
      other.close();
    }
  });

  test('through the contract client: 200 event stream ended after NOTIFICATIONS_STREAM_MAX_SECONDS; 401, 422', async () => {
    const hub = t.server.app.services.userNotifications;
    // The earlier tests' streams are gone (their closing reaches the server a moment later).
    await until(async () => hub.subscribers === 0, 5000);
    const started = Date.now();
    const pending = api.get('/api/notifications/stream', { token: users.alice.token });
    await until(async () => hub.subscribers > 0, 5000);
    const made = await insertNotification(t.db, { userId: users.alice.id, title: 'Before the end', message: 'x' });
    const res = await pending;
    assert.equal(res.status, 200);
    assert.ok(Date.now() - started >= 1900, 'ended after its lifetime');
    assert.match(res.text, new RegExp(`id: ${made.id}\nevent: notification\ndata: .*"Before the end"`));
    assert.deepEqual(failure(await api.get('/api/notifications/stream?access_token=nope')), [401, false, 'INVALID_TOKEN']);
    assert.deepEqual(failure(await api.get('/api/notifications/stream', { token: users.alice.token, headers: { 'last-event-id': 'x'.repeat(201) } })), [422, false, 'VALIDATION_ERROR']);
    await until(async () => hub.subscribers === 0, 5000);
  });

  test('a lost LISTEN connection is replaced, and the streams catch up on what came meanwhile', async () => {
    const hub = t.server.app.services.userNotifications;
    const stream = await openEvents(`${t.server.url}/api/notifications/stream`, { authorization: `Bearer ${users.alice.token}` });
    try {
      const before = await insertNotification(t.db, { userId: users.alice.id, title: 'Before the loss', message: 'x' });
      assert.equal((await stream.next()).id, before.id);
      // The listener dies, and a notification is made in the same transaction: nobody hears it.
      const missed = await t.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                  WHERE datname = current_database() AND application_name = ${`user-notifications ${process.pid}`}`.execute(trx);
        return insertNotification(trx, { userId: users.alice.id, title: 'While away', message: 'x' });
      });
      const got = await stream.next(10_000);
      assert.deepEqual([got.id, got.data.title], [missed.id, 'While away']);
      assert.ok(hub.listening);
      const after = await insertNotification(t.db, { userId: users.alice.id, title: 'After', message: 'x' });
      assert.equal((await stream.next()).id, after.id);
      assert.equal(stream.raw().split('While away').length - 1, 1);
    } finally {
      stream.close();
    }
  });

  test('a stream closed by its client is unsubscribed', async () => {
    const hub = t.server.app.services.userNotifications;
    await until(async () => hub.subscribers === 0, 5000);
    const stream = await openEvents(`${t.server.url}/api/notifications/stream`, { authorization: `Bearer ${users.alice.token}` });
    assert.equal(hub.subscribers, 1);
    stream.close();
    await until(async () => hub.subscribers === 0, 5000);
  });
});
