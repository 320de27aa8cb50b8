// Big tables at volume, beside baselines measured in the same run on the same storage:
//   import   1,000,000 rows of 6 typed columns, the whole import from outside over HTTP: stash
//            chunks of 1,000 from 4 concurrent clients, then one create-table from the stash.
//            Baseline: the same rows into a bare (table_id, row_id, version, data) table with
//            INSERT … SELECT FROM unnest(…), 5,000 rows per statement, from one client. A second
//            line keeps the older baseline (multi-row INSERT … VALUES into big_rows, its indexes
//            included). Also the server's peak memory: its RSS sampled every 50 ms during the
//            import, and VmHWM.
//   paging   every row with limit 10,000 through the API; baseline: the same keyset SELECTs.
//   patch    single-row PATCH with If-Match from 32 concurrent clients.
// BENCH_ROWS changes the row count (default 1,000,000); BENCH_PARTS=import runs the import only;
// BENCH_NODE_ARGS adds node arguments to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`);
// BENCH_ASYNC=true makes the create a job (x-glide-asynchronous) followed through GET /jobs/{id}.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { hashApiKey } from '../src/auth/tokens.js';
import { insertTeam, insertTeamToken } from '../src/tables/teams.queries.js';

const root = path.resolve(import.meta.dirname, '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PARTS = (process.env.BENCH_PARTS ?? 'import,paging,patch').split(',');
const ASYNC = process.env.BENCH_ASYNC === 'true';
const CHUNK = 1000;
const CLIENTS = 4;
const BASELINE_BATCH = 5000;
const TOKEN = 'tt_bench';
const columns = [
  { id: 'name', type: 'string' },
  { id: 'qty', type: 'number' },
  { id: 'price', type: 'number' },
  { id: 'active', type: 'boolean' },
  { id: 'when', type: 'dateTime' },
  { id: 'email', type: 'emailAddress' },
];
const row = (i: number) => ({
  name: `Item ${i}`,
  qty: i % 97,
  price: (i % 1000) / 10,
  active: i % 2 === 0,
  when: new Date(1_700_000_000_000 + i * 1000).toISOString(),
  email: `user${i}@example.com`,
});
const chunkOf = (c: number) => Array.from({ length: Math.min(CHUNK, ROWS - c * CHUNK) }, (_, k) => row(c * CHUNK + k));
const fmt = (n: number) => Math.round(n).toLocaleString('en');

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

/**
 * Samples a process's resident memory (VmRSS) every 50 ms until stopped; `phase` names the part
 * of the run the samples that follow belong to. Returns the largest, and the largest per phase.
 */
function sampleRss(pid: number): { phase(name: string): void; stop(): { peak: number; byPhase: Map<string, number> } } {
  const byPhase = new Map<string, number>();
  let current = 'start';
  const take = () => {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) byPhase.set(current, Math.max(byPhase.get(current) ?? 0, Number(m[1]) / 1024));
  };
  take();
  const timer = setInterval(take, 50);
  return {
    phase(name) {
      take();
      current = name;
    },
    stop() {
      clearInterval(timer);
      take();
      return { peak: Math.max(...byPhase.values()), byPhase };
    },
  };
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-tables-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 55000 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
let server: ChildProcess | undefined;
try {
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  const team = await insertTeam(db, `bench-${randomBytes(3).toString('hex')}`);
  await insertTeamToken(db, team.id, hashApiKey(TOKEN));
  await db.destroy();

  server = spawn(process.execPath, ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TABLES_RATE_LIMIT_MAX: '1000000000', WORKFLOWS_WORKER: 'false', DOCUMENTS_WORKER: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const on = (d: Buffer) => {
      out += d;
      const m = /server listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    };
    server!.stdout!.on('data', on);
    server!.stderr!.on('data', on);
    server!.on('exit', () => reject(new Error(out)));
  });
  for (let i = 0; i < 300 && (await fetch(`${base}/startup`).catch(() => undefined))?.status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${fmt(ROWS)} rows of ${columns.length} columns\n`);

  // Baseline: the same rows into a bare table, 5,000 per statement, one client. Run before and
  // after the import (the load of a shared machine moves); the ratio is taken to the faster run.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const bareTable = '00000000-0000-4000-8000-000000000001';
  const bare = async (): Promise<number> => {
    await client.query('CREATE TABLE bench_bare_rows (table_id uuid, row_id text, version bigint, data jsonb, PRIMARY KEY (table_id, row_id))');
    const u0 = performance.now();
    for (let start = 0; start < ROWS; start += BASELINE_BATCH) {
      const n = Math.min(BASELINE_BATCH, ROWS - start);
      const ids: string[] = [];
      const data: string[] = [];
      for (let k = 0; k < n; k++) {
        ids.push(randomBytes(16).toString('base64url'));
        data.push(JSON.stringify(row(start + k)));
      }
      await client.query('INSERT INTO bench_bare_rows (table_id, row_id, version, data) SELECT $1, id, 1, d FROM unnest($2::text[], $3::jsonb[]) AS u(id, d)', [bareTable, ids, data]);
    }
    const rate = ROWS / ((performance.now() - u0) / 1000);
    await client.query('DROP TABLE bench_bare_rows');
    await client.query('CHECKPOINT');
    return rate;
  };
  console.log(`load average before the baseline: ${load()}`);
  const bareBefore = await bare();

  // Import through the API: stash chunks from 4 clients, then one create from the stash.
  console.log(`load average before the import:   ${load()}`);
  const chunks = Math.ceil(ROWS / CHUNK);
  const rss = sampleRss(server.pid!);
  rss.phase('stash');
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let c = next++; c < chunks; c = next++) {
        const res = await fetch(`${base}/stashes/import/${c}`, { method: 'PUT', headers, body: JSON.stringify(chunkOf(c)) });
        if (res.status !== 200) throw new Error(`stash chunk ${c}: ${res.status} ${await res.text()}`);
      }
    }),
  );
  const tStash = performance.now();
  rss.phase('commit');
  const createBody = JSON.stringify({ name: 'Import', schema: { columns }, rows: { $stashID: 'import' } });
  let body: { data: { tableID: string; rowIDs: string[] } };
  if (ASYNC) {
    // As `tables import` does: a job, followed through GET /jobs/{id} until it has the row ids.
    const created = await fetch(`${base}/tables`, { method: 'POST', headers: { ...headers, 'x-glide-asynchronous': 'true' }, body: createBody });
    const { tableID, jobID } = ((await created.json()) as { data: { tableID: string; jobID: string } }).data;
    for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
      rss.phase('GET /jobs');
      const job = (await (await fetch(`${base}/jobs/${jobID}`, { headers })).json()) as { data: { status: string; result?: { rowIDs: string[] } } };
      if (job.data.status === 'running') rss.phase('commit');
      if (job.data.status === 'succeeded') {
        body = { data: { tableID, rowIDs: job.data.result!.rowIDs } };
        break;
      }
      if (job.data.status !== 'running') throw new Error(`create: ${JSON.stringify(job)}`);
      await new Promise((r) => setTimeout(r, wait));
    }
  } else {
    const created = await fetch(`${base}/tables`, { method: 'POST', headers, body: createBody });
    body = (await created.json()) as { data: { tableID: string; rowIDs: string[] } };
    if (created.status !== 201) throw new Error(`create: ${created.status}`);
  }
  if (body.data.rowIDs.length !== ROWS) throw new Error(`create: ${body.data.rowIDs.length} row ids`);
  const tApi = performance.now();
  const apiRate = ROWS / ((tApi - t0) / 1000);
  const { peak: sampledPeak, byPhase } = rss.stop();
  const peak = await peakRssMb(server.pid!);
  console.log(`load average after the import:    ${load()}`);
  await client.query('CHECKPOINT');
  const bareAfter = await bare();
  const bareRate = Math.max(bareBefore, bareAfter);
  console.log(`load average after the baseline:  ${load()}`);

  // The older baseline: the same rows straight into big_rows (its indexes included), 5,000 per
  // multi-row INSERT … VALUES.
  const { rows: [bt] } = await client.query(`INSERT INTO big_tables (team_id, name, columns) VALUES ($1, 'Baseline', $2) RETURNING id`, [team.id, JSON.stringify(columns)]);
  const b0 = performance.now();
  for (let start = 0; start < ROWS; start += BASELINE_BATCH) {
    const n = Math.min(BASELINE_BATCH, ROWS - start);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let k = 0; k < n; k++) {
      values.push(randomBytes(16).toString('base64url'), JSON.stringify(row(start + k)));
      tuples.push(`($1, $${values.length}, $${values.length + 1}::jsonb, 1)`);
    }
    await client.query(`INSERT INTO big_rows (table_id, row_id, data, version) VALUES ${tuples.join(',')}`, [bt.id, ...values]);
  }
  const baseRate = ROWS / ((performance.now() - b0) / 1000);
  console.log(`import   API${ASYNC ? ' (asynchronous create)' : ''} (stash ${((tStash - t0) / 1000).toFixed(1)} s + commit ${((tApi - tStash) / 1000).toFixed(1)} s)  ${fmt(apiRate)} rows/s`);
  console.log(`         baseline: bare table, INSERT … SELECT FROM unnest, ${fmt(BASELINE_BATCH)} rows per statement  ${fmt(bareBefore)} before, ${fmt(bareAfter)} after rows/s  ratio to the faster ${(apiRate / bareRate).toFixed(2)}x (goal >= 0.8)`);
  console.log(`         older baseline: INSERT … VALUES into big_rows, ${fmt(BASELINE_BATCH)} rows per statement  ${fmt(baseRate)} rows/s  ratio ${(apiRate / baseRate).toFixed(2)}x`);
  console.log(`         server peak memory: RSS sampled during the import ${sampledPeak.toFixed(0)} MB (${[...byPhase].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}), VmHWM ${peak.toFixed(0)} MB (goal < 512)\n`);

  // Paging.
  if (PARTS.includes('paging')) {
    const p0 = performance.now();
    let read = 0;
    let continuation: string | undefined;
    do {
      const res = await fetch(`${base}/tables/${body.data.tableID}/rows?limit=10000${continuation ? `&continuation=${continuation}` : ''}`, { headers });
      const page = (await res.json()) as { data: unknown[]; continuation?: string };
      read += page.data.length;
      continuation = page.continuation;
    } while (continuation);
    const pageRate = read / ((performance.now() - p0) / 1000);
    const s0 = performance.now();
    let seq = '0';
    let sread = 0;
    for (;;) {
      const { rows } = await client.query(`SELECT seq, row_id, data FROM big_rows WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT 10000`, [body.data.tableID, seq]);
      if (!rows.length) break;
      sread += rows.length;
      seq = rows[rows.length - 1].seq;
      JSON.stringify(rows.map((r) => ({ ...r.data, $rowID: r.row_id })));
    }
    const selectRate = sread / ((performance.now() - s0) / 1000);
    console.log(`paging   API ${fmt(pageRate)} rows/s, bare SELECT ${fmt(selectRate)} rows/s: ${(pageRate / selectRate).toFixed(2)}x (goal >= 0.6)\n`);
  }
  await client.end();

  // PATCH with If-Match, 32 clients, random rows.
  if (PARTS.includes('patch')) {
    const version = (await fetch(`${base}/tables/${body.data.tableID}/rows`, { method: 'HEAD', headers })).headers.get('etag')!;
    const ids = body.data.rowIDs;
    let i = 0;
    const result = await autocannon({
      url: base,
      connections: 32,
      duration: Number(process.env.BENCH_SECONDS ?? 10),
      requests: [
        {
          method: 'PATCH',
          setupRequest: (req) => ({
            ...req,
            path: `/tables/${body.data.tableID}/rows/${ids[(i++ * 7919) % ids.length]}`,
            headers: { ...headers, 'if-match': version },
            body: JSON.stringify({ qty: i % 100 }),
          }),
        },
      ],
    });
    console.log(`patch    ${fmt(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx} (412s once a row was written after the version)`);
  }
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await once(server, 'exit');
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
