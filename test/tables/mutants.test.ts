// Tests written to kill what mutation testing (`npm run mutate`, TESTING.md) found surviving in
// the big-tables row handlers (src/tables/handlers/rows.ts): each pins one behaviour exactly
// (statuses, messages, table versions, charges), through the server and the contract client.
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { Client, type RequestOptions } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';
import { insertTeam, insertTeamToken } from '../../src/tables/teams.queries.js';
import { setQuota } from '../../src/tables/usage.queries.js';

const t = useServer();
const columns = [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }];
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Team {
  glide: Client;
  opts: RequestOptions;
  /** The team's usage this month, in thousandths of an update (0.01 per row written, 0.001 per row read). */
  used(): Promise<number>;
  /** A new table with these rows: its id and row ids. */
  table(rows: object[]): Promise<{ tableID: string; rowIDs: string[] }>;
  /** The table's version from HEAD's ETag, quoted as sent. */
  version(tableID: string): Promise<string | null>;
}

async function team(name: string): Promise<Team> {
  const { token } = await seedTeam(t.db, name);
  const glide = await Client.for(t.server.url, 'tables');
  const opts = { token };
  return {
    glide,
    opts,
    used: async () => Math.round((await glide.get('/usage', opts)).body.data.updates * 1000),
    table: async (rows) => {
      const res = await glide.post('/tables', { name: 'T', schema: { columns }, rows }, opts);
      assert.equal(res.status, 201, res.text);
      return res.body.data;
    },
    version: async (tableID) => (await glide.request('HEAD', `/tables/${tableID}/rows`, opts)).headers.get('etag'),
  };
}

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((r) => r.name);
const error = (res: { status: number; body: { error: { type: string; message: string } } }) => [res.status, res.body.error.type, res.body.error.message];

describe('reading rows', () => {
  test('small pages follow one another, the continuation naming the last row handed out', async () => {
    const a = await team('Small pages');
    const { tableID, rowIDs } = await a.table(['a', 'b', 'c', 'd', 'e'].map((name) => ({ name })));
    const pages: string[][] = [];
    let continuation: string | undefined;
    do {
      const res = await a.glide.get(`/tables/${tableID}/rows?limit=2${continuation ? `&continuation=${encodeURIComponent(continuation)}` : ''}`, a.opts);
      pages.push(names(res));
      continuation = res.body.continuation;
    } while (continuation && pages.length < 5);
    assert.deepEqual(pages, [['a', 'b'], ['c', 'd'], ['e']]);
    const one = await a.glide.get(`/tables/${tableID}/rows?limit=1`, a.opts);
    assert.deepEqual(one.body.data, [{ $rowID: rowIDs[0], name: 'a' }]);
  });

  test('one row: charged one read; a missing row or table is 404 with its message, and charged nothing', async () => {
    const a = await team('One row');
    const { tableID, rowIDs } = await a.table([{ name: 'x', n: 1 }]);
    const start = await a.used();
    const row = await a.glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, a.opts);
    assert.deepEqual([row.status, row.body], [200, { data: { $rowID: rowIDs[0], name: 'x', n: 1 } }]);
    assert.equal(await a.used(), start + 1);
    assert.deepEqual(error(await a.glide.get(`/tables/${tableID}/rows/nope`, a.opts)), [404, 'row_not_found', 'No such row']);
    for (const table of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(error(await a.glide.get(`/tables/${table}/rows/${rowIDs[0]}`, a.opts)), [404, 'table_not_found', 'No such table'], table);
      assert.deepEqual(error(await a.glide.get(`/tables/${table}/rows`, a.opts)), [404, 'table_not_found', 'No such table'], table);
    }
    assert.equal(await a.used(), start + 1);
  });
});

