// Party names as instruments write them, parsed into comparable parts. Shared by L2 clustering
// (src/documents/l2/cluster.ts) and the estate graph's matchers (src/documents/graph/).
//
// One person is written "John A. Smith", "J. A. Smith", "SMITH, JOHN A." (index style) or
// "John A. Smith, a single man"; one company "XYZ Oil Company", "XYZ Oil Co., Inc.". Descriptors
// (marital status, et ux, Trustee, "a Texas corporation", also-known-as) are not part of a name;
// Jr., Sr., II and III are (they tell father and son apart).

export interface ParsedName {
  kind: 'person' | 'organization';
  /** Descriptors removed, natural order, readable case. */
  clean: string;
  /** Lower case, no punctuation, abbreviations expanded: equal keys are the same written name. */
  key: string;
  /** Person parts (lower case; an initial is one letter). Empty for organizations. */
  first: string;
  middles: string[];
  last: string;
  suffix: '' | 'jr' | 'sr' | 'ii' | 'iii' | 'iv';
  /** A Spanish name's second (mother's) surname, written after "y": "Juan Antonio Escobar y Rodriguez". */
  maternal?: string;
  /** Organization tokens after normalisation (legal forms such as Inc. dropped). */
  tokens: string[];
}

const SUFFIXES: Record<string, ParsedName['suffix']> = {
  jr: 'jr',
  junior: 'jr',
  sr: 'sr',
  senior: 'sr',
  ii: 'ii',
  '2nd': 'ii',
  iii: 'iii',
  '3rd': 'iii',
  iv: 'iv',
  '4th': 'iv',
};

const LEGAL_FORMS = new Set(['inc', 'incorporated', 'ltd', 'limited', 'llc', 'lc', 'lp', 'llp', 'pc', 'pllc', 'na', 'plc']);
const ORG_ABBREV: Record<string, string> = {
  co: 'company',
  cos: 'companies',
  corp: 'corporation',
  bros: 'brothers',
  assn: 'association',
  natl: 'national',
  intl: 'international',
  ry: 'railway',
  rr: 'railroad',
  ref: 'refining',
  petr: 'petroleum',
  expl: 'exploration',
  prod: 'production',
  dev: 'development',
  mfg: 'manufacturing',
  '&': 'and',
};
const ORG_WORDS =
  /\b(company|co|corp|corporation|inc|incorporated|llc|l\.l\.c|ltd|limited|partnership|lp|bank|trust company|railway|railroad|royalty|royalties|oil|gas|petroleum|energy|resources|exploration|production|farms|ranch|properties|land|minerals|partners|association|church|county|state|states|united|city|estate of|trust|fund|school|university|operating|holdings|group|enterprises|ventures|investments)\b/i;
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'rev', 'hon']);

