// Names in instrument language: a person ("E. J. Kroeker", "Walter E. Lindsey, Jr.", "SMITH, JOHN A."),
// a company ("Humble Oil & Refining Co.", "Chaparral Energy, L.L.C.", "The First National Bank of
// Pecos") or a sovereign, and the descriptors that follow a name but are not part of it ("a single
// man", "his wife", "et ux", "Trustee", "a Texas corporation", "of Kingfisher County, State of
// Oklahoma", "whose address is ..."). parseNameList reads "A and wife, B; C and D, husband and wife"
// from a position in the text.
import { STATE_NAME, isMostlyUpper, squash, stateCode, titleCase } from './text.js';

const COMPANY_WORDS =
  '(?:Company|Co\\.?|Syndicate|Corporation|Corp\\.?|Incorporated|Inc\\.?|L\\.\\s?L\\.\\s?C\\.?|LLC|Ltd\\.?|Limited|L\\.\\s?P\\.?(?![.A-Za-z0-9]| +(?!AND\\b|And\\b)[A-Z])|LP|Partnership|Partners|Bank|(?:First|Citi|Ameri?|Mid|Nations|Sun|Key|Home|Farm|Peoples)bank|Trust\\s+Company|Railway|Railroad|Association|Royalties|Petroleum|Energy|Resources|Minerals|Exploration|Operating|Holdings|Ventures|Farms|Ranch|Ranches|Church|University|Foundation|Investments|Properties|Enterprises|Industries|Oil\\s+&\\s+Gas|Oil\\s+and\\s+Gas|Production|Producing|Royalty|Credit\\s+Union|Union|Cooperative|Authority|Agency|Society|Group|Services|Fund|District)';
// as written in text or in capitals ("XYZ OIL COMPANY")
const COMPANY_WORD = `(?:${COMPANY_WORDS}|${COMPANY_WORDS.toUpperCase().replace(/\\S/g, '\\s').replace(/\\D/g, '\\d')})`;
const CAP = "(?!(?:That|THAT|This|THIS|KNOW|Know|WITNESSETH|Witnesseth|Grantor|GRANTOR|Grantee|GRANTEE|Lessor|LESSOR|Lessee|LESSEE|Present|PRESENT|Owner|OWNER|Mortgagors?|MORTGAGORS?|Mortgagees?|MORTGAGEES?)\\b)(?:[A-Z][A-Za-z'’]*(?:-[A-Z][A-Za-z'’]*)?\\.?|[A-Z]\\.(?:\\s?[A-Z]\\.)*|\\d+(?:st|nd|rd|th)?)";
/** A company's legal form after its name: "Inc.", "L.L.C.", "Ltd.", "L.P." */
// (not a man's initials before his surname: "Duane J. Villarreal and L. P. Villarreal")
const LEGAL_FORM = String.raw`Inc\.?|INC\.?|Incorporated|L\.\s?L\.\s?C\.?|LLC|Ltd\.?|LTD\.?|L\.\s?P\.?(?![.A-Za-z0-9]|[ \t]+(?!AND\b|And\b)[A-Z])|LP`;
// (the place after "of" may be a saint's or a fort's: "Federal Land Bank of St. Louis")
const COMPANY_RE = new RegExp(
  `(?:The\\s+|THE\\s+)?(?:${CAP}(?:(?:,(?![ \\t]+(?:THE|The|the)\\b))?[ \\t]+|,?[ \\t]*\\n[ \\t]*|[ \\t]*\\n?[ \\t]*&[ \\t]*|\\s+(?:and|of|de|la|AND|OF)\\s+)){0,8}${COMPANY_WORD}(?![A-Za-z]|-[A-Za-z])(?:\\s+(?:No|NO)\\.?\\s*\\d+(?![\\d/]))?(?:\\s*,?\\s*(?:${LEGAL_FORM}|INCORPORATED|Limited|LIMITED|N\\.\\s?A\\.)(?![A-Za-z]))?(?:\\s+(?:of|OF)\\s+(?:the\\s+|THE\\s+)?(?!said|SAID)(?:(?:St|ST|Ft|FT|Mt|MT)\\.\\s+(?=[A-Z]))?[A-Z](?:[a-z]+|[A-Z]+|\\.(?=\\s+[A-Z][a-z]))(?:\\s+[A-Z](?:[a-z]+|[A-Z]+))?(?=[\\s,.;)]))?`,
  'y',
);
/** A tribe or nation as a party: "Osage Tribe of Indians", "Muskogee Nation", "Muskogee (Creek) Nation". */
export const TRIBE = /(?:[A-Z][a-z]+\s+){1,2}Tribe\s+of\s+Indians|[A-Z][a-z]+(?:\s+\([A-Z][a-z]+\))?\s+Nation/;
const SOVEREIGN_RE = new RegExp(String.raw`(?:the\s+)?(?:United\s+States\s+of\s+America|UNITED\s+STATES\s+OF\s+AMERICA|United\s+States|UNITED\s+STATES|State\s+of\s+Texas|STATE\s+OF\s+TEXAS|State\s+of\s+Oklahoma|STATE\s+OF\s+OKLAHOMA|${TRIBE.source})(?![A-Za-z])`, 'y');