describe('writing rows', () => {
  test('HEAD gives the version: 1 when made, one more for each write, none for a write that changed nothing', async () => {
    const a = await team('Versions');
    const { tableID, rowIDs } = await a.table([{ name: 'a' }, { name: 'b' }]);
    const head = await a.glide.request('HEAD', `/tables/${tableID}/rows`, a.opts);
    assert.deepEqual([head.status, head.headers.get('etag')], [200, '"1"']);
    assert.equal((await a.glide.post(`/tables/${tableID}/rows`, [{ name: 'c' }], a.opts)).status, 201);
    assert.equal(await a.version(tableID), '"2"');
    assert.equal((await a.glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { n: 1 }, a.opts)).status, 200);
    assert.equal(await a.version(tableID), '"3"');
    const start = await a.used();
    assert.deepEqual((await a.glide.delete(`/tables/${tableID}/rows/${rowIDs[1]}`, a.opts)).body, {});
    assert.deepEqual([await a.version(tableID), await a.used()], ['"4"', start + 10], 'a delete is a write');
    assert.deepEqual((await a.glide.delete(`/tables/${tableID}/rows/${rowIDs[1]}`, a.opts)).body, {});
    assert.deepEqual([await a.version(tableID), await a.used()], ['"4"', start + 10], 'deleting an absent row is not');
    assert.deepEqual(names(await a.glide.get(`/tables/${tableID}/rows`, a.opts)), ['a', 'c']);
    for (const table of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(error(await a.glide.delete(`/tables/${table}/rows/${rowIDs[0]}`, a.opts)), [404, 'table_not_found', 'No such table'], table);
    }
  });

  test('rows are added from an array, {rows: [...]}, {$stashID} and {rows: {$stashID}}, each charged', async () => {
    const a = await team('Shapes');
    const { tableID } = await a.table([]);
    const start = await a.used();
    const added: string[][] = [];
    await a.glide.put('/stashes/s1/1', [{ name: 'stash-1' }], a.opts);
    await a.glide.put('/stashes/s2/1', [{ name: 'stash-2' }, { name: 'stash-3' }], a.opts);
    for (const body of [[{ name: 'array' }], { rows: [{ name: 'rows' }] }, { $stashID: 's1' }, { rows: { $stashID: 's2' } }]) {
      const res = await a.glide.post(`/tables/${tableID}/rows`, body, a.opts);
      assert.equal(res.status, 201, JSON.stringify(body));
      added.push(res.body.data.rowIDs);
    }
    const rows = (await a.glide.get(`/tables/${tableID}/rows`, a.opts)).body.data;
    assert.deepEqual(names({ body: { data: rows } }), ['array', 'rows', 'stash-1', 'stash-2', 'stash-3']);
    assert.deepEqual(rows.map((r: { $rowID: string }) => r.$rowID), added.flat());
    assert.equal(await a.used(), start + 50 + 5);
    assert.deepEqual(error(await a.glide.post(`/tables/${MISSING}/rows`, [{ name: 'x' }], a.opts)), [404, 'table_not_found', 'No such table']);
    assert.deepEqual(error(await a.glide.post(`/tables/not-a-uuid/rows`, [{ name: 'x' }], a.opts)), [404, 'table_not_found', 'No such table']);
  });

  test('PATCH: a missing row or table, a stale If-Match, each with its message; nothing written or charged', async () => {
    const a = await team('Patches');
    const { tableID, rowIDs } = await a.table([{ name: 'a' }, { name: 'b' }]);
    const start = await a.used();
    assert.deepEqual(error(await a.glide.patch(`/tables/${tableID}/rows/nope`, { n: 1 }, a.opts)), [404, 'row_not_found', 'No such row']);
    assert.deepEqual(error(await a.glide.patch(`/tables/${tableID}/rows/nope`, { n: 1 }, { ...a.opts, headers: { 'if-match': '"1"' } })), [404, 'row_not_found', 'No such row']);
    for (const table of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(error(await a.glide.patch(`/tables/${table}/rows/${rowIDs[0]}`, { n: 1 }, a.opts)), [404, 'table_not_found', 'No such table'], table);
    }
    await a.glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { n: 1 }, a.opts); // version 2
    const stale = await a.glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { n: 2 }, { ...a.opts, headers: { 'if-match': '"1"' } });
    assert.deepEqual(error(stale), [412, 'precondition_failed', 'The row changed after the If-Match version']);
    // Written at version 2: If-Match "2" (or any later one) is fine.
    assert.equal((await a.glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { n: 3 }, { ...a.opts, headers: { 'if-match': '"2"' } })).status, 200);
    assert.equal((await a.glide.patch(`/tables/${tableID}/rows/${rowIDs[1]}`, { n: 4 }, { ...a.opts, headers: { 'if-match': '"1"' } })).status, 200);
    assert.deepEqual([await a.version(tableID), await a.used()], ['"4"', start + 30]);
    const rows = (await a.glide.get(`/tables/${tableID}/rows`, a.opts)).body.data;
    assert.deepEqual(rows.map((r: { n: number }) => r.n), [3, 4]);
  });

  test('PATCH with updateSchema grows the schema in a transaction: stored, charged, versioned; a missing or stale row is refused there too', async () => {
    const a = await team('Grower');
    const { tableID, rowIDs } = await a.table([{ name: 'a' }]);
    const start = await a.used();
    const grow = (rowID: string, cells: object, ifMatch?: string) =>
      a.glide.patch(`/tables/${tableID}/rows/${rowID}?onSchemaError=updateSchema`, cells, { ...a.opts, headers: ifMatch ? { 'if-match': ifMatch } : {} });
    assert.deepEqual(error(await grow('nope', { extra: 1 })), [404, 'row_not_found', 'No such row']);
    assert.deepEqual(error(await grow(rowIDs[0], { extra: 1 }, '"0"')), [412, 'precondition_failed', 'The row changed after the If-Match version']);
    assert.deepEqual([await a.version(tableID), await a.used()], ['"1"', start], 'refused: no version, no charge');
    assert.deepEqual(error(await a.glide.patch(`/tables/${MISSING}/rows/${rowIDs[0]}?onSchemaError=updateSchema`, { extra: 1 }, a.opts)), [404, 'table_not_found', 'No such table']);

    const res = await grow(rowIDs[0], { extra: 7 }, '"1"');
    assert.deepEqual([res.status, res.body], [200, {}]);
    assert.deepEqual([await a.version(tableID), await a.used()], ['"2"', start + 10]);
    assert.deepEqual((await a.glide.get(`/tables/${tableID}/rows/${rowIDs[0]}`, a.opts)).body.data, { $rowID: rowIDs[0], name: 'a', extra: 7 });
    assert.equal((await a.glide.post(`/tables/${tableID}/rows`, [{ extra: 8 }], a.opts)).status, 201, 'the column was stored');
    // A PATCH the schema already fits takes the one-statement path even with updateSchema.
    assert.equal((await grow(rowIDs[0], { extra: 9 })).status, 200);
    assert.deepEqual([await a.version(tableID), await a.used()], ['"4"', start + 31]);
  });

  test('PATCH past a blocked quota is 402 and writes nothing', async () => {
    const a = await team('Quota');
    const { tableID, rowIDs } = await a.table([{ name: 'a' }]);
    const { id } = (await t.db.selectFrom('teams').select('id').where('name', '=', 'Quota').executeTakeFirstOrThrow());
    await setQuota(t.db, id, 10, 'block');
    const res = await a.glide.patch(`/tables/${tableID}/rows/${rowIDs[0]}`, { n: 1 }, a.opts);
    assert.deepEqual([res.status, res.body.error.type], [402, 'payment_required']);
    assert.equal(await a.version(tableID), '"1"');
  });
});

