// Self-check of a held-out set's truth (no extraction): links, gaps, tract keys, names in text, files.
// `npx tsx bench/documents-heldout-check.ts <set: c, d, ...> [seed] [print N instruments]` (sets A
// and B have checks of their own, documents-heldout-a-check.ts and -b-check.ts).
import type { HeldoutGenerator } from './documents-heldout-types.js';
import { tractKey } from './documents-score.js';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const [set = 'c', seedArg = '1', printArg] = process.argv.slice(2);
const generate = (Object.values(await import(`./documents-heldout-${set}.js`)) as unknown[]).find((f) => typeof f === 'function') as HeldoutGenerator;
const pkgs = generate({ seed: Number(seedArg), packages: 4, docsPerPackage: 60 });
let bad = 0;
const fail = (m: string) => {
  bad++;
  if (bad < 40) console.log('FAIL', m);
};
const cats = new Map<string, number>();
for (const p of pkgs) {
  const byFile = new Map(p.docs.map((d) => [d.truth.file, d]));
  if (byFile.size !== p.docs.length) fail(`${p.name} duplicate files`);
  for (const l of p.links) {
    const d = byFile.get(l.doc);
    if (!d) { fail(`${p.name} link doc ${l.doc} missing`); continue; }
    if (!d.persons.includes(l.from) || !d.persons.includes(l.to)) fail(`${p.name} ${l.doc} link ${l.from}->${l.to} not among parties`);
    if (!d.truth.tracts.some((t) => tractKey(t) === l.tract)) fail(`${p.name} ${l.doc} link tract not in truth`);
  }
  for (const g of p.gaps) if (!byFile.has(g.doc)) fail(`${p.name} gap doc ${g.doc} missing`);
  for (const d of p.docs) {
    cats.set(d.truth.doc_category, (cats.get(d.truth.doc_category) ?? 0) + 1);
    if (d.persons.length !== d.truth.parties.length) fail(`${d.truth.file} persons length`);
    const text = ` ${norm(d.text)} `;
    for (const q of d.truth.parties) {
      const n = norm(q.name);
      const toks = n.split(' ');
      const sfx = ['jr', 'sr', 'iii'].includes(toks[toks.length - 1]) ? toks.pop()! : '';
      const rev = [toks[toks.length - 1], ...toks.slice(0, -1), ...(sfx ? [sfx] : [])].join(' ');
      if (!text.includes(` ${n} `) && !text.includes(` ${rev} `)) fail(`${d.truth.file} name ${q.name} not in text`);
    }
    const g = d.truth.governing_date;
    const want = d.truth.dates.effective_date ?? d.truth.dates.execution_date ?? d.truth.dates.recording_date;
    if (g !== want) fail(`${d.truth.file} governing date`);
  }
  console.log(p.name, 'docs', p.docs.length, 'links', p.links.length, 'gaps', p.gaps.length, 'persons', new Set(p.docs.flatMap((d) => d.persons)).size);
}
console.log('categories', Object.fromEntries(cats));
console.log(bad ? `${bad} failures` : 'all checks pass');
if (printArg) for (const d of pkgs[0].docs.slice(0, Number(printArg))) console.log(`\n===== ${d.truth.file}\n${d.text}\n${JSON.stringify(d.truth)}`);
process.exitCode = bad ? 1 : 0;
