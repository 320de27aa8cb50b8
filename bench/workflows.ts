// `npm run bench:workflows`: the workflow engine, against the bare cost of what it runs.
// 1. A chain of 1,000 `true` steps: engine wall time per step, beside spawning `sh -c true` 1,000
//    times one after another from Node in the same run. The difference is what the engine adds.
// 2. A DAG of 1,000 independent `true` steps (the worker runs 16 at once): beside spawning 1,000
//    `sh -c true` 16 at a time from Node.
// 3. 100 runs started at once (100 DAGs of 3 steps): time until all have finished.
// 4. GET /dags/{name}/status under 32 clients while those runs execute, beside the same call idle.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { hashPassword } from '../src/auth/passwords.js';
import { childrenOf, cpuTicks, postgresPids, startProcess, waitStarted } from './harness.js';

/** Thrown to end the run early (BENCH_CHAIN_ONLY: the chain alone, e.g. under --cpu-prof via BENCH_NODE_ARGS). */
class Done extends Error {}
const STEPS = Number(process.env.BENCH_STEPS ?? 1000);
const CONCURRENCY = 16;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-workflows-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 55500 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
const children: ChildProcess[] = [];

function spawnTrue(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', 'true'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

/** The CPU of the server process, of its step launcher and of this database's PostgreSQL processes (Linux only; 0 elsewhere). */
function serverAndDbCpu(serverPid: number): { server: number; launcher: number; db: number } {
  const ms = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuTicks(pid) * 10, 0);
  return { server: ms([serverPid]), launcher: ms(childrenOf(serverPid, 'launcher.mjs')), db: ms(postgresPids(path.join(dataDir, 'pg'))) };
}

/** Milliseconds to spawn `n` processes, `parallel` at a time. */
async function bare(n: number, parallel: number): Promise<number> {
  const t0 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < n) {
      next++;
      await spawnTrue();
    }
  }));
  return performance.now() - t0;
}

try {
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  await db.deleteFrom('dags').where('name', 'like', 'bench-%').execute();
  await db.deleteFrom('users').where('email', '=', 'bench-workflows@example.com').execute();
  await db.insertInto('users').values({ email: 'bench-workflows@example.com', name: null, password_hash: await hashPassword('bench-password'), role: 'admin' }).execute();
  await db.destroy();

  const server = await startProcess([...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), 'src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', WORKFLOWS_WORKER_CONCURRENCY: String(CONCURRENCY) });
  children.push(server.child);
  const base = `http://127.0.0.1:${server.port}`;
  await waitStarted(base);
  const token = (await (await fetch(`${base}/token`, { method: 'POST', body: new URLSearchParams({ username: 'bench-workflows@example.com', password: 'bench-password' }) })).json()).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${base}/api/v1${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  // The end of a run is watched in the database: polling GET status (all 1,000 nodes, about
  // 200 KB an answer) would load the server whose steps are being timed.
  const watcher = new (await import('pg')).default.Client({ connectionString: dbUrl });
  watcher.on('error', () => {}); // the database stops before it at the end
  await watcher.connect();
  const runToEnd = async (name: string) => {
    const t0 = performance.now();
    const { runId } = await call('POST', `/dags/${name}/start`, {});
    for (;;) {
      const { rows } = await watcher.query('SELECT finished_at FROM dag_runs WHERE dag_name = $1 AND run_id = $2', [name, runId]);
      if (rows[0]?.finished_at) {
        const elapsed = performance.now() - t0;
        const s = await call('GET', `/dags/${name}/status`);
        if (s.status !== 'succeeded') throw new Error(`${name} ${s.status}`);
        return elapsed;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const steps = (n: number, chain: boolean) => `type: ${chain ? 'chain' : 'graph'}\nsteps:\n${Array.from({ length: n }, (_, i) => `  - name: s${i}\n    command: "true"\n`).join('')}`;

  console.log(`node ${process.version}, ${os.cpus().length} cores, ${STEPS} steps, worker concurrency ${CONCURRENCY}\n`);
  await call('POST', '/dags', { name: 'bench-chain', spec: steps(STEPS, true) });
  await call('POST', '/dags', { name: 'bench-fan', spec: steps(STEPS, false) });
  await bare(50, 1); // warm-up

  const bareChain = await bare(STEPS, 1);
  const cpu0 = serverAndDbCpu(server.child.pid!);
  const chain = await runToEnd('bench-chain');
  const cpu1 = serverAndDbCpu(server.child.pid!);
  if (process.env.BENCH_GAPS) {
    const pgc = new (await import('pg')).default.Client({ connectionString: dbUrl });
    await pgc.connect();
    console.log((await pgc.query((await import('node:fs')).readFileSync(process.env.BENCH_GAPS, 'utf8'))).rows);
    await pgc.end();
  }
  console.log(`chain of ${STEPS} true: engine ${(chain / STEPS).toFixed(2)} ms/step, bare spawn ${(bareChain / STEPS).toFixed(2)} ms/step, added ${((chain - bareChain) / STEPS).toFixed(2)} ms/step (goal <= 5)`);
  console.log(`  CPU per step: server process ${((cpu1.server - cpu0.server) / STEPS).toFixed(2)} ms, its step launcher ${((cpu1.launcher - cpu0.launcher) / STEPS).toFixed(2)} ms (spawning), PostgreSQL ${((cpu1.db - cpu0.db) / STEPS).toFixed(2)} ms`);
  if (process.env.BENCH_CHAIN_ONLY) throw new Done();
  const bareFan = await bare(STEPS, CONCURRENCY);
  const fan = await runToEnd('bench-fan');
  console.log(`${STEPS} independent true: engine ${(fan / STEPS).toFixed(2)} ms/step, bare spawn ${CONCURRENCY} at a time ${(bareFan / STEPS).toFixed(2)} ms/step, added ${((fan - bareFan) / STEPS).toFixed(2)} ms/step`);

  for (let i = 0; i < 100; i++) await call('POST', '/dags', { name: `bench-many-${i}`, spec: 'steps:\n  - name: a\n    command: sleep 0.2\n  - name: b\n    command: "true"\n  - name: c\n    command: "true"\n' });
  const statusUrl = `${base}/api/v1/dags/bench-chain/status`;
  const load = (duration: number) => autocannon({ url: statusUrl, headers: { authorization: `Bearer ${token}` }, connections: 32, duration });
  const idle = await load(5);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 100 }, (_, i) => call('POST', `/dags/bench-many-${i}/start`, {})));
  const busyLoad = load(5);
  for (;;) {
    const dags = await call('GET', '/dags?name=bench-many&limit=500');
    if (dags.dags.every((d: { latestRun: { finishedAt: string | null } | null }) => d.latestRun?.finishedAt)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const many = performance.now() - t0;
  const busy = await busyLoad;
  console.log(`100 runs of 3 steps started at once: all finished in ${(many / 1000).toFixed(2)} s`);
  console.log(`GET status, 32 clients: idle ${idle.requests.average.toFixed(0)} req/s p99 ${idle.latency.p99} ms; while the 100 runs execute ${busy.requests.average.toFixed(0)} req/s p99 ${busy.latency.p99} ms (ratio ${(busy.requests.average / idle.requests.average).toFixed(2)}); errors ${idle.errors + idle.non2xx + busy.errors + busy.non2xx}`);
} catch (err) {
  if (!(err instanceof Done)) throw err;
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await embedded?.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
