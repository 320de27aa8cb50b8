// Self-check of held-out generator B (no extraction): `npx tsx bench/documents-heldout-b-check.ts [seed] [print]`.
// Checks the truth is consistent: links and gaps point at documents of the package, both link
// persons are parties of the doc, tract keys appear in the linked docs' truth, every truth name is
// in the text (modulo case, punctuation and name order), files are unique, dates are ordered.
import { heldoutB } from './documents-heldout-b.js';
import { tractKey } from './documents-score.js';

const seed = Number(process.argv[2] ?? 1);
const print = Number(process.argv[3] ?? 0);
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
let problems = 0;
const fail = (m: string) => {
  problems++;
  if (problems < 40) console.log('PROBLEM', m);
};
const pkgs = heldoutB({ seed, packages: 4, docsPerPackage: 60 });
const cats = new Map<string, number>();
for (const p of pkgs) {
  const byFile = new Map(p.docs.map((d) => [d.truth.file, d]));
  if (byFile.size !== p.docs.length) fail(`${p.name}: duplicate files`);
  for (const d of p.docs) {
    cats.set(d.truth.doc_category, (cats.get(d.truth.doc_category) ?? 0) + 1);
    const words = new Set(norm(d.text).split(' '));
    for (const party of d.truth.parties) for (const w of norm(party.name).split(' ')) if (!words.has(w)) fail(`${p.name} ${d.truth.file}: "${party.name}" not in text (${w})`);
    if (d.persons.length !== d.truth.parties.length) fail(`${p.name} ${d.truth.file}: persons length`);
    const dt = d.truth.dates;
    if (dt.recording_date && dt.execution_date && dt.recording_date < dt.execution_date) fail(`${d.truth.file} recorded before executed`);
    if (d.truth.governing_date !== (dt.effective_date ?? dt.execution_date)) fail(`${d.truth.file} governing`);
  }
  for (const l of p.links) {
    const d = byFile.get(l.doc);
    if (!d) { fail(`${p.name}: link to missing ${l.doc}`); continue; }
    if (!d.persons.includes(l.from) || !d.persons.includes(l.to)) fail(`${p.name} ${l.doc}: link persons ${l.from}->${l.to} not parties`);
    if (l.from === l.to) fail(`${p.name} ${l.doc}: self link`);
    if (!d.truth.tracts.some((t) => tractKey(t) === l.tract)) fail(`${p.name} ${l.doc}: tract key`);
  }
  for (const g of p.gaps) if (!byFile.has(g.doc)) fail(`${p.name}: gap doc missing`);
  console.log(p.name, 'docs', p.docs.length, 'links', p.links.length, 'gaps', p.gaps.map((g) => `${g.kind}:${g.doc}`).join(' '));
}
console.log('categories', Object.fromEntries(cats));
console.log('problems', problems);
for (const d of pkgs[0]?.docs.slice(0, print) ?? []) console.log(`\n===== ${d.truth.file}\n${d.text}\n----- ${JSON.stringify(d.truth)}\n${d.persons.join(',')}`);
