// The built-in provider: grammars and rules for instrument language, no network, deterministic.
// One analysis of a text serves all five stages (the last one is kept, so a pipeline asking the
// stages one after another reads the text once).
import type { DocCategory, ExtractStage, Segment } from '../types.js';
import { classify, conveyance, recording, type Classification } from './classify.js';
import { classifyDates, pickDates, type ClassifiedDate } from './dates.js';
import { readEntry, type EntryParty } from './entry.js';
import { findTracts, placesIn, stateOf } from './land.js';
import { stateOfCounty } from './counties.js';
import { findParties, type RawParty } from './parties.js';
import type { L0Date, StageOutputs } from './schemas.js';
import { segment as segmentText } from './segment.js';
import { repairWords } from './ocr-words.js';
import { ocrClean } from './text.js';

function firstStart(segments: Segment[], kinds: string[], after = 0): number | null {
  const s = segments.find((x) => kinds.includes(x.kind) && x.start >= after);
  return s ? s.start : null;
}

/** The text with the given segments blanked out (same length: offsets stay valid). */
function mask(text: string, segments: Segment[], kinds: string[]): string {
  const chars = text.split('');
  for (const s of segments) if (kinds.includes(s.kind)) for (let i = s.start; i < s.end; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}

function analyse(text: string, given?: Segment[]): StageOutputs {
  const segments = given && given.length ? given : segmentText(text);
  const clean = repairWords(ocrClean(text));
  const grantStart = firstStart(segments, ['granting_clause']) ?? 0;
  const bodyEnd = firstStart(segments, ['signatures', 'acknowledgment', 'recording_stamp'], grantStart) ?? text.length;
  const caption = segments.filter((s) => s.kind === 'caption').map((s) => clean.slice(s.start, s.end)).join('\n');
  const bodyText = clean.slice(0, bodyEnd);

  // an abstractor's typed entry ("Inst: WD ... Grantor: ... Desc: ...") says by its labels what prose says in clauses
  const entry = readEntry(clean);

  // classification
  const cls: Classification = entry ? { category: entry.category, evidence: text.slice(entry.codeStart, entry.codeStart + entry.code.length) } : classify(caption || clean.slice(0, 400), bodyText);
  const cat: DocCategory = cls.category;

  // places: where the land lies
  const grantText = clean.slice(0, bodyEnd);
  // "situated in the County of Barton", "lying Ellis County, Kans." (the "in" left out)
  // ("... the following described land in Washington County, Idaho:", "premises, in Navajo County";
  // a form's line "County: Crow Wing, Minnesota"; a paragraph of its own after the description, "in
  // the County of Navajo, State of Arizona, for the purpose of ...")
  const situated = /\b(?:situated|situate|lying|located|being)\s+(?:and\s+being\s+)?(?:situated\s+)?(?:in\s+|(?=[A-Z][a-z]+\s+County\b))(?:the\s+)?|\b(?:land|lands|property|premises|real\s+estate),?\s+in\s+(?:the\s+)?(?=(?:County|Parish)\s+of\s+[A-Z]|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:County|Parish)\b)|(?<=\n[ \t]*)in\s+(?:the\s+)?(?=(?:County|Parish)\s+of\s+[A-Z])|(?<=\n[ \t]*)(?=County[ \t]*:[ \t]*[A-Z])/gi;
  let docCounty: string | null = null;
  let docState: string | null = null;
  let sm: RegExpExecArray | null;
  while ((sm = situated.exec(grantText))) {
    const p = placesIn(grantText.slice(sm.index, sm.index + 120))[0];
    if (p && p.pos < 40) {
      docCounty = p.county;
      docState = p.state;
      break;
    }
  }
  const stampFrom = firstStart(segments, ['recording_stamp'], grantStart) ?? bodyEnd;
  // every county the instrument names, read once (the fallback below and the spelling vote use it)
  const everywhere = placesIn(clean);
  if (!docCounty) {
    // (not a notary's venue, "STATE OF TEXAS ) ss. COUNTY OF DALLAS": where a grantor signed, not where the land lies)
    const ackSpans = segments.filter((sg) => sg.kind === 'acknowledgment').map((sg) => [sg.start, sg.end] as const);
    // (the recorder's own venue is kept: "STATE OF IDAHO, County of Washington, ss.\nI hereby certify that the within instrument was filed ...")
    const recorders = (at: number) => /^[^\n]*\n[ \t]*I\s+hereby\s+certify\s+that\s+(?:this|the\s+within)\s+instrument\s+was\s+filed/i.test(clean.slice(at, at + 200));
    const notVenue = (offset: number) => (p: { pos: number }) => recorders(offset + p.pos) || !ackSpans.some(([a, b]) => offset + p.pos >= a && offset + p.pos < b);
    // (nor, unless nothing else is named, a party's residence: "made by A and B, husband and wife, of Rio Arriba County, New Mexico")
    const notResidence = (p: { pos: number }) => !/,\s*(?:both\s+)?(?:of|residing\s+in|residents?\s+of)\s+(?:the\s+)?$/i.test(clean.slice(Math.max(0, p.pos - 40), p.pos));
    const all = [...placesIn(clean.slice(0, grantStart + 200)).filter(notResidence), ...placesIn(clean.slice(stampFrom)).filter(notVenue(stampFrom)), ...everywhere.filter(notVenue(0)).filter(notResidence), ...everywhere];
    docCounty = all[0]?.county ?? null;
    docState = docState ?? all.find((p) => p.state)?.state ?? null;
  }
  docState = docState ?? stateOf(bodyText, false) ?? stateOf(clean, false) ?? stateOf(bodyText) ?? stateOf(clean);

  // land
  const landText = entry ? clean : mask(clean, segments, ['signatures', 'acknowledgment', 'recording_stamp']);
  // A county misread once ("Whecler") takes the spelling the instrument uses most for it.
  const counties = everywhere.map((p) => p.county).filter((c): c is string => !!c);
  const countyVote = (c: string | null) => {
    if (!c) return c;
    const near = counties.filter((x) => editDistance(x.toLowerCase(), c.toLowerCase()) <= Math.min(2, Math.floor(c.length / 4)));
    const freq = new Map<string, number>();
    for (const x of near) freq.set(x, (freq.get(x) ?? 0) + 1);
    return [...freq.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? c;
  };
  const tracts = findTracts(landText, { county: docCounty, state: docState }).map((t) => ({ ...t, county: countyVote(t.county) })).map((t) => ({
    evidence: text.slice(t.start, t.end),
    // a county clerk's record names the county only: the county's own state when it has one
    state: t.state ?? (t.county ? stateOfCounty(t.county, clean) : null),
    county: t.county,
    section: t.section,
    township: t.township,
    range: t.range,
    aliquot: t.aliquot,
    survey: t.survey,
    abstract: t.abstract,
    block: t.block,
    lot: t.lot,
    acres: t.acres,
    subdivision: t.subdivision,
    start: t.start,
    end: t.end,
  }));

  // parties
  const found: Array<EntryParty & Partial<Pick<RawParty, 'residence' | 'trustee' | 'holds'>>> = entry ? entry.parties : findParties(clean, [0, bodyEnd], cat, cls.kind);
  const parties = found.map((p) => ({
    name: p.name,
    role: p.role,
    kind: p.kind,
    evidence: text.slice(p.start, p.end) || null,
    start: p.start,
    end: p.end,
    ...(p.residence ? { residence: p.residence } : {}),
    ...(p.trustee ? { trustee: true } : {}),
    ...(p.holds ? { holds: p.holds } : {}),
  }));

  // dates
  const affidavit = cat === 'affidavit_of_heirship';
  // (an entry's dates are its labels'; the prose rules are not run for it)
  const pick = entry ? null : pickDates(classifyDates(clean, segments), { affidavit });
  const dates: L0Date[] = [];
  const add = (kind: L0Date['kind'], d: ClassifiedDate | undefined) => {
    if (d) dates.push({ kind, date: d.iso, evidence: text.slice(d.start, d.end), start: d.start, end: d.end });
  };
  if (entry) for (const d of entry.dates) dates.push({ kind: d.kind, date: d.iso, evidence: text.slice(d.start, d.end), start: d.start, end: d.end });
  else if (pick) {
    add('execution', pick.execution);
    add('effective', pick.effective);
    if (cat !== 'patent' && !(affidavit && pick.acknowledgment?.kind === 'jurat')) add('acknowledgment', pick.acknowledgment);
    add('recording', pick.recording);
    // (a survivor's affidavit swears to the death too: "That the said X died on December 18, 1954")
    if (cat === 'affidavit_of_heirship' || cat === 'probate' || cls.kind === 'survivor_affidavit') add('death', pick.death);
  }
  const rec = recording(clean, stampFrom);

  // conveyance
  const grantor = parties.find((p) => p.role === 'grantor')?.name ?? null;
  // (a description set out before the words of grant, "The land hereinafter described ... LESS AND EXCEPT
  // one-half of the minerals ... is by this instrument granted ...", holds its reservation there;
  // segmentation may leave such a description in the caption)
  const landFirst = firstStart(segments, ['description', 'reservations']) ?? (/\b(?:Section|Sec\.|Survey)\s/i.test(clean.slice(0, grantStart)) ? 0 : null);
  const conv = entry ? conveyance(cat, clean, [0, clean.length], grantor) : conveyance(cat, clean, [landFirst !== null && landFirst < grantStart ? landFirst : grantStart, bodyEnd], grantor, cls.kind);

  return {
    extract_document_classification: { doc_category: cat, evidence: cls.evidence },
    extract_parties: { parties },
    extract_dates: {
      dates,
      recording: rec
        ? { book: rec.book, page: rec.page, instrument_number: rec.instrument_number, records: rec.records, reference: rec.reference, evidence: text.slice(rec.start, rec.end), start: rec.start, end: rec.end }
        : null,
    },
    extract_land_description: { tracts },
    extract_conveyance: {
      conveys_fee: conv.conveys_fee,
      estate_types_conveyed: conv.estate_types_conveyed,
      reservations: conv.reservation_details.map((r) => ({ text: r.text, estate_type: r.estate_type, fraction: r.fraction, reserved_by: r.reserved_by, start: r.start, end: r.end })),
      interest: conv.interest,
      fraction: conv.fraction,
      evidence: conv.evidence,
    },
  };
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

let last: { text: string; segments: Segment[] | undefined; out: StageOutputs } | null = null;

/** All five stages of the built-in extractor for one text. */
function sameSegments(a: Segment[] | undefined, b: Segment[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((s, i) => s.kind === b[i].kind && s.start === b[i].start && s.end === b[i].end);
}

export function builtinAnalysis(text: string, segments?: Segment[]): StageOutputs {
  // the pipeline asks the stages one after another with the segments read back from storage
  if (last && last.text === text && sameSegments(last.segments, segments)) return last.out;
  const out = analyse(text, segments);
  last = { text, segments, out };
  return out;
}

export function builtinStage(stage: ExtractStage, text: string, segments: Segment[]): unknown {
  return builtinAnalysis(text, segments)[stage];
}
