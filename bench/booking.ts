// `npm run bench:booking`: the booking interface under 32 concurrent clients beside a bare
// node:http + pg handler doing the same database work (bench/bare-booking.ts), measured in the
// same run on the same database: flight search over a year of the demo schedule, and booking
// creation (one passenger, spread over the schedule's flights). Both servers run side by side and
// are measured in turns, twice each (a busy, shared machine's load drifts during a run), with the CPU
// each request cost the server process and PostgreSQL (read from /proc). Prints the ratios (goal:
// the full stack at 0.67 of the baseline's throughput or better) and one client's search latency.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, migrateToLatest } from '../src/db/database.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadDemoSchedule } from '../src/booking/demo.js';
import { cpuTicks, postgresPids, startProcess, waitStarted } from './harness.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-booking-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 56500 + Math.floor(Math.random() * 400) });
const dbUrl = process.env.DATABASE_URL ?? embedded!.url;
const children: ChildProcess[] = [];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU microseconds per request: the server process, and PostgreSQL (all its processes). */
  serverCpu: number;
  dbCpu: number;
}

/**
 * CPU ticks of the embedded PostgreSQL's processes (the postmaster and its children) by pid. A
 * difference counts each process alive at the end from its start or from the first reading; one
 * that exited in between is not counted (connections come and go), so it never goes negative.
 */
function postgresTicks(): Map<number, number> {
  if (!embedded) return new Map();
  return new Map(postgresPids(path.join(dataDir, 'pg')).map((pid) => [pid, cpuTicks(pid)]));
}

const ticksSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, t]) => sum + t - (before.get(pid) ?? 0), 0);

const fmt = (n: number) => Math.round(n).toLocaleString('en');

