// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// the notifications handlers (src/notifications/handlers/): each pins one behaviour exactly
// (default paging, messages, ids as answered, the vendor media type), through the server and the
// contract client.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client, type Res } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { insertNotification } from '../../src/notifications/notifications.queries.js';

let api: Client;
const users: Record<'admin' | 'alice', { id: string; token: string }> = {} as never;
const t = useServer({ WORKFLOWS_WORKER: 'false', DOCUMENTS_WORKER: 'false' }, async (f) => {
  api = await Client.for(f.server.url, 'notifications');
  for (const name of ['admin', 'alice'] as const) {
    const u = await seedUser(f.db, { role: name === 'admin' ? 'admin' : 'user' });
    users[name] = { id: u.id, token: (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token };
  }
});

const error = (res: Res) => [res.status, res.body.code, res.body.error, res.body.details];

describe('notifications', () => {
  test('the list defaults to page 1 of 20, newest first, with the total', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push((await insertNotification(t.db, { userId: users.alice.id, title: `N${i}`, message: 'm' })).id);
    await t.db.updateTable('notifications').set({ created_at: new Date(Date.UTC(2030, 0, 1)) }).where('user_id', '=', users.alice.id).execute();
    const order = (await t.db.selectFrom('notifications').select('id').where('user_id', '=', users.alice.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id);
    const res = await api.get('/api/notifications', { token: users.alice.token });
    assert.deepEqual([res.status, res.body.data.page, res.body.data.pageSize, res.body.data.total], [200, 1, 20, 22]);
    assert.deepEqual(res.body.data.notifications.map((n: { id: string }) => n.id), order.slice(0, 20));
    const third = await api.get('/api/notifications?page=3&pageSize=10', { token: users.alice.token });
    assert.deepEqual(third.body.data.notifications.map((n: { id: string }) => n.id), order.slice(20));
    // A vendor media type asks for JSON even when NDJSON is listed first.
    const vendor = await api.get('/api/notifications?pageSize=1', { token: users.alice.token, headers: { accept: 'application/x-ndjson, application/vnd.platform.v1+json' } });
    assert.deepEqual([vendor.status, vendor.headers.get('content-type'), vendor.body.data.total], [200, 'application/vnd.platform.v1+json; charset=utf-8', 22]);
  });

  test('an admin naming nobody: 422 with its message; deleting by an upper-case id answers it in lower case', async () => {
    const nobody = await api.post('/api/notifications', { title: 'T', message: 'M', userId: randomUUID() }, { token: users.admin.token });
    assert.deepEqual(error(nobody), [422, 'VALIDATION_ERROR', 'Invalid request: body.userId names no user', { errors: [{ path: 'body.userId', message: 'names no user' }] }]);
    const made = await insertNotification(t.db, { userId: users.alice.id, title: 'Upper', message: 'm' });
    const res = await api.delete(`/api/notifications/${made.id.toUpperCase()}`, { token: users.alice.token });
    assert.deepEqual([res.status, res.body], [200, { success: true, data: { id: made.id } }]);
    const missing = await api.patch(`/api/notifications/${made.id}/read`, undefined, { token: users.alice.token });
    assert.deepEqual(error(missing), [404, 'NOT_FOUND', 'Notification not found', undefined]);
  });

  test('a user deleted between the check and the insert: the foreign key refuses the row, answered as the check (422)', async () => {
    // The race made on purpose: a trigger of this test's database deletes the user as the row goes
    // in, after the handler found him.
    const bob = await seedUser(t.db);
    await sql`CREATE FUNCTION test_vanish_user() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM users WHERE id = NEW.user_id; RETURN NEW; END $$`.execute(t.db);
    await sql`CREATE TRIGGER test_vanish_user BEFORE INSERT ON notifications FOR EACH ROW WHEN (NEW.title = 'vanish') EXECUTE FUNCTION test_vanish_user()`.execute(t.db);
    try {
      const res = await api.post('/api/notifications', { title: 'vanish', message: 'M', userId: bob.id }, { token: users.admin.token });
      assert.deepEqual(error(res), [422, 'VALIDATION_ERROR', 'Invalid request: body.userId names no user', { errors: [{ path: 'body.userId', message: 'names no user' }] }]);
      const left = await t.db.selectFrom('notifications').select('id').where('title', '=', 'vanish').execute();
      assert.deepEqual(left, []);
    } finally {
      await sql`DROP TRIGGER test_vanish_user ON notifications`.execute(t.db);
      await sql`DROP FUNCTION test_vanish_user()`.execute(t.db);
    }
    // Without the trigger, the same request for a user who exists is taken.
    const again = await api.post('/api/notifications', { title: 'vanish', message: 'M', userId: users.alice.id }, { token: users.admin.token });
    assert.equal(again.status, 201);
  });

  test('the stream answers 503 with Retry-After when this process cannot listen within 5 s', { timeout: 30_000 }, async () => {
    // PostgreSQL refuses this process's LISTEN connection (a login trigger of the test's database
    // refuses its application name), and the one it had is ended: the pool still works.
    await sql`CREATE FUNCTION test_refuse_listener() RETURNS event_trigger LANGUAGE plpgsql AS $$ BEGIN IF current_setting('application_name') LIKE 'user-notifications %' THEN RAISE EXCEPTION 'refused for the test'; END IF; END $$`.execute(t.db);
    await sql`CREATE EVENT TRIGGER test_refuse_listener ON login EXECUTE FUNCTION test_refuse_listener()`.execute(t.db);
    try {
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'user-notifications %'`.execute(t.db);
      const res = await api.get('/api/notifications/stream', { token: users.alice.token, headers: { accept: 'text/event-stream' } });
      assert.deepEqual([...error(res), res.headers.get('retry-after')], [503, 'SERVICE_UNAVAILABLE', 'Live notifications are unavailable for now; try again', undefined, '5']);
    } finally {
      await sql`DROP EVENT TRIGGER test_refuse_listener`.execute(t.db);
      await sql`DROP FUNCTION test_refuse_listener()`.execute(t.db);
    }
  });
});

