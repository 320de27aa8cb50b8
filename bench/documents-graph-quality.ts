// Quality of L2 clustering and of the estate graph on synthetic packages (bench/documents-graph-
// generator.ts), against the generator's truth: L2 pairwise F1; per matcher, edge precision /
// recall / F1 (an edge is right when its tract, estate, instrument and both holders' persons are a
// link of the truth; recall counts the required links), planted gaps found and false gaps.
// QUALITY_PACKAGES (default 10) packages of QUALITY_DOCS (default 300) documents.
import { clusterParties, mentionsFromDocuments } from '../src/documents/l2/cluster.js';
import { buildEstateGraph } from '../src/documents/graph/index.js';
import type { MatcherVersion, PartyCluster } from '../src/documents/types.js';
import { generatePackage, type SyntheticPackage } from './documents-graph-generator.js';

const PACKAGES = Number(process.env.QUALITY_PACKAGES ?? 10);
const DOCS = Number(process.env.QUALITY_DOCS ?? 300);
const VERSIONS: MatcherVersion[] = ['2.0', '1.0', '1.1'];

function pairCounts(clusters: PartyCluster[], truth: Map<string, string>) {
  // Pairs counted without listing them: same-cluster pairs, same-person pairs, and pairs both.
  const c2 = (n: number) => (n * (n - 1)) / 2;
  let found = 0;
  let both = 0;
  const byPerson = new Map<string, number>();
  for (const c of clusters) {
    found += c2(c.members.length);
    const inCluster = new Map<string, number>();
    for (const m of c.members) {
      const p = truth.get(`${m.doc_id}/${m.party_id}`)!;
      inCluster.set(p, (inCluster.get(p) ?? 0) + 1);
    }
    for (const n of inCluster.values()) both += c2(n);
  }
  for (const p of truth.values()) byPerson.set(p, (byPerson.get(p) ?? 0) + 1);
  let real = 0;
  for (const n of byPerson.values()) real += c2(n);
  return { found, real, both };
}

function edgeScores(pkg: SyntheticPackage, clusters: PartyCluster[], version: MatcherVersion) {
  const g = buildEstateGraph(pkg.docs, clusters, version);
  const personOfCluster = new Map<string, string>();
  for (const c of clusters) {
    const votes = new Map<string, number>();
    for (const m of c.members) {
      const p = pkg.personOf.get(`${m.doc_id}/${m.party_id}`)!;
      votes.set(p, (votes.get(p) ?? 0) + 1);
    }
    personOfCluster.set(c.cluster_id, [...votes.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  }
  const key = (tract: string, estate: string, doc: string, from: string, to: string) => `${tract}|${estate}|${doc}|${from}>${to}`;
  const truth = new Map(pkg.links.map((l) => [key(l.tract, l.estate, l.doc, l.from, l.to), l.required]));
  const nodes = new Map(g.dag.nodes.map((n) => [n.id, n]));
  const found = new Set<string>();
  let right = 0;
  for (const e of g.dag.edges) {
    const f = nodes.get(e.from)!;
    const t = nodes.get(e.to)!;
    const k = key(t.tract_id, t.estate_type, e.doc_id, personOfCluster.get(f.holder_cluster_id ?? '') ?? '?', personOfCluster.get(t.holder_cluster_id ?? '') ?? '?');
    if (found.has(k)) continue;
    found.add(k);
    if (truth.has(k)) right++;
  }
  let required = 0;
  let recalled = 0;
  for (const [k, req] of truth) {
    if (!req) continue;
    required++;
    if (found.has(k)) recalled++;
  }
  const gapKey = (tract: string, estate: string, kind: string, doc: string) => `${tract}|${estate}|${kind}|${doc}`;
  const planted = new Set(pkg.gaps.map((x) => gapKey(x.tract, x.estate, x.kind, x.doc)));
  let gapsFound = 0;
  let falseGaps = 0;
  for (const x of g.dag.gaps) {
    const doc = x.kind === 'conveyed_before_acquired' ? x.before_doc_id! : x.after_doc_id!;
    if (planted.has(gapKey(x.tract_id, x.estate_type, x.kind, doc))) gapsFound++;
    else falseGaps++;
  }
  return { edges: found.size, right, required, recalled, planted: planted.size, gapsFound, falseGaps };
}

const totals = { found: 0, real: 0, both: 0 };
const per = new Map(VERSIONS.map((v) => [v, { edges: 0, right: 0, required: 0, recalled: 0, planted: 0, gapsFound: 0, falseGaps: 0 }]));
let docs = 0;
for (let i = 0; i < PACKAGES; i++) {
  const pkg = generatePackage({ seed: 1000 + i, documents: DOCS });
  docs += pkg.docs.length;
  const clusters = clusterParties(mentionsFromDocuments(pkg.docs));
  const c = pairCounts(clusters, pkg.personOf);
  totals.found += c.found;
  totals.real += c.real;
  totals.both += c.both;
  for (const v of VERSIONS) {
    const s = edgeScores(pkg, clusters, v);
    const t = per.get(v)!;
    for (const k of Object.keys(t) as Array<keyof typeof t>) t[k] += s[k];
  }
}
const f1 = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);
const pct = (x: number) => x.toFixed(3);
const p = totals.both / totals.found;
const r = totals.both / totals.real;
console.log(`${PACKAGES} synthetic packages, ${docs} documents (seeds 1000..${1000 + PACKAGES - 1})\n`);
console.log(`L2 clusters   pairwise precision ${pct(p)}  recall ${pct(r)}  F1 ${pct(f1(p, r))}`);
for (const v of VERSIONS) {
  const t = per.get(v)!;
  const ep = t.right / t.edges;
  const er = t.recalled / t.required;
  console.log(
    `matcher ${v}   edges precision ${pct(ep)}  recall ${pct(er)}  F1 ${pct(f1(ep, er))}   gaps found ${t.gapsFound}/${t.planted} (${pct(t.gapsFound / t.planted)})  false gaps ${t.falseGaps}`,
  );
}
