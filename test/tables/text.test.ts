import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { until } from '../helpers/server.js';
import { seedTeam } from '../helpers/teams.js';

// Imports from this file fetch a local server, so private addresses are allowed here; the
// guard itself is tested in the second server below.
const t = useServer({ TABLES_IMPORT_ALLOW_PRIVATE: 'true', TABLES_IMPORT_MAX_BYTES: '200000' });
const guarded = useServer();
let glide: Client;
let token: string;

const csv = { contentType: 'text/csv' };
const tsv = { contentType: 'text/tab-separated-values' };
const cells = (rows: Record<string, unknown>[]) => rows.map(({ $rowID: _id, ...rest }) => rest);

/** A fake third party: the files an import fetches. */
const files: Record<string, { type?: string; body: string | Buffer; status?: number; location?: string; pause?: { at: number; until: Promise<void> } }> = {};
let source: http.Server;
let base: string;
before(async () => {
  source = http.createServer((req, res) => {
    const f = files[req.url ?? ''];
    if (!f) return res.writeHead(404).end('missing');
    res.writeHead(f.status ?? 200, { ...(f.type ? { 'content-type': f.type } : {}), ...(f.location ? { location: f.location } : {}) });
    // `pause`: the first `at` bytes now, the rest once `until` settles
    if (!f.pause) return res.end(f.body);
    res.write(f.body.slice(0, f.pause.at));
    void f.pause.until.then(() => res.end(f.body.slice(f.pause!.at)));
  });
  await new Promise<void>((r) => source.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
after(() => new Promise((r) => source.close(r)));

async function setup() {
  glide ??= await Client.for(t.server.url, 'tables');
  token ??= (await seedTeam(t.db, 'Text')).token;
}

async function rowsOf(tableID: string) {
  const res = await glide.get(`/tables/${tableID}/rows`, { token });
  assert.equal(res.status, 200);
  return cells(res.body.data);
}

async function tableCount() {
  return (await glide.get('/tables', { token })).body.data.length;
}

describe('CSV and TSV bodies', () => {
  test('create from CSV infers the schema (number, boolean, dateTime, string) and reads the cells as those types', async () => {
    await setup();
    const body = '\uFEFFName,Age,Member,Birthday,Note\r\nAlice,25,TRUE,2024-08-29T09:46:16.722Z,"says ""hi"", twice"\r\nBob,30.5,false,2020-01-15T09:00:16.722Z,\r\n';
    const res = await glide.request('POST', '/tables?name=People', { ...csv, raw: body, token });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.rowIDs.length, 2);
    assert.deepEqual(await rowsOf(res.body.data.tableID), [
      { Name: 'Alice', Age: 25, Member: true, Birthday: '2024-08-29T09:46:16.722Z', Note: 'says "hi", twice' },
      { Name: 'Bob', Age: 30.5, Member: false, Birthday: '2020-01-15T09:00:16.722Z' },
    ]);
    // The inferred types hold: a later JSON add of a string into Age is refused.
    const bad = await glide.post(`/tables/${res.body.data.tableID}/rows`, [{ Age: 'old' }], { token });
    assert.deepEqual([bad.status, bad.body.error.type], [422, 'column_has_invalid_value']);
    assert.match(bad.body.error.message, /Age/);
  });

  test('create from TSV; a CSV create without a name is a validation error', async () => {
    await setup();
    const res = await glide.request('POST', '/tables?name=Tabs', { ...tsv, raw: 'id\tqty\nA-1\t3\nA-2\t4\n', token });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(await rowsOf(res.body.data.tableID), [{ id: 'A-1', qty: 3 }, { id: 'A-2', qty: 4 }]);
    const nameless = await glide.request('POST', '/tables', { ...csv, raw: 'a\n1\n', token });
    assert.deepEqual([nameless.status, nameless.body.error.type], [400, 'request_validation_error']);
  });

  test('add rows and overwrite with CSV read the fields as the table\'s types; a misfit is 422 naming the column and changes nothing', async () => {
    await setup();
    const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }, { id: 'ok', type: 'boolean' }, { id: 'zip', type: 'string' }, { id: 'meta', type: 'json' }];
    const made = await glide.post('/tables', { name: 'Typed', schema: { columns }, rows: [{ name: 'first', n: 1 }] }, { token });
    const { tableID } = made.body.data;
    const added = await glide.request('POST', `/tables/${tableID}/rows`, { ...csv, raw: 'name,n,ok,zip,meta\nx,2,true,00123,"{""a"":1}"\ny,,False,,plain\n', token });
    assert.equal(added.status, 201, added.text);
    assert.deepEqual(await rowsOf(tableID), [
      { name: 'first', n: 1 },
      { name: 'x', n: 2, ok: true, zip: '00123', meta: { a: 1 } },
      { name: 'y', ok: false, meta: 'plain' },
    ]);
    const version = (await glide.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag');
    for (const [raw, column] of [['name,n\nz,abc\n', 'n'], ['name,ok\nz,yes\n', 'ok']]) {
      const bad = await glide.request('POST', `/tables/${tableID}/rows`, { ...csv, raw, token });
      assert.deepEqual([bad.status, bad.body.error.type], [422, 'column_has_invalid_value'], bad.text);
      assert.match(bad.body.error.message, new RegExp(`Column ${column} `));
    }
    const unknown = await glide.request('POST', `/tables/${tableID}/rows`, { ...csv, raw: 'nope\n1\n', token });
    assert.deepEqual([unknown.status, unknown.body.error.type], [422, 'column_id_not_found']);
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, { token })).headers.get('etag'), version, 'nothing written');

    const over = await glide.request('PUT', `/tables/${tableID}`, { ...tsv, raw: 'name\tn\nonly\t7\n', token });
    assert.equal(over.status, 200, over.text);
    assert.deepEqual(await rowsOf(tableID), [{ name: 'only', n: 7 }]);
    // updateSchema adds a column with the type its text implies.
    const grown = await glide.request('POST', `/tables/${tableID}/rows?onSchemaError=updateSchema`, { ...csv, raw: 'name,score\nnew,9.5\n', token });
    assert.equal(grown.status, 201, grown.text);
    assert.deepEqual((await rowsOf(tableID)).at(-1), { name: 'new', score: 9.5 });
  });

  test('stash chunks sent as CSV are read as the target table\'s types at commit, mixed with JSON chunks, in serial order', async () => {
    await setup();
    const stash = `mixed-${Date.now()}`;
    assert.deepEqual((await glide.request('PUT', `/stashes/${stash}/10`, { ...csv, raw: 'name,n\nc,3\n', token })).body, {});
    assert.equal((await glide.put(`/stashes/${stash}/2`, [{ name: 'b', n: 2 }], { token })).status, 200);
    assert.equal((await glide.request('PUT', `/stashes/${stash}/1`, { ...tsv, raw: 'name\tn\na\t1\n', token })).status, 200);
    const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }];
    const made = await glide.post('/tables', { name: 'FromStash', schema: { columns }, rows: { $stashID: stash } }, { token });
    assert.equal(made.status, 201, made.text);
    assert.deepEqual(await rowsOf(made.body.data.tableID), [{ name: 'a', n: 1 }, { name: 'b', n: 2 }, { name: 'c', n: 3 }]);

    // A CSV chunk that does not fit is refused at commit, and the stash is kept.
    const bad = `bad-${Date.now()}`;
    await glide.request('PUT', `/stashes/${bad}/1`, { ...csv, raw: 'name,n\nx,many\n', token });
    const refused = await glide.post(`/tables/${made.body.data.tableID}/rows`, { $stashID: bad }, { token });
    assert.deepEqual([refused.status, refused.body.error.type], [422, 'column_has_invalid_value']);
    assert.equal((await glide.post(`/tables/${made.body.data.tableID}/rows?onSchemaError=dropColumns`, { $stashID: bad }, { token })).status, 201);
    assert.deepEqual((await rowsOf(made.body.data.tableID)).at(-1), { name: 'x' });
  });

  test('malformed CSV is 400 invalid_body naming the line; repeated column ids are 422; CSV where it is not accepted is 415; nothing is stored', async () => {
    await setup();
    const before = await tableCount();
    const ragged = await glide.request('POST', '/tables?name=Ragged', { ...csv, raw: 'a,b\n1,2\n3\n', token });
    assert.deepEqual([ragged.status, ragged.body.error.type], [400, 'invalid_body']);
    assert.match(ragged.body.error.message, /line 3/);
    const quote = await glide.request('POST', '/tables?name=Quote', { ...csv, raw: 'a\n"open\n', token });
    assert.deepEqual([quote.status, quote.body.error.type], [400, 'invalid_body']);
    const empty = await glide.request('POST', '/tables?name=Empty', { ...csv, raw: '\n\n', token });
    assert.deepEqual([empty.status, empty.body.error.type], [400, 'invalid_body']);
    const twice = await glide.request('POST', '/tables?name=Twice', { ...csv, raw: 'a,a\n1,2\n', token });
    assert.deepEqual([twice.status, twice.body.error.type], [422, 'column_id_not_unique']);
    const reserved = await glide.request('POST', '/tables?name=Reserved', { ...csv, raw: '$rowID,a\n1,2\n', token });
    assert.equal(reserved.status, 400, reserved.text);
    assert.equal(await tableCount(), before);

    const made = await glide.post('/tables', { name: 'NoCsvPatch', schema: { columns: [{ id: 'a', type: 'string' }] }, rows: [{ a: 'x' }] }, { token });
    const { tableID, rowIDs } = made.body.data;
    const patch = await glide.request('PATCH', `/tables/${tableID}/rows/${rowIDs[0]}`, { ...csv, raw: 'a\ny\n', token });
    assert.deepEqual([patch.status, patch.body.error.type], [415, 'unsupported_media_type']);
    assert.match(patch.body.error.message, /application\/json/);
    const xml = await glide.request('POST', `/tables/${tableID}/rows`, { contentType: 'application/xml', raw: '<a/>', token });
    assert.deepEqual([xml.status, xml.body.error.type], [415, 'unsupported_media_type']);
    assert.deepEqual(await rowsOf(tableID), [{ a: 'x' }]);
  });
});

