// Synthetic packages at the resolved level (what L2 clustering and the estate graph receive), with
// their truth: who each party mention is, every chain link, every planted gap. Not built from the
// sample's wording: chains of title simulated per tract (patents, deeds with and without mineral
// reservations, mineral and royalty deeds, deaths and heirship, leases, assignments, releases),
// names written as instruments write them (initials, index style, descriptors, Jr./Sr., company
// abbreviations) with OCR-ish slips, namesakes across tracts, people active on several tracts, and
// planted gaps (wild deeds, conveyances before acquisition, more conveyed than held).
import { buildEstateGraph } from '../src/documents/graph/index.js';
import type { DocCategory, EstateType, GapKind, MatcherVersion, PartyCluster, ResolvedDocument, Role } from '../src/documents/types.js';
import { seededRng, type SeededRng } from './rng.js';

export interface TruthLink {
  tract: string;
  estate: EstateType;
  doc: string;
  from: string;
  to: string;
  required: boolean;
}
export interface TruthGap {
  tract: string;
  estate: EstateType;
  kind: GapKind;
  doc: string;
}
export interface SyntheticPackage {
  docs: ResolvedDocument[];
  /** `${doc_id}/${party_id}` → person id. */
  personOf: Map<string, string>;
  links: TruthLink[];
  gaps: TruthGap[];
}

export interface GeneratorOptions {
  seed: number;
  /** Roughly how many documents. */
  documents: number;
  /** Probability that one mention's name carries an OCR slip. */
  ocr?: number;
  /** Probability that a tract gets a planted gap. */
  gapRate?: number;
}

const rng = seededRng;
type Rng = SeededRng;

