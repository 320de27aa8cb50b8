// Legal descriptions: a grammar for the rectangular survey (aliquot parts, government lots,
// section–township–range in long, short and compact forms, in words or figures) and for Texas
// lands (section, block, railroad or named survey, abstract), plus platted subdivision lots. One
// instrument may describe several tracts; each section (or survey, or platted block) mentioned as
// land is one tract, with the township and range that govern it, the aliquot parts and lots written
// before it (or after a colon), and the acreage stated for it.
import { meridianStates } from './counties.js';
import { NUMBER_PHRASE, ORDINAL_WORD, STATE_NAME, isMostlyUpper, parseNumberToken, squash, stateCode, titleCase, wordsToNumber } from './text.js';

export interface RawTract {
  phrase: string;
  start: number;
  end: number;
  state: string | null;
  county: string | null;
  section: string | null;
  township: string | null;
  range: string | null;
  aliquot: string | null;
  survey: string | null;
  abstract: string | null;
  block: string | null;
  lot: string | null;
  acres: number | null;
  subdivision: string | null;
}

/** A tract located by `where` (its phrase, span and place) and the fields given, every other field null. */
/** A number a regex's optional group captured, when it did. */
const numberOf = (s: string | undefined) => (s === undefined ? null : parseNumberToken(s));

function tractOf(where: Pick<RawTract, 'phrase' | 'start' | 'end' | 'state' | 'county'>, fields: Partial<RawTract>): RawTract {
  return { ...where, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: null, lot: null, acres: null, subdivision: null, ...fields };
}

interface Hit {
  start: number;
  end: number;
  value: string;
}

// digits, number words, or any word (OCR-damaged) when the figure follows in parentheses: "5ixteen (16)"
const NUM = `(?:\\d{1,3}|${NUMBER_PHRASE}|[A-Za-z0-9-]+(?=\\s*\\(\\s*\\d{1,3}\\s*\\)))(?:\\s*\\(\\s*\\d{1,3}\\s*\\))?`;

function num(s: string): string | null {
  const n = parseNumberToken(s);
  return n === null ? null : String(n);
}

function all(re: RegExp, text: string, f: (m: RegExpExecArray) => string | null): Hit[] {
  const out: Hit[] = [];
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const v = f(m);
    if (v !== null) out.push({ start: m.index, end: m.index + m[0].length, value: v });
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}

const DIR_WORD: Record<string, string> = {
  north: 'N', south: 'S', east: 'E', west: 'W', northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
};
const ALIQUOT_RE = new RegExp(
  [
    // NE/4, N/2, NE 1/4, NE¼, N.E. 1/4, N½, NE/4th; run together: S/2NW/4, SE/4NE/4; OCR's "SE l/4"
    // (OCR's 5 for the S: "5E1/4", "51/2 NE1/4")
    '(?<![A-Za-z])(N\\.?\\s?E|N\\.?\\s?W|S\\.?\\s?E|S\\.?\\s?W|(?<!\\d)5\\.?\\s?[EW](?=\\s*[1lI]?\\s*\\/\\s*4)|N|S|E|W|(?<!\\d)5(?=[1lI]\\s*\\/\\s*2\\s+[NS][EW]))\\.?\\s*(?:\\/\\s*([24])(?:th)?|[1lI]\\s*\\/\\s*([24])|([½¼]))',
    // Northeast Quarter, North One-half, east half, North-East Quarter
    // landman shorthand: NE4, S2, S2NW4 (a run of parts without separators)
    '(?<![A-Za-z/-])(?<!(?<![NSEW])\\d)(NE|NW|SE|SW|N|S|E|W)([24])(?=(?:NE|NW|SE|SW|N|S|E|W)[24]|[\\s,;.:)]|$)',
    '\\b(n[o0]rth\\s*-?\\s*[ec]ast|n[o0]rth\\s*-?\\s*w[ec]st|s[o0]uth\\s*-?\\s*[ec]ast|s[o0]uth\\s*-?\\s*w[ec]st|n[o0]rth|s[o0]uth|[ec]ast|w[ec]st)\\s*(?:[o0]n[ec][\\s-]*)?(ha[l1]f|quart[ec]r|f[o0]urth|1\\s*\\/\\s*[24]|[½¼])(?![A-Za-z0-9])',
  ].join('|'),
  'gi',
);

function aliquotTokens(text: string): Hit[] {
  return all(ALIQUOT_RE, text, (m) => {
    if (m[1]) {
      const dir = m[1].replace(/[.\s]/g, '').toUpperCase().replace(/^5/, 'S');
      const frac = m[2] ?? m[3] ?? (m[4] === '½' ? '2' : '4');
      if (dir.length === 2 && frac === '2') return null;
      return `${dir}/${frac}`;
    }
    if (m[5]) {
      if (m[5].length === 2 && m[6] === '2') return null;
      return `${m[5]}/${m[6]}`;
    }
    const dir = DIR_WORD[m[7].toLowerCase().replace(/[\s-]/g, '').replace(/0/g, 'o').replace(/^c/, 'e').replace(/c(?=ast$)/, 'e').replace(/wcst$/, 'west')];
    const frac = /^ha/i.test(m[8]) || /2$/.test(m[8]) || m[8] === '½' ? '2' : '4';
    if (!dir || (dir.length === 2 && frac === '2')) return null;
    return `${dir}/${frac}`;
  });
}

/** "The East Half of the Southwest Quarter (E/2 SW/4) and the NE/4" → "E/2 SW/4, NE/4". */
export function parseAliquot(text: string): string | null {
  const noParens = text.replace(/\([^)]*\)/g, (s) => ' '.repeat(s.length));
  let toks = aliquotTokens(noParens);
  if (!toks.length) toks = aliquotTokens(text);
  if (!toks.length) return null;
  const parts: string[][] = [];
  let cur: string[] = [];
  let prevEnd = -1;
  for (const t of toks) {
    const gap = prevEnd < 0 ? '' : noParens.slice(prevEnd, t.start);
    if (prevEnd >= 0 && !/^[\s,]*(?:of\s+)?(?:the\s+)?$/i.test(gap.replace(/\s+/g, ' ')) ) {
      parts.push(cur);
      cur = [];
    } else if (prevEnd >= 0 && /,/.test(gap) && !/of/i.test(gap)) {
      parts.push(cur);
      cur = [];
    }
    cur.push(t.value);
    prevEnd = t.end;
  }
  if (cur.length) parts.push(cur);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of parts) {
    const s = p.join(' ');
    if (!seen.has(s)) {
      seen.add(s);
      out.push(s);
    }
  }
  return out.join(', ');
}

function lotsIn(text: string): Hit | null {
  const re = new RegExp(`\\b(?:Government\\s+|Gov'?t\\.?\\s+)?Lots?\\s+(?:numbered\\s+)?((?:${NUM})(?:\\s*(?:,|&|and|,\\s*and)\\s*(?:${NUM}))*)`, 'i');
  const m = re.exec(text);
  if (!m) {
    // landman shorthand: "L3, L4, E2SW4 31-29N-1W", "L3, L4, E/2 SW/4 of Sec. 19", "L1 & L2 of Sec. 2-7S-4E", "L3, L4, E½SW¼ 18-36N-5W"
    const short = /(?<![A-Za-z0-9])L(\d{1,2})((?:\s*(?:,|&|and)\s*L\d{1,2})*)(?=\s*(?:,|&|and)?\s*(?:(?:NE|NW|SE|SW|N|S|E|W)(?:\/?[24]|[½¼])|of\s+Sec|\d{1,2}-\d{1,3}[NS]-))/.exec(text);
    if (!short) return null;
    const nums = [short[1], ...(short[2].match(/\d{1,2}/g) ?? [])];
    return { start: short.index, end: short.index + short[0].length, value: nums.join(', ') };
  }
  const nums = m[1].split(/\s*(?:,\s*and|,|&|\band\b)\s*/i).map((x) => num(x)).filter((x): x is string => x !== null);
  if (!nums.length) return null;
  return { start: m.index, end: m.index + m[0].length, value: nums.join(', ') };
}

function acresIn(text: string): Hit[] {
  // "160 acres", "One Hundred Sixty (160) acres" (the figure in brackets wins: "One Hundred And Fifty-Nine
  // (159.14) acres"), "159.14 ac., m/l", "320 ac."
  // (and the figure in brackets after words that say it otherwise: "one hundred forty and one-half (140.5) acres")
  const re = new RegExp(`((?<![\\d,./])(?:\\d{1,3}(?:,\\d{3})+|\\d{1,5})(?:\\.\\d+|\\s+\\d{1,2}\\/\\d{1,2})?(?:(?<=\\(\\s*[\\d.,]+)\\s*\\))?|${NUMBER_PHRASE}(?:\\s+and\\s+\\d+\\/100|\\s+and\\s+(?:\\d{1,2}|${NUMBER_PHRASE})\\s+hundredths)?)\\s*(?:\\(\\s*([\\d.,]+)\\s*\\)\\s*)?(?:gross\\s+|net\\s+)?(?:acr[ec]s|ac\\.|ac(?=[\\s,;)]|$))`, 'gi');
  const hits = all(re, text, (m) => {
    const raw = (m[2] && /^\d/.test(m[2]) ? m[2] : m[1]).replace(/,/g, '').replace(/\s*\)$/, '');
    // "64 1/2 acres": a whole number and a fraction
    const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(raw);
    if (mixed) return Number(mixed[3]) > 0 ? String(Math.round((Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])) * 100) / 100) : null;
    // ("one hundred forty-one and 24 hundredths acres": 141.24)
    const hundredthsOf = /^(.*?)\s+and\s+(\S.*?)\s+hundredths$/i.exec(raw);
    if (hundredthsOf) {
      const whole = wordsToNumber(hundredthsOf[1]);
      const part = /^\d/.test(hundredthsOf[2]) ? Number(hundredthsOf[2]) : wordsToNumber(hundredthsOf[2]);
      return whole !== null && part !== null && part < 100 ? String(Math.round(whole * 100 + part) / 100) : null;
    }
    const n = /^\d/.test(raw) ? Number(raw) : wordsToNumber(raw.replace(/\s+and\s+\d+\/100$/, ''));
    return n === null || !(n > 0) ? null : String(n);
  });
  // "one hundred sixty-seven acres and seventy-five hundredths of an acre": 167.75
  const hundredths = new RegExp(`^\\s+and\\s+(${NUMBER_PHRASE}|\\d{1,2})\\s+hundredths?(?:\\s+of\\s+an?\\s+acre)?`, 'i');
  return hits.map((h) => {
    const more = hundredths.exec(text.slice(h.end, h.end + 80));
    const part = more ? (/^\d/.test(more[1]) ? Number(more[1]) : wordsToNumber(more[1])) : null;
    return part !== null && part > 0 && part < 100 ? { ...h, end: h.end + more![0].length, value: String(Math.round(Number(h.value) * 100 + part) / 100) } : h;
  });
}

// (initials may run into the railroad's own: "H&GNRR Co." is the H&GN's)
const RR_NAMES: Array<[RegExp, string]> = [
  [/texas\s*(?:and|&)\s*pacific|\bT\.?\s*&\s*P\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'T&P'],
  [/houston\s*(?:and|&)\s*texas\s+central|\bH\.?\s*&\s*T\.?\s*C\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'H&TC'],
  [/houston\s*(?:and|&)\s*great\s+northern|\bH\.?\s*&\s*G\.?\s*N\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'H&GN'],
  [/international\s*(?:and|&)\s*great\s+northern|\bI\.?\s*&\s*G\.?\s*N\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'I&GN'],
  [/gulf,?\s*colorado\s*(?:and|&)\s*santa\s+fe|\bG\.?\s*C\.?\s*&\s*S\.?\s*F\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'GC&SF'],
  [/galveston,?\s*harrisburg\s*(?:and|&)\s*san\s+antonio|\bG\.?\s*H\.?\s*&\s*S\.?\s*A\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'GH&SA'],
  [/texas\s*(?:and|&)\s*new\s+orleans|\bT\.?\s*&\s*N\.?\s*O\.?(?:\b|(?=R\.?\s?R|Ry\b))/i, 'T&NO'],
  [/houston\s*east\s*(?:and|&)\s*west\s+texas|\bH\.?\s*E\.?\s*&\s*W\.?\s*T\.?\b/i, 'HE&WT'],
  [/buffalo\s+bayou,?\s*brazos\s*(?:and|&)\s*colorado|\bB\.?\s*B\.?\s*B\.?\s*&\s*C\.?\b/i, 'BBB&C'],
  [/atchison,?\s*topeka\s*(?:and|&)\s*santa\s+fe|\bA\.?\s*T\.?\s*&\s*S\.?\s*F\.?\b/i, 'AT&SF'],
  [/corpus\s+christi,?\s*san\s+diego\s*(?:and|&)\s*rio\s+grande|\bC\.?\s*C\.?\s*S\.?\s*D\.?\s*&\s*R\.?\s*G\.?\s*N\.?\s*G\.?/i, 'CCSD&RGNG'],
  [/dallas\s*(?:and|&)\s*wichita|\bD\.?\s*&\s*W\.?(?![A-Za-z])/i, 'D&W'],
  // (its last initials look like a railroad's "R. R.": "E. L. & R. R. R.R. Co.")
  [/eastland,?\s*lampasas\s*(?:and|&)\s*red\s+river|\bE\.?\s*L\.?\s*&\s*R\.?\s*R\.?(?=\s*(?:R\.?\s*R|Ry|Rail))/i, 'EL&RR'],
];

