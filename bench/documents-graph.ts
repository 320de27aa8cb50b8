// L2 clustering and the estate graph at volume, beside a baseline measured in the same run on a
// real PostgreSQL: reading the same rows with raw SQL.
//   estate graph  a synthetic 10,000-document package (bench/documents-graph-generator.ts), each
//                 matcher (2.0, 1.0, 1.1), clusters given; baseline: SELECT the package's resolved
//                 documents (jsonb) from a table.
//   L2            50,000 party mentions clustered; baseline: SELECT the same mentions.
// Each figure is the best of BENCH_REPEAT runs (default 3). BENCH_GRAPH_DOCS and BENCH_MENTIONS
// change the sizes; DATABASE_URL uses that database instead of an embedded one.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { clusterParties, mentionsFromDocuments } from '../src/documents/l2/cluster.js';
import { buildEstateGraph } from '../src/documents/graph/index.js';
import type { MatcherVersion, PartyMention, ResolvedDocument } from '../src/documents/types.js';
import { generatePackage } from './documents-graph-generator.js';

const DOCS = Number(process.env.BENCH_GRAPH_DOCS ?? 10_000);
const MENTIONS = Number(process.env.BENCH_MENTIONS ?? 50_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const BATCH = 2000;

/** Best wall time of REPEAT runs, and this process's CPU time in that run (the machine may be shared). */
async function best<T>(fn: () => T | Promise<T>): Promise<{ ms: number; cpu: number; value: T }> {
  let ms = Infinity;
  let cpu = Infinity;
  let value: T | undefined;
  for (let i = 0; i < REPEAT; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    value = await fn();
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (wall < ms) {
      ms = wall;
      cpu = (c.user + c.system) / 1000;
    }
  }
  return { ms, cpu, value: value! };
}
const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

const pkg = generatePackage({ seed: 7, documents: DOCS });
const docs = pkg.docs.slice(0, DOCS);
let mentions: PartyMention[] = mentionsFromDocuments(generatePackage({ seed: 11, documents: Math.ceil(MENTIONS / 2.5) }).docs);
for (let seed = 12; mentions.length < MENTIONS; seed++) mentions = mentions.concat(mentionsFromDocuments(generatePackage({ seed, documents: 2000 }).docs).map((m) => ({ ...m, doc_id: `${seed}-${m.doc_id}` })));
mentions = mentions.slice(0, MENTIONS);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-documents-graph-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir, port: 55400 + Math.floor(Math.random() * 400) });
const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? embedded!.url });
await client.connect();
try {
  await client.query('CREATE TEMP TABLE bench_graph_documents (doc_id text PRIMARY KEY, governing_date text, resolved jsonb NOT NULL)');
  await client.query('CREATE TEMP TABLE bench_graph_mentions (doc_id text, party_id text, name text, role text, kind text, date text, tract_ids text[])');
  for (let i = 0; i < docs.length; i += BATCH) {
    const part = docs.slice(i, i + BATCH);
    await client.query('INSERT INTO bench_graph_documents SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[])', [part.map((d) => d.doc_id), part.map((d) => d.dates.governing_date), part.map((d) => JSON.stringify(d))]);
  }
  for (let i = 0; i < mentions.length; i += BATCH) {
    const part = mentions.slice(i, i + BATCH);
    await client.query('INSERT INTO bench_graph_mentions (doc_id, party_id, name, role, kind, date, tract_ids) SELECT d, p, n, r, k, dt, string_to_array(t, \',\') FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(d, p, n, r, k, dt, t)', [
      part.map((m) => m.doc_id),
      part.map((m) => m.party_id),
      part.map((m) => m.name),
      part.map((m) => m.role),
      part.map((m) => m.kind),
      part.map((m) => m.date),
      part.map((m) => (m.tract_ids ?? []).join(',')),
    ]);
  }
  await client.query('ANALYZE bench_graph_documents; ANALYZE bench_graph_mentions');

  console.log(`node ${process.version}, ${os.cpus().length} cores; ${docs.length.toLocaleString('en')} documents, ${mentions.length.toLocaleString('en')} mentions; best of ${REPEAT}\n`);

  const readDocs = await best(async () => (await client.query<{ resolved: ResolvedDocument }>('SELECT resolved FROM bench_graph_documents ORDER BY governing_date, doc_id')).rows.map((r) => r.resolved));
  const readMentions = await best(async () =>
    (await client.query<PartyMention>('SELECT doc_id, party_id, name, role, kind, date, tract_ids FROM bench_graph_mentions')).rows,
  );
  const fromDb = readDocs.value;
  const packageMentions = mentionsFromDocuments(fromDb);
  const clusterPackage = await best(() => clusterParties(packageMentions));
  const row = (label: string, r: { ms: number; cpu: number }, base: { ms: number } | null, extra = '') =>
    console.log(label.padEnd(50), fmt(r.ms), ` cpu ${fmt(r.cpu)}`, base ? `  ratio to its SELECT ${(r.ms / base.ms).toFixed(2)}` : '', extra);
  console.log('operation'.padEnd(50), '   wall', '  (cpu of this process)');
  row(`baseline: SELECT ${fromDb.length} resolved documents`, readDocs, null);
  row(`baseline: SELECT ${readMentions.value.length} mentions`, readMentions, null);
  const l2 = await best(() => clusterParties(readMentions.value));
  row(`L2 clustering of ${readMentions.value.length} mentions (${l2.value.length} clusters)`, l2, readMentions);
  row(`L2 clustering of the package (${packageMentions.length} mentions)`, clusterPackage, null);
  for (const v of ['2.0', '1.0', '1.1'] as MatcherVersion[]) {
    const g = await best(() => buildEstateGraph(fromDb, clusterPackage.value, v));
    row(`estate graph ${v} (${g.value.summary.nodes} nodes, ${g.value.summary.edges} edges)`, g, readDocs, g.ms < 2000 ? ' under 2 s' : ` OVER 2 s wall (cpu ${g.cpu < 2000 ? 'under' : 'over'} 2 s)`);
  }
} finally {
  await client.end();
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
