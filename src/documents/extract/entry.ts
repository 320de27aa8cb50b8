// An abstractor's typed entry (a "takeoff" of a runsheet or an abstract of title): the instrument
// summarised as labelled lines instead of its own prose, e.g.
//
//   Inst: WD            Book 260 Page 381
//   Dated: 08/27/1938   Ack: 8-27-1938   Filed: 9/4/1938
//   Grantor: Tidwell, Emil Howard & Tidwell, Nellie F. (h&w)
//   Grantee: Haugen, Evelyn
//   Desc: the NE/4 of Sec. 9, T148N, R97W, 5th P.M., McKenzie County, North Dakota
//
// The kind comes from the instrument's code, the parties from their labels (names in index order,
// several joined by "&"), the dates from the label before each; the description is read as any.
import type { DocCategory, Role } from '../types.js';
import { findDates } from './dates.js';
import { isOrganization } from './names.js';

/** The instrument codes abstractors use, first match wins (a release or an assignment names the lease it acts on). */
const CODES: Array<[RegExp, DocCategory]> = [
  [/^rel(?:ease)?\b.*\b(?:mtg|mortgage|d\/?t|dot|deed\s+of\s+trust|lien)\b/i, 'other'],
  [/^(?:rel(?:ease)?|r\/l)\b/i, 'release_of_lease'],
  [/^(?:as+gn?m?n?t|as+ignment|asgn|aogl|a\/l)\b/i, 'assignment_of_lease'],
  [/^(?:s\.?\s?w\.?\s?d|sp\.?\s*w\.?\s*d|special\s+warranty)\b/i, 'special_warranty_deed'],
  [/^(?:w\.?\s?d|w\/d|warr(?:anty)?\.?\s+deed)\b/i, 'warranty_deed'],
  [/^(?:q\.?\s?c\.?\s?d|q\/?c|quit\s*claim)\b/i, 'quitclaim_deed'],
  [/^(?:m\.?\s?d|min(?:eral)?\.?\s+deed|m\/d)\b/i, 'mineral_deed'],
  [/^(?:r\.?\s?d|roy(?:alty)?\.?\s+deed|npri)\b/i, 'royalty_deed'],
  [/^(?:o\s?&\s?g\s+l(?:se|ease)|ogl|l(?:se|ease)|mol|memo(?:randum)?\s+of\s+(?:o\s?&\s?g\s+)?l(?:se|ease))\b/i, 'oil_and_gas_lease'],
  [/^(?:aoh|aff(?:idavit)?\.?\s+(?:of\s+)?heir)/i, 'affidavit_of_heirship'],
  [/^(?:prob(?:ate)?|decree|l\/?t|letters\s+test|order\s+admit)/i, 'probate'],
  [/^pat(?:ent)?\b/i, 'patent'],
  [/^(?:r\/w|row|esmt|easement|r\.o\.w\.)/i, 'easement'],
  [/^(?:mtg|mortgage|d\/?t|dot|deed\s+of\s+trust)\b/i, 'deed_of_trust'],
];

/** Party labels and the role each names; a release's "By:" is the lessee releasing, its "To:" the lessors. */
const PARTY_LABELS: Record<string, Role | ((cat: DocCategory) => Role)> = {
  grantor: 'grantor',
  grantors: 'grantor',
  grantee: 'grantee',
  grantees: 'grantee',
  mortgagor: 'grantor',
  mortgagors: 'grantor',
  mortgagee: 'grantee',
  trustor: 'grantor',
  assignor: 'assignor',
  assignors: 'assignor',
  assignee: 'assignee',
  assignees: 'assignee',
  lessor: 'lessor',
  lessors: 'lessor',
  lessee: 'lessee',
  decedent: 'decedent',
  heirs: 'heir',
  heir: 'heir',
  patentee: 'grantee',
  by: (cat) => (cat === 'release_of_lease' ? 'lessee' : 'grantor'),
  to: (cat) => (cat === 'release_of_lease' ? 'lessor' : 'grantee'),
};

/** Date labels and the kind of date each gives; other dates in an entry (a recited lease's, a note's) are not the instrument's. */
const DATE_LABELS: Record<string, 'execution' | 'effective' | 'acknowledgment' | 'recording'> = {
  dated: 'execution',
  date: 'execution',
  executed: 'execution',
  eff: 'effective',
  effective: 'effective',
  ack: 'acknowledgment',
  ackd: 'acknowledgment',
  acknowledged: 'acknowledgment',
  filed: 'recording',
  rec: 'recording',
  recorded: 'recording',
};

export interface EntryParty {
  name: string;
  role: Role;
  kind: 'person' | 'organization';
  start: number;
  end: number;
}
export interface EntryDate {
  kind: 'execution' | 'effective' | 'acknowledgment' | 'recording';
  iso: string;
  start: number;
  end: number;
}
export interface Entry {
  category: DocCategory;
  code: string;
  codeStart: number;
  parties: EntryParty[];
  dates: EntryDate[];
}

