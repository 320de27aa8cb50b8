// Dates in instrument language: every written form of a calendar date ("the 11th day of August,
// 1981", "August 11, 1981", "8/11/1981", "11 Aug 1981", "the tenth day of June, in the year of our
// Lord one thousand eight hundred and ninety-three"), and what each one is (execution, effective,
// acknowledgment, filing, death, or someone else's date) from the words before it and the part of
// the instrument it sits in.
import type { Segment, SegmentKind } from '../types.js';
import { NUMBER_PHRASE, NUMBER_WORD, ORDINAL_WORD, ocrClean, wordsToNumber } from './text.js';

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};
const MONTH = '(?:Jan(?:uary|\\.)?|Feb(?:ruary|\\.)?|Mar(?:ch|\\.)?|Apr(?:il|\\.)?|May\\.?|June?\\.?|July?\\.?|Aug(?:ust|\\.)?|Sept?(?:ember|\\.)?|Oct(?:ober|\\.)?|Nov(?:ember|\\.)?|Dec(?:ember|\\.)?)';
const DAY_ORD = `(?:(\\d{1,2})\\s*(?:st|nd|rd|th|d)?|(${ORDINAL_WORD}|(?:twenty|thirty)[\\s-]+${ORDINAL_WORD}))`;
const YEAR_WORDS = `(?:(?:in\\s+)?the\\s+year\\s+(?:of\\s+our\\s+Lord\\s+)?(${NUMBER_PHRASE})|((?:nineteen|eighteen|twenty)\\s+hundred(?:\\s+and)?(?:[\\s-]+(?:${NUMBER_WORD}))*|(?:one|two)\\s+thousand(?:(?:[\\s-]+|\\s+and\\s+)(?:${NUMBER_WORD}))*))`;
// "1917", "A.D. 1917", "in the year of our Lord 1874", "A.D. nineteen hundred and seventeen", "in the year of our Lord one thousand ..."
const YEAR = `(?:(?:A\\.?\\s?D\\.?,?\\s*|(?:in\\s+)?the\\s+year\\s+(?:of\\s+our\\s+Lord\\s+)?)?(\\d{4})|(?:A\\.?\\s?D\\.?,?\\s*)?${YEAR_WORDS})`;

// Each pattern yields: day (digits or words), month (name or number), year (digits or words).
const PATTERNS: Array<{ re: RegExp; pick: (m: RegExpExecArray) => [string | undefined, string | undefined, string | undefined] }> = [
  // the 11th day of August, 1981 / 11th day of August, A.D. 1981 / tenth day of June, in the year of our Lord ...
  // / (a translation from the Spanish) the twenty-sixth day of the month of February of the year one thousand ...
  {
    re: new RegExp(`\\b${DAY_ORD}\\s+day\\s+of\\s+(?:the\\s+month\\s+of\\s+)?(${MONTH})\\s*,?\\s*(?:of\\s+(?=the\\s+year\\b))?${YEAR}`, 'gi'),
    pick: (m) => [m[1] ?? m[2], m[3], m[4] ?? m[5] ?? m[6]],
  },
  // August 11, 1981 / Aug. 11th, 1981 / August 11 1981
  {
    re: new RegExp(`\\b(${MONTH})\\s+(\\d{1,2})\\s*(?:st|nd|rd|th)?\\s*,?\\s*(?:A\\.?\\s?D\\.?,?\\s*)?(\\d{4})\\b`, 'gi'),
    pick: (m) => [m[2], m[1], m[3]],
  },
  // 11 August 1981 / 11th August, 1981 / 20th May, 1862
  {
    re: new RegExp(`\\b(\\d{1,2})\\s*(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH})\\s*,?\\s*(?:A\\.?\\s?D\\.?,?\\s*)?(\\d{4})\\b`, 'gi'),
    pick: (m) => [m[1], m[2], m[3]],
  },
  // a clerk's time stamp, year first: "1959 JUN 17 10:48 AM", "1983 AUG -5 PM 2:14"
  {
    re: new RegExp(`(?<![\\d/.-])(\\d{4})\\s+(${MONTH})\\s+-?(\\d{1,2})(?![\\d/,]|\\.\\d)`, 'gi'),
    pick: (m) => [m[3], m[2], m[1]],
  },
  // 8/11/1981, 08-11-1981, 3-15-52, 8.11.1981
  {
    re: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|\.\d)/g,
    pick: (m) => [m[3], m[1], m[4]],
  },
  // 1981-08-11
  {
    re: /(?<![\d/-])(\d{4})-(\d{2})-(\d{2})(?![\d/-])/g,
    pick: (m) => [m[3], m[2], m[1]],
  },
];

