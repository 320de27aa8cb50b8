import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client, type RequestOptions } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { cliInProcess, cliProcess } from '../helpers/cli.js';

const t = useServer();
let glide: Client;

/**
 * A team and its first token from `teams create <name>`: the first through the CLI's own process,
 * as the README tells a user to (`npm run -s cli -- teams create <name>`), the others through the
 * same command line in this process (a process start is 0.4 s of CPU, and it was 16 of them).
 */
let cliTried = false;
async function newTeam(name: string): Promise<{ team: string; token: string }> {
  const run = cliTried ? cliInProcess : cliProcess;
  cliTried = true;
  const { code, stdout, stderr } = await run(['teams', 'create', name], { DATABASE_URL: t.dbUrl });
  assert.deepEqual([code, stderr], [0, '']);
  const out = JSON.parse(stdout);
  assert.deepEqual(Object.keys(out), ['team', 'teamName', 'tokenId', 'token']);
  assert.equal(out.teamName, name);
  return out;
}

const as = (token: string, opts: RequestOptions = {}): RequestOptions => ({ ...opts, token });
const columns = [
  { id: 'fullName', displayName: 'Full Name', type: 'string' },
  { id: 'invoiceDate', type: 'date-time' },
  { id: 'total', type: 'number' },
  { id: 'email', type: 'emailAddress' },
  { id: 'site', type: 'uri' },
  { id: 'photo', type: 'image-uri' },
  { id: 'phone', type: 'phone-number' },
  { id: 'paid', type: 'boolean' },
];

