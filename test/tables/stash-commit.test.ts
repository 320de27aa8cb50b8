// Committing stashes: JSON chunks are stored with a summary of their cells, and a commit copies
// the chunks whose summary fits the table inside PostgreSQL without reading them back; any other
// chunk is checked row by row. These tests pin that the copy keeps every guarantee of the check
// (the same errors with their rows, nothing written on failure, the stash kept for a retry), that
// rows are stored exactly as sent, and what the row ids of one write look like.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { Client, type RequestOptions } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';

const t = useServer();
const columns = [
  { id: 'name', type: 'string' },
  { id: 'n', type: 'number' },
  { id: 'ok', type: 'boolean' },
  { id: 'when', type: 'dateTime' },
  { id: 'day', type: 'date' },
  { id: 'at', type: 'time' },
  { id: 'mail', type: 'emailAddress' },
  { id: 'phone', type: 'phoneNumber' },
  { id: 'site', type: 'uri' },
  { id: 'extra', type: 'json' },
];
const good = (i: number) => ({
  name: `row ${i}`,
  n: i / 2,
  ok: i % 2 === 0,
  when: `2024-03-0${(i % 9) + 1}T10:00:00Z`,
  day: '2024-03-01',
  at: '09:30',
  mail: `u${i}@example.com`,
  phone: '+44 20 7946 0000',
  site: `https://example.com/${i}`,
  extra: { i, tags: ['a'] },
});

async function team(name: string): Promise<{ glide: Client; opts: RequestOptions; id: string }> {
  const { id, token } = await seedTeam(t.db, name);
  return { glide: await Client.for(t.server.url, 'tables'), opts: { token }, id };
}

const tableNames = async (glide: Client, opts: RequestOptions) => (await glide.get('/tables', opts)).body.data.map((x: { name: string }) => x.name);

