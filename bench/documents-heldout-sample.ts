// The sample corpus (../shared/land-titles/sample) as held-out packages: not held out (the rules
// were tuned on it), but its truth is hand-made, so it checks bench/documents-heldout.ts itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EstateType, GapKind } from '../src/documents/types.js';
import type { HeldoutOptions, HeldoutPackage } from './documents-heldout-types.js';
import { tractKey, type ExpectedDoc, type ExpectedTract } from './documents-score.js';

interface SampleLink { file: string; required: boolean; from_person: string; to_person: string }
interface SampleExpected {
  package: string;
  documents: Array<Omit<ExpectedDoc, 'parties' | 'tracts'> & { parties: Array<{ name: string; role: string; person: string }>; tracts: Array<ExpectedTract & { tract: string }> }>;
  tracts: Record<string, ExpectedTract>;
  chains: Record<string, Partial<Record<EstateType, SampleLink[]>>>;
  gaps: Array<{ estate_type: EstateType; tract: string; kind: GapKind; file: string }>;
}

const root = path.resolve(import.meta.dirname, '../../shared/land-titles/sample');

export function samplePackages(_opts: HeldoutOptions): HeldoutPackage[] {
  return ['pkg-1', 'pkg-2', 'pkg-3'].map((name) => {
    const e = JSON.parse(readFileSync(path.join(root, name, 'expected.json'), 'utf8')) as SampleExpected;
    const key = (t: string) => tractKey(e.tracts[t]);
    return {
      name,
      docs: e.documents.map((d) => ({ text: readFileSync(path.join(root, name, d.file), 'utf8'), truth: d, persons: d.parties.map((p) => p.person) })),
      links: Object.entries(e.chains).flatMap(([tract, byEstate]) =>
        Object.entries(byEstate).flatMap(([estate, links]) => links!.map((l) => ({ tract: key(tract), estate: estate as EstateType, doc: l.file, from: l.from_person, to: l.to_person, required: l.required }))),
      ),
      gaps: e.gaps.map((g) => ({ tract: key(g.tract), estate: g.estate_type, kind: g.kind, doc: g.file })),
    };
  });
}
