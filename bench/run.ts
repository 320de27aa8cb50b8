// `npm run bench`: throughput and p99 latency of the full stack beside bare handlers doing the
// same work, measured in the same run on the same machine, printed as ratios.
// Each server is its own process; autocannon drives it from this one (so they share the 2 cores).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function startProcess(args: string[], env: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = /listening (\d+)|server listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ port: Number(m[1] ?? m[2]), child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out}`)));
  });
}

async function measure(name: string, url: string): Promise<Measured> {
  // Warm up (JIT, connection pools), then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const m = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  console.log(`${name.padEnd(34)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   errors ${m.errors}`);
  return m;
}

async function waitStarted(base: string) {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/startup`).catch(() => undefined))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 54500 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
const children: ChildProcess[] = [];
try {
  const db = createDb(dbUrl, 2);
  await migrateToLatest(db);
  // A realistic table: 10,000 agents, read one in the middle.
  await db.deleteFrom('agents').execute();
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query(`INSERT INTO agents (name, type) SELECT 'agent ' || g, (ARRAY['openai','anthropic','google'])[1 + g % 3] FROM generate_series(1, 10000) g`);
  const { rows } = await client.query(`SELECT id FROM agents ORDER BY created_at, id OFFSET 5000 LIMIT 1`);
  await client.query('ANALYZE agents');
  await client.end();
  await db.destroy();
  const agentId = rows[0].id;

  console.log(`node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  const start = async (args: string[], env: Record<string, string> = {}) => {
    const p = await startProcess(args, env);
    children.push(p.child);
    return `http://127.0.0.1:${p.port}`;
  };
  const stop = () => children.splice(0).forEach((c) => c.kill('SIGTERM'));

  const results: Record<string, Measured> = {};
  let base = await start(['bench/bare.ts', 'health']);
  results.bareHealth = await measure('bare node:http  GET /health', `${base}/health`);
  stop();
  base = await start(['bench/bare.ts', 'fastify']);
  results.fastifyHealth = await measure('bare Fastify    GET /health', `${base}/health`);
  stop();
  base = await start(['bench/bare.ts', 'agent'], { DATABASE_URL: dbUrl });
  results.bareAgent = await measure('bare node:http  GET /agents/{id}', `${base}/agents/${agentId}`);
  stop();
  // The full stack as deployed: logs on (to a pipe), rate limiting on (a high limit, so the
  // shared counter is leased in large shares), validation, ETags.
  base = await start(['src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000' });
  await waitStarted(base);
  results.fullHealth = await measure('full stack      GET /health', `${base}/health`);
  results.fullAgent = await measure('full stack      GET /agents/{id}', `${base}/agents/${agentId}`);
  stop();

  const ratio = (a: Measured, b: Measured) => `${(a.rps / b.rps).toFixed(2)}x throughput, p99 ${a.p99} vs ${b.p99} ms`;
  console.log('\nratios (full / baseline):');
  console.log(`  GET /health        ${ratio(results.fullHealth, results.bareHealth)}`);
  console.log(`  GET /agents/{id}   ${ratio(results.fullAgent, results.bareAgent)}  (goal: cost within 1.5x, i.e. throughput >= 0.67x)`);
  console.log(`  host choice        Fastify / node:http on /health: ${ratio(results.fastifyHealth, results.bareHealth)}`);
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