try {
  const db = createDb(dbUrl, 4);
  await migrateToLatest(db);
  const from = new Date().toISOString().slice(0, 10);
  const t0 = performance.now();
  const demo = await loadDemoSchedule(db, { from, days: 365, seed: 11 });
  await sql`ANALYZE`.execute(db);
  const flights = await db.selectFrom('flights').select(['id', 'origin', 'destination', 'departure_time']).where('departure_time', '>', new Date(Date.now() + 86_400_000)).execute();
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per run`);
  console.log(`demo schedule: ${fmt(demo.inserted + demo.skipped)} flights over ${demo.days} days (${demo.routes} routes), loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  await db.deleteFrom('users').where('email', '=', 'bench-booking@example.com').execute();
  const user = await db.insertInto('users').values({ email: 'bench-booking@example.com', name: null, password_hash: await hashPassword('bench-password'), role: 'user' }).returning('id').executeTakeFirstOrThrow();
  await db.destroy();

  // The searches: every route's flights of one day, days spread over the year.
  const searches = flights.filter((_, i) => i % 97 === 0).map((f) => `origin=${f.origin}&destination=${f.destination}&departureDate=${f.departure_time.toISOString().slice(0, 10)}`);
  const bookingBody = (flightId: number) =>
    JSON.stringify({ flightId, passengers: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', dateOfBirth: '1990-12-10', passportNumber: 'X1234567' }], contactEmail: 'ada@example.com', paymentMethod: 'credit_card' });

  const run = async (name: string, url: string, pid: number, base: string, kind: 'search' | 'book', headers: Record<string, string>): Promise<Measured> => {
    let i = 0;
    const requests: autocannon.Request[] = [
      kind === 'search'
        ? { method: 'GET', setupRequest: (req) => ({ ...req, path: `${base}?${searches[(i++ * 7919) % searches.length]}`, headers }) }
        : { method: 'POST', setupRequest: (req) => ({ ...req, path: base, headers: { ...headers, 'content-type': 'application/json' }, body: bookingBody(flights[(i++ * 7919) % flights.length].id) }) },
    ];
    await autocannon({ url, connections: CONNECTIONS, duration: 2, requests });
    const s0 = cpuTicks(pid);
    const d0 = postgresTicks();
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
    const tick = 1e6 / 100;
    const m = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      serverCpu: ((cpuTicks(pid) - s0) * tick) / r.requests.total,
      dbCpu: (ticksSince(d0, postgresTicks()) * tick) / r.requests.total,
    };
    console.log(
      `${name.padEnd(36)} ${fmt(m.rps).padStart(6)} req/s   p50 ${String(m.p50).padStart(3)} ms   p99 ${String(m.p99).padStart(4)} ms   ` +
        `CPU/request: server ${fmt(m.serverCpu).padStart(4)} µs, database ${fmt(m.dbCpu).padStart(4)} µs   non-2xx ${m.non2xx}   errors ${m.errors}`,
    );
    return m;
  };

  const bare = await startProcess(['bench/bare-booking.ts'], { DATABASE_URL: dbUrl, BENCH_USER_ID: user.id, PORT: '0' });
  children.push(bare.child);
  const bareUrl = `http://127.0.0.1:${bare.port}`;
  // The full stack as deployed (logs to a pipe, rate limit counted in PostgreSQL with a high
  // limit); no workers of other interfaces competing for the CPU.
  const full = await startProcess([...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []), 'src/main.ts'], { DATABASE_URL: dbUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000', WORKFLOWS_WORKER: 'false', DOCUMENTS_WORKER: 'false' });
  children.push(full.child);
  const base = `http://127.0.0.1:${full.port}`;
  await waitStarted(base);
  const token = (await (await fetch(`${base}/token`, { method: 'POST', body: new URLSearchParams({ username: 'bench-booking@example.com', password: 'bench-password' }) })).json()).access_token;

  const results: Record<'bareSearch' | 'fullSearch' | 'bareBook' | 'fullBook', Measured[]> = { bareSearch: [], fullSearch: [], bareBook: [], fullBook: [] };
  for (let round = 1; round <= 2; round++) {
    console.log(`round ${round}`);
    results.bareSearch.push(await run('  bare node:http + pg  search', bareUrl, bare.child.pid!, '/search', 'search', {}));
    results.fullSearch.push(await run('  full  GET /v1/api/flights', base, full.child.pid!, '/v1/api/flights', 'search', {}));
    results.bareBook.push(await run('  bare node:http + pg  booking', bareUrl, bare.child.pid!, '/bookings', 'book', {}));
    results.fullBook.push(await run('  full  POST /v1/api/bookings', base, full.child.pid!, '/v1/api/bookings', 'book', { authorization: `Bearer ${token}` }));
  }

  // One client, one search at a time: what a user waits for.
  const times: number[] = [];
  for (let k = 0; k < 200; k++) {
    const s = performance.now();
    const res = await fetch(`${base}/v1/api/flights?${searches[(k * 31) % searches.length]}`);
    await res.text();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);

  const mean = (ms: Measured[], k: keyof Measured) => ms.reduce((a, m) => a + m[k], 0) / ms.length;
  const ratio = (full: Measured[], bare: Measured[]) =>
    `${(mean(full, 'rps') / mean(bare, 'rps')).toFixed(2)}x throughput (rounds ${full.map((f, i) => (f.rps / bare[i].rps).toFixed(2)).join(', ')}), ` +
    `CPU cost ${((mean(full, 'serverCpu') + mean(full, 'dbCpu')) / (mean(bare, 'serverCpu') + mean(bare, 'dbCpu'))).toFixed(2)}x ` +
    `(server ${(mean(full, 'serverCpu') / mean(bare, 'serverCpu')).toFixed(2)}x, database ${(mean(full, 'dbCpu') / mean(bare, 'dbCpu')).toFixed(2)}x)`;
  console.log('\nratios (full / bare; goal: throughput >= 0.67):');
  console.log(`  search    ${ratio(results.fullSearch, results.bareSearch)}`);
  console.log(`  booking   ${ratio(results.fullBook, results.bareBook)}`);
  console.log(`\none client, 200 searches over the year: p50 ${times[100].toFixed(1)} ms, p99 ${times[197].toFixed(1)} ms (HTTP round trip included)`);
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
