// `npm run bench`: throughput and p99 latency of the full stack beside bare handlers doing the
// same work, measured in the same run on the same machine, printed as ratios.
// Each server is its own process; autocannon drives it from this one (so they share the 2 cores).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { cpuTicks, postgresPids, seedAgents, startProcess, waitStarted } from './harness.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU microseconds per request: the server process, and PostgreSQL (all its processes). */
  serverCpu: number;
  dbCpu: number;
}

const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

async function measure(name: string, url: string, serverPid: number): Promise<Measured> {
  // Warm up (JIT, connection pools), then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const pgPids = pgDir ? postgresPids(pgDir) : [];
  const sum = (pids: number[]) => pids.reduce((a, p) => a + cpuTicks(p), 0);
  const s0 = cpuTicks(serverPid);
  const d0 = sum(pgPids);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const total = r.requests.total;
  const m = {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    serverCpu: ((cpuTicks(serverPid) - s0) * TICK_US) / total,
    dbCpu: ((sum(pgPids) - d0) * TICK_US) / total,
  };
  console.log(
    `${name.padEnd(34)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   ` +
      `CPU/request: server ${m.serverCpu.toFixed(0).padStart(3)} µs, database ${m.dbCpu.toFixed(0).padStart(3)} µs   errors ${m.errors}`,
  );
  return m;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 54500 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
// With an external DATABASE_URL the database's CPU is not measured (reported as 0).
const pgDir = embedded ? path.join(dataDir, 'pg') : undefined;
const children: ChildProcess[] = [];
try {
  const agentId = await seedAgents(dbUrl);

  console.log(`node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  let pid = 0;
  const start = async (args: string[], env: Record<string, string> = {}) => {
    const p = await startProcess(args, env);
    children.push(p.child);
    pid = p.child.pid!;
    return `http://127.0.0.1:${p.port}`;
  };
  const stop = () => children.splice(0).forEach((c) => c.kill('SIGTERM'));

  const results: Record<string, Measured> = {};
  let base = await start(['bench/bare.ts', 'health']);
  results.bareHealth = await measure('bare node:http  GET /health', `${base}/health`, pid);
  stop();
  base = await start(['bench/bare.ts', 'fastify']);
  results.fastifyHealth = await measure('bare Fastify    GET /health', `${base}/health`, pid);
  stop();
  base = await start(['bench/bare.ts', 'agent'], { DATABASE_URL: dbUrl });
  results.bareAgent = await measure('bare node:http  GET /agents/{id}', `${base}/agents/${agentId}`, pid);
  stop();
  // The full stack as deployed: logs on (to a pipe), rate limiting on (a high limit, so the
  // shared counter is leased in large shares), validation, ETags.
  // BENCH_NODE_ARGS: extra node arguments for the full stack only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  base = await start([...nodeArgs, 'src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000' });
  await waitStarted(base);
  results.fullHealth = await measure('full stack      GET /health', `${base}/health`, pid);
  results.fullAgent = await measure('full stack      GET /agents/{id}', `${base}/agents/${agentId}`, pid);
  stop();

  const ratio = (a: Measured, b: Measured) =>
    `${(a.rps / b.rps).toFixed(2)}x throughput, p99 ${a.p99} vs ${b.p99} ms, ` +
    `CPU cost ${((a.serverCpu + a.dbCpu) / (b.serverCpu + b.dbCpu)).toFixed(2)}x (server ${(a.serverCpu / b.serverCpu).toFixed(2)}x)`;
  console.log('\nratios (full / baseline):');
  console.log(`  GET /health        ${ratio(results.fullHealth, results.bareHealth)}`);
  console.log(`  GET /agents/{id}   ${ratio(results.fullAgent, results.bareAgent)}  (goal: cost within 1.5x)`);
  console.log(`  host choice        Fastify / node:http on /health: ${ratio(results.fastifyHealth, results.bareHealth)}`);
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
