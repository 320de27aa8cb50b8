// Parties and their roles. Names are read with the name grammar (names.ts) from the places
// instrument language puts them: before a role label ("..., hereinafter called Grantor", "parties of
// the first part", '("Lessor")', ", Lessee,"), after words of grant ("unto", "paid by", "by and
// between"), in form headings ("Grantor: ..."), and for affidavits, probates and patents in their
// own phrases (decedent, heirs, affiant, patentee). Recited instruments ("lease dated ... from A, as
// Lessor, to B, as Lessee") name people who are not parties, except the lessors a release runs to.
import type { DocCategory, Role } from '../types.js';
import { canonicalName, nameAt, nameListEnd, parseNameList, TRIBE, type NameHit } from './names.js';
import { parseNumberToken, STATE_NAME } from './text.js';
import { NON_CONVEYING_TITLE, QUIET_TITLE, type InstrumentKind } from './classify.js';

export interface RawParty {
  name: string;
  role: Role;
  kind: 'person' | 'organization';
  start: number;
  end: number;
  residence?: string;
  trustee?: boolean;
  /**
   * The party's part of the instrument's tracts: the lot (and block) a schedule of lessors sets opposite
   * his name (a community lease), or the passage of the text [from, to) whose tracts are his (his clause
   * of a deed of partition).
   */
  holds?: { lot: string; block: string | null } | { from: number; to: number };
}

type Side = 'first' | 'second' | 'beneficiary' | 'affiant' | 'decedent' | 'heir';

const ROLE_WORD: Record<string, Side> = {
  grantor: 'first', grantors: 'first', lessor: 'first', lessors: 'first', assignor: 'first', assignors: 'first',
  mortgagor: 'first', mortgagors: 'first', trustor: 'first', trustors: 'first', seller: 'first', sellers: 'first',
  vendor: 'first', vendors: 'first', releasor: 'first', borrower: 'first', borrowers: 'first', debtor: 'first',
  grantee: 'second', grantees: 'second', lessee: 'second', lessees: 'second', assignee: 'second', assignees: 'second',
  trustee: 'second', trustees: 'second', mortgagee: 'second', buyer: 'second', buyers: 'second', purchaser: 'second', purchasers: 'second',
  vendee: 'second', vendees: 'second', releasee: 'second',
  // a federal lease form's "Name of offeror:" (the offeror is who takes the lease)
  offeror: 'second',
  beneficiary: 'beneficiary', lender: 'beneficiary', holder: 'beneficiary',
  affiant: 'affiant', decedent: 'decedent',
  // OCR's e/c confusion in the labels themselves
  grantce: 'second', lessce: 'second', assignce: 'second', grantcc: 'second', lcssor: 'first', lcssee: 'second', lcssce: 'second',
};
const ROLE_ALT = Object.keys(ROLE_WORD).sort((a, b) => b.length - a.length).join('|');
/** A form's heading line, "Grantor: Lonnie R. Tubbs and wife, Brenda K. Tubbs": the role word, the names. */
// (with a qualifier in brackets: "Lessee (present owner): Serbin Oil Company")
const headingLines = (text: string) => text.matchAll(new RegExp(`^[ \\t]*(${ROLE_ALT})(?:s|\\(s\\))?(?:[ \\t]*\\([^)\\n]{1,30}\\))?\\s*:[ \\t]*(.+)$`, 'gim'));

const LABELS: Array<{ re: RegExp; side: (m: RegExpExecArray) => Side | null }> = [
  {
    re: new RegExp(`,?\\s*(?:\\(\\s*)?(?:hereinafter|herein|hereafter|hereinbelow)\\s*(?:,\\s*)?(?:collectively\\s+|jointly\\s+)?(?:called|referred\\s+to\\s+as|designated(?:\\s+as)?|styled|termed|known\\s+as)?\\s*,?\\s*(?:the\\s+)?["“'‘]?\\s*(${ROLE_ALT})\\b`, 'gi'),
    side: (m) => ROLE_WORD[m[1].toLowerCase()] ?? null,
  },
  {
    re: new RegExp(`,?\\s*\\(\\s*(?:the\\s+)?["“'‘]\\s*(${ROLE_ALT})\\s*["”'’]?`, 'gi'),
    side: (m) => ROLE_WORD[m[1].toLowerCase()] ?? null,
  },
  {
    // "(Grantors)", "(Grantee)": the label in brackets without quotes
    re: new RegExp(`,?\\s*\\(\\s*(?:the\\s+)?(${ROLE_ALT})\\s*\\)`, 'gi'),
    side: (m) => ROLE_WORD[m[1].toLowerCase()] ?? null,
  },
  {
    // "party of the first part", "parties of the second part", and "..., of the second part" alone
    // (Georgia's forms: "as party or parties of the first part")
    re: /,?\s*(?:as\s+)?(?:the\s+)?(?:part(?:y|ies)\s+(?:or\s+part(?:y|ies)\s+)?)?of\s+the\s+(first|second|third)\s+part/gi,
    side: (m) => (m[1].toLowerCase() === 'first' ? 'first' : m[1].toLowerCase() === 'second' ? 'second' : 'beneficiary'),
  },
  {
    // ", Lessee,", ", as Grantor;", ", Grantor(s), hereby convey(s)", Florida's statutory ", grantor*," and quoted without brackets: ', "Grantor", for ...'
    re: new RegExp(`,\\s*(?:as\\s+)?(?:the\\s+)?["“]?(${ROLE_ALT})["”]?(?:\\(s\\)|\\*)?\\s*(?:\\((?:whether\\s+one\\s+or\\s+more|jointly\\s+and\\s+severally)\\))?\\s*(?=[,.;:]|\\s+(?:and|whose|for|of|WITNESSETH|recorded|filed|dated|to)\\b)`, 'gi'),
    side: (m) => ROLE_WORD[m[1].toLowerCase()] ?? null,
  },
  {
    re: /,?\s*(?:of\s+lawful\s+age|being\s+(?:first\s+)?duly\s+sworn)/gi,
    side: () => 'affiant',
  },
];

// Where a list of names starts, read backwards from a label.
const ANCHOR_BACK = /(?:^[ \t]*|\n[ \t]*|\b(?:the\s+)?grantor(?:s|\(s\))?,?\s+|\bThat\s+(?:we,?\s+|I,?\s+)?|\bTHAT\s+|\b(?:by\s+and\s+)?between\s+(?:the\s+)?|\bunto\s+(?:the\s+said\s+)?|\bpaid\s+by\s+|\bto\s+(?:the\s+order\s+of\s+)?|\band\s+|;\s*|:\s*|\bfrom\s+|\bby\s+(?:the\s+)?|\bof\s+|\bwith\s+|\bwhereby\s+|\bappeared:?\s+|,\s*)$/i;

interface Labelled {
  names: NameHit[];
  side: Side;
  word: string;
  labelStart: number;
  labelEnd: number;
}

/** The words before a spouse named in a party's description: "married to", "married to and living with", "wife of". */
const SPOUSE_RECITED = /\b(?:married\s+(?:but\s+once\s+(?:and\s+then\s+)?|only\s+once\s+(?:and\s+then\s+)?)?to(?:\s+and\s+living\s+with)?|(?:wife|husband|widow|widower)\s+of)\s+(?:the\s+said\s+)?$/i;

/**
 * A party's description between its name and its label, as Louisiana's acts write it: "Jules
 * Bourgeois, of lawful age, a resident of the Parish of Lafourche, State of Louisiana, married to
 * Evelyn Odile Kinder, hereinafter called "Vendor"". Each comma-separated piece is a description
 * (age, residence or domicile, marital status with the spouse's name, a place).
 */
function describesParty(gap: string): boolean {
  const pieces = gap.split(',').map((x) => x.trim()).filter(Boolean);
  if (!pieces.length || pieces.length > 8) return false;
  return pieces.every((x) => DESCRIPTION_PIECE.test(x)) && pieces.some((x) => DESCRIPTION_WORD.test(x));
}
const DESCRIPTION_PIECE = /^(?:of\s+(?:lawful|legal|full)\s+age|(?:as|dealing\s+(?:herein\s+)?with)\s+(?:his|her|their)\s+(?:sole\s+and\s+)?separate\s+(?:estate|property)|(?:a|an)\s+(?:person|resident|citizen|single|married|unmarried|widow|widower|major|divorcee?|feme|spinster|bachelor|man|woman|individual)\b.*|whose\s+(?:post[\s-]+office\s+|mailing\s+)?address\s+is\b.*|(?:domiciled|residing|resident|living)\b.*|who\s+(?:has|have)\s+(?:never\s+)?been\s+married.*|who\s+(?:was|is)\s+(?:(?:not|never)\s+)?(?:married|single|unmarried)\b.*|now\s+deceased|(?:never|once|twice|not)\s+married.*|single\b.*|(?:un)?married\b.*|with\s+whom\b.*|of\s+(?:the\s+)?(?:Town|City|Village|Township|County|Parish|State)\s+of\s+[A-Z].*|of\s+[A-Z][A-Za-z.'’-]*(?:\s+[A-Z][A-Za-z.'’-]*){0,2}|in\s+(?:the\s+)?(?:County|Parish|Town|City|State)\s+of\s+[A-Z].*|(?:husband|wife|widow|widower)\s+of\b.*|(?:State|Parish|County|Town|City)\s+of\s+[A-Z].*|[A-Z][A-Za-z.]*(?:\s+[A-Z][A-Za-z.]*){0,2}(?:\s+(?:Parish|County))?)$/;
/** At least one piece must say something of the person (where he lives counts), not only name a place. */
const DESCRIPTION_WORD = /^(?:of\s+(?:lawful|legal|full)\s+age|of\s+[A-Z][a-z]|in\s+(?:the\s+)?(?:County|Parish|Town|City)\s+of\s|whose\s+|(?:as|dealing\s+(?:herein\s+)?with)\s+(?:his|her|their)\s|(?:a|an)\s|domiciled|residing|resident|who\s|(?:un)?married|never|single|of\s+(?:the\s+)?(?:Town|City|Village)\s|(?:husband|wife|widow|widower)\s)/i;

/** A party's description that runs from its age to its label ("hereinafter called Vendor", ", as Lessor"). */
// (a spouse's initial's period is no sentence's end: "married to OPAL M. GAMBLE, hereinafter called Vendee")
const AGE_THEN_LABEL = new RegExp(`^((?:[^.;]|(?<=\\b[A-Z])\\.){0,400}?)(?:\\bhereinafter\\s+(?:called|referred)|,\\s*as\\s+(?:the\\s+)?(?:${ROLE_ALT})\\b)`, 'i');

