// The sample packages (../shared/land-titles/sample/pkg-N/expected.json) turned into what L2 and
// the estate graph receive (ResolvedDocument[] and PartyMention[]), with the expected clusters,
// chain links and gaps keyed by the sample's person ids. Used by the l2 and graph tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { looksLikeOrganization } from '../../src/documents/l2/names.js';
import type { DocCategory, EstateType, GapKind, ResolvedDocument, Role } from '../../src/documents/types.js';

export const SAMPLE_DIR = path.resolve(import.meta.dirname, '../../../shared/land-titles/sample');

interface ExpectedParty {
  name: string;
  role: Role;
  person: string;
}
interface ExpectedDoc {
  file: string;
  doc_category: DocCategory;
  governing_date: string;
  dates: Record<string, string | null>;
  recording: { book: string | null; page: string | null; instrument_number: string | null; records: string | null; reference: string | null };
  parties: ExpectedParty[];
  tracts: Array<Record<string, string | number | null> & { tract: string }>;
  conveys_fee: boolean;
  estate_types_conveyed: EstateType[];
  reservations: Array<{ estate_type: string; fraction: string; reserved_by: string }>;
  interest: string | null;
}
export interface ExpectedLink {
  from: string;
  to: string;
  file: string;
  from_acquired_by: Array<string | null>;
  required: boolean;
  from_person: string;
  to_person: string;
}
export interface ExpectedGap {
  estate_type: EstateType;
  tract: string;
  kind: GapKind;
  file: string;
  description: string;
}
interface Expected {
  documents: ExpectedDoc[];
  clusters: Array<{ person: string; canonical_name: string; members: Array<[string, string]> }>;
  chains: Record<string, Partial<Record<EstateType, ExpectedLink[]>>>;
  gaps: ExpectedGap[];
}

export interface SamplePackage {
  name: string;
  docs: ResolvedDocument[];
  /** `${doc_id}/${party_id}` → the sample's person id. */
  personOf: Map<string, string>;
  expected: Expected;
}

function fractionOf(doc: ExpectedDoc): number | null {
  const i = doc.interest ?? '';
  if (!/^undivided/i.test(i)) return null;
  const m = /(\d+)\/(\d+)/.exec(i);
  return m ? Number(m[1]) / Number(m[2]) : null;
}

export function loadSample(pkg: string): SamplePackage {
  const expected = JSON.parse(readFileSync(path.join(SAMPLE_DIR, pkg, 'expected.json'), 'utf8')) as Expected;
  const personOf = new Map<string, string>();
  const docs = expected.documents.map((d): ResolvedDocument => {
    const parties = d.parties.map((p, i) => {
      personOf.set(`${d.file}/p${i + 1}`, p.person);
      return { party_id: `p${i + 1}`, canonical_name: p.name, role: p.role, kind: looksLikeOrganization(p.name) ? ('organization' as const) : ('person' as const) };
    });
    return {
      doc_id: d.file,
      doc_category: d.doc_category,
      dates: {
        governing_date: d.governing_date,
        execution_date: d.dates.execution_date ?? null,
        effective_date: d.dates.effective_date ?? null,
        acknowledgment_date: d.dates.acknowledgment_date ?? null,
        recording_date: d.dates.recording_date ?? null,
        death_date: d.dates.death_date ?? null,
      },
      recording: d.recording,
      parties,
      tracts: d.tracts.map((t) => ({
        tract_id: t.tract,
        tract_identity_phrase: [t.aliquot, t.section && `Section ${t.section}`, t.township, t.range, t.county].filter(Boolean).join(' '),
        state: (t.state as string) ?? null,
        county: (t.county as string) ?? null,
        section: (t.section as string) ?? null,
        township: (t.township as string) ?? null,
        range: (t.range as string) ?? null,
        aliquot: (t.aliquot as string) ?? null,
        survey: (t.survey as string) ?? null,
        abstract: (t.abstract as string) ?? null,
        block: (t.block as string) ?? null,
        lot: (t.lot as string) ?? null,
        acres: (t.acres as number) ?? null,
      })),
      conveyance: {
        conveys_fee: d.conveys_fee,
        estate_types_conveyed: d.estate_types_conveyed,
        reservations: d.reservations.map((r) => `${r.fraction === 'all' ? 'all' : `an undivided ${r.fraction}`} of the oil, gas and other minerals`),
        interest: d.interest,
        fraction: fractionOf(d),
      },
    };
  });
  return { name: pkg, docs, personOf, expected };
}

export const SAMPLES = ['pkg-1', 'pkg-2', 'pkg-3'];

