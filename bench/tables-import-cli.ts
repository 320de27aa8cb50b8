// `tables import` on a generated CSV of 1,000,000 rows (BENCH_ROWS) of 6 typed columns, against a
// server process, beside two baselines measured in the same run on the same database:
//   api   the same rows sent straight to the API as ready-made JSON stash chunks (5,000 rows, 4
//         clients, what the CLI sends) and one asynchronous create from the stash: the CLI's
//         own cost (reading and parsing the file, typing cells, state files) is the difference;
//   sql   the same rows into a bare (table_id, row_id, version, data) table with
//         INSERT … SELECT FROM unnest(…), 5,000 rows per statement, from one client.
// Also the peak memory (VmHWM) of the CLI process, to show the file is streamed, and the server's.
// Slow (minutes): not in `npm run bench`; run `npm run bench:tables-import-cli`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { hashApiKey } from '../src/auth/tokens.js';
import { insertTeam, insertTeamToken } from '../src/tables/teams.queries.js';
import { startProcess, waitStarted } from './harness.js';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CHUNK = 5000;
const CLIENTS = 4;
const TOKEN = 'tt_bench_import_cli';
const columns = [
  { id: 'name', type: 'string' },
  { id: 'qty', type: 'number' },
  { id: 'price', type: 'number' },
  { id: 'active', type: 'boolean' },
  { id: 'when', type: 'dateTime' },
  { id: 'email', type: 'string' },
];
const row = (i: number) => ({
  name: `Item ${i}`,
  qty: i % 97,
  price: (i % 1000) / 10,
  active: i % 2 === 0,
  when: new Date(1_700_000_000_000 + i * 1000).toISOString(),
  email: `user${i}@example.com`,
});
const fmt = (n: number) => Math.round(n).toLocaleString('en');

async function vmHwmMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const m = /VmHWM:\s+(\d+)/.exec(status);
  return m ? Number(m[1]) / 1024 : 0;
}

/** Runs to the end, sampling the process's peak memory while it lives. */
async function runCli(args: string[]): Promise<{ out: string; err: string; seconds: number; peakMb: number }> {
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'error' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => {
    err += d;
    process.stderr.write(d);
  });
  let peakMb = 0;
  const timer = setInterval(() => void vmHwmMb(child.pid!).then((mb) => (peakMb = Math.max(peakMb, mb))), 250);
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(timer);
  if (code !== 0) throw new Error(`tables import exited ${code}: ${err}`);
  return { out, err, seconds: (performance.now() - t0) / 1000, peakMb };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-import-cli-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 55400 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
let server: ChildProcess | undefined;
try {
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  const team = await insertTeam(db, `bench-${randomBytes(3).toString('hex')}`);
  await insertTeamToken(db, team.id, hashApiKey(TOKEN));
  await db.destroy();

  // The file: written in pieces, as large as it gets.
  const file = path.join(dir, 'rows.csv');
  const out = createWriteStream(file);
  out.write(columns.map((c) => c.id).join(',') + '\n');
  for (let start = 0; start < ROWS; start += 10_000) {
    const lines: string[] = [];
    for (let i = start; i < Math.min(start + 10_000, ROWS); i++) {
      const r = row(i);
      lines.push(`${r.name},${r.qty},${r.price},${r.active},${r.when},${r.email}\n`);
    }
    if (!out.write(lines.join(''))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const size = (await stat(file)).size;

  const started = await startProcess(['src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TABLES_RATE_LIMIT_MAX: '1000000000' });
  server = started.child;
  const base = `http://127.0.0.1:${started.port}`;
  await waitStarted(base);
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${fmt(ROWS)} rows of ${columns.length} columns, a CSV of ${(size / 1024 / 1024).toFixed(0)} MB\n`);

  // 1. The CLI.
  const cli = await runCli(['tables', 'import', file, '--name', 'Cli', '--url', base, '--token', TOKEN, '--chunk-rows', String(CHUNK), '--parallel', String(CLIENTS)]);
  const result = JSON.parse(cli.out) as { rows: number; chunks: number };
  if (result.rows !== ROWS) throw new Error(`the CLI imported ${result.rows} rows`);
  const cliRate = ROWS / cli.seconds;

  // 2. Baseline: the API with ready-made chunks.
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
  const chunks = Math.ceil(ROWS / CHUNK);
  const a0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let c = next++; c < chunks; c = next++) {
        const body = JSON.stringify(Array.from({ length: Math.min(CHUNK, ROWS - c * CHUNK) }, (_, k) => row(c * CHUNK + k)));
        const res = await fetch(`${base}/stashes/direct/${c}`, { method: 'PUT', headers, body });
        if (res.status !== 200) throw new Error(`stash chunk ${c}: ${res.status} ${await res.text()}`);
      }
    }),
  );
  const created = await fetch(`${base}/tables`, { method: 'POST', headers: { ...headers, 'x-glide-asynchronous': 'true' }, body: JSON.stringify({ name: 'Direct', schema: { columns }, rows: { $stashID: 'direct' } }) });
  const { jobID } = ((await created.json()) as { data: { jobID: string } }).data;
  for (;;) {
    const job = (await (await fetch(`${base}/jobs/${jobID}`, { headers })).json()) as { data: { status: string } };
    if (job.data.status === 'succeeded') break;
    if (job.data.status !== 'running') throw new Error(`direct create: ${JSON.stringify(job)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const apiRate = ROWS / ((performance.now() - a0) / 1000);
  const serverPeak = await vmHwmMb(server.pid!);

  // 3. Baseline: raw SQL into a bare table.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query('CREATE TEMP TABLE bare_rows (table_id uuid, row_id text, version bigint, data jsonb, PRIMARY KEY (table_id, row_id))');
  const tableId = '00000000-0000-4000-8000-000000000001';
  const s0 = performance.now();
  for (let start = 0; start < ROWS; start += CHUNK) {
    const n = Math.min(CHUNK, ROWS - start);
    const ids: string[] = [];
    const data: string[] = [];
    for (let k = 0; k < n; k++) {
      ids.push(randomBytes(16).toString('base64url'));
      data.push(JSON.stringify(row(start + k)));
    }
    await client.query('INSERT INTO bare_rows (table_id, row_id, version, data) SELECT $1, id, 1, d FROM unnest($2::text[], $3::jsonb[]) AS u(id, d)', [tableId, ids, data]);
  }
  const sqlRate = ROWS / ((performance.now() - s0) / 1000);
  await client.end();

  console.log(`\ntables import (CLI, ${result.chunks} chunks of ${fmt(CHUNK)}, ${CLIENTS} in flight)  ${fmt(cliRate)} rows/s  (${cli.seconds.toFixed(1)} s; CLI peak memory ${cli.peakMb.toFixed(0)} MB)`);
  console.log(`baseline api: ready-made JSON chunks, same sizes   ${fmt(apiRate)} rows/s  ratio ${(cliRate / apiRate).toFixed(2)}x`);
  console.log(`baseline sql: unnest into a bare table, 5,000/stmt  ${fmt(sqlRate)} rows/s  ratio ${(cliRate / sqlRate).toFixed(2)}x`);
  console.log(`server peak memory ${serverPeak.toFixed(0)} MB`);
} finally {
  server?.kill('SIGTERM');
  if (server) await once(server, 'exit').catch(() => {});
  await embedded?.stop();
  await rm(dir, { recursive: true, force: true });
}