export interface DateMention {
  start: number;
  end: number;
  iso: string;
}

function monthNumber(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  const k = s.toLowerCase().replace(/\.$/, '');
  return MONTHS[k] ?? MONTHS[k.slice(0, 3)] ?? null;
}

function dayNumber(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  const t = s.toLowerCase().replace(/[\s-]+/g, ' ');
  const parts = t.split(' ');
  if (parts.length === 2) {
    const tens = wordsToNumber(parts[0]);
    const unit = wordsToNumber(parts[1]);
    return tens !== null && unit !== null ? tens + unit : null;
  }
  return wordsToNumber(t);
}

function yearNumber(s: string): number | null {
  if (/^\d{4}$/.test(s)) return Number(s);
  if (/^\d{2}$/.test(s)) {
    const y = Number(s);
    return y <= 30 ? 2000 + y : 1900 + y;
  }
  return wordsToNumber(s);
}

export function toIso(y: number, m: number, d: number): string | null {
  if (!(y >= 1700 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= 31)) return null;
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Every calendar date written in `clean` (an ocrClean'ed text), in order, without overlaps. */
export function findDates(clean: string): DateMention[] {
  const found: DateMention[] = [];
  for (const { re, pick } of PATTERNS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(clean))) {
      const [d, mo, y] = pick(m);
      if (!d || !mo || !y) continue;
      const day = dayNumber(d);
      const month = monthNumber(mo);
      const year = yearNumber(y);
      if (day === null || month === null || year === null) continue;
      const iso = toIso(year, month, day);
      if (!iso) continue;
      const start = m.index;
      const end = m.index + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ start, end, iso, ...(/^\d{2}$/.test(y) ? { short: { year: Number(y), month, day } } : {}) });
    }
  }
  return withCentury(found, clean).sort((a, b) => a.start - b.start);
}

// A full year that says nothing of the instrument's century: the date of the statute a patent
// rests on ("pursuant to the Act of Congress of May 20, 1862").
const STATUTE_BEFORE = /\bact\s+of\s+(?:congress|(?:the\s+)?legislature)\b[^.;]{0,40}$/i;

/**
 * A two-digit year ("Dated 12/23/17") belongs to the century of the instrument's other dates
 * written in full (the notary's "A.D. 1917", the clerk's "January 1st, 1918"): the century that
 * puts it nearest to one of them. A statute's date ("the Act of Congress of May 20, 1862") only
 * says the instrument is later: the first century after it. Without a full year it stays in the
 * 1931-2030 window.
 */
function withCentury(found: Array<DateMention & { short?: { year: number; month: number; day: number } }>, text: string): DateMention[] {
  const full: number[] = [];
  const statutes: number[] = [];
  for (const f of found) if (!f.short) (STATUTE_BEFORE.test(text.slice(Math.max(0, f.start - 80), f.start)) ? statutes : full).push(Number(f.iso.slice(0, 4)));
  // the instrument comes after the statute it rests on: the first century that puts it there
  const after = Math.max(0, ...statutes);
  return found.map(({ short, ...f }) => {
    if (!short || (!full.length && !after)) return f;
    let best: { iso: string; gap: number } | null = null;
    for (const century of [1700, 1800, 1900, 2000]) {
      const iso = toIso(century + short.year, short.month, short.day);
      if (!iso || century + short.year < after) continue;
      const gap = full.length ? Math.min(...full.map((y) => Math.abs(y - (century + short.year)))) : century + short.year - after;
      if (!best || gap < best.gap) best = { iso, gap };
    }
    return best ? { ...f, iso: best.iso } : f;
  });
}

