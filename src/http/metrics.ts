// Prometheus metrics of one server process (served by the reference interface's GET /metrics).
// prom-client owns the registry, the exposition format and Node's process metrics. Requests are
// counted here rather than with prom-client's Histogram, whose observe() builds a label object
// and a hash string on every call: a request costs three Map lookups and a few additions, and a
// series is allocated once, on its first request. Everything else (pools, refusals, jobs,
// sockets) is read when Prometheus scrapes, so it costs nothing between scrapes.
import { collectDefaultMetrics, Gauge, Histogram, Registry, type Metric } from 'prom-client';
import type { Db } from '../db/database.js';
import { poolOf } from '../db/database.js';
import type { Logger } from '../log.js';
import { countJobsByStatus, JOB_TABLES } from './metrics.queries.js';

/** Upper bounds (seconds) of the request latency buckets. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Upper bounds (seconds) of the event lag buckets. */
export const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The label of requests no interface owns, or that no operation of the owner matched. */
export const UNKNOWN = 'unknown';

interface Series {
  labels: { interface: string; operation: string; status: string };
  /** Observations per bucket (not cumulative); the last slot is above every bound (+Inf). */
  buckets: Float64Array;
  sum: number;
  count: number;
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

/** A metric prom-client's registry formats: its values are computed at scrape time. */
function collected(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]): Metric {
  return { name, help, type, get: async () => ({ name, help, type, values: values(), aggregator: 'sum' }) } as unknown as Metric;
}

export class Metrics {
  readonly registry = new Registry();
  /** Delivery lag of events from PostgreSQL (NOTIFY) to this process's listeners, by source. */
  readonly eventLag: Histogram<'source'>;
  private readonly requests = new Map<string, Map<string, Map<number, Series>>>();
  private readonly series: Series[] = [];
  private readonly pools: { name: string; db: Db }[] = [];

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(
      collected('http_requests_total', 'HTTP requests answered, by interface, operation and status.', 'counter', () =>
        this.series.map((s) => ({ labels: s.labels, value: s.count })),
      ),
    );
    this.registry.registerMetric(
      collected('http_request_duration_seconds', 'Time from the request to the last byte of its answer, by interface, operation and status.', 'histogram', () => this.histogramValues()),
    );
    this.eventLag = new Histogram({
      name: 'event_delivery_lag_seconds',
      help: 'Time from an event being recorded in PostgreSQL to its delivery to this process\'s listeners, by source.',
      labelNames: ['source'],
      buckets: LAG_BUCKETS,
      registers: [this.registry],
    });
    const pools = this.pools;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Open PostgreSQL connections of each pool of this process, by state (active: lent out; idle).',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { name, db } of pools) {
          const pool = poolOf(db);
          if (!pool) continue;
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'active' }, pool.totalCount - pool.idleCount);
        }
      },
    });
    new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries waiting for a connection of each pool (all connections lent out).',
      labelNames: ['pool'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { name, db } of pools) {
          const pool = poolOf(db);
          if (pool) this.set({ pool: name }, pool.waitingCount);
        }
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections each pool opens (PG_POOL_SIZE for the main pool).',
      labelNames: ['pool'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const { name, db } of pools) {
          const pool = poolOf(db);
          if (pool) this.set({ pool: name }, pool.options.max ?? 10);
        }
      },
    });
  }

  /** Called once per answered request (server.ts, on `finish`). */
  observeRequest(iface: string, operation: string, status: number, seconds: number): void {
    let byOperation = this.requests.get(iface);
    if (!byOperation) this.requests.set(iface, (byOperation = new Map()));
    let byStatus = byOperation.get(operation);
    if (!byStatus) byOperation.set(operation, (byStatus = new Map()));
    let s = byStatus.get(status);
    if (!s) {
      s = { labels: { interface: iface, operation, status: String(status) }, buckets: new Float64Array(LATENCY_BUCKETS.length + 1), sum: 0, count: 0 };
      byStatus.set(status, s);
      this.series.push(s);
    }
    let i = 0;
    while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]) i++;
    s.buckets[i]++;
    s.sum += seconds;
    s.count++;
  }

  private histogramValues(): Value[] {
    const name = 'http_request_duration_seconds';
    const out: Value[] = [];
    for (const s of this.series) {
      let cumulative = 0;
      for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
        cumulative += s.buckets[i];
        out.push({ metricName: `${name}_bucket`, labels: { ...s.labels, le: LATENCY_BUCKETS[i] }, value: cumulative });
      }
      out.push({ metricName: `${name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count });
      out.push({ metricName: `${name}_sum`, labels: s.labels, value: s.sum });
      out.push({ metricName: `${name}_count`, labels: s.labels, value: s.count });
    }
    return out;
  }

  /** Reports a pool's connections under `pool="<name>"`. */
  watchPool(name: string, db: Db): void {
    this.pools.push({ name, db });
  }

  /** Refusals by interface and bucket, read from the limiter's counts (keys `<interface>:<bucket>`). */
  watchRateLimits(refusals: ReadonlyMap<string, number>): void {
    this.registry.registerMetric(
      collected('rate_limit_refusals_total', 'Requests refused with 429 by the rate limit, by interface and bucket (this process).', 'counter', () =>
        [...refusals].map(([key, value]) => {
          const at = key.indexOf(':');
          return { labels: { interface: key.slice(0, at), bucket: key.slice(at + 1) }, value };
        }),
      ),
    );
  }

  /** Jobs by kind and state, counted in PostgreSQL at each scrape (the same figures from every process). */
  watchJobs(db: Db, log: Logger): void {
    new Gauge({
      name: 'jobs',
      help: 'Jobs by kind (tables, workflow_run, workflow_node, documents) and state, as stored in PostgreSQL.',
      labelNames: ['kind', 'state'],
      registers: [this.registry],
      async collect() {
        const counts = await Promise.all(
          Object.entries(JOB_TABLES).map(async ([kind, table]) => {
            try {
              return { kind, rows: await countJobsByStatus(db, table) };
            } catch (err) {
              // A missing table (its interface's migration is not there) is not an error.
              if ((err as { code?: string }).code !== '42P01') log.warn('metrics: jobs not counted', { table, error: (err as Error).message });
              return { kind, rows: [] };
            }
          }),
        );
        this.reset();
        for (const { kind, rows } of counts) for (const { state, n } of rows) this.set({ kind, state }, n);
      },
    });
  }

  /** A gauge read from the process at each scrape. */
  watchGauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** Records one event's delivery lag; `createdAtMs` is when PostgreSQL stamped the event. */
  lag(source: string, createdAtMs: number): void {
    if (Number.isFinite(createdAtMs)) this.eventLag.observe({ source }, Math.max(0, (Date.now() - createdAtMs) / 1000));
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
