// `npm run bench:http-ab [health|agent]`: server variants side by side under bench:http's load,
// measured in interleaved rounds (each variant AB_SECONDS in turn, AB_ROUNDS times) and compared
// by their medians: on a machine shared with other work, a slow spell then hits every variant
// instead of whichever ran at that moment. CPU per request is read from /proc, as bench:http does.
// AB_VARIANTS, comma-separated, the first the baseline of the ratios:
//   bare           bench/bare.ts (the node:http baseline of bench:http)
//   .              this tree's src/main.ts
//   <directory>    another copy of the project (e.g. `git archive <commit> | tar -x -C dir`, with a
//                  node_modules link), its src/main.ts
// each optionally followed by `:NAME=value` settings for that server (`.:LOG_LEVEL=warn`).
// Default: `bare,.`.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { cpuTicks, seedAgents, startProcess, waitStarted } from './harness.js';

const SECONDS = Number(process.env.AB_SECONDS ?? 3);
const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
const variants = (process.env.AB_VARIANTS ?? 'bare,.').split(',');
const root = path.resolve(import.meta.dirname, '..');
const target = process.argv[2] ?? 'health';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ab-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: 54500 + Math.floor(Math.random() * 400) });
const children: ChildProcess[] = [];
try {
  const agentId = await seedAgents(embedded.url);
  const env = { DATABASE_URL: embedded.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000' };
  const servers: Record<string, { port: number; child: ChildProcess }> = {};
  for (const v of variants) {
    const [dir, ...extra] = v.split(':');
    const venv = { ...env, ...Object.fromEntries(extra.map((e) => e.split('='))) };
    const s = dir === 'bare' ? await startProcess(['bench/bare.ts', target], venv) : await startProcess(['src/main.ts'], venv, path.resolve(root, dir));
    children.push(s.child);
    servers[v] = s;
    if (dir !== 'bare') await waitStarted(`http://127.0.0.1:${s.port}`);
  }
  const url = (v: string) => `http://127.0.0.1:${servers[v].port}${target === 'agent' ? `/agents/${agentId}` : '/health'}`;
  for (const v of variants) await autocannon({ url: url(v), connections: 32, duration: 2 });
  const res: Record<string, { rps: number[]; cpu: number[] }> = {};
  for (let r = 0; r < ROUNDS; r++) {
    for (const v of variants) {
      const pid = servers[v].child.pid!;
      const c0 = cpuTicks(pid);
      const out = await autocannon({ url: url(v), connections: 32, duration: SECONDS });
      const us = ((cpuTicks(pid) - c0) * 10000) / out.requests.total;
      (res[v] ??= { rps: [], cpu: [] }).rps.push(out.requests.average);
      res[v].cpu.push(us);
    }
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const v of variants) console.log(`${target} ${v.padEnd(6)} rps median ${med(res[v].rps).toFixed(0).padStart(6)} [${res[v].rps.map((x) => x.toFixed(0)).join(' ')}]  cpu/req median ${med(res[v].cpu).toFixed(1)} µs [${res[v].cpu.map((x) => x.toFixed(0)).join(' ')}]`);
  const base = variants[0];
  for (const v of variants.slice(1)) console.log(`  ${v}/${base}: rps ${(med(res[v].rps) / med(res[base].rps)).toFixed(2)}x, cpu ${(med(res[v].cpu) / med(res[base].cpu)).toFixed(2)}x`);
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