const MEN = ['John', 'William', 'James', 'Robert', 'Charles', 'George', 'Thomas', 'Henry', 'Edward', 'Walter', 'Arthur', 'Harold', 'Frank', 'Joseph', 'Samuel', 'Albert', 'Clarence', 'Earl', 'Floyd', 'Homer', 'Leonard', 'Marvin', 'Otis', 'Raymond', 'Rufus', 'Virgil', 'Wesley', 'Elmer', 'Chester', 'Lloyd', 'Herbert', 'Ernest', 'Dewey', 'Orville', 'Lester', 'Claude', 'Roy', 'Carl', 'Jesse', 'Luther'];
const WOMEN = ['Mary', 'Anna', 'Ella', 'Opal', 'Hazel', 'Ruth', 'Edna', 'Mildred', 'Nora', 'Lela', 'Vera', 'Irene', 'Gladys', 'Bessie', 'Pearl', 'Lottie', 'Cora', 'Ina', 'Dorothy', 'Martha', 'Alice', 'Frances', 'Grace', 'Lucille', 'Thelma', 'Velma', 'Myrtle', 'Bertha', 'Ethel', 'Viola'];
const SURNAMES = ['Smith', 'Miller', 'Johnson', 'Hargrove', 'Whitfield', 'Blankenship', 'Pettit', 'Lindsey', 'Rountree', 'Kroeker', 'Haskins', 'Pendleton', 'Oberholtzer', 'Teague', 'Stroud', 'Moffett', 'Crider', 'Sewell', 'Tubbs', 'Gaines', 'Whitlock', 'Cartwright', 'Pruitt', 'Dobbs', 'Baxter', 'Fenwick', 'Oakes', 'Keel', 'Banks', 'Voss', 'Holloway', 'McAlister', 'Brannon', 'Dunagan', 'Featherston', 'Gilliland', 'Hollingsworth', 'Kettering', 'Langford', 'Muncy', 'Overstreet', 'Pickens', 'Rutledge', 'Spradlin', 'Thornberry', 'Underwood', 'Vickers', 'Wampler', 'Yarbrough', 'Zimmerman', 'Brown', 'Davis', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Clark', 'Lewis', 'Walker', 'Young'];
const COMPANY_STEMS = ['Sunray', 'Champlin', 'Humble', 'Forest', 'Phillips', 'Sinclair', 'Apache', 'Chaparral', 'Skelly', 'Magnolia', 'Stanolind', 'Cities Service', 'Anadarko', 'Kerr', 'Continental', 'Pan American', 'Gulf Coast', 'Panhandle', 'Red River', 'Cimarron', 'Permian', 'Pecos Valley', 'Canadian River', 'Washita', 'Prairie', 'Blackstone', 'Caddo', 'Osage', 'Comanche', 'Llano'];
const COMPANY_KINDS = ['Oil Company', 'Petroleum Company', 'Oil & Gas Company', 'Royalty Company', 'Exploration Company', 'Energy Corporation', 'Production Corporation', 'Minerals, Inc.'];
const LETTERS = [...'ABCDEFGHJKLMNOPRSTW'];

interface Person {
  id: string;
  kind: 'person' | 'organization';
  first: string;
  middle: string;
  last: string;
  suffix: '' | 'Jr.' | 'Sr.';
  female: boolean;
  spouse: Person | null;
  /** Company name parts. */
  stem?: string;
  ckind?: string;
}

const ocrSlip = (r: Rng, s: string): string => {
  if (s.length < 5) return s;
  const i = 1 + r.int(s.length - 2);
  const c = s[i];
  const swaps: Record<string, string> = { l: '1', o: '0', e: 'c', i: 'l', n: 'm', a: 'e', u: 'n', r: 'n', s: '5', h: 'b' };
  const kind = r.int(3);
  if (kind === 0 && swaps[c]) return s.slice(0, i) + swaps[c] + s.slice(i + 1);
  if (kind === 1) return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  return s.slice(0, i) + s.slice(i + 1);
};

/** The name as one instrument writes it. */
function render(r: Rng, p: Person, ocr: number): string {
  if (p.kind === 'organization') {
    const k = p.ckind!;
    const forms = [
      `${p.stem} ${k}`,
      `${p.stem} ${k.replace('Company', 'Co.').replace('Corporation', 'Corp.')}`,
      `${p.stem} ${k.replace('Company', 'Co., Inc.')}`,
      `${p.stem} ${k}, a ${r.pick(['Texas', 'Delaware', 'Oklahoma'])} corporation`,
    ];
    const s = r.pick(forms);
    return r.chance(ocr) ? s.replace(p.stem!, ocrSlip(r, p.stem!)) : s;
  }
  let first = p.first;
  let last = p.last;
  if (r.chance(ocr)) {
    if (r.chance(0.5)) last = ocrSlip(r, last);
    else first = ocrSlip(r, first);
  }
  const sfx = p.suffix ? `, ${p.suffix}` : '';
  const form = r.int(10);
  if (form < 3) return `${first} ${p.middle}. ${last}${sfx}`;
  if (form < 5) return `${first[0]}. ${p.middle}. ${last}${sfx}`;
  if (form === 5) return `${last.toUpperCase()}, ${first.toUpperCase()} ${p.middle}.${p.suffix ? ` ${p.suffix.toUpperCase()}` : ''}`;
  if (form === 6) return `${first} ${p.middle}. ${last}${sfx}, ${p.female ? r.pick(['a widow', 'a feme sole', 'a married woman']) : r.pick(['a single man', 'a married man'])}`;
  if (form === 7) return `${first} ${last}${sfx}`;
  if (form === 8) return `${first} ${p.middle}. ${last}${sfx} et ${p.female ? 'vir' : 'ux'}`;
  return `${first} ${p.middle}. ${last}${sfx}`;
}

interface Party {
  person: Person;
  role: Role;
}

export function generatePackage(opts: GeneratorOptions): SyntheticPackage {
  const r = rng(opts.seed);
  const ocr = opts.ocr ?? 0.06;
  const gapRate = opts.gapRate ?? 0.25;
  let nPerson = 0;
  let nDoc = 0;
  const people: Person[] = [];
  const newPerson = (over: Partial<Person> = {}): Person => {
    const female = over.female ?? r.chance(0.3);
    const p: Person = { id: `P${++nPerson}`, kind: 'person', first: female ? r.pick(WOMEN) : r.pick(MEN), middle: r.pick(LETTERS), last: r.pick(SURNAMES), suffix: '', female, spouse: null, ...over };
    people.push(p);
    return p;
  };
  const couple = (): Person => {
    const h = newPerson({ female: false });
    if (r.chance(0.6)) {
      const w = newPerson({ female: true, last: h.last });
      h.spouse = w;
      w.spouse = h;
    }
    return h;
  };
  const companies: Person[] = [];
  for (const stem of COMPANY_STEMS) {
    companies.push({ id: `C-${stem}`, kind: 'organization', first: '', middle: '', last: '', suffix: '', female: false, spouse: null, stem, ckind: r.pick(COMPANY_KINDS) });
  }
  const sovereign = (state: string): Person => ({ id: `S-${state}`, kind: 'organization', first: '', middle: '', last: '', suffix: '', female: false, spouse: null, stem: state === 'TX' ? 'State of' : 'United States of', ckind: state === 'TX' ? 'Texas' : 'America' });

  const docs: ResolvedDocument[] = [];
  const personOf = new Map<string, string>();
  const links: TruthLink[] = [];
  const gaps: TruthGap[] = [];

  const emit = (tract: string, category: DocCategory, year: number, parties: Party[], conv: { estates: EstateType[]; fraction?: number | null; reservations?: string[]; interest?: string }) => {
    const doc_id = `doc-${String(++nDoc).padStart(6, '0')}`;
    const date = `${year}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`;
    const doc: ResolvedDocument = {
      doc_id,
      doc_category: category,
      dates: { governing_date: date, execution_date: date, effective_date: null, acknowledgment_date: null, recording_date: date, death_date: null },
      recording: { book: String(100 + nDoc), page: String(1 + r.int(800)), instrument_number: null, records: 'Deeds', reference: `Book ${100 + nDoc}, Page ${1 + r.int(800)}` },
      parties: parties.map((p, i) => {
        personOf.set(`${doc_id}/p${i + 1}`, p.person.id);
        const name = p.person.stem && p.person.id.startsWith('S-') ? `${p.person.stem} ${p.person.ckind}` : render(r, p.person, ocr);
        return { party_id: `p${i + 1}`, canonical_name: name, role: p.role, kind: p.person.kind };
      }),
      tracts: [{ tract_id: tract, tract_identity_phrase: tract, state: 'OK', county: 'Kingfisher', section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: 160 }],
      conveyance: { conveys_fee: conv.estates.includes('fee'), estate_types_conveyed: conv.estates, reservations: conv.reservations ?? [], interest: conv.interest ?? null, fraction: conv.fraction ?? null },
    };
    docs.push(doc);
    return doc_id;
  };
  const link = (tract: string, estate: EstateType, doc: string, from: Person[], to: Person[], required = true) => {
    for (const f of from) for (const t of to) links.push({ tract, estate, doc, from: f.id, to: t.id, required });
  };
  const withSpouses = (holders: Person[], role: Role): Party[] => {
    const out: Party[] = holders.map((h) => ({ person: h, role }));
    for (const h of holders) if (h.spouse && !holders.includes(h.spouse) && !dead.has(h.spouse.id)) out.push({ person: h.spouse, role });
    return out;
  };
  const spousesOf = (holders: Person[]) => holders.flatMap((h) => (h.spouse && !holders.includes(h.spouse) && !dead.has(h.spouse.id) ? [h.spouse] : []));
  const dead = new Set<string>();
  const pool: Person[] = [];
  const buyer = (): Person => {
    // Some people buy on several tracts.
    if (pool.length && r.chance(0.2)) {
      const p = r.pick(pool);
      if (!dead.has(p.id)) return p;
    }
    const p = couple();
    pool.push(p);
    return p;
  };
  const fr = (x: number) => {
    for (const d of [2, 4, 8, 16]) if (Math.abs(Math.round(x * d) - x * d) < 1e-9) return `${Math.round(x * d)}/${d}`;
    return x.toFixed(3);
  };

  let t = 0;
  while (docs.length < opts.documents) {
    const tract = `T${++t}`;
    let year = 1890 + r.int(60);
    let fee: Person[] = [];
    let unsevered = 1;
    const minerals = new Map<Person, number>();
    let lease: { lessors: Person[]; spouses: Person[]; lessee: Person } | null = null;
    const plantGap = r.chance(gapRate);
    const plantAt = 2 + r.int(5);
    let planted = false;
    let step = 0;

    if (r.chance(0.4)) {
      const patentee = buyer();
      const gov = sovereign(r.chance(0.5) ? 'TX' : 'OK');
      const d = emit(tract, 'patent', year, [{ person: gov, role: 'grantor' }, { person: patentee, role: 'grantee' }], { estates: ['fee'], interest: 'fee' });
      link(tract, 'fee', d, [gov], [patentee]);
      fee = [patentee];
    } else {
      const first = couple();
      const grantee = buyer();
      const d = emit(tract, 'warranty_deed', year, [...withSpouses([first], 'grantor'), { person: grantee, role: 'grantee' }], { estates: ['fee'], interest: 'fee' });
      link(tract, 'fee', d, [first], [grantee]);
      link(tract, 'fee', d, spousesOf([first]), [grantee], false);
      fee = [grantee];
    }
    const events = 4 + r.int(10);
    for (; step < events; step++) {
      year += 1 + r.int(6);
      const mineralHolders = [...minerals.entries()].filter(([p, f]) => f > 1e-9 && !dead.has(p.id)).map(([p]) => p);
      const roll = r.next();
      if (plantGap && !planted && step >= plantAt) {
        planted = true;
        const kind = r.int(3);
        if (kind === 0) {
          // A wild deed: a stranger conveys.
          const stranger = couple();
          const to = buyer();
          const estate: EstateType = r.chance(0.5) ? 'fee' : 'mineral';
          const d = emit(tract, estate === 'fee' ? 'quitclaim_deed' : 'mineral_deed', year, [...withSpouses([stranger], 'grantor'), { person: to, role: 'grantee' }], { estates: [estate], fraction: estate === 'mineral' ? 0.5 : null });
          link(tract, estate, d, [stranger], [to]);
          link(tract, estate, d, spousesOf([stranger]), [to], false);
          gaps.push({ tract, estate, kind: 'grantor_never_received', doc: d });
          continue;
        }
        if (kind === 1 && (unsevered > 0.25 || mineralHolders.length)) {
          // Conveyed before acquired: X sells minerals two years before a holder deeds them to X.
          const x = newPerson({ female: false });
          const z = buyer();
          const from = unsevered > 0.25 ? fee : [mineralHolders[0]];
          const f = unsevered > 0.25 ? 0.25 : minerals.get(mineralHolders[0])!;
          const early = emit(tract, 'mineral_deed', year, [{ person: x, role: 'grantor' }, { person: z, role: 'grantee' }], { estates: ['mineral'], fraction: f });
          year += 2;
          const late = emit(tract, 'mineral_deed', year, [...withSpouses(from, 'grantor'), { person: x, role: 'grantee' }], { estates: ['mineral'], fraction: f });
          link(tract, 'mineral', late, from, [x]);
          link(tract, 'mineral', late, spousesOf(from), [x], false);
          link(tract, 'mineral', early, [x], [z]);
          gaps.push({ tract, estate: 'mineral', kind: 'conveyed_before_acquired', doc: early });
          if (unsevered > 0.25) unsevered -= f;
          else minerals.set(mineralHolders[0], 0);
          minerals.set(z, (minerals.get(z) ?? 0) + f);
          continue;
        }
        if (mineralHolders.length) {
          // More conveyed than held.
          const h = mineralHolders[0];
          const held = minerals.get(h)!;
          const f = Math.min(1, held * 2);
          if (f > held + 1e-9) {
            const to = buyer();
            const d = emit(tract, 'mineral_deed', year, [...withSpouses([h], 'grantor'), { person: to, role: 'grantee' }], { estates: ['mineral'], fraction: f, interest: `undivided ${fr(f)} mineral interest` });
            link(tract, 'mineral', d, [h], [to]);
            link(tract, 'mineral', d, spousesOf([h]), [to], false);
            gaps.push({ tract, estate: 'mineral', kind: 'conveyed_more_than_held', doc: d });
            minerals.set(h, 0);
            minerals.set(to, held);
            continue;
          }
        }
        planted = false; // nothing to plant on yet: try again next step
      }
      if (roll < 0.25) {
        // Sale of the land, sometimes reserving minerals.
        const to = r.chance(0.2) ? [buyer(), buyer()] : [buyer()];
        if (to.length === 2 && to[0] === to[1]) to.pop();
        const reserve = unsevered > 0 && r.chance(0.3) ? r.pick([0.5, 1]) : 0;
        const cat = r.pick<DocCategory>(['warranty_deed', 'warranty_deed', 'special_warranty_deed', 'quitclaim_deed']);
        const reservations = reserve ? [reserve === 1 ? 'all of the oil, gas and other minerals in and under said land' : 'an undivided one-half (1/2) of the oil, gas and other minerals'] : [];
        const d = emit(tract, cat, year, [...withSpouses(fee, 'grantor'), ...to.map((p) => ({ person: p, role: 'grantee' as Role }))], { estates: ['fee'], reservations, interest: 'fee' });
        link(tract, 'fee', d, fee, to);
        link(tract, 'fee', d, spousesOf(fee), to, false);
        if (reserve) {
          const kept = reserve * unsevered;
          for (const g of fee) minerals.set(g, (minerals.get(g) ?? 0) + kept / fee.length);
          unsevered -= kept;
        }
        fee = to;
      } else if (roll < 0.4) {
        // Mineral deed from a fee owner's minerals or a severed holding.
        const fromFee = unsevered > 0.1 && (r.chance(0.6) || !mineralHolders.length);
        if (!fromFee && !mineralHolders.length) continue;
        const from = fromFee ? fee : [r.pick(mineralHolders)];
        const held = fromFee ? unsevered : minerals.get(from[0])!;
        const f = r.chance(0.5) ? held : held / 2;
        const to = r.chance(0.3) ? r.pick(companies) : buyer();
        const royalty = r.chance(0.15);
        const d = emit(tract, royalty ? 'royalty_deed' : 'mineral_deed', year, [...withSpouses(from, 'grantor'), { person: to, role: 'grantee' }], {
          estates: ['mineral'],
          fraction: royalty ? 0.25 : f,
          interest: royalty ? 'undivided 1/4 of the royalty' : `undivided ${fr(f)} mineral interest`,
        });
        link(tract, 'mineral', d, from, [to]);
        link(tract, 'mineral', d, spousesOf(from), [to], false);
        if (!royalty) {
          if (fromFee) unsevered -= f;
          else minerals.set(from[0], held - f);
          minerals.set(to, (minerals.get(to) ?? 0) + f);
        }
      } else if (roll < 0.55) {
        // Death of a holder: affidavit of heirship or probate.
        const candidates = [...fee.filter((p) => p.kind === 'person'), ...mineralHolders.filter((p) => p.kind === 'person')];
        if (!candidates.length) continue;
        const dec = r.pick(candidates);
        if (dead.has(dec.id)) continue;
        const heirs: Person[] = [];
        if (dec.spouse && !dead.has(dec.spouse.id)) heirs.push(dec.spouse);
        const kids = 1 + r.int(2);
        for (let k = 0; k < kids; k++) {
          const junior = !dec.female && k === 0 && !dec.suffix && r.chance(0.3);
          const kid = newPerson(junior ? { female: false, first: dec.first, middle: dec.middle, last: dec.last, suffix: 'Jr.' } : { last: dec.last });
          heirs.push(kid);
          pool.push(kid);
        }
        if (heirs.some((h) => h.suffix === 'Jr.')) dec.suffix = r.chance(0.5) ? 'Sr.' : '';
        const affiant = newPerson();
        const holdsFee = fee.includes(dec);
        const holdsMin = (minerals.get(dec) ?? 0) > 1e-9;
        const estates: EstateType[] = [...(holdsFee ? ['fee' as const] : []), ...(holdsMin && !holdsFee ? ['mineral' as const] : [])];
        const cat: DocCategory = r.chance(0.5) ? 'affidavit_of_heirship' : 'probate';
        const d = emit(tract, cat, year, [{ person: dec, role: 'decedent' }, ...heirs.map((h) => ({ person: h, role: 'heir' as Role })), ...(cat === 'affidavit_of_heirship' ? [{ person: affiant, role: 'other' as Role }] : [])], { estates });
        dead.add(dec.id);
        if (holdsFee) {
          link(tract, 'fee', d, [dec], heirs);
          fee = [...fee.filter((p) => p !== dec), ...heirs];
        }
        if (holdsMin) {
          link(tract, 'mineral', d, [dec], heirs);
          const share = minerals.get(dec)!;
          minerals.set(dec, 0);
          for (const h of heirs) minerals.set(h, (minerals.get(h) ?? 0) + share / heirs.length);
        }
      } else if (roll < 0.75) {
        if (!lease) {
          const lessors = [...(unsevered > 0.1 ? fee : []), ...mineralHolders.filter((p) => p.kind === 'person' && !fee.includes(p))];
          if (!lessors.length) continue;
          const lessee = r.pick(companies);
          const spouses = spousesOf(lessors);
          const d = emit(tract, 'oil_and_gas_lease', year, [...lessors.map((p) => ({ person: p, role: 'lessor' as Role })), ...spouses.map((p) => ({ person: p, role: 'lessor' as Role })), { person: lessee, role: 'lessee' }], { estates: ['leasehold'] });
          link(tract, 'leasehold', d, lessors, [lessee]);
          link(tract, 'leasehold', d, spouses, [lessee], false);
          lease = { lessors, spouses, lessee };
        } else if (r.chance(0.6)) {
          let to = r.pick(companies);
          if (to === lease.lessee) to = companies[(companies.indexOf(to) + 1) % companies.length];
          const d = emit(tract, 'assignment_of_lease', year, [{ person: lease.lessee, role: 'assignor' }, { person: to, role: 'assignee' }], { estates: ['leasehold'] });
          link(tract, 'leasehold', d, [lease.lessee], [to]);
          lease.lessee = to;
        } else {
          const d = emit(tract, 'release_of_lease', year, [{ person: lease.lessee, role: 'lessee' }, ...lease.lessors.filter((p) => !dead.has(p.id)).map((p) => ({ person: p, role: 'lessor' as Role }))], { estates: ['leasehold'] });
          link(tract, 'leasehold', d, [lease.lessee], lease.lessors);
          link(tract, 'leasehold', d, [lease.lessee], lease.spouses, false);
          lease = null;
        }
      } else if (roll < 0.85) {
        // Instruments that move nothing.
        const owner = fee[0];
        emit(tract, r.chance(0.5) ? 'easement' : 'deed_of_trust', year, [{ person: owner, role: 'grantor' }, { person: r.pick(companies), role: r.chance(0.5) ? 'grantee' : 'other' }], { estates: [] });
      }
    }
  }
  return { docs, personOf, links, gaps };
}

/** Pairwise counts of a clustering against the truth: pairs found, pairs real, pairs both. */
export function pairCounts(clusters: PartyCluster[], truth: Map<string, string>) {
  // Pairs counted without listing them: same-cluster pairs, same-person pairs, and pairs both.
  const c2 = (n: number) => (n * (n - 1)) / 2;
  let found = 0;
  let both = 0;
  const byPerson = new Map<string, number>();
  for (const c of clusters) {
    found += c2(c.members.length);
    const inCluster = new Map<string, number>();
    for (const m of c.members) {
      const p = truth.get(`${m.doc_id}/${m.party_id}`)!;
      inCluster.set(p, (inCluster.get(p) ?? 0) + 1);
    }
    for (const n of inCluster.values()) both += c2(n);
  }
  for (const p of truth.values()) byPerson.set(p, (byPerson.get(p) ?? 0) + 1);
  let real = 0;
  for (const n of byPerson.values()) real += c2(n);
  return { found, real, both };
}

/** Edges of one matcher against the truth, and planted gaps found / false gaps. */
export function edgeScores(pkg: SyntheticPackage, clusters: PartyCluster[], version: MatcherVersion) {
  const g = buildEstateGraph(pkg.docs, clusters, version);
  const personOfCluster = new Map<string, string>();
  for (const c of clusters) {
    const votes = new Map<string, number>();
    for (const m of c.members) {
      const p = pkg.personOf.get(`${m.doc_id}/${m.party_id}`)!;
      votes.set(p, (votes.get(p) ?? 0) + 1);
    }
    personOfCluster.set(c.cluster_id, [...votes.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  }
  const key = (tract: string, estate: string, doc: string, from: string, to: string) => `${tract}|${estate}|${doc}|${from}>${to}`;
  const truth = new Map(pkg.links.map((l) => [key(l.tract, l.estate, l.doc, l.from, l.to), l.required]));
  const nodes = new Map(g.dag.nodes.map((n) => [n.id, n]));
  const found = new Set<string>();
  let right = 0;
  for (const e of g.dag.edges) {
    const f = nodes.get(e.from)!;
    const t = nodes.get(e.to)!;
    const k = key(t.tract_id, t.estate_type, e.doc_id, personOfCluster.get(f.holder_cluster_id ?? '') ?? '?', personOfCluster.get(t.holder_cluster_id ?? '') ?? '?');
    if (found.has(k)) continue;
    found.add(k);
    if (truth.has(k)) right++;
  }
  let required = 0;
  let recalled = 0;
  for (const [k, req] of truth) {
    if (!req) continue;
    required++;
    if (found.has(k)) recalled++;
  }
  const gapKey = (tract: string, estate: string, kind: string, doc: string) => `${tract}|${estate}|${kind}|${doc}`;
  const planted = new Set(pkg.gaps.map((x) => gapKey(x.tract, x.estate, x.kind, x.doc)));
  let gapsFound = 0;
  let falseGaps = 0;
  const falseGapList: string[] = [];
  for (const x of g.dag.gaps) {
    const doc = x.kind === 'conveyed_before_acquired' ? x.before_doc_id! : x.after_doc_id!;
    if (planted.has(gapKey(x.tract_id, x.estate_type, x.kind, doc))) gapsFound++;
    else {
      falseGaps++;
      falseGapList.push(`${doc} false ${x.estate_type} gap ${x.kind} on ${x.tract_id}: ${x.description}`);
    }
  }
  const seen = new Set(g.dag.gaps.map((x) => gapKey(x.tract_id, x.estate_type, x.kind, x.kind === 'conveyed_before_acquired' ? x.before_doc_id! : x.after_doc_id!)));
  const missedGapList = pkg.gaps.filter((x) => !seen.has(gapKey(x.tract, x.estate, x.kind, x.doc))).map((x) => `${x.doc} missed ${x.estate} gap ${x.kind} on ${x.tract}`);
  return { edges: found.size, right, required, recalled, planted: planted.size, gapsFound, falseGaps, falseGapList, missedGapList };
}
