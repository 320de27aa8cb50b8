// `npm run bench:documents-extract`: documents per second through the built-in extractor
// (segmentation, the five extraction stages and assembly into L1) beside a baseline measured in the
// same run on the same texts (reading each text and splitting it into lines), with the ratio.
// Texts: the sample corpus's 45 instruments and 300 generated ones.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assemble, builtinProvider, segment } from '../src/documents/extract/index.js';
import { EXTRACT_STAGES } from '../src/documents/types.js';
import { generateInstruments } from './documents-generator.js';

const sampleRoot = path.resolve(import.meta.dirname, '../../shared/land-titles/sample');
const texts: string[] = [];
if (existsSync(sampleRoot)) {
  for (const pkg of readdirSync(sampleRoot).filter((d) => d.startsWith('pkg-'))) {
    for (const f of readdirSync(path.join(sampleRoot, pkg)).filter((f) => f.endsWith('.txt'))) texts.push(readFileSync(path.join(sampleRoot, pkg, f), 'utf8'));
  }
}
for (const g of generateInstruments(300, 99)) texts.push(g.text);
const bytes = texts.reduce((n, t) => n + t.length, 0);

const provider = builtinProvider();
async function extractAll(): Promise<number> {
  let n = 0;
  for (const text of texts) {
    const segments = segment(text);
    const l0: Record<string, unknown> = {};
    for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
    n += assemble(text, segments, l0).resolved.parties.length;
  }
  return n;
}
function baselineAll(): number {
  let n = 0;
  for (const text of texts) n += text.split('\n').filter((l) => l.trim()).length;
  return n;
}

async function rate(f: () => unknown, minMs: number): Promise<number> {
  let docs = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < minMs) {
    await f();
    docs += texts.length;
  }
  return docs / ((performance.now() - t0) / 1000);
}

await extractAll(); // warm-up (JIT, regex compilation)
baselineAll();
const extractRate = await rate(extractAll, 5000);
const baseRate = await rate(baselineAll, 2000);
console.log(`${texts.length} instruments, ${(bytes / 1024).toFixed(0)} KiB of text`);
console.log(`built-in extractor: ${extractRate.toFixed(0)} documents/s (${((extractRate * bytes) / texts.length / 1024 / 1024).toFixed(2)} MiB/s)`);
console.log(`baseline (read + split lines): ${baseRate.toFixed(0)} documents/s`);
console.log(`ratio extractor/baseline: ${(extractRate / baseRate).toFixed(4)} (baseline is ${(baseRate / extractRate).toFixed(0)}x faster)`);
