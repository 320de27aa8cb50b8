// `npm run bench:metrics`: what the request metrics cost per request (src/http/metrics.ts,
// observeRequest, called once per answer from server.ts), against the same figures kept with
// prom-client's own Counter and Histogram (labels(...).inc()/observe()), and an empty call as the
// baseline, in the same run. Garbage is shown as young-generation collections per million
// requests: none means nothing is allocated per request once a series exists.
import { PerformanceObserver } from 'node:perf_hooks';
import { Counter, Histogram, Registry } from 'prom-client';
import { LATENCY_BUCKETS, Metrics } from '../src/http/metrics.js';

const N = Number(process.env.BENCH_METRICS_N ?? 2_000_000);
// A realistic spread: a few interfaces, operations and statuses, and latencies over the buckets.
const LABELS = [
  ['reference', 'getHealth', 200],
  ['reference', 'listAgents', 200],
  ['reference', 'getAgent', 404],
  ['tables', 'getRows', 200],
  ['content', 'graphql', 200],
  ['workflows', 'listDags', 429],
] as const;
const latency = (i: number) => ((i * 7919) % 5000) / 10_000;

let collections = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if ((e as { detail?: { kind?: number } }).detail?.kind === 1) collections++;
}).observe({ entryTypes: ['gc'] });

/** GC entries reach the observer on a later turn of the event loop. */
const settle = () => new Promise((r) => setTimeout(r, 50));

async function measure(name: string, fn: (i: number) => void): Promise<{ name: string; ns: number; gcs: number }> {
  for (let i = 0; i < 100_000; i++) fn(i); // warm-up: series made, code optimised
  await settle();
  const gc0 = collections;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) fn(i);
  const ns = Number(process.hrtime.bigint() - t0) / N;
  await settle();
  return { name, ns, gcs: ((collections - gc0) * 1e6) / N };
}

let sink = 0;
const baseline = await measure('labels and latency only (baseline)', (i) => {
  const [, , status] = LABELS[i % LABELS.length];
  sink += status + latency(i);
});

const metrics = new Metrics();
const ours = await measure('Metrics.observeRequest', (i) => {
  const [iface, op, status] = LABELS[i % LABELS.length];
  metrics.observeRequest(iface, op, status, latency(i));
});

const registry = new Registry();
const counter = new Counter({ name: 'c', help: 'c', labelNames: ['interface', 'operation', 'status'], registers: [registry] });
const histogram = new Histogram({ name: 'h', help: 'h', labelNames: ['interface', 'operation', 'status'], buckets: LATENCY_BUCKETS, registers: [registry] });
const theirs = await measure('prom-client Counter.inc + Histogram.observe', (i) => {
  const [iface, op, status] = LABELS[i % LABELS.length];
  const labels = { interface: iface, operation: op, status: String(status) };
  counter.inc(labels);
  histogram.observe(labels, latency(i));
});

// The two must agree: same counts in the exposition.
const text = await metrics.text();
const count = (re: RegExp, t: string) => [...t.matchAll(re)].reduce((s, m) => s + Number(m[1]), 0);
const ourTotal = count(/^http_requests_total\{[^}]*\} (\d+)$/gm, text);
const theirTotal = count(/^c\{[^}]*\} (\d+)$/gm, await registry.metrics());
if (ourTotal !== theirTotal) throw new Error(`counts differ: ${ourTotal} vs ${theirTotal}`);

console.log(`${N.toLocaleString('en')} requests over ${LABELS.length} series (node ${process.version})`);
for (const r of [baseline, ours, theirs]) {
  console.log(`${r.name.padEnd(45)} ${r.ns.toFixed(1).padStart(7)} ns/request  ${r.gcs.toFixed(1).padStart(7)} young GCs per million  (${(r.ns / baseline.ns).toFixed(1)}x baseline)`);
}
console.log(`observeRequest costs ${(ours.ns - baseline.ns).toFixed(1)} ns above the baseline; prom-client's own metrics ${(theirs.ns - baseline.ns).toFixed(1)} ns (${(theirs.ns / ours.ns).toFixed(1)}x ours)`);
if (sink < 0) console.log(sink);