describe('committing a stash', () => {
  test('chunks that fit are stored exactly as sent, in order, without $rowID cells; the ids of one write are 22 URL-safe characters that grow', async () => {
    const { glide, opts } = await team('Fits');
    const first = [good(0), { ...good(1), $rowID: 'ignored', n: null, extra: null }];
    const second = [good(2), { name: 'only a name' }];
    assert.equal((await glide.put('/stashes/fit/0', first, opts)).status, 200);
    assert.equal((await glide.put('/stashes/fit/1', second, opts)).status, 200);
    const created = await glide.post('/tables', { name: 'Fits', schema: { columns }, rows: { $stashID: 'fit' } }, opts);
    assert.equal(created.status, 201, created.text);
    const { tableID, rowIDs } = created.body.data;
    assert.equal((await glide.get('/usage', opts)).body.data.updates, 0.04, 'charged as 4 rows written (0.01 each)');
    const rows = (await glide.get(`/tables/${tableID}/rows`, opts)).body.data;
    assert.deepEqual(rows, [
      { $rowID: rowIDs[0], ...good(0) },
      { $rowID: rowIDs[1], ...good(1), n: null, extra: null },
      { $rowID: rowIDs[2], ...good(2) },
      { $rowID: rowIDs[3], name: 'only a name' },
    ]);
    const stored = await t.db.selectFrom('big_rows').select('data').where('table_id', '=', tableID).where('row_id', '=', rowIDs[1]).executeTakeFirstOrThrow();
    assert.deepEqual(stored.data, { ...good(1), n: null, extra: null }, 'the $rowID cell is not stored');
    for (const id of rowIDs) assert.match(id, /^[A-Za-z0-9_-]{22}$/);
    // Growing in PostgreSQL's C collation (byte order), as JavaScript compares these characters.
    assert.deepEqual([...rowIDs].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)), rowIDs);
    assert.equal(new Set(rowIDs).size, 4);
    // The stash is consumed.
    const again = await glide.post('/tables', { name: 'Again', schema: { columns }, rows: { $stashID: 'fit' } }, opts);
    assert.deepEqual([again.status, again.body.error.type], [404, 'stash_not_found']);
  });

  test('a misfit in a later chunk is found and named with its row, whatever the type; nothing is written and the stash stays', async () => {
    const { glide, opts } = await team('Misfits');
    const cases: [cell: Record<string, unknown>, type: string, message: string][] = [
      [{ name: 5 }, 'column_has_invalid_value', 'Column name must be a string (row 1)'],
      [{ name: { a: 1 } }, 'column_has_invalid_value', 'Column name must be a string (row 1)'],
      [{ n: '5' }, 'column_has_invalid_value', 'Column n must be a number (row 1)'],
      [{ ok: 'true' }, 'column_has_invalid_value', 'Column ok must be true or false (row 1)'],
      [{ when: 'yesterday' }, 'column_has_invalid_value', 'Column when must be an ISO 8601 date-time (row 1)'],
      [{ day: '2024-03-01T10:00:00Z' }, 'column_has_invalid_value', 'Column day must be a date (YYYY-MM-DD) (row 1)'],
      [{ at: '25h' }, 'column_has_invalid_value', 'Column at must be a time (HH:MM or HH:MM:SS) (row 1)'],
      [{ mail: 'nobody' }, 'column_has_invalid_value', 'Column mail must be an e-mail address (row 1)'],
      [{ phone: 'call me' }, 'column_has_invalid_value', 'Column phone must be a phone number (row 1)'],
      [{ site: 'ftp://example.com' }, 'column_has_invalid_value', 'Column site must be an http(s) URL (row 1)'],
      [{ other: 1 }, 'column_id_not_found', 'Column other is not in the table (row 1)'],
      [{ $weird: 1 }, 'column_id_reserved', 'Column id $weird is reserved (row 1)'],
    ];
    for (const [i, [cell, type, message]] of cases.entries()) {
      const stash = `misfit${i}`;
      await glide.put(`/stashes/${stash}/0`, [good(0), good(1)], opts);
      await glide.put(`/stashes/${stash}/1`, [good(2), { ...good(3), ...cell }, good(4)], opts);
      const res = await glide.post('/tables', { name: `Misfit ${i}`, schema: { columns }, rows: { $stashID: stash } }, opts);
      assert.deepEqual([res.status, res.body.error.type, res.body.error.message], [422, type, message], JSON.stringify(cell));
    }
    assert.deepEqual(await tableNames(glide, opts), [], 'no table was created');
    assert.equal((await glide.get('/usage', opts)).body.data.updates, 0, 'nothing charged');
    // Each stash is still there: fixed, it commits.
    await glide.put('/stashes/misfit4/1', [good(2), good(3), good(4)], opts);
    const fixed = await glide.post('/tables', { name: 'Fixed', schema: { columns }, rows: { $stashID: 'misfit4' } }, opts);
    assert.equal(fixed.status, 201, fixed.text);
    assert.deepEqual((await glide.get(`/tables/${fixed.body.data.tableID}/rows`, opts)).body.data.map((r: { name: string }) => r.name), ['row 0', 'row 1', 'row 2', 'row 3', 'row 4']);
  });

  test('a number JSON reads as infinite (1e999) is not a number: refused, as inline', async () => {
    const { glide, opts } = await team('Infinite');
    // raw HTTP: the body holds a number JSON.stringify cannot write.
    const put = await fetch(`${t.server.url}/stashes/inf/0`, { method: 'PUT', headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' }, body: '[{"n": 1}, {"n": 1e999}]' });
    assert.equal(put.status, 200);
    const res = await glide.post('/tables', { name: 'Inf', schema: { columns }, rows: { $stashID: 'inf' } }, opts);
    assert.deepEqual([res.status, res.body.error.type, res.body.error.message], [422, 'column_has_invalid_value', 'Column n must be a number (row 1)']);
  });

  test('a chunk is stored as its body was sent (spacing aside) and read back as the same JSON values', async () => {
    const { glide, opts } = await team('Raw');
    // raw HTTP: the body's own spacing and escapes are what is stored.
    const body = '[\n  { "name" : "caf\\u00e9 \\"quoted\\"" , "extra" : {"deep": [1, 2.5, true, null]} },\n  {"name":"two"}\n]';
    const put = await fetch(`${t.server.url}/stashes/raw/0`, { method: 'PUT', headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' }, body });
    assert.equal(put.status, 200);
    const created = await glide.post('/tables', { name: 'Raw', schema: { columns }, rows: { $stashID: 'raw' } }, opts);
    assert.equal(created.status, 201, created.text);
    const rows = (await glide.get(`/tables/${created.body.data.tableID}/rows`, opts)).body.data;
    assert.deepEqual(
      rows.map((r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== '$rowID'))),
      [{ name: 'café "quoted"', extra: { deep: [1, 2.5, true, null] } }, { name: 'two' }],
    );
  });

  test('a chunk stored before summaries existed (a bare array) is checked and copied without its $rowID cells', async () => {
    const { glide, opts, id } = await team('Legacy');
    await sql`INSERT INTO stash_chunks (team_id, stash_id, serial, serial_num, rows, row_count) VALUES (${id}, 'old', '0', 0, ${JSON.stringify([{ name: 'old', $rowID: 'x' }])}::jsonb, 1)`.execute(t.db);
    await glide.put('/stashes/old/1', [{ name: 'new' }], opts);
    const created = await glide.post('/tables', { name: 'Legacy', schema: { columns }, rows: { $stashID: 'old' } }, opts);
    assert.equal(created.status, 201, created.text);
    const rows = (await glide.get(`/tables/${created.body.data.tableID}/rows`, opts)).body.data;
    assert.deepEqual(rows, [{ $rowID: created.body.data.rowIDs[0], name: 'old' }, { $rowID: created.body.data.rowIDs[1], name: 'new' }]);
    await sql`INSERT INTO stash_chunks (team_id, stash_id, serial, serial_num, rows, row_count) VALUES (${id}, 'old2', '0', 0, ${JSON.stringify([{ name: 1 }])}::jsonb, 1)`.execute(t.db);
    const bad = await glide.post('/tables', { name: 'Legacy 2', schema: { columns }, rows: { $stashID: 'old2' } }, opts);
    assert.deepEqual([bad.status, bad.body.error.message], [422, 'Column name must be a string (row 0)']);
  });

  test('two commits of one stash at once: one takes it, the other finds it consumed', async () => {
    const { glide, opts } = await team('Twice');
    const chunk = Array.from({ length: 2000 }, (_, i) => good(i));
    for (let serial = 0; serial < 10; serial++) await glide.put(`/stashes/once/${serial}`, chunk, opts);
    const [a, b] = await Promise.all(['A', 'B'].map((name) => glide.post('/tables', { name, schema: { columns }, rows: { $stashID: 'once' } }, opts)));
    assert.deepEqual([a.status, b.status].sort(), [201, 404]);
    const won = a.status === 201 ? a : b;
    const lost = a.status === 201 ? b : a;
    assert.equal(lost.body.error.type, 'stash_not_found');
    assert.equal(won.body.data.rowIDs.length, 20_000);
    assert.equal((await tableNames(glide, opts)).length, 1);
    assert.equal((await glide.get('/usage', opts)).body.data.updates, 200);
  });
});
