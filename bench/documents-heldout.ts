// `npm run bench:documents-heldout -- <set> [...]`: the whole document analysis, end to end, on
// held-out packages (bench/documents-heldout-<set>.ts, written by a hand that had not read the
// extraction rules): every instrument's text through segmentation, the built-in extraction and
// assembly, the package fill-in of runtime_linking, L2 clustering and the estate graph of each
// matcher, each scored against the generator's truth with the measures of issue 10's bar:
// parties and tracts F1, dates, category and conveys_fee accuracy, L2 pairwise F1, edge F1 per
// matcher, planted gaps found and false gaps.
//
// A party mention is the truth's person when its name and role are one of the truth's parties of
// that instrument (documents-score.ts's partyKey); a mention the truth does not have is a person of
// its own (a false mention costs L2 precision only through what it is clustered with). A tract is
// the truth's when every field is right (tractKey), so an edge on a misread tract is a wrong edge.
//
// Options: `--packages N` (4), `--docs N` (per package, 60), `--seed N` (first package seed, 1),
// `--noise R` and `--flat` (OCR damage, see documents-damage.ts; `--noise-seed N`, 7), `--misses`.
import { assemble, builtinProvider, fillAcrossPackage, segment } from '../src/documents/extract/index.js';
import { passDescents } from '../src/documents/graph/descent.js';
import { buildEstateGraph } from '../src/documents/graph/index.js';
import { clusterParties, mentionsFromDocuments } from '../src/documents/l2/cluster.js';
import { EXTRACT_STAGES, type MatcherVersion, type ResolvedDocument } from '../src/documents/types.js';
import { makeDamage } from './documents-damage.js';
import type { HeldoutGenerator, HeldoutPackage } from './documents-heldout-types.js';
import { edgeScores, pairCounts } from './documents-graph-generator.js';
import { emptyScore, partyKey, scoreDoc, summary, tractKey } from './documents-score.js';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : dflt;
};
const sets = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--') && args[i - 1] !== '--misses' && args[i - 1] !== '--flat'));
const showMisses = args.includes('--misses');
const damage = makeDamage(opt('--noise', 0), opt('--noise-seed', 7), args.includes('--flat'));
const VERSIONS: MatcherVersion[] = ['2.0', '1.0', '1.1'];
if (!sets.length) {
  console.error('usage: npm run bench:documents-heldout -- <set: a, b, ...> [--packages N] [--docs N] [--seed N] [--noise R] [--flat] [--misses]');
  process.exit(2);
}

async function extractPackage(pkg: HeldoutPackage): Promise<ResolvedDocument[]> {
  const provider = builtinProvider();
  const out: ResolvedDocument[] = [];
  for (const d of pkg.docs) {
    const text = damage(d.text);
    const segments = segment(text);
    const l0: Record<string, unknown> = {};
    for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
    out.push({ ...assemble(text, segments, l0).resolved, doc_id: d.truth.file });
  }
  return passDescents(fillAcrossPackage(out).docs).docs;
}

