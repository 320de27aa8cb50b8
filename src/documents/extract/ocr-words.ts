// Words misread by OCR, repaired before the rules read the text. Two passes, both keeping every
// offset (a repaired word takes the place of the misread one; a word read one letter longer, "rn"
// for "m", is padded with a space in front), so spans found in the repaired text are spans of the
// original:
// 1. Instrument vocabulary: a word that is not a word of instrument language but reads as exactly
//    one of them through the usual confusions (e/c, i/l/1/I, o/0/O, s/5/S, rn/m) becomes that word,
//    in the case it was written in ("Grantec" → "Grantee", "GRANT0R" → "GRANTOR", "slngle" →
//    "single", "Corporatlon" → "Corporation", "wc" → "we").
// 2. Names written several ways in one instrument: capitalised words that read alike through the
//    same confusions ("Lconard" and "Leonard", "SEWELL" and "5EWELL") take the spelling the
//    instrument uses most; between two spellings used as often, the one whose letter pairs are
//    commoner in the instrument's own text ("Le" rather than "Lc"). A name misread in its only
//    occurrence stays as it is.

const FUNCTION_WORDS = 'we in is of on or to by as at an the that this these those with said whose unto from and for his her their its same such being been have has';
const ROLE_WORDS =
  'grantor grantors grantee grantees lessor lessors lessee lessees assignor assignors assignee assignees mortgagor mortgagors mortgagee mortgagees ' +
  'trustor trustors trustee trustees seller sellers vendor vendors releasor borrower borrowers debtor buyer buyers purchaser purchasers vendee vendees ' +
  'releasee beneficiary lender holder affiant decedent deceased heir heirs party parties first second third part undersigned hereinafter herein ' +
  'hereafter called referred designated styled termed known witnesseth whereas between patentee';
const DESCRIPTOR_WORDS =
  'single married unmarried widowed divorced man woman person widow widower feme sole spinster bachelor minor husband wife spouse spouses surviving ' +
  'son daughter child children grandson granddaughter brother sister nephew niece dealing separate property estate individually personally ' +
  'independent executor executrix administrator administratrix guardian attorney fact personal representative receiver conservator ' +
  'mailing address residing post office also formerly sometimes joint tenants common community survivorship acting through thereunto duly authorized ' +
  'corporation company incorporated limited liability partnership general national banking association business trust created organized existing ' +
  'whether one more jointly severally pro forma joined';
const COMPANY_WORDS =
  'oil gas refining petroleum energy resources minerals mineral exploration operating holdings ventures farms ranch ranches church university foundation ' +
  'investments properties enterprises industries production producing royalty royalties credit union cooperative authority agency society group ' +
  'services fund bank railway railroad pipeline land development partners corp inc ltd';
const INSTRUMENT_WORDS =
  'grant grants granted bargain bargained sell sells sold convey conveys conveyed conveyance remise release released releases quitclaim assign assigned ' +
  'assignment transfer transferred set over lease leases leased lets let demise deliver warrant warranty defend deed deeds mortgage patent ' +
  'consideration dollars receipt hereby acknowledged confessed paid hand dated executed effective recorded record records filed instrument ' +
  'book page volume county state section sec township range block survey abstract north south east west quarter half acres containing ' +
  'described following situated lying located known all men presents premises hold heirs successors assigns forever interest undivided ' +
  'royalty bonus rentals term years reserved reserving reservation excepting except save subject notary public commission expires ' +
  'january february march april may june july august september october november december day year lord ' +
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty ' +
  'forty fifty sixty seventy eighty ninety hundred thousand texas oklahoma see ' +
  'affidavit heirship probate testament appointed application devises devised bequeathed admitted ordered designation designates pooled ' +
  'appeared sworn oath deposes says states subscribed age acquainted intestate resident knew ' +
  // the words of land descriptions
  'lot lots tract tracts parcel parcels purchase holland gorham phelps military lands district civil meridian principal government ' +
  'fractional addition subdivision league labor resurvey placer claims mineral minerals allotment allottee nation tribe indians university ' +
  'exhibit recorded records lessee lessor assignor assignee dated description law court decree decreed adjudged';

export const LEXICON: ReadonlySet<string> = new Set(`${FUNCTION_WORDS} ${ROLE_WORDS} ${DESCRIPTOR_WORDS} ${COMPANY_WORDS} ${INSTRUMENT_WORDS}`.split(/\s+/));