const LABEL = /(^|[ \t]{2,}|\t)([A-Z][A-Za-z.]{1,14})[ \t]*:[ \t]*/gm;

/** The entry a text is, or null when it is an instrument's own prose. */
export function readEntry(clean: string): Entry | null {
  const inst = /^[ \t]*(?:Inst|Instr|Instrument|Inst\.\s*Type)\.?[ \t]*:[ \t]*([^\n]*?)(?=[ \t]{2,}|[ \t]*(?:Bk|Book|Vol)\b|$)/im.exec(clean);
  if (!inst) return null;
  if (!/^[ \t]*(?:Grantor|Assignor|Mortgagor|Lessor|Decedent|By)s?[ \t]*:/im.test(clean)) return null;
  // a recorder's cover sheet ("Instrument: WARRANTY DEED / Grantor: ...") above the instrument itself: the prose says more
  // (an entry's remarks may quote a reservation "unto" the grantors; words of grant "unto" someone are the instrument's)
  if (/\b(?:grant|convey|bargain|sell|assign|lease|quitclaim)(?:s|ed)?\b[^.\n]{0,60}?\bunto\b|\bwitnesseth\b|\bhereby\s+(?:grant|convey|assign|release|lease)/i.test(clean)) return null;
  const code = inst[1].trim();
  const category = CODES.find(([re]) => re.test(code))?.[1] ?? 'other';
  const codeStart = inst.index + inst[0].indexOf(inst[1]);

  // each label's value: to the next label on the line, or the line's end
  const labels: Array<{ label: string; at: number; start: number; end: number }> = [];
  let m: RegExpExecArray | null;
  LABEL.lastIndex = 0;
  while ((m = LABEL.exec(clean))) labels.push({ label: m[2].toLowerCase().replace(/\.$/, ''), at: m.index + m[1].length, start: m.index + m[0].length, end: clean.length });
  for (let i = 0; i < labels.length; i++) {
    const lineEnd = clean.indexOf('\n', labels[i].start);
    labels[i].end = Math.min(lineEnd < 0 ? clean.length : lineEnd, labels[i + 1]?.at ?? clean.length);
  }

  const parties: EntryParty[] = [];
  for (const l of labels) {
    const roleOf = PARTY_LABELS[l.label];
    if (!roleOf) continue;
    const role = typeof roleOf === 'function' ? roleOf(category) : roleOf;
    for (const n of namesIn(clean, l.start, l.end)) parties.push({ ...n, role });
  }

  const dates: EntryDate[] = [];
  for (const d of findDates(clean)) {
    const l = labels.filter((x) => x.start <= d.start && d.start <= x.end + 1).pop();
    const kind = l ? DATE_LABELS[l.label] : undefined;
    if (kind && !dates.some((x) => x.kind === kind)) dates.push({ kind, iso: d.iso, start: d.start, end: d.end });
  }
  return { category, code, codeStart, parties, dates };
}

/** The names of one party label's value: "Tidwell, Emil Howard & Tidwell, Nellie F. (h&w)" is two, "Smith & Jones Oil Co." one. */
function namesIn(text: string, start: number, end: number): Array<{ name: string; kind: 'person' | 'organization'; start: number; end: number }> {
  const raw = text.slice(start, end);
  const value = raw
    .replace(/\s*\((?:h\s*&\s*w|h\/w|w\/h|his\s+wife|husband\s+and\s+wife)\)|,?\s+(?:h\s*&\s*w|h\/w)\b\.?/gi, (s) => ' '.repeat(s.length))
    .replace(/,?\s+et\s*\.?\s*(?:ux|vir|al)\b\.?/gi, (s) => ' '.repeat(s.length));
  const pieces: Array<{ text: string; at: number }> = [];
  const re = /\s+(?:&|and)\s+|\s*;\s*/gi;
  let from = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(value))) {
    pieces.push({ text: value.slice(from, m.index), at: from });
    from = m.index + m[0].length;
  }
  pieces.push({ text: value.slice(from), at: from });
  const indexOrder = (s: string) => /^[A-Za-z'’-]+(?:\s+[A-Za-z'’-]+)?,\s*[A-Za-z]/.test(s.trim()) && !isOrganization(s);
  const whole = pieces.length > 1 && pieces.every((p) => indexOrder(p.text) || (isOrganization(p.text) && p.text.trim().split(/\s+/).length > 1)) ? pieces : [{ text: value, at: 0 }];
  return whole
    .map((p) => {
      const lead = p.text.length - p.text.trimStart().length;
      const s = p.text.trim().replace(/[,;]\s*$/, '');
      // as written, index order too: assembly's canonicalName puts "PENNINGTON, WILBUR G." in natural order
      const org = isOrganization(s);
      return { name: s, kind: org ? ('organization' as const) : ('person' as const), start: start + p.at + lead, end: start + p.at + lead + s.length };
    })
    .filter((n) => /[A-Za-z]{2}/.test(n.name));
}
