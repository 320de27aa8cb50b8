// A server killed (SIGKILL) in the middle of a stash commit leaves the table as it was: the commit
// is one PostgreSQL transaction, which never commits without its client.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { Client, untilStarted } from '../helpers/contract.js';
import { createTestDatabase, openDb } from '../helpers/db.js';
import { killChildServers, spawnServer, until } from '../helpers/server.js';
import { hashApiKey } from '../../src/auth/tokens.js';
import { insertTeam, insertTeamToken } from '../../src/tables/teams.queries.js';

after(killChildServers);

test('SIGKILL during an overwrite from a big stash changes nothing', { timeout: 180_000 }, async () => {
  const dbUrl = await createTestDatabase();
  const db = openDb(dbUrl);
  try {
    const team = await insertTeam(db, 'Durable');
    await insertTeamToken(db, team.id, hashApiKey('tt_durable'));
    const token = 'tt_durable';
    const first = await spawnServer({ DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' });
    await untilStarted(first.url);
    const glide = await Client.for(first.url, 'tables');
    const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }];
    const made = await glide.post('/tables', { name: 'Keep', schema: { columns }, rows: [{ name: 'a', n: 1 }, { name: 'b', n: 2 }] }, { token });
    const { tableID, rowIDs } = made.body.data;
    const version = (await glide.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag');

    // A stash big enough that committing it takes a while.
    const chunk = Array.from({ length: 5000 }, (_, i) => ({ name: `row ${i} ${'x'.repeat(40)}`, n: i }));
    for (let serial = 0; serial < 40; serial++) await glide.put(`/stashes/big/${serial}`, chunk, { token });

    // raw HTTP: the server is killed before it answers, so there is no response to check.
    const pending = fetch(`${first.url}/tables/${tableID}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows: { $stashID: 'big' } }),
    }).catch(() => undefined);
    // Kill it once the commit is visibly under way in PostgreSQL.
    const busy = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle' AND query ILIKE '%stash_chunks%' AND pid <> pg_backend_pid()`.execute(db)).rows[0].n > 0;
    await until(busy, 30_000);
    first.child.kill('SIGKILL');
    await pending;
    // PostgreSQL rolls the orphaned transaction back once it notices its client is gone.
    await until(async () => !(await busy()), 60_000);

    const second = await spawnServer({ DATABASE_URL: dbUrl, LOG_LEVEL: 'warn' });
    await untilStarted(second.url);
    const after = await Client.for(second.url, 'tables');
    const rows = await after.get(`/tables/${tableID}/rows`, { token });
    assert.deepEqual(rows.body.data, [
      { $rowID: rowIDs[0], name: 'a', n: 1 },
      { $rowID: rowIDs[1], name: 'b', n: 2 },
    ]);
    assert.equal((await after.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag'), version);
    // The stash survived too: committing it now works.
    const retry = await after.put(`/tables/${tableID}`, { rows: { $stashID: 'big' } }, { token });
    assert.equal(retry.status, 200);
    assert.equal(retry.body.data.rowIDs.length, 200_000);
    await second.stop();
  } finally {
    await db.destroy();
  }
});