describe('POST /tables/import', () => {
  test('imports CSV, TSV and JSON sources by Content-Type or extension, following redirects; named by displayName, name or the file', async () => {
    await setup();
    files['/people.csv'] = { type: 'text/csv; charset=utf-8', body: 'Name,Age\nAlice,25\nBob,30\n' };
    files['/stock'] = { type: 'text/tab-separated-values', body: 'sku\tqty\tseen\nA\t1\t2024-01-01T00:00:00Z\n' };
    files['/data.json'] = { body: JSON.stringify([{ name: 'x', n: 1, at: '2024-01-01T00:00:00Z', tags: ['a'], empty: null }, { name: 'y', n: null, extra: true, empty: null }]) };
    files['/moved'] = { status: 302, location: '/people.csv', body: '' };

    const people = await glide.post('/tables/import', { fromUrl: `${base}/moved` }, { token });
    assert.equal(people.status, 201, people.text);
    assert.equal(people.body.data.length, 1);
    assert.equal(people.body.data[0].rowIDs.length, 2);
    assert.deepEqual(await rowsOf(people.body.data[0].tableID), [{ Name: 'Alice', Age: 25 }, { Name: 'Bob', Age: 30 }]);

    const stock = await glide.post('/tables/import?name=Stock', { fromUrl: `${base}/stock` }, { token });
    assert.equal(stock.status, 201, stock.text);
    assert.deepEqual(await rowsOf(stock.body.data[0].tableID), [{ sku: 'A', qty: 1, seen: '2024-01-01T00:00:00Z' }]);

    const json = await glide.post('/tables/import', { fromUrl: `${base}/data.json`, displayName: 'From JSON', appsToLink: ['app1'] }, { token });
    assert.equal(json.status, 201, json.text);
    assert.deepEqual(await rowsOf(json.body.data[0].tableID), [{ name: 'x', n: 1, at: '2024-01-01T00:00:00Z', tags: ['a'], empty: null }, { name: 'y', n: null, extra: true, empty: null }]);

    const names = (await glide.get('/tables', { token })).body.data.map((x: { name: string }) => x.name);
    for (const n of ['people', 'Stock', 'From JSON']) assert.ok(names.includes(n), `${n} in ${names}`);
    // The stash each CSV import went through is gone.
    const left = await t.db.selectFrom('stash_chunks').select('stash_id').where('stash_id', 'like', 'import-%').execute();
    assert.deepEqual(left, []);
  });

  test('two imports of one team at once each stage in a stash of their own', async () => {
    await setup();
    // A's first 1,000 rows are staged (one stash chunk), then its source stalls while B is
    // imported whole; then A's last 500 rows arrive. A shared stash would mix them.
    const rows = Array.from({ length: 1500 }, (_, i) => `a${i},${i}\n`).join('');
    let resume!: () => void;
    const firstPart = 'key,n\n' + rows.slice(0, rows.indexOf('a1100,'));
    files['/long-a.csv'] = { type: 'text/csv', body: 'key,n\n' + rows, pause: { at: firstPart.length, until: new Promise<void>((r) => (resume = r)) } };
    files['/short-b.csv'] = { type: 'text/csv', body: 'key,n\nb0,0\nb1,1\n' };
    const chunks = async () => Number((await t.db.selectFrom('stash_chunks').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await chunks();
    const a = glide.post('/tables/import?name=Long A', { fromUrl: `${base}/long-a.csv` }, { token });
    await until(async () => (await chunks()) > before, 5_000);
    const b = await glide.post('/tables/import?name=Short B', { fromUrl: `${base}/short-b.csv` }, { token });
    resume();
    const doneA = await a;
    assert.deepEqual([doneA.status, doneA.body.data[0].rowIDs.length, b.status, b.body.data[0].rowIDs.length], [201, 1500, 201, 2], doneA.text + b.text);
    assert.deepEqual(await rowsOf(b.body.data[0].tableID), [{ key: 'b0', n: 0 }, { key: 'b1', n: 1 }]);
    const firstOfA = await rowsOf(doneA.body.data[0].tableID);
    assert.deepEqual(firstOfA[0], { key: 'a0', n: 0 });
  });

  test('an import whose commit fails removes its stash and creates no table', async () => {
    await setup();
    // The database refuses one row (a trigger in this test's own database): the commit fails
    // after the source was staged.
    await sql`CREATE FUNCTION test_refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER test_refuse_row BEFORE INSERT ON big_rows FOR EACH ROW WHEN (NEW.data->>'key' = 'poison') EXECUTE FUNCTION test_refuse_row()`.execute(t.db);
    try {
      files['/poison.csv'] = { type: 'text/csv', body: 'key,n\nfine,1\npoison,2\n' };
      const tables = await tableCount();
      // a fault of the server's own, which no contract documents: only the body's shape is checked
      const res = await glide.post('/tables/import?name=Poisoned', { fromUrl: `${base}/poison.csv` }, { token, undocumented: true });
      assert.equal(res.status, 500, res.text);
      assert.deepEqual(res.body, { error: { type: 'internal_error', message: 'Internal server error' } });
      assert.doesNotMatch(res.text, /refused for the test/);
      assert.equal(await tableCount(), tables);
      assert.deepEqual(await t.db.selectFrom('stash_chunks').select('stash_id').where('stash_id', 'like', 'import-%').execute(), []);
    } finally {
      await sql`DROP TRIGGER test_refuse_row ON big_rows`.execute(t.db);
      await sql`DROP FUNCTION test_refuse_row()`.execute(t.db);
    }
  });

  test('a CSV body is imported too; a JSON body needs fromUrl', async () => {
    await setup();
    const res = await glide.request('POST', '/tables/import?name=Inline', { ...csv, raw: 'a,b\n1,x\n', token });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(await rowsOf(res.body.data[0].tableID), [{ a: 1, b: 'x' }]);
    // without a name, the table is called what the contract says
    const unnamed = await glide.request('POST', '/tables/import', { ...csv, raw: 'a\n1\n', token });
    assert.equal(unnamed.status, 201, unnamed.text);
    const listed = (await glide.get('/tables', { token })).body.data.find((x: { id: string }) => x.id === unnamed.body.data[0].tableID);
    assert.equal(listed.name, 'Imported table');
    const twice = await glide.request('POST', '/tables/import?name=Twice', { ...csv, raw: 'a,a\n1,2\n', token });
    assert.deepEqual([twice.status, twice.body.error.type], [422, 'column_id_not_unique']);
    const none = await glide.post('/tables/import', { displayName: 'x' }, { token });
    assert.deepEqual([none.status, none.body.error.type], [400, 'request_validation_error']);
    const ftp = await glide.post('/tables/import', { fromUrl: 'ftp://example.com/a.csv' }, { token });
    assert.deepEqual([ftp.status, ftp.body.error.type], [400, 'request_validation_error']);
  });

  test('a source that cannot be fetched or read is 400 import_failed and creates nothing', async () => {
    await setup();
    files['/page.html'] = { type: 'text/html', body: '<html></html>' };
    files['/ragged.csv'] = { type: 'text/csv', body: 'a,b\n' + '1,2\n'.repeat(3000) + '3\n' };
    files['/big.csv'] = { type: 'text/csv', body: 'a\n' + 'x\n'.repeat(150_000) };
    files['/bad.json'] = { type: 'application/json', body: '{"rows": 3}' };
    files['/loop'] = { status: 302, location: '/loop', body: '' };
    files['/bad-redirect'] = { status: 302, location: 'http://[::1', body: '' };
    const before = await tableCount();
    for (const [path, why] of [
      ['/missing.csv', /answered 404/],
      ['/page.html', /not CSV, TSV or JSON/],
      ['/ragged.csv', /not valid CSV/],
      ['/big.csv', /larger than 200000 bytes/],
      ['/bad.json', /array of row objects/],
      ['/loop', /redirects/],
      ['/bad-redirect', /invalid URL/],
    ] as const) {
      const res = await glide.post('/tables/import', { fromUrl: base + path }, { token });
      assert.deepEqual([res.status, res.body.error.type], [400, 'import_failed'], `${path}: ${res.text}`);
      assert.match(res.body.error.message, why);
    }
    const closed = await glide.post('/tables/import', { fromUrl: 'http://127.0.0.1:1/a.csv' }, { token });
    assert.deepEqual([closed.status, closed.body.error.type], [400, 'import_failed']);
    assert.equal(await tableCount(), before);
    const left = await t.db.selectFrom('stash_chunks').select('stash_id').where('stash_id', 'like', 'import-%').execute();
    assert.deepEqual(left, [], 'a failed import leaves no stash behind');
  });

  test('by default the server refuses to fetch from loopback and private networks, by address or by name', async () => {
    const g = await Client.for(guarded.server.url, 'tables');
    const { token: tk } = await seedTeam(guarded.db, 'Guarded');
    files['/secret.csv'] = { type: 'text/csv', body: 'a\n1\n' };
    const port = (source.address() as AddressInfo).port;
    for (const url of [`http://127.0.0.1:${port}/secret.csv`, `http://localhost:${port}/secret.csv`, `http://[::1]:${port}/secret.csv`, 'http://169.254.169.254/latest/meta-data', 'http://[64:ff9b::7f00:1]/x.csv', 'http://[::ffff:127.0.0.1]/x.csv', `http://10.0.0.1:${port}/x.csv`]) {
      const res = await g.post('/tables/import', { fromUrl: url }, { token: tk });
      assert.deepEqual([res.status, res.body.error.type], [400, 'import_failed'], `${url}: ${res.text}`);
      assert.match(res.body.error.message, /private network/, url);
    }
    assert.equal((await g.get('/tables', { token: tk })).body.data.length, 0);
  });
});