// Where a descriptor starts after a comma or a space ("John Smith, a single man", "Mary Smith, Trustee").
const DESCRIPTOR_AFTER_COMMA =
  /^(a|an|the\s+(?:surviving|sole|independent)|his|her|their|husband|wife|spouse|trustee|successor|co-?trustee|independent|executor|executrix|administrator|administratrix|guardian|attorney|agent|as\s|individually|dealing|acting|deceased|dec'd|also|aka|a\/k\/a|f\/k\/a|fka|formerly|now\s|et\s|joined|by\s|for\s|in\s|of\s|whose|who|being|personal\s+representative|heirs?\b|surviving|widow|widower|single|married|unmarried|feme|sole)\b/i;
const DESCRIPTOR_TAIL =
  /\s+(?:(?:and|&)\s+(?:wife|husband|spouse)\b.*|et\.?\s*ux\b.*|et\.?\s*vir\b.*|et\.?\s*al\b.*|also\s+known\s+as\b.*|a\/k\/a\b.*|aka\b.*|f\/k\/a\b.*|(?:a|an)\s+(?:single|married|unmarried|widowed|divorced)\s+(?:man|woman|person)\b.*|(?:a|an)\s+(?:widow|widower|feme\s+sole)\b.*|(?:as\s+)?(?:co-?)?trustee\b.*|individually\b.*|husband\s+and\s+wife\b.*|deceased\b.*)$/i;

/** OCR slips inside words: 1 for l, 0 for o, 5 for s ("Mi1ler", "J0hn"). Numbers stay numbers. */
function ocrFix(token: string): string {
  if (!/[a-z]/i.test(token) || !/[015]/.test(token)) return token;
  if (/^(\d+(st|nd|rd|th))$/i.test(token)) return token;
  return token.replace(/1/g, 'l').replace(/0/g, 'o').replace(/5/g, 's');
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s\-'.(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase()).replace(/\b(Ii|Iii|Iv)\b/g, (m) => m.toUpperCase()).replace(/\bL\.l\.c\./g, 'L.L.C.');
}

/** Judged on the part before the first comma: "Mary Smith, Executrix of the Estate of ..." is a person. */
export function looksLikeOrganization(name: string): boolean {
  const head = name.split(',')[0];
  return ORG_WORDS.test(head) || /^(inc|incorporated|ltd|l\.?l\.?c\.?|llc)\b/i.test((name.split(',')[1] ?? '').trim());
}

/** Strips descriptors and reorders index style; keeps suffixes and legal forms. */
export function cleanName(raw: string, kind?: 'person' | 'organization'): { clean: string; kind: 'person' | 'organization' } {
  let s = raw.replace(/\s+/g, ' ').trim().replace(/^[,;:\s]+|[,;:\s]+$/g, '');
  s = s.split(' ').map(ocrFix).join(' ');
  const isOrg = kind ? kind === 'organization' : looksLikeOrganization(s);
  if (isOrg) {
    // ", a Texas corporation", ", an Oklahoma limited liability company", ", Trustee"
    const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
    const kept: string[] = [parts[0]];
    for (const p of parts.slice(1)) {
      const w = p.toLowerCase().replace(/\./g, '');
      if (/^(inc|incorporated|ltd|limited|llc|l l c|lp|llp|pc|pllc|na|co|company|corp|corporation|plc)$/.test(w.replace(/\s+/g, ' ')) || /^l\.?l\.?c\.?$/i.test(p)) kept.push(p);
      else break;
    }
    s = kept.join(', ');
    return { clean: s, kind: 'organization' };
  }
  s = s.replace(DESCRIPTOR_TAIL, '').trim();
  const parts = s.split(',').map((p) => p.trim()).filter(Boolean);
  let main = parts[0] ?? '';
  const suffixes: string[] = [];
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i];
    const w = p.toLowerCase().replace(/\./g, '');
    if (SUFFIXES[w]) {
      suffixes.push(p);
      continue;
    }
    if (DESCRIPTOR_AFTER_COMMA.test(p)) break;
    // Index style: "SMITH, JOHN A." (a lone surname before the comma, given names after).
    if (i === 1 && !main.includes(' ') && /^[a-z][a-z.' -]*$/i.test(p)) {
      const given = p.split(' ');
      const sfx = given.length > 1 && SUFFIXES[given[given.length - 1].toLowerCase().replace(/\./g, '')] ? given.pop()! : null;
      main = `${given.join(' ')} ${main}`;
      if (sfx) suffixes.push(sfx);
      continue;
    }
    break;
  }
  let clean = [main, ...suffixes].join(', ');
  if (clean === clean.toUpperCase() && /[A-Z]{2}/.test(clean)) clean = titleCase(clean);
  return { clean, kind: 'person' };
}

