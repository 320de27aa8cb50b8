// `tables import` as users run it: the CLI (its own process, then in the test's) against a running server, over HTTP.
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { Client } from '../helpers/contract.js';
import { useServer } from '../helpers/fixture.js';
import { cliInProcess, cliProcess } from '../helpers/cli.js';
import { seedTeam } from '../helpers/teams.js';

const t = useServer();

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/**
 * `tables import` with these arguments: its own process for the first run of the file (an
 * interrupted import resumed by a second process), in this process after that (test/helpers/cli.ts).
 */
let ranAsProcess = false;
async function cli(args: string[], env: Record<string, string>): Promise<Run> {
  const run = ranAsProcess ? cliInProcess : cliProcess;
  ranAsProcess = true;
  const { code, stdout, stderr } = await run(['tables', 'import', ...args], { LOG_LEVEL: 'error', ...env });
  return { code, out: stdout, err: stderr };
}

const PEOPLE = Array.from({ length: 23 }, (_, i) => ({
  name: i === 3 ? 'Quoted, "with" comma' : `Person ${i}`,
  age: 20 + i,
  joined: `2024-01-${String(i + 1).padStart(2, '0')}T09:00:00Z`,
  active: i % 2 === 0,
  ...(i === 5 ? {} : { note: `n${i}` }),
}));
const csvField = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const PEOPLE_CSV = ['name,age,joined,active,note', ...PEOPLE.map((p) => [p.name, String(p.age), p.joined, p.active ? 'TRUE' : 'false', p.note ?? ''].map(csvField).join(','))].join('\r\n') + '\r\n';

const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

async function rowsOf(glide: Client, token: string, tableID: string) {
  const res = await glide.get(`/tables/${tableID}/rows`, { token });
  assert.equal(res.status, 200);
  return res.body.data.map(({ $rowID, ...cells }: Record<string, unknown>) => (assert.equal(typeof $rowID, 'string'), cells));
}