describe('JSON is not text', () => {
  test('a JSON string in a number column is not read as a number (only CSV/TSV fields are)', async () => {
    const a = await team('Json cells');
    const { tableID } = await a.table([]);
    assert.deepEqual(error(await a.glide.post(`/tables/${tableID}/rows`, [{ name: 'x', n: '5' }], a.opts)), [422, 'column_has_invalid_value', 'Column n must be a number (row 0)']);
    assert.deepEqual(error(await a.glide.put(`/tables/${tableID}`, [{ name: 'x', n: '5' }], a.opts)), [422, 'column_has_invalid_value', 'Column n must be a number (row 0)']);
    assert.deepEqual((await a.glide.get(`/tables/${tableID}/rows`, a.opts)).body, { data: [] });
  });
});

describe('overwriting a table', () => {
  test('If-Match: "N", W/"N", N and * are versions; an older one is 412 naming it; anything else never matches', async () => {
    const a = await team('Overwrite');
    const { tableID } = await a.table([{ name: 'old' }]);
    const put = (ifMatch: string | undefined, name: string) =>
      a.glide.put(`/tables/${tableID}`, [{ name }], { ...a.opts, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
    let v = 1;
    for (const ifMatch of [() => undefined, () => '*', () => `"${v}"`, () => `W/"${v}"`, () => `${v}`]) {
      const res = await put(ifMatch(), `v${v + 1}`);
      assert.deepEqual([res.status, res.body.data?.rowIDs.length], [200, 1], String(ifMatch()));
      v++;
    }
    assert.deepEqual([await a.version(tableID), names(await a.glide.get(`/tables/${tableID}/rows`, a.opts))], [`"${v}"`, [`v${v}`]]);
    assert.deepEqual(error(await put(`"${v - 1}"`, 'stale')), [412, 'precondition_failed', `The table changed after version ${v - 1}`]);
    assert.deepEqual(error(await put('"123456789012345678"', 'stale')), [412, 'precondition_failed', 'The table changed after version 123456789012345678'], '18 digits');
    for (const bad of ['"abc"', `x"${v}"`, `"${v}"x`, `W/"${v}"x`, '"1234567890123456789"', '""', 'W/']) {
      assert.deepEqual(error(await put(bad, 'bad')), [412, 'precondition_failed', 'If-Match does not name a table version'], bad);
    }
    assert.deepEqual([await a.version(tableID), names(await a.glide.get(`/tables/${tableID}/rows`, a.opts))], [`"${v}"`, [`v${v}`]], 'refused: nothing changed');
    assert.deepEqual(error(await a.glide.put(`/tables/${MISSING}`, [], a.opts)), [404, 'table_not_found', 'No such table']);
  });

  test('with a schema the rows are checked against it and it replaces the old one; without, against the old; asynchronous only when asked', async () => {
    const a = await team('Reschema');
    const { tableID } = await a.table([{ name: 'old' }]);
    const sku = { columns: [{ id: 'sku', type: 'string' }] };
    assert.deepEqual((await a.glide.put(`/tables/${tableID}`, { schema: sku, rows: [{ name: 'x' }] }, a.opts)).body.error.type, 'column_id_not_found');
    assert.deepEqual((await a.glide.put(`/tables/${tableID}`, { rows: [{ sku: 'x' }] }, a.opts)).body.error.type, 'column_id_not_found');
    assert.equal(await a.version(tableID), '"1"');
    const start = await a.used();
    const sync = await a.glide.put(`/tables/${tableID}`, { schema: sku, rows: [{ sku: 'A' }, { sku: 'B' }] }, { ...a.opts, headers: { 'x-glide-asynchronous': 'false' } });
    assert.deepEqual([sync.status, sync.body.data.rowIDs.length], [200, 2]);
    assert.deepEqual([await a.version(tableID), await a.used()], ['"2"', start + 20]);
    assert.deepEqual((await a.glide.get(`/tables/${tableID}/rows`, a.opts)).body.data.map((r: { sku: string }) => r.sku), ['A', 'B']);
    assert.equal((await a.glide.post(`/tables/${tableID}/rows`, [{ name: 'x' }], a.opts)).status, 422, 'the old columns are gone');
    const async = await a.glide.put(`/tables/${tableID}`, [{ sku: 'C' }], { ...a.opts, headers: { 'x-glide-asynchronous': 'true' } });
    assert.deepEqual([async.status, typeof async.body.data.jobID], [202, 'string']);
    let job;
    for (let i = 0; i < 200 && (job = (await a.glide.get(`/jobs/${async.body.data.jobID}`, a.opts)).body.data).status === 'running'; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(job.status, 'succeeded', JSON.stringify(job));
    assert.deepEqual((await a.glide.get(`/tables/${tableID}/rows`, a.opts)).body.data.map((r: { sku: string }) => r.sku), ['C']);
  });
});

describe('jobs', () => {
  test('a job answers its status, and its result or error only when it has one; an old error without a type is internal_error', async () => {
    const a = await team('Job states');
    const { id } = await t.db.selectFrom('teams').select('id').where('name', '=', 'Job states').executeTakeFirstOrThrow();
    const job = async (values: { status?: 'running' | 'succeeded' | 'failed'; result?: string; error?: string }) =>
      (await t.db.insertInto('jobs').values({ team_id: id, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    const get = async (jobID: string) => {
      const res = await a.glide.get(`/jobs/${jobID}`, a.opts);
      return [res.status, res.body];
    };
    // Running, started just now: not orphaned, so nothing to report yet.
    assert.deepEqual(await get(await job({})), [200, { data: { status: 'running' } }]);
    assert.deepEqual(await get(await job({ status: 'succeeded', result: JSON.stringify({ rowIDs: ['r1'] }) })), [200, { data: { status: 'succeeded', result: { rowIDs: ['r1'] } } }]);
    assert.deepEqual(await get(await job({ status: 'failed', error: JSON.stringify({ message: 'Failed before types' }) })), [200, { data: { status: 'failed', error: { type: 'internal_error', message: 'Failed before types' } } }]);
    assert.deepEqual(await get(await job({ status: 'failed', error: JSON.stringify({ type: 'row_not_found', message: 'Typed' }) })), [200, { data: { status: 'failed', error: { type: 'row_not_found', message: 'Typed' } } }]);
    for (const jobID of [MISSING, 'not-a-uuid']) {
      assert.deepEqual(error(await a.glide.get(`/jobs/${jobID}`, a.opts)), [404, 'job_not_found', 'No such job'], jobID);
    }
  });
});

describe('what is kept or handed out outside the process', () => {
  test('a team token is found by the hex SHA-256 of the whole token (the form stored by every version)', async () => {
    const token = 'tt_hash_pinned_0123456789';
    const made = await insertTeam(t.db, 'Hashed');
    await insertTeamToken(t.db, made.id, createHash('sha256').update(token).digest('hex'));
    const glide = await Client.for(t.server.url, 'tables');
    assert.deepEqual((await glide.get('/tables', { token })).body, { data: [] });
    assert.deepEqual(error(await glide.get('/tables', { token: `${token}x` })), [404, 'request_error', (await glide.get('/tables', { token: 'tt_nope' })).body.error.message]);
  });

  test('a continuation is its body and a tag: HMAC-SHA256 of "tables.continuation", NUL, the body, under the secret kept in settings, base64url, 22 characters', async () => {
    // No JWT_SECRET: the server made one (48 random bytes, base64url) and keeps it for every process.
    const secret = (await t.db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow()).value;
    assert.match(secret, /^[A-Za-z0-9_-]{64}$/);
    const a = await team('Tagged');
    const { tableID } = await a.table([{ name: 'a' }, { name: 'b' }]);
    const continuation = (await a.glide.get(`/tables/${tableID}/rows?limit=1`, a.opts)).body.continuation as string;
    const [body, tag] = continuation.split('.');
    const expected = createHmac('sha256', secret).update('tables.continuation\0').update(body).digest('base64url').slice(0, 22);
    assert.equal(tag, expected);
    assert.deepEqual(Object.keys(JSON.parse(Buffer.from(body, 'base64url').toString())), ['t', 's']);
  });
});

// Last: the slowest (251 rows), so that a mutant the quicker tests above kill stops sooner.
describe('the default page', () => {
  test('the default page is 250 rows; a continuation comes exactly when rows remain; each page is charged its rows', async () => {
    const a = await team('Pages');
    const { tableID } = await a.table(Array.from({ length: 251 }, (_, i) => ({ name: `r${i}` })));
    const start = await a.used();
    assert.equal(start, 2510);

    const first = await a.glide.get(`/tables/${tableID}/rows`, a.opts);
    assert.deepEqual([first.body.data.length, first.body.data[0].name, first.body.data[249].name, typeof first.body.continuation], [250, 'r0', 'r249', 'string']);
    assert.equal(await a.used(), start + 250);
    const last = await a.glide.get(`/tables/${tableID}/rows?continuation=${encodeURIComponent(first.body.continuation)}`, a.opts);
    assert.deepEqual(last.body, { data: [{ $rowID: last.body.data[0].$rowID, name: 'r250' }] });
    assert.equal(await a.used(), start + 251);

    // A limit equal to what is left: no continuation; one less: a continuation to the last row.
    const whole = await a.glide.get(`/tables/${tableID}/rows?limit=251`, a.opts);
    assert.deepEqual([whole.body.data.length, 'continuation' in whole.body], [251, false]);
    const short = await a.glide.get(`/tables/${tableID}/rows?limit=250`, a.opts);
    assert.deepEqual([short.body.data.length, typeof short.body.continuation], [250, 'string']);
    assert.equal(await a.used(), start + 251 + 251 + 250);
  });
});
