// Exact charges and figures of usage metering, in the cases a plausible bug would get wrong:
// a page that is not the last (the look-ahead row is not the client's), a metered team under
// its quota (no negative overage).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';
import { setQuota } from '../../src/tables/usage.queries.js';

const t = useServer();
const columns = [{ id: 'name', type: 'string' }];

describe('usage metering, exact', () => {
  test('a page that is not the last is charged for the rows it returns, not the look-ahead row', async () => {
    const team = await seedTeam(t.db, 'Pages');
    const glide = await Client.for(t.server.url, 'tables');
    const opts = { token: team.token };
    const made = await glide.post('/tables', { name: 'P', schema: { columns }, rows: ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name })) }, opts);
    const { tableID } = made.body.data;
    const before = (await glide.get('/usage', opts)).body.data.updates;
    assert.equal(before, 0.05);
    const page = await glide.get(`/tables/${tableID}/rows?limit=2`, opts);
    assert.equal(page.body.data.length, 2);
    assert.equal(typeof page.body.continuation, 'string');
    const after = (await glide.get('/usage', opts)).body.data.updates;
    assert.equal(Math.round((after - before) * 1000), 2);
  });

  test('a metered team under its quota shows no overage', async () => {
    const team = await seedTeam(t.db, 'Under');
    await setQuota(t.db, team.id, 1_000_000, 'metered');
    const glide = await Client.for(t.server.url, 'tables');
    await glide.post('/tables', { name: 'U', schema: { columns }, rows: [{ name: 'a' }] }, { token: team.token });
    const usage = (await glide.get('/usage', { token: team.token })).body.data;
    assert.deepEqual(
      { updates: usage.updates, quota: usage.quota, overage: usage.overage, overageUpdates: usage.overageUpdates, overageCost: usage.overageCost },
      { updates: 0.01, quota: 1000, overage: 'metered', overageUpdates: 0, overageCost: 0 },
    );
  });
});