async function newTable(token: string, rows: object[] = [], name = 'Invoices'): Promise<{ tableID: string; rowIDs: string[] }> {
  glide ??= await Client.for(t.server.url, 'tables');
  const res = await glide.post('/tables', { name, schema: { columns }, rows }, as(token));
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

describe('tables and rows', () => {
  test('create, list, add, read, page, update, delete: the Glide round trip', async () => {
    const { token } = await newTeam('Acme');
    const created = await newTable(token, [{ fullName: 'Alex', total: 34.5 }, { fullName: 'Alicia', invoiceDate: '2023-06-15T10:30:00.000Z' }]);
    assert.equal(created.rowIDs.length, 2);
    assert.deepEqual((await glide.get('/tables', as(token))).body, { data: [{ id: created.tableID, name: 'Invoices' }] });

    const added = await glide.post(`/tables/${created.tableID}/rows`, [{ fullName: 'C' }, { fullName: 'D', paid: true }, { fullName: 'E' }], as(token));
    assert.equal(added.status, 201);
    const rowIDs = [...created.rowIDs, ...added.body.data.rowIDs];
    const seedShape = await glide.post(`/tables/${created.tableID}/rows`, { rows: [{ fullName: 'F' }] }, as(token));
    rowIDs.push(...seedShape.body.data.rowIDs);

    const all = await glide.get(`/tables/${created.tableID}/rows`, as(token));
    assert.deepEqual(all.body.data.map((r: { $rowID: string }) => r.$rowID), rowIDs, 'insertion order, ids as returned');
    assert.equal('continuation' in all.body, false, 'no continuation key on the last page');
    assert.deepEqual(all.body.data[0], { $rowID: rowIDs[0], fullName: 'Alex', total: 34.5 });

    const one = await glide.get(`/tables/${created.tableID}/rows/${rowIDs[3]}`, as(token));
    assert.deepEqual(one.body, { data: { $rowID: rowIDs[3], fullName: 'D', paid: true } });

    const patched = await glide.patch(`/tables/${created.tableID}/rows/${rowIDs[3]}`, { total: 12, paid: null }, as(token));
    assert.equal(patched.status, 200);
    assert.deepEqual(patched.body, {});
    assert.deepEqual((await glide.get(`/tables/${created.tableID}/rows/${rowIDs[3]}`, as(token))).body.data, { $rowID: rowIDs[3], fullName: 'D', paid: null, total: 12 });

    const deleted = await glide.delete(`/tables/${created.tableID}/rows/${rowIDs[0]}`, as(token));
    assert.deepEqual([deleted.status, deleted.body], [200, {}]);
    const gone = await glide.get(`/tables/${created.tableID}/rows/${rowIDs[0]}`, as(token));
    assert.deepEqual([gone.status, gone.body.error.type], [404, 'row_not_found']);
    const again = await glide.delete(`/tables/${created.tableID}/rows/${rowIDs[0]}`, as(token));
    assert.deepEqual([again.status, again.body], [200, {}], 'deletes are idempotent, as in Glide');
    assert.equal((await glide.patch(`/tables/${created.tableID}/rows/${rowIDs[0]}`, { total: 1 }, as(token))).status, 404);
  });

  test('deleting a row that does not exist is 200 {} and changes nothing; in a missing table it is 404 table_not_found', async () => {
    const { token } = await newTeam('Idempotent');
    const { tableID, rowIDs } = await newTable(token, [{ fullName: 'Kept' }]);
    const version = async () => (await glide.request('HEAD', `/tables/${tableID}/rows`, as(token))).headers.get('etag');
    const updates = async () => (await glide.get('/usage', as(token))).body.data.updates;
    const [versionBefore, updatesBefore] = [await version(), await updates()];
    for (const rowID of ['never-was', 'zcJWnyI8Tbam21V34K8MNA']) {
      const res = await glide.delete(`/tables/${tableID}/rows/${rowID}`, as(token));
      assert.deepEqual([res.status, res.body], [200, {}]);
    }
    assert.equal(await version(), versionBefore, 'no write: the table version stays');
    assert.equal(await updates(), updatesBefore, 'no write: nothing is charged');
    assert.deepEqual((await glide.get(`/tables/${tableID}/rows`, as(token))).body.data, [{ $rowID: rowIDs[0], fullName: 'Kept' }]);

    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-table']) {
      const res = await glide.delete(`/tables/${missing}/rows/${rowIDs[0]}`, as(token));
      assert.deepEqual([res.status, res.body.error.type], [404, 'table_not_found']);
    }
  });

  test('paging: limit and a signed continuation; rows written meanwhile are neither skipped nor repeated', async () => {
    const { token } = await newTeam('Pager');
    const { tableID, rowIDs } = await newTable(token, Array.from({ length: 25 }, (_, i) => ({ fullName: `r${i}`, total: i })));
    const seen: string[] = [];
    let continuation: string | undefined;
    let pages = 0;
    do {
      const res = await glide.get(`/tables/${tableID}/rows?limit=10${continuation ? `&continuation=${encodeURIComponent(continuation)}` : ''}`, as(token));
      assert.equal(res.status, 200);
      seen.push(...res.body.data.map((r: { $rowID: string }) => r.$rowID));
      continuation = res.body.continuation;
      if (pages++ === 0) {
        // Concurrent writers: a delete of an unread row and an append while paging.
        await glide.delete(`/tables/${tableID}/rows/${rowIDs[20]}`, as(token));
        rowIDs.splice(20, 1);
        rowIDs.push(...(await glide.post(`/tables/${tableID}/rows`, [{ fullName: 'late' }], as(token))).body.data.rowIDs);
      }
    } while (continuation);
    assert.deepEqual(seen, rowIDs);
    assert.equal(new Set(seen).size, seen.length);

    const first = (await glide.get(`/tables/${tableID}/rows?limit=5`, as(token))).body.continuation as string;
    const [body, tag] = first.split('.');
    const forged = Buffer.from(JSON.stringify({ t: tableID, s: '0' })).toString('base64url');
    for (const bad of [`${forged}.${tag}`, `${body}.AAAA${tag.slice(4)}`, 'garbage', `${body}`]) {
      const res = await glide.get(`/tables/${tableID}/rows?continuation=${encodeURIComponent(bad)}`, as(token));
      assert.deepEqual([res.status, res.body.error.type], [400, 'invalid_continuation'], bad);
    }
    const other = await newTable(token, [{ fullName: 'x' }], 'Other');
    const cross = await glide.get(`/tables/${other.tableID}/rows?continuation=${encodeURIComponent(first)}`, as(token));
    assert.equal(cross.status, 400, 'a continuation is bound to its table');
    assert.equal((await glide.get(`/tables/${tableID}/rows?limit=0`, as(token))).status, 400);
    assert.equal((await glide.get(`/tables/${tableID}/rows?limit=20&utm=1`, as(token))).status, 200, 'unknown query parameters are ignored');
  });

  test('HEAD gives the table version as a quoted number; PATCH If-Match is checked against the row', async () => {
    const { token } = await newTeam('Versions');
    const { tableID, rowIDs } = await newTable(token, [{ fullName: 'a' }, { fullName: 'b' }]);
    const head = await glide.request('HEAD', `/tables/${tableID}/rows`, as(token));
    assert.equal(head.status, 200);
    const v1 = head.headers.get('etag')!;
    assert.match(v1, /^"\d+"$/);
    await glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { total: 1 }, as(token, { headers: { 'if-match': v1 } }));
    const v2 = (await glide.request('HEAD', `/tables/${tableID}/rows`, as(token))).headers.get('etag')!;
    assert.equal(Number(JSON.parse(v2)), Number(JSON.parse(v1)) + 1);
    // Row 0 was written after v1: stale. Row 1 was not: fine.
    const stale = await glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { total: 2 }, as(token, { headers: { 'if-match': v1 } }));
    assert.deepEqual([stale.status, stale.body.error.type], [412, 'precondition_failed']);
    assert.equal((await glide.patch(`/tables/${tableID}/rows/${rowIDs[1]}`, { total: 3 }, as(token, { headers: { 'if-match': v1 } }))).status, 200);
    assert.equal((await glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, as(token))).body.data.total, 1, 'the refused write changed nothing');
    const v3 = (await glide.request('HEAD', `/tables/${tableID}/rows`, as(token))).headers.get('etag');
    assert.equal(Number(JSON.parse(v3!)), Number(JSON.parse(v2)) + 1, 'a refused write does not bump the version');
    assert.equal((await glide.request('HEAD', `/tables/00000000-0000-4000-8000-000000000000/rows`, as(token))).status, 404);
  });

  test('cells are checked against their column type, the column named; nothing is stored on error', async () => {
    const { token } = await newTeam('Checker');
    const { tableID } = await newTable(token);
    const bad: [object, string, string][] = [
      [{ total: 'ten' }, 'column_has_invalid_value', 'total'],
      [{ email: 'not-an-email' }, 'column_has_invalid_value', 'email'],
      [{ site: 'notaurl' }, 'column_has_invalid_value', 'site'],
      [{ photo: 'ftp//x' }, 'column_has_invalid_value', 'photo'],
      [{ invoiceDate: 'yesterday' }, 'column_has_invalid_value', 'invoiceDate'],
      [{ phone: 'call me' }, 'column_has_invalid_value', 'phone'],
      [{ paid: 'yes' }, 'column_has_invalid_value', 'paid'],
      [{ nope: 1 }, 'column_id_not_found', 'nope'],
      [{ $secret: 1 }, 'column_id_reserved', '$secret'],
    ];
    for (const [row, type, column] of bad) {
      const res = await glide.post(`/tables/${tableID}/rows`, [{ fullName: 'ok' }, row], as(token));
      assert.deepEqual([res.status, res.body.error.type], [422, type], JSON.stringify(row));
      assert.ok(res.body.error.message.includes(column), res.body.error.message);
    }
    assert.equal((await glide.get(`/tables/${tableID}/rows`, as(token))).body.data.length, 0);
    const good = await glide.post(
      `/tables/${tableID}/rows`,
      [{ fullName: 'ok', total: 1.5, email: 'a@b.co', site: 'https://x.io/p', photo: 'https://x.io/a.png', invoiceDate: '2024-08-29T09:46:16.722Z', phone: '+1 (555) 010-9999', paid: false }],
      as(token),
    );
    assert.equal(good.status, 201);
    const patch = await glide.patch(`/tables/${tableID}/rows/${good.body.data.rowIDs[0]}`, { total: 'x' }, as(token));
    assert.equal(patch.status, 422);
  });

  test('creating: name in the body or the query, not both; schemas are checked', async () => {
    const { token } = await newTeam('Creator');
    const byQuery = await glide.post('/tables?name=FromQuery', { schema: { columns } }, as(token));
    assert.equal(byQuery.status, 201);
    assert.ok((await glide.get('/tables', as(token))).body.data.some((x: { name: string }) => x.name === 'FromQuery'));
    const both = await glide.post('/tables?name=A', { name: 'B', schema: { columns } }, as(token));
    assert.deepEqual([both.status, both.body], [400, { error: { type: 'request_validation_error', message: 'Pass the name in the body or in the query, not both' } }]);
    const none = await glide.post('/tables', { schema: { columns } }, as(token));
    assert.deepEqual([none.status, none.body], [400, { error: { type: 'request_validation_error', message: 'The table needs a name' } }]);
    assert.equal((await glide.post('/tables', { name: 'x', schema: { columns: [{ id: 'a', type: 'colour' }] } }, as(token))).status, 400);
    const dup = await glide.post('/tables', { name: 'x', schema: { columns: [{ id: 'a', type: 'string' }, { id: 'a', type: 'number' }] } }, as(token));
    assert.deepEqual([dup.status, dup.body.error.type], [422, 'column_id_not_unique']);
    const kinds = await glide.post('/tables', { name: 'Kinds', schema: { columns: [{ id: 'a', type: { kind: 'dateTime' } }] }, rows: [{ a: 'nope' }] }, as(token));
    assert.deepEqual([kinds.status, kinds.body.error.type], [422, 'column_has_invalid_value']);
    assert.equal((await glide.get('/tables', as(token))).body.data.filter((x: { name: string }) => x.name === 'Kinds').length, 0, 'no table half-made');
  });
});

