import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';

const t = useServer();
const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }];
const async = { 'x-glide-asynchronous': 'true' };

async function team(name: string) {
  return { ...(await seedTeam(t.db, name)), glide: await Client.for(t.server.url, 'tables') };
}

async function settle(glide: Client, token: string, jobID: string) {
  for (let i = 0; i < 200; i++) {
    const res = await glide.get(`/jobs/${jobID}`, { token });
    assert.equal(res.status, 200);
    if (res.body.data.status !== 'running') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('job did not finish');
}

describe('x-glide-asynchronous and jobs', () => {
  test('an asynchronous create answers 202 with the table and job ids; the job reports the result', async () => {
    const { token, glide } = await team('Async');
    const res = await glide.post('/tables', { name: 'Later', schema: { columns }, rows: [{ name: 'a', n: 1 }] }, { token, headers: async });
    assert.equal(res.status, 202);
    const { tableID, jobID } = res.body.data;
    const done = await settle(glide, token, jobID);
    assert.equal(done.status, 'succeeded');
    assert.equal(done.result.tableID, tableID);
    assert.equal(done.result.rowIDs.length, 1);
    assert.deepEqual((await glide.get(`/tables/${tableID}/rows`, { token })).body.data, [{ $rowID: done.result.rowIDs[0], name: 'a', n: 1 }]);

    await glide.put('/stashes/bulk/1', [{ name: 'x' }, { name: 'y' }], { token });
    const over = await glide.put(`/tables/${tableID}`, { rows: { $stashID: 'bulk' } }, { token, headers: async });
    assert.equal(over.status, 202);
    const overDone = await settle(glide, token, over.body.data.jobID);
    assert.equal(overDone.status, 'succeeded');
    assert.equal(overDone.result.rowIDs.length, 2);
    // Without the header the same work is synchronous.
    assert.equal((await glide.post('/tables', { name: 'Now', schema: { columns }, rows: [] }, { token, headers: { 'x-glide-asynchronous': 'false' } })).status, 201);
  });

  test('a job that fails reports why and changes nothing', async () => {
    const { token, glide } = await team('Failing');
    await glide.put('/stashes/bad/1', [{ name: 'ok' }, { name: 'bad', n: 'NaN' }], { token });
    const res = await glide.post('/tables', { name: 'Never', schema: { columns }, rows: { $stashID: 'bad' } }, { token, headers: async });
    assert.equal(res.status, 202);
    const done = await settle(glide, token, res.body.data.jobID);
    assert.equal(done.status, 'failed');
    assert.equal((await glide.get(`/tables/${res.body.data.tableID}/rows`, { token })).status, 404);
    // The error is the one the same request made synchronously answers (the stash is still there).
    const sync = await glide.post('/tables', { name: 'Never', schema: { columns }, rows: { $stashID: 'bad' } }, { token });
    assert.deepEqual([sync.status, sync.body.error.type], [422, 'column_has_invalid_value']);
    assert.deepEqual(done.error, sync.body.error);
    // Inline rows are checked before the job is accepted.
    const early = await glide.post('/tables', { name: 'X', schema: { columns }, rows: [{ n: 'x' }] }, { token, headers: async });
    assert.equal(early.status, 422);
  });

  test('a job failing on a value PostgreSQL refuses (a NUL character) reports the error the synchronous call answers; nothing changes', async () => {
    const { token, glide } = await team('Nul');
    const created = await glide.post('/tables', { name: 'Kept', schema: { columns }, rows: [{ name: 'kept', n: 1 }] }, { token });
    assert.equal(created.status, 201, created.text);
    const { tableID, rowIDs } = created.body.data;
    const nul = [{ name: 'a\u0000b', n: 2 }];
    const expected = { type: 'request_validation_error', message: 'A value is out of range or contains characters that cannot be stored' };
    const state = async () => ({
      version: (await glide.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag'),
      rows: (await glide.get(`/tables/${tableID}/rows`, { token })).body.data,
      tables: (await glide.get('/tables', { token })).body.data,
    });
    const before = await state();
    assert.deepEqual(before.rows, [{ $rowID: rowIDs[0], name: 'kept', n: 1 }]);

    const sync = await glide.put(`/tables/${tableID}`, { rows: nul }, { token });
    assert.deepEqual([sync.status, sync.body], [400, { error: expected }]);
    const over = await glide.put(`/tables/${tableID}`, { rows: nul }, { token, headers: async });
    assert.equal(over.status, 202, over.text);
    assert.deepEqual(await settle(glide, token, over.body.data.jobID), { status: 'failed', error: expected });
    assert.deepEqual(await state(), before, 'nothing changed');

    const syncCreate = await glide.post('/tables', { name: 'Nul', schema: { columns }, rows: nul }, { token });
    assert.deepEqual([syncCreate.status, syncCreate.body], [400, { error: expected }]);
    const create = await glide.post('/tables', { name: 'Nul', schema: { columns }, rows: nul }, { token, headers: async });
    assert.equal(create.status, 202, create.text);
    assert.deepEqual(await settle(glide, token, create.body.data.jobID), { status: 'failed', error: expected });
    const missing = await glide.get(`/tables/${create.body.data.tableID}/rows`, { token });
    assert.deepEqual([missing.status, missing.body.error.type], [404, 'table_not_found']);
    assert.deepEqual(await state(), before, 'nothing created');
  });

  test("jobs are their team's; unknown ids are 404 job_not_found; a job whose server stopped is reported failed", async () => {
    const a = await team('JobsA');
    const b = await team('JobsB');
    const res = await a.glide.post('/tables', { name: 'Mine', schema: { columns } }, { token: a.token, headers: async });
    await settle(a.glide, a.token, res.body.data.jobID);
    for (const id of [res.body.data.jobID, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const other = await b.glide.get(`/jobs/${id}`, { token: b.token });
      assert.deepEqual([other.status, other.body.error.type], [404, 'job_not_found'], id);
    }
    // A running job nobody holds: its worker's process is gone.
    const orphan = await sql<{ id: string }>`INSERT INTO jobs (team_id, created_at) VALUES (${a.id}, now() - interval '1 minute') RETURNING id`.execute(t.db);
    const state = await a.glide.get(`/jobs/${orphan.rows[0].id}`, { token: a.token });
    assert.equal(state.body.data.status, 'failed');
    assert.match(state.body.data.error.message, /stopped/);
    assert.equal((await a.glide.get(`/jobs/${res.body.data.jobID}`, { token: 'tt_bad' })).status, 404);
  });
});