// Grants known by their initials that are no railroad's ("Gulf, Mississippi & Matagorda Bay & Atlantic",
// "Beaty, Seale & Forwood").
const TE_L = /\b(?:Texas|TEXAS)\s+(?:Emigration|EMIGRATION)\s*(?:and|AND|&)\s*(?:Land|LAND)\s+(?:Company|COMPANY|Co\b\.?|CO\b\.?)|\bT\.?\s*E\.?\s*&\s*L\.?\s*(?:Co\b\.?|CO\b\.?|Company|COMPANY)/;
const GRANT_NAMES: Array<[RegExp, string]> = [
  [/gulf,?\s*mississippi\s*(?:and|&)\s*matagorda\s+bay\s*(?:and|&)\s*atlantic|\bG\.?\s*&\s*M\.?\s*M\.?\s*B\.?\s*&\s*A\b\.?/i, 'G&MMB&A'],
  // the land firm's grants in Pecos and Reeves ("Beaty, Seale & Forwood", "B. S. & F.")
  [/beaty,?\s*seale,?\s*(?:and|&)\s*forwood|\bB\.?\s*S\.?\s*&\s*F\b\.?/i, 'BS&F'],
  // the Texas Emigration and Land Company's (Peters Colony) sections of North-Central Texas: "T.E.&L. Co."
  [TE_L, 'TE&L Co.'],
];

/**
 * "T. & P. Ry. Co.", "Texas and Pacific Railway Company" → "T&P RR Co. Survey"; "J. M. Hughes" → "J.
 * M. Hughes Survey"; a grant written in initials that names no railroad ("G. & M. M. B. & A.") →
 * its initials run together, "G&MMB&A Survey".
 */
export function normalizeSurvey(raw: string): string | null {
  const s = squash(raw).replace(/^(?:the|said|of|out\s+of\s+the)\s+/i, '').replace(/\s+Surveys?$/i, '').trim();
  if (!s) return null;
  // a land company's survey of its purchase is no named survey ("of the Holland Land Company's
  // Survey": purchaseTracts reads the lot, township and range)
  if (/\bLand\s+Company(?:'s)?$/i.test(s) && !TE_L.test(s)) return null;
  if (/public\s+school\s+lands?|\bP\.?\s*S\.?\s*L\.?\b/i.test(s)) return 'PSL Survey';
  // the University of Texas's lands, as the public school lands: "University Lands Survey"
  if (/university\s+(?:of\s+texas\s+)?lands?/i.test(s)) return 'University Lands Survey';
  // a mineral survey of patented claims (an oil shale placer): by its number, "Mineral Survey No. 20875"
  const mineral = /^Mineral\s+Survey\s+(?:No\.?\s*)?(\d{1,6})$/i.exec(s);
  if (mineral) return `Mineral Survey No. ${mineral[1]}`;
  // a porcion of the Rio Grande's ancient jurisdictions and a subdivided rancho are named as such
  const porcion = /^Porci[oó]n\s+(?:No\.?\s*|Number\s+)?(\d{1,3})$/i.exec(s);
  if (porcion) return `Porcion ${porcion[1]}`;
  if (/^Rancho\s/i.test(s)) return isMostlyUpper(s) ? titleCase(s) : s;
  // ("R.R." ends with its period: no word boundary after it)
  const railroadWord = /\b(?:ra[il1]{2}(?:way|road)|RR|Ry)\b|\bR\.\s*R\.|\bRy\./i.test(s);
  const grant = railroadWord ? undefined : GRANT_NAMES.find(([re]) => re.test(s));
  if (grant) return `${grant[1]} Survey`;
  // initials only ("G. & M. M. B. & A.", "B.S.&F."): as written, run together
  if (!railroadWord && !RR_NAMES.some(([re]) => re.test(s)) && /&/.test(s) && /^(?:[A-Z]\.?\s*|&\s*)+$/.test(s)) return `${s.replace(/[.\s]/g, '')} Survey`;
  const isRR = railroadWord || /&/.test(s) || RR_NAMES.some(([re]) => re.test(s));
  if (isRR) {
    for (const [re, short] of RR_NAMES) if (re.test(s)) return `${short} RR Co. Survey`;
    const core = s.replace(/\b(?:ra[il1]{2}(?:way|road)|R\.\s*R\.|RR|Ry\.?)\s*(?:c[o0]mpany|co\.?)?.*$/i, '').trim();
    const initials = core
      .split(/\s+/)
      .filter(Boolean)
      // (initials already run together stay so: "TT RR Co." is the TT's, not a T's)
      // (and so do dotted ones: "C.C.S.D." is CCSD, "CCSD&RGNG" stays whole)
      .map((w) => (/^(and|&)$/i.test(w) ? '&' : /^(?:[A-Z]\.?|&)+$/.test(w) && /[A-Z].*[A-Z]/.test(w) ? w.replace(/\./g, '') : w.replace(/\./g, '')[0]?.toUpperCase() ?? ''))
      .join('')
      .replace(/&+/g, '&');
    return initials ? `${initials} RR Co. Survey` : null;
  }
  if (!/[A-Za-z]{2}/.test(s)) return null;
  if (/^[a-z]/.test(s)) return null;
  // a named survey written in capitals is the same survey: "THOMAS J. RUSK" → "Thomas J. Rusk"; the class of
  // the grant is no part of its name ("the Thomas Whitehead Headright Survey" is the Thomas Whitehead Survey,
  // as the General Land Office's abstracts name it, the class in a column of its own)
  const named = s.replace(/\s+/g, ' ').replace(/(?<=\S)\s+(?:Headright|Bounty|Pre-?emption|Donation)$/i, '');
  // a grant, league, labor, warrant or purchase keeps its own word: "James Kerr Grant", "Juan Cantu
  // League", "Daniel Boone Warrant", "Holland Purchase"
  if (/\s(?:Grant|League|Labor|Warrant|Purchase)$/i.test(named) && !/\bSurveys?$/i.test(squash(raw))) return isMostlyUpper(named) ? titleCase(named) : named;
  return `${isMostlyUpper(named) ? titleCase(named) : named} Survey`;
}

// the text before "Survey" ends with a railroad's word: "T. & P. Ry. Co.", "H. & T. C. R.R. Co."
const RR_TAIL = /(?:railway|railroad|R\.\s*R\.|RR|Ry\.?)\s*(?:company|co\.?)?\s*$/i;
// the grants' names as the end of the text before "Survey"
const GRANT_TAILS = GRANT_NAMES.map(([re, short]) => [new RegExp(`(?:${re.source})\\s*$`, 'i'), short] as const);

function surveysIn(text: string): Hit[] {
  const out: Hit[] = [];
  // (and "Sur." before a comma: "T. E. & L. Co. Sur., Abst. 1952")
  const re = /\b(?:Surv[ec]ys?|SURVEYS?|Svy\.?|Sur\.(?=\s*,))(?![A-Za-z])(?!\s+of\s+the\s+said)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const back = text.slice(Math.max(0, m.index - 90), m.index);
    // "Survey No. 36, Block 35", "Survey 41 in Block No. 37" number a railroad block's section: named only when a railroad's name is right before it
    const numbered = /^\s+(?:No\.?\s*)?\d/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8));
    if (numbered && !RR_TAIL.test(back)) continue;
    const cut = Math.max(back.lastIndexOf(','), back.lastIndexOf(';'), back.lastIndexOf('('), back.lastIndexOf(':'), back.search(/\n\s*\n(?![\s\S]*\n\s*\n)/));
    const grant = GRANT_TAILS.map(([re, short]) => ({ hit: re.exec(back), short })).find((g) => g.hit);
    if (grant?.hit) {
      out.push({ start: m.index - back.length + grant.hit.index, end: m.index + m[0].length, value: `${grant.short} Survey` });
      continue;
    }
    const rr = RR_NAMES.find(([re]) => re.test(back.slice(-70)));
    if (rr && RR_TAIL.test(back)) {
      const tail = back.slice(-70);
      const start = m.index - tail.length + Math.max(0, tail.search(rr[0]));
      out.push({ start, end: m.index + m[0].length, value: `${rr[1]} RR Co. Survey` });
      continue;
    }
    let name = back.slice(cut + 1);
    const ofThe = /(?:^|\s)(?:out\s+of|of|in|from)\s+(?:the\s+|said\s+)?(?=\S)(?![\s\S]*\s(?:out\s+of|of|in|from)\s+(?:the\s+|said\s+)?[A-Z])/i.exec(name);
    if (ofThe && !/(?:\band|&)\s*$/i.test(name.slice(0, ofThe.index))) name = name.slice(ofThe.index + ofThe[0].length);
    // "in the South line of said A. B. Dorsey Survey": a survey already described, no tract of its own
    if (/\bsaid\s*$/i.test(ofThe?.[0] ?? '') || /^\s*said\s/i.test(name)) continue;
    name = name.replace(/^\s*(?:the|said)\s+/i, '');
    const v = normalizeSurvey(name);
    if (v && !/\b(?:official|plat|this|said|field|original)\b/i.test(name)) out.push({ start: m.index - name.length, end: m.index + m[0].length, value: v });
  }
  // A Spanish or Mexican grant, a league or a labor named as such before its abstract: "out of the
  // James Kerr Grant, Abstract 744", "the Juan Cantu League, A-27" (its name with its own word), also
  // with the share of its partition between ("Randado Grant, Share 5, Abstract 122"), or its abstract in brackets
  // ("a part of the Stephen Jackson League (A-31)").
  const named = /\b((?:[A-Z][A-Za-z.'’]*\s+)(?:(?:de|del|de\s+la|de\s+los|y)\s+)?(?:[A-Z][A-Za-z.'’]*\s+){0,3})(Grant|League|Labor)(?=\s*,?\s*\(?\s*(?:Share\s+(?:No\.?\s*)?\d{1,3}\s*,\s*)?(?:Abstract|Abst?\.|A-\s*\d))/g;
  while ((m = named.exec(text))) {
    const words = m[1].trim().split(/\s+/);
    if (/^(?:The|Said|Of|Out|In|From)$/.test(words[0])) continue;
    out.push({ start: m.index, end: m.index + m[0].length, value: `${m[1].trim()} ${m[2]}` });
  }
  // A porcion of the Rio Grande's ancient jurisdictions (Spanish grants along the river, each a
  // survey with its abstract): "out of Porcion No. 34, ancient jurisdiction of Revilla, Abstract No. 238"
  for (const p of text.matchAll(/\bPorci[oó]n\s+(?:No\.?\s*|Number\s+)?(\d{1,3})\b/gi)) out.push({ start: p.index, end: p.index + p[0].length, value: `Porcion ${p[1]}` });
  return out;
}

/**
 * The numbered share of a partitioned grant that a tract is: "Share No. 3 of the X Grant", "all of
 * Share Number Four (4) of the partition of the X Grant" (before the grant's name), "X Grant, Share
 * 5, Abstract 122" (after it). Null if none.
 */
function grantShare(text: string, survey: Hit): string | null {
  const before = SHARE_BEFORE_RE.exec(text.slice(Math.max(0, survey.start - 90), survey.start));
  const after = /^\s*,\s*Share\s+(?:No\.?\s*)?(\d{1,3})\b/i.exec(text.slice(survey.end, survey.end + 30));
  const n = parseNumberToken((before ?? after)?.[1] ?? '');
  return n === null ? null : String(n);
}