describe('limits', () => {
  test('bodies up to 15 MB are taken; above, 413 payload_too_large (the default limit, as Glide)', async () => {
    const { token } = await newTeam('Big bodies');
    const { tableID } = await newTable(token);
    const row = { fullName: 'x'.repeat(1000) };
    const under = Array.from({ length: 14_000 }, () => row);
    assert.equal((await glide.post(`/tables/${tableID}/rows`, under, as(token))).status, 201);
    const over = Array.from({ length: 16_000 }, () => row);
    const res = await glide.post(`/tables/${tableID}/rows`, over, as(token));
    assert.deepEqual([res.status, res.body.error.type], [413, 'payload_too_large']);
  });
});

describe('overwrite', () => {
  test('PUT replaces rows (and the schema when given) atomically; If-Match is the table version', async () => {
    const { token } = await newTeam('Overwriter');
    const { tableID, rowIDs } = await newTable(token, [{ fullName: 'old-1' }, { fullName: 'old-2' }]);
    const v = (await glide.request('HEAD', `/tables/${tableID}/rows`, as(token))).headers.get('etag')!;

    const bare = await glide.put(`/tables/${tableID}`, [{ fullName: 'new-1' }], as(token, { headers: { 'if-match': v } }));
    assert.equal(bare.status, 200, bare.text);
    assert.equal(bare.body.data.rowIDs.length, 1);
    const rows = (await glide.get(`/tables/${tableID}/rows`, as(token))).body.data;
    assert.deepEqual(rows, [{ $rowID: bare.body.data.rowIDs[0], fullName: 'new-1' }]);
    assert.equal((await glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, as(token))).status, 404, 'old rows are gone');

    const stale = await glide.put(`/tables/${tableID}`, [{ fullName: 'lost' }], as(token, { headers: { 'if-match': v } }));
    assert.deepEqual([stale.status, stale.body.error.type], [412, 'precondition_failed']);
    const bad = await glide.put(`/tables/${tableID}`, { rows: [{ fullName: 'ok' }, { total: 'x' }] }, as(token));
    assert.deepEqual([bad.status, bad.body.error.type], [422, 'column_has_invalid_value']);
    assert.deepEqual((await glide.get(`/tables/${tableID}/rows`, as(token))).body.data.map((r: { fullName: string }) => r.fullName), ['new-1'], 'refused overwrites change nothing');

    const reschema = await glide.put(`/tables/${tableID}`, { schema: { columns: [{ id: 'sku', type: 'string' }, { id: 'qty', type: 'number' }] }, rows: [{ sku: 'A', qty: 2 }] }, as(token));
    assert.equal(reschema.status, 200);
    assert.deepEqual((await glide.get(`/tables/${tableID}/rows`, as(token))).body.data.map(({ $rowID: _id, ...cells }: Record<string, unknown>) => cells), [{ sku: 'A', qty: 2 }]);
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ fullName: 'x' }], as(token))).status, 422, 'the old columns are gone');

    await glide.put('/stashes/ow/1', [{ sku: 'B', qty: 1 }, { sku: 'C', qty: 3 }], as(token));
    const fromStash = await glide.put(`/tables/${tableID}`, { rows: { $stashID: 'ow' } }, as(token));
    assert.equal(fromStash.body.data.rowIDs.length, 2);
    assert.equal((await glide.put(`/tables/00000000-0000-4000-8000-000000000000`, [], as(token))).status, 404);
  });
});

