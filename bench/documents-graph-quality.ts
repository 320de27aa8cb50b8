// Quality of L2 clustering and of the estate graph on synthetic packages (bench/documents-graph-
// generator.ts), against the generator's truth: L2 pairwise F1; per matcher, edge precision /
// recall / F1 (an edge is right when its tract, estate, instrument and both holders' persons are a
// link of the truth; recall counts the required links), planted gaps found and false gaps.
// QUALITY_PACKAGES (default 10) packages of QUALITY_DOCS (default 300) documents.
import { clusterParties, mentionsFromDocuments } from '../src/documents/l2/cluster.js';
import type { MatcherVersion } from '../src/documents/types.js';
import { edgeScores, generatePackage, pairCounts } from './documents-graph-generator.js';

const PACKAGES = Number(process.env.QUALITY_PACKAGES ?? 10);
const DOCS = Number(process.env.QUALITY_DOCS ?? 300);
const VERSIONS: MatcherVersion[] = ['2.0', '1.0', '1.1'];

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