// The grant a block or section lies in, named after it without the word "Survey": "Blk. A-10, Public School Land,
// A-576", "Blk. 4, CCSD&RGNG Ry. Co., A-411", "Block 4, Certificate No. 4/1713, CCSD&RGNG Ry. Co.", "Sec. 38, BBB&C
// RR Co., A-1932" (only right after a block or section, where nothing else can be meant).
const BARE_GRANT_RE = /^\s*,?\s*(?:Cert(?:ificate|\.)\s*No\.?\s*[\w/-]+\s*,\s*)?(?:(?:of|in)\s+(?:the\s+)?)?(Public\s+School\s+Lands?|P\.\s?S\.\s?L\.|PSL(?![A-Za-z])|University\s+(?:of\s+Texas\s+)?Lands?|[A-Z][^,;:\n]{0,60}?(?:R\.\s?R\.|(?:\b|(?<=[A-Z]))RR|\bRy\.?|\bRailway|\bRailroad)\s*(?:Co\.?|Company)?)(?!\s*Surv)/i;
function bareSurveysIn(text: string, blocks: Hit[]): Hit[] {
  const out: Hit[] = [];
  for (const b of blocks) {
    const m = BARE_GRANT_RE.exec(text.slice(b.end, b.end + 120));
    const value = m && normalizeSurvey(m[1]);
    if (m && value) out.push({ start: b.end + m.index + m[0].length - m[1].length, end: b.end + m[0].length, value });
  }
  return out;
}

// a list of sections ("Sections 14 and 15"), never the acreage after one ("said Section 20, 160 acres")
// (not a statute's section: "pursuant to A.R.S. Section 33-405", "RSMo Section 461.025", "Minn. Stat. Section 507.071")
const SECTION_RE = new RegExp(`(?<!\\b(?:A\\.\\s?R\\.\\s?S\\.|R\\.?\\s?S\\.?\\s?Mo\\.?|Stat\\.|Statutes|Code|U\\.S\\.C\\.|RCW|I\\.C\\.|Laws)\\s*)(?<![Ss]tatute\\s)\\b(?!S[ec][ec]t[il1][o0]ns?\\s+\\d+-\\d{3})(?:S[ec][ec]t[il1][o0]ns?|S[ec]cs?\\.?|S[ec]ct\\.?|Sec)\\s*(?:N[o0]\\.?\\s*)?((?:\\d{4}(?=[^\\n]{0,60}?(?:Surve|Co\\b|Company|Railway|Railroad|R\\.\\s?R\\.|Ry\\b))|${NUM})(?:\\s*(?:,|&|and)\\s*(?:${NUM})(?!\\d|\\s*(?:acres?|ac\\.)))*)`, 'gi');
const SURVEY_SECTION_RE = /\bSurvey\s+(?:No\.?\s*)?(\d{1,3})\s*,?\s*(?:in\s+)?(?=Block|Blk)/gi;
// a grant's numbered survey with the grantee's name after it, commas and all, or (the land company's, a
// railroad's being read with the named surveys) before it: "Survey No. 38, Buffalo Bayou, Brazos & Colorado
// Railway Company, Abstract 1932", "Survey No. 2547, Texas Emigration & Land Company, Abst. 588", "Texas
// Emigration and Land Company Survey No. 2547"
const GRANTEE_NAME = `(?:(?:[A-Z][A-Za-z.]*|&),?\\s+(?:(?:and|&)\\s+)?){1,8}?(?:Railway|Railroad|R\\.\\s?R\\.|Ry\\.?)\\s*(?:Co\\b\\.?|Company)?|Texas\\s+Emigration\\s*(?:and|&)\\s*Land\\s+(?:Company|Co\\b\\.?)`;
// (and a patent's "Section No. 1436 of the lands surveyed for the Buffalo Bayou, Brazos and Colorado Railway Company")
const SURVEY_NO_GRANTEE_RE = new RegExp(`\\bSurvey\\s+(?:No\\.?\\s*)?(\\d{1,4})\\s*,\\s*(${GRANTEE_NAME})(?=\\s*,)|(${TE_L.source})\\s+Survey\\s+(?:No\\.?\\s*)?(\\d{1,4})\\b|\\bsurveyed\\s+for\\s+(?:the\\s+)?(${GRANTEE_NAME})`, 'g');
// "14-25S-8E", and the landman's "S12-T4N-R4W"
// (OCR: "533-T19S-R12W" is S33 with its S read as 5, "17-1N-lW" has an l for a 1)
// (a range may carry its meridian's initials: "29-4N-11ECM" on the Cimarron, "22-3N-3WIM" on the Indian)
const COMPACT_RE = /\b(?:[S5](?=\d{1,2}\s*-\s*T))?(\d{1,3})\s*-\s*T?([\dlI]{1,3})\s*([NS])\s*-\s*R?([\dlI]{1,3})\s*([EW])(?:\.?\s?[IC]\.?\s?M\b\.?)?\b/g;
const TWP_RE = new RegExp(`\\b(?:T[o0]wn[s5]h[il1]p|T[o0]wn(?=\\s*(?:\\d|(?:${NUMBER_PHRASE})\\b))|Twp\\.?|Tp\\.?|Twnshp\\.?)\\s*(${NUM})\\s*(N[o0]rth|S[o0]uth|N\\b\\.?|S\\b\\.?)|\\bT\\.?\\s?-?\\s?(\\d{1,3})\\s?-?\\s?([NS])\\b\\.?`, 'gi');
const RNG_RE = new RegExp(`\\b(?:Rang[ec]|Rg[ec]\\.?|Rng\\.?)\\s*(${NUM})\\s*([EC]ast|W[ec]st|E\\b\\.?|W\\b\\.?)|\\bR\\.?\\s?-?\\s?(\\d{1,3})\\s?-?\\s?([EW])(?:[IC]M)?\\b\\.?`, 'gi');
const BLOCK_RE = new RegExp(`\\b(?:B[l1][o0]ck|Blk\\.?)\\s*(?:N[o0]\\.?\\s*)?([A-Z]-\\d{1,3}|\\d{1,3}[A-Z]?|(?!(?:of|in|on|to|at|by|is|as|or|an|no)\\b)[A-Z]{1,2}(?![A-Za-z])|${NUMBER_PHRASE}(?:\\s*\\(\\s*\\d+\\s*\\))?)`, 'gi');
const ABSTRACT_RE = /\b(?:[Aa]b[s5]tract|ABSTRACT|Abst\.?|ABST\.?|Abs\.?)\s*(?:N[o0]\.?|Number|#)?\s*(\d{1,5})\b|(?<!(?:Block|Blk\.?|Bl\.)\s*(?:No\.?\s*)?)\bA\s?-\s?(\d{1,5})\b/g;
// (in capitals too: "Lots 10 and 11, Block 13, RYAN PLACE ADDITION", "Block 2, ORIGINAL TOWN OF CLEBURNE"; a California
// tract map's or a town's plat: "Lot 33, Block 15 of Tract No. 8809, ... as per map recorded in Book 64, Page 8 of Maps",
// "Lots 13 and 14, Block 4, Town of Wilmington")
const SUBDIVISION_RE = /(?:\b(?:of|in)\s+|,[ \t]*\n?[ \t]*)(?:the\s+)?((?:(?:Original|ORIGINAL)\s+(?:Town(?:site)?|TOWN(?:SITE)?)\s+(?:of|OF)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|ORIGINAL\s+TOWN(?:SITE)?\s+OF\s+[A-Z]+(?:\s+[A-Z]+)?)|(?:Tract|TRACT)\s+(?:No\.?\s*)?\d{2,6}\b|(?:Town|TOWN)\s+(?:of|OF)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?=\s*,)|(?:[A-Z][A-Za-z']+\s+){1,4}(?:Addition|Subdivision|Heights|Estates|Townsite|ADDITION|SUBDIVISION|HEIGHTS|ESTATES|TOWNSITE)(?:\s+to\s+(?:the\s+)?(?:City|Town)\s+of\s+[A-Z][a-z]+)?)/g;

/** Acres of standard aliquot parts of a 640-acre section ("S/2 NW/4" → 80); null when lots or odd parts are involved. */
export function computedAcres(aliquot: string | null): number | null {
  if (!aliquot) return null;
  if (aliquot === 'ALL') return 640;
  let total = 0;
  for (const part of aliquot.split(/,\s*/)) {
    let a = 640;
    for (const tok of part.split(/\s+/)) {
      const m = /^(?:N|S|E|W|NE|NW|SE|SW)\/([24])$/.exec(tok);
      if (!m) return null;
      a /= Number(m[1]);
    }
    total += a;
  }
  return total;
}

function dirLetter(s: string): string {
  const c = s.trim()[0].toUpperCase();
  return c === 'C' ? 'E' : c; // "Cast" is East misread
}

function nearestAfter(hits: Hit[], pos: number, limit: number, before?: number): Hit | null {
  return hits.find((h) => h.start >= pos && h.start - pos <= limit && (before === undefined || h.start < before)) ?? null;
}
function nearestBefore(hits: Hit[], pos: number, limit: number): Hit | null {
  let best: Hit | null = null;
  for (const h of hits) if (h.end <= pos && pos - h.end <= limit) best = h;
  return best;
}

// A state as land descriptions write it: its name, the clerk's abbreviation ("Okla.", "Kans.",
// "Tex.", "La."), "Oklahoma Territory", "Territory of Oklahoma", "O. T." (the period stays outside).
const LAND_STATE = `(?:Territory\\s+of\\s+${STATE_NAME}|${STATE_NAME}(?:\\s+Territory)?|(?:Okla|Kans?|Tex|Colo|Wyo|Mont|Nebr?|Ark|Miss|La|N\\.\\s?Mex|N\\.\\s?M|[NS]\\.\\s?Dak|[NS]\\.\\s?D|O\\.\\s?T|Penna|Pa|Wis|Mich|Vt|Ala|Tenn|Ky|Ind|Ill|Minn|Mo|W\\.\\s?Va|Va|Calif|Ore|Wash|Fla|Ga|Md)(?=\\.))`;

const COUNTY_RES: RegExp[] = [
  // ("the County of Washington and State of Colorado": a county named like a state is kept when its state follows)
  new RegExp(`\\b(?:County|COUNTY|Parish|PARISH)\\s+(?:of|OF)\\s+((?:S[Tt][Ee]?\\.[ \\t]*)?[A-Z][A-Za-z]+(?:[ \\t]+[A-Z][A-Za-z]+)?)\\s*,?\\s*(?:(?:and|in)\\s+(?:the\\s+)?)?(?:State\\s+of\\s+)?(${LAND_STATE})?`, 'g'),
  new RegExp(`\\b((?:S[Tt][Ee]?\\.[ \\t]*)?[A-Z][A-Za-z]+(?:[ \\t]*\\n?[ \\t]*[A-Z][A-Za-z]+)?)(?:[ \\t]+\\n?|\\n)[ \\t]*(?:County|COUNTY|Parish|PARISH)\\b(?!\\s+(?:Clerk|Court|Judge|Treasurer|Commissioners?|Police\\s+Jury|CLERK|COURT|JUDGE|TREASURER|COMMISSIONERS?|Abstract|Title|Bank|State\\s+Bank|Savings|Co-?op|Cooperative|Electric|Telephone|Farmers|ABSTRACT|TITLE|BANK))\\s*,?\\s*(?:State\\s+of\\s+|in\\s+the\\s+State\\s+of\\s+)?(${LAND_STATE})?`, 'g'),
  // a form's line: "County: Washington, Idaho"
  new RegExp(`(?:^|\\n)[ \\t]*(?:County|COUNTY)[ \\t]*:[ \\t]*([A-Z][A-Za-z]+(?:[ \\t]+[A-Z][A-Za-z]+)?)[ \\t]*,?[ \\t]*(?:State\\s+of\\s+)?(${LAND_STATE})?`, 'g'),
  // Alaska's recording districts, which its recorders index by and its instruments name where other
  // states name a county: "the Kenai Recording District, Third Judicial District, State of Alaska"
  // (`county` "Kenai"), a stamp's "Recording District 311 Palmer"
  new RegExp(`\\b([A-Z][A-Za-z]+(?:[ \\t]+[A-Z][A-Za-z]+)?)[ \\t]+(?:Recording|RECORDING)[ \\t]+(?:District|DISTRICT)\\b(?:\\s*,\\s*(?:First|Second|Third|Fourth|1st|2nd|3rd|4th)\\s+Judicial\\s+District)?\\s*,?\\s*(?:(?:in\\s+)?(?:the\\s+)?(?:State|Territory)\\s+of\\s+)?(Alaska|ALASKA)?`, 'g'),
  new RegExp(`\\b(?:Recording|RECORDING)[ \\t]+(?:District|DISTRICT)[ \\t]+\\d{3}[ \\t]+([A-Z][A-Za-z]+(?:[ \\t]+[A-Z][A-Za-z]+)?)()`, 'g'),
  // a clerk's short form with its state: "Ellis Co., Kans.", "Williams Co., N.D." (without the state, "Co." is a company's)
  new RegExp(`\\b([A-Z][A-Za-z]+(?:[ \\t]+[A-Z][A-Za-z]+)?)\\s+(?:Co\\.|CO\\.)\\s*,?\\s*(${LAND_STATE})`, 'g'),
];
const NOT_COUNTY = /^(?:said|the|this|any|each|same|such|of|in|and|state|county|parish|records?|deeds?|patents?|maps?|mortgages?|leases?|miscellaneous|official|public|plat|oil|gas|recorded|situated|lying|located|being|clerk|court|recorder|registrar|register|auditor|treasurer|office|meridian|principal|p\.m\.?)$/i;

export interface Place {
  county: string | null;
  state: string | null;
  pos: number;
}

/** County (and state, when it follows) mentions, in text order. */
export function placesIn(text: string): Place[] {
  const out: Place[] = [];
  for (const re of COUNTY_RES) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      let words = m[1].split(/\s+/);
      while (words.length && NOT_COUNTY.test(words[0])) words = words.slice(1);
      while (words.length && NOT_COUNTY.test(words[words.length - 1])) words = words.slice(0, -1);
      if (!words.length || words.length > 2) continue;
      // ("Texas Loving County" → Loving; not the "De" or "DE" of "De Soto Parish", which only looks like Delaware's code)
      if (words.length === 2 && stateCode(words[0]) && words[0].length > 2) words = words.slice(1);
      const county = titleCase(words.join(' '));
      // (a county named like a state is kept when its state comes first, as in a venue: "STATE OF IDAHO, County of Washington")
      const stateBefore = stateCode(new RegExp(`\\b(?:STATE|State)\\s+(?:OF|of)\\s+(${STATE_NAME})[\\s,)]*$`).exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1] ?? null);
      if (stateCode(county) && !m[2] && !stateBefore) continue;
      out.push({ county, state: stateCode(m[2] ?? null) ?? stateBefore, pos: m.index });
    }
  }
  return out.sort((a, b) => a.pos - b.pos);
}