describe('stashes', () => {
  test('chunks assemble in serial order (integers as numbers, from 0), a serial sent again replaces its chunk, the commit consumes the stash', async () => {
    const { token } = await newTeam('Stasher');
    glide ??= await Client.for(t.server.url, 'tables');
    const chunk = (label: string) => [{ fullName: `${label}-1` }, { fullName: `${label}-2` }];
    for (const serial of ['10', '9', 'b', '0', 'a']) {
      const res = await glide.put(`/stashes/job-1/${serial}`, chunk(serial), as(token));
      assert.deepEqual([res.status, res.body], [200, {}]);
    }
    await glide.put('/stashes/job-1/9', chunk('nine'), as(token));
    const created = await glide.post('/tables', { name: 'FromStash', schema: { columns }, rows: { $stashID: 'job-1' } }, as(token));
    assert.equal(created.status, 201, created.text);
    const page = await glide.get(`/tables/${created.body.data.tableID}/rows`, as(token));
    assert.deepEqual(
      page.body.data.map((r: { fullName: string }) => r.fullName),
      ['0-1', '0-2', 'nine-1', 'nine-2', '10-1', '10-2', 'a-1', 'a-2', 'b-1', 'b-2'],
    );
    assert.deepEqual(page.body.data.map((r: { $rowID: string }) => r.$rowID), created.body.data.rowIDs, 'row ids in input order');
    for (const id of created.body.data.rowIDs) assert.match(id, /^[A-Za-z0-9_-]{22}$/);
    const again = await glide.post('/tables', { name: 'Again', schema: { columns }, rows: { $stashID: 'job-1' } }, as(token));
    assert.deepEqual([again.status, again.body.error.type], [404, 'stash_not_found']);
  });

  test('adding from a stash: bare {$stashID} and {rows: {$stashID}}; a bad row rolls everything back and names the column', async () => {
    const { token } = await newTeam('Adder');
    const { tableID } = await newTable(token, [{ fullName: 'first' }]);
    await glide.put('/stashes/s1/1', [{ fullName: 'x', total: 1 }], as(token));
    const bare = await glide.post(`/tables/${tableID}/rows`, { $stashID: 's1' }, as(token));
    assert.equal(bare.status, 201);
    assert.equal(bare.body.data.rowIDs.length, 1);
    await glide.put('/stashes/s2/1', [{ fullName: 'y' }], as(token));
    await glide.put('/stashes/s2/2', [{ fullName: 'z', total: 'NaN' }], as(token));
    const before = (await glide.request('HEAD', `/tables/${tableID}/rows`, as(token))).headers.get('etag');
    const bad = await glide.post(`/tables/${tableID}/rows`, { rows: { $stashID: 's2' } }, as(token));
    assert.deepEqual([bad.status, bad.body.error.type], [422, 'column_has_invalid_value']);
    assert.match(bad.body.error.message, /total/);
    assert.equal((await glide.get(`/tables/${tableID}/rows`, as(token))).body.data.length, 2, 'nothing added');
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, as(token))).headers.get('etag'), before);
    await glide.put('/stashes/s2/2', [{ fullName: 'z', total: 3 }], as(token));
    const fixed = await glide.post(`/tables/${tableID}/rows`, { rows: { $stashID: 's2' } }, as(token));
    assert.equal(fixed.status, 201, 'the stash survived the failed commit');
    assert.deepEqual((await glide.get(`/tables/${tableID}/rows`, as(token))).body.data.map((r: { fullName: string }) => r.fullName), ['first', 'x', 'y', 'z']);
  });

  test('stash ids and serials are checked; a stash is its team\'s; delete drops it', async () => {
    const a = await newTeam('Stash A');
    const b = await newTeam('Stash B');
    for (const target of ['/stashes/-bad/1', '/stashes/ok/bad.serial', `/stashes/${'x'.repeat(300)}/1`]) {
      const res = await glide.put(target, [], as(a.token));
      assert.deepEqual([res.status, res.body.error.type], [400, 'request_validation_error'], target);
    }
    await glide.put('/stashes/shared-name/1', [{ fullName: 'a' }], as(a.token));
    const stolen = await glide.post('/tables', { name: 'Theft', schema: { columns }, rows: { $stashID: 'shared-name' } }, as(b.token));
    assert.deepEqual([stolen.status, stolen.body.error.type], [404, 'stash_not_found']);
    assert.deepEqual((await glide.delete('/stashes/shared-name', as(a.token))).body, {});
    assert.equal((await glide.delete('/stashes/never-was', as(a.token))).status, 200);
    const gone = await glide.post('/tables', { name: 'Gone', schema: { columns }, rows: { $stashID: 'shared-name' } }, as(a.token));
    assert.equal(gone.status, 404);
    assert.equal((await glide.put('/stashes/x/1', { not: 'an array' }, as(a.token))).status, 400);
  });
});