/** Pairwise precision, recall and F1 of clusters given as lists of member keys. */
export function pairwiseF1(found: string[][], truth: Map<string, string>): { precision: number; recall: number; f1: number } {
  const pairs = (groups: string[][]) => {
    const s = new Set<string>();
    for (const g of groups) {
      const sorted = [...g].sort();
      for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) s.add(`${sorted[i]}|${sorted[j]}`);
    }
    return s;
  };
  const byTruth = new Map<string, string[]>();
  for (const [k, v] of truth) byTruth.set(v, [...(byTruth.get(v) ?? []), k]);
  const f = pairs(found);
  const t = pairs([...byTruth.values()]);
  let tp = 0;
  for (const p of f) if (t.has(p)) tp++;
  const precision = f.size ? tp / f.size : 1;
  const recall = t.size ? tp / t.size : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

export interface FoundLink {
  tract: string;
  estate: string;
  doc: string;
  from: string;
  to: string;
  fromAcquiredBy: string | null;
}

/** The graph's edges as the sample's links: persons through the holders' clusters. */
export function linksOf(
  graph: { dag: { nodes: Array<{ id: string; estate_type: string; tract_id: string; holder_cluster_id: string | null; acquired_by_doc_id: string | null }>; edges: Array<{ from: string; to: string; doc_id: string }> } },
  clusters: Array<{ cluster_id: string; members: Array<{ doc_id: string; party_id: string }> }>,
  personOf: Map<string, string>,
): FoundLink[] {
  const personOfCluster = new Map<string, string>();
  for (const c of clusters) {
    const votes = new Map<string, number>();
    for (const m of c.members) {
      const p = personOf.get(`${m.doc_id}/${m.party_id}`);
      if (p) votes.set(p, (votes.get(p) ?? 0) + 1);
    }
    const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best) personOfCluster.set(c.cluster_id, best[0]);
  }
  const nodes = new Map(graph.dag.nodes.map((n) => [n.id, n]));
  return graph.dag.edges.map((e) => {
    const f = nodes.get(e.from)!;
    const t = nodes.get(e.to)!;
    return {
      tract: t.tract_id,
      estate: t.estate_type,
      doc: e.doc_id,
      from: personOfCluster.get(f.holder_cluster_id ?? '') ?? `?${f.holder_cluster_id}`,
      to: personOfCluster.get(t.holder_cluster_id ?? '') ?? `?${t.holder_cluster_id}`,
      fromAcquiredBy: f.acquired_by_doc_id,
    };
  });
}

export const linkKey = (l: { tract: string; estate: string; doc: string; from: string; to: string }) => `${l.tract}|${l.estate}|${l.doc}|${l.from}>${l.to}`;

/** The sample's links keyed like linkKey, with whether each is required and where its grantor may have acquired. */
export function expectedLinks(expected: Expected): Map<string, ExpectedLink> {
  const out = new Map<string, ExpectedLink>();
  for (const [tract, chains] of Object.entries(expected.chains)) {
    for (const [estate, links] of Object.entries(chains)) {
      for (const l of links ?? []) out.set(linkKey({ tract, estate, doc: l.file, from: l.from_person, to: l.to_person }), l);
    }
  }
  return out;
}

const DEFAULT_ESTATES: Partial<Record<DocCategory, EstateType[]>> = {
  warranty_deed: ['fee'],
  special_warranty_deed: ['fee'],
  quitclaim_deed: ['fee'],
  patent: ['fee'],
  probate: ['fee'],
  affidavit_of_heirship: ['fee'],
  mineral_deed: ['mineral'],
  royalty_deed: ['mineral'],
  oil_and_gas_lease: ['leasehold'],
  assignment_of_lease: ['leasehold'],
  release_of_lease: ['leasehold'],
};

/** A resolved document in one line, for targeted tests: parties as [name, role]. */
export function makeDoc(
  doc_id: string,
  category: DocCategory,
  date: string,
  parties: Array<[string, Role]>,
  opts: { tract?: string; fraction?: number | null; reservations?: string[]; estates?: EstateType[] } = {},
): ResolvedDocument {
  const estates = opts.estates ?? DEFAULT_ESTATES[category] ?? [];
  return {
    doc_id,
    doc_category: category,
    dates: { governing_date: date, execution_date: date, effective_date: null, acknowledgment_date: null, recording_date: date, death_date: null },
    recording: { book: null, page: null, instrument_number: doc_id, records: null, reference: `Instrument No. ${doc_id}` },
    parties: parties.map(([name, role], i) => ({ party_id: `p${i + 1}`, canonical_name: name, role, kind: looksLikeOrganization(name) ? 'organization' : 'person' })),
    tracts: [
      { tract_id: opts.tract ?? 'T1', tract_identity_phrase: 'NE/4 Section 1', state: 'OK', county: 'Kingfisher', section: '1', township: '16N', range: '7W', aliquot: 'NE/4', survey: null, abstract: null, block: null, lot: null, acres: 160 },
    ],
    conveyance: { conveys_fee: estates.includes('fee'), estate_types_conveyed: estates, reservations: opts.reservations ?? [], interest: null, fraction: opts.fraction ?? null },
  };
}