/** The document's state from its language ("State of Oklahoma", "Texas", "Indian Meridian"). */
export function stateOf(text: string, loose = true): string | null {
  // "a Texas corporation", "an Oklahoma limited liability company" say where a company was formed, not where the land lies
  const t = text.replace(new RegExp(`\\b(?:a|an)\\s+${STATE_NAME}\\s+(?:corporation|limited|general|banking|company|partnership|business|national|trust)`, 'g'), ' ');
  const m = new RegExp(`\\b(?:State\\s+of|County,)\\s+(${LAND_STATE})\\b`, 'i').exec(t);
  if (m) return stateCode(m[1]);
  // the Indian and Cimarron Meridians (counties.ts: also "R14E, C.M.", "24ECM") govern Oklahoma's surveys only
  if (/\bI\.\s?M\.|Oklahoma\s+Territory/i.test(t) || meridianStates(t)?.join() === 'OK') return 'OK';
  if (!loose) return null;
  const n = new RegExp(`\\b(${STATE_NAME})\\b`).exec(t);
  return n ? stateCode(n[1]) : null;
}

function collect(text: string) {
  const sections: Hit[] = [];
  for (const h of all(SECTION_RE, text, (m) => m[1])) {
    // "Sections 14 and 15" → two mentions at the same place ("section one hundred and twenty-four" is one)
    const nums = h.value.split(/\s*[,&]\s*|(?<!\b(?:hundred|thousand)\s*)\band\b\s*/i).map((x) => num(x)).filter((x): x is string => x !== null);
    for (const n of nums) sections.push({ ...h, value: n });
  }
  for (const h of all(SURVEY_SECTION_RE, text, (m) => m[1])) sections.push(h);
  const granteeSurveys: Hit[] = [];
  for (const m of text.matchAll(SURVEY_NO_GRANTEE_RE)) {
    const name = m[2] ?? m[3] ?? m[5];
    const value = normalizeSurvey(name);
    if (!value) continue;
    const at = m.index + m[0].indexOf(name);
    const no = /\bSurvey\s+(?:No\.?\s*)?\d{1,4}/.exec(m[0]);
    if (no) sections.push({ start: m.index + no.index, end: m.index + no.index + no[0].length, value: m[1] ?? m[4] });
    granteeSurveys.push({ start: at, end: at + name.length, value });
  }
  const one = (x: string) => x.replace(/[lI]/g, '1');
  const compact = all(COMPACT_RE, text, (m) => (/\d/.test(m[2]) || /\d/.test(m[4]) ? `${m[1]}|${one(m[2])}${m[3].toUpperCase()}|${one(m[4])}${m[5].toUpperCase()}` : null));
  const twps = all(TWP_RE, text, (m) => {
    const n = m[1] ? num(m[1]) : m[3];
    const d = m[2] ?? m[4];
    return n && d ? `${Number(n)}${dirLetter(d)}` : null;
  });
  const rngs = all(RNG_RE, text, (m) => {
    const n = m[1] ? num(m[1]) : m[3];
    const d = m[2] ?? m[4];
    return n && d ? `${Number(n)}${dirLetter(d)}` : null;
  });
  const blocks = all(BLOCK_RE, text, (m) => (/^[A-Z]-\d|^\d|^[A-Z]{1,2}$/.test(m[1]) ? m[1].toUpperCase() : num(m[1])));
  const abstracts = all(ABSTRACT_RE, text, (m) => String(Number(m[1] ?? m[2])));
  const surveys = [...surveysIn(text), ...granteeSurveys].sort((a, b) => a.start - b.start);
  // (after a block, or a section named by a railroad's name alone: "Sec. 38, BBB&C RR Co., A-1932")
  const bareSurveys = bareSurveysIn(text, [...blocks, ...sections].sort((a, b) => a.start - b.start));
  const subdivisions = all(SUBDIVISION_RE, text, (m) => (isMostlyUpper(m[1]) ? titleCase(squash(m[1])) : squash(m[1])));
  return { sections, compact, twps, rngs, blocks, abstracts, surveys, bareSurveys, subdivisions };
}

/** The window of text before a land anchor that belongs to it (aliquot parts and lots are written there). */
function windowBefore(text: string, pos: number, floor: number): number {
  let from = Math.max(floor, pos - 260);
  const back = text.slice(from, pos);
  const stops = [/to-?wit\s*:?/gi, /:\s/g, /;/g, /\n[ \t]*\n(?!\s*of\b)/g, /\.\s*\n/g, /\bacres\b[^,;)\n]*\)?,?\s*(?:more\s+or\s+less)?[,;.]?/gi];
  let cut = -1;
  for (const re of stops) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(back))) cut = Math.max(cut, m.index + m[0].length);
  }
  if (cut >= 0) from += cut;
  return from;
}

/** Every tract the text describes. `region` limits where anchors are looked for (the body of the instrument). */
// A section with its township and range as bare numbers, "SW/4 Sec. 12, 152-101", "Sec. 9-22-100":
// landmen's shorthand where every township lies north and every range west of the meridian (North
// Dakota's fifth principal meridian, Wyoming's sixth, and Colorado's counties north of the sixth's
// base line).
const SHORT_TR_RE = /\bSec(?:tion|t?\.)?\s*(\d{1,2})\s*(?:,\s*|-)(\d{1,3})\s*-\s*(\d{1,3})(?![\d/A-Za-z-])/g;
// Ohio's Seven Ranges and Ohio River Survey number their townships and ranges without a direction: "Section
// 25, Township 8, Range 5", "Sec. 25, T-8, R-5", "Section 25 of Township No. 8 of Range No. 5" (the fields
// carry the bare numbers).
const OHIO_TR_RE = /\bSec(?:tion|t?\.)?\s*(?:No\.?\s*)?(\d{1,2})\s*,?\s*(?:of\s+|in\s+)?(?:the\s+)?(?:Township|Twp\.?|T)\s*-?\s*(?:No\.?\s*)?(\d{1,2})\s*,?\s*(?:of\s+|in\s+)?(?:the\s+)?(?:Range|Rge\.?|R)\s*-?\s*(?:No\.?\s*)?(\d{1,2})(?!\d|\s*[NSEW]\b|\s*(?:North|South|East|West)\b)/gi;
const NORTH_WEST_STATES = new Set(['ND', 'WY']);
// Nebraska's counties west of the sixth principal meridian's own (ranges west only), where the
// shorthand also goes without "Sec.": "E/2 SE/4 11-15-57", "SW/4 22-14-57" (after an aliquot part)
const NORTH_WEST_NEBRASKA = new Set(['Kimball', 'Cheyenne', 'Banner', 'Scotts Bluff', 'Morrill', 'Garden', 'Deuel', 'Sioux', 'Box Butte', 'Dawes', 'Sheridan', 'Keith', 'Perkins', 'Chase', 'Dundy', 'Hitchcock', 'Red Willow', 'Hayes', 'Lincoln', 'Arthur', 'Grant', 'Hooker', 'Thomas', 'Cherry', 'Logan', 'McPherson', 'Frontier', 'Furnas', 'Gosper', 'Harlan', 'Phelps', 'Dawson', 'Custer', 'Blaine', 'Brown', 'Rock', 'Keya Paha']);
const ALIQUOT_TR_RE = /(?<=(?:\/\s*[24]|[½¼]|\bAll|\bALL)\s+(?:of\s+)?)(\d{1,2})\s*-\s*(\d{1,3})\s*-\s*(\d{1,3})(?![\d/A-Za-z-])/g;
const NORTH_WEST_COLORADO = new Set(['Weld', 'Logan', 'Sedgwick', 'Phillips', 'Morgan', 'Larimer', 'Jackson', 'Routt', 'Moffat']);

