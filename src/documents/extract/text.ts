// Text helpers shared by the extraction rules: an OCR-tolerant copy of the text with the same
// offsets (so every match maps back to a span of the original), number words, title case.
import type { Span } from '../types.js';

// a middle initial read as a figure between a given name and a surname: "Linda 5. Slaughter", "Mary 0. Hale"
// (not a number after a word of description: "Lot 5. Block 2", "Exhibit 1. The")
const NOT_NAME = '(?:Lots?|Sec(?:tion)?|Block|Blk|Tract|Township|Range|Survey|Abstract|Page|Book|Vol(?:ume)?|Unit|Item|Number|No|Paragraph|Article|Exhibit|Schedule|Note|Year|Day|Well|Acres?)';
const MIDDLE_FIGURE = new RegExp(`(?<=\\b(?!${NOT_NAME}\\b)[A-Z][a-z]{2,}[ \\t]+)[0158](?=\\.[ \\t]+(?!${NOT_NAME}\\b|The\\b|This\\b|That\\b)[A-Z][a-z]{2,}\\b)`, 'g');

/**
 * A printed form's blanks read as what was written into them, same length: the underscores around
 * a filled-in word become spaces ("between __John Doe__, of the first part", "part__ of the second
 * part" → "part   of"), and a number split by a blank is joined, its underscores moved after it
 * ("19_78_" → "1978  "). Underscores that touch no word (a signature line, "By: ______", a
 * blank left empty) stay.
 */
export function filledBlanks(text: string): string {
  if (!text.includes('_')) return text;
  return text
    .replace(/(\d+)_+(\d+)(_*)/g, (m, a: string, b: string) => (a + b).padEnd(m.length, ' '))
    .replace(/(?<=[A-Za-z0-9.,])_+|_+(?=[A-Za-z0-9])/g, (m) => ' '.repeat(m.length));
}

/**
 * The text with common OCR confusions undone, character for character (same length, so offsets
 * found in it are offsets in the original): inside runs that are mostly digits, l/I/O/o become 1/0
 * ("l98l" → "1981"); inside words that are mostly letters, 1 and 0 become l and o ("flled" stays,
 * "gaso1ine" → "gasoline"). Form feeds and non-breaking spaces become plain spaces, and a form's
 * filled blanks lose their underscores (filledBlanks).
 */
