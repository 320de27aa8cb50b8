// Health probes: /health (cheap summary), /ready (real dependency checks), /live (heap), /startup.
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/database.js';
import type { H } from './types.js';

const MB = 1024 * 1024;
const round = (n: number) => Math.round(n * 100) / 100;

export const getHealth: H<'getHealth'> = async (_req, { version, lifecycle }) => ({
  status: 200,
  body: {
    status: lifecycle.started ? 'ok' : 'degraded',
    timestamp: new Date().toISOString(),
    version,
    uptime: round(process.uptime()),
  },
});

// The probe is public: it names what failed, never the database's own error text (logged instead).
export const getReady: H<'getReady'> = async ({ ctx }, { db, lifecycle, log }) => {
  const t0 = performance.now();
  let database: { status: 'ok' | 'error'; latency: number; message?: string };
  let migrations: { status: 'ok' | 'error'; latency: number; message?: string };
  try {
    // Stryker disable next-line StringLiteral: PostgreSQL answers an empty statement as it does SELECT 1 (equivalent)
    await sql`SELECT 1`.execute(db);
    database = { status: 'ok', latency: round(performance.now() - t0) };
  } catch (err) {
    log.warn('readiness: database check failed', { requestId: ctx.requestId, error: (err as Error).message });
    database = { status: 'error', latency: round(performance.now() - t0), message: 'database unreachable' };
  }
  const t1 = performance.now();
  if (database.status === 'error') {
    migrations = { status: 'error', latency: 0, message: 'database unreachable' };
  } else {
    try {
      const pending = await pendingMigrations(db);
      migrations = pending.length
        ? { status: 'error', latency: round(performance.now() - t1), message: `pending: ${pending.join(', ')}` }
        : { status: 'ok', latency: round(performance.now() - t1) };
    } catch (err) {
      log.warn('readiness: migration check failed', { requestId: ctx.requestId, error: (err as Error).message });
      migrations = { status: 'error', latency: round(performance.now() - t1), message: 'migration state unreadable' };
    }
  }
  // Stryker disable next-line ConditionalExpression: the migrations are never ok when the database is not (equivalent)
  const ok = database.status === 'ok' && migrations.status === 'ok' && lifecycle.started;
  const body = { status: ok ? ('ok' as const) : ('degraded' as const), timestamp: new Date().toISOString(), checks: { database, migrations } };
  return ok ? { status: 200, body } : { status: 503, body };
};

export const getLive: H<'getLive'> = async (_req, { config }) => {
  const m = process.memoryUsage();
  const heapLimit = (await import('node:v8')).getHeapStatistics().heap_size_limit;
  const heapUsedPercent = round((m.heapUsed / heapLimit) * 100);
  // Stryker disable next-line EqualityOperator: `>=` differs only when the heap is exactly at the threshold, to 1/100 of a percent (equivalent in practice)
  if (heapUsedPercent > config.liveHeapThresholdPercent) {
    return { status: 503, body: { status: 'unhealthy', reason: 'memory_pressure', heapUsedPercent } };
  }
  return {
    status: 200,
    body: { status: 'ok', pid: process.pid, memory: { heapUsed: round(m.heapUsed / MB), heapTotal: round(m.heapTotal / MB), rss: round(m.rss / MB) } },
  };
};

export const getStartup: H<'getStartup'> = async (_req, { lifecycle }) =>
  lifecycle.started ? { status: 200, body: { status: 'ok', started: true } } : { status: 503, body: { status: 'starting', started: false } };