describe('teams', () => {
  test("a team's token can neither list, read, change nor learn of another team's tables", async () => {
    const a = await newTeam('Team A');
    const b = await newTeam('Team B');
    const { tableID, rowIDs } = await newTable(a.token, [{ fullName: 'secret' }]);
    assert.deepEqual((await glide.get('/tables', as(b.token))).body, { data: [] });
    const missing = await glide.get(`/tables/00000000-0000-4000-8000-000000000000/rows`, as(b.token));
    const theirs = await glide.get(`/tables/${tableID}/rows`, as(b.token));
    assert.deepEqual([theirs.status, theirs.body], [missing.status, missing.body], 'indistinguishable from a missing table');
    assert.equal((await glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, as(b.token))).status, 404);
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, as(b.token))).status, 404);
    assert.equal((await glide.post(`/tables/${tableID}/rows`, [{ fullName: 'x' }], as(b.token))).status, 404);
    assert.equal((await glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { fullName: 'x' }, as(b.token))).status, 404);
    assert.equal((await glide.delete(`/tables/${tableID}/rows/${rowIDs[0]}`, as(b.token))).status, 404);
    assert.deepEqual((await glide.get(`/tables/${tableID}/rows`, as(a.token))).body.data, [{ $rowID: rowIDs[0], fullName: 'secret' }]);
  });

  test('a missing, unknown or revoked token is 404 request_error, as Glide answers', async () => {
    const a = await newTeam('Revoked');
    const { tableID } = await newTable(a.token);
    for (const opts of [{}, as('tt_nope'), { headers: { authorization: 'Basic eDp5' } }]) {
      const res = await glide.get('/tables', opts);
      assert.deepEqual([res.status, res.body.error.type], [404, 'request_error']);
    }
    for (const [method, target, body] of [
      ['POST', '/tables', { name: 'x', schema: { columns } }],
      ['GET', `/tables/${tableID}/rows`],
      ['POST', `/tables/${tableID}/rows`, []],
      ['GET', `/tables/${tableID}/rows/x`],
      ['PATCH', `/tables/${tableID}/rows/x`, {}],
      ['DELETE', `/tables/${tableID}/rows/x`],
      ['PUT', '/stashes/s/1', []],
      ['PUT', `/tables/${tableID}`, []],
      ['DELETE', '/stashes/s'],
      ['GET', '/usage'],
    ] as [string, string, unknown?][]) {
      const res = await glide.request(method, target, { token: 'tt_nope', json: body });
      assert.equal(res.status, 404, `${method} ${target}`);
      assert.equal(res.body.error.type, 'request_error');
    }
    assert.equal((await glide.request('HEAD', `/tables/${tableID}/rows`, { token: 'tt_nope' })).status, 404);
  });
});