export function ocrClean(raw: string): string {
  const text = filledBlanks(raw);
  const out = text.replace(/[\u00a0\f\t]/g, ' ').split('');
  const re = /[A-Za-z0-9]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const w = m[0];
    const digits = (w.match(/[0-9]/g) ?? []).length;
    const letters = w.length - digits;
    if (digits > 0 && letters > 0) {
      // compact section-township-range: the S of "S12-T4N-R4W" and of "14-25S-8E" is no 5
      if ((/^S\d{1,2}$/.test(w) && /^\s*-\s*T?\d/.test(text.slice(m.index + w.length, m.index + w.length + 4))) || (/^\d{1,3}S$/.test(w) && (text[m.index - 1] === '-' || text[m.index + w.length] === '-'))) continue;
      // nor a half's or a quarter's: "S1/2", "S1/4", "N1/2S1/2" (the south half, written with its figure)
      if (/^(?:[24](?=S1$))?S1$/.test(w) && /^\s?\/\s?[24]/.test(text.slice(m.index + w.length, m.index + w.length + 4)) && (w === 'S1' || text[m.index - 1] === '/')) continue;
      // nor that of a township written after its word: "Twp. 6S", "Township 12S", "T. 3S"
      if (/^\d{1,3}S$/.test(w) && /\b(?:Twp|Tp|Twnshp|Township|T)\.?\s*$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      if (w === 'C0' && /[A-Za-z][ \t]+$/.test(text.slice(Math.max(0, m.index - 3), m.index)) && /^[.,]/.test(text.slice(m.index + 2, m.index + 3))) {
        out[m.index + 1] = 'o'; // "Caprock Oil C0., ..." is "Co."
      } else if (/^[TR][0-9lIO]{1,3}[NSEW]$/.test(w) && /\d/.test(w)) {
        // township and range: "Tl6N" is T16N
        for (let i = 1; i < w.length - 1; i++) out[m.index + i] = /[lI]/.test(w[i]) ? '1' : w[i] === 'O' ? '0' : w[i];
      } else if (/^[A-Z][a-z]*[015][a-z]*$/.test(w) && /[a-z]/.test(w) && digits === 1) {
        // a capitalised short word with one figure: "D0n", "Ji1l", "Ro5s"
        for (let i = 1; i < w.length; i++) if (/[015]/.test(w[i])) out[m.index + i] = w[i] === '0' ? 'o' : w[i] === '1' ? 'l' : 's';
      } else if (/^0[a-z]$/.test(w)) {
        out[m.index] = 'o'; // "0f", "0n", "0r"
      } else if ((/^[05][a-z]{2,}$/.test(w) && !/^\d(?:st|nd|rd|th)$/.test(w)) || /^[05][A-Z]{2,}$/.test(w)) {
        out[m.index] = w[0] === '0' ? 'O' : 'S'; // "0il" is "Oil", "5inclair" is "Sinclair"
      } else if ((digits >= letters || /\d(st|nd|rd|th)$|^\d[lIoO]|[lIoO]\d/.test(w)) && /^[0-9lIoOS]+(st|nd|rd|th)?$/.test(w)) {
        const suffix = /(st|nd|rd|th)$/.exec(w)?.[0] ?? '';
        for (let i = 0; i < w.length - suffix.length; i++) {
          const c = w[i];
          out[m.index + i] = c === 'l' || c === 'I' ? '1' : c === 'o' || c === 'O' ? '0' : c === 'S' ? '5' : c;
        }
      } else if (letters > digits && /^[A-Za-z015]+$/.test(w) && (w.match(/[a-z]/g) ?? []).length >= 3) {
        for (let i = 0; i < w.length; i++) {
          const c = w[i];
          // a figure opening a word is its capital ("5andhil1s" is "Sandhills")
          if (c === '1') out[m.index + i] = 'l';
          else if (c === '0') out[m.index + i] = i === 0 ? 'O' : 'o';
          else if (c === '5') out[m.index + i] = i === 0 ? 'S' : 's';
        }
      }
    }
  }
  // a quarter's S read as 5: "5E/4", "5W¼", "5E4", "5W 1/4" (never a figure: a range has its R, a fraction no letter)
  return out
    .join('')
    .replace(/\b5(?=[EW](?:\s?\/\s?4|¼|4|\s+[1lI]\s?\/\s?4)(?![0-9]))/g, 'S')
    .replace(MIDDLE_FIGURE, (f) => ({ '0': 'O', '1': 'I', '5': 'S', '8': 'B' })[f] ?? f);
}

export function span(text: string, start: number, end: number): Span {
  return { start, end, text: text.slice(start, end) };
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
  tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15,
  sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
  fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90,
};

const byLength = (words: string) => words.split('|').sort((a, b) => b.length - a.length).join('|');
// longest first: "fourteen" must not match as "four"
export const NUMBER_WORD = `(?:${byLength('zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|fourty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand')})`;
export const ORDINAL_WORD = `(?:${byLength('first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth')})`;
/** "one hundred and sixty", "Twenty-two", "thirty-first" (as a whole phrase). */
export const NUMBER_PHRASE = `(?:${NUMBER_WORD}|${ORDINAL_WORD})(?:(?:[\\s-]+|\\s+and\\s+)(?:${NUMBER_WORD}|${ORDINAL_WORD}))*`;

/** Value of a phrase of number words ("one thousand eight hundred and ninety-three"); null if not one. */
export function wordsToNumber(phrase: string): number | null {
  const words = phrase.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter((w) => w && w !== 'and');
  if (!words.length) return null;
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w in UNITS) current += UNITS[w];
    else if (w in ORDINALS) current += ORDINALS[w];
    else if (/^(twenty|thirty)-?first$/.test(w)) current += 1;
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

/** "14", "Fourteen", "Fourteen (14)", "14th", "l4" → 14. */
export function parseNumberToken(s: string): number | null {
  const t = s.trim();
  const paren = /\((\d+)\)\s*$/.exec(t);
  if (paren) return Number(paren[1]);
  if (/^\d+$/.test(t)) return Number(t);
  // "8th", "22nd": a figure with its ordinal's ending
  if (/^\d+(?:st|nd|rd|th)$/i.test(t)) return parseInt(t, 10);
  return wordsToNumber(t);
}