/** A table's county column: "Tract | Legal Description | County" above "1 | NE/4 Sec. 29, T4N, R11E, C.M. | Texas". */
function tableCounty(text: string, at: number): string | null {
  const cell = tableCell(text, at, /^\s*(?:County|Parish)\s*$/i)?.replace(/\s+(?:County|Parish)$/i, '');
  return cell && /^[A-Za-z][A-Za-z .'-]{1,30}$/.test(cell) ? titleCase(cell) : null;
}

/** A table's acres column: "Description | Gross Acres" above "... | Jose Vasquez Borrego Grant, A-17, Zapata County, Texas | 140.50". */
function tableAcres(text: string, at: number): number | null {
  const cell = tableCell(text, at, /^\s*(?:Gross\s+|Net\s+)?Acres(?:\s*\((?:gross|net)\))?\s*$/i);
  return cell && /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$/.test(cell) ? Number(cell.replace(/,/g, '')) : null;
}

/** The cell of the table row at `at` in the column whose header (the nearest line above with such a cell) matches `header`. */
function tableCell(text: string, at: number, header: RegExp): string | null {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const lineEnd = text.indexOf('\n', at);
  const row = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if (!row.includes('|')) return null;
  let end = lineStart - 1;
  for (let k = 0; k < 40 && end > 0; k++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (!line.includes('|')) return null;
    const column = line.split('|').findIndex((c) => header.test(c));
    if (column < 0) continue;
    return row.split('|')[column]?.trim() ?? null;
  }
  return null;
}

/**
 * The acres that open a line or a list item and lead to a survey named at `at`: "(b): 250.2 acres of land,
 * more or less, a part of the ", "Tract 2: 40 acres out of the ". Null for anything else (a recital's "that
 * certain 320 acres", an exception's "SAVE AND EXCEPT 10 acres").
 */
function listedAcres(text: string, at: number): number | null {
  const line = text.slice(Math.max(0, text.lastIndexOf('\n', at - 1) + 1, at - 160), at);
  const m = /^[ \t]*(?:\(?[a-z0-9]{1,3}[).:]+|(?:Tract|Parcel)\s+(?:No\.\s*)?\w+\s*[:.-]|(?:First|Second|Third|Fourth|Fifth|Sixth)\s+(?:Tract|Parcel)\s*[:.-])?[ \t]*((?:\d{1,3}(?:,\d{3})*(?:\.\d+)?)\s*(?:gross\s+)?acres(?:\s+of\s+land)?,?(?:\s+more\s+or\s+less,?)?\s+(?:a\s+part\s+of|out\s+of|being\s+(?:a\s+)?part\s+of|situated\s+in|in)\s+(?:and\s+a\s+part\s+of\s+)?(?:the\s+)?)$/i.exec(line);
  return m ? Number(m[1].replace(/,/g, '').match(/^[\d.]+/)![0]) : null;
}

// OCR's 5 for an S in a compact township beside a range with its direction: "T25, R11W" is T2S (a
// township is never written without its direction where the range has one); the same length, so offsets hold
const TOWNSHIP_S_READ_5 = /\bT(\d{1,2})5(?=\s*,?\s*R\.?\s?\d{1,3}\s?[EW]\b)/g;

export function findTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  text = text.replace(TOWNSHIP_S_READ_5, 'T$1S');
  // lots of a military survey are located by its own numbering, never as a section of the public lands
  const military = militaryTracts(text, docPlaces);
  if (military.length) return military;
  const c = collect(text);
  const nebraska = docPlaces.state === 'NE' && docPlaces.county !== null && NORTH_WEST_NEBRASKA.has(docPlaces.county);
  if ((docPlaces.state && NORTH_WEST_STATES.has(docPlaces.state)) || (docPlaces.state === 'CO' && docPlaces.county && NORTH_WEST_COLORADO.has(docPlaces.county)) || nebraska) c.compact.push(...all(SHORT_TR_RE, text, (m) => `${m[1]}|${Number(m[2])}N|${Number(m[3])}W`));
  if (nebraska) c.compact.push(...all(ALIQUOT_TR_RE, text, (m) => `${m[1]}|${Number(m[2])}N|${Number(m[3])}W`).filter((h) => !c.compact.some((x) => x.start <= h.start && x.end >= h.end)));
  if (docPlaces.state === 'OH') c.compact.push(...all(OHIO_TR_RE, text, (m) => `${m[1]}|${Number(m[2])}|${Number(m[3])}`));
  const tracts: RawTract[] = [];
  const anchors: Array<{ kind: 'section' | 'compact' | 'survey' | 'sub'; hit: Hit }> = [];
  // "Sec. 17-T22N-R22W" is one compact anchor, not a section besides
  for (const h of c.sections) if (!c.compact.some((x) => x.start >= h.start && x.start <= h.end)) anchors.push({ kind: 'section', hit: h });
  for (const h of c.compact) anchors.push({ kind: 'compact', hit: h });
  anchors.sort((a, b) => a.hit.start - b.hit.start);
  let floor = 0;
  // the tracts just before, with no acres of their own, and what their aliquot parts would hold
  const unstated: Array<{ index: number; acres: number }> = [];
  const used: Hit[] = [];
  const placeFrom = new Map<string, number>();
  for (let i = 0; i < anchors.length; i++) {
    const a = anchors[i];
    const next = anchors.slice(i + 1).find((x) => x.hit.start > a.hit.end);
    const nextStart = next ? next.hit.start : text.length;
    let section: string;
    let township: string | null = null;
    let range: string | null = null;
    if (a.kind === 'compact') {
      const [s, t, r] = a.hit.value.split('|');
      section = String(Number(s));
      township = t;
      range = r;
    } else {
      section = a.hit.value;
      township = (nearestAfter(c.twps, a.hit.end, 220) ?? nearestBefore(c.twps.filter((h) => h.start >= floor), a.hit.start, 260))?.value ?? null;
      range = (nearestAfter(c.rngs, a.hit.end, 260) ?? nearestBefore(c.rngs.filter((h) => h.start >= floor), a.hit.start, 200))?.value ?? null;
      if (!township && !range) {
        // one township and range heading several sections ("T12N, R8W: Section 36: All; Section 35: N/2")
        const tb = nearestBefore(c.twps, a.hit.start, 400);
        const rb = nearestBefore(c.rngs, a.hit.start, 400);
        if (tb && rb) {
          township = tb.value;
          range = rb.value;
        }
      }
    }
    const block = nearestAfter(c.blocks, a.hit.end, 80) ?? nearestBefore(c.blocks, a.hit.start, 60);
    // (a railroad's "Survey No. 36" is the anchor itself: its name ends inside it)
    // (a grant named without the word "Survey" in the tract's own words, "Block 13, H&GN RR Co., Abstract 5694",
    // comes before a survey of the next tract's or the last one's)
    const survey =
      // (a railroad's name right after the section is its grant: "Sec. 38, BBB&C RR Co., A-1932; Parcel 2: ... the Isaac Mulkey Survey";
      // and a grantee's name right before its numbered survey: "Texas Emigration and Land Company Survey No. 1655")
      nearestAfter(c.bareSurveys, a.hit.end, 4, nextStart) ??
      nearestBefore(c.surveys, a.hit.start, 1) ??
      nearestAfter(c.surveys, a.hit.end, 260, nextStart) ??
      nearestAfter(c.bareSurveys, a.hit.end, 160, nextStart) ??
      nearestAfter(c.surveys, a.hit.end, 260) ??
      nearestBefore(c.surveys, a.hit.start, 120) ??
      nearestBefore(c.surveys.filter((h) => h.end > a.hit.start), a.hit.end, a.hit.end - a.hit.start) ??
      nearestAfter(c.bareSurveys, a.hit.end, 160, nextStart);
    const abstract = nearestAfter(c.abstracts, a.hit.end, 300) ?? nearestBefore(c.abstracts, a.hit.start, 120);
    const texasStyle = !!(block || survey || abstract) && !(township && range);
    // a Texas railroad-block township belongs to this section only when written within its own description
    if (texasStyle && township) {
      const own = nearestAfter(c.twps, a.hit.end, 120, nextStart) ?? nearestBefore(c.twps.filter((h) => h.start >= floor), a.hit.start, 60);
      township = own?.value ?? null;
    }
    if (!(township && range) && !texasStyle) continue; // "Section 5 of this lease"
    // heading style ("Township 16 North, Range 7 West\n Section 14: NE/4"): the township and range written before govern
    if (a.kind === 'section' && /^\s*(?:\([^)]*\))?\s*:/.test(text.slice(a.hit.end, a.hit.end + 12))) {
      const tb = nearestBefore(c.twps.filter((h) => h.start >= floor), a.hit.start, 400);
      const rb = nearestBefore(c.rngs.filter((h) => h.start >= floor), a.hit.start, 400);
      if (tb && rb) {
        township = tb.value;
        range = rb.value;
      }
    }
    // already covered (the same land written twice in one place: "NE/4 of Section 14 ... said Section 14")
    const winFrom = windowBefore(text, a.hit.start, floor);
    // metes and bounds: "Beginning at the Northwest corner of Section 34, ...; being the same land otherwise described as NW/4 of said Section 34": the corner is a point, the land is the later description
    if (a.kind === 'section' && /\bcorner\s+of\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, a.hit.start - 30), a.hit.start)) && anchors.slice(i + 1).some((x) => x.hit.value === a.hit.value && /\bsaid\s+$/i.test(text.slice(Math.max(0, x.hit.start - 10), x.hit.start)))) {
      placeFrom.set(section, winFrom);
      continue;
    }
    let before = text.slice(winFrom, a.hit.start);
    // a table of sections under one heading ("Section 32: W/2 SE/4\n    Section 33: SW/4"): the line above is the
    // section before's part, this one's follows its colon
    if (a.kind === 'section' && /\n[ \t]*$/.test(before) && /^\s*(?:\([^)]*\))?\s*:/.test(text.slice(a.hit.end, a.hit.end + 12))) before = '';
    let aliquot = parseAliquot(before);
    const lots = lotsIn(before);
    let after = text.slice(a.hit.end, Math.min(nextStart, a.hit.end + 300));
    // "Section 14: NE/4", "Sec. 30, Twp. 24 S., Rge. 4 E.:", "section three, in township eighteen north, of range nine west of the Indian Meridian:"
    // (not the next tract's label: "... R18W, 6th P.M.\nTract 2: Lot 4, ...")
    const colon = /^\s*(?:\([^)]*\))?\s*(?:,?\s*(?:in\s+)?(?:T\S+|Twp\.?|Tp\.?|Township)(?:(?!\n[ \t]*(?:Tract|Parcel)\b)[^:;]){0,40}?,?\s*(?:of\s+)?(?:R\S+|Rge\.?|Rng\.?|Range)(?:(?!acres|count(?!y\b)|\n[ \t]*(?:Tract|Parcel)\b)[^:;]){0,80}?)?\s*:\s*([^;\n]*)/i.exec(after);
    if (!aliquot && colon) aliquot = parseAliquot(colon[1]);
    const lotsAfter = !lots && colon ? lotsIn(colon[1]) : null;
    if (!aliquot && !lots && /\ball\s+(?:of\s+)?(?:the\s+)?$/i.test(before)) aliquot = 'ALL';
    const partNamed = !!aliquot || !!(lots ?? lotsAfter);
    if (!partNamed) aliquot = 'ALL';
    const tractEnd = Math.max(a.hit.end, ...[block, survey, abstract].filter((h): h is Hit => !!h && h.start < nextStart).map((h) => h.end));
    after = text.slice(a.hit.end, Math.min(nextStart, tractEnd + 200));
    // the part named after the place: "..., Section 15, Block No. 58, A-4163, in Pecos County, Texas, being E/2 of said section"
    if (!partNamed) {
      const trailing = /\bbeing\s+(?:the\s+)?([^,;.:]{1,40}?)\s+(?:of\s+(?:said|the\s+said|that)\s+(?:section|survey|land)|thereof)\b/i.exec(text.slice(tractEnd, Math.min(nextStart, tractEnd + 200)));
      const part = trailing ? parseAliquot(trailing[1]) : null;
      if (part) aliquot = part;
    }
    // the tract's own acres end with its line when a list goes on ("...Abstract No. 293;\n160 acres out of the ... Survey")
    const ownEnd = after.slice(tractEnd - a.hit.end).search(/;[ \t]*\n|\n[ \t]*\n/);
    const acresAfter = acresIn(ownEnd >= 0 ? after.slice(0, tractEnd - a.hit.end + ownEnd) : after)[0];
    // "Being 320 acres, more or less, out of and a part of ... Survey, Section 15": the acres that open the description
    const lead = /^\s*(?:being\s+|containing\s+)?\S[^,;:\n]{0,40}?(?:acr[ec]s|ac\.)(?:\s+of\s+land)?,?\s*(?:more\s+or\s+less)?,?\s*(?:out\s+of|in\s+and\s+(?:a\s+)?part\s+of|of)\b/i;
    const leadFrom = Math.max(floor, text.lastIndexOf('\n', winFrom - 1) + 1, winFrom - 80);
    const opening = acresIn(before).length === 0 && lead.test(text.slice(leadFrom, winFrom) + before) ? acresIn(text.slice(leadFrom, winFrom)).pop() : undefined;
    const acresBefore = acresIn(before).pop() ?? opening;
    const computed = lots ?? lotsAfter ? null : computedAcres(aliquot);
    // acres as the instrument states them (the contract's Tract.acres), never worked out from the aliquot part
    let acres: Hit | number | null | undefined = acresAfter ?? acresBefore ?? null;
    // "the SW/4 of Section 10 and the NW/4 of Section 15, ..., containing 320 acres": a total for the list
    // (each of the list then holds what its aliquot part does, which the stated total confirms)
    if (acresAfter && computed !== null && unstated.length && Math.abs(Number(acresAfter.value) - (computed + unstated.reduce((x, y) => x + y.acres, 0))) < 0.01) {
      acres = computed;
      for (const u of unstated) tracts[u.index].acres = u.acres;
    }
    if (!acresAfter && !acresBefore && computed !== null) unstated.push({ index: tracts.length, acres: computed });
    else unstated.length = 0;
    // where the land lies: written in the tract's own paragraph ("..., Noble County, Okla."), not a party's residence below it
    const tail = text.slice(tractEnd, Math.min(text.length, tractEnd + 200));
    const para = tail.search(/\n[ \t]*\n/);
    const place = placesIn(text.slice(placeFrom.get(section) ?? winFrom, tractEnd + (para >= 0 ? para : tail.length))).pop();
    let state = place?.state ?? null;
    if (!state && place?.county && docPlaces.county === place.county) state = docPlaces.state;
    const start = lots && before.indexOf(lots.value) >= 0 ? Math.min(winFrom + lots.start, winFrom + (before.search(/\S/) >= 0 ? before.search(/\S/) : 0)) : winFrom + Math.max(0, before.search(/\S/));
    tracts.push({
      phrase: squash(text.slice(start, tractEnd)),
      start,
      end: tractEnd,
      state: state ?? (texasStyle ? 'TX' : null) ?? docPlaces.state,
      county: place?.county ?? tableCounty(text, a.hit.start) ?? docPlaces.county,
      section,
      township: township ?? null,
      range: texasStyle ? null : range,
      aliquot,
      survey: texasStyle ? (survey?.value ?? null) : null,
      abstract: texasStyle ? (abstract?.value ?? null) : null,
      block: texasStyle ? (block?.value ?? null) : null,
      lot: (lots ?? lotsAfter)?.value ?? null,
      acres: typeof acres === 'number' ? acres : acres ? Number(acres.value) : null,
      subdivision: null,
    });
    for (const h of [block, survey, abstract]) if (h) used.push(h);
    floor = Math.max(floor, a.hit.end);
  }
  // Named surveys without a section: "160 acres out of the J. M. Hughes Survey, Abstract No. 312".
  for (const s of c.surveys) {
    if (used.some((u) => u.start === s.start) || /RR Co\./.test(s.value)) continue;
    const listed = listedAcres(text, s.start);
    // another tract of a survey already found: one item of a list of tracts that opens with acres of its own
    // ("(b): 250.2 acres of land, more or less, a part of the X Survey" after "(a): 55 acres ... of the X Survey")
    const share = grantShare(text, s);
    if (tracts.some((t) => t.survey === s.value && t.lot === share && (listed === null || t.acres === listed))) continue;
    const abstract = nearestAfter(c.abstracts, s.end, 60);
    // (the acres before it in its own clause: not the last tract's, "... containing 1,204.6 acres; and X Grant, Share 9 (911.3 ac.)")
    const back = text.slice(Math.max(0, s.start - 120), s.start);
    const acres = acresIn(back.slice(back.lastIndexOf(';') + 1)).pop() ?? acresIn(text.slice(s.end, s.end + 1500))[0];
    const place = placesIn(text.slice(s.start, s.end + 200))[0];
    const end = abstract ? abstract.end : s.end;
    tracts.push(tractOf(
      { phrase: squash(text.slice(s.start, end)), start: s.start, end, state: place?.state ?? docPlaces.state ?? 'TX', county: place?.county ?? docPlaces.county },
      { survey: s.value, abstract: abstract?.value ?? null, lot: share, acres: acres ? Number(acres.value) : tableAcres(text, s.start) },
    ));
  }
  // Platted lots: "Lots 7 and 8, Block 12, Original Town of Wheeler".
  for (const sub of c.subdivisions) {
    // (the lots of its own clause: "Lots 13 and 14, Block 4, Town of Wilmington; and Lot 40, Tract 1534")
    const from = Math.max(0, sub.start - 120);
    const wide = text.slice(from, sub.start);
    const cut = Math.max(wide.lastIndexOf(';'), wide.lastIndexOf('\n')) + 1;
    const lots = lotsIn(wide.slice(cut));
    const block = nearestBefore(c.blocks.filter((b) => b.start >= from + cut), sub.start, 40);
    if (!lots && !block) continue;
    // (a town's plat numbers its lots in blocks; a lot "in the Town of Alfred" without one is a New York great lot's)
    if (!block && /^Town\s+of\b/i.test(sub.value)) continue;
    // (the same lots named again; two lots of one plat, "Lot 22, Block 35 of the Town of Wilmington; Lots 13 and 14
    // in Block 4 of the Town of Wilmington", are two tracts)
    if (tracts.some((t) => t.subdivision === sub.value && t.block === (block?.value ?? null) && t.lot === (lots?.value ?? null))) continue;
    const start = from + cut + (lots ? lots.start : 0);
    const acres = acresIn(text.slice(sub.end, sub.end + 400))[0];
    const place = placesIn(text.slice(sub.start, sub.end + 200))[0];
    tracts.push(tractOf(
      { phrase: squash(text.slice(start, sub.end)), start, end: sub.end, state: place?.state ?? docPlaces.state, county: place?.county ?? docPlaces.county },
      { block: block?.value ?? null, lot: lots?.value ?? null, acres: acres ? Number(acres.value) : null, subdivision: sub.value },
    ));
  }
  tracts.push(...townshipTracts(text, docPlaces, c));
  tracts.push(...ranchoTracts(text, docPlaces));
  tracts.push(...laborTracts(text, docPlaces));
  if (!tracts.length) tracts.push(...landLotTracts(text, docPlaces));
  if (!tracts.length) tracts.push(...purchaseTracts(text, docPlaces));
  if (!tracts.length) {
    // a town's lots by range, and beside them parcels by metes and bounds of acres of their own
    const lots = rangeLotTracts(text, docPlaces);
    tracts.push(...lots, ...boundedTracts(text, docPlaces).filter((b) => !lots.some((l) => l.acres === b.acres)));
  }
  return tracts;
}