/** Parses one date written any of the ways above ("August 11, 1981", "1981-08-11"); null if none. */
export function parseDate(s: string | null | undefined): string | null {
  if (!s) return null;
  const m = findDates(ocrClean(s));
  return m.length ? m[0].iso : null;
}

export type DateKind = 'execution' | 'effective' | 'acknowledgment' | 'recording' | 'death' | 'jurat' | 'ignore' | 'unknown';

// Cues looked for just before a date (nearest one wins). Order matters only for equal positions.
const CUES: Array<{ kind: DateKind; re: RegExp }> = [
  { kind: 'ignore', re: /\bacts?\s+of\s+(?:congress\s+)?(?:approved\s+)?$|commission\s+expires|expir(?:es|ation)|\bcom(?:m|mission)?\.?\s+exp\b|\bact\s+of\s+(?:congress|(?:the\s+)?legislature)\b|on\s+or\s+before|approved|anniversary|matur|due\b|payable|born|until|prior\s+to|no\s+later\s+than|terminat|will\s+(?:and\s+testament\s+)?(?:of\s+[^,]+,\s*(?:deceased,\s*)?)?dated|(?<!\bthis\s+(?:[a-z]+\s+){0,4})(?:l ?\w? ?a ?s ?[ec]|deed|mortgage|instrument|assignment|agreement|will|note|conveyance|contract|plat|writing|power\s+of\s+attorney)\b(?:[^.;]|\b[A-Z]\.|\b(?:Co|Inc|Corp|Ltd|Jr|Sr|Mrs?|al|etc)\.){0,120}?\b(?:(?<!\n[ \t]*)dated(?!\s*:)|of\s+date|bearing\s+date)(?:\s+effective(?:\s+as\s+of)?)?|of\s+even\s+date|from\s+said\s+date|recorded\s+in\s+book|\bu\/[at]\/[ad]\b|\bu\/d\/t\b|\bUAD\b|\bdtd\.?|\btrust\b[^.;]{0,20}?\b(?:dated|created|established)|\bdefault\s+(?:judgment\s+)?(?:was\s+)?entered(?:\s+on)?|\bfor\s+(?:final\s+)?hearing(?!\s+(?:on\s+)?this\b)(?:\s+on)?|\b(?:to\s+be\s+)?heard\s+(?:on|upon)(?:\s+the)?\s*$|\bsurvey\s+made\b|\blicen[cs]e\s+granted\b[^.;]{0,120}?\b(?:on|dated)\s+(?:the\s+)?$|\b(?:survey|entry)\s+(?:No\.?\s*\d+\s*,?\s*)?(?:bearing\s+date|dated|made\s+on)|\bEntry\s+No\.?\s*\d+[^.;]{0,120}?\bentered\s+(?:on\s+)?(?:the\s+)?$|\bWHEREAS,?\s+(?:on\s+)?(?:the\s+)?$|\bdid\s*,?\s+(?:on\s+)?(?:the\s+)?$|(?:^|\n)[ \t]*(?:Lease|Deed|Mortgage|Assignment)\s+dated\s*:/gi },
  { kind: 'death', re: /\bd[il1][ec]d\b|\bdeath\b|\bdeceased\s+on\b|passed\s+away|departed\s+this\s+life|date\s+of\s+death/gi },
  // (a clerk's stamp that numbers the instrument: "RECEPTION NO. 1943005777  03/09/1943 8:56 PM", "Instrument No. 2004-01234, 5/6/2004")
  { kind: 'recording', re: /\bf[il1]{1,2}[ec]d\b|\bfor\s+record\b|(?:^|\n|\t|\s{2})Rec(?:'d|\.)[ \t]*$|\bfiling\b|\brecorded\b|received\s+for\s+record|\brecording\b|entered\s+of\s+record|\b(?:reception|instrument|document|doc\.?|clerk'?s\s+file|file)\s+(?:no\.?|number|#)\s*:?\s*[\w-]+|\b(?:admitted|lodged|presented)\s+(?:to|for)\s+record/gi },
  { kind: 'effective', re: /\beffective\b/gi },
  // ("Subscribed and sworn to (or affirmed) before me on August 11, 1995": Oregon's and North Carolina's jurat)
  { kind: 'jurat', re: /(?:subscribed\s+and\s+)?sworn(?:\s+t[o0])?(?:\s*\(\s*or\s+affirmed\s*\))?(?:\s+and\s+subscribed)?(?:\s+bef[o0]re\s+me)?/gi },
  // (an abstract's entry: "Dated Oct. 26, 1928.   Ack. 10/30/1928.   Filed November 5, 1928.")
  // (Wisconsin's authentication of signatures stands for an acknowledgment: "Signature of X authenticated on November 1, 1976")
  { kind: 'acknowledgment', re: /\bAck(?:n?d)?\.?[ \t]*:?[ \t]*$|\bauthenticated\s+(?:on|this)\s+(?:the\s+)?$|acknowledged\s+before\s+me|(?:^|\n)[ \t]*acknowledged(?:\s+(?:on|this))?(?:\s+the)?\s*$|before\s+me\b|personally\s+appeared|given\s+under\s+my\s+hand\s+and\s+(?:official\s+)?seal\s+of\s+office/gi },
  { kind: 'execution', re: /\bexecuted\b|\bsigned\b|\bwitness\b|\bdated?\b|\bmade\b|entered\s+into|\bgiven\b|\bdelivered\b|\btestimony\b|\bthis\b|\bon\s+the\b|\bagreement\b|\bentered\b/gi },
];

// (and a Maine register's "PENOBSCOT, ss. Received July 7, 1866, at 9h 9m P.M., and recorded in Vol. 150")
const RECORDING_AFTER = /^,?\s*(?:at\s+[\d:.]+\s*o'?clock\s*[AP]\.?\s?M\.?,?\s*)?(?:was\s+)?(?:lodged|filed|admitted|received|presented)\s+(?:for|to)\s+record|^,?\s*at\s+\d{1,2}h\s*\d{1,2}m\s*[AP]\.?\s?M\.?,?\s*and\s+recorded\b/i;

// a clerk's stamp whose date line (the clock time beside it) stands over the words: "1959 JUN 17
// 10:48 AM\nFILED AND RECORDED"
const STAMP_AFTER = /^[ \t]*(?:(?:[AP]\.?M\.?[ \t]*)?\d{1,2}:\d{2}(?::\d{2})?[ \t]*(?:[AP]\.?\s?M\.?)?[ \t]*)?\n[ \t]*(?:filed(?:\s+(?:and\s+recorded|for\s+record))?|recorded|received\s+for\s+record)[ \t]*(?:\n|$)/i;

// a Virginia clerk's certificate: "In the Clerk's Office of the Circuit Court of King George County,
// the 7th day of September, 1896. This deed was presented, and with the certificate annexed,
// admitted to record at 8:38 A.M." (the same opening dates a clerk's probate of a will, which
// admits the writing to probate, not to record)
function clerksOffice(clean: string, d: DateMention): boolean {
  if (!/\bclerk'?s\s+office\b[^.;\n]{0,120}$/i.test(clean.slice(Math.max(0, d.start - 130), d.start))) return false;
  const after = clean.slice(d.end, d.end + 200).split(/\n[ \t]*\n/)[0];
  // (a town clerk's heading: "Town Clerk's Office, Swanton, Vermont, March 2, 1873.\nReceived for record at 3 o'clock P. M.")
  return /\badmitted\s+to\s+record\b|\b(?:lodged|presented|received)\s+for\s+record\b/i.test(after);
}

function rememberedKind(clean: string, d: DateMention): DateKind | null {
  if (!/\bbe\s+it\s+remembered,?\s+that\s+on\s+(?:this\s+)?(?:the\s+)?$/i.test(clean.slice(Math.max(0, d.start - 50), d.start))) return null;
  const after = clean.slice(d.end, d.end + 400).split(/\n[ \t]*\n/)[0];
  if (/\badmitted\s+to\s+record\b|\b(?:presented|lodged|filed)\s+(?:for\s+record|in\s+the\s+office\s+of\s+the\s+(?:clerk|recorder|register))/i.test(after)) return 'recording';
  if (/\bbefore\s+me\b|\bnotary\b|\bpersonally\s+(?:came|appeared)\b|\backnowledged\b/i.test(after)) return 'acknowledgment';
  return null;
}

export interface ClassifiedDate extends DateMention {
  kind: DateKind;
  /** The kind came from the words before the date, not only from the segment it sits in. */
  explicit: boolean;
  segment: SegmentKind;
}

function segmentAt(segments: Segment[], pos: number): SegmentKind {
  for (const s of segments) if (pos >= s.start && pos < s.end) return s.kind;
  return 'other';
}

/** Classifies each date by the nearest cue before it (within its sentence or 160 characters) and its segment. */
export function classifyDates(clean: string, segments: Segment[]): ClassifiedDate[] {
  const dates = findDates(clean);
  const out: ClassifiedDate[] = [];
  let prevEnd = 0;
  for (const d of dates) {
    const seg = segmentAt(segments, d.start);
    let from = Math.max(prevEnd, d.start - 160);
    if (seg !== 'recording_stamp') {
      const para = clean.slice(from, d.start).search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/);
      if (para >= 0) from += para;
    }
    const before = clean.slice(from, d.start);
    let specific: { kind: DateKind; pos: number } | null = null;
    let generic: { kind: DateKind; pos: number } | null = null;
    for (const cue of CUES) {
      cue.re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = cue.re.exec(before))) {
        const pos = m.index + m[0].length;
        if (cue.kind === 'execution') {
          if (!generic || pos > generic.pos) generic = { kind: cue.kind, pos };
        } else if (!specific || pos > specific.pos) specific = { kind: cue.kind, pos };
      }
    }
    // A specific cue ("filed", "died", "effective", "sworn") close before the date beats the generic
    // words of a dating clause ("this", "on the") that sit between it and the date.
    const reach = specific?.kind === 'acknowledgment' ? 200 : 70;
    const best = specific && (!generic || before.length - specific.pos <= reach) ? specific : generic;
    let kind: DateKind = best?.kind ?? 'unknown';
    let explicit = !!best && best.kind !== 'execution';
    // the will's own date, however far its sentence runs past other dates: "The last will and testament
    // of A, who died on February 27, 1931, a resident of Floyd County, dated January 26, 1924, ..."
    if (kind === 'execution' && /\bdated\s+(?:the\s+)?$/i.test(before)) {
      const back = clean.slice(Math.max(0, d.start - 400), d.start);
      // (the sentence starts after a full stop that ends a word, not an initial's: "Otis W. Justice")
      const stops = [...back.matchAll(/[a-z]{2}[.!?]\s|\n\s*\n/g)];
      const sentence = back.slice(stops.length ? stops[stops.length - 1].index! + 1 : 0);
      if (/\bwill\s+and\s+testament\b/i.test(sentence)) kind = 'ignore';
    }
    // an auditor's endorsement (Indiana, Ohio): "DULY ENTERED FOR TAXATION SUBJECT TO FINAL ACCEPTANCE
    // FOR TRANSFER\nJune 13, 1892\nX, AUDITOR OF GIBSON COUNTY" dates the tax record, not the instrument
    if (/\bentered\s+for\s+(?:taxation|transfer)\b[^\n]*\n?[^\n]*$/i.test(clean.slice(Math.max(0, d.start - 160), d.start))) {
      kind = 'ignore';
      explicit = true;
    }
    // a North Carolina clerk's order on the notary's certificate ("The foregoing certificate of X, a
    // Notary Public, is adjudged to be correct. Let the instrument with the certificate be registered.
    // This 6th day of December, 1955.") dates the order to register, not the instrument
    if (kind !== 'recording' && /\b(?:adjudged\s+to\s+be\s+correct|let\s+the\s+(?:instrument|deed|writing|same)\b[^.]{0,60}?\bbe\s+registered)\b[^]{0,120}$/i.test(clean.slice(Math.max(0, d.start - 300), d.start))) {
      kind = 'ignore';
      explicit = true;
    }
    // a clerk's stamp at the head that gives the date and the clock time only ("MISC  Cnt=1 Stn=1
    // 09/25/2011 09:32:00 PM" under "COLUMBIA COUNTY, OREGON    2011-009308"): the filing
    if (!explicit && d.start < 400 && /^\s+\d{1,2}:\d{2}(?::\d{2})?\s*[AP]\.?\s?M\b/i.test(clean.slice(d.end, d.end + 20))) {
      kind = 'recording';
      explicit = true;
    }
    // a clerk's certificate that names the filing after its date: "was on the 31st day of December, 1941,
    // at 2:26 o'clock P.M., lodged for record"
    if (!explicit && (RECORDING_AFTER.test(clean.slice(d.end, d.end + 60)) || (/(?:^|\n)[ \t]*$/.test(clean.slice(Math.max(0, d.start - 40), d.start)) && STAMP_AFTER.test(clean.slice(d.end, d.end + 60))) || clerksOffice(clean, d))) {
      kind = 'recording';
      explicit = true;
    }
    // a town clerk's return stamp, a line of its own: "Return No. 72-258    Signed Eunice Parmelee, Clerk    Date 12/16/1972"
    if (!explicit && /\bClerk\b[^\n]{0,40}\bDate\s*:?\s*$/.test(clean.slice(Math.max(0, d.start - 80), d.start))) {
      kind = 'recording';
      explicit = true;
    }
    // a notary's certificate that opens with its date: "On August 15, 1878, before me personally appeared ..."
    if (!explicit && /^,?\s*before\s+me\b/i.test(clean.slice(d.end, d.end + 20)) && /(?:^|\n)[ \t]*On\s+(?:the\s+)?$/i.test(clean.slice(Math.max(0, d.start - 20), d.start))) {
      kind = 'acknowledgment';
      explicit = true;
    }
    // a recorder's certificate: "Recorded in the Office for the Recording of Deeds, &c., in and for the County of
    // Elk, in Misc. Book Vol. 116, page 321, &c.\nWitness my hand and seal of office this 8th day of May, A.D. 1883.\nX, Recorder."
    if ((kind === 'execution' || kind === 'unknown') && /\bRecorded\s+in\s+the\s+Office\b[^]{0,300}?\bWitness\s+my\s+hand\b[^]{0,80}$/i.test(clean.slice(Math.max(0, d.start - 400), d.start)) && !/\n[ \t]*\n/.test(clean.slice(Math.max(0, d.start - 200), d.start))) {
      kind = 'recording';
      explicit = true;
    }
    // "commission expires" can sit a line above the notary's own date only when nothing nearer.
    if (seg === 'recording_stamp' && (kind === 'unknown' || kind === 'execution' || kind === 'acknowledgment')) kind = 'recording';
    if (seg === 'acknowledgment' && (kind === 'unknown' || kind === 'execution')) kind = 'acknowledgment';
    // "Be it remembered, that on this 30 day of July, 1904, before me, ... a Notary Public, came ...": what
    // follows says whose date it is, the notary's or the clerk's ("... this deed was presented in the office
    // of the Clerk ... and admitted to record"), whatever part the layout put it in
    // a deed proved for record by a witness's oath instead of the grantor's acknowledgment (South Carolina's
    // "PROBATE": "PERSONALLY appeared before me W, who on oath says that he saw the within named A sign ... SWORN to
    // before me this 7th day of May, 1853"; a Louisiana private act's subscribing witness): the oath dates its proof
    if (kind === 'jurat' && /\b(?:saw\s+the\s+within[\s-]+named|subscribing\s+witness(?:es)?\b)/i.test(clean.slice(Math.max(0, d.start - 600), d.start))) {
      kind = 'acknowledgment';
      explicit = true;
    }
    const remembered = rememberedKind(clean, d);
    if (remembered) {
      kind = remembered;
      explicit = true;
    }
    // a release's or an assignment's block of the lease it deals with, above its own words ("PARTIAL RELEASE\n\nLease
    // Date: August 10, 1952\nLessor: ..."): the lease's date
    if (/\b(?:(?:Original\s+)?Lease\s+Date|Date\s+of\s+(?:Original\s+)?Lease)\s*:\s*$/i.test(before) && /\b(?:RELEASE|ASSIGNMENT|RATIFICATION|SURRENDER|EXTENSION|AMENDMENT|AFFIDAVIT)\b/i.test(clean.slice(0, 300))) {
      kind = 'ignore';
      explicit = true;
    }
    // a date inside the land's description belongs to what it recites ("Lease Date: January 14, 2012"
    // in a release's block of the lease, "the deed dated ..."), never to the instrument itself
    // (but "Signed May 18th, 1986" is the instrument's, wherever a layout puts it)
    if (seg === 'description' && (kind === 'unknown' || kind === 'execution') && !/\b(?:signed|executed)\b[^\n]{0,20}$/i.test(before)) kind = 'ignore';
    out.push({ ...d, kind, explicit, segment: seg });
    prevEnd = d.end;
  }
  return out;
}

export interface DatePick {
  execution?: ClassifiedDate;
  effective?: ClassifiedDate;
  acknowledgment?: ClassifiedDate;
  recording?: ClassifiedDate;
  death?: ClassifiedDate;
}

/** The instrument's own dates among the classified ones. */
export function pickDates(dates: ClassifiedDate[], opts: { affidavit: boolean }): DatePick {
  const pick: DatePick = {};
  const first = (k: DateKind, where?: (d: ClassifiedDate) => boolean) => dates.find((d) => d.kind === k && (!where || where(d)));
  const body = (d: ClassifiedDate) => d.segment !== 'recording_stamp' && d.segment !== 'acknowledgment';
  pick.recording = first('recording', (d) => d.explicit && d.segment === 'recording_stamp') ?? first('recording', (d) => d.explicit) ?? first('recording');
  pick.effective = first('effective', body) ?? first('effective');
  pick.death = first('death');
  const jurat = first('jurat');
  pick.acknowledgment = first('acknowledgment', (d) => d.segment === 'acknowledgment') ?? first('acknowledgment');
  pick.execution = first('execution', (d) => body(d)) ?? first('execution');
  if (!pick.execution && jurat) pick.execution = jurat;
  if (!pick.execution) pick.execution = dates.find((d) => d.kind === 'unknown' && body(d));
  // An undated instrument has no execution date: the notary's date is the acknowledgment's only
  // (its governing date falls to the filing).
  if (opts.affidavit && jurat && (!pick.execution || pick.execution.segment === 'signatures')) pick.execution = jurat;
  return pick;
}