describe('tables import (CLI)', () => {
  test('a CSV file in stash chunks, interrupted after 2 chunks, resumes from the third and creates the table with learnt types', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-cli-'));
    const stateDir = path.join(dir, 'state');
    const file = path.join(dir, 'people.csv');
    await writeFile(file, PEOPLE_CSV);
    const { token } = await seedTeam(t.db, 'Importers');
    const glide = await Client.for(t.server.url, 'tables');
    const args = [file, '--name', 'People', '--url', t.server.url, '--token', token, '--chunk-rows', '5', '--parallel', '2'];
    // No DATABASE_URL: with a token the command is a pure HTTP client.
    const env = { TABLES_IMPORT_STATE_DIR: stateDir, DATABASE_URL: '' };

    const first = await cli(args, { ...env, TABLES_IMPORT_STOP_AFTER_CHUNKS: '2' });
    assert.equal(first.code, 1, first.err);
    assert.match(first.err, /^error: interrupted: stopped after 2 chunks \(TABLES_IMPORT_STOP_AFTER_CHUNKS\); run the same command again to resume from the last stored chunk$/m);
    const [stateName] = await readdir(stateDir);
    const state = JSON.parse(await readFile(path.join(stateDir, stateName), 'utf8'));
    assert.deepEqual([state.nextSerial, state.rowsDone, state.chunkRows], [2, 10, 5]);
    assert.deepEqual(state.columns, [
      { id: 'name', type: 'string' },
      { id: 'age', type: 'number' },
      { id: 'joined', type: 'dateTime' },
      { id: 'active', type: 'boolean' },
      { id: 'note', type: 'string' },
    ]);
    // Nothing is committed yet.
    assert.deepEqual((await glide.get('/tables', { token })).body.data, []);

    const second = await cli(args, env);
    assert.equal(second.code, 0, second.err);
    const result = JSON.parse(second.out);
    assert.deepEqual([result.rows, result.chunks, result.resumedFromChunk, result.stashID], [23, 5, 2, state.stashId]);
    // Not a terminal: plain progress lines, ending with the commit.
    assert.match(second.err, /tables import: committed: 23 rows/);
    assert.doesNotMatch(second.err, /\r/);
    assert.deepEqual((await glide.get('/tables', { token })).body.data, [{ id: result.tableID, name: 'People' }]);
    assert.deepEqual(await rowsOf(glide, token, result.tableID), PEOPLE);
    assert.deepEqual(await readdir(stateDir), []);
  });

  test('--table replaces the rows from a TSV file, read as the table own types; locally without a token it makes one for --team and revokes it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-cli-'));
    const team = await seedTeam(t.db, 'Overwriters');
    const glide = await Client.for(t.server.url, 'tables');
    const made = await glide.post('/tables', { name: 'Scores', schema: { columns: [{ id: 'who', type: 'string' }, { id: 'score', type: 'number' }, { id: 'ok', type: 'boolean' }] }, rows: [{ who: 'old', score: 1 }] }, { token: team.token });
    assert.equal(made.status, 201);
    const tableID = made.body.data.tableID;
    const file = path.join(dir, 'scores.tsv');
    await writeFile(file, 'who\tscore\tok\nann\t41\ttrue\nbob\t"7"x\t\n\t0.5\tFALSE\n');
    const port = new URL(t.server.url).port;

    const run = await cli([file, '--team', 'Overwriters', '--table', tableID], { TABLES_IMPORT_STATE_DIR: path.join(dir, 'state'), DATABASE_URL: t.dbUrl, PORT: port, TABLES_TOKEN: '' });
    assert.equal(run.code, 1, run.err);
    // TSV fields are taken as they are: `"7"x` is no number for the table's number column.
    assert.match(run.err, /^error: the commit failed \(column_has_invalid_value: Column score must be a number \(row 1\)\)$/m);
    await writeFile(file, 'who\tscore\tok\nann\t41\ttrue\nbob\t7\t\n\t0.5\tFALSE\n');
    const again = await cli([file, '--team', 'Overwriters', '--table', tableID, '--progress'], { TABLES_IMPORT_STATE_DIR: path.join(dir, 'state'), DATABASE_URL: t.dbUrl, PORT: port, TABLES_TOKEN: '' });
    assert.equal(again.code, 0, again.err);
    assert.deepEqual(JSON.parse(again.out).tableID, tableID);
    // --progress: the terminal's bar, redrawn in place, with rows per second.
    assert.match(again.err.replaceAll('\x1b[K', '<clear>'), /\r\[#{30}\] 100% {2}3 rows {2}[\d,]+ rows\/s {2}done<clear>\n$/);
    assert.deepEqual(await rowsOf(glide, team.token, tableID), [{ who: 'ann', score: 41, ok: true }, { who: 'bob', score: 7 }, { score: 0.5, ok: false }]);
    const tokens = await t.db.selectFrom('team_tokens').select(['revoked_at']).where('team_id', '=', team.id).execute();
    assert.deepEqual(tokens.map((r) => r.revoked_at === null).sort(), [false, false, true]);
  });

  test('NDJSON: types learnt from the values (json for arrays, dateTime for date-time strings) or given with --types; a resumed commit short of rows is reported; --restart forgets a stored upload', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-cli-'));
    const { token } = await seedTeam(t.db, 'Liners');
    const glide = await Client.for(t.server.url, 'tables');
    const env = { TABLES_IMPORT_STATE_DIR: path.join(dir, 'state'), DATABASE_URL: '' };
    const rows = [
      { sku: 'a-1', price: 1.5, tags: ['x', 'y'], when: '2024-01-01T00:00:00Z', mail: 'a@example.com' },
      { sku: 'b-2', price: 2, tags: [], when: '2024-02-01T10:30:00Z', mail: 'b@example.com' },
      { sku: 'c-3', price: null, tags: { k: 1 }, mail: 'c@example.com' },
    ];
    const file = path.join(dir, 'rows.jsonl');
    await writeFile(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const args = [file, '--name', 'Lines', '--url', t.server.url, '--token', token, '--chunk-rows', '1', '--types', 'mail=email-address'];

    const stopped = await cli(args, { ...env, TABLES_IMPORT_STOP_AFTER_CHUNKS: '1' });
    assert.equal(stopped.code, 1, stopped.err);
    const [stateName] = await readdir(path.join(dir, 'state'));
    const state = JSON.parse(await readFile(path.join(dir, 'state', stateName), 'utf8'));
    assert.deepEqual(state.columns, [
      { id: 'sku', type: 'string' },
      { id: 'price', type: 'number' },
      { id: 'tags', type: 'json' },
      { id: 'when', type: 'dateTime' },
      { id: 'mail', type: 'emailAddress' },
    ]);
    // The stash loses its chunk meanwhile (another client drops it): the resumed commit says so.
    assert.equal((await glide.delete(`/stashes/${state.stashId}`, { token })).status, 200);
    const short = await cli(args, env);
    assert.equal(short.code, 1);
    assert.equal(lastLine(short.err), 'error: the server committed 2 rows where 3 were sent (the stash lost chunks while the upload was interrupted?): import again with --restart');

    assert.equal((await cli(args, { ...env, TABLES_IMPORT_STOP_AFTER_CHUNKS: '1' })).code, 1);
    const fresh = await cli([...args, '--restart'], env);
    assert.equal(fresh.code, 0, fresh.err);
    const result = JSON.parse(fresh.out);
    assert.deepEqual([result.rows, result.chunks, result.resumedFromChunk], [3, 3, 0]);
    assert.notEqual(result.stashID, state.stashId);
    const { price: _none, ...third } = rows[2];
    assert.deepEqual(await rowsOf(glide, token, result.tableID), [rows[0], rows[1], third]);

    await writeFile(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n{"sku":"d-4","mail":"not mail"}\n');
    const bad = await cli(args, env);
    assert.equal(bad.code, 1);
    assert.equal(lastLine(bad.err), `error: ${file}: line 4, column mail: "not mail" must be an e-mail address (types are learnt from the first rows: give --types mail=string to take any text)`);
  });

  test('bad input stops with the line: a CSV line with a field too many, a misfit cell, a line of NDJSON that is not JSON; nothing is created', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-cli-'));
    const { id: teamId, token } = await seedTeam(t.db, 'Careless');
    const glide = await Client.for(t.server.url, 'tables');
    const env = { TABLES_IMPORT_STATE_DIR: path.join(dir, 'state'), DATABASE_URL: '' };
    const base = ['--name', 'Bad', '--url', t.server.url, '--token', token, '--chunk-rows', '2'];

    const extra = path.join(dir, 'extra.csv');
    await writeFile(extra, 'a,b\n1,2\n3,4\n5,6\n7,8,9\n');
    const r1 = await cli([extra, ...base], env);
    assert.equal(r1.code, 1);
    assert.equal(lastLine(r1.err), `error: ${extra}: line 5: Invalid Record Length: expect 2, got 3`);

    const misfit = path.join(dir, 'misfit.csv');
    await writeFile(misfit, 'a,b\n1,x\n2,y\n3,z\nfour,w\n');
    const r2 = await cli([misfit, ...base, '--infer-rows', '2'], env);
    assert.equal(r2.code, 1);
    assert.equal(lastLine(r2.err), `error: ${misfit}: line 5, column a: "four" must be a number (types are learnt from the first rows: give --types a=string to take any text)`);

    const ndjson = path.join(dir, 'rows.ndjson');
    await writeFile(ndjson, '{"a":1}\n\n{"a":2}\n{"a":3,}\n');
    const r3 = await cli([ndjson, ...base], env);
    assert.equal(r3.code, 1);
    assert.match(lastLine(r3.err), new RegExp(`^error: ${ndjson.replace(/[.]/g, '\\.')}: line 4: not JSON \\(.+\\)$`));

    const r4 = await cli([ndjson, '--url', t.server.url, '--name', 'X'], { ...env, TABLES_TOKEN: '' });
    assert.deepEqual([r4.code, r4.err], [1, 'error: a remote server needs a team token: --token or TABLES_TOKEN\n']);

    assert.deepEqual((await glide.get('/tables', { token })).body.data, []);
    // What was stashed before the bad line is dropped with the state.
    assert.deepEqual(await readdir(path.join(dir, 'state')), []);
    assert.deepEqual(await t.db.selectFrom('stash_chunks').select('stash_id').where('team_id', '=', teamId).execute(), []);
  });
});