for (const set of sets) {
  const generate = (Object.values(await import(`./documents-heldout-${set}.js`)) as unknown[]).find((f) => typeof f === 'function') as HeldoutGenerator;
  const packages = generate({ seed: opt('--seed', 1), packages: opt('--packages', 4), docsPerPackage: opt('--docs', 60) });
  const score = emptyScore();
  const pairs = { found: 0, real: 0, both: 0 };
  const per = new Map(VERSIONS.map((v) => [v, { edges: 0, right: 0, required: 0, recalled: 0, planted: 0, gapsFound: 0, falseGaps: 0 }]));
  let nDocs = 0;
  const started = performance.now();
  for (const pkg of packages) {
    const resolved = await extractPackage(pkg);
    nDocs += resolved.length;
    const byId = new Map(resolved.map((r) => [r.doc_id, r]));
    for (const d of pkg.docs) scoreDoc(score, byId.get(d.truth.file)!, { ...d.truth, file: `${pkg.name}/${d.truth.file}` });

    // Who each extracted mention is, by the truth of its instrument.
    const personOf = new Map<string, string>();
    for (const d of pkg.docs) {
      const free = d.truth.parties.map((p, i) => ({ key: partyKey(p), person: d.persons[i] }));
      for (const p of byId.get(d.truth.file)!.parties) {
        const at = free.findIndex((f) => f.key === partyKey({ name: p.canonical_name, role: p.role }));
        personOf.set(`${d.truth.file}/${p.party_id}`, at >= 0 ? free.splice(at, 1)[0].person : `?${d.truth.file}/${p.party_id}`);
      }
    }
    // The truth's tracts under the ids the extraction gave them (a tract never read right keeps its key, so no edge matches it).
    const tractId = new Map<string, string>();
    for (const r of resolved) for (const t of r.tracts) if (!tractId.has(tractKey(t))) tractId.set(tractKey(t), t.tract_id);
    const asId = (key: string) => tractId.get(key) ?? key;
    const synthetic = {
      docs: resolved,
      personOf,
      links: pkg.links.map((l) => ({ ...l, tract: asId(l.tract) })),
      gaps: pkg.gaps.map((g) => ({ ...g, tract: asId(g.tract) })),
    };

    const clusters = clusterParties(mentionsFromDocuments(resolved));
    const c = pairCounts(clusters, personOf);
    pairs.found += c.found;
    pairs.real += c.real;
    pairs.both += c.both;
    for (const v of VERSIONS) {
      const s = edgeScores(synthetic, clusters, v);
      const t = per.get(v)!;
      for (const k of Object.keys(t) as Array<keyof typeof t>) t[k] += s[k];
      if (showMisses && v === '1.0') {
        missedLinks(pkg, synthetic, clusters, asId);
        for (const f of [...s.falseGapList, ...s.missedGapList]) console.log(`    ${pkg.name}/${f}`);
      }
    }
  }
  const ms = performance.now() - started;

  const f1 = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);
  const fmt = (x: number) => `${x.toFixed(3)}${x < 0.9 ? '   (below 0.9)' : ''}`;
  console.log(`\nheld-out set ${set}: ${packages.length} packages, ${nDocs} instruments, ${(ms / 1000).toFixed(1)} s`);
  for (const [k, v] of Object.entries(summary(score))) console.log(`  ${k.padEnd(28)} ${fmt(v)}`);
  const lp = pairs.found ? pairs.both / pairs.found : 1;
  const lr = pairs.real ? pairs.both / pairs.real : 1;
  console.log(`  ${'L2 pairwise F1'.padEnd(28)} ${fmt(f1(lp, lr))}   (precision ${lp.toFixed(3)}, recall ${lr.toFixed(3)})`);
  for (const v of VERSIONS) {
    const t = per.get(v)!;
    const ep = t.edges ? t.right / t.edges : 1;
    const er = t.required ? t.recalled / t.required : 1;
    console.log(
      `  ${`edges F1, matcher ${v}`.padEnd(28)} ${fmt(f1(ep, er))}   (precision ${ep.toFixed(3)}, recall ${er.toFixed(3)}); planted gaps found ${t.gapsFound}/${t.planted}${t.planted ? ` (${(t.gapsFound / t.planted).toFixed(2)})` : ''}, false gaps ${t.falseGaps}`,
    );
  }
  if (showMisses) for (const m of score.misses) console.log(`    ${m}`);
}

/** `--misses`: the required links matcher 1.0 did not draw, by instrument. */
function missedLinks(pkg: HeldoutPackage, synthetic: { docs: ResolvedDocument[]; personOf: Map<string, string> }, clusters: ReturnType<typeof clusterParties>, asId: (k: string) => string) {
  const g = buildEstateGraph(synthetic.docs, clusters, '1.0');
  const nodes = new Map(g.dag.nodes.map((n) => [n.id, n]));
  const drawn = new Set(g.dag.edges.map((e) => `${nodes.get(e.to)!.tract_id}|${nodes.get(e.to)!.estate_type}|${e.doc_id}`));
  for (const l of pkg.links) if (l.required && !drawn.has(`${asId(l.tract)}|${l.estate}|${l.doc}`)) console.log(`    ${pkg.name}/${l.doc} no ${l.estate} edge ${l.from} > ${l.to} on ${l.tract}`);
}