const STOP = new Set(
  (
    'the said state county section township range block lot lots survey abstract grantor grantors grantee grantees lessor lessors lessee lessees ' +
    'assignor assignors assignee assignees trustee trustees beneficiary mortgagor mortgagee party parties dollars know all men persons that this these ' +
    'witness before notary public deceased estate heirs heir independent executor executrix administrator administratrix hereinafter herein ' +
    'husband wife his her their its and of for to in unto by from with as a an whose address mailing oil gas minerals mineral land lands ' +
    'january february march april may june july august september october november december north south east west quarter half ' +
    'affiant decedent court judge clerk deputy commissioner recorder president secretary governor register records deed deeds lease ' +
    'assignment release patent agreement recorded filed book page volume vol instrument no texas oklahoma county, dated date thereof ' +
    'whereas witnesseth now therefore thence beginning containing acres more less to-wit situated being described following ' +
    'ss seal jr sr ii iii inc co corp ltd llc general office land united america territory i we you our my ' +
    'attorney-in-fact attorney fact agent guardian receiver company corporation bank consideration sum ten ' +
    // the words of a statutory form's grant ("X, whose address is ..., Quit Claim(s) to Y", "Convey(s) and Warrant(s) to")
    'quit claim claims quitclaim quitclaims convey conveys warrant warrants ' +
    // a court's words and numbers in words are no names ("IT IS THEREFORE ORDERED, ADJUDGED", "One Hundred Forty")
    'it is ordered adjudged decreed judgment hereby one two three four five six seven eight nine twenty thirty forty fifty sixty seventy eighty ninety hundred thousand'
  ).split(/\s+/),
);
const SUFFIX = '(?:,?\\s+(?:Jr\\.?|Sr\\.?|JR\\.?|SR\\.?|II|III|IV)(?![A-Za-z]))';
// Given names written short ("Wm.", "Chas.", "ROBT."): name tokens, but never a surname.
const SHORT_GIVEN = 'Wm|Chas|Jas|Jos|Geo|Thos|Jno|Benj|Saml|Robt|Edw|Alex|Danl|Richd';
const SHORT_GIVEN_RE = new RegExp(`^(?:${SHORT_GIVEN})$`, 'i');
/** A name's last word whose period is its own (an abbreviation), not the sentence's. */
const OWN_PERIOD_RE = new RegExp(`(?:Jr|Sr|${SHORT_GIVEN})\\.$`, 'i');
// Letters of names, with those of Spanish and other names written with their accents ("José Ángel
// Peña", "PEÑA"): capitals and small letters of Latin-1.
const UP = 'A-ZÀ-ÖØ-Þ';
const LOW = 'a-zß-öø-ÿ';
const PERSON_TOKEN = `(?:[${UP}][${LOW}'’]+(?:-[${UP}][${LOW}'’]+)?|Mc[A-Z][a-z]+|Mac[A-Z][a-z]+|O'[A-Z][a-z]+|[${UP}](?:\\.\\s?[${UP}])*\\.|[${UP}][${UP}'’]+(?:-[${UP}][${UP}'’]+)?|(?:${SHORT_GIVEN}|${SHORT_GIVEN.toUpperCase()})\\.)`;
// the small words of Spanish, Dutch and French surnames: "Juan de la Cruz", "Pieter van der Berg"
// (and in capitals: "MARÍA DE J. ALANIZ DE GUTIÉRREZ")
const PARTICLE = '(?:de|del|la|las|los|van|von|der|den|du|da|dos|di|le|y|DE|DEL|LA|LAS|LOS|VAN|VON|DER|DEN|DU|DA|DOS|DI|Y)[ \\t]+';
const NAME_WORD_RE = new RegExp(`^[A-Za-z${UP}${LOW}'’-]{2,}$`);
const PERSON_RE = new RegExp(`${PERSON_TOKEN}(?:[ \\t]*\\n?[ \\t]*(?:${PARTICLE}){0,2}${PERSON_TOKEN}){1,4}${SUFFIX}?(?![A-Za-z${UP}${LOW}])`, 'y');

export interface NameHit {
  name: string;
  start: number;
  end: number;
  kind: 'person' | 'organization';
  /** Where the instrument says the party lives ("of Kingfisher County"), small letters. */
  residence?: string;
  /** Named as a trustee ("as Trustee of the X Trust"): title held for a trust, a person of its own. */
  trustee?: boolean;
}

// months that are also given names: "August E. Voth", "May Ellingson", "Clara June Sandoval" (a first word, or a middle name after a given name)
const GIVEN_MONTHS = new Set(['august', 'june', 'may', 'april']);

