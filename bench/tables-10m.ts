// `npm run bench:tables-10m`: does a big table still answer in milliseconds at 10 million rows?
// The rows are made inside PostgreSQL (generate_series: the HTTP import is bench/tables.ts's
// subject), then one client times, through the API, requests that each touch one spot of the
// table: the first page, a page from the middle (continuation), a row by id, a PATCH with
// If-Match, and HEAD. Each is run 200 times; p50 and p99 are printed.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { hashApiKey, TokenService } from '../src/auth/tokens.js';
import { encodeContinuation } from '../src/tables/continuation.js';
import { insertTeam, insertTeamToken } from '../src/tables/teams.queries.js';
import { startProcess, waitStarted } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const TIMES = 200;
const TOKEN = 'tt_bench_10m';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-10m-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 56000 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
let kill = () => {};
try {
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  const team = await insertTeam(db, `bench-10m-${Date.now()}`);
  await insertTeamToken(db, team.id, hashApiKey(TOKEN));
  const tokens = await TokenService.create(db, undefined, 3600);
  await db.destroy();

  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const columns = [{ id: 'name', type: 'string' }, { id: 'qty', type: 'number' }, { id: 'when', type: 'dateTime' }];
  const { rows: made } = await client.query(`INSERT INTO big_tables (team_id, name, columns) VALUES ($1, 'Ten million', $2) RETURNING id, version`, [team.id, JSON.stringify(columns)]);
  const tableId = made[0].id as string;
  const t0 = performance.now();
  // In slices, so that one statement's memory and WAL stay small.
  const SLICE = 1_000_000;
  for (let from = 0; from < ROWS; from += SLICE) {
    await client.query(
      `INSERT INTO big_rows (table_id, row_id, data, version)
       SELECT $1, translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_'),
              jsonb_build_object('name', 'row ' || g, 'qty', g % 1000, 'when', '2026-01-01T00:00:00Z'), $2
       FROM generate_series($3::bigint, $4::bigint) g`,
      [tableId, made[0].version, from + 1, Math.min(ROWS, from + SLICE)],
    );
    process.stdout.write(`\r${Math.min(ROWS, from + SLICE).toLocaleString('en')} rows`);
  }
  await client.query('ANALYZE big_rows');
  console.log(`, made in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const { rows: middle } = await client.query(`SELECT seq, row_id FROM big_rows WHERE table_id = $1 ORDER BY seq OFFSET $2 LIMIT 1`, [tableId, Math.floor(ROWS / 2)]);
  const { rows: sample } = await client.query(`SELECT row_id FROM big_rows WHERE table_id = $1 ORDER BY random() LIMIT ${TIMES}`, [tableId]);
  await client.end();

  const server = await startProcess(['src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TABLES_RATE_LIMIT_MAX: '1000000000' });
  kill = () => server.child.kill('SIGTERM');
  const base = `http://127.0.0.1:${server.port}`;
  await waitStarted(base);
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
  const ids = sample.map((r) => r.row_id as string);
  const midToken = encodeContinuation(tokens, tableId, String(middle[0].seq));

  async function time(name: string, request: (i: number) => Promise<Response>) {
    for (let i = 0; i < 20; i++) await (await request(i)).arrayBuffer(); // warm up
    const took: number[] = [];
    for (let i = 0; i < TIMES; i++) {
      const s = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      took.push(performance.now() - s);
      if (res.status >= 300) throw new Error(`${name}: ${res.status}`);
    }
    took.sort((a, b) => a - b);
    console.log(`${name.padEnd(44)} p50 ${took[TIMES / 2].toFixed(1).padStart(6)} ms   p99 ${took[Math.floor(TIMES * 0.99)].toFixed(1).padStart(6)} ms`);
  }

  console.log(`\none client, ${TIMES} requests each, table of ${ROWS.toLocaleString('en')} rows:`);
  await time('GET rows, first page (limit 100)', () => fetch(`${base}/tables/${tableId}/rows?limit=100`, { headers }));
  await time('GET rows, a page from the middle (limit 100)', () => fetch(`${base}/tables/${tableId}/rows?limit=100&continuation=${midToken}`, { headers }));
  await time('GET one row by id', (i) => fetch(`${base}/tables/${tableId}/rows/${ids[i % ids.length]}`, { headers }));
  await time('PATCH one row (If-Match: *)', (i) => fetch(`${base}/tables/${tableId}/rows/${ids[i % ids.length]}`, { method: 'PATCH', headers: { ...headers, 'if-match': '*' }, body: JSON.stringify({ qty: i }) }));
  await time('HEAD rows (the version)', () => fetch(`${base}/tables/${tableId}/rows`, { method: 'HEAD', headers }));
} finally {
  kill();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