const CLASS: Record<string, string> = { e: 'E', c: 'E', i: 'L', l: 'L', '1': 'L', '|': 'L', o: 'O', '0': 'O', s: 'S', '5': 'S' };

/** A word as the usual OCR confusions leave it: letters that are misread for each other share a class. */
export function confusionKey(word: string): string {
  const w = word.toLowerCase().replace(/rn/g, 'm');
  let out = '';
  for (const c of w) out += CLASS[c] ?? c;
  return out;
}

const byKey = new Map<string, string[]>();
for (const w of LEXICON) {
  const k = confusionKey(w);
  byKey.set(k, [...(byKey.get(k) ?? []), w]);
}

/** `word` in `like`'s case: letter for letter when as long, else all capitals, a capital first, or lower case. */
function inCase(word: string, like: string): string {
  const letters = like.replace(/[^A-Za-z]/g, '');
  const capitals = letters.length >= 2 && letters === letters.toUpperCase();
  if (word.length === like.length) {
    let out = '';
    for (let i = 0; i < word.length; i++) {
      const c = like[i];
      const upper = /[A-Z]/.test(c) || (!/[a-z]/.test(c) && (capitals || i === 0));
      out += upper ? word[i].toUpperCase() : word[i].toLowerCase();
    }
    return out;
  }
  if (capitals) return word.toUpperCase();
  if (/^[A-Z05]/.test(like)) return word[0].toUpperCase() + word.slice(1).toLowerCase();
  return word.toLowerCase();
}

/** Puts `word` in place of text[start, start + len) (a shorter word is padded with spaces in front). */
function put(out: string[], start: number, len: number, word: string): void {
  if (word.length > len) return;
  const padded = ' '.repeat(len - word.length) + word;
  for (let i = 0; i < len; i++) out[start + i] = padded[i];
}

const WORD = /[A-Za-z0-9|]+/g;

/** Pass 1: misread words of instrument language. */
function repairVocabulary(text: string): string {
  const out = text.split('');
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text))) {
    const w = m[0];
    if (!/[A-Za-z]/.test(w) || /^\d+$/.test(w)) continue;
    const lower = w.toLowerCase();
    if (LEXICON.has(lower)) continue;
    // a figure with a letter or two is a number, a lot or a township, not a word ("0f", "0F" and
    // "1n" are words: a zero before any letter, a one or five before a small one)
    if ((w.match(/\d/g) ?? []).length * 2 >= w.length && !/^(?:0[A-Za-z]|[15][a-z])$/.test(w)) continue;
    const found = byKey.get(confusionKey(w));
    if (!found || found.length !== 1) continue;
    const word = found[0];
    if (word.length !== w.length && !(w.length === word.length + 1 && /rn/i.test(w))) continue;
    put(out, m.index, w.length, inCase(word, w));
  }
  return out.join('');
}

/** Pass 2: a name written several ways in one instrument takes its commonest spelling. */
/** Letter pairs of a text (small letters), added to `into`. */
function countPairs(text: string, into: Map<string, number>): Map<string, number> {
  const lower = text.toLowerCase();
  for (let i = 0; i + 1 < lower.length; i++) {
    const a = lower.charCodeAt(i);
    const b = lower.charCodeAt(i + 1);
    if (a >= 97 && a <= 122 && b >= 97 && b <= 122) {
      const k = lower.slice(i, i + 2);
      into.set(k, (into.get(k) ?? 0) + 1);
    }
  }
  return into;
}
/** The letter pairs of the words of instrument language: a prior for short texts. */
const LEXICON_PAIRS = countPairs([...LEXICON].join(' '), new Map());

