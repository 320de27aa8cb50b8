import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { hashApiKey } from '../../src/auth/tokens.js';
import { insertTeam, insertTeamToken } from '../../src/tables/teams.queries.js';

const token = 'tt_schema';
const t = useServer({}, async ({ db }) => {
  const team = await insertTeam(db, 'Schema');
  await insertTeamToken(db, team.id, hashApiKey(token));
});
const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }];
const cells = (rows: Record<string, unknown>[]) => rows.map(({ $rowID: _id, ...rest }) => rest);

async function table(glide: Client) {
  const res = await glide.post('/tables', { name: 'S', schema: { columns }, rows: [{ name: 'a', n: 1 }] }, { token });
  return res.body.data as { tableID: string; rowIDs: string[] };
}

describe('onSchemaError', () => {
  test('abort (the default) refuses misfits with 422', async () => {
    const glide = await Client.for(t.server.url, 'tables');
    const { tableID } = await table(glide);
    for (const q of ['', '?onSchemaError=abort']) {
      const res = await glide.post(`/tables/${tableID}/rows${q}`, [{ name: 'b', extra: 1 }], { token });
      assert.deepEqual([res.status, res.body.error.type], [422, 'column_id_not_found']);
    }
    assert.equal((await glide.post(`/tables/${tableID}/rows?onSchemaError=sometimes`, [], { token })).status, 400);
  });

  test('dropColumns leaves the misfit cells out, inline and from a stash', async () => {
    const glide = await Client.for(t.server.url, 'tables');
    const { tableID } = await table(glide);
    const added = await glide.post(`/tables/${tableID}/rows?onSchemaError=dropColumns`, [{ name: 'b', n: 'two', extra: true }], { token });
    assert.equal(added.status, 201);
    await glide.put('/stashes/drop/1', [{ name: 'c', n: 3, $weird: 1 }, { name: 4, n: 4 }], { token });
    assert.equal((await glide.post(`/tables/${tableID}/rows?onSchemaError=dropColumns`, { $stashID: 'drop' }, { token })).status, 201);
    const rows = (await glide.get(`/tables/${tableID}/rows`, { token })).body.data;
    assert.deepEqual(cells(rows), [{ name: 'a', n: 1 }, { name: 'b' }, { name: 'c', n: 3 }, { n: 4 }]);
    const patched = await glide.patch(`/tables/${tableID}/rows/${rows[0].$rowID}?onSchemaError=dropColumns`, { n: 'x', name: 'A' }, { token });
    assert.equal(patched.status, 200);
    assert.deepEqual(cells([(await glide.get(`/tables/${tableID}/rows/${rows[0].$rowID}`, { token })).body.data]), [{ name: 'A', n: 1 }]);
  });

  test('updateSchema adds missing columns and widens others, and stores the schema with the rows', async () => {
    const glide = await Client.for(t.server.url, 'tables');
    const { tableID } = await table(glide);
    const res = await glide.post(`/tables/${tableID}/rows?onSchemaError=updateSchema`, [{ name: 'b', n: 'two', active: true, meta: { k: 1 } }], { token });
    assert.equal(res.status, 201);
    // The widened and added columns now take such values without any option.
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ n: 'three', active: false, meta: [1] }], { token })).status, 201);
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ active: 'no' }], { token })).status, 422, 'active was added as boolean');
    await glide.put('/stashes/grow/1', [{ name: 'c', score: 9.5 }], { token });
    assert.equal((await glide.put(`/tables/${tableID}?onSchemaError=updateSchema`, { rows: { $stashID: 'grow' } }, { token })).status, 200);
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ score: 1 }], { token })).status, 201, 'score was added from the stash');
    const created = await glide.post('/tables?onSchemaError=updateSchema', { name: 'Grown', schema: { columns }, rows: [{ name: 'x', when: 'today' }] }, { token });
    assert.equal(created.status, 201);
    assert.equal((await glide.post(`/tables/${created.body.data.tableID}/rows`, [{ when: 'tomorrow' }], { token })).status, 201);
    const row = (await glide.get(`/tables/${tableID}/rows?limit=1`, { token })).body.data[0];
    assert.equal((await glide.patch(`/tables/${tableID}/rows/${row.$rowID}?onSchemaError=updateSchema`, { fresh: 'yes' }, { token })).status, 200);
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ fresh: 'again' }], { token })).status, 201, 'fresh was added by the PATCH');
  });
});
