// `npm run bench:http-profile [health|agent|bare-health|bare-agent] [seconds]`: the full stack of
// bench/run.ts (or, with bare-, its baseline from bench/bare.ts) under the same load (autocannon,
// BENCH_CONNECTIONS connections) on one path, run with `node --cpu-prof`,
// and the profile of the measured seconds (not start-up, warm-up or stop) summarised by self and
// inclusive time per function (bench/cpuprofile.ts).
// The .cpuprofile is kept (its path is printed) for Chrome DevTools or speedscope.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { seedAgents, startProcess, waitStarted } from './harness.js';
import { summarise } from './cpuprofile.js';

const target = process.argv[2] ?? 'health';
const bare = target.startsWith('bare-');
const seconds = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const profDir = await mkdtemp(path.join(os.tmpdir(), 'http-profile-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 54500 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
try {
  const agentId = await seedAgents(dbUrl);
  const p = await startProcess(['--cpu-prof', `--cpu-prof-dir=${profDir}`, ...(bare ? ['bench/bare.ts', target.slice(5)] : ['src/main.ts'])], {
    DATABASE_URL: dbUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '1000000000',
  });
  const base = `http://127.0.0.1:${p.port}`;
  if (!bare) await waitStarted(base);
  const url = target.endsWith('agent') ? `${base}/agents/${agentId}` : `${base}/health`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const from = Number(process.hrtime.bigint() / 1000n);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const to = Number(process.hrtime.bigint() / 1000n);
  console.log(`${target}: ${r.requests.average.toFixed(0)} req/s, ${r.requests.total} requests, errors ${r.errors + r.non2xx}`);
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await exited;
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main thread (tsx's loader runs in another).
  const file = (await readdir(profDir)).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!file) throw new Error('no profile written');
  console.log(`profile: ${path.join(profDir, file)}\n`);
  console.log(await summarise(path.join(profDir, file), Number(process.env.PROFILE_TOP ?? 30), { from, to }));
} finally {
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
