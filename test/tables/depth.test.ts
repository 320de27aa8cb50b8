// One depth limit (64 levels of arrays and objects) for every way a value reaches a table: CSV/TSV
// cells of json columns (add rows, overwrite, a stash committed later) and JSON import sources, as
// JSON bodies already were. Deeper values were a 500 (stack overflow), or were stored and then
// broke every read of their page.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';

const t = useServer({ TABLES_IMPORT_ALLOW_PRIVATE: 'true' });
let glide: Client;
let token: string;

/** `[[…1…]]`: `levels` arrays, one inside the other. */
const nested = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);
const csv = (cell: string) => ({ contentType: 'text/csv', raw: `name,data\nbad,${cell}\n`, token });
const tooDeep = (message: string) => ({ error: { type: 'request_validation_error', message } });

let source: http.Server;
let base: string;
before(async () => {
  source = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(`[{"name":"deep","data":${nested(req.url === '/deep.json' ? 10_000 : 62)}}]`);
  });
  await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
after(() => new Promise((r) => source.close(r)));

async function newTable(): Promise<{ tableID: string; rowIDs: string[] }> {
  glide ??= await Client.for(t.server.url, 'tables');
  token ??= (await seedTeam(t.db, 'Depth')).token;
  const columns = [
    { id: 'name', type: 'string' },
    { id: 'data', type: 'json' },
  ];
  const res = await glide.post('/tables', { name: 'Deep', schema: { columns }, rows: [{ name: 'kept', data: { a: [1] } }] }, { token });
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

async function rowsOf(tableID: string) {
  const res = await glide.get(`/tables/${tableID}/rows`, { token });
  assert.equal(res.status, 200, res.text);
  return res.body.data.map(({ $rowID, ...cells }: Record<string, unknown>) => ({ ...cells, id: $rowID }));
}

describe('deep values in tables', () => {
  test('a 10,000-level json cell in a CSV add rows is 400 request_validation_error naming the column', async () => {
    const { tableID, rowIDs } = await newTable();
    const res = await glide.request('POST', `/tables/${tableID}/rows`, csv(nested(10_000)));
    assert.equal(res.status, 400, res.text);
    assert.deepEqual(res.body, tooDeep('Column data is nested more than 64 levels deep (row 0)'));
    assert.deepEqual(await rowsOf(tableID), [{ id: rowIDs[0], name: 'kept', data: { a: [1] } }]);
  });

  test('a 10,000-level json cell in a CSV overwrite is 400, and the table is as it was', async () => {
    const { tableID, rowIDs } = await newTable();
    const version = (await glide.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag');
    const res = await glide.request('PUT', `/tables/${tableID}`, csv(nested(10_000)));
    assert.equal(res.status, 400, res.text);
    assert.deepEqual(res.body, tooDeep('Column data is nested more than 64 levels deep (row 0)'));
    assert.deepEqual(await rowsOf(tableID), [{ id: rowIDs[0], name: 'kept', data: { a: [1] } }]);
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag'), version);
  });

  test('a CSV stash chunk with a 10,000-level json cell is refused when committed; the stash stays for a retry', async () => {
    const { tableID, rowIDs } = await newTable();
    const chunk = await glide.request('PUT', '/stashes/deep-stash/1', csv(nested(10_000)));
    assert.equal(chunk.status, 200, chunk.text);
    const res = await glide.post(`/tables/${tableID}/rows`, { $stashID: 'deep-stash' }, { token });
    assert.equal(res.status, 400, res.text);
    assert.deepEqual(res.body, tooDeep('Column data is nested more than 64 levels deep (row 0)'));
    assert.deepEqual(await rowsOf(tableID), [{ id: rowIDs[0], name: 'kept', data: { a: [1] } }]);
    // The same stash, its chunk replaced by a shallow one, now commits.
    await glide.request('PUT', '/stashes/deep-stash/1', csv(nested(2)));
    const retried = await glide.post(`/tables/${tableID}/rows`, { $stashID: 'deep-stash' }, { token });
    assert.equal(retried.status, 201, retried.text);
  });

  test('a table stays readable: a 4,100-level cell is refused, 64 levels are kept and read back, 65 are refused', async () => {
    const { tableID, rowIDs } = await newTable();
    const poisoned = await glide.request('POST', `/tables/${tableID}/rows`, csv(nested(4_100)));
    assert.deepEqual([poisoned.status, poisoned.body], [400, tooDeep('Column data is nested more than 64 levels deep (row 0)')]);
    const over = await glide.request('POST', `/tables/${tableID}/rows`, csv(nested(65)));
    assert.deepEqual([over.status, over.body], [400, tooDeep('Column data is nested more than 64 levels deep (row 0)')]);
    const atLimit = await glide.request('POST', `/tables/${tableID}/rows`, csv(nested(64)));
    assert.equal(atLimit.status, 201, atLimit.text);
    assert.deepEqual(await rowsOf(tableID), [
      { id: rowIDs[0], name: 'kept', data: { a: [1] } },
      { id: atLimit.body.data.rowIDs[0], name: 'bad', data: JSON.parse(nested(64)) },
    ]);
  });

  test('a 10,000,000-character cell is checked without overflowing the stack', async () => {
    const { tableID } = await newTable();
    const res = await glide.request('POST', `/tables/${tableID}/rows`, csv(nested(5_000_000)));
    assert.equal(res.status, 400, res.text);
    assert.deepEqual(res.body, tooDeep('Column data is nested more than 64 levels deep (row 0)'));
  });

  test('a JSON import source nested 10,000 levels is 400 import_failed, and nothing is created', async () => {
    await newTable();
    const before = (await glide.get('/tables', { token })).body.data.length;
    const res = await glide.post('/tables/import', { fromUrl: `${base}/deep.json` }, { token });
    assert.equal(res.status, 400, res.text);
    assert.deepEqual(res.body, { error: { type: 'import_failed', message: 'Import failed: the source is nested more than 64 levels deep' } });
    assert.equal((await glide.get('/tables', { token })).body.data.length, before);
    const shallow = await glide.post('/tables/import', { fromUrl: `${base}/shallow.json` }, { token });
    assert.equal(shallow.status, 201, shallow.text);
  });
});
