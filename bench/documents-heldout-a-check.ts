// Self-check of held-out generator A without any extraction: the truth is consistent with itself
// and with the texts. `npx tsx bench/documents-heldout-a-check.ts [seed] [print]`: generates 4
// packages, checks every link, gap, tract key, truth name and file, prints counts, and with
// `print` a few whole instruments to read.
import { generateHeldoutA } from './documents-heldout-a.js';
import { tractKey } from './documents-score.js';

const seed = Number(process.argv[2] ?? 1);
const pkgs = generateHeldoutA({ seed, packages: 4, docsPerPackage: 60 });
const problems: string[] = [];
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const cats = new Map<string, number>();
let nDocs = 0;
let nLinks = 0;
for (const p of pkgs) {
  const byFile = new Map(p.docs.map((d) => [d.truth.file, d]));
  if (byFile.size !== p.docs.length) problems.push(`${p.name}: duplicate file names`);
  nDocs += p.docs.length;
  nLinks += p.links.length;
  for (const d of p.docs) {
    cats.set(d.truth.doc_category, (cats.get(d.truth.doc_category) ?? 0) + 1);
    if (d.persons.length !== d.truth.parties.length) problems.push(`${d.truth.file}: persons and parties differ in length`);
    const text = norm(d.text);
    for (const party of d.truth.parties) {
      const n = norm(party.name);
      // Natural order, or index order ("SMITH, JOHN A.").
      const parts = n.split(' ');
      const inverted = [parts[parts.length - 1], ...parts.slice(0, -1)].join(' ');
      if (!text.includes(n) && !text.includes(inverted)) problems.push(`${p.name} ${d.truth.file}: name ${party.name} not in text`);
    }
    const g = d.truth.governing_date;
    const want = d.truth.dates.effective_date ?? d.truth.dates.execution_date ?? d.truth.dates.recording_date;
    if (g !== want) problems.push(`${d.truth.file}: governing date ${g} want ${want}`);
    for (const [k, v] of Object.entries(d.truth.dates)) if (v && k !== 'death_date' && d.truth.dates.recording_date && v > d.truth.dates.recording_date) problems.push(`${d.truth.file}: ${k} ${v} after recording`);
  }
  for (const l of p.links) {
    const d = byFile.get(l.doc);
    if (!d) {
      problems.push(`${p.name}: link doc ${l.doc} missing`);
      continue;
    }
    if (!d.persons.includes(l.from) || !d.persons.includes(l.to)) problems.push(`${p.name} ${l.doc}: link persons ${l.from}->${l.to} not among parties`);
    if (!d.truth.tracts.some((t) => tractKey(t) === l.tract)) problems.push(`${p.name} ${l.doc}: link tract not in doc`);
    if (!d.truth.estate_types_conveyed.includes(l.estate) && !(d.truth.doc_category === 'probate' || d.truth.doc_category === 'affidavit_of_heirship')) problems.push(`${p.name} ${l.doc}: link estate ${l.estate} not conveyed`);
  }
  for (const g of p.gaps) {
    const d = byFile.get(g.doc);
    if (!d) problems.push(`${p.name}: gap doc ${g.doc} missing`);
    else if (!d.truth.tracts.some((t) => tractKey(t) === g.tract)) problems.push(`${p.name} ${g.doc}: gap tract not in doc`);
  }
  // No unplanted gap: every required link's grantor received that estate (or the fee, with which
  // minerals and the right to lease come) earlier, unless he is a tract's first grantor or the
  // link is in a planted gap's instrument.
  const dateOf = (f: string) => byFile.get(f)!.truth.governing_date ?? '';
  const gapDocs = new Set(p.gaps.map((g) => g.doc));
  const firstGrantor = new Map<string, string>();
  for (const l of [...p.links].sort((a, b) => dateOf(a.doc).localeCompare(dateOf(b.doc)))) if (l.estate === 'fee' && !firstGrantor.has(l.tract)) firstGrantor.set(l.tract, l.from);
  for (const l of p.links) {
    if (!l.required || gapDocs.has(l.doc) || firstGrantor.get(l.tract) === l.from) continue;
    const ok = p.links.some((k) => k.tract === l.tract && k.to === l.from && dateOf(k.doc) < dateOf(l.doc) && (k.estate === l.estate || k.estate === 'fee' || (l.estate === 'leasehold' && k.estate === 'mineral')));
    if (!ok) problems.push(`${p.name} ${l.doc}: ${l.estate} link from ${l.from} who never received it (unplanted gap?)`);
  }
  // One person, one canonical identity: no person id plays two roles in one document.
  for (const d of p.docs) if (new Set(d.persons).size !== d.persons.length) problems.push(`${d.truth.file}: a person twice`);
  const tracts = new Set(p.docs.flatMap((d) => d.truth.tracts.map(tractKey)));
  console.log(`${p.name}: ${p.docs.length} docs, ${tracts.size} tracts, ${p.links.length} links (${p.links.filter((l) => !l.required).length} optional), gaps ${p.gaps.map((g) => g.kind).join(', ') || 'none'}`);
}
console.log(`docs ${nDocs}, links ${nLinks}; categories: ${[...cats].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(problems.length ? `PROBLEMS (${problems.length}):\n${problems.slice(0, 40).join('\n')}` : 'no problems');
if (process.argv[3] === 'print') {
  const want = process.argv[4]?.split(',') ?? ['patent', 'warranty_deed', 'mineral_deed', 'probate'];
  for (const c of want) {
    const d = pkgs[0].docs.find((x) => x.truth.doc_category === c) ?? pkgs[1].docs.find((x) => x.truth.doc_category === c);
    if (!d) continue;
    console.log(`\n==================== ${d.truth.file}\n${d.text}\n---- truth\n${JSON.stringify({ ...d.truth, persons: d.persons })}`);
  }
}
if (problems.length) process.exitCode = 1;
