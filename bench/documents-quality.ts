// `npm run bench:documents-quality`: extraction quality of the built-in provider on (a) the sample
// corpus (../shared/land-titles/sample, expected.json) and (b) generated instruments worded unlike
// it (bench/documents-generator.ts): F1 for parties (name + role) and tracts (every field),
// accuracy for dates, categories and conveys_fee. The bar is 0.9 on each. `-- --misses` lists what
// was missed; `-- --count N` sets how many instruments to generate (default 300); `-- --noise 0.01`
// (`-- --seed N`) and `-- --flat` damage the sample and the generated instruments as OCR does;
// `-- --variants N` (120) instruments of bench/documents-generator-variants.ts, in wordings the
// rules were not written for.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { assemble, builtinProvider, fillAcrossPackage, segment } from '../src/documents/extract/index.js';
import { passDescents } from '../src/documents/graph/descent.js';
import { EXTRACT_STAGES, type ResolvedDocument } from '../src/documents/types.js';
import { generateInstruments } from './documents-generator.js';
import { generateVariants } from './documents-generator-variants.js';
import { makeDamage } from './documents-damage.js';
import { emptyScore, scoreDoc, summary, type ExpectedDoc, type Score } from './documents-score.js';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const countAt = args.indexOf('--count');
const count = countAt >= 0 ? Number(args[countAt + 1]) : 300;
const noiseAt = args.indexOf('--noise');
const noise = noiseAt >= 0 ? Number(args[noiseAt + 1]) : 0;
const flat = args.includes('--flat');
const variantsAt = args.indexOf('--variants');
const variantCount = variantsAt >= 0 ? Number(args[variantsAt + 1]) : 120;
const seedAt = args.indexOf('--seed');
const noiseSeed = seedAt >= 0 ? Number(args[seedAt + 1]) : 7;
const sampleRoot = path.resolve(import.meta.dirname, '../../shared/land-titles/sample');

// `--noise R`: misread a share R of letters and figures, in the sample and in the generated
// instruments; `--seed N` draws another damage (7 by default); `--flat`: layout lost.
const damage = makeDamage(noise, noiseSeed, flat);

/**
 * Each instrument extracted alone, then (sample packages) the package-level fill-in that
 * runtime_linking runs (acres stated only in another instrument of the package), then scored.
 */
async function run(docs: Array<{ text: string; truth: ExpectedDoc; pkg?: string }>): Promise<Score> {
  const score = emptyScore();
  const provider = builtinProvider();
  const resolved: ResolvedDocument[] = [];
  for (const { text, truth } of docs) {
    const segments = segment(text);
    const l0: Record<string, unknown> = {};
    for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
    resolved.push({ ...assemble(text, segments, l0).resolved, doc_id: truth.file });
  }
  const filled = new Map<string, ResolvedDocument>();
  for (const pkg of new Set(docs.map((d) => d.pkg ?? d.truth.file))) {
    const members = resolved.filter((_r, i) => (docs[i].pkg ?? docs[i].truth.file) === pkg);
    for (const d of passDescents(fillAcrossPackage(members).docs).docs) filled.set(d.doc_id, d);
  }
  for (const { truth } of docs) scoreDoc(score, filled.get(truth.file)!, truth);
  return score;
}

function print(label: string, n: number, s: Score) {
  const sum = summary(s);
  console.log(`\n${label} (${n} instruments)`);
  for (const [k, v] of Object.entries(sum)) console.log(`  ${k.padEnd(24)} ${v.toFixed(3)}${v < 0.9 ? '   (below 0.9)' : ''}`);
  if (showMisses) for (const m of s.misses) console.log(`    ${m}`);
}

const sample: Array<{ text: string; truth: ExpectedDoc; pkg: string }> = [];
if (existsSync(sampleRoot)) {
  for (const pkg of ['pkg-1', 'pkg-2', 'pkg-3']) {
    const expected = JSON.parse(readFileSync(path.join(sampleRoot, pkg, 'expected.json'), 'utf8')) as { documents: ExpectedDoc[] };
    for (const d of expected.documents) sample.push({ text: damage(readFileSync(path.join(sampleRoot, pkg, d.file), 'utf8')), truth: { ...d, file: `${pkg}/${d.file}` }, pkg });
  }
  print(`sample corpus${noise ? `, ${noise * 100}% of characters misread` : ''}${flat ? ', layout lost' : ''}`, sample.length, await run(sample));
} else console.log(`sample corpus not found at ${sampleRoot}`);

const generated = generateInstruments(count, 20261123).map((g) => ({ ...g, text: damage(g.text) }));
print(`generated instruments${noise ? `, ${noise * 100}% of characters misread` : ''}${flat ? ', layout lost' : ''}`, generated.length, await run(generated));

// Wordings of the PRIMER that the rules were not written for (a second generator, written later).
const variants = generateVariants(variantCount, 20261124).map((g) => ({ ...g, text: damage(g.text) }));
print(`variant instruments${noise ? `, ${noise * 100}% of characters misread` : ''}${flat ? ', layout lost' : ''}`, variants.length, await run(variants));