const LOT_NUMBER = `(\\d{1,4}|${NUMBER_PHRASE}(?:\\s*\\(\\s*\\d{1,4}\\s*\\))?)`;
// grantShare's "Share No. 3 of the" before a grant's name
const SHARE_BEFORE_RE = new RegExp(`\\bShare\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}(?:\\s+of\\s+the\\s+partition)?\\s+of\\s+(?:the\\s+|said\\s+)?$`, 'i');
const TWP_OR_RNG = (word: string) => `(?:(?:the\\s+)?(${ORDINAL_WORD}(?:[\\s-]+${ORDINAL_WORD})?|${NUMBER_PHRASE})\\s+${word}|${word}\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER})`;

const RANGE_WORD = `(?:${NUMBER_PHRASE}|\\d{1,2}(?:st|nd|rd|th))`;
// (not a rectangular survey's "Range 6 West")
const RANGE_LOT_RES = [
  new RegExp(`\\bLot\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}\\s*,?\\s*(?:in\\s+)?(?:the\\s+)?(?:Range\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}|(${RANGE_WORD})\\s+Range)\\b(?!\\s*,?\\s*(?:[EW]\\b|East|West))`, 'gi'),
  new RegExp(`\\bthe\\s+(${RANGE_WORD})\\s+lot\\s+in\\s+the\\s+(${RANGE_WORD})\\s+range\\b`, 'gi'),
];

/**
 * A lot of a New England town's allotment, by its lot and range ("being a part of Lot 3, Range 11 in
 * the third division of lots in said Town", "Lot No. 59 in the Eighth Range", "the twelfth lot in the
 * fourth range of lots"): `lot` and `range` as bare numbers, its stated acres; the town, its division
 * and the calls in no field.
 */
function rangeLotTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  const hits = RANGE_LOT_RES.flatMap((re) => [...text.matchAll(re)].map((m) => ({ m, lot: numberOf(m[1]), range: numberOf(m[2] ?? m[3]) })));
  hits.sort((a, b) => a.m.index - b.m.index);
  hits.forEach(({ m, lot, range }, i) => {
    if (lot === null || range === null) return;
    const end = m.index + m[0].length;
    const next = hits[i + 1]?.m.index ?? text.length;
    const rest = text.slice(end, Math.min(next, end + 400));
    const acres = acresIn(rest).find((h) => !NOT_TRACT_ACRES.test(rest.slice(Math.max(0, h.start - 60), h.start)));
    if (out.some((t) => t.lot === String(lot) && t.range === String(range) && (!acres || t.acres === Number(acres.value)))) return;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const place =
      placesIn(text.slice(lineStart, Math.min(text.length, end + 300))).find((p) => p.county) ??
      placesIn(text.slice(Math.max(0, m.index - 300), Math.min(text.length, end + 300))).find((p) => p.county);
    out.push(tractOf(
      { phrase: squash(m[0]), start: m.index, end, state: place?.state ?? docPlaces.state, county: place?.county ?? docPlaces.county },
      { range: String(range), lot: String(lot), acres: acres ? Number(acres.value) : null },
    ));
  });
  return out;
}
/**
 * New York's land purchases, surveyed into numbered townships and ranges of great lots: "part of
 * Great Lot No. 65 in Township No. 3, Range 1 of the Holland Land Company's Purchase", "Lot 91 in
 * the First Township in the Sixth Range of the Phelps and Gorham Purchase", "Part of Lot No. 8,
 * Township 2, Range 1, Holland Purchase", "Great Lot Ten (10) in the Third Township and Second
 * Range of ...", "Lot No. 19, Township 5, Range 5 of the Holland Land Company's Survey" (the
 * company's survey of its purchase: the same land; the Watkins and Flint Purchase numbers its
 * townships only). The lot, township and range are bare numbers, the survey the purchase's name as it is
 * known ("Holland Purchase", "Phelps and Gorham Purchase"); acres are the first stated after it.
 */
const PURCHASE_RE = new RegExp(
  `\\b(?:Great\\s+)?Lot\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}\\s*(?:,|\\s+in)\\s*${TWP_OR_RNG('Township')}(?:\\s*(?:,|\\s+in|\\s+and)\\s*${TWP_OR_RNG('Range')})?\\s*,?\\s*(?:of\\s+)?(?:the\\s+)?((?:[A-Z][A-Za-z'.]*|and|&)(?:\\s+(?:[A-Z][A-Za-z'.]*|and|&)){0,5}?)\\s+(Purchase|Survey)\\b`,
  'gi',
);

/**
 * Georgia's land lots, numbered in the land districts of its land lotteries: "Land Lot 171 in the
 * 13th Land District of Miller County", "in the Twenty-First (21st) Land District of Decatur County,
 * Georgia, and being all of Land Lot Number Ninety-Nine (99) of said District", "the West one-half
 * (W 1/2) of Lot of Land No. 387 in the 20th District". The lot is `lot`, the district `township`
 * (a bare number, as New York's purchases: the lottery's survey numbers no ranges), a part of the
 * lot `aliquot`; acres are the first stated after the lot.
 */
const LAND_LOT_RE = new RegExp(`\\b(?:Land\\s+Lot|Lot\\s+of\\s+Land)\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}`, 'gi');
const LAND_DISTRICT_RE = new RegExp(`\\b(?:the\\s+)?(?:(\\d{1,2})(?:st|nd|rd|th)|(${NUMBER_PHRASE})(?:\\s*\\(\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s*\\))?)\\s+(?:Land\\s+)?District\\b`, 'gi');

function landLotTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  const lots = [...text.matchAll(LAND_LOT_RE)];
  if (!lots.length) return out;
  const districts = [...text.matchAll(LAND_DISTRICT_RE)].map((m) => ({ at: m.index, end: m.index + m[0].length, n: m[1] ? Number(m[1]) : m[3] ? Number(m[3]) : parseNumberToken(m[2]) }));
  for (const [i, m] of lots.entries()) {
    const lot = parseNumberToken(m[1]);
    const end = m.index + m[0].length;
    // its district: named right after it ("Land Lot 171 in the 13th Land District"), else the last before it in its clause
    const after = districts.find((d) => d.at >= end && /^\s*,?\s*(?:in|of)\s*$/i.test(text.slice(end, d.at)));
    const before = districts.filter((d) => d.end <= m.index && m.index - d.end < 250 && !/[;]|\n[ \t]*\n/.test(text.slice(d.end, m.index))).pop();
    const district = after ?? before;
    if (lot === null || !district || district.n === null) continue;
    if (out.some((t) => t.lot === String(lot) && t.township === String(district.n))) continue;
    // a part of the lot written before it: "the West one-half (W 1/2) of Land Lot ..." ("all of": the whole lot)
    const lead = /(?:being\s+|^|\n|[,:]\s*)((?:the\s+)?[^,;:\n]{0,60}?)\s+of\s+$/i.exec(text.slice(Math.max(0, m.index - 80), m.index));
    const aliquot = lead && !/^(?:all|the\s+whole)$/i.test(lead[1].trim()) ? parseAliquot(lead[1]) : null;
    const until = lots[i + 1]?.index ?? Math.min(text.length, end + 600);
    const clause = text.slice(end, until);
    const acres = acresIn(clause).find((h) => !NOT_TRACT_ACRES.test(clause.slice(Math.max(0, h.start - 60), h.start)));
    const around = text.slice(Math.min(m.index, district.at), Math.min(text.length, Math.max(end, district.end) + 120));
    const place = placesIn(around).find((p) => p.county);
    const start = Math.min(m.index, district.at);
    const stop = Math.max(end, district.end);
    out.push(tractOf(
      { phrase: squash(text.slice(start, stop)), start, end: stop, state: place?.state ?? docPlaces.state ?? 'GA', county: place?.county ?? docPlaces.county },
      { township: String(district.n), aliquot, lot: String(lot), acres: acres ? Number(acres.value) : null },
    ));
  }
  return out;
}

