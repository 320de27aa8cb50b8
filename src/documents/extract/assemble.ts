// Assembly (L1): the raw stage outputs of either provider normalised into one resolved record:
// canonical names in natural order, deduplicated parties, ISO dates and the governing date
// (effective, else execution, else recording), tracts in the sample's formats with a tract_id that
// is the same for every instrument describing the same land, and the text spans each value came
// from. Anything a model returned in another shape is normalised or dropped, never trusted as is.
import { createHash } from 'node:crypto';
import type { Conveyance, Dates, DocCategory, EstateType, Party, Recording, ResolvedDocument, Role, Segment, Span, Tract } from '../types.js';
import { DOC_CATEGORIES, ESTATE_TYPES, ROLES } from '../types.js';
import { countyAsListed } from './counties.js';
import { parseDate } from './dates.js';
import { normalizeSurvey, parseAliquot } from './land.js';
import { canonicalName, isOrganization } from './names.js';
import type { L0Conveyance, L0Date, L0Party, L0Recording, L0Tract } from './schemas.js';
import { parseNumberToken, squash, stateCode, titleCase } from './text.js';

export type L0 = Partial<Record<string, unknown>>;

export interface Assembled {
  resolved: Omit<ResolvedDocument, 'doc_id'>;
  normalized: Record<string, unknown>;
  context: Record<string, Span[]>;
}

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
function s(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

/** Where a value came from: its offsets when given and consistent, else the first place its evidence is written. */
export function locate(text: string, evidence: unknown, start?: unknown, end?: unknown): Span[] {
  if (typeof start === 'number' && typeof end === 'number' && start >= 0 && end > start && end <= text.length) {
    return [{ start, end, text: text.slice(start, end) }];
  }
  const e = s(evidence);
  if (!e) return [];
  let i = text.indexOf(e);
  if (i < 0) {
    // the model may have joined lines: match with any whitespace between words
    const words = e.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    if (words.length && words.length < 80) {
      const m = new RegExp(words.join('\\s+')).exec(text);
      if (m) return [{ start: m.index, end: m.index + m[0].length, text: m[0] }];
    }
    const lower = text.toLowerCase().indexOf(e.toLowerCase());
    if (lower < 0) return [];
    i = lower;
  }
  return [{ start: i, end: i + e.length, text: text.slice(i, i + e.length) }];
}

/** "T16N", "16 North", "Township Sixteen North", "1-S" → "16N". */
function twpRng(v: unknown, dirs: string): string | null {
  const t = s(v);
  if (!t) return null;
  const bare = t.replace(/^(?:T(?:ownship|wp\.?|\.)?|R(?:ange|ge\.?|\.)?)\s*-?\s*/i, '');
  // Ohio's Seven Ranges and Ohio River Survey: a number without a direction stays one
  if (/^\d{1,2}$/.test(bare.trim())) return String(Number(bare));
  const m = new RegExp(`(\\d{1,3}|[A-Za-z][A-Za-z\\s-]*?)\\s*(?:\\(\\d+\\))?\\s*-?\\s*([${dirs}])(?:[a-z]*)\\.?\\s*$`, 'i').exec(bare);
  if (!m) return null;
  const n = parseNumberToken(m[1]);
  return n === null ? null : `${n}${m[2].toUpperCase()}`;
}

function digits(v: unknown): string | null {
  const t = s(v);
  if (!t) return null;
  const m = /\d+/.exec(t);
  if (m) return String(Number(m[0]));
  const n = parseNumberToken(t);
  return n === null ? null : String(n);
}

function normAliquot(v: unknown): string | null {
  const t = s(v);
  if (!t) return null;
  if (/^all$/i.test(t) || /^all\s+of/i.test(t)) return 'ALL';
  return parseAliquot(t) ?? squash(t).toUpperCase();
}

function normLots(v: unknown): string | null {
  const t = s(v);
  if (!t) return null;
  const nums = t.match(/\d+/g);
  return nums ? nums.map((n) => String(Number(n))).join(', ') : null;
}

/** A party's part of the tracts (L0Party.holds): a schedule's lot and block, or a passage of the text. */
type Holds = { lot: string; block: string | null } | { from: number; to: number };

/** Whether a tract is (or holds) the lot and block a schedule row names ("13, 14" in block "4"; "40" with no block). */
function lotsMeet(t: Tract, h: { lot: string; block: string | null }): boolean {
  const lots = normLots(h.lot)?.split(', ') ?? [];
  const block = h.block ? normBlock(h.block) : null;
  return !!t.lot && t.lot.split(', ').some((l) => lots.includes(l)) && (!block || !t.block || block === t.block);
}

function normCounty(v: unknown): string | null {
  const t = s(v);
  if (!t) return null;
  const c = squash(t.replace(/\s+County\b.*$/i, '').replace(/^County\s+of\s+/i, ''));
  return c ? titleCase(c) : null;
}

function normBlock(v: unknown): string | null {
  const t = s(v);
  if (!t) return null;
  const c = t.replace(/^(?:Block|Blk\.?)\s*(?:No\.?\s*)?/i, '').trim();
  if (/^[A-Z]-?\d+$/i.test(c)) return c.toUpperCase().replace(/^([A-Z])(\d)/, '$1-$2');
  return digits(c) ?? c;
}

/** A plat's name as one wording: a California tract map is "Tract No. 1534" whether or not the "No." is written. */
function normSubdivision(v: string): string {
  return squash(v).replace(/^(Tract|TRACT)\s+(?:No\.?\s*)?(?=\d)/, 'Tract No. ');
}

export function normalizeTract(t: L0Tract): Omit<Tract, 'tract_id' | 'tract_identity_phrase'> & { subdivision?: string | null } {
  const acresRaw = t.acres as unknown;
  const acres = typeof acresRaw === 'number' ? acresRaw : typeof acresRaw === 'string' ? Number(String(acresRaw).replace(/[^\d.]/g, '')) || null : null;
  const survey = s(t.survey) ? normalizeSurvey(String(t.survey)) : null;
  const out = {
    state: stateCode(s(t.state)),
    county: normCounty(t.county),
    section: digits(t.section),
    township: twpRng(t.township, 'NS'),
    range: twpRng(t.range, 'EW'),
    aliquot: normAliquot(t.aliquot),
    survey,
    abstract: digits(t.abstract),
    block: normBlock(t.block),
    lot: normLots(t.lot),
    acres,
    subdivision: s(t.subdivision) ? normSubdivision(String(t.subdivision)) : null,
  };
  if (out.section && !out.aliquot && !out.lot) out.aliquot = 'ALL';
  if (out.county) out.county = countyAsListed(out.county, out.state);
  return out;
}

/** The key two descriptions of the same land share, whatever their wording. */
/** A Georgia land lot: a lot numbered in a land district (in `township`), with no section, range or survey. */
const isLandLot = (t: ReturnType<typeof normalizeTract>): boolean => !t.section && !!t.township && !!t.lot && !t.range && !t.survey;

export function tractKey(t: ReturnType<typeof normalizeTract>): string {
  // (a lot of Ohio's United States Military District, in its quarter township: its acres too, two parcels of one lot being two tracts)
  if (t.section && t.township && t.range) return ['rs', t.state ?? '', t.section, t.township, t.range, t.aliquot ?? '', t.lot ?? '', ...(t.subdivision ? [t.subdivision, String(t.acres ?? '')] : [])].join('|');
  if (t.subdivision) return ['sub', t.state ?? '', t.county ?? '', t.subdivision.toLowerCase(), t.block ?? '', t.lot ?? ''].join('|');
  if (t.abstract) return ['tx', t.state ?? '', t.county ?? '', t.abstract, t.section ?? '', t.aliquot ?? '', t.section ? '' : String(t.acres ?? '')].join('|');
  // a lot of a New York purchase: its survey (the purchase), township, range and lot, and, being a part of a great lot, its acres
  if (!t.section && t.township && t.lot && t.survey) return ['np', t.state ?? '', t.county ?? '', t.survey, t.township, t.range ?? '', t.lot, String(t.acres ?? '')].join('|');
  // a Georgia land lot: its district (in `township`) and lot number, and the part of it
  if (isLandLot(t)) return ['gl', t.state ?? '', t.county ?? '', t.township, t.lot, t.aliquot ?? ''].join('|');
  // a tract of a township's resurvey (its number in `lot`) or a mineral survey in a township: by the township, range and number
  if (!t.section && t.township && t.range && (t.lot || t.survey)) return ['rt', t.state ?? '', t.township, t.range, t.lot ?? '', t.survey ?? ''].join('|');
  if (t.section && t.block) return ['txb', t.state ?? '', t.county ?? '', t.block, t.section, t.survey ?? '', t.aliquot ?? ''].join('|');
  return ['other', t.state ?? '', t.county ?? '', t.section ?? '', t.survey ?? '', t.block ?? '', t.lot ?? '', t.aliquot ?? '', String(t.acres ?? '')].join('|');
}

export function tractId(key: string): string {
  return `tr_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

function identityPhrase(t: ReturnType<typeof normalizeTract>): string {
  const parts: string[] = [];
  const landLot = isLandLot(t);
  if (t.lot) parts.push(landLot ? `Land Lot ${t.lot}` : `Lots ${t.lot}`);
  if (t.aliquot && t.aliquot !== 'ALL') parts.push(t.aliquot);
  if (t.aliquot === 'ALL') parts.push('All');
  const head = parts.join(' and ');
  const loc: string[] = [];
  if (t.section) loc.push(`Section ${t.section}`);
  if (t.block) loc.push(`Block ${t.block}`);
  if (t.township && !t.range) loc.push(landLot ? `Land District ${t.township}` : `T-${t.township}`);
  if (t.township && t.range) loc.push(`T${t.township}`, `R${t.range}`);
  if (t.survey) loc.push(t.survey);
  if (t.abstract) loc.push(`Abstract ${t.abstract}`);
  if (t.subdivision) loc.push(t.subdivision);
  // (Alaska's recording districts stand where other states' counties do)
  const where = [t.county ? `${t.county} ${t.state === 'AK' ? 'Recording District' : 'County'}` : null, t.state].filter(Boolean).join(', ');
  return squash(`${head}${head && loc.length ? ' of ' : ''}${loc.join(', ')}${where ? `, ${where}` : ''}${t.acres ? ` (${t.acres} acres)` : ''}`);
}

function normRole(v: unknown): Role {
  const r = typeof v === 'string' ? v.toLowerCase() : '';
  return (ROLES as readonly string[]).includes(r) ? (r as Role) : 'other';
}

function nameKey(n: string): string {
  return n.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

export function assemble(text: string, _segments: Segment[], l0: L0): Assembled {
  const context: Record<string, Span[]> = {};
  const normalized: Record<string, unknown> = {};

  // classification
  const cls = obj(l0.extract_document_classification);
  const catRaw = s(cls.doc_category);
  const doc_category: DocCategory = catRaw && (DOC_CATEGORIES as readonly string[]).includes(catRaw) ? (catRaw as DocCategory) : 'other';
  context.doc_category = locate(text, cls.evidence);
  normalized.doc_category = { raw: catRaw, value: doc_category };

  // parties
  const parties: Party[] = [];
  const partyNorm: unknown[] = [];
  const holdsOf = new Map<Party, Holds[]>();
  for (const raw of arr(obj(l0.extract_parties).parties)) {
    const p = obj(raw) as unknown as L0Party;
    const name = s(p.name);
    if (!name) continue;
    const kind = p.kind === 'organization' || p.kind === 'person' ? p.kind : isOrganization(name) ? 'organization' : 'person';
    const canonical = canonicalName(name, kind);
    if (!canonical) continue;
    const role = normRole(p.role);
    const residence = s(p.residence)?.toLowerCase() ?? null;
    const trustee = p.trustee === true;
    partyNorm.push({ raw: name, canonical, role, ...(residence ? { residence } : {}) });
    const dup = parties.find((q) => nameKey(q.canonical_name) === nameKey(canonical) && q.role === role && (q.trustee === true) === trustee);
    const spans = locate(text, p.evidence ?? name, p.start, p.end);
    const h = p.holds;
    const holds: Holds[] = !h ? [] : 'lot' in h ? (s(h.lot) ? [{ lot: String(h.lot), block: s(h.block) }] : []) : Number.isInteger(h.from) && Number.isInteger(h.to) ? [{ from: h.from, to: h.to }] : [];
    if (dup) {
      if (holds.length) holdsOf.set(dup, [...(holdsOf.get(dup) ?? []), ...holds]);
      // keep the fuller form
      if (canonical.length > dup.canonical_name.length) dup.canonical_name = canonical;
      if (residence && !dup.residence) dup.residence = residence;
      const key = `parties[${parties.indexOf(dup)}]`;
      context[key] = [...(context[key] ?? []), ...spans];
      continue;
    }
    parties.push({ party_id: `p${parties.length + 1}`, canonical_name: canonical, role, kind, ...(residence ? { residence } : {}), ...(trustee ? { trustee } : {}) });
    if (holds.length) holdsOf.set(parties[parties.length - 1], holds);
    context[`parties[${parties.length - 1}]`] = spans;
  }
  normalized.parties = partyNorm;

  // dates
  const dates: Dates = { governing_date: null, execution_date: null, effective_date: null, acknowledgment_date: null, recording_date: null, death_date: null };
  const dateNorm: Record<string, unknown> = {};
  const fields: Record<string, keyof Dates> = { execution: 'execution_date', effective: 'effective_date', acknowledgment: 'acknowledgment_date', recording: 'recording_date', death: 'death_date' };
  const dl = obj(l0.extract_dates);
  for (const raw of arr(dl.dates)) {
    const d = obj(raw) as unknown as L0Date;
    const field = fields[String(d.kind)];
    if (!field || dates[field]) continue;
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(String(d.date)) ? parseDate(String(d.date)) : parseDate(s(d.date));
    dateNorm[field] = { raw: d.date, value: iso };
    if (!iso) continue;
    dates[field] = iso;
    context[`dates.${field}`] = locate(text, d.evidence, d.start, d.end);
  }
  dates.governing_date = dates.effective_date ?? dates.execution_date ?? dates.recording_date;
  const governingFrom = dates.effective_date ? 'effective_date' : dates.execution_date ? 'execution_date' : dates.recording_date ? 'recording_date' : null;
  if (governingFrom) context['dates.governing_date'] = context[`dates.${governingFrom}`] ?? [];
  normalized.dates = { ...dateNorm, governing_from: governingFrom };

  // recording
  const r = obj(dl.recording) as unknown as L0Recording;
  const recording: Recording = {
    book: digits(r.book),
    page: digits(r.page),
    instrument_number: s(r.instrument_number),
    records: s(r.records),
    reference: s(r.reference),
  };
  if (!recording.reference) recording.reference = recording.instrument_number ? `Instrument No. ${recording.instrument_number}` : recording.book && recording.page ? `Book ${recording.book}, Page ${recording.page}` : null;
  if (recording.reference) context.recording = locate(text, r.evidence, r.start, r.end);

  // tracts
  const tracts: Tract[] = [];
  const tractNorm: unknown[] = [];
  const seen = new Map<string, number>();
  for (const raw of arr(obj(l0.extract_land_description).tracts)) {
    const t = obj(raw) as unknown as L0Tract;
    const n = normalizeTract(t);
    if (!n.section && !n.survey && !n.abstract && !n.subdivision && !n.lot && !n.aliquot && !(n.acres && n.county)) continue;
    const key = tractKey(n);
    tractNorm.push({ key, ...n });
    const spans = locate(text, t.evidence, t.start, t.end);
    const at = seen.get(key);
    if (at !== undefined) {
      // the same land written twice: fill what the first mention lacked
      const prev = tracts[at] as Tract & { subdivision?: string | null };
      for (const k of ['county', 'state', 'acres', 'survey', 'abstract', 'block'] as const) if (prev[k] === null && n[k] !== null) (prev as unknown as Record<string, unknown>)[k] = n[k];
      context[`tracts[${at}]`] = [...(context[`tracts[${at}]`] ?? []), ...spans];
      continue;
    }
    seen.set(key, tracts.length);
    const tract: Tract & { subdivision?: string | null } = {
      tract_id: tractId(key),
      tract_identity_phrase: identityPhrase(n),
      state: n.state,
      county: n.county,
      section: n.section,
      township: n.township,
      range: n.range,
      aliquot: n.aliquot,
      survey: n.survey,
      abstract: n.abstract,
      block: n.block,
      lot: n.lot,
      acres: n.acres,
    };
    if (n.subdivision) tract.subdivision = n.subdivision;
    tracts.push(tract);
    context[`tracts[${tracts.length - 1}]`] = spans;
  }
  normalized.tracts = tractNorm;
  // (a party the instrument sets opposite lots of its own, a community lease's lessor, or whose clause describes
  // tracts of its own, a co-owner's in a deed of partition, has part in those tracts only)
  const partOf = (t: Tract, i: number, h: Holds) => ('lot' in h ? lotsMeet(t, h) : (context[`tracts[${i}]`] ?? []).some((sp) => sp.start >= h.from && sp.start < h.to));
  for (const [party, holds] of holdsOf) {
    const ids = tracts.filter((t, i) => holds.some((h) => partOf(t, i, h))).map((t) => t.tract_id);
    if (ids.length && ids.length < tracts.length) party.tract_ids = ids;
  }

  // conveyance
  const c = obj(l0.extract_conveyance) as unknown as L0Conveyance;
  const estates = arr(c.estate_types_conveyed).filter((e): e is EstateType => (ESTATE_TYPES as readonly string[]).includes(String(e)));
  const reservations = arr(c.reservations).map((x) => obj(x));
  const conveyanceOut: Conveyance = {
    conveys_fee: typeof c.conveys_fee === 'boolean' ? c.conveys_fee : estates.includes('fee'),
    estate_types_conveyed: [...new Set(estates)],
    reservations: reservations.map((x) => s(x.text)).filter((x): x is string => !!x),
    interest: s(c.interest),
    fraction: typeof c.fraction === 'number' && c.fraction > 0 && c.fraction <= 1 ? c.fraction : null,
  };
  conveyanceOut.reservation_details = reservations.map((x) => ({
    estate_type: (ESTATE_TYPES as readonly string[]).includes(String(x.estate_type)) ? (x.estate_type as EstateType) : 'mineral',
    fraction: s(x.fraction),
    reserved_by: s(x.reserved_by) ? canonicalName(String(x.reserved_by)) : null,
  }));
  context['conveyance.conveys_fee'] = locate(text, c.evidence);
  reservations.forEach((x, i) => {
    context[`conveyance.reservations[${i}]`] = locate(text, x.text, x.start, x.end);
  });
  normalized.conveyance = { raw_estates: c.estate_types_conveyed, estates };

  return {
    resolved: { doc_category, dates, recording, parties, tracts, conveyance: conveyanceOut },
    normalized,
    context,
  };
}