/** The names that end right where a label starts. */
function namesBefore(text: string, labelStart: number, floor: number): NameHit[] {
  // parties each described, one after another (strict: every piece a name and its description)
  const listed = describedList(text, labelStart, floor);
  if (listed.length) return listed;
  // try start positions going back from the label; the earliest that parses up to the label wins
  let best: NameHit[] = [];
  const from = Math.max(floor, labelStart - 900); // a lease's lessors may run to a dozen names
  for (let p = labelStart - 1; p >= from; p--) {
    const c = text[p];
    const prev = p > 0 ? text[p - 1] : ' ';
    if (!/[A-Z]/.test(c) || /[A-Za-z'’.-]/.test(prev)) continue;
    const head = text.slice(Math.max(0, p - 60), p);
    if (!ANCHOR_BACK.test(head) && p !== from) continue;
    // a spouse only named in a party's description is not the party ("X, married to Y, hereinafter called Vendor")
    if (SPOUSE_RECITED.test(head)) continue;
    // a place in a venue's heading ("PARISH OF DE SOTO", "County of Allegany") is no name
    if (/\b(?:parish|county|state|commonwealth)\s+of\s+$/i.test(head)) continue;
    const names = parseNameList(text, p, labelStart);
    if (!names.length) continue;
    const end = nameListEnd(text, names, labelStart);
    // a title above the paragraph ("STATUTORY WARRANTY DEED\n\nTHE GRANTOR, A, a feme sole, whose mailing address is ...") is no name of it
    if (/\n[ \t]*\n/.test(text.slice(end, labelStart))) continue;
    const gap = text.slice(end, labelStart);
    // between the names and the label only commas, "(whether one or more)", or an address: "S. H. Kilcrease whose post office address is 1162 Main Street, Pensacola, grantee"
    if (!/^[\s,]*$/.test(gap) && !/^\s*,?\s*\((?:whether|jointly)[^)]*\)\s*,?\s*$/i.test(gap) && !/^\s*,?\s*whose\s+(?:post[\s-]+office\s+|mailing\s+)?address\s+is\s[^;:\n]*$/i.test(gap) && !describesParty(gap)) continue;
    best = names;
  }
  return best;
}

/**
 * Several parties described one after another before one label, each description ended by a
 * semicolon (Louisiana's acts of sale): "that A, a resident of the Parish of X, married to B; C, a
 * major, single; and D, of lawful age, who has never been married, hereinafter called "Vendor"".
 * Each piece names its party first; what follows the name is a description (a spouse recited in
 * it is no party).
 */
function describedList(text: string, labelStart: number, floor: number): NameHit[] {
  const lo = Math.max(floor, labelStart - 1200);
  const head = text.slice(lo, labelStart);
  const anchor = /\b(?:that|appeared:?|between|unto(?:\s+the\s+said)?)\s+(?=[A-Z])/gi;
  let at = -1;
  for (let m; (m = anchor.exec(head)); ) at = m.index + m[0].length;
  if (at < 0) return [];
  const pieces: Array<[number, number]> = [];
  const sep = /;\s*(?:and\s+)?/g;
  let start = lo + at;
  sep.lastIndex = at;
  for (let m; (m = sep.exec(head)); ) {
    pieces.push([start, lo + m.index]);
    start = lo + m.index + m[0].length;
  }
  pieces.push([start, labelStart]);
  if (pieces.length < 2) return [];
  const out: NameHit[] = [];
  for (const [a, b] of pieces) {
    const names = parseNameList(text, a, b);
    if (!names.length || names[0].start !== a) return [];
    const gap = text.slice(nameListEnd(text, names, b), b);
    if (!/^[\s,]*$/.test(gap) && !describesParty(gap.replace(/,\s*$/, ''))) return [];
    out.push(...names);
  }
  return out;
}

function findLabels(text: string, from: number, to: number): Labelled[] {
  const out: Labelled[] = [];
  const region = text.slice(0, to);
  for (const l of LABELS) {
    l.re.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = l.re.exec(region))) {
      const side = l.side(m);
      if (!side) continue;
      const prevWord = region.slice(Math.max(0, m.index - 12), m.index);
      if (/\b(?:said|the|such|to|said\s+)$/i.test(prevWord.trimEnd()) && !/^,/.test(m[0])) continue;
      // "X, Trustee, hereinafter called Grantor": the capacity is a descriptor when a label follows
      if (/^,\s*(?:as\s+)?(?:the\s+)?trustees?\b/i.test(m[0]) && /^\s*,?\s*(?:\(|hereinafter|herein|as\s+(?:grantor|lessor|assignor|mortgagor))/i.test(region.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
      // "X, Trustee of the X Family Trust", "X, as Successor Trustee under ...": a capacity, not the deed of trust's trustee
      if (side === 'second' && /^trustees?$/i.test(m[1] ?? '') && /^\s*(?:of|under|for)\b/i.test(region.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
      // "X, of lawful age, ..., hereinafter called Vendor" or "..., as Lessor": an age in a party's description, not an affiant's oath
      if (side === 'affiant' && /lawful\s+age/i.test(m[0])) {
        const label = AGE_THEN_LABEL.exec(region.slice(m.index, m.index + 420));
        if (label && describesParty(label[1])) continue;
      }
      const names = namesBefore(text, m.index, from);
      if (!names.length) continue;
      out.push({ names, side, word: (m[1] ?? '').toLowerCase(), labelStart: m.index, labelEnd: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.labelStart - b.labelStart);
}

function roleFor(side: Side, cat: DocCategory): Role {
  switch (side) {
    case 'first':
      return cat === 'oil_and_gas_lease' ? 'lessor' : cat === 'assignment_of_lease' ? 'assignor' : cat === 'release_of_lease' ? 'lessee' : 'grantor';
    case 'second':
      return cat === 'oil_and_gas_lease' ? 'lessee' : cat === 'assignment_of_lease' ? 'assignee' : cat === 'release_of_lease' ? 'lessor' : 'grantee';
    case 'decedent':
      return 'decedent';
    case 'heir':
      return 'heir';
    default:
      return 'other';
  }
}

/** Spans of recited instruments whose parties are not this instrument's. */
function recitals(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /\b(?:(?:oil(?:,)?\s+(?:and|&)\s+gas(?:\s+(?:and\s+)?mineral)?\s+)?l ?\w? ?a ?s ?[ec]?s?|deed|mortgage|deed\s+of\s+trust|assignment|instrument|will)\s+(?:dated|of\s+date|of\s+even\s+date(?!\s+herewith)|bearing\s+date|executed\s+(?:on|by))\b|\b(?:oil(?:,)?\s+(?:and|&)\s+gas\s+)?lease\s+from\b/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const rest = text.slice(m.index);
    const stop = rest.search(/\b(?:recorded\s+in|which\s+lease|insofar|and\s+covers|covering\s+the|does\s+hereby|do\s+hereby|hereby|NOW,?\s+THEREFORE)\b|\.\s*\n[ \t]*\n|\n[ \t]*\n[ \t]*(?:NOW|WHEREAS)\b/);
    out.push([m.index, m.index + Math.min(stop < 0 ? rest.length : stop, 600)]);
  }
  return out;
}

function inside(spans: Array<[number, number]>, pos: number): boolean {
  return spans.some(([s, e]) => pos >= s && pos < e);
}

function push(out: RawParty[], n: NameHit, role: Role) {
  const name = canonicalName(n.name, n.kind);
  if (name.split(/\s+/).length < 2 && n.kind === 'person') return;
  if (out.some((p) => p.name.toLowerCase() === name.toLowerCase() && p.role === role)) return;
  out.push({ name, role, kind: n.kind, start: n.start, end: n.end, ...(n.residence ? { residence: n.residence } : {}), ...(n.trustee ? { trustee: true } : {}) });
}

/**
 * Parties of the instrument. `body` is [start, end) of the text before the signatures (caption,
 * granting clause, description, reservations, habendum); names in signatures, acknowledgments and
 * recording stamps (notaries, officers, clerks) are never read. `kind` is the classifier's, for
 * the instruments read their own way.
 */
export function findParties(text: string, body: [number, number], cat: DocCategory, kind?: InstrumentKind): RawParty[] {
  return partition(text, withoutHonorifics(text, partiesByKind(text, body, cat, kind)));
}

/**
 * A deed of partition: each co-owner's clause releases to another the tract set apart to him ("the
 * party of the first part does hereby release and quitclaim unto the said Henry H. Nolting ... the
 * following described tract: TRACT ONE ...; and the party of the second part does hereby release and
 * quitclaim unto the said Samuel E. Nolting ...: TRACT TWO ..."). In each clause the one it names
 * takes, the other co-owners grant, and the tracts are those described before the next clause: each
 * co-owner is a grantor and a grantee, each of his own tracts.
 */
function partition(text: string, out: RawParty[]): RawParty[] {
  if (!/\bpartition\b/i.test(text.slice(0, 4000))) return out;
  const owners = [...new Map(out.filter((p) => p.role === 'grantor' || p.role === 'grantee').map((p) => [p.name.toLowerCase(), p])).values()];
  if (owners.length < 2) return out;
  const clauses: Array<{ at: number; taker: RawParty; hit: NameHit }> = [];
  const re = /\bdo(?:es)?\s+hereby\s+(?:[a-z]+,?\s+){1,8}?(?:unto|to)\s+(?:the\s+said\s+|said\s+)?(?=[A-Z])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const hit = nameAt(text, m.index + m[0].length);
    const taker = hit && owners.find((o) => o.name.toLowerCase() === canonicalName(hit.name, hit.kind).toLowerCase());
    if (hit && taker) clauses.push({ at: m.index, taker, hit });
  }
  if (clauses.length < 2 || new Set(clauses.map((c) => c.taker)).size < 2) return out;
  const parties: RawParty[] = [];
  // (tracts set out under labels of their own, "Tract One: the N/2 of ...", which a clause names: "... unto
  // Linda Faye Pharr all of their right, title and interest in and to Tract One;")
  const labelled = new Map<string, { from: number; to: number }>();
  for (const d of text.matchAll(/(?:^|\n)[ \t]*(?:TRACT|Tract|PARCEL|Parcel)[ \t]+(?:No\.?[ \t]*)?([A-Za-z]+|\d{1,2})[ \t]*[:.-]/g)) {
    const end = text.slice(d.index + 1).search(/\n[ \t]*\n/);
    labelled.set(tractLabel(d[1]), { from: d.index, to: end < 0 ? text.length : d.index + 1 + end });
  }
  clauses.forEach((c, i) => {
    const next = clauses[i + 1]?.at ?? text.length;
    const stop = text.slice(c.hit.end, next).search(/;|\.(?=\s)|\n[ \t]*\n/);
    const sentence = text.slice(c.at, stop < 0 ? next : c.hit.end + stop);
    const named = [...sentence.matchAll(/\b(?:Tract|TRACT|Parcel|PARCEL)\s+(?:No\.?\s*)?([A-Za-z]+|\d{1,2})\b/g)].map((l) => labelled.get(tractLabel(l[1]))).filter((x) => !!x);
    for (const holds of named.length ? named : [{ from: c.at, to: next }]) partitionClause(text, clauses, i, holds, owners, parties);
  });
  return [...parties, ...out.filter((p) => p.role !== 'grantor' && p.role !== 'grantee')];
}

/** A tract's label as one key whichever way it is written: "One", "1", "A". */
const tractLabel = (w: string): string => String(parseNumberToken(w) ?? w.toUpperCase());

/** One clause of a deed of partition: its taker `grantee`, its grantors (named, else the other co-owners) `grantor`, of the tracts in `holds`. */
function partitionClause(text: string, clauses: Array<{ at: number; taker: RawParty; hit: NameHit }>, i: number, holds: { from: number; to: number }, owners: RawParty[], parties: RawParty[]): void {
  const c = clauses[i];
  parties.push({ ...c.taker, role: 'grantee', holds, start: c.hit.start, end: c.hit.end });
  // the clause's own grantors when it names them ("Ruth Cobb and Walter Cobb, husband and wife do hereby
  // remise ... unto Leon Hagan"), else ("First Party does hereby ...") the other co-owners
  const floor = Math.max(clauses[i - 1]?.at ?? 0, text.lastIndexOf(';', c.at), text.lastIndexOf('\n\n', c.at));
  const named = namesBefore(text, c.at, floor);
  if (named.length) for (const n of named) parties.push({ name: canonicalName(n.name, n.kind), role: 'grantor', kind: n.kind, start: n.start, end: n.end, holds });
  else for (const o of owners) if (o !== c.taker) parties.push({ ...o, role: 'grantor', holds });
}

/**
 * "Don" and "Doña" before names are honorifics where the instrument writes them so (a Spanish deed
 * or its translation: "Don J. A. Chapa", "Doña L. G. Kilgore"), not a given name ("Don L. Smith"):
 * dropped when the instrument says it is translated from the Spanish or names both a Don and a Doña.
 */
function withoutHonorifics(text: string, parties: RawParty[]): RawParty[] {
  const honorific = (p: RawParty) => p.kind === 'person' && /^(?:Don|Do[ñn]a)\s+\S+\s+\S/.test(p.name);
  if (!parties.some(honorific)) return parties;
  const spanish = /\bSpanish\s+original\b|\btranslat(?:ion|ed)\s+(?:from|of)\s+(?:the\s+)?Spanish\b|^\s*\[TRANSLATION\]/im.test(text) || (/\bDon\s+[A-Z]/.test(text) && /\bDo[ñn]a\s+[A-Z]/.test(text));
  if (!spanish) return parties;
  return parties.map((p) => (honorific(p) ? { ...p, name: p.name.replace(/^(?:Don|Do[ñn]a)\s+/, '') } : p));
}

function partiesByKind(text: string, body: [number, number], cat: DocCategory, kind?: InstrumentKind): RawParty[] {
  const [from, to] = body;
  // a survivor's affidavit: who died is `decedent`, the survivor who swears `other` (no heirs: the
  // survivor's title came by the deed that made the joint tenancy)
  if (kind === 'survivor_affidavit') return heirship(text, from, to, 'affidavit_of_heirship').filter((p) => p.role !== 'heir');
  // a deed effective at the owner's death: read as a deed ("A and B, as Owner, hereby convey to C, as
  // Grantee Beneficiary"), though it moves nothing yet
  if (kind === 'tod_deed') {
    const found = partiesOf(text, body, 'warranty_deed');
    // its makers named as "Owner": "A and B, husband and wife, as Owner, hereby convey ..."
    const owner = /(?:^|\n)[ \t]*(?=[A-Z][^\n]{0,300}?,\s*(?:as\s+)?(?:the\s+)?Owners?\s*,)/g;
    owner.lastIndex = from;
    const m = found.some((p) => p.role === 'grantor') ? null : owner.exec(text.slice(0, to));
    if (m) for (const n of parseNameList(text, m.index + m[0].length, to)) push(found, n, 'grantor');
    return found;
  }
  // a contract for deed: read as a deed, but its vendors and purchasers only promise
  if (kind === 'contract_for_deed') {
    const out: RawParty[] = [];
    for (const p of partiesOf(text, body, 'warranty_deed')) push(out, { name: p.name, kind: p.kind, start: p.start, end: p.end, ...(p.residence ? { residence: p.residence } : {}) }, 'other');
    return out;
  }
  const found = partiesOf(text, body, cat);
  if (kind === 'lien_release') return lienRelease(text, from, to, found);
  if (kind === 'ratification') return ratification(text, to, found);
  if (kind === 'merger') return merger(text, from, to) ?? found;
  // a small estate's affiant swears as one of its successors: an heir, not a witness
  if (kind === 'small_estate_affidavit') {
    const heirs = new Set(found.filter((p) => p.role === 'heir').map((p) => p.name.toLowerCase()));
    return found.filter((p) => p.role !== 'other' || !heirs.has(p.name.toLowerCase()));
  }
  return found;
}

/**
 * A lien's release (a satisfaction of mortgage, a reconveyance): the holder who releases grants
 * (read as any instrument's first side), the borrowers named in the recited mortgage or deed of
 * trust ("... Mortgage dated April 24, 1936, executed by A and B, his wife, ...") are released.
 */
function lienRelease(text: string, from: number, to: number, found: RawParty[]): RawParty[] {
  const out: RawParty[] = [];
  const by = /\b(?:executed|made|given)\s+by\s+(?:the\s+said\s+)?(?=[A-Z])|\b(?:Mortgagors?|Trustors?|Grantors?)\s*[,:]\s+(?=[A-Z])/g;
  by.lastIndex = from;
  const m = by.exec(text.slice(0, to));
  const borrowers = m ? parseNameList(text, m.index + m[0].length, to) : [];
  const taken = new Set(borrowers.map((n) => canonicalName(n.name, n.kind).toLowerCase()));
  for (const p of found) if (p.role !== 'grantee' && !taken.has(p.name.toLowerCase())) out.push({ ...p, role: 'grantor' });
  // the trustee who reconveys, named first with its office and a long recital before its words ("X, as Trustee
  // under the Trust Indenture dated ..., made by A and B, ..., does hereby RECONVEY ...")
  if (!out.length) {
    // (also "X, as duly appointed Trustee under the Deed of Trust hereinafter described")
    const trustee = /(?:^|\n)[ \t]*(?=[A-Z][^,\n]{2,80},\s+(?:as\s+)?(?:(?:the\s+)?duly\s+(?:appointed|substituted)\s+)?(?:Successor\s+)?Trustee\b)/g;
    trustee.lastIndex = from;
    const t = trustee.exec(text.slice(0, to));
    const n = t ? nameAt(text, t.index + t[0].length) : null;
    if (n) push(out, n, 'grantor');
  }
  // the lender named first, as a paragraph's subject: "Northwest Savings Bank, the mortgagee named in a certain
  // mortgage given by A and B, ... hereby certifies that the debt ... has been fully paid"
  if (!out.length) {
    const holder = /(?:^|\n)[ \t]*(?=[A-Z][^,\n]{2,80},\s+(?:the\s+)?(?:mortgagee|holder|legal\s+owner|owner\s+and\s+holder)\b)/g;
    holder.lastIndex = from;
    const h = holder.exec(text.slice(0, to));
    const n = h ? nameAt(text, h.index + h[0].length) : null;
    if (n) push(out, n, 'grantor');
  }
  for (const n of borrowers) push(out, n, 'grantee');
  if (!borrowers.length) for (const p of found) if (p.role === 'grantee') out.push(p);
  return out;
}

/**
 * A merger: the company "merged (with and) into" the survivor grants, the survivor takes ("whereby
 * Alamitos Heights Oil Company was merged into Cherry Avenue Resources, Inc., the surviving
 * corporation"); the officer who certifies it is no party. Null when the words are not found.
 */
function merger(text: string, from: number, to: number): RawParty[] | null {
  const re = /\s+(?:has\s+(?:this\s+day\s+)?been|have\s+(?:this\s+day\s+)?been|was|were|is|are)\s+(?:hereby\s+)?merged\s+(?:with\s+and\s+)?into\s+(?:the\s+said\s+)?(?=[A-Z])/g;
  re.lastIndex = from;
  const m = re.exec(text.slice(0, to));
  if (!m) return null;
  const merged = namesBefore(text, m.index, from).filter((n) => n.kind === 'organization');
  const survivor = nameAt(text, m.index + m[0].length);
  if (!merged.length || !survivor) return null;
  const out: RawParty[] = [];
  for (const n of merged) push(out, n, 'grantor');
  push(out, survivor, 'grantee');
  return out;
}

/**
 * A ratification of a lease: the owners who ratify it (read as any instrument's first side) are its
 * lessors, the holders it names ("said lease is now owned and held by X") its lessees; the parties
 * of the lease it recites are not its own.
 */
function ratification(text: string, to: number, found: RawParty[]): RawParty[] {
  const out: RawParty[] = [];
  for (const p of found) if (p.role !== 'grantee' && p.role !== 'lessee') out.push({ ...p, role: 'lessor' });
  const m = /\b(?:is\s+)?now\s+(?:owned\s+(?:and|or)\s+held|owned|held)\s+by\s+(?:the\s+said\s+)?(?=[A-Z])/.exec(text.slice(0, to));
  for (const n of m ? parseNameList(text, m.index + m[0].length, to) : []) push(out, n, 'lessee');
  return out;
}

function partiesOf(text: string, body: [number, number], cat: DocCategory): RawParty[] {
  const [from, to] = body;
  const out: RawParty[] = [];
  const rec = recitals(text.slice(0, to));

  if (cat === 'affidavit_of_heirship' || cat === 'probate') return heirship(text, from, to, cat);

  // A judgment quieting title: the caption's plaintiffs take what its defendants are barred from.
  if (QUIET_TITLE.test(text)) {
    const caption = /(?:^|\n)[ \t]*([^\n]+?)[ \t]*,?[ \t]*\n[ \t]*Plaintiffs?\s*,?\s*\n[ \t]*(?:v\.|vs\.?|versus)\s*\n([\s\S]{0,600}?)\s*,?\s*\n[ \t]*Defendants?\b/i.exec(text.slice(0, to));
    if (caption) {
      const sides: Array<[number, string, Role]> = [
        [caption.index + caption[0].indexOf(caption[1]), caption[1], 'grantee'],
        [caption.index + caption[0].lastIndexOf(caption[2]), caption[2].replace(/,?\s*(?:and\s+)?(?:(?:their|his|her)\s+unknown\s+heirs|all\s+(?:other\s+)?persons\s+(?:unknown\s+)?claiming|the\s+unknown\s+heirs)[\s\S]*$/i, ''), 'grantor'],
      ];
      for (const [at, part, role] of sides) for (const n of parseNameList(text, at, at + part.length)) push(out, n, role);
      if (out.length) return out;
    }
  }

  if (cat === 'patent') {
    // a state's patent of school land: "NOW, THEREFORE, the STATE OF KANSAS, in consideration of the premises ... does hereby grant"
    const stateGrant = /\b(?:the\s+)?STATE\s+OF\s+([A-Z][A-Za-z]+(?:\s+MEXICO|\s+Mexico)?)\s*,?\s+(?:(?:in\s+consideration|by\s+virtue)[^.]{0,200}?)?(?:does|do)\s+(?:hereby\s+)?grant/i.exec(text.slice(from, to));
    // a land office's grant: "there is granted by the said Commonwealth of Kentucky unto X" (", unto X")
    const grantedBy = /\bgranted\s+by\s+the\s+(?:said\s+)?(State|Commonwealth)\s+of\s+((?:[A-Z][A-Za-z]+)(?:\s+[A-Z][A-Za-z]+)?)\s*,?\s+unto\b/i.exec(text.slice(from, to));
    // "there is granted by the said State unto X", the state named in the grant's heading ("THE STATE OF TENNESSEE,")
    const headed = /\bgranted\s+by\s+the\s+said\s+(?:State|Commonwealth)\s+unto\b/i.test(text.slice(from, to)) ? /^[ \t]*(?:THE\s+)?(STATE|COMMONWEALTH)\s+OF\s+([A-Z][A-Za-z]+(?:[ \t]+[A-Z][A-Za-z]+)?)/im.exec(text.slice(0, 400)) : null;
    const titled = (w: string) => w.split(/\s+/).map((x) => x[0].toUpperCase() + x.slice(1).toLowerCase()).join(' ');
    // a tribe's allotment deed: the nation or tribe named last before its words of grant ("I, the Principal Chief of the
    // Muskogee Nation, ... do grant and convey unto", "That the Osage Tribe of Indians, acting by and through its Principal Chief, ... does hereby grant")
    const grantWords = /\b(?:(?:does|do)\s+(?:hereby\s+)?grant|(?:has|have)\s+granted)\b/.exec(text.slice(from, to));
    const tribes = grantWords && /\ballot(?:ment|ted|tee)\b/i.test(text.slice(0, to)) ? [...text.slice(Math.max(from, from + grantWords.index - 500), from + grantWords.index).matchAll(new RegExp(`\\b(${TRIBE.source})\\b`, 'g'))] : [];
    // (two nations that allot jointly grant as one: "THE CHOCTAW AND CHICKASAW NATIONS", "the Principal Chief of the Choctaw
    // Nation and the Governor of the Chickasaw Nation ... have granted")
    const joint = tribes.length > 1 ? /\b([A-Z][A-Za-z]+\s+and\s+[A-Z][A-Za-z]+\s+Nations)\b/i.exec(text.slice(0, to)) : null;
    const tribe = joint ? titled(joint[1]).replace(/ And /, ' and ') : tribes.length ? tribes[tribes.length - 1][1] : null;
    // (not the year of "the Independence of the United States" a governor's grant is dated in)
    // (a state that grants in its own words, though its patent cites the United States': "the State of Wyoming, by
    // virtue of the premises and of the patent of the United States therefor, does hereby grant")
    const sov = tribe ?? (stateGrant && !/\bUNITED\s+STATES\s+OF\s+AMERICA\b/.test(text.slice(0, 300)) ? `State of ${titled(stateGrant[1])}` : null) ?? (/\bUNITED\s+STATES\b/i.test(text.slice(from, to).replace(/Independence\s+of\s+the\s+United\s+States/gi, '')) || /UNITED\s+STATES\s+OF\s+AMERICA/i.test(text.slice(0, 300))
      ? 'United States of America'
      : stateGrant
        ? `State of ${titled(stateGrant[1])}`
        : grantedBy
          ? `${titled(grantedBy[1])} of ${titled(grantedBy[2])}`
          : headed
            ? `${titled(headed[1])} of ${titled(headed[2])}`
            : /STATE\s+OF\s+TEXAS/i.test(text) ? 'State of Texas' : null);
    if (sov) out.push({ name: sov, role: 'grantor', kind: 'organization', start: from, end: from });
    // the patentee: "unto X", "the claim of X", and the entry it rests on, "full payment has been made by X"
    const re = /\b(?:claim\s+of|(?:full\s+)?payment\s+(?:has\s+been\s+|was\s+)?made\s+by|granted\s+(?:by\s+the\s+(?:said\s+)?[A-Za-z ]+?,?\s+)?unto|grant(?:\s+and\s+convey)?,?\s+unto|(?:do|does)\s+hereby\s+grant\s+to|unto\s+the\s+said|patent(?:ed)?\s+(?:un)?to)\s+(?:the\s+said\s+)?/gi;
    let m: RegExpExecArray | null;
    const region = text.slice(0, to);
    re.lastIndex = from;
    while ((m = re.exec(region))) {
      for (const n of parseNameList(text, m.index + m[0].length, to)) {
        if (/^(?:United States|State of)/i.test(n.name)) continue;
        push(out, n, 'grantee');
      }
      if (out.some((p) => p.role === 'grantee')) break;
    }
    return out;
  }

  // 0. An abstract's caption: the grantors, a line "TO" alone, the grantees ("L. E. Gaskill, a widow; ...\n     TO\nL. D. Schroeder, an unmarried man").
  caption(text, from, to, cat, out);
  // 0b. A community lease's schedule of its lessors, a name in the first column of each row.
  schedule(text, to, cat, out);

  // 1. Names before role labels.
  const labelled = findLabels(text, from, to);
  for (const l of labelled) {
    const recited = l.names.every((n) => inside(rec, n.start));
    const leaseWord = /^lessors?$/.test(l.word) ? 'lessor' : /^lessees?$/.test(l.word) ? 'lessee' : null;
    if (recited) {
      // a release runs back to the lessors of the lease it recites
      if (cat === 'release_of_lease' && leaseWord === 'lessor') for (const n of l.names) push(out, n, 'lessor');
      continue;
    }
    const role = cat === 'release_of_lease' && leaseWord ? leaseWord : roleFor(l.side, cat);
    for (const n of l.names) push(out, n, role);
  }

  const hasSide = (role: Role) => out.some((p) => p.role === role);

  // 2. Names after words of grant, when no label gave that side.
  const firstRole = roleFor('first', cat);
  const secondRole = roleFor('second', cat);
  const region = text.slice(0, to);
  // a county that sells its school land, a body politic acting by its judge: "That Navarro County, Texas, a body
  // politic, acting herein by and through Opal Hinchcliffe, its County Judge, ... does grant ... unto"
  const county = hasSide(firstRole) ? null : /\b(?:That\s+|THAT\s+)?((?!That\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+County)(?:\s*,\s*(?:Texas|State\s+of\s+Texas))?\s*,\s*(?:a\s+(?:body\s+politic|political\s+subdivision)\b|acting\s+(?:herein\s+)?(?:by\s+and\s+)?through\s+[^,;]{2,60},\s*its\s+County\s+Judge\b)/.exec(region.slice(from));
  if (county) out.push({ name: county[1], role: firstRole, kind: 'organization', start: from + county.index, end: from + county.index + county[1].length });
  if (!hasSide(firstRole)) {
    // "That we, ...", "by and between ...", or a grantor speaking in the first person: "I, Lela Nutt, a widow, ..."
    // "For value received, the undersigned C. D. Zimmerman and Goldie Zimmerman, his wife hereby sell ..."
    // (a Louisiana act: "before me, Notary, ... personally came and appeared:\n\nA and husband, B\n\nwho declared that ...")
    // (a Spanish deed of sale passed before a judge, in translation: "personally appeared Don J. A. Chapa, of age, ...
    // and said: That he sells really and effectively ... to ...")
    // (not a description's "ALL THAT TRACT OR PARCEL OF LAND")
    const m = /(?<!\b(?:ALL|All|all)\s+)\b(?:That|THAT|that)\s+(?:we,?\s+|I,?\s+)?(?:the\s+undersigned,?\s+)?(?=[A-Z])|\b(?:by\s+and\s+)?between\s+|(?:^|\n)[ \t]*(?:I|We|WE),\s+(?=[A-Z])|\b[Tt]he\s+undersigned,?\s+(?=[A-Z])|\bpersonally\s+came\s+and\s+appeared\s*:\s*(?=[A-Z])|\bpersonally\s+(?:came\s+and\s+)?appeared\s+(?=[A-Z][^\n]{0,400}?\b[Tt]hat\s+(?:he|she|they|we|I)\s+(?:do(?:es)?\s+)?(?:hereby\s+)?(?:sells?|grants?|conveys?|transfers?)\b)/g;
    m.lastIndex = from;
    // the first of these words that names someone ("before me, the undersigned Notary Public, ... personally came and appeared: A")
    let hit: RegExpExecArray | null;
    while ((hit = m.exec(region))) {
      // (not the notary of a certificate: "I, A. L. Fetty, a Notary Public in and for ...")
      const names = parseNameList(text, hit.index + hit[0].length, to).filter((n) => !inside(rec, n.start) && !/^\s*,?\s*(?:a\s+|the\s+)?Notary\b/i.test(text.slice(n.end, n.end + 30)));
      for (const n of names) push(out, n, firstRole);
      // (his wife, who appears with him to consent to the sale: "..., with his wife Doña R. Z. de Trevino, who gives her consent")
      if (names.length && /appeared\s+$/.test(hit[0])) {
        const sells = /\b[Tt]hat\s+(?:he|she|they|we|I)\s/.exec(region.slice(hit.index, hit.index + 600));
        const wife = /\bwith\s+his\s+wife,?\s+(?:Do[ñn]a\s+)?(?=[A-Z])/.exec(region.slice(hit.index, sells ? hit.index + sells.index : hit.index));
        if (wife) for (const n of parseNameList(text, hit.index + wife.index + wife[0].length, to).slice(0, 1)) push(out, n, firstRole);
      }
      if (names.length) break;
    }
  }
  if (!hasSide(firstRole)) {
    // the words of grant in the passive, the grantors after them: "is hereby leased and let by A and B, unto C",
    // "granted, bargained and sold by A unto B", "assigned and transferred by A to B"
    const passive = /\b(?:leased|let|demised|granted|bargained|sold|conveyed|assigned|transferred|quitclaimed|released|remised)(?:\s*,?\s*(?:and\s+)?(?:leased|let|demised|granted|bargained|sold|conveyed|assigned|transferred|quitclaimed|released|remised))*\s+by\s+(?:the\s+said\s+)?(?=[A-Z])/g;
    passive.lastIndex = from;
    let pm: RegExpExecArray | null;
    while ((pm = passive.exec(region)) && !hasSide(firstRole)) {
      if (inside(rec, pm.index)) continue;
      for (const n of parseNameList(text, pm.index + pm[0].length, to)) push(out, n, firstRole);
    }
  }
  // A fiduciary's deed: whose title passes grants (the decedent, the ward, the debtor), not the fiduciary who signs for them.
  if (firstRole === 'grantor') fiduciaryGrantors(text, from, to, rec, out);
  // A trustee's deed after a deed of trust's foreclosure: the borrowers whose title is sold grant, the buyer takes.
  const sale = firstRole === 'grantor' && /\bTRUSTEE['’]?S\s+DEED\b/i.test(text.slice(0, Math.min(to, 300))) ? trusteeSale(text, from, to) : null;
  if (sale) return sale;
  if (!hasSide(firstRole)) {
    // the party who acts, named before the words of grant: "NOW, THEREFORE, Delaware Basin Exploration Co.
    // does hereby release ...", "X, as owner of the leases, hereby designates ...", a California grant
    // deed's "A, a single man\nhereby GRANT(S) to B", a statutory form's "A and wife, B, for ... CONVEY AND WARRANT to C" (Wyoming's, Utah's)
    const acts = /,?\s+(?:(?:does|do|doth)\s+)?hereby\s+(?:grants?|sells?|conveys?|reconveys?|releases?|relinquish(?:es)?|assigns?|transfers?|quitclaims?|remises?|bargains?|leases?|surrenders?|designates?|declares?|ratifies?)\b|\s+hereby\s+(?:GRANT|CONVEY|QUITCLAIM)\(S\)\s+to\b|,?\s+(?:conveys?\s+and\s+(?:specially\s+)?warrants?|conveys?\s+and\s+quit-?\s?claims?)\s+to\b/gi;
    acts.lastIndex = from;
    let am: RegExpExecArray | null;
    while ((am = acts.exec(region)) && !hasSide(firstRole) && !(cat === 'other' && out.length)) {
      // (the words themselves, not the comma before them that a recital runs up to: "... lease dated Feb. 15, 1922, does hereby")
      if (inside(rec, am.index + am[0].length - 1)) continue;
      // a capacity clause between the name and the verb: ", as owner of the oil and gas leases ..., acting under ...,"
      const before = region.slice(Math.max(from, am.index - 300), am.index);
      const clause = /,\s*(?:as\s+(?:the\s+)?(?:owner|operator|holder|lessee|successor)\b|the\s+(?:present\s+|current\s+|sole\s+|record\s+)?(?:owner|holder|operator)s?\b|acting\s+(?:under|by|through)\b)(?:[^.;]|\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.)*$/.exec(before);
      // or the consideration: "Ruth A. Cobb, a widow, for and in consideration of Ten Dollars ($10.00), does hereby
      // grant and convey unto B" (not the sentence's opening: "NOW, THEREFORE, in consideration of the premises, A and B do hereby ...")
      const paid = clause ? null : /,\s*(?:(?:for\s+(?:and\s+in\s+)?|in\s+)(?:the\s+)?(?:a\s+)?(?:good\s+and\s+)?(?:valuable\s+)?consideration|for\s+(?:the\s+sum\s+of|value\s+received))\b(?:[^.;]|\.\d)*$/.exec(before);
      const named = paid ? namesBefore(text, Math.max(from, am.index - 300) + paid.index, from) : [];
      const at = clause ? Math.max(from, am.index - 300) + clause.index : am.index;
      // an instrument of no conveying kind (a unit designation, a declaration): who makes it is `other`
      for (const n of named.length ? named : namesBefore(text, at, from)) if (!inside(rec, n.start)) push(out, n, cat === 'other' ? 'other' : firstRole);
    }
  }
  if (!hasSide(firstRole)) {
    // a statutory short form, the grantors first: "A and B, husband and wife, for consideration paid, grant to C"
    // (New Mexico), "A, a single man, conveys and warrants to B" (Kansas, Oklahoma), "A quitclaims to B"
    // (Ohio: "A, a married man, of Harrison County, Ohio, for valuable consideration paid, grant(s), with
    // general warranty covenants, to B", "... quit-claim to B", "... release(s) to B"; Tennessee, after the consideration: "For
    // and in consideration of $500, A and B, husband and wife, of the County of Overton and State of
    // Tennessee, have this day bargained and sold (remised, released and quitclaimed), and ... unto C")
    const short = /,?\s+(?:(?:for\s+(?:and\s+in\s+)?(?:a\s+)?(?:good\s+and\s+)?(?:valuable\s+)?consideration(?:\s+paid)?(?:\s+of\s+[^,;]{1,80})?\s*,?\s+)?(?:grant|releases?|conveys?\s+and\s+warrants?|conveys?\s+and\s+quitclaims?|quit-?claim)(?:s|\(s\))?(?:\s*,\s*with\s+(?:general|limited)\s+warranty\s+covenants\s*,)?\s+(?:to|unto)\s+(?=[A-Z])|(?:has|have)\s+(?:this\s+day\s+)?(?:bargained\s+and\s+sold|remised,?\s+released,?\s+and\s+quit-?\s?claimed)\b)/g;
    short.lastIndex = from;
    let sm: RegExpExecArray | null;
    while ((sm = short.exec(region)) && !hasSide(firstRole)) {
      if (inside(rec, sm.index)) continue;
      for (const n of namesBefore(text, sm.index, from)) if (!inside(rec, n.start)) push(out, n, firstRole);
    }
  }
  const beforeDower = new Set(out);
  // a spouse who releases dower (Ohio's short forms): "Sarah Kimble, wife of H. A. Kimble, releases all
  // rights of dower therein" joins the grantors
  if (firstRole === 'grantor') {
    const dower = /(?:^|\n|[.;]\s+)[ \t]*(?=[A-Z][^\n,]{2,60},\s+(?:the\s+)?(?:wife|husband|spouse)\s+of\s+[^,\n]{2,60},\s+(?:hereby\s+)?releases?\s+all\s+(?:rights?\s+(?:of|to)\s+)?dower)/g;
    dower.lastIndex = from;
    let dm: RegExpExecArray | null;
    while ((dm = dower.exec(region))) {
      const n = parseNameList(text, dm.index + dm[0].length, to)[0];
      if (n && !inside(rec, n.start)) push(out, n, 'grantor');
    }
    // and in the first person: "And for valuable consideration I, NANCY BELLE MAST, wife of the said John O. Mast, do
    // hereby remise, release and forever quit-claim unto the said Grantee ... all my right and expectancy of Dower"
    // (Maine's: "And I, Irene Cyr, wife of the said grantor, in consideration aforesaid, do hereby release unto the said
    // grantee ... all my right by descent")
    const ownDower = /\bI,\s+(?=[A-Z][^\n,]{2,60},\s+(?:the\s+)?(?:wife|husband|spouse)\s+of\s+(?:the\s+said\s+)?[^,\n]{2,60},\s+(?:in\s+consideration\s+aforesaid,\s+)?(?:do\s+)?(?:hereby\s+)?(?:remise,?\s+)?releases?\b[^.]{0,200}?\b(?:dower|right\s+by\s+descent))/gi;
    ownDower.lastIndex = from;
    while ((dm = ownDower.exec(region))) {
      const n = parseNameList(text, dm.index + dm[0].length, to)[0];
      if (n && !inside(rec, n.start)) push(out, n, 'grantor');
    }
    // and South Carolina's renunciation of dower, a certificate of its own after the deed: "... that Mrs. Dorothy
    // Boatwright, the wife of the within named F. R. Boatwright, did this day appear before me, and ... renounce, release"
    const renounced = /\bthat\s+(?:Mrs\.\s+)?(?=[A-Z][^\n,]{2,60},\s+(?:the\s+)?wife\s+of\s+the\s+within[\s-]+named\s+[^,\n]{2,60},\s+did\s+this\s+day\s+appear\b[^]{0,400}?\brenounce)/g;
    while ((dm = renounced.exec(text))) {
      const n = parseNameList(text, dm.index + dm[0].length)[0];
      if (n) push(out, n, 'grantor');
    }
  }
  // a spouse who intervenes in a Louisiana act to join in it ("AND NOW INTO THESE PRESENTS comes and
  // intervenes Evelyn Kinder, wife of the said Jules Bourgeois, who declares that she joins in this sale",
  // "Herein personally appears Evelyn Kinder, the wife of Jules Bourgeois, who joins in and consents to this sale")
  // is on the side of the party whose spouse she is
  const intervenes = /\b(?:comes?|came|appears?|appeared)\s+(?:and|to)\s+intervenes?\s+(?:herein\s+)?(?:the\s+said\s+)?(?=[A-Z])|\bintervenes?\s+herein\s+(?=[A-Z])|\b(?:herein\s+)?personally\s+(?:comes?|appears?)\s+(?:herein\s+)?(?=[A-Z][^,\n]{2,60},\s+(?:the\s+)?(?:wife|husband|spouse)\s+of\b[^;\n]{0,80}?\b(?:joins?|consents?|concurs?)\b)/g;
  intervenes.lastIndex = from;
  let im: RegExpExecArray | null;
  while ((im = intervenes.exec(region))) {
    const n = parseNameList(text, im.index + im[0].length, to)[0];
    if (n && !inside(rec, n.start)) push(out, n, firstRole);
  }
  // (a wife who joins only by her release of dower is not the side: the grantor who signs is still to be read)
  const dowerJoined = new Set(out.filter((p) => !beforeDower.has(p)));
  const ownSide = () => out.some((p) => p.role === firstRole && !dowerJoined.has(p));
  // an officer who sells under the law ("I, X, Sheriff and Ex-Officio Tax Collector", "X, County
  // Treasurer", "X, Master Commissioner of the Magoffin Circuit Court", "X, Special Commissioner")
  // is no party: the owner whose title is sold is (below)
  for (let i = out.length - 1; i >= 0; i--) if (out[i].role === firstRole && OFFICER_AFTER.test(text.slice(out[i].end, out[i].end + 60))) out.splice(i, 1);
  const head = text.slice(0, Math.min(to, 300));
  // (and land forfeited to the State for its taxes, sold by the Commissioner of State Lands: "COMMISSIONER'S DEED (Tax-Forfeited Land)")
  if (!ownSide() && /SHERIFF|TAX[-\s]+(?:SALE|DEED|FORFEIT)|TREASURER|(?:MASTER|SPECIAL)\s+COMMISSIONER|COMMISSIONER\s+OF\s+STATE\s+LANDS/i.test(head)) {
    // a tax sale or deed: the owner whose title is sold ("all the right, title and interest of the said
    // X in and to", "assessed to X and Y", "was assessed for taxation for the year 1915 in the name of X and Y")
    const owner = /\b(?:right,\s+title\s+and\s+interest\s+of|assessed\s+to|assessed\b[^.;]{0,60}?\bin\s+the\s+names?\s+of)\s+(?:the\s+said\s+)?(?=[A-Z])/.exec(region.slice(from));
    if (owner) for (const n of parseNameList(text, from + owner.index + owner[0].length, to)) push(out, n, firstRole);
  }
  if (!ownSide() && /COMMISSIONER|PARTITION/i.test(head)) {
    // a commissioner's deed in a partition sale: the tenants in common whose land was sold grant
    // ("... for partition among the tenants in common thereof, namely A, B and C"), not the commissioner
    const owners = /\btenants\s+in\s+common(?:\s+thereof)?\s*,?\s*(?:namely|to\s+wit|viz\.?)\s*:?\s*(?=[A-Z])/i.exec(region.slice(from));
    if (owners) for (const n of parseNameList(text, from + owners.index + owners[0].length, to)) push(out, n, firstRole);
  }
  if (!ownSide() && /SHERIFF/i.test(head)) {
    // a sheriff's deed: the judgment debtors whose title is sold grant ("wherein X was plaintiff and A
    // and B were defendants", "against A and B, defendants"), not the sheriff
    // (or the suit's title: "in the suit entitled "Bank of Mansfield versus A, B and C," No. 85,345")
    const d = /\b(?:plaintiffs?,?\s+and|against|versus|vs\.)\s+(?=[A-Z])/i.exec(region.slice(from));
    const end = d ? (/^(?:versus|vs)/i.test(d[0]) ? /,?\s*["”]|,\s+No\.|\n/ : /,?\s+(?:(?:was|were)\s+(?:the\s+)?)?defendants?\b/i).exec(region.slice(from + d.index)) : null;
    if (d && end) for (const n of parseNameList(text, from + d.index + d[0].length, from + d.index + end.index)) push(out, n, firstRole);
  }
  if (!ownSide() && /\b(?:That\s+(?:we,?\s+|I,?\s+)?)?the\s+undersigned\b(?!,?\s+(?:authority|notary|officer|a\s+notary|clerk))/i.test(region.slice(from))) {
    // "That the undersigned, for and in consideration ...", "..., the undersigned, hereinafter called
    // Grantor, does hereby grant ...": the grantors are who signed
    for (const n of signers(text, to)) push(out, n, firstRole);
  }
  // a form that heads its grantee ("Grantee: A") names him there (read below), not in a "to X" of its
  // consideration clause ("a note ... payable to the order of First National Bank", "a deed of trust of
  // even date from Grantee to J. W. Hale, trustee")
  // (a body heading, not a clerk's index line in capitals: "GRANTEE: ROUNTREE FARMS, INC.")
  const headed = [...headingLines(region.slice(from))].some((h) => ROLE_WORD[h[1].toLowerCase()] === 'second' && h[2] !== h[2].toUpperCase());
  if (!hasSide(secondRole) && !headed) {
    // (not a tax roll's "assessed to X": the owner whose title is sold; nor a recording office's
    // "When recorded return to:", "Mail tax statements to:", "Return to: X Abstract Corporation")
    // (nor a company's "successor by merger to X": the company it succeeded; nor a Louisiana vendor's husband,
    // "married but once and then to Onezime D. Breaux")
    // (a form in capitals too, after its words of grant: "THE UNDERSIGNED HEREBY CONVEYS TO HOWARD C. FJELD"; not a
    // title's "OFFER TO LEASE")
    const re = /\b(?:unto|UNTO|paid\s+by|PAID\s+BY|(?<!\b(?:assessed|[Rr]eturn|RETURN|[Mm]ail|MAIL|[Ss]end|SEND|statements|STATEMENTS|successor|[Mm]erger|MERGER|[Cc]onsolidation|married|then)\s)to|(?<=\b(?:CONVEYS?|GRANTS?|SELLS?|QUITCLAIMS?|TRANSFERS?|ASSIGNS?|WARRANTS?)\s+)TO)(?:\s+|\s*:\s*)(?:the\s+said\s+|said\s+|THE\s+SAID\s+)?(?=[A-Z])/g;
    re.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = re.exec(region))) {
      if (inside(rec, m.index)) continue;
      const names = parseNameList(text, m.index + m[0].length, to);
      if (!names.length) continue;
      for (const n of names) push(out, n, secondRole);
      break;
    }
    // an officer's deed "unto the said purchaser": the one who "became the purchaser" at the sale
    if (!hasSide(secondRole) && /\b(?:un)?to\s+the\s+said\s+purchasers?\b/i.test(region.slice(from))) {
      const bought = /\b(?:where|whereupon|and)\s+((?:[A-Z][\w.'’-]*,?\s+){1,5})became\s+the\s+purchasers?\b/.exec(region.slice(from));
      const n = bought ? nameAt(text, from + bought.index + bought[0].indexOf(bought[1])) : null;
      if (n) push(out, n, secondRole);
    }
  }

  // 1b. Role words before the names: "the undersigned Grantors, Leroy Ames, a single man; ...", "THE
  // GRANTOR(S) Dale Ulrich, of Adams County, ... conveys and warrants to ..." (Washington's forms)
  const before = new RegExp(`\\b(?:the\\s+)?(?:undersigned\\s+)?(${ROLE_ALT})(?:\\s*[,:]|\\((?:S|s)\\)[,:]?)\\s+(?:(?:the\\s+said|said)\\s+)?(?=[A-Z][a-z]|[A-Z]\\.|[A-Z]{2,}\\s)`, 'gi');
  before.lastIndex = from;
  let bm: RegExpExecArray | null;
  const regionTo = text.slice(0, to);
  while ((bm = before.exec(regionTo))) {
    const side = ROLE_WORD[bm[1].toLowerCase()];
    if (!side || side === 'affiant' || side === 'decedent') continue;
    const role = roleFor(side, cat);
    if (hasSide(role) || inside(rec, bm.index)) continue;
    if (/^\s*(?:\(|hereinafter)/i.test(text.slice(bm.index + bm[0].length, bm.index + bm[0].length + 20))) continue;
    const lineStart = text.lastIndexOf('\n', bm.index) + 1;
    if (/^[ \t]*$/.test(text.slice(lineStart, bm.index)) && /:/.test(bm[0])) continue; // headings are read below
    const names = parseNameList(text, bm.index + bm[0].length, to);
    for (const n of names) push(out, n, role);
  }

  // 3. Form headings: "Grantor: Lonnie R. Tubbs and wife, Brenda K. Tubbs" (also index lines "Grantor: SMITH, JOHN A. ET UX").
  // (and below the body, a side not named in it: a federal form's "Assignor: X" over its signature)
  const headings = [...headingLines(region), ...[...headingLines(text.slice(to))].filter((h) => !hasSide(roleFor(ROLE_WORD[h[1].toLowerCase()] ?? 'first', cat))).map((h) => Object.assign(h, { index: h.index + to }))];
  // body headings ("Grantor: Lonnie R. Tubbs and wife, ...") before index lines in capitals ("Grantor: TUBBS, LONNIE R. ET UX")
  headings.sort((a, b) => Number(a[2] === a[2].toUpperCase()) - Number(b[2] === b[2].toUpperCase()) || a.index - b.index);
  const filled = new Set<Role>();
  for (const h of headings) {
    const side = ROLE_WORD[h[1].toLowerCase()];
    if (!side) continue;
    // a release's heading "Lessor: A, B and C" names the lessors it runs back to
    const leaseWord = /^lessors?$/i.test(h[1]) ? 'lessor' : /^lessees?$/i.test(h[1]) ? 'lessee' : null;
    const role = cat === 'release_of_lease' && leaseWord ? leaseWord : roleFor(side, cat);
    if (hasSide(role) && !filled.has(role) && !(cat === 'release_of_lease' && role === 'lessor')) continue;
    if (filled.has(role) && h[2] === h[2].toUpperCase()) continue;
    filled.add(role);
    const lineStart = h.index + h[0].indexOf(h[2]);
    const line = h[2].trim();
    const index = /^([A-Z'’-]+(?:\s+[A-Z'’-]+)?),\s*([A-Z][A-Z.\s]*?)(?:\s+ET\s+(?:UX|VIR|AL))?\s*$/.exec(line);
    if (index) {
      out.push({ name: canonicalName(`${index[1]}, ${index[2]}`, 'person'), role, kind: 'person', start: lineStart, end: lineStart + line.length });
      continue;
    }
    // (the line alone: a name does not run on into the next heading, "Lucille Guidry\nOriginal Lessee:")
    for (const n of parseNameList(text.slice(0, lineStart + h[2].length + 1), lineStart, lineStart + h[2].length)) push(out, n, role);
  }

  // Deeds of trust: the lender named as beneficiary or payee is `other`.
  if (cat === 'deed_of_trust' && !out.some((p) => p.role === 'other')) {
    const m = /payable\s+to\s+(?:the\s+order\s+of\s+)?/gi.exec(region);
    if (m) for (const n of parseNameList(text, m.index + m[0].length, to)) push(out, n, 'other');
  }
  // An affidavit of another kind (identity, possession) whose venue line "STATE OF KANSAS, COUNTY OF ELLIS, ss." reads as a jurat: the affiant
  if (!out.length && /\bAFFIDAVIT\b/i.test(text.slice(0, 400))) {
    for (const l of findLabels(text, from, text.length).filter((x) => x.side === 'affiant').slice(0, 1)) for (const n of l.names) push(out, n, 'other');
  }
  if (cat === 'other' && NON_CONVEYING_TITLE.test(text.slice(0, Math.min(to, 300)))) return nonConveying(text, from, to, rec, out);
  return dropRecitedRoles(out, text, rec, cat);
}

/**
 * An instrument that conveys nothing (a stipulation of interest, a unit designation, an affidavit of
 * non-production, a farmout's memorandum, a change of a corporation's name): everyone it names as
 * owner, operator, affiant or company is `other`; the officer who certifies is no party. Owners
 * listed a line each ("Effie Ross — 1/2 mineral interest"), the one who swears ("personally
 * appeared X"), the one an earlier deed went to ("was conveyed to Y"), and a company's old and new
 * names ("that X ... changing its corporate name to Y") are read besides.
 */
function nonConveying(text: string, from: number, to: number, rec: Array<[number, number]>, found: RawParty[]): RawParty[] {
  const out: RawParty[] = [];
  const region = text.slice(0, to);
  const officer = /^\s*,?\s*(?:the\s+)?(?:Secretary\s+of\s+State|Notary|County\s+Clerk|Register|Recorder|Deputy)\b/i;
  const add = (n: { end: number } & Parameters<typeof push>[1]) => {
    if (!officer.test(text.slice(n.end, n.end + 40))) push(out, n, 'other');
  };
  for (const p of found) add(p);
  const take = (re: RegExp, until?: (at: number) => number) => {
    re.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = re.exec(region))) {
      const at = m.index + m[0].length;
      for (const n of parseNameList(text, at, until ? until(at) : to)) add(n);
    }
  };
  // a list of owners, a line each, the name before a dash
  take(/(?:^|\n)[ \t]*(?=[A-Z][^\n—–]{2,90}?\s+[—–]\s+\S)/g, (at) => at + /\s+[—–]\s/.exec(text.slice(at))!.index);
  take(/\bpersonally\s+appeared\s+(?:the\s+said\s+)?(?=[A-Z])/gi);
  take(/\b(?:was|were)\s+conveyed\s+(?:un)?to\s+(?=[A-Z])/gi);
  take(/\bCERTIFY\s+that\s+(?=[A-Z])/gi);
  take(/\bname\s+to\s+(?=[A-Z])/gi);
  // a division order: the payor it is addressed to ("To: X Oil Corporation") and the owners of its table, a
  // line each under "Owner", the name before the columns
  take(/(?:^|\n)[ \t]*To:[ \t]*(?=[A-Z])/g);
  const table = /(?:^|\n)[ \t]*Owner(?:'?s)?(?:\s+Name)?[ \t]{2,}\S[^\n]*\n/i.exec(region.slice(from));
  if (table) {
    const start = from + table.index + table[0].length;
    const rows = text.slice(start, to).split(/\n[ \t]*\n/)[0];
    let at = start;
    for (const row of rows.split('\n')) {
      const cell = /^[ \t]*(?=[A-Z])([^\n]*?)(?:[ \t]{2,}|\t)\S/.exec(row);
      if (cell) for (const n of parseNameList(text, at + row.indexOf(cell[1]), at + row.indexOf(cell[1]) + cell[1].length)) add(n);
      at += row.length + 1;
    }
  }
  return dropRecitedRoles(out, text, rec, 'other');
}

/** The caption of an abstract's entry: names, a line "TO" alone, names; each block ends at a blank line. */
/**
 * A schedule of the parties on one side, a table under its own heading whose rows start with a name
 * ("SCHEDULE OF LESSORS\nNAME      LOT   BLOCK   TRACT\nQUIGLEY, ORVILLE M.     28    35    ..."): a
 * community lease made "by and between the several persons whose names are subscribed hereto and who
 * are set forth in the schedule below". Its columns are set apart by runs of spaces, a tab or a bar.
 */
function schedule(text: string, to: number, cat: DocCategory, out: RawParty[]): void {
  const head = /^[ \t]*(?:SCHEDULE|EXHIBIT\s+"?[A-Z]"?\s*[-–—:]?)\s*(?:OF\s+)?(?:LESSORS|GRANTORS|OWNERS)\b[^\n]*\n/im.exec(text.slice(0, to));
  if (!head) return;
  let at = head.index + head[0].length;
  // (the heading row names the columns: "NAME   LOT   BLOCK   TRACT"; a row's lot and block are the lessor's part)
  let columns: string[] = [];
  for (let guard = 0; guard < 200 && at < to; guard++) {
    const eol = text.indexOf('\n', at);
    const end = eol < 0 ? to : Math.min(eol, to);
    const line = text.slice(at, end);
    if (!line.trim()) break;
    const raw = line.replace(/^[ \t|]+/, '').split(/[ \t]{2,}|\t|\|/);
    const cells = raw.map((c) => c.trim());
    const cell = raw[0];
    if (/^(?:NAME|Name|Lessors?|LESSORS?|Owners?|OWNERS?)\b/.test(cell)) columns = cells.map((c) => c.toLowerCase());
    else {
      // (read in the cell alone: "QUIGLEY, ORVILLE M." is followed by the next column)
      const lead = at + line.indexOf(cell);
      const n = nameAt(`${cell.trimEnd()}\n`, 0);
      if (n && n.end >= cell.trimEnd().length - 1) {
        const count = out.length;
        push(out, { ...n, start: lead + n.start, end: lead + n.end }, roleFor('first', cat));
        const lot = cells.length === columns.length ? cells[columns.findIndex((c) => /^lots?(?:\s+no\.?)?$/.test(c))] : undefined;
        const block = cells.length === columns.length ? cells[columns.findIndex((c) => /^(?:block|blk\.?)$/.test(c))] : undefined;
        if (out.length > count && lot && /\d/.test(lot)) out[count].holds = { lot, block: block && /[\dA-Z]/.test(block) ? block : null };
      }
    }
    at = end + 1;
  }
}

const RIGHT_COLUMN = /(\S)([ \t]{8,})(\S[^\n]*)/g;
function caption(text: string, from: number, to: number, cat: DocCategory, out: RawParty[]): void {
  // (an abstract's right-hand column is no part of the names: "OSCAR P. KERSHAW\n   to      Dated 11-22-1945\n
  // WILLIAM M. HEIDINGER      Ack. 11-22-1945"; blanked, the offsets kept)
  text = text.slice(0, to).replace(RIGHT_COLUMN, (_all, last: string, gap: string, rest: string) => last + gap + ' '.repeat(rest.length)) + text.slice(to);
  // (OCR's zero for the O: "T0"; the entry's kind may stand in the right-hand column: "   to      Warranty Deed")
  const re = /\n[ \t]*(?:T[O0]|To|T0|to)(?:[ \t]*|[ \t]{3,}[A-Z][^\n]*)\n/g;
  re.lastIndex = from;
  const m = re.exec(text.slice(0, to));
  if (!m) return;
  const blank = /\n[ \t]*\n/g;
  let start = from;
  let b: RegExpExecArray | null;
  while ((b = blank.exec(text)) && b.index < m.index) start = b.index + b[0].length;
  // the block opens after a blank line, or (a layout without blank lines) at the first line from
  // which the names run to the "TO": "No. 30.\nGENERAL WARRANTY DEED\nL. E. Gaskill, a widow; ...\nTO"
  let before: NameHit[] = [];
  const starts = [start];
  const lineRe = /\n/g;
  lineRe.lastIndex = start;
  let lm: RegExpExecArray | null;
  while ((lm = lineRe.exec(text)) && lm.index < m.index) starts.push(lm.index + 1);
  for (const at of starts) {
    const names = parseNameList(text, at, m.index);
    if (names.length && /^[\s,.]*$/.test(text.slice(nameListEnd(text, names, m.index), m.index))) {
      before = names;
      break;
    }
  }
  if (!before.length) return;
  const afterStart = m.index + m[0].length;
  const stop = /\n[ \t]*\n/g;
  stop.lastIndex = afterStart;
  const end = Math.min(to, stop.exec(text)?.index ?? to);
  const after = parseNameList(text, afterStart, end);
  if (!after.length) return;
  for (const n of before) push(out, n, roleFor('first', cat));
  for (const n of after) push(out, n, roleFor('second', cat));
}

// "X, as Administrator of the Estate of A, Deceased", "X, the duly appointed, qualified and acting personal
// representative of the Estate of A, Deceased", "X, as Guardian of the Estate of A, a minor", "X, Trustee in Bankruptcy for A"
const FIDUCIARY_FOR = /,?\s*(?:as\s+)?(?:the\s+)?(?:duly\s+(?:appointed|qualified)(?:,?\s+(?:and\s+)?(?:appointed|qualified|acting))*\s+)?(?:Independent\s+|Temporary\s+|Successor\s+|Testamentary\s+)?(?:Executor|Executrix|Administrator|Administratrix|Personal\s+Representative|Guardian|Conservator|Receiver|(?:Chapter\s+\d+\s+)?Trustee\s+in\s+Bankruptcy|Bankruptcy\s+Trustee)(?:\s+with\s+the\s+will\s+annexed)?\s+(?:of|for)\s+(?:the\s+)?(?:Bankruptcy\s+)?(?:Estates?\s+of\s+|Succession\s+of\s+|(?:the\s+)?(?:Last\s+)?Will(?:\s+and\s+Testament)?\s+of\s+)?(?:the\s+said\s+)?(?=[A-Z])/gi;

/**
 * An executor's, administrator's, guardian's, bankruptcy trustee's or receiver's deed: the decedent,
 * the ward or the debtor grants (their title is what passes, and the chain runs through them); the
 * fiduciary named before "as Guardian of ..." is no party. Recitals of the appointment are skipped.
 */
function fiduciaryGrantors(text: string, from: number, to: number, rec: Array<[number, number]>, out: RawParty[]): void {
  const region = text.slice(0, to);
  FIDUCIARY_FOR.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = FIDUCIARY_FOR.exec(region))) {
    if (inside(rec, m.index)) continue;
    const at = m.index;
    // "X, individually and as Executrix of the Estate of A": an heir who holds in her own right grants
    if (/\bindividually\s+and\s*$/i.test(text.slice(Math.max(0, at - 30), at + m[0].indexOf('as')))) continue;
    // the fiduciary is the grantor found just before, or, none found, one not named as the buyer ("paid by X, Executrix of ...")
    const fiduciary = out.findIndex((p) => p.role === 'grantor' && p.end <= at && /^[\s,]*$/.test(text.slice(p.end, at)));
    if (fiduciary < 0 && (out.some((p) => p.role === 'grantor') || /\b(?:paid\s+by|unto|to|Grantee)\b[^,;]{0,60},?\s*$/i.test(text.slice(Math.max(from, at - 90), at)))) continue;
    const owners = parseNameList(text, at + m[0].length, to);
    if (!owners.length) continue;
    if (fiduciary >= 0) out.splice(fiduciary, 1);
    for (const n of owners) push(out, n, 'grantor');
    return;
  }
}

/**
 * A trustee's (or substitute trustee's) deed that sells under a deed of trust: the grantors of the
 * deed of trust it recites ("by Deed of Trust dated ..., A and B, his wife, conveyed to X, Trustee")
 * grant, the buyer named after the words of grant takes; the trustee and the lender, unless it buys,
 * are no parties. Null when the recital or the buyer is not found.
 */
function trusteeSale(text: string, from: number, to: number): RawParty[] | null {
  const region = text.slice(0, to);
  const dot = /\bDeed\s+of\s+Trust\b([^;]{0,400}?)[,\s](?:conveyed|granted|transferred)\s+(?:and\s+(?:conveyed|warranted)\s+)?(?:un)?to\s+[A-Z][^,;]{0,60},?\s+(?:as\s+)?Trustee\b/di.exec(region.slice(from));
  if (!dot?.indices?.[1]) return null;
  // the borrowers' names end where the verb begins, after the recital's date and record
  const borrowers = namesBefore(text, from + dot.indices[1][1], from + dot.index);
  const grant = /\bhereby\s+(?:grants?|conveys?|sells?)(?:\s*,?\s*(?:and\s+)?(?:grants?|bargains?|sells?|conveys?))*\s+(?:un)?to\s+(?:the\s+said\s+)?(?=[A-Z])/gi;
  grant.lastIndex = from + dot.index + dot[0].length;
  const g = grant.exec(region);
  const buyers = g ? parseNameList(text, g.index + g[0].length, to) : [];
  if (!borrowers.length || !buyers.length) return null;
  const out: RawParty[] = [];
  for (const n of borrowers) push(out, n, 'grantor');
  for (const n of buyers) push(out, n, 'grantee');
  return out;
}

/** Names typed under the signature lines ("_____\nJESSE A. HALVORSON") after `from`, before the acknowledgment. */
function signers(text: string, from: number): NameHit[] {
  const out: NameHit[] = [];
  const ack = /\b(?:ACKNOWLEDGMENT|Acknowledgment|[Bb]efore\s+me|BEFORE\s+ME|ss\.|Notary|NOTARY)/g;
  ack.lastIndex = from;
  const until = ack.exec(text)?.index ?? text.length;
  const region = text.slice(0, until);
  // (the seal may close the line: "________________________ (SEAL)\nHarold Corbitt")
  const re = /\n[ \t]*_{5,}[ \t]*(?:\((?:SEAL|Seal|L\.\s?S\.)\))?[ \t]*\n[ \t]*(?=[A-Z])/g;
  re.lastIndex = Math.max(0, from - 1);
  let m: RegExpExecArray | null;
  while ((m = re.exec(region))) {
    const at = m.index + m[0].length;
    const lineEnd = text.indexOf('\n', at);
    // the name is read on its line alone (a layout without blank lines runs it into "ACKNOWLEDGMENT" below)
    const n = nameAt(lineEnd < 0 ? text : text.slice(0, lineEnd), at);
    if (n && n.end <= (lineEnd < 0 ? text.length : lineEnd)) out.push(n);
  }
  // a name signed beside its seal, no line above it: "Lottie Turbeville   (SEAL)"
  const sealed = /(?:^|\n)[ \t]*(?=[A-Z][^\n_]{2,60}?[ \t]+\((?:SEAL|Seal|L\.\s?S\.)\)[ \t]*(?:\n|$))/g;
  sealed.lastIndex = Math.max(0, from - 1);
  while ((m = sealed.exec(region))) {
    const at = m.index + m[0].length;
    const seal = text.indexOf('(', at);
    const n = nameAt(text.slice(0, seal), at);
    if (n && /^[\s,]*$/.test(text.slice(n.end, seal)) && !out.some((o) => o.start === n.start)) out.push(n);
  }
  // a company's block: its name on a line of its own, then "By: ______" and the officer who signs for it
  const line = /(?:^|\n)[ \t]*(?=[A-Z])/g;
  line.lastIndex = Math.max(0, from - 200); // the name may close the paragraph before the "By:" line
  while ((m = line.exec(region))) {
    const at = m.index + m[0].length;
    const lineEnd = text.indexOf('\n', at);
    const n = lineEnd < 0 ? null : nameAt(text.slice(0, lineEnd), at);
    if (!n || n.kind !== 'organization' || lineEnd < 0 || !/^[\s,.]*$/.test(text.slice(n.end, lineEnd))) continue;
    if (/^\n(?:[ \t]*\n)*[ \t]*By:?[ \t]*_{3,}/.test(text.slice(lineEnd)) && !out.some((o) => o.start === n.start)) out.push(n);
  }
  return out.sort((a, b) => a.start - b.start);
}

function dropRecitedRoles(out: RawParty[], text: string, _rec: Array<[number, number]>, _cat: DocCategory): RawParty[] {
  // the same person under two roles (label and fallback both fired) keeps the first; a trustee
  // (executor, guardian) and the same person in his own right are two parties ("Grantor: Evelyn
  // D. Sandoval, Trustee of the Sandoval Revocable Trust / Grantee: Evelyn D. Sandoval, a single woman")
  // (or at the end of its list: "to Harold Muncy, of Maricopa County, Arizona and Thelma Muncy, his wife, as Trustees of ...")
  const capacity = (p: RawParty) =>
    /^\s*,?\s*(?:as\s+)?(?:sole\s+)?(?:Independent\s+|Co-?|Successor\s+)?(?:Trustees?|Executor|Executrix|Administrator|Administratrix|Guardian)\b/i.test(text.slice(p.end, p.end + 40)) ||
    /^(?:(?!\b(?:un)?to\b|\bhereby\b|\bconvey|\bgrant)[^;:.])*?,\s*as\s+(?:sole\s+|Co-?|Successor\s+)?Trustees\b/i.test(text.slice(p.end, p.end + 160));
  const seen = new Map<string, RawParty>();
  for (const p of out) {
    const k = `${p.name.toLowerCase()}${capacity(p) ? '|capacity' : ''}`;
    if (!seen.has(k)) seen.set(k, p);
  }
  return [...seen.values()];
}

const COURT_OFFICER_AFTER = /^[ \t]*,?[ \t]*(?:(?:Probate|County|District|Circuit|Chancery|Superior)[ \t]+)?(?:Judge|Clerk|Notary|Register|Recorder|Deputy|Surrogate|Referee|Chancellor)\b/;
const OFFICER_AFTER = /^\s*,?\s*(?:the\s+)?(?:duly\s+(?:elected|qualified|appointed)\s+(?:and\s+acting\s+)?)?(?:Sheriff|(?:County\s+)?Treasurer|(?:Ex-Officio\s+)?Tax\s+Collector|(?:Master\s+|Special\s+)Commissioner)\b/i;
const PLACE_AFTER = new RegExp(`^(?:\\s*,\\s*(?:State\\s+of\\s+)?${STATE_NAME}(?![A-Za-z])|\\s+(?:Parish|County)\\b)`);

function heirship(text: string, from: number, to: number, cat: DocCategory): RawParty[] {
  const out: RawParty[] = [];
  const region = text.slice(0, to);
  // Affiant: "X, of lawful age, being first duly sworn" / "Before me ... appeared X, who ... says" / "I, X, ..."
  if (cat === 'affidavit_of_heirship') {
    const labels = findLabels(text, from, to).filter((l) => l.side === 'affiant');
    for (const l of labels) for (const n of l.names) push(out, n, 'other');
    if (!out.length) {
      const m = /\b(?:(?:personally\s+|came\s+and\s+)?appeared(?=\s+[A-Z])|I,)\s+/gi;
      m.lastIndex = from;
      const hit = m.exec(region);
      if (hit) for (const n of parseNameList(text, hit.index + hit[0].length, to)) push(out, n, 'other');
    }
  }
  // Decedent.
  const decedentRes = [
    // ("was well acquainted for more than 44 years with N. G. Strasser", in capitals too)
    /\b(?:(?:acquainted|ACQUAINTED)(?:\s+(?:for|FOR)\s+[^,;\n]{1,40}?)?\s+(?:with|WITH)|knew|know|KNEW|KNOW)\s+(?:the\s+said\s+|THE\s+SAID\s+)?(?=[A-Z])/g,
    // a form's own line: "Decedent: S. R. BALDERSON"
    /(?:^|\n)[ \t]*(?:Decedent|Deceased|Name\s+of\s+(?:the\s+)?Decedent)[ \t]*:[ \t]*(?=[A-Z])/g,
    // (a court's caption may close its lines with a bracket: "IN THE MATTER OF THE ESTATE OF )\nOSCAR L. VAUGHAN, DECEASED. )")
    /\b(?:ESTATE\s+OF|Estate\s+of|SUCCESSION\s+OF|Succession\s+of|will\s+of|Will\s+of|[Ww]ill\s+and\s+[Tt]estament\s+of|WILL\s+AND\s+TESTAMENT\s+OF)\s+(?:[)§][ \t]*\n\s*)?(?:the\s+said\s+)?(?=[A-Z])/g,
    /\bthe\s+decedent,\s+(?=[A-Z])/g,
    // a court's "application to determine the heirs of Judith Pearl Guerra, Deceased"
    /\bheirs\s+of\s+(?:the\s+said\s+)?(?=[A-Z][^,\n]{2,60},?\s+(?:Deceased|deceased|DECEASED)\b)/g,
    // ("it appearing that V. A. Duhon, Jr. died intestate")
    /\b(?:that|That)\s+(?=[A-Z][^,]{2,40}(?:,\s*(?:Jr|Sr|II|III)\.?)?,?\s+(?:deceased|died|departed|the\s+decedent\b))/g,
    // "2. Leonard A. Lea died intestate on July 26, 1939": a sentence or a numbered item that opens with the death
    /(?:^|\n|[.:;]\s+)[ \t]*(?:\d{1,2}\.\s+)?(?=(?:[A-Z]\.\s*){0,3}[A-Z](?:[^\n,.(:;]|\b[A-Z]\.){2,50}?(?:,?\s+(?:Jr|Sr|II|III)\.?)?(?:,\s*(?:deceased|Deceased),?)?\s+(?:died|departed\s+this\s+life)\b)/g,
    // 'Amos Finch ("Decedent") died intestate ...' at the start of a sentence or line
    /(?:^|\n|[.:;]\s+)[ \t]*(?:\d{1,2}\.\s+)?(?=[A-Z][^\n(]{2,60}\(\s*(?:the\s+)?["“]?Decedent["”]?\s*\))/g,
  ];
  let decedent: NameHit | null = null;
  for (const re of decedentRes) {
    re.lastIndex = from;
    const m = re.exec(region) ?? (re.lastIndex = 0, re.exec(region));
    if (!m) continue;
    // (a caption's name ends at its column's gap: "SUCCESSION OF ODILE P. BREAUX          NUMBER 88-410")
    const at = m.index + m[0].length;
    const gap = /[ \t]{3,}\S/.exec(text.slice(at, text.indexOf('\n', at) < 0 ? to : text.indexOf('\n', at)));
    const names = parseNameList(text, at, gap ? Math.min(to, at + gap.index) : to);
    if (names.length) {
      decedent = names[0];
      break;
    }
  }
  if (decedent) push(out, decedent, 'decedent');
  const decName = decedent ? canonicalName(decedent.name, decedent.kind).toLowerCase() : '';
  // heirs read so far (an affiant who is also an heir, "Opal Finch, surviving wife", is both)
  const known = new Set<string>();
  /** An heir, once, and never the decedent. */
  const heir = (n: NameHit): void => {
    const cn = canonicalName(n.name, n.kind).toLowerCase();
    if (cn === decName || known.has(cn)) return;
    push(out, n, 'heir');
    known.add(cn);
  };
  // Devisees named after the land the will gives them ("devises", "bequeaths", "I give"): "the will devises all of Decedent's property,
  // including Decedent's interest in <the description, with its own periods> to A, B and C."
  const devise = /\b(?:devise[sd]?|bequeath(?:s|ed)?|(?<=\bI\s)give)\b/gi;
  // (shares in brackets, and the kin word before each devisee of a list, "to my daughter, A and my daughter, B", blanked)
  const shareless = text
    .replace(/\(\s*\d+\s*\/\s*\d+\s*\)|\(\s*\d+(?:\.\d+)?\s*%\s*\)/g, (x) => ' '.repeat(x.length))
    .replace(/(?<=\b(?:and|,)\s+)(?:my|his|her|their|our)\s+(?:beloved\s+)?(?:wife|husband|spouse|sons?|daughters?|brothers?|sisters?|grandsons?|granddaughters?|nieces?|nephews?)\s*,?\s+(?=[A-Z])/g, (x) => ' '.repeat(x.length));
  // (a probate's copy of the will may follow the register's certificate, past the body)
  const willEnd = cat === 'probate' ? text.length : to;
  const willRegion = text.slice(0, willEnd);
  devise.lastIndex = from;
  let dm: RegExpExecArray | null;
  while ((dm = devise.exec(willRegion))) {
    // "to A, B and C", "unto his wife, Mary Roe, and his son, Tom Roe", "unto my husband, Tom Roe, to be his in fee simple"
    // ("to the following devisee(s): A (1/4), B (1/4)": the list's heading and each one's share)
    const to_ = /\b(?:un)?to\s+(?:(?:his|her|their|my|our)\s+(?:beloved\s+)?(?:wife|husband|spouse|sons?|daughters?|children|child|brothers?|sisters?|grandchildren)\s*,?\s*)?(?:the\s+said\s+)?(?:the\s+following\s+(?:devisees?|heirs?|persons?|beneficiar(?:y|ies))(?:\((?:s|ies)\))?\s*:?\s*)?(?=[A-Z])/g;
    to_.lastIndex = dm.index;
    const until = Math.min(willEnd, dm.index + 4000); // (past a description by metes and bounds)
    let tm: RegExpExecArray | null;
    while ((tm = to_.exec(willRegion)) && tm.index < until) {
      const names = parseNameList(shareless, tm.index + tm[0].length, willEnd).filter((n) => n.kind === 'person' && !/^(?:State|County|Court|The)\b/.test(n.name));
      if (!names.length) continue;
      // (the last devisee's spouse and residence may stand before the closing words: "..., married to Carol Caskey, of
      // Fort Stockton, Texas, in equal shares")
      const after = shareless
        .slice(nameListEnd(shareless, names, willEnd), nameListEnd(shareless, names, willEnd) + 120)
        .replace(/^,?\s+(?:married\s+to|(?:the\s+)?(?:wife|husband)\s+of)\s+(?:[A-Z][A-Za-z.'’-]*\s*){1,4}(?=,)/, '')
        .replace(/^,?\s+of\s+(?:[A-Z][A-Za-z.'’-]*\s*){1,3}(?:,\s*(?:[A-Z][A-Za-z.]*\s*){1,2})?(?=,)/, '');
      if (!/^\s*(?:[.;]|\n|$|,?\s+(?:share\s+and\s+share|the\s+following\b|in\s+equal|as\s+(?:joint|tenants)|jointly|absolutely|in\s+fee\s+simple|to\s+be\s+(?:his|hers|theirs|their)\b|(?:his|her|their)\s+heirs|each\s+(?:an?\s+)?(?:undivided\s+)?(?:\d|one|an?\s+equal)))/.test(after)) continue;
      for (const n of names) heir(n);
      break;
    }
  }
  // A certificate that lists who takes, one to a line: "The decedent's interest ... is transferred to
  // the persons named below:\n\nDorothy Jane Mellott, an undivided 1/4 interest\nKimberly Mellott, ..."
  // (or an affidavit's "The names of the successors of the Decedent entitled to the real property, and their interests, are:",
  // a decree's "the persons entitled to the residue of said estate under the terms of said Will are:",
  // "... is hereby distributed in equal shares as follows:\nN. I. Brinkman, surviving wife, an undivided one-half",
  // Oregon's "The claiming successors of the decedent and their respective shares ... are:\nLEWIS L. GUSTAFSON, ...",
  // a Surrogate's decree's "the testator devised all of his real property, including ... to the following, share and share alike:",
  // "unto the following devisees, in equal shares: Lula Veatch Eblen, widow, ...;\nMark D. Eblen, son, ...",
  // a Texas judgment declaring heirship's "the following are the only heirs of the decedent, and ...:")
  const listed = /\blist\s+of\s+(?:the\s+)?heirs\b[^:\n]{0,200}?:[ \t]*\n|\bpersons\s+to\s+whom\b[^:\n]{0,160}?\bas\s+follows\s*:[ \t]*\n|\b(?:transferred|distributed|set\s+over|pass(?:es|ed)?|descend(?:s|ed)?)\s+(?:un)?to\s+the\s+(?:following\s+)?(?:persons?|heirs?|devisees?|transferees?|beneficiar(?:y|ies))(?:\s+(?:named|listed|set\s+(?:out|forth))\s+(?:below|herein))?\s*:[ \t]*\n|\bnames?\s+(?:and\s+addresses\s+)?of\s+the\s+(?:successors|heirs|distributees|devisees|persons)\b[^:\n]{0,160}?\b(?:are|is)\s*:[ \t]*\n|\b(?:persons|heirs|devisees|successors|distributees)\s+(?:who\s+are\s+)?entitled\s+to\b[^:\n]{0,160}?\b(?:are|is)\s*:[ \t]*\n|\b(?:distributed|distributable|distribution|transferred|set\s+over|assigned)\b[^:.\n]{0,60}?\bas\s+follows\s*:[ \t]*\n|\b(?:claiming\s+)?successors\s+of\s+the\s+(?:decedent|deceased)\b[^:\n]{0,160}?\b(?:are|is)\s*:[ \t]*\n|\bthe\s+following\s+(?:named\s+)?(?:persons\s+)?(?:are|were)\s+the\s+(?:sole\s+and\s+)?only\s+heirs\b[^:\n]{0,200}?:[ \t]*\n|\b(?:un)?to\s+the\s+following(?!\s+described)(?:\s+(?:persons?|heirs?|devisees?|beneficiar(?:y|ies)))?\s*,?[^:.\n]{0,40}:[ \t]*(?:\n|(?=[A-Z]))|\bin\s+the\s+shares\s+(?:set\s+out|stated|as\s+follows)(?:\s+below)?\s*:[ \t]*\n|(?:^|\n)[ \t]*(?:Devisees|Heirs|Distributees|Beneficiaries|Heirs\s+at\s+Law)\s*:[ \t]*\n|\b(?:assigned|distributed|set\s+over|transferred)\s+(?:un)?to\s*:[ \t]*\n/gi;
  listed.lastIndex = from;
  // (also a heading of its own: "Devisees:\n    Paulina Kubena, of Washington County, Texas;\n    J. P. Kubena")
  // (the first such line may lead to the land instead, the heirs set out after it: "the following are the only
  // heirs ..., including the fee simple title in the following land:\n\nTRACT 1: ...\n\nin the shares set out:\n\nA, ...")
  const readBefore = known.size;
  let lm: RegExpExecArray | null;
  while (known.size === readBefore && (lm = listed.exec(region))) {
    let at = lm.index + lm[0].length;
    for (let guard = 0; guard < 30 && at < to; guard++) {
      const eol = text.indexOf('\n', at);
      const end = eol < 0 ? to : Math.min(eol, to);
      const line = text.slice(at, end);
      // (a table, a person a row: the header row and its rule are skipped, the name is the first cell)
      if (line.includes('|') && (/^\s*\|?\s*Name\b/i.test(line) || /^[\s|:-]+$/.test(line))) {
        at = end + 1;
        continue;
      }
      if (line.trim()) {
        // (each line may open with its "To": "    To Viola S. Mong, daughter, an undivided one-third (1/3) interest")
        const to_ = /^To\s+(?=[A-Z])/.exec(line.trimStart());
        const lead = at + (line.length - line.trimStart().length) + (to_ ? to_[0].length : 0);
        const names = /^[A-Z][A-Za-z]*\.?\s+[A-Z]/.test(text.slice(lead, end)) ? parseNameList(text, lead, end) : [];
        if (!names.length || /^(?:Description|Prior|Issued|Dated|Hon\.)\b/.test(line.trimStart())) break;
        heir(names[0]);
      } else if (known.size) break;
      at = end + 1;
    }
  }
  /** Every person named in a clause that says who takes (`seg`, which starts at `base` in the text). */
  const heirsIn = (seg: string, base: number): void => {
    // every name in the clause, each read as a name list
    const nameStart = /(?<![A-Za-z'’.])(?=[A-Z])/g;
    let k: RegExpExecArray | null;
    let covered = 0;
    while ((k = nameStart.exec(seg))) {
      nameStart.lastIndex = k.index + 1;
      if (k.index < covered) continue;
      const n = nameAt(text, base + k.index);
      if (!n || n.end > base + seg.length + 1) continue;
      covered = n.end - base;
      nameStart.lastIndex = covered;
      if (n.kind === 'organization') continue;
      // "A. M. Hollister, son, husband of Myrtle Hollister", "B, a son, married to C": the spouse of an heir is not an heir
      // (nor the parent an heir is the child of: "E. A. Zoch, son of Erwin A. Zoch, deceased")
      if (/\b(?:(?:husband|wife|spouse|widow|widower|(?:grand|step)?(?:son|daughter|child)|grandchild)\s+of|married\s+to)\s+(?:the\s+said\s+)?$/i.test(seg.slice(0, k.index))) continue;
      // "Ida Finch Lowe a/k/a Ida F. Lowe": another name of an heir already read
      if (/(?:a\/k\/a|\baka|also\s+known\s+as|f\/k\/a|formerly\s+known\s+as|n\/k\/a|now\s+known\s+as|sometimes\s+known\s+as)\s*$/i.test(seg.slice(0, k.index))) continue;
      if (/^(?:State|County|Court|Oklahoma|Texas|The)\b/.test(n.name) || /\b(?:M[ec]ridian|Parish|District|Township)$/i.test(n.name)) continue;
      // a table's other cells (an heir's relationship, age, address: "| Son | 55 | Colonial Beach, Virginia") name no heir
      if (text.slice(text.lastIndexOf('\n', n.start - 1) + 1, n.start).includes('|')) continue;
      // a place, not a person: "of Rock Springs, Wyoming", "domiciled in De Soto Parish", "of the City of Long Beach",
      // "lying on Pigeon Creek"
      if (/\b(?:of|in|at|near)\s+$/i.test(seg.slice(0, k.index)) && PLACE_AFTER.test(text.slice(n.end, n.end + 40))) continue;
      if (/\b(?:City|Town|Village|Borough)\s+of\s+$/i.test(seg.slice(0, k.index)) || /\s(?:Creek|Run|Fork|Hollow|River)$/.test(n.name)) continue;
      // (a stream named like a person, where land lies: "lying on Williamson Branch", "on the waters of Trace Lick")
      if (/\s(?:Branch|Lick|Bayou)$/.test(n.name) && /\b(?:on|along|upon|near|waters\s+of)\s+$/i.test(seg.slice(0, k.index))) continue;
      // a woman's name then, before her name now ("Lucille Belle Quigley, now Lucille Belle Jessup"): the later one is read
      if (/^\s*,?\s*now\s+(?!known\b)[A-Z]/.test(text.slice(n.end, n.end + 12))) continue;
      // the court's officer who signs below the list: "Ida Mae Ruckman, Probate Judge"
      if (COURT_OFFICER_AFTER.test(text.slice(n.end, n.end + 40))) continue;
      heir(n);
    }
  };
  // Heirs: names in the clauses that say who takes (heirs at law, passed to, devised to, survived by).
  const heirRes = [
    // a Louisiana judgment of possession: "IT IS ORDERED, ADJUDGED AND DECREED that N. A. Guidry, surviving spouse in
    // community of the decedent, be recognized as the owner ...", "... that A, B and C, issue of the marriage of the
    // decedent, be recognized as the sole heirs ... and as such be sent and placed in possession"
    /\bDECREED,?\s+that\s+(?=[^]{0,400}?\bbe\s+(?:recognized|sent\s+(?:and\s+placed\s+)?in(?:to)?\s+possession))/gi,
    /\b(?:heirs?\s+at\s+law|sole\s+(?:and\s+only\s+)?heirs?|heirs\s+(?:of\s+(?:the\s+)?(?:said\s+)?(?:Decedent|deceased|him|her)\s+)?(?:are|were)|heirs\s*:|following\s+persons|survived\s+by|left\s+surviving\s+(?:him|her)|passed\s+[^.]*?\bto|devised\s+and\s+bequeathed[^.]*?\bto|devised[^.]*?\bto|bequeathed[^.]*?\bto|vested\s+in|distribut\w*\s+to|entitled\s+to\s+receive|entitled\s+to\s+(?:take|inherit|distribution|share)[^.;]{0,80}?\b(?:are|were))\b/gi,
    // the children an affidavit lists: "the only children born to Decedent were A, B and C", "children of the deceased are",
    // "had three children, namely: A, B and C", "the following children:"
    // ("Born to him were the following children, all of whom survived him: A, B, and C"; "The persons who took the
    // decedent's interest in said property, and their shares, are: A, daughter, an undivided 1/3 interest; ...")
    /\b(?:Born|born|Borne|borne)\s+(?:to|of)\s+(?:him|her|them|(?:the\s+)?(?:said\s+)?(?:Decedent|deceased))\s+(?:were|was)\b|\bpersons\s+who\s+took\b[^.:;]{0,80}?\b(?:are|were)\s*:?/g,
    /\b(?:children|child|sons?|daughters?|issue|descendants)\s+(?:(?:born|borne)\s+(?:to|of)|of)\s+(?:the\s+)?(?:said\s+)?(?:Decedent|deceased|him|her|them|this\s+marriage|said\s+marriage)\s+(?:were|was|are|is|being)\b|\b(?:had|left|leaving)\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:children|child|sons?|daughters?)\s*,?\s*(?:namely|to\s+wit|viz\.?|as\s+follows)\s*:?|\bthe\s+following\s+(?:children|heirs|issue)\s*:/gi,
  ];
  for (const re of heirRes) {
    re.lastIndex = from;
    let m: RegExpExecArray | null;
    while ((m = re.exec(region))) {
      const tail = text.slice(m.index + m[0].length, Math.min(to, m.index + m[0].length + 600));
      // "devised all of his real property, including the fee simple title to the following described
      // land", "devised an undivided 1/16 interest in and to the oil, gas and other minerals in and
      // under the following described land": the land comes next, not who takes it
      if (/^[^A-Z:;]{0,200}?\b(?:following|above|hereinafter)\s+described\b/.test(tail)) continue;
      // a list set out line by line ("are:\n 1. Roy Finch (son)\n 2. ...") runs to the blank line
      const listed = /^\s*:?[ \t]*\n[ \t]*(?:\d{1,2}|[a-z])[.)][ \t]/.test(tail);
      // (and a sentence in capitals, "IT IS THEREFORE ORDERED ...", ends it where the layout lost its blank lines)
      // (nor does it run into the land it leads to: "... are now the owners ... in and to the following described lands:")
      const stop = listed ? tail.search(/\n[ \t]*\n/) : tail.search(/\bfollowing\s+described\b|\n[ \t]*\n[ \t]*\d+\.|\.\s*\n\s*\n|(?<!\b[A-Z])\.\s+(?=[A-Z][a-z]+\s)(?!(?:[A-Z]\.))|\n[ \t]*\n[ \t]*(?:\/s\/|_{3,})|(?:[.;:]\s+|\n[ \t]*\n[ \t]*)(?=(?:IT\s+IS|NOW,?\s+THEREFORE|WHEREFORE|ORDERED|JUDGMENT|THUS\s+DONE|DONE\s+AND\s+SIGNED)\b)/);
      const seg = stop >= 0 ? tail.slice(0, stop + 1) : tail;
      heirsIn(seg, m.index + m[0].length);
    }
  }
  // Louisiana's judgment of possession: "IT IS ORDERED, ADJUDGED AND DECREED that A, a son, B, a son,
  // married to C, and D, a daughter be and they are hereby recognized as the sole heirs ... and sent
  // into possession": the heirs are the names before "recognized".
  const possession = /\bdecreed\s+that\s+(?=[A-Z])([\s\S]{0,600}?)\s+(?:be\s+and\s+(?:is|are|they\s+are|(?:s)?he\s+is)\s+hereby\s+recognized|(?:is|are)\s+hereby\s+recognized)/gi;
  possession.lastIndex = from;
  let pm: RegExpExecArray | null;
  while ((pm = possession.exec(region))) heirsIn(pm[1], pm.index + pm[0].indexOf(pm[1]));
  // The spouse an affidavit names, when the spouse outlived the decedent: "Decedent was married but once, to
  // Wilma Doe;", "was married only once, and that to Wilma Doe, who survived" (not "..., who predeceased Decedent").
  const married = /\bmarried\s+(?:but|only)\s+once\s*,?\s*(?:and\s+that\s+)?to\s+(?:the\s+said\s+)?(?=[A-Z])/gi;
  married.lastIndex = from;
  let mm: RegExpExecArray | null;
  while ((mm = married.exec(region))) {
    const spouse = nameAt(text, mm.index + mm[0].length);
    if (!spouse || spouse.end > to) continue;
    const after = text.slice(spouse.end, spouse.end + 80);
    if (/^[\s,]*(?:\(?\s*(?:now\s+)?deceased|who\s+(?:predeceased|died|is\s+(?:now\s+)?deceased)|since\s+deceased|from\s+whom|divorced|now\s+divorced)/i.test(after)) continue;
    heir(spouse);
  }
  // The executor or administrator the court appoints ("... that X is appointed Independent Executor
  // of the Estate", "Letters Testamentary are granted to X"): a party, `other`, besides any share
  // X takes as an heir. The applicant alone is not a party.
  if (cat === 'probate') {
    const office = '(?:sole\\s+)?(?:Independent\\s+|Temporary\\s+|Dependent\\s+|Successor\\s+)?(?:Co-?)?(?:Executor|Executrix|Administrator|Administratrix|Personal\\s+Representative)';
    const after = new RegExp(`,?\\s+(?:is|be|was|are|were|shall\\s+be)\\s+(?:hereby\\s+)?(?:duly\\s+)?appointed\\s+(?:as\\s+)?(?:the\\s+)?${office}`, 'g');
    const before = new RegExp(`\\b(?:appoint(?:s|ing|ed)?|Letters\\s+(?:Testamentary|of\\s+Administration)\\s+(?:(?:shall|be|are|were|is)\\s+)?(?:hereby\\s+)?(?:issued|granted|issue)(?:\\s+to)?)\\s+(?:the\\s+said\\s+)?(?=[A-Z])`, 'g');
    const officers: NameHit[] = [];
    after.lastIndex = from;
    let am: RegExpExecArray | null;
    while ((am = after.exec(region))) officers.push(...namesBefore(text, am.index, from));
    before.lastIndex = from;
    while ((am = before.exec(region))) {
      const names = parseNameList(text, am.index + am[0].length, to);
      // "appointing X as Independent Executrix" (not "appointed by the Court"); "Letters ... granted to X"
      if (names.length && (/^Letters/i.test(am[0]) || new RegExp(`^\\s*,?\\s*(?:as\\s+)?(?:the\\s+)?${office}`, 'i').test(text.slice(names[0].end, names[0].end + 60)))) officers.push(names[0]);
    }
    for (const n of officers) if (canonicalName(n.name, n.kind).toLowerCase() !== decName) push(out, n, 'other');
  }
  // an affiant who swears as one of the heirs ("states that he is an heir at law of the above-named decedent", a
  // Virginia "LIST OF HEIRS") is an heir only; one who swears to what she knows and is listed too is both
  if (cat === 'affidavit_of_heirship' && (/^[ \t]*LIST\s+OF\s+HEIRS[ \t]*$/im.test(text.slice(0, 400)) || /\b(?:states?|says?|deposes?)(?:\s+and\s+says)?\s+that\s+(?:s?he|I)\s+(?:is|am)\s+(?:an?|one\s+of\s+the)\s+heirs?\b/i.test(region))) {
    const heirNames = new Set(out.filter((p) => p.role === 'heir').map((p) => p.name.toLowerCase()));
    return out.filter((p) => p.role !== 'other' || !heirNames.has(p.name.toLowerCase()));
  }
  return out;
}
