// Scoring extraction against expected results (the sample corpus's expected.json, or the truth of
// generated instruments): F1 for parties (name + role) and tracts (every field), accuracy for dates,
// categories and conveys_fee. Shared by the quality script and the extraction tests.
import type { ResolvedDocument } from '../src/documents/types.js';

export interface ExpectedTract {
  state: string | null;
  county: string | null;
  section: string | null;
  township: string | null;
  range: string | null;
  aliquot: string | null;
  survey: string | null;
  abstract: string | null;
  block: string | null;
  lot: string | null;
  acres: number | null;
}

export interface ExpectedDoc {
  file: string;
  doc_category: string;
  governing_date: string | null;
  dates: Record<string, string | null>;
  parties: Array<{ name: string; role: string }>;
  tracts: ExpectedTract[];
  conveys_fee: boolean;
  estate_types_conveyed: string[];
}

export const TRACT_FIELDS = ['state', 'county', 'section', 'township', 'range', 'aliquot', 'survey', 'abstract', 'block', 'lot', 'acres'] as const;

export function partyKey(p: { name: string; role: string }): string {
  return `${p.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()}|${p.role}`;
}

export function tractKey(t: Partial<ExpectedTract>): string {
  return TRACT_FIELDS.map((f) => String(t[f] ?? null)).join('|');
}

export interface Tally {
  tp: number;
  fp: number;
  fn: number;
}
export interface Score {
  parties: Tally;
  tracts: Tally;
  dates: { right: number; total: number };
  category: { right: number; total: number };
  conveys_fee: { right: number; total: number };
  estates: { right: number; total: number };
  misses: string[];
}

export function emptyScore(): Score {
  return { parties: { tp: 0, fp: 0, fn: 0 }, tracts: { tp: 0, fp: 0, fn: 0 }, dates: { right: 0, total: 0 }, category: { right: 0, total: 0 }, conveys_fee: { right: 0, total: 0 }, estates: { right: 0, total: 0 }, misses: [] };
}

function setTally(t: Tally, got: string[], want: string[], label: string, misses: string[]) {
  const g = new Map<string, number>();
  for (const k of got) g.set(k, (g.get(k) ?? 0) + 1);
  for (const k of want) {
    const n = g.get(k) ?? 0;
    if (n > 0) {
      t.tp++;
      g.set(k, n - 1);
    } else {
      t.fn++;
      misses.push(`${label} missing ${k}`);
    }
  }
  for (const [k, n] of g) {
    t.fp += n;
    for (let i = 0; i < n; i++) misses.push(`${label} extra ${k}`);
  }
}

export const DATE_FIELDS = ['governing_date', 'execution_date', 'effective_date', 'acknowledgment_date', 'recording_date', 'death_date'] as const;

export function scoreDoc(s: Score, got: Omit<ResolvedDocument, 'doc_id'>, want: ExpectedDoc) {
  const label = want.file;
  setTally(s.parties, got.parties.map((p) => partyKey({ name: p.canonical_name, role: p.role })), want.parties.map(partyKey), `${label} party`, s.misses);
  setTally(s.tracts, got.tracts.map(tractKey), want.tracts.map(tractKey), `${label} tract`, s.misses);
  for (const f of DATE_FIELDS) {
    const w = f === 'governing_date' ? want.governing_date : (want.dates[f] ?? null);
    if (f === 'death_date' && !(f in want.dates)) continue;
    const g = got.dates[f] ?? null;
    s.dates.total++;
    if (g === w) s.dates.right++;
    else s.misses.push(`${label} ${f} got ${g} want ${w}`);
  }
  s.category.total++;
  if (got.doc_category === want.doc_category) s.category.right++;
  else s.misses.push(`${label} category got ${got.doc_category} want ${want.doc_category}`);
  s.conveys_fee.total++;
  if (got.conveyance.conveys_fee === want.conveys_fee) s.conveys_fee.right++;
  else s.misses.push(`${label} conveys_fee got ${got.conveyance.conveys_fee}`);
  s.estates.total++;
  if ([...got.conveyance.estate_types_conveyed].sort().join(',') === [...want.estate_types_conveyed].sort().join(',')) s.estates.right++;
  else s.misses.push(`${label} estates got ${got.conveyance.estate_types_conveyed.join(',')} want ${want.estate_types_conveyed.join(',')}`);
}

export function f1(t: Tally): number {
  const p = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1;
  const r = t.tp + t.fn ? t.tp / (t.tp + t.fn) : 1;
  return p + r ? (2 * p * r) / (p + r) : 0;
}

export function summary(s: Score): Record<string, number> {
  const acc = (x: { right: number; total: number }) => (x.total ? x.right / x.total : 1);
  return {
    parties_f1: f1(s.parties),
    tracts_f1: f1(s.tracts),
    dates_accuracy: acc(s.dates),
    category_accuracy: acc(s.category),
    conveys_fee_accuracy: acc(s.conveys_fee),
    estate_types_accuracy: acc(s.estates),
  };
}