function orgTokens(clean: string): string[] {
  const toks = clean
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/l\.l\.c\./g, 'llc')
    .replace(/[.,'’"()]/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => ORG_ABBREV[t] ?? t);
  while (toks.length > 1 && LEGAL_FORMS.has(toks[toks.length - 1])) toks.pop();
  if (toks[0] === 'the' && toks.length > 1) toks.shift();
  return toks.filter((t, i) => !(LEGAL_FORMS.has(t) && i === toks.length - 1 && toks.length > 1));
}

const cache = new Map<string, ParsedName>();

export function parseName(raw: string, kind?: 'person' | 'organization'): ParsedName {
  const ck = `${kind ?? ''}\u0000${raw}`;
  const hit = cache.get(ck);
  if (hit) return hit;
  const { clean, kind: k } = cleanName(raw, kind);
  let out: ParsedName;
  if (k === 'organization') {
    const tokens = orgTokens(clean);
    out = { kind: k, clean, key: tokens.join(' '), first: '', middles: [], last: '', suffix: '', tokens };
  } else {
    // (accents folded: "José Peña" of a modern deed is the "Jose Pena" of an old one)
    const toks = clean
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[,()"’']/g, ' ')
      .replace(/\./g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    let suffix: ParsedName['suffix'] = '';
    while (toks.length > 1 && SUFFIXES[toks[toks.length - 1]]) suffix = SUFFIXES[toks.pop()!];
    while (toks.length > 1 && TITLES.has(toks[0])) toks.shift();
    // "J.A." written without spaces was split by the dots above; "JA Smith" stays one token.
    const key = [...toks, suffix].filter(Boolean).join(' ');
    // A Spanish name's surnames, the father's "y" the mother's: the father's is the one it is known and
    // indexed by ("Juan A. Escobar" is "Juan Antonio Escobar y Rodriguez").
    const n = toks.length;
    if (n >= 4 && toks[n - 2] === 'y' && toks[n - 3].length > 1 && toks[n - 1].length > 1) {
      out = { kind: k, clean, key, first: toks[0], middles: toks.slice(1, n - 3), last: toks[n - 3], suffix, tokens: toks, maternal: toks[n - 1] };
    } else {
      const last = n ? toks[n - 1] : '';
      const first = n > 1 ? toks[0] : '';
      out = { kind: k, clean, key, first, middles: toks.slice(1, -1), last, suffix, tokens: toks };
    }
  }
  if (cache.size > 200_000) cache.clear();
  cache.set(ck, out);
  return out;
}

/** American Soundex of a word (blocking key that survives OCR vowel slips). */
export function soundex(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return '';
  const codes: Record<string, string> = { b: '1', f: '1', p: '1', v: '1', c: '2', g: '2', j: '2', k: '2', q: '2', s: '2', x: '2', z: '2', d: '3', t: '3', l: '4', m: '5', n: '5', r: '6' };
  let out = w[0].toUpperCase();
  let prev = codes[w[0]] ?? '';
  for (let i = 1; i < w.length && out.length < 4; i++) {
    const c = w[i];
    const code = codes[c] ?? '';
    if (code && code !== prev) out += code;
    if (c !== 'h' && c !== 'w') prev = code;
  }
  return out.padEnd(4, '0');
}

/** Edit distance counting a swap of two neighbours as one edit (OCR and typing slips), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

let am = new Uint8Array(64);
let bm = new Uint8Array(64);

/** Jaro-Winkler similarity in [0, 1]. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const range = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  if (a.length > am.length) am = new Uint8Array(a.length * 2);
  if (b.length > bm.length) bm = new Uint8Array(b.length * 2);
  am.fill(0, 0, a.length);
  bm.fill(0, 0, b.length);
  let m = 0;
  for (let i = 0; i < a.length; i++) {
    const lo = Math.max(0, i - range);
    const hi = Math.min(i + range + 1, b.length);
    for (let j = lo; j < hi; j++) {
      if (bm[j] || a[i] !== b[j]) continue;
      am[i] = bm[j] = 1;
      m++;
      break;
    }
  }
  if (!m) return 0;
  let t = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!am[i]) continue;
    while (!bm[k]) k++;
    if (a[i] !== b[k]) t++;
    k++;
  }
  const jaro = (m / a.length + m / b.length + (m - t / 2) / m) / 3;
  let p = 0;
  while (p < 4 && p < a.length && p < b.length && a[p] === b[p]) p++;
  return jaro + p * 0.1 * (1 - jaro);
}

const NICKNAMES: Record<string, string> = {
  bill: 'william', billy: 'william', will: 'william', willie: 'william', wm: 'william',
  bob: 'robert', bobby: 'robert', rob: 'robert', robt: 'robert',
  jim: 'james', jimmy: 'james', jas: 'james',
  jack: 'john', johnny: 'john', jno: 'john',
  tom: 'thomas', tommy: 'thomas', thos: 'thomas',
  chas: 'charles', charlie: 'charles', chuck: 'charles',
  dick: 'richard', rick: 'richard', rich: 'richard',
  joe: 'joseph', jos: 'joseph',
  geo: 'george', ed: 'edward', eddie: 'edward', edw: 'edward',
  sam: 'samuel', saml: 'samuel', ben: 'benjamin', benj: 'benjamin',
  dave: 'david', mike: 'michael', fred: 'frederick', frank: 'francis',
  hank: 'henry', harry: 'henry', ted: 'theodore', walt: 'walter',
  kate: 'katherine', kathy: 'katherine', peggy: 'margaret', maggie: 'margaret',
  betty: 'elizabeth', beth: 'elizabeth', liz: 'elizabeth', sally: 'sarah', sue: 'susan',
  nancy: 'ann', annie: 'ann', anna: 'ann', molly: 'mary', polly: 'mary', dot: 'dorothy', dottie: 'dorothy',
};
const canonGiven = (g: string) => NICKNAMES[g] ?? g;

/** The letter a given name or its initial must share with any name it can be (nicknames resolved). */
export const givenInitial = (g: string) => (g ? canonGiven(g)[0] : '');

/** Two given names (or initials) that can be one: "J" ~ "John", "Wm" ~ "William", "Jhon" ~ "John". */
export function givenCompatible(a: string, b: string): boolean {
  if (!a || !b) return true;
  if (a === b) return true;
  if (a.length === 1 || b.length === 1) return a[0] === b[0];
  if (canonGiven(a) === canonGiven(b)) return true;
  return a[0] === b[0] && Math.min(a.length, b.length) >= 4 && editDistance(a, b, 1) <= 1;
}

export function surnameCompatible(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 4) return false;
  return editDistance(a, b, 2) <= (n >= 8 ? 2 : 1);
}

export function suffixCompatible(a: ParsedName['suffix'], b: ParsedName['suffix']): boolean {
  if (a === b) return true;
  // An unsuffixed name is the father's as often as not: it goes with Sr., never with Jr. or III.
  return (a === '' && b === 'sr') || (a === 'sr' && b === '');
}

/** How fully a name is written: full given names count more than initials; a suffix counts. */
const specificities = new WeakMap<ParsedName, number>();
const written = (t: string) => (t.length > 1 ? 2 : t ? 1 : 0);

export function specificity(p: ParsedName): number {
  let v = specificities.get(p);
  if (v !== undefined) return v;
  if (p.kind === 'organization') v = p.tokens.length * 2 + p.clean.length / 100;
  else {
    v = written(p.first) * 3 + (p.suffix ? 1 : 0) + p.clean.length / 1000;
    for (const m of p.middles) v += written(m);
  }
  specificities.set(p, v);
  return v;
}

/**
 * Whether two written names can be the same person or company (no other evidence): surnames
 * alike, given names and initials in the same order compatible, suffixes compatible.
 */
export function namesCompatible(a: ParsedName, b: ParsedName): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'organization') return orgsCompatible(a.tokens, b.tokens);
  if (a.maternal || b.maternal) return spanishCompatible(a, b);
  return peopleCompatible(a, b);
}

