import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { cliInProcess, cliProcess } from '../helpers/cli.js';

const t = useServer();

/** A command's JSON result: the file's first command line as its own process, the rest in this one (test/helpers/cli.ts). */
let ranAsProcess = false;
async function cli(...args: string[]) {
  const run = ranAsProcess ? cliInProcess : cliProcess;
  ranAsProcess = true;
  const { code, stdout, stderr } = await run(args, { DATABASE_URL: t.dbUrl });
  assert.deepEqual([code, stderr], [0, '']);
  return JSON.parse(stdout);
}

const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }];

async function setup(name: string) {
  const team = await cli('teams', 'create', name);
  const glide = await Client.for(t.server.url, 'tables');
  const opts = { token: team.token as string };
  return { team, glide, opts };
}

describe('usage metering', () => {
  test('exact under concurrency: 0.01 per row written, 0.001 per row read, free listing and version', async () => {
    const { glide, opts } = await setup('Meter');
    const made = await glide.post('/tables', { name: 'M', schema: { columns }, rows: [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }, { name: 'e' }] }, opts);
    const { tableID, rowIDs } = made.body.data;
    let readRows = 0;
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => glide.post(`/tables/${tableID}/rows`, [{ name: `x${i}` }, { name: `y${i}` }, { name: `z${i}` }], opts)),
      ...rowIDs.map((id: string, i: number) => glide.patch(`/tables/${tableID}/rows/${id}`, { n: i }, opts)),
      ...Array.from({ length: 10 }, async () => {
        const res = await glide.get(`/tables/${tableID}/rows?limit=40`, opts);
        readRows += res.body.data.length;
      }),
      ...Array.from({ length: 5 }, () => glide.get('/tables', opts)),
      ...Array.from({ length: 5 }, () => glide.request('HEAD', `/tables/${tableID}/rows`, opts)),
    ]);
    await glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, opts);
    readRows += 1;
    await glide.delete(`/tables/${tableID}/rows/${rowIDs[1]}`, opts);
    const writes = 5 + 20 * 3 + 5 + 1;
    const usage = await glide.get('/usage', opts);
    assert.equal(usage.status, 200);
    assert.equal(Math.round(usage.body.data.updates * 1000), writes * 10 + readRows, `writes ${writes}, reads ${readRows}`);
    assert.match(usage.body.data.period, /^\d{4}-\d{2}$/);
    assert.deepEqual([usage.body.data.overage, usage.body.data.overageUpdates, usage.body.data.overageCost], ['block', 0, 0]);
  });

  test('past the quota a blocked team gets 402 payment_required and nothing is written; listing, version and usage stay free', async () => {
    const { team, glide, opts } = await setup('Blocked');
    const made = await glide.post('/tables', { name: 'B', schema: { columns }, rows: [{ name: 'a' }] }, opts);
    const { tableID, rowIDs } = made.body.data;
    // 0.01 used; allow 0.02 more: two more rows.
    const set = await cli('teams', 'quota', team.team, '--updates', '0.03');
    assert.deepEqual([set.updates, set.quota, set.overage], [0.01, 0.03, 'block']);
    const version = (await glide.request('HEAD', `/tables/${tableID}/rows`, opts)).headers.get('etag');
    const three = await glide.post(`/tables/${tableID}/rows`, [{ name: 'x' }, { name: 'y' }, { name: 'z' }], opts);
    assert.deepEqual([three.status, three.body.error.type], [402, 'payment_required']);
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, opts)).headers.get('etag'), version, 'nothing written');
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ name: 'x' }, { name: 'y' }], opts)).status, 201);
    for (const res of [
      await glide.get(`/tables/${tableID}/rows`, opts),
      await glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, opts),
      await glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { n: 1 }, opts),
      await glide.delete(`/tables/${tableID}/rows/${rowIDs[0]}`, opts),
      await glide.post(`/tables/${tableID}/rows`, [{ name: 'w' }], opts),
      await glide.put(`/tables/${tableID}`, [{ name: 'w' }], opts),
      await glide.post('/tables', { name: 'C', schema: { columns }, rows: [{ name: 'w' }] }, opts),
      await glide.request('POST', '/tables/import?name=I', { ...opts, raw: 'name\nw\n', contentType: 'text/csv' }),
    ]) {
      assert.deepEqual([res.status, res.body.error.type], [402, 'payment_required'], res.operationId);
    }
    assert.equal((await glide.get('/tables', opts)).body.data.length, 1, 'the refused create left no table');
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, opts)).status, 200);
    assert.equal((await glide.get('/usage', opts)).body.data.updates, 0.03);
    assert.deepEqual((await cli('teams', 'usage', 'Blocked')).updates, 0.03);
  });

  test('metered overage: writes go on, and each update beyond the quota costs 0.02', async () => {
    const { team, glide, opts } = await setup('Metered');
    await cli('teams', 'quota', team.team, '--updates', '0.05', '--overage', 'metered');
    const made = await glide.post('/tables', { name: 'O', schema: { columns }, rows: Array.from({ length: 15 }, (_, i) => ({ name: `r${i}` })) }, opts);
    assert.equal(made.status, 201);
    const usage = (await glide.get('/usage', opts)).body.data;
    assert.deepEqual(usage, { period: new Date().toISOString().slice(0, 7), updates: 0.15, quota: 0.05, overage: 'metered', overageUpdates: 0.1, overageCost: 0.002 });
  });
});