function repairNames(text: string): string {
  let pairs: Map<string, number> | undefined; // counted only when two spellings must be weighed
  const plausibility = (w: string) => {
    pairs ??= countPairs(text, new Map(LEXICON_PAIRS));
    let score = 0;
    const l = w.toLowerCase();
    for (let i = 0; i + 1 < l.length; i++) score += Math.log(1 + (pairs.get(l.slice(i, i + 2)) ?? 0));
    return score - 3 * (l.match(/[0-9|]/g) ?? []).length;
  };
  const groups = new Map<string, Array<{ at: number; word: string }>>();
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text))) {
    const w = m[0];
    if (w.length < 3 || !/^[A-Z05]/.test(w) || !/[A-Za-z]{2}/.test(w) || LEXICON.has(w.toLowerCase())) continue;
    const k = confusionKey(w);
    const list = groups.get(k);
    if (list) list.push({ at: m.index, word: w });
    else groups.set(k, [{ at: m.index, word: w }]);
  }
  const out = text.split('');
  for (const members of groups.values()) {
    const counts = new Map<string, number>();
    for (const x of members) counts.set(x.word.toLowerCase(), (counts.get(x.word.toLowerCase()) ?? 0) + 1);
    if (counts.size < 2) continue;
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || plausibility(b[0]) - plausibility(a[0]) || a[0].length - b[0].length)[0][0];
    for (const x of members) {
      if (x.word.toLowerCase() === best) continue;
      // (a capital letter is never another's: "Carl" and "Earl" are two names; a figure read for a capital is, "5EWELL")
      if (/^[A-Za-z]/.test(x.word) && x.word[0].toLowerCase() !== best[0]) continue;
      put(out, x.at, x.word.length, inCase(best, x.word));
    }
  }
  return out.join('');
}

/**
 * Pass 3: a capitalised word misread where English spelling shows it, whatever the instrument
 * says elsewhere: an e read as c at the end after a consonant ("Apachc"; not after r, s or n:
 * "Marc", "Franc"), -ie read as -ic after a double consonant ("Bonnic"; not "Triassic", "Classic"), an e read as c after a consonant and
 * before a consonant c never precedes ("Pcmberton"; not after a vowel: "Acme", "Macdonald", "Jacques"; before s only after a consonant, "Jamcs", while "Isaacson" stays) or after one it never follows ("Fairweathcr"; not
 * after s, n, r, l, t or c: "Scott", "Vincent", "Wilcox", "Ketchum", nor after h but in a closing -hcr: "Fairweathcr", while "Hitchcock" and "Ashcroft" stay; nor before o, h or k: "Babcock"), one letter three times
 * ("Willlam", "Wllliam"), an i read as l between two consonants ("Edwln"; not after r or h, or
 * before l, r, h or y: "Carlson", "Ashley"; nor in "-awls": "Rawls"), m read as rn after a consonant ("Rasrnussen"; an rn
 * after a vowel stays: "Thornbury", "Byrne" too).
 */
function repairOddWords(text: string): string {
  const out = text.split('');
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(text))) {
    const w = m[0];
    if (w.length < 4 || !/^[A-Z][a-z]+$/.test(w) || LEXICON.has(w.toLowerCase())) continue;
    const fixed = w
      .replace(/(?<=[a-z][bdfghjklmptvwxz])c$/, 'e')
      // (not an English -ic after a and a double s, l or t: "Triassic", "Jurassic", "Classic", "Metallic"; the names are shorter: "Cassie", "Hattie")
      .replace(/([bcdfgklmnprstvz])\1ic$/, (x, c: string) => (w.length >= 7 && /a$/.test(w.slice(0, -4)) && 'slt'.includes(c) ? x : `${c}${c}ie`))
      // (a "cz" inside a word is Polish, not a misread "ez": "Mikolajczyk", "Marczak"; "Lopcz" at the end is "Lopez"; nor a "jci": "Wojcik")
      .replace(/(?<=[b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z])c(?=[bdfgjmnpqvwxz])(?!z[a-z])|(?<=[A-Za-z][b-df-hj-np-tv-z])c(?=s)|(?<=[a-z][bdfgkpvwxz])c(?!z[a-z]|[ohk])|(?<=[a-z]j)c(?!z[a-z]|[ohki])|(?<=[a-z]h)c(?=rs?$)/g, 'e')
      .replace(/lll(?=[aeou])/g, 'lli')
      .replace(/lll/g, 'ill')
      // (not an English -awls: "Rawls", "Crawls"; "Lewls" is "Lewis")
      .replace(/(?<=[bcdfgkmnpstvwz])l(?=[bcdfgkmnpqstvwxz])/g, (l, at: number, word: string) => (/awls$/.test(word.slice(at - 2)) ? l : 'i'))
      .replace(/(?<=[a-z][bcdfgklnpstvwz])rn/g, 'm');
    if (fixed !== w) put(out, m.index, w.length, fixed);
  }
  return out.join('');
}

/** The text with misread instrument words and names repaired, offsets unchanged. */
export function repairWords(text: string): string {
  return repairOddWords(repairNames(repairVocabulary(text)));
}