function tokenIsStop(t: string, first = false, next?: string, prev?: string): boolean {
  if (/['’]s:?$|:$/.test(t)) return true; // "Grantor's", "Address:" end a name
  const w = t.toLowerCase().replace(/[.,]$/, '');
  if (first && GIVEN_MONTHS.has(w) && /^[A-Z]/.test(t) && next && /^[A-Z]/.test(next) && !tokenIsStop(next)) return false;
  if (prev && /^[A-Z][a-z]+$/.test(prev) && GIVEN_MONTHS.has(w) && /^[A-Z][a-z]+$/.test(t) && next && /^[A-Z][a-z]/.test(next) && !tokenIsStop(next)) return false;
  // a surname that is a number word, after a given name's initial: "Gary W. Nine", "GARY W. NINE" (not "... one hundred")
  if (prev && /^[A-Z]\.$/.test(prev) && /^(?:one|two|three|four|five|six|seven|eight|nine|ten)$/.test(w) && /^[A-Z]/.test(t) && !(next && /^(?:hundred|thousand|dollars?|acres?)\b/i.test(next))) return false;
  // (in capitals too: "LUCILLE JUNE GADUE")
  if (prev && /^[A-Z]{2,}$/.test(prev) && GIVEN_MONTHS.has(w) && /^[A-Z]+$/.test(t) && next && /^[A-Z]{2,}[,.]?$/.test(next) && !tokenIsStop(next)) return false;
  return STOP.has(w) && !/^[A-Z]\.$/.test(t);
}

/** A person's name at `pos` (exactly there), without trailing stop words; null if none. */
function personAt(text: string, pos: number): NameHit | null {
  PERSON_RE.lastIndex = pos;
  const m = PERSON_RE.exec(text);
  if (!m) return null;
  // "Edward Andrew Cates Jr.": the suffix with its period (the tokens took "Jr" as a word)
  const raw = /\s(?:Jr|Sr|JR|SR)$/.test(m[0]) && text[pos + m[0].length] === '.' ? `${m[0]}.` : m[0];
  const suffix = new RegExp(`${SUFFIX}$`).exec(raw);
  const core = suffix ? raw.slice(0, suffix.index) : raw;
  const toks = core.split(/\s+/);
  // cut at the first stop word
  let keep = 0;
  while (keep < toks.length && !tokenIsStop(toks[keep], keep === 0, toks[keep + 1], toks[keep - 1])) keep++;
  if (keep < 2) return null;
  const kept = toks.slice(0, keep);
  // a state's name ("New Mexico", "NORTH DAKOTA") is no person's
  if (stateCode(kept.join(' '))) return null;
  // nor a meridian's ("Second P. M.")
  if (/^(?:First|Second|Third|Fourth|Fifth|Sixth)\s+P\.\s?M\.?$/i.test(kept.join(' '))) return null;
  // a name needs a surname: one token of two letters or more that is not an initial
  if (!kept.some((t) => NAME_WORD_RE.test(t.replace(/\.$/, '')) && !SHORT_GIVEN_RE.test(t.replace(/\.$/, '')))) return null;
  if (/^[A-Z]\.$/.test(kept[kept.length - 1]) && kept.length === keep && !suffix) {
    // "Kathleen A." alone is not a full name unless nothing follows
  }
  let len: number;
  if (keep === toks.length) len = raw.length;
  else {
    // find the offset of token `keep` in raw
    let idx = 0;
    for (let i = 0; i < keep; i++) {
      idx = raw.indexOf(toks[i], idx) + toks[i].length;
    }
    len = idx;
  }
  // a title line in capitals run into the name on the next line ("PIPELINE EASEMENT\nLuther Vasquez");
  // not a name in capitals whose next line only follows it ("P. G. SLAUGHTER\nGrantor's Mailing Address")
  const nl = raw.indexOf('\n');
  // a residence's state run into the name on the next line ("of Gillette, Wyoming\n    Arthur W. Thorson")
  // (also the last word of a state's two: "..., Santa Fe County, New Mexico\n    Carl Lane")
  if (nl >= 0 && nl < len && (stateCode(raw.slice(0, nl).trim()) || stateCode(`${/(\S+)\s+$/.exec(text.slice(Math.max(0, pos - 20), pos))?.[1] ?? ''} ${raw.slice(0, nl).trim()}`))) return null;
  // a venue's county run into the name on the next line ("COUNTY OF KINGFISHER\nGEORGE A. PFEIFFER, of lawful age")
  if (nl >= 0 && nl < len && /\b(?:COUNTY|STATE|PARISH)\s+OF\s*$/i.test(text.slice(text.lastIndexOf('\n', pos - 1) + 1, pos))) return null;
  if (nl >= 0 && nl < len) {
    const head = raw.slice(0, nl).trim();
    const tail = raw.slice(nl + 1, len).trim();
    if (head && tail && /[A-Z]{2}/.test(head) && head === head.toUpperCase() && /[a-z]/.test(tail)) return null;
  }
  // a county's name is no person's: "Silas E. Fennimore, son, San Juan County, Utah"
  if (/^\s+(?:County|COUNTY|Parish|PARISH)\b/.test(text.slice(pos + len, pos + len + 12))) return null;
  // nor a survey's ("60 acres out of the Isaac Lee Survey, A-280")
  if (/^\s+(?:Survey|SURVEY|Surv\.|Svy\.|Headright|HEADRIGHT)\b/.test(text.slice(pos + len, pos + len + 12))) return null;
  let name = raw.slice(0, len).replace(/\s+/g, ' ').replace(/[,]$/, '');
  // a trailing period belongs to an initial or an abbreviation, not to the sentence
  if (/[a-z]{2,}\.$/.test(name) && !OWN_PERIOD_RE.test(name)) name = name.slice(0, -1);
  return { name, start: pos, end: pos + len - (raw.slice(0, len).endsWith(',') ? 1 : 0), kind: 'person' };
}

/** After "of Campbell Co.": a state, so the "Co." was a county ("..., Wyoming", ", State of Wyoming"). */
const COUNTY_STATE_AFTER = new RegExp(`^\\s*,?\\s*(?:(?:in\\s+the\\s+)?State\\s+of\\s+)?${STATE_NAME}(?![A-Za-z])`);

const LEGAL_FORM_AHEAD = new RegExp(`^(?:${LEGAL_FORM})(?![A-Za-z])`);
const LEGAL_FORM_THEN_AND = new RegExp(`^(.*?\\S,?\\s*(?:Company|COMPANY|Co\\.|CO\\.|Corporation|CORPORATION|Corp\\.?|CORP\\.?|${LEGAL_FORM}))(?![A-Za-z])\\s+(?:and|AND|&)\\s+[A-Z]`);
function companyAt(text: string, pos: number): NameHit | null {
  SOVEREIGN_RE.lastIndex = pos;
  const s = SOVEREIGN_RE.exec(text);
  if (s) {
    let name = squash(s[0]).replace(/^the\s+/i, '');
    if (isMostlyUpper(name)) name = titleCase(name);
    if (/^United States$/i.test(name)) name = 'United States of America';
    return { name, start: pos, end: pos + s[0].length, kind: 'organization' };
  }
  COMPANY_RE.lastIndex = pos;
  const m = COMPANY_RE.exec(text);
  if (!m) return null;
  let raw = m[0];
  // a company's name ends at its legal form or its "Company": "Cross Timbers Shale Exploration, L.L.C. and Brazos Fork
  // Energy Inc." and "Kettleman Hills Development Co. and Temblor Valley Oil Company" are two each
  const formEnd = LEGAL_FORM_THEN_AND.exec(raw);
  if (formEnd) raw = raw.slice(0, formEnd[1].length);
  const first = raw.split(/\s+/)[0];
  if (/^(?:said|hereinafter|grantors?|grantees?|lessors?|lessees?|assignors?|assignees?|trustees?|notary|county|section|know|witness|that|this|unto|and|of|to|by|now|therefore|whereas)$/i.test(first.replace(/[,.]$/, ''))) return null;
  if (/^The\s+(?:said|same)\b/i.test(raw)) return null;
  // a date run into the name: "dated the 12th day of March, 1974, Red Bluff Operating, Inc."
  if (/^(?:January|February|March|April|May|June|July|August|September|October|November|December),?\s+(?:A\.\s?D\.,?\s+)?\d|^A\.\s?D\.,?\s+\d/i.test(raw)) return null;
  // a title line in capitals run into the name on the next line (layout lost): "ASSIGNMENT OF OIL AND GAS LEASE\nSooner Trend Oil Company"
  const nl = raw.indexOf('\n');
  if (nl >= 0) {
    const head = raw.slice(0, nl).trim();
    const tail = raw.slice(nl + 1).trim();
    if (head && tail && /[A-Z]{2}/.test(head) && head === head.toUpperCase() && /[a-z]/.test(tail)) return null;
  }
  // an address run into the name ("... whose address is Route 1, Box 101, Conrad, Montana 59462, Toole County Title
  // Company"): a ZIP code or a post office box is no part of a company's name (the name starts after it)
  if (/\b\d{5}(?:-\d{4})?\b|\bBox\s+\d/.test(raw)) return null;
  // (and so is the state of an address before it: "whose address is Santa Paula, California, Ventura County Title Company")
  if (/,/.test(raw) && stateCode(raw.slice(0, raw.indexOf(',')).trim())) return null;
  // a person's residence in a county written short, not a company: "Leona Tolliver of Campbell Co., Wyoming"
  if (/\s(?:of|OF)\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?\s+(?:Co|CO)\.$/.test(raw) && COUNTY_STATE_AFTER.test(text.slice(pos + raw.length, pos + raw.length + 40))) return null;
  const words = raw.replace(/^The\s+/, '').split(/\s+/);
  if (words.length < 2 && !/&/.test(raw)) return null;
  // a person's full name first in a list that ends with a company: "Albert D. Womack, Clara Rose
  // Womack and Llano Estacado Royalty Co." is two persons and a company
  // (but not a name whose comma is followed by its own legal form: "Cross Timbers Shale Exploration, L.L.C." is no
  // person before a company "L.L.C.")
  const lead = /^([^,&]+?)(?:,\s+|\s+and\s+)(?=[A-Z])/.exec(raw);
  if (lead && !/^The\s/.test(raw) && !LEGAL_FORM_AHEAD.test(raw.slice(lead[0].length))) {
    const p = personAt(lead[1], 0);
    COMPANY_RE.lastIndex = pos + lead[0].length;
    const rest = COMPANY_RE.exec(text);
    if (p && p.end === lead[1].length && p.name.split(' ').length >= 3 && rest && rest.index + rest[0].length >= pos + raw.length && rest[0].split(/\s+/).length >= 3) return null;
  }
  // ("Fallon County Bank", "Weld County Abstract Company": a county's name in a company's, not a county)
  if (words.some((w, i) => /^(?:said|hereinafter|Grantor|Grantee|Lessor|Lessee|Assignor|Assignee|Notary|called)$/i.test(w.replace(/[,.]$/, '')) || (/^County$/i.test(w) && !(i > 0 && i < words.length - 1 && /^[A-Z][a-z]/.test(words[i + 1]))))) return null;
  return { name: squash(raw).replace(/,$/, ''), start: pos, end: pos + raw.length, kind: 'organization' };
}

// Index order in capitals inside a list or a signature line: "BRANNON, DALE", "NETTLES, MARY J.", "SMITH, J. A., JR."
const INDEX_RE = new RegExp(`([A-Z][A-Z'’-]+(?:[ \\t]+[A-Z][A-Z'’-]+)?),[ \\t]*((?:[A-Z][A-Z'’-]{2,}|[A-Z]\\.)(?:[ \\t]+(?:[A-Z][A-Z'’-]+|[A-Z]\\.))*)(${SUFFIX})?(?=[ \\t]*(?:[,;:)(\\n]|\\.(?:\\s|$)|$|and\\b|AND\\b|&|of\\s+[A-Z]|(?:is|was|as|for|by|does|do|has|have|hereby|who|whose)\\s))`, 'y');

function indexAt(text: string, pos: number): NameHit | null {
  INDEX_RE.lastIndex = pos;
  const m = INDEX_RE.exec(text);
  if (!m) return null;
  const words = `${m[1]} ${m[2]}`.split(/\s+/).map((w) => w.replace(/\.$/, ''));
  if (words.some((w) => STOP.has(w.toLowerCase()) && w.length > 1)) return null;
  return { name: m[0].replace(/\s+/g, ' '), start: pos, end: pos + m[0].length, kind: 'person' };
}

/** A name (company first, then person, then a name in index order) exactly at `pos`. */
export function nameAt(text: string, pos: number): NameHit | null {
  const c = companyAt(text, pos);
  const p = personAt(text, pos);
  if (c && (!p || c.end >= p.end)) return c;
  return p ?? indexAt(text, pos);
}

/** "of Kingfisher County, State of Oklahoma", "of the County of Reeves, State of Texas", "of Pecos, Texas": where a party lives. */
const RESIDENCE = new RegExp(`\\s*,?\\s*(?:of|from)\\s+(?:the\\s+)?(?:(?:Town|City|Village|Township|Borough)\\s+of\\s+[A-Z][A-Za-z]+(?:\\s+[A-Z][A-Za-z]+)?(?:\\s*,\\s*(?:County|Parish)\\s+of\\s+[A-Z][A-Za-z]+(?:\\s+[A-Z][A-Za-z]+)?)?|(?:County|Parish)\\s+of\\s+[A-Z][A-Za-z]+(?:\\s+[A-Z][A-Za-z]+)?|(?!the\\b)[A-Z][A-Za-z]+(?:(?:[ \\t]+|[ \\t]*\\n[ \\t]*)(?!Co\\.)[A-Z][A-Za-z]+)?(?:\\s+County|\\s+Parish|\\s+Co\\.(?=\\s*,?\\s*(?:(?:in\\s+the\\s+)?State\\s+of\\s+)?${STATE_NAME}(?![A-Za-z])))?)(?:\\s*(?:,|\\band\\b)\\s*(?:(?:in\\s+)?the\\s+)?(?:State\\s+of\\s+)?${STATE_NAME}(?:\\s+Territory)?)?(?![A-Za-z])`, 'y');

// the same in capitals, as an abstract's caption writes it: "OF MOUNTRAIL COUNTY, NORTH DAKOTA", "OF TULSA, OKLAHOMA"
const RESIDENCE_CAPS = new RegExp(`\\s*,?\\s*(?:OF|FROM)\\s+(?:THE\\s+)?(?:COUNTY\\s+OF\\s+[A-Z]+(?:[ \\t]+[A-Z]+)?|[A-Z]+(?:[ \\t]+[A-Z]+)?\\s+(?:COUNTY|PARISH)|[A-Z]+(?:[ \\t]+[A-Z]+)?(?=\\s*,\\s*${STATE_NAME}(?![A-Za-z])))(?:\\s*,\\s*(?:(?:IN\\s+)?THE\\s+)?(?:STATE\\s+OF\\s+)?${STATE_NAME})?(?![A-Za-z])`, 'y');

/**
 * The county a residence descriptor names, small letters ("kingfisher" of "of Kingfisher County,
 * State of Oklahoma" or "of the County of Kingfisher"); null for a town or a state alone ("of
 * Cheyenne, Oklahoma" may lie in the county another instrument names).
 */
export function residenceIn(descriptor: string): string | null {
  const m = /(?:County|Parish)\s+of\s+([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)/.exec(descriptor) ?? /(?:of|from)\s+(?:the\s+)?([A-Z][A-Za-z]+(?:[ \t]+[A-Z][A-Za-z]+)?)\s+(?:County\b|Parish\b|Co\.)/.exec(descriptor);
  return m ? m[1].toLowerCase() : null;
}

const ADDRESS_WORDS = '(?:whose\\s+(?:mailing\\s+|post\\s+office\\s+)?address\\s+is|residing\\s+at|with\\s+an\\s+address\\s+(?:of|at))';
/** Not at a role label: an address read as a descriptor stops before ", as Lessor". */
const NOT_PAST_LABEL = '(?!,\\s*(?:as\\s+)?(?:the\\s+)?(?:Lessors?|Lessees?|Grantors?|Grantees?|Assignors?|Assignees?|Mortgagors?|Mortgagees?)\\b)';
/** A word as running text writes it, small or capitalised ("wife", "Wife"), for patterns whose names must be capitalised. */
const ci = (w: string) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`;

const DESCRIPTORS: RegExp[] = [
  // (first: ", widow" below would take the start of "widow of X")
  // Louisiana's civil-status recitals: "a person of the full age of majority", "married but once and then to Joseph E.
  // Theriot, with whom she resides", "married to and living with Celestine A. Savoie", "husband of Odile Sonnier",
  // "widow of Valery J. Doucet": the spouse named is no party
  /\s*,?\s*(?:a\s+)?persons?\s+of\s+(?:the\s+)?(?:full\s+)?(?:legal\s+)?age(?:\s+of\s+majority)?/iy,
  new RegExp(`\\s*,?\\s*(?:(?:who\\s+(?:was|is)\\s+)?${ci('married')}\\s+(?:but\\s+)?once\\s+(?:and\\s+)?(?:then\\s+)?(?:only\\s+)?to|${ci('married')}\\s+to\\s+and\\s+living\\s+with|(?:${ci('the')}\\s+)?(?:${ci('husband')}|${ci('wife')}|${ci('widow')}|${ci('widower')}|${ci('surviving')}\\s+spouse)\\s+of(?:\\s+the\\s+late)?)\\s+(?:(?:the\\s+)?(?:said\\s+)?(?:decedent|deceased|testator|testatrix)\\b|(?!the\\b|said\\b)[A-Z][A-Za-z.'’]*(?:\\s+(?!and\\b|or\\b)[A-Z][A-Za-z.'’]*){0,3}(?:,?\\s+(?:Jr\\.|Sr\\.))?)(?:\\s*,?\\s*(?:deceased|with\\s+whom\\s+(?:s?he|they)\\s+(?:resides|lives|is\\s+living)))?`, 'y'),
  /\s*,?\s*(?:a|an)\s+(?:single|married|unmarried|widowed|divorced)\s+(?:man|woman|person)(?:\s+dealing\s+(?:with|in)\s+(?:(?:his|her)\s+)?(?:sole\s+and\s+)?separate\s+(?:property|estate))?/iy,
  /\s*,?\s*(?:a|an)\s+(?:widower|widow|feme\s+sole|spinster|bachelor|minor)(?![A-Za-z])/iy,
  // without the marital words: "P. L. Brannon, dealing in her sole and separate property;"
  /\s*,?\s*(?:acting\s+and\s+)?dealing\s+(?:with|in)\s+(?:(?:his|her|their)\s+)?(?:sole\s+and\s+)?separate\s+(?:property|estate)/iy,
  // without the article: "Thelma Pennington, widow; ...", "Dewey D. Lauderdale, widower,"
  /\s*,\s*(?:widower|widow|spinster|bachelor|single|unmarried)(?=\s*[,;.)]|\s+(?:and|of)\b|\s*$)/iy,
  /\s*,?\s*(?:husband\s+and\s+wife|wife\s+and\s+husband|(?:his|her)\s+(?:surviving\s+)?(?:wife|husband|spouse)|spouses?)/iy,
  /\s*,?\s*(?:a|an|his|her|their|the)\s+(?:son|daughter|child|grandson|granddaughter|brother|sister|nephew|niece|widow|widower|surviving\s+(?:wife|husband|spouse))(?:\s+(?:of\s+the\s+decedent|and\s+sole\s+heir(?:\s+at\s+law)?(?:\s+of\s+[^,]+,\s*Deceased)?))?/iy,
  /\s*,?\s*et\s*\.?\s*(?:ux|vir|al|con)\b\.?/iy,
  // whose wife or husband she or he is: "Deborah J. Dishman, wife of DANNY E. DISHMAN, daughter of the decedent" (the spouse named is no party of the list)
  /\s*,\s*(?:the\s+)?(?:wife|husband|spouse)\s+of\s+(?!the\b|said\b)[A-Z][A-Za-z.'’]*(?:\s+[A-Z][A-Za-z.'’]*){0,3}(?:,?\s+(?:Jr\.|Sr\.|II|III))?(?=\s*[,;.)]|\s+(?:and|AND)\b)/y,
  /\s*,?\s*(?:as\s+)?(?:individually\s+and\s+as\s+)?(?:sole\s+)?(?:Independent\s+|Testamentary\s+|Co-?|Successor\s+)?(?:Trustees?|Executor|Executrix|Administrator|Administratrix|Guardian|Attorney[-\s]in[-\s]Fact|Personal\s+Representative|Receiver|Conservator)(?:\s+(?:of|under|for)\s+(?:the\s+)?(?:Estate\s+of\s+|Succession\s+of\s+(?=[^,;()]*,))?[^,;()]*?(?:,\s*Deceased|(?<=Succession\s+of\s+[^,;()]*)(?=,)|Trust(?:\s+(?:Agreement|Indenture))?|Estate|Will)(?:\s*,?\s*(?:(?:under\s+(?:(?:trust\s+)?agreement|instrument|indenture)\s+)?dated|u\/a\/d|u\/t\/a|u\/d\/t|UAD|UTA|DTD|created|established)\s+(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|the\s+\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s+[A-Z][a-z]+,?\s+\d{4}|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}))?)?(?:\s*,?\s*as\s+(?:(?:Co-?|Successor\s+)?Trustees?))?(?![A-Za-z])/iy,
  /\s*,?\s*(?:a|an)\s+(?:[A-Z][a-z]+\s+){0,3}(?:corporation|limited\s+liability\s+company|limited\s+partnership|general\s+partnership|partnership|national\s+banking\s+association|banking\s+(?:corporation|association)|business\s+trust|trust\s+company|company)(?:\s+(?:created|organized|existing|duly|authorized|qualified|licensed)(?:[^,;()]*[^,;()\s])?)?/iy,
  // "whose address is P.O. Box 6407, Oklahoma City (\"Grantee\")": the address runs to the label in brackets
  new RegExp(`\\s*,?\\s*${ADDRESS_WORDS}\\s+[^()\\n]{0,120}?(?=\\s*\\(\\s*(?:the\\s+)?["“'‘]?[A-Z][a-z]+["”'’]?\\s*\\))`, 'iy'),
  // (an address never runs past a role label: "A, whose address is Gonzales County, Texas, as Lessor, and B, whose address is ... 78701")
  new RegExp(`\\s*,?\\s*${ADDRESS_WORDS}\\s+(?:${NOT_PAST_LABEL}[^()]){0,160}?\\b\\d{5}(?:-\\d{4})?\\b`, 'iy'),
  new RegExp(`\\s*,?\\s*${ADDRESS_WORDS}\\s+(?:${NOT_PAST_LABEL}[^()]){0,120}?\\b${STATE_NAME}\\b(?!\\s+City)`, 'iy'),
  RESIDENCE,
  RESIDENCE_CAPS,
  // "residing in Butte County, South Dakota", "a resident of Carter County, Montana", "domiciled in Acadia Parish, Louisiana"
  new RegExp(`\\s*,?\\s*(?:a\\s+)?(?:residing|resident|domiciled)\\s+(?:in|of)\\s+(?:the\\s+)?(?:(?:City|County|Town)\\s+of\\s+)?[A-Z][A-Za-z.'’]*(?:\\s+[A-Z][A-Za-z.'’]*){0,2}(?:\\s+(?:County|Parish))?(?:\\s*,\\s*${STATE_NAME}\\b)?`, 'y'),
  /\s*,?\s*(?:being\s+)?(?:the\s+)?(?:son|daughter|child|widow|heir|sole\s+heir)[^,;]*?(?:\s+of\s+[^,;]+,\s*Deceased)?(?=,)/iy,
  // a married woman's former name: "Ruth Banks, formerly Ruth Teague", "SALLIE B. POTEET, FORMERLY SALLIE NORWOOD AND HUSBAND, ..."
  /\s*,?\s*(?:formerly|FORMERLY|Formerly)\s+(?!known\b|KNOWN\b)[A-Z][A-Za-z.'’]*(?:\s+(?!(?:AND|OR|THE|OF|HIS|HER|and|or|the|of|his|her)\b)[A-Z][A-Za-z.'’]*){0,3}/y,
  /\s*,?\s*(?:also\s+known\s+as|a\/k\/a|aka|formerly\s+known\s+as|f\/k\/a|sometimes\s+known\s+as|now\s+known\s+as|n\/k\/a)\s+[A-Z][A-Za-z.'’]*(?:\s+[A-Z][A-Za-z.'’]*){0,4}(?:,?\s+(?:Jr\.|Sr\.))?/y,
  /\s*,?\s*as\s+(?:joint\s+tenants|tenants\s+in\s+common|tenants\s+by\s+the\s+entiret(?:y|ies)|community\s+property|(?:his|her|their)\s+(?:sole\s+and\s+)?separate\s+(?:property|estate))(?:\s+with\s+(?:full\s+)?rights?\s+of\s+survivorship)?(?:\s*,?\s*(?:and\s+)?not\s+as\s+tenants\s+in\s+common)?(?:\s*,?\s*with\s+(?:full\s+)?rights?\s+of\s+survivorship)?/iy,
  // "acting by and through its duly authorized Vice President, John Roe,": the officer is no party
  /\s*,?\s*(?:acting\s+(?:herein\s+)?(?:by\s+and\s+)?through\s+its\s+[^,;]+(?:,\s*(?!(?:hereinafter|herein|Grantor|Grantee|Lessor|Lessee|Assignor|Assignee|and|or|the|a|an|whose|of|for|thereunto)\b)[A-Z][A-Za-z.'’]*(?:\s+[A-Z][A-Za-z.'’]*){1,3}(?=\s*,))?(?:,\s*thereunto\s+duly\s+authorized)?|(?:a\s+)?corporation\s+created\s+and\s+existing[^,;]*)/iy,
  // "XYZ Oil & Gas, L.P., a Texas limited partnership, by its general partner, XYZ GP, LLC,": the partner acting for it is no party
  /\s*,?\s*(?:acting\s+)?(?:by|through)\s+(?:and\s+through\s+)?its\s+(?:sole\s+)?(?:general\s+partner|managing\s+(?:member|partner)|manager|sole\s+member)\s*,?\s*[A-Z][^,;]*?(?:,\s*(?:Inc|LLC|L\.\s?L\.\s?C|Ltd|L\.\s?P|LP)\.?)?(?=\s*[,;(])/iy,
  // ("Ronald Norwood, by Gwen Alcorn, his attorney-in-fact, Virgil Norwood, ...": the attorney signs for him and is no party)
  /\s*,?\s*(?:acting\s+(?:herein\s+)?(?:by\s+and\s+)?through|by)\s+[^,;]+,\s*(?:his|her|their)\s+(?:duly\s+(?:authorized|appointed)\s+)?attorneys?[-\s]in[-\s]fact/iy,
  /\s*,?\s*(?:individually|personally|in\s+(?:his|her)\s+own\s+right)(?![A-Za-z])/iy,
  // a Louisiana wife who concurs: "Alphonse A. Leger, ..., and his wife, Rosalie Guillory, who appears herein to concur in this act"
  /\s*,?\s*who\s+(?:appears|intervenes|joins)\s+(?:herein\s+)?(?:to\s+|for\s+the\s+purpose\s+of\s+)?(?:concur|consent|join|authorize)[^,;()]{0,40}/iy,
  // a spouse who joins for his homestead only: "Wanda G. Keathley, joined by her husband, Homer Keathley, for the
  // purpose of releasing his homestead rights only;"
  /\s*,?\s*(?:solely\s+|only\s+)?for\s+the\s+(?:sole\s+|only\s+)?purpose\s+of\s+(?:releasing|waiving|joining\s+in|conveying|relinquishing)\s+(?:his|her|their|any)\s+(?:homestead|marital|dower|community|spousal)[^,;]{0,40}/iy,
  // "Cherry Avenue Resources, Inc., successor by merger to Alamitos Heights Oil Company,": the company it succeeded is no party
  /\s*,?\s*(?:as\s+)?(?:the\s+)?successor(?:\s+in\s+interest)?\s+(?:by\s+(?:merger|consolidation|conversion)\s+)?(?:to|of)\s+(?:the\s+said\s+)?[A-Z][^,;()]*?(?:,\s*(?:Inc|LLC|L\.\s?L\.\s?C|Ltd|L\.\s?P|LP|Corp)\.?)?(?=\s*[,;(])/iy,
  // an Indian allottee's enrolment: "Floyd Revard, Osage Allottee No. 1401", "Joseph Sixkiller, a full-blood citizen of said Nation, Creek Roll No. 4628"
  /\s*,?\s*(?:an?\s+)?(?:(?:full|mixed|half)[-\s]blood\s+)?(?:[A-Z][a-z]+\s+)?(?:Allottee|[Cc]itizen|Freedman|Roll)(?:\s+(?:No\.?|Number)\s*\d+)?(?:\s+of\s+(?:the\s+|said\s+)?(?:[A-Z][a-z]+\s+)?(?:Nation|Tribe)(?:\s+of\s+Indians)?)?(?:\s+Roll\s+No\.?\s*\d+)?(?![A-Za-z])/y,
  /\s*,?\s*(?:Trustee|Tr\.)(?![A-Za-z])/y,
  /\s*,?\s*\((?:whether\s+one\s+or\s+more|jointly\s+and\s+severally)\)/iy,
];

const NOW_NAME = /\s*,?\s*(?:now|NOW|Now)\s+(?!known\b|KNOWN\b)(?=[A-Z])/y;

const SEPARATORS: RegExp[] = [
  /\s*[,;]?\s*(?:and|&)\s+(?:his\s+|her\s+)?(?:wife|husband|spouse)\s*,?\s+/iy,
  // "Mary Roe, and his son, Tom Roe": a kinsman named after a relation word
  /\s*[,;]?\s*(?:and|&)\s+(?:his|her|their)\s+(?:sons?|daughters?|child|children|brothers?|sisters?|grandsons?|granddaughters?|nephews?|nieces?|mother|father)\s*,?\s+/iy,
  /\s*,?\s*joined\s+(?:herein\s+|therein\s+)?(?:pro\s+forma\s+)?by\s+(?:her|his)\s+(?:husband|wife|spouse)\s*,?\s+/iy,
  /\s*[,;]\s*(?:and|&)\s+/iy,
  /\s*[;,]\s*/y,
  /\s+(?:and|&)\s+/iy,
];

/**
 * Reads a list of names from `pos` ("A and wife, B", "A; B and wife, C; and D, husband and wife"),
 * skipping the descriptors after each; stops at anything else. `limit` bounds where it may read.
 */
export function parseNameList(text: string, pos: number, limit = text.length): NameHit[] {
  const names: NameHit[] = [];
  let p = pos;
  const lead = /\s*(?:(?:that|of|(?:by\s+and\s+)?between)\s+)?(?:the\s+said\b|said\b|the\s+undersigned\b,?|(?:we|I|me)(?=[\s,]),?)?\s*/iy;
  lead.lastIndex = p;
  const lm = lead.exec(text);
  if (lm) p += lm[0].length;
  let first = nameAt(text, p);
  if (!first || first.end > limit) return names;
  names.push(first);
  p = first.end;
  for (let guard = 0; guard < 40; guard++) {
    let moved = false;
    // a married woman's name then and now: "Marjorie Frances Okamoto, now Marjorie Medeiros" is Marjorie Medeiros
    NOW_NAME.lastIndex = p;
    const now = NOW_NAME.exec(text);
    const later = now ? nameAt(text, p + now[0].length) : null;
    if (later && later.end <= limit && later.kind === 'person') {
      names[names.length - 1] = { ...later, start: names[names.length - 1].start };
      p = later.end;
      continue;
    }
    for (const d of DESCRIPTORS) {
      d.lastIndex = p;
      const m = d.exec(text);
      if (m && m[0].length && p + m[0].length <= limit) {
        if (d === RESIDENCE) {
          // "A and wife, B, of Kingfisher County": every name not yet placed lives there
          const place = residenceIn(m[0]);
          if (place) for (const n of names) n.residence ??= place;
        }
        // "A and B, as Trustees of ...": every name not yet placed; "A, Trustee": the last one
        if (/\btrustees?\b/i.test(m[0]) && !/\btrust\s+company\b/i.test(m[0])) {
          if (/\btrustees\b/i.test(m[0])) for (const n of names) n.trustee ??= true;
          else names[names.length - 1].trustee ??= true;
        }
        p += m[0].length;
        moved = true;
        break;
      }
    }
    if (moved) continue;
    for (const s of SEPARATORS) {
      s.lastIndex = p;
      const m = s.exec(text);
      if (!m) continue;
      let q = p + m[0].length;
      const fill = /(?:the\s+said\s+|said\s+)?/iy;
      fill.lastIndex = q;
      q += fill.exec(text)?.[0].length ?? 0;
      const n = nameAt(text, q);
      if (n && n.end <= limit) {
        names.push(n);
        p = n.end;
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  first = names[0];
  return names;
}

/** Where parseNameList stopped: the end of the last name and its descriptors. */
export function nameListEnd(text: string, names: NameHit[], limit = text.length): number {
  if (!names.length) return -1;
  let p = names[names.length - 1].end;
  for (let guard = 0; guard < 20; guard++) {
    let moved = false;
    for (const d of DESCRIPTORS) {
      d.lastIndex = p;
      const m = d.exec(text);
      if (m && m[0].length && p + m[0].length <= limit) {
        p += m[0].length;
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return p;
}

/** Canonical form: natural order ("SMITH, JOHN A." → "John A. Smith"), no descriptors, title case for capitals. */
export function canonicalName(raw: string, kind?: 'person' | 'organization'): string {
  let s = squash(raw)
    .replace(/\s*,?\s*\bet\s*\.?\s*(?:ux|vir|al|con)\b\.?/gi, '')
    .replace(/\s*,\s*(?:a|an)\s+(?:single|married|unmarried)\s+(?:man|woman|person)\b.*$/i, '')
    .replace(/\s*,\s*(?:a|an)\s+(?:widow|widower|feme\s+sole)\b.*$/i, '')
    .replace(/\s*,\s*(?:Trustee|Executor|Executrix|Administrator|Administratrix|Attorney-in-Fact)\b.*$/i, '')
    .replace(/\s*,\s*(?:his|her)\s+(?:wife|husband)\b.*$/i, '')
    .replace(/\s*,\s*(?:a|an)\s+(?:[A-Z][a-z]+\s+){0,3}(?:corporation|limited\s+liability\s+company|limited\s+partnership|partnership)\b.*$/i, '')
    .replace(/[,;:]\s*$/, '')
    .trim();
  const org = kind === 'organization' || new RegExp(`\\b${COMPANY_WORD}(?![A-Za-z])`, 'i').test(s) || /^(?:United States|State of)/i.test(s);
  if (!org) {
    // index order: "SMITH, JOHN A." / "Smith, John A." / "LINDSEY, WALTER E., JR."
    const idx = /^([A-Za-z'’-]+(?:\s+[A-Za-z'’-]+)?),\s*([A-Za-z][A-Za-z.'’\s]*?)(?:,?\s*(Jr\.?|Sr\.?|II|III|IV))?$/i.exec(s);
    // "Larry Ledbetter, III" is no index order (what follows the comma is only the suffix)
    if (idx && !/^(?:Jr|Sr|II|III|IV)\.?$/i.test(s.slice(s.indexOf(',') + 1).trim())) {
      s = `${idx[2].trim()} ${idx[1]}${idx[3] ? `, ${idx[3]}` : ''}`;
    }
    if (isMostlyUpper(s)) s = titleCase(s);
    s = s.replace(/\b([A-Z])\.(?=[A-Z]\.)/g, '$1. ').replace(/\b([A-Z])\s(?=[A-Z][a-z])/g, '$1. ');
    s = s.replace(/\s+(Jr|Sr)\.?$/i, (_m, x: string) => `, ${x[0].toUpperCase()}${x.slice(1).toLowerCase()}.`);
    s = s.replace(/,\s*,/g, ',');
  } else if (isMostlyUpper(s)) {
    s = titleCase(s).replace(/\bCo\b\.?/g, 'Co.').replace(/\bInc\b\.?/g, 'Inc.').replace(/\bRr\b/g, 'RR').replace(/\bL\.l\.c\./gi, 'L.L.C.');
  }
  return s;
}

export function isOrganization(name: string): boolean {
  return new RegExp(`\\b${COMPANY_WORD}(?![A-Za-z])`, 'i').test(name) || /^(?:The\s+)?(?:United States|State of)/i.test(name);
}
