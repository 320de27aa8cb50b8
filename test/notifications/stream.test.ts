// Notification streams across processes: two server processes on one database, a stream open on
// one, notifications made through the other (and by a third party inside its transaction) arrive.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { Client, untilStarted } from '../helpers/contract.js';
import { createTestDatabase, openDb, seedUser } from '../helpers/db.js';
import { killChildServers, spawnServer } from '../helpers/server.js';
import { insertNotification } from '../../src/notifications/notifications.queries.js';
import { openEvents } from './events.js';

after(killChildServers);

test('a stream on one process receives what is created through another, each once', { timeout: 120_000 }, async () => {
  const dbUrl = await createTestDatabase();
  const db = openDb(dbUrl);
  const env = { DATABASE_URL: dbUrl, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };
  const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  try {
    await Promise.all([untilStarted(a.url), untilStarted(b.url)]);
    const user = await seedUser(db);
    const admin = await seedUser(db, { role: 'admin' });
    const signIn = async (u: { email: string; password: string }) =>
      (await (await Client.for(b.url)).request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token as string;
    const [token, adminToken] = [await signIn(user), await signIn(admin)];
    const viaB = await Client.for(b.url, 'notifications');

    // Two tabs of the same user on process A: both get each notification, once.
    const tabs = [
      await openEvents(`${a.url}/api/notifications/stream?access_token=${token}`),
      await openEvents(`${a.url}/api/notifications/stream`, { authorization: `Bearer ${token}` }),
    ];
    try {
      const own = await viaB.post('/api/notifications', { title: 'From B', message: 'Made on the other process' }, { token });
      assert.equal(own.status, 201);
      const fromAdmin = await viaB.post('/api/notifications', { title: 'From the admin', message: 'x', userId: user.id }, { token: adminToken });
      assert.equal(fromAdmin.status, 201);
      const fromTrx = await db.transaction().execute((trx) => insertNotification(trx, { userId: user.id, title: 'From a transaction', message: 'x' }));
      for (const tab of tabs) {
        const got = [await tab.next(), await tab.next(), await tab.next()];
        assert.deepEqual(got.map((e) => e.id), [own.body.data.id, fromAdmin.body.data.id, fromTrx.id]);
        assert.deepEqual(got[0].data, own.body.data);
        assert.equal(tab.raw().split('event: notification').length - 1, 3);
      }
      // Process B's own stream sees the same, and a notification made on A reaches it.
      const onB = await openEvents(`${b.url}/api/notifications/stream`, { authorization: `Bearer ${token}` });
      try {
        const viaA = await Client.for(a.url, 'notifications');
        const made = await viaA.post('/api/notifications', { title: 'From A', message: 'x' }, { token });
        assert.equal((await onB.next()).id, made.body.data.id);
        for (const tab of tabs) assert.equal((await tab.next()).id, made.body.data.id);
      } finally {
        onB.close();
      }
    } finally {
      for (const tab of tabs) tab.close();
    }

    // One LISTEN connection per process, whatever the number of streams.
    const listeners = await sql<{ application_name: string }>`
      SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'user-notifications %'`.execute(db);
    assert.equal(listeners.rows.length, 2, JSON.stringify(listeners.rows));

    // A stream open when its server stops ends at once (it does not hold the stop up).
    const open = await openEvents(`${a.url}/api/notifications/stream`, { authorization: `Bearer ${token}` });
    const started = Date.now();
    await a.stop('SIGTERM');
    assert.ok(Date.now() - started < 5000, `the stop took ${Date.now() - started} ms`);
    await assert.rejects(open.next(2000), /ended without another event/);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await db.destroy();
  }
});