/**
 * Lots of two military surveys, located by their own numbering (the lot survey in `subdivision`):
 * - Ohio's United States Military District, lots of the quarter townships: "part of Lot Number
 *   Fourteen (14) in the Second Quarter of Township Six (6), Range Seven (7), United States Military
 *   Lands", "Lot 14, Quarter 2, Township 6, Range 7, U.S. Military Lands", "Lot No. 14 of the Second
 *   Quarter, Township No. 6, Range No. 7 of the United States Military District": section "2" (the
 *   quarter, which deeds also call a section), township "6" and range "7" bare, lot "14", the acres
 *   stated (two parcels of one lot are two tracts);
 * - Maryland's Military Lots westward of Fort Cumberland: "Military Lot No. 2734 westward of Fort
 *   Cumberland", "Lot No. 2734 of the Military Lots", "Military Lots Nos. 2734 and 2735": lot "2734",
 *   one tract per lot.
 */
const USMD_RE = new RegExp(
  `\\bLot\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}\\s*(?:,\\s*|\\s+(?:in|of)\\s+)(?:the\\s+)?(?:(${ORDINAL_WORD})\\s+Quarter|(?:Quarter|Section)\\s+(?:No\\.?\\s*)?${LOT_NUMBER})\\s*(?:,\\s*|\\s+)(?:of\\s+|in\\s+)?(?:the\\s+)?Township\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}\\s*(?:,\\s*|\\s+)(?:of\\s+|in\\s+)?(?:the\\s+)?Range\\s+(?:No\\.?\\s*|Number\\s+)?${LOT_NUMBER}`,
  'gi',
);
const USMD_NAME = /^[\s,]{0,3}(?:(?:of|in)\s+)?(?:the\s+)?(?:United\s+States|U\.\s?S\.)\s+Military\s+(?:Lands|District)|^[\s,]{0,3}U\.\s?S\.\s?M\.\s?L\./i;
const LOT_ANY = `(?:${LOT_NUMBER.slice(1, -1)})`;
const MD_LOTS_RE = new RegExp(
  `\\bMilitary\\s+Lots?\\s+(?:Nos?\\.?\\s*|Numbers?\\s+)?(${LOT_ANY}(?:\\s*(?:,|and|&)\\s*(?:No\\.?\\s*)?${LOT_ANY})*)|\\bLots?\\s+(?:Nos?\\.?\\s*|Numbers?\\s+)?(${LOT_ANY}(?:\\s*(?:,|and|&)\\s*(?:No\\.?\\s*)?${LOT_ANY})*)\\s+of\\s+the\\s+Military\\s+Lots`,
  'gi',
);
const USMD = 'United States Military District';
const MD_MILITARY = 'Military Lots westward of Fort Cumberland';

function militaryTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  // (named as the district's, or in its own words, "the Second Quarter", "Quarter 2", in Ohio: a lot of a
  // section of the Seven Ranges, "Lot 3, Section 2, Township 8, Range 5", is not one)
  const usmd = [...text.matchAll(USMD_RE)].filter((m) => USMD_NAME.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60)) || (docPlaces.state === 'OH' && /\bQuarter\b/i.test(m[0])));
  for (const [i, m] of usmd.entries()) {
    const lot = parseNumberToken(m[1]);
    const quarter = m[2] ? wordsToNumber(m[2]) : parseNumberToken(m[3]);
    const township = parseNumberToken(m[4]);
    const range = parseNumberToken(m[5]);
    if (lot === null || quarter === null || township === null || range === null || quarter < 1 || quarter > 4) continue;
    const end = m.index + m[0].length;
    const rest = text.slice(end, usmd[i + 1]?.index ?? Math.min(text.length, end + 3000));
    // its acres: stated before it ("Being 51.5 acres, more or less, in Lot 13, ...", an exhibit's "100.98 acres, Lot 24,
    // Section 1, ..."), else after it, before the next lot
    const lead = /(\d{1,5}(?:\.\d+)?)\s+acres(?:\s+of\s+land)?(?:,?\s+more\s+or\s+less)?(?:,\s*|,?\s+(?:in|of|out\s+of|(?:being\s+)?(?:a\s+)?part\s+of)\s+(?:the\s+)?)$/i.exec(text.slice(Math.max(0, m.index - 80), m.index));
    const after = acresIn(rest).find((h) => !NOT_TRACT_ACRES.test(rest.slice(Math.max(0, h.start - 60), h.start)));
    const acres = lead ? { value: lead[1] } : after;
    const fields = { section: String(quarter), township: String(township), range: String(range), lot: String(lot), acres: acres ? Number(acres.value) : null, subdivision: USMD };
    if (out.some((t) => t.section === fields.section && t.township === fields.township && t.range === fields.range && t.lot === fields.lot && (t.acres === null || fields.acres === null || t.acres === fields.acres))) continue;
    const place = placesIn(text.slice(Math.max(0, m.index - 300), Math.min(text.length, end + 300))).find((p) => p.county);
    out.push(tractOf({ phrase: squash(m[0]), start: m.index, end, state: place?.state ?? docPlaces.state ?? 'OH', county: place?.county ?? docPlaces.county }, fields));
  }
  if (out.length) return out;
  for (const m of text.matchAll(MD_LOTS_RE)) {
    const list = m[1] ?? m[2];
    const end = m.index + m[0].length;
    // its county: named after it on its own line or clause ("Military Lot No. 1179 westward of Fort Cumberland, Garrett County, Maryland"), else nearby
    const own = text.slice(end, end + 160).split(/[\n;|]/)[0];
    const place = placesIn(own).find((p) => p.county) ?? placesIn(text.slice(Math.max(0, m.index - 300), Math.min(text.length, end + 300))).find((p) => p.county);
    const numbers = list.split(/\s*(?:,|\band\b|&)\s*(?:No\.?\s*)?/i).map((x) => parseNumberToken(x)).filter((x): x is number => x !== null);
    // the acres of each lot: "containing fifty acres (each)" in the lots' own clause
    const clause = text.slice(end, end + 400).split(/;|\n[ \t]*\n/)[0];
    const acres = acresIn(clause).find((h) => !NOT_TRACT_ACRES.test(clause.slice(Math.max(0, h.start - 60), h.start)));
    for (const n of numbers) {
      if (out.some((t) => t.lot === String(n))) continue;
      out.push(tractOf(
        { phrase: squash(m[0]), start: m.index, end, state: place?.state ?? docPlaces.state ?? 'MD', county: place?.county ?? docPlaces.county },
        { lot: String(n), acres: acres && (numbers.length === 1 || /\beach\b/i.test(clause)) ? Number(acres.value) : null, subdivision: MD_MILITARY },
      ));
    }
  }
  return out;
}

// A tract of a township's resurvey ("Tract 61, Township 6 South, Range 92 West of the Sixth Principal
// Meridian", "all of Tract 61 of the resurvey of Township 6 South, Range 92 West"): its number in `lot`,
// no section. A mineral survey of patented claims ("Sunnyside Nos. 1 to 3 Oil Shale Placer Claims
// (Mineral Survey No. 20875), situate in T8S, R97W"): `survey` "Mineral Survey No. 20875". Each with the
// township and range written with it and the acres of its own clause.
const RESURVEY_TRACT_RE = new RegExp(`\\bTract\\s+(?:No\\.?\\s*|Number\\s+|numbered\\s+)?${LOT_NUMBER}(?=\\s*(?:,\\s*(?:(?:the\\s+)?resurvey\\s+of\\s+)?|\\s+(?:of|in)\\s+(?:the\\s+)?(?:resurvey\\s+of\\s+)?)(?:Township|Twp\\.?|Tp\\.?|T\\.?\\s?\\d))`, 'gi');
const MINERAL_SURVEY_RE = /\bMineral\s+Survey\s+(?:No\.?\s*)?(\d{3,6})\b/gi;

function townshipTracts(text: string, docPlaces: { county: string | null; state: string | null }, c: ReturnType<typeof collect>): RawTract[] {
  const out: RawTract[] = [];
  const hits: Array<{ m: RegExpExecArray; kind: 'tract' | 'survey' }> = [
    ...[...text.matchAll(RESURVEY_TRACT_RE)].map((m) => ({ m, kind: 'tract' as const })),
    ...[...text.matchAll(MINERAL_SURVEY_RE)].map((m) => ({ m, kind: 'survey' as const })),
  ];
  for (const { m, kind } of hits) {
    const end = m.index + m[0].length;
    // its own clause: to the end of its line or list item
    const stop = text.slice(end, end + 400).search(/;|\n[ \t]*\n|\n(?=[ \t]*(?:Tract|\d+\s|[|]))/);
    const clauseEnd = end + (stop >= 0 ? stop : 400);
    const lineStart = Math.max(text.lastIndexOf('\n', m.index) + 1, 0);
    const township = nearestAfter(c.twps, end, 160, clauseEnd) ?? (kind === 'survey' ? nearestBefore(c.twps.filter((h) => h.start >= lineStart), m.index, 200) : null);
    const range = nearestAfter(c.rngs, end, 200, clauseEnd) ?? (kind === 'survey' ? nearestBefore(c.rngs.filter((h) => h.start >= lineStart), m.index, 200) : null);
    if (!township || !range) continue;
    const clause = text.slice(lineStart, clauseEnd);
    const acres = acresIn(text.slice(end, clauseEnd)).find((h) => !NOT_TRACT_ACRES.test(text.slice(Math.max(0, end + h.start - 60), end + h.start)));
    const number = kind === 'tract' ? parseNumberToken(m[1]) : null;
    if (kind === 'tract' && number === null) continue;
    const fields = kind === 'tract' ? { lot: String(number), survey: null } : { lot: null, survey: `Mineral Survey No. ${m[1]}` };
    if (out.some((t) => t.lot === fields.lot && t.survey === fields.survey && t.township === township.value && t.range === range.value)) continue;
    const place = placesIn(clause).find((p) => p.county);
    out.push(tractOf(
      { phrase: squash(text.slice(m.index, Math.max(range.end, township.end, m.index + m[0].length))), start: m.index, end, state: place?.state ?? docPlaces.state, county: place?.county ?? docPlaces.county },
      { ...fields, township: township.value, range: range.value, acres: acres ? Number(acres.value) : null },
    ));
  }
  return out;
}

const RANCHO_NAME = `Rancho\\s+(?:[A-Z][A-Za-z'’]+|de|del|la|las|los|y)(?:\\s+(?:[A-Z][A-Za-z'’]+|de|del|la|las|los|y))*?(?=\\s*[,;(\\n]|\\s+(?:in|as|of|and|being|containing|according|Lot)\\b|\\s*$)`;
// (the lot's number in figures, or in words with its figures: "Ninety-One (91)")
// ("Lot Fifty-seven (57), Rancho Colus, according to the official map", "Rancho Boga Lot 104, as shown on the map")
const RANCHO_LOT_RE = new RegExp(`\\bLot\\s+(?:No\\.?\\s*)?(\\d{1,4}|(?:[A-Za-z]+[\\s-]+){0,3}[A-Za-z]+\\s*\\(\\s*\\d{1,4}\\s*\\))(?:\\s+of\\s+|\\s*,\\s*)(?:the\\s+)?(?:Subdivision\\s+of\\s+(?:the\\s+)?)?(${RANCHO_NAME})|\\b(${RANCHO_NAME})\\s*,?\\s*Lot\\s+(?:No\\.?\\s*)?(\\d{1,4})\\b`, 'g');

/**
 * A lot of a subdivided Mexican rancho (California): "Lot 34 of the Subdivision of Rancho Sespe",
 * "All of Lot Ninety-Seven (97) of the Rancho Sespe, ... containing 45.92 acres", "Rancho Ojai, Lot 4
 * (56.15 ac.)": the rancho in `survey`, the lot number in `lot`, the acres first stated after it.
 */
/**
 * A labor of a Texas county's school land (each county was granted four leagues for its schools, cut
 * into labors of 177.12 acres and sold, often far from the county itself): "All of Labor No. 14, League
 * No. 2, Collin County School Land, Abstract No. 1795, Clay County", "the East Half (E/2) of Labor
 * Thirteen (13) in League Two (2) of the Kaufman County School Lands, A-317": survey "Collin County
 * School Land Survey", section the labor, block the league; the county is where the land lies, not the
 * one that owned the league.
 */
// (abbreviated too: "Lab. 13, Lea. 2, Kaufman Co. School Land")
const LABOR_RE = new RegExp(`\\b(?:Labor|Lab\\.)\\s*(?:No\\.?\\s*)?${LOT_NUMBER}\\s*,?\\s*(?:in\\s+|of\\s+)?(?:League|Lea\\.|Lg\\.)\\s*(?:No\\.?\\s*)?${LOT_NUMBER}\\s*,?\\s*(?:of\\s+|in\\s+)?(?:the\\s+)?([A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?)\\s+(?:(?:County|Co\\.|Cty\\.)\\s*School\\s+Lands?|C\\.\\s?S\\.\\s?L\\.|CSL\\b)`, 'gi');

function laborTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  for (const m of text.matchAll(LABOR_RE)) {
    const labor = parseNumberToken(m[1]);
    const league = parseNumberToken(m[2]);
    // (the county named in capitals: matched without regard to case for the number words, "Labor Thirteen (13)")
    if (labor === null || league === null || !/^[A-Z][A-Za-z]*(?:\s+[A-Z][A-Za-z]*)?$/.test(m[3])) continue;
    const survey = `${titleCase(m[3])} County School Land Survey`;
    const end = m.index + m[0].length;
    const stop = text.slice(end, end + 400).search(/;|\n[ \t]*\n|\bLabor\s/i);
    const clause = text.slice(end, end + (stop >= 0 ? stop : 400));
    const lineStart = Math.max(text.lastIndexOf('\n', m.index - 1), text.lastIndexOf(';', m.index - 1)) + 1;
    const aliquot = parseAliquot(text.slice(Math.max(lineStart, m.index - 80), m.index));
    if (out.some((t) => t.survey === survey && t.section === String(labor) && t.block === String(league) && t.aliquot === aliquot)) continue;
    const abstract = /^\s*,?\s*(?:Abstract|Abst\.?|Abs\.?)\s*(?:No\.?\s*)?(\d{1,5})\b|^\s*,?\s*A\s?-\s?(\d{1,5})\b/i.exec(clause);
    const acres = acresIn(clause)[0];
    const place = placesIn(clause).find((p) => p.county);
    out.push(tractOf(
      { phrase: squash(text.slice(m.index, end)), start: m.index, end, state: place?.state ?? docPlaces.state ?? 'TX', county: place?.county ?? docPlaces.county },
      { section: String(labor), block: String(league), survey, aliquot, abstract: abstract ? String(Number(abstract[1] ?? abstract[2])) : null, acres: acres ? Number(acres.value) : null },
    ));
  }
  return out;
}

function ranchoTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  for (const m of text.matchAll(RANCHO_LOT_RE)) {
    const lot = parseNumberToken(m[1] ?? m[4]);
    if (lot === null) continue;
    const survey = squash(m[2] ?? m[3]);
    const end = m.index + m[0].length;
    const stop = text.slice(end, end + 600).search(/;|\n[ \t]*\n|\bLot\s+\S+\s+of\b/i);
    const clause = text.slice(end, end + (stop >= 0 ? stop : 600));
    const acres = acresIn(clause)[0];
    if (out.some((t) => t.survey === survey && t.lot === String(lot))) continue;
    const place = placesIn(text.slice(m.index, end + 200)).find((p) => p.county);
    out.push(tractOf(
      { phrase: squash(m[0]), start: m.index, end, state: place?.state ?? docPlaces.state, county: place?.county ?? docPlaces.county },
      { survey, lot: String(lot), acres: acres ? Number(acres.value) : tableAcres(text, m.index) },
    ));
  }
  return out;
}

function purchaseName(raw: string): string {
  const name = squash(raw.replace(/\s*&\s*/g, ' and ').replace(/'s\b/g, '').replace(/\bLand\s+Company\b/i, ''));
  return `${titleCase(name)} Purchase`;
}

function purchaseTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  for (const m of text.matchAll(PURCHASE_RE)) {
    const lot = numberOf(m[1]);
    const township = numberOf(m[2] ?? m[3]);
    const range = numberOf(m[4] ?? m[5]);
    // a land company's survey is its purchase; another "Survey" after a township and range is none
    if (lot === null || township === null || (m[7].toLowerCase() === 'survey' && !/\bLand\s+Company\b/i.test(m[6]))) continue;
    const survey = purchaseName(m[6]);
    const end = m.index + m[0].length;
    // the acres stated for it: before the next lot of a purchase
    const next = text.slice(end).search(/\b(?:Great\s+)?Lot\s+(?:No\.?\s*|Number\s+)?(?:\d|[A-Z])[^.]{0,80}?\bTownship\b/);
    const rest = text.slice(end, next >= 0 ? end + next : end + 3000);
    const acres = acresIn(rest).find((h) => !NOT_TRACT_ACRES.test(rest.slice(Math.max(0, h.start - 60), h.start)));
    // the same lot again: the same tract, unless another acreage makes it another parcel of the lot
    const same = (t: RawTract) => t.lot === String(lot) && t.township === String(township) && t.range === (range === null ? null : String(range)) && t.survey === survey;
    if (out.some((t) => same(t) && (!acres || t.acres === null || t.acres === Number(acres.value)))) continue;
    // (its own line's county first: an exhibit lists lots of several counties one under another)
    const lineEnd = text.indexOf('\n', end);
    const place =
      placesIn(text.slice(m.index, lineEnd < 0 ? text.length : lineEnd)).find((p) => p.county) ??
      placesIn(text.slice(Math.max(0, m.index - 300), Math.min(text.length, end + 300))).find((p) => p.county);
    out.push(tractOf(
      { phrase: squash(m[0]), start: m.index, end, state: place?.state ?? docPlaces.state ?? 'NY', county: place?.county ?? docPlaces.county },
      { township: String(township), range: range === null ? null : String(range), survey, lot: String(lot), acres: acres ? Number(acres.value) : null },
    ));
  }
  return out;
}

/**
 * A Pennsylvania warrant the land was surveyed on, as its survey ("X Warrant"): "surveyed on a warrant to
 * Daniel Boone", "warrantee tract in the name of Jacob Rinehart, Warrant No. 3117", "part of the Benjamin
 * Stroud Warrant" (not a "Land Office Treasury Warrant").
 */
function warrantIn(text: string): string | null {
  return warrantWith(text, '') ?? (/\bWARRANT(?:EE)?\b/.test(text) ? warrantWith(text, 'i') : null);
}

/**
 * (a description in capitals, "SURVEYED ON A WARRANT TO RICHARD PETERS", is read again without regard to
 * case: a name's words are then those no description uses, "BEING PART OF THE SAMUEL WALLIS WARRANT")
 */
function warrantWith(text: string, flags: '' | 'i'): string | null {
  const WORD = flags ? '(?!(?:of|the|part|being|said|and|to|in|a|on|tract|land|warrant|no)\\b)(?:[a-z]+|[a-z]\\.)' : '(?:[A-Z][a-z]+|[A-Z]\\.)';
  const NAME = flags ? `(${WORD}(?:\\s+${WORD}){0,2}\\s+${WORD})` : '((?:[A-Z][a-z]+|[A-Z]\\.)(?:\\s+(?:[A-Z][a-z]+|[A-Z]\\.)){0,2}\\s+[A-Z][a-z]+)';
  // ("surveyed in pursuance of a warrant granted to David Rittenhouse", "Warrant No. 4160, surveyed in the name of Richard Peters")
  const m =
    new RegExp(`\\bwarrant(?:ee\\s+tract)?\\s+(?:(?:granted|issued)\\s+)?(?:to|in\\s+the\\s+name\\s+of)\\s+${NAME}`, flags).exec(text) ??
    new RegExp(`\\bWarrant\\s+No\\.?\\s*\\d+\\s*,?\\s*surveyed\\s+in\\s+the\\s+name\\s+of\\s+${NAME}`, flags).exec(text) ??
    new RegExp(`\\b${NAME}\\s+Warrant\\b`, flags).exec(text);
  if (!m || new RegExp('\\b(?:Office|Treasury|Land|Military|Bounty|Survey|County|State|Commonwealth)\\b', flags).test(m[1])) return null;
  return `${flags ? titleCase(m[1]) : m[1]} Warrant`;
}

/** Where a list's item or a form's line begins, just before its acres: a line's start, "(b) ", "Land: ", "Tract ONE: ". */
const ITEM_START = /(?:^|\n)[ \t]*(?:\(?[a-z0-9]{1,2}[.)][ \t]*|(?:Lands?|Property|Premises|Description|(?:Tract|Parcel)(?:\s+No\.)?\s+[A-Za-z0-9]+)[ \t]*:[ \t]*)?$/i;

/** Words near an acreage that make it no tract's: a lease's unit, spacing, rental or bonus per acre. */
const NOT_TRACT_ACRES = /\b(?:per|units?|spacing|exceed(?:ing)?|pool(?:ed|ing)?|proration|bonus|rental|each|tolerance)\b[^.;]{0,40}$/i;

/**
 * Land described by metes and bounds alone ("situate on the waters of Fishing Creek, in Center
 * District, Wetzel County, West Virginia ... containing 221.5 acres, be the same more or less"):
 * where nothing else locates a tract, its county and its stated acres identify it, one tract for
 * each acreage stated as a tract's ("containing N acres", "N acres, more or less", "N acres of
 * land", "(N acres)"). Its phrase runs from the paragraph's start to the acres.
 */
function boundedTracts(text: string, docPlaces: { county: string | null; state: string | null }): RawTract[] {
  const out: RawTract[] = [];
  // where the last tract's own clause ended (its warrant is not the next one's)
  let clauseEnd = 0;
  for (const h of acresIn(text)) {
    const before = text.slice(Math.max(0, h.start - 60), h.start);
    const after = text.slice(h.end, h.end + 40);
    const stated = /(?:\bcontaining|\bcontains|\bcomprising|\bbeing|\bincluding)\s+(?:in\s+all\s+)?(?:about\s+|approximately\s+)?$/i.test(before) || /^,?\s*(?:be\s+the\s+same\s+)?(?:more\s+or\s+less|m\/l)|^\s+of\s+land|^\s+(?:lying\s+|situated\s+)?on\s+the\s+waters\s+of\b/i.test(after) || (/\(\s*$/.test(before) && /^\s*\)/.test(after))
      // a description that opens with them: "96.75 acres in the 6th Civil District of Overton County, Tennessee"
      // (a list's item or a form's line too: "Tract ONE: 173 acres in Elk Township", "Land: 80 acres in ...")
      || (ITEM_START.test(before) && /^\s+(?:(?:lying|situated?|located)\s+)?in\s+(?:the\s+)?[A-Z0-9]/.test(after))
      // an exhibit's cell or a list's item that opens with them: "| 59 acres, part of \"Friend's Delight,\" ...", "; 139.68 acres, part of",
      // "(b) 148.1 acres, part of the tract of land surveyed on a warrant to ...", a form's "Land: 80 acres, part of"
      || ((/(?:\||;)[ \t]*$/.test(before) || ITEM_START.test(before)) && /^,?\s+(?:being\s+)?(?:a\s+)?part\s+of\b/i.test(after));
    if (!stated || NOT_TRACT_ACRES.test(before) || out.some((t) => t.acres === Number(h.value))) continue;
    // its warrant: named in the tract's own clause after the acres ("239 acres, more or less, in Terry
    // Township, ..., part of the Daniel Boone Warrant; and ..."), else in the description before them
    const rest = text.slice(h.end, h.end + 300);
    const clause = rest.slice(0, Math.min(...[rest.search(/;|\n[ \t]*\n|\n[ \t]*\(?[a-z0-9]{1,2}[.)][ \t]/), acresIn(rest)[0]?.start ?? -1].filter((x) => x >= 0), rest.length));
    const warrant = warrantIn(clause) ?? warrantIn(text.slice(clauseEnd, h.start));
    const para = Math.max(text.lastIndexOf('\n\n', h.start), 0);
    // where it lies: the last place named before the acres in the description ("situate ... in Clay
    // District, Ritchie County, West Virginia, and bounded and described as follows:"), else the next
    // (one named in the tract's own clause after the acres wins: "owner of 71 acres, more or less, in
    // Standing Stone Township, Bradford County, Pennsylvania", after "late of Tioga County")
    const from = Math.max(0, h.start - 1500);
    const places = placesIn(text.slice(from, Math.min(text.length, h.end + 200))).filter((p) => p.county);
    const tail = text.slice(h.end, h.end + 120);
    const stop = tail.search(/;\s|(?<!\b(?:No|Nos|Dist|Sec))\.\s|\n/);
    const own = placesIn(stop >= 0 ? tail.slice(0, stop) : tail).find((p) => p.county);
    const place = own ?? places.filter((p) => from + p.pos < h.start).pop() ?? places[0] ?? null;
    const county = place?.county ?? docPlaces.county;
    if (!county) continue;
    out.push(tractOf(
      { phrase: squash(text.slice(para, h.end)).slice(-200), start: h.start, end: h.end, state: place?.state ?? docPlaces.state, county },
      { survey: warrant, acres: Number(h.value) },
    ));
    clauseEnd = h.end + clause.length;
  }
  return out;
}