/**
 * A Spanish name written with both surnames ("Eulalio Trevino y Olivares") against another: its
 * mother's surname must agree if the other writes one; written without the "y" ("Eulalio Trevino
 * Olivares") the other's last word is the mother's; with the father's surname alone ("Juan A.
 * Escobar") the other may give no more words before it ("Eulalio Martinez Guerra" is another man
 * than "Eulalio Guerra y Gomez": his father's surname is Martinez).
 */
function spanishCompatible(a: ParsedName, b: ParsedName): boolean {
  if (!a.maternal) [a, b] = [b, a];
  if (b.maternal) return surnameCompatible(a.maternal!, b.maternal) && peopleCompatible(a, b);
  if (b.last === a.maternal && b.middles.length) return peopleCompatible(a, { ...b, last: b.middles[b.middles.length - 1], middles: b.middles.slice(0, -1) });
  return b.middles.length <= a.middles.length && peopleCompatible(a, b);
}

function peopleCompatible(a: ParsedName, b: ParsedName): boolean {
  if (!suffixCompatible(a.suffix, b.suffix)) return false;
  if (!surnameCompatible(a.last, b.last)) return false;
  if (!givenCompatible(a.first, b.first)) return false;
  // Middle names: compare those both give, in order ("Ella Hargrove" ~ "Ella M. Hargrove").
  const n = Math.min(a.middles.length, b.middles.length);
  for (let i = 0; i < n; i++) if (!givenCompatible(a.middles[i], b.middles[i])) return false;
  return true;
}

function orgsCompatible(a: string[], b: string[]): boolean {
  if (a.join(' ') === b.join(' ')) return true;
  const strip = (t: string[]) => (t.length > 1 && (t[t.length - 1] === 'company' || t[t.length - 1] === 'corporation') ? t.slice(0, -1) : t);
  const x = strip(a);
  const y = strip(b);
  if (x.length !== y.length) return false;
  let typos = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (Math.min(x[i].length, y[i].length) >= 4 && editDistance(x[i], y[i], 1) <= 1) typos++;
    else return false;
  }
  return typos <= 1;
}

const reorderedCache = new WeakMap<ParsedName, ParsedName | null>();

/** The name with its given names and surname swapped ("HARGROVE W T" written without a comma). */
export function reordered(p: ParsedName): ParsedName | null {
  const hit = reorderedCache.get(p);
  if (hit !== undefined) return hit;
  let out: ParsedName | null = null;
  if (p.kind === 'person' && p.tokens.length >= 2) {
    const toks = [...p.tokens.slice(1), p.tokens[0]];
    out = { ...p, first: toks[0], middles: toks.slice(1, -1), last: toks[toks.length - 1], tokens: toks, key: [...toks, p.suffix].filter(Boolean).join(' ') };
  }
  reorderedCache.set(p, out);
  return out;
}

/** Initials of the given names in order ("william thomas" → "wt"). */
export function initials(p: ParsedName): string {
  return [p.first, ...p.middles].filter(Boolean).map((t) => t[0]).join('');
}