const SMALL = new Set(['of', 'and', 'the', 'de', 'la', 'del', 'von', 'van']);
/** "JAMES MILLER" → "James Miller", "MCKEAN" → "McKean"; leaves initials and suffixes. */
export function titleCase(s: string): string {
  return s
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((w, i) => {
      if (!w.trim() || w === '-') return w;
      if (i > 0 && SMALL.has(w)) return w;
      if (/^(ii|iii|iv)$/.test(w)) return w.toUpperCase();
      if (/^l\.l\.c\.?$|^llc$/.test(w)) return w.toUpperCase();
      if (/^(mc)[a-z]/.test(w)) return 'Mc' + w[2].toUpperCase() + w.slice(3);
      if (/^o'[a-z]/.test(w)) return "O'" + w[2].toUpperCase() + w.slice(3);
      return w[0].toUpperCase() + w.slice(1);
    })
    .join('');
}

export function isMostlyUpper(s: string): boolean {
  const letters = s.replace(/[^A-Za-z]/g, '');
  if (letters.length < 2) return false;
  const upper = letters.replace(/[^A-Z]/g, '').length;
  return upper / letters.length > 0.85;
}

/**
 * Whether a line reads as a title in capitals: the clerk's or abstractor's numbers on it do not
 * make it lower case ("PATENT No. 846, Vol. 25", "Item No. 14.  QUITCLAIM DEED"), nor does a
 * qualifier in brackets at its end ("ROYALTY DEED (Non-Participating)").
 */
export function isCapitalsTitle(line: string): boolean {
  const words = line.replace(/^\s*(?:(?:Item|Entry)\s+)?No\.\s*\d+\.?/, '').replace(/\b(?:No|Vol|Bk|Pg)\.\s*\d+/g, '').replace(/(?<=[A-Z]{3}.*)\s*\([^()]*\)\s*$/, '');
  return words === words.toUpperCase();
}

/** Collapses runs of whitespace (line breaks inside names and phrases) to one space. */
export function squash(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export const STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID',
  illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA',
  maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV',
  'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york': 'NY',
  'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD',
  tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA', washington: 'WA',
  'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
};
const stateForms = Object.keys(STATES).flatMap((s) => [s.replace(/\b[a-z]/g, (c) => c.toUpperCase()), s.toUpperCase()]);
/** A state's name as written (title case or capitals; two-word names across any whitespace). */
export const STATE_NAME = `(?:${stateForms.sort((a, b) => b.length - a.length).map((s) => s.replace(' ', '\\s+')).join('|')})`;

/** "Texas", "TEXAS", "Tex.", "OK", "Oklahoma Territory" → two letters. */
export function stateCode(s: string | null | undefined): string | null {
  if (!s) return null;
  const t = squash(s).toLowerCase().replace(/\.$/, '').replace(/\s+territory$/, '').replace(/^territory\s+of\s+/, '');
  if (t in STATES) return STATES[t];
  if (/^[a-z]{2}$/.test(t) && Object.values(STATES).includes(t.toUpperCase())) return t.toUpperCase();
  const abbr: Record<string, string> = { tex: 'TX', okla: 'OK', 'n.m': 'NM', 'n. m': 'NM', n_m: 'NM', kan: 'KS', kans: 'KS', 'o. t': 'OK', 'o.t': 'OK', la: 'LA', ark: 'AR', colo: 'CO', wyo: 'WY', mont: 'MT', neb: 'NE', nebr: 'NE', miss: 'MS', 'n. mex': 'NM', 'n.d': 'ND', 'n. d': 'ND', 'n.dak': 'ND', 'n. dak': 'ND', 's.d': 'SD', 's. d': 'SD', 's.dak': 'SD', 's. dak': 'SD', penna: 'PA', wis: 'WI', mich: 'MI', ala: 'AL', tenn: 'TN', ind: 'IN', ill: 'IL', minn: 'MN', 'w.va': 'WV', 'w. va': 'WV', calif: 'CA', ore: 'OR', wash: 'WA', fla: 'FL' };
  return abbr[t] ?? null;
}
