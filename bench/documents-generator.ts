// A generator of varied recorded instruments with their truth, for measuring extraction on wording
// unlike the sample corpus: its own forms (statutory, modern Texas "Date/Grantor/Grantee" forms,
// recital-first, description-first), clause orders, party phrasings (spouses joining, descriptors,
// companies, index lines), legal descriptions in long, short and compact forms (several tracts per
// instrument), dates in every written form, acknowledgment and recording stamps of several kinds,
// and OCR noise. Deterministic for a seed.
import type { ExpectedDoc, ExpectedTract } from './documents-score.js';
import { mulberry32 } from './rng.js';

export interface Generated {
  text: string;
  truth: ExpectedDoc;
}

const rng = mulberry32;

const FIRST = ['Harold', 'Minnie', 'Otto', 'Velma', 'Chester', 'Iris', 'Luther', 'Opal', 'Floyd', 'Gladys', 'Virgil', 'Nellie', 'Homer', 'Edna', 'Ray', 'Maxine', 'Delbert', 'Ruby', 'Elmer', 'Loretta', 'Wendell', 'Pauline', 'Curtis', 'Thelma', 'Arlo', 'Bonnie'];
const LAST = ['Thornbury', 'Vasquez', 'Okafor', 'Lindqvist', 'Harjo', 'Pemberton', 'Quillen', 'Rasmussen', 'Stallworth', 'Tennyson', 'Underhill', 'Whitcomb', 'Yarbrough', 'Zellner', 'Abernathy', 'Blevins', 'Castellano', 'Dunaway', 'Eckhardt', 'Fairweather', 'Gonzales', 'Holcomb', 'Ingram', 'Jablonski', 'Kimbrough', 'McAlister'];
const MIDDLE = ['A.', 'B.', 'C.', 'D.', 'E.', 'J.', 'L.', 'M.', 'R.', 'T.', 'W.'];
const CO_HEAD = ['Red Fork', 'Cimarron Basin', 'Llano', 'Blue Stem', 'Caprock', 'Anadarko Shelf', 'Palo Duro', 'Arbuckle', 'Prairie Star', 'Midland Valley'];
const CO_MID = ['Oil', 'Energy', 'Resources', 'Petroleum', 'Exploration', 'Royalty', 'Minerals'];
const CO_TAIL = ['Company', 'Corporation', 'Co.', 'Inc.', 'LLC', 'L.P.'];
const OK_COUNTIES = ['Grady', 'Caddo', 'Blaine', 'Custer', 'Dewey', 'Major', 'Garvin', 'Stephens', 'Beckham', 'Washita'];
const TX_COUNTIES = ['Loving', 'Pecos', 'Midland', 'Howard', 'Glasscock', 'Upton', 'Crane', 'Winkler', 'Gaines', 'Andrews'];
const RAILROADS: Array<[string[], string]> = [
  [['T&P RR Co.', 'T. & P. Ry. Co.', 'Texas and Pacific Railway Company'], 'T&P RR Co. Survey'],
  [['H&TC RR Co.', 'H. & T. C. R.R. Co.', 'Houston and Texas Central Railroad Company'], 'H&TC RR Co. Survey'],
  [['GC&SF RR Co.', 'G. C. & S. F. Ry. Co.', 'Gulf, Colorado and Santa Fe Railway Company'], 'GC&SF RR Co. Survey'],
  [['I&GN RR Co.', 'I. & G. N. R.R. Co.', 'International and Great Northern Railroad Company'], 'I&GN RR Co. Survey'],
];
const NUM_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen', 'Twenty', 'Twenty-one', 'Twenty-two', 'Twenty-three', 'Twenty-four', 'Twenty-five', 'Twenty-six', 'Twenty-seven', 'Twenty-eight', 'Twenty-nine', 'Thirty', 'Thirty-one', 'Thirty-two', 'Thirty-three', 'Thirty-four', 'Thirty-five', 'Thirty-six'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ALIQUOTS: Array<[string, string, number]> = [
  ['NE/4', 'the Northeast Quarter', 160],
  ['SW/4', 'the Southwest Quarter', 160],
  ['N/2', 'the North Half', 320],
  ['W/2', 'the West Half', 320],
  ['S/2 NW/4', 'the South Half of the Northwest Quarter', 80],
  ['E/2 SE/4', 'the East Half of the Southeast Quarter', 80],
  ['NW/4 NE/4', 'the Northwest Quarter of the Northeast Quarter', 40],
  ['SE/4', 'the Southeast Quarter', 160],
];

type Cat = ExpectedDoc['doc_category'];

export function generateInstruments(n: number, seed = 7): Generated[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const chance = (p: number) => r() < p;
  const int = (a: number, b: number) => a + Math.floor(r() * (b - a + 1));

  const person = () => {
    const first = pick(FIRST);
    const mid = chance(0.6) ? ` ${pick(MIDDLE)}` : '';
    const suffix = chance(0.08) ? ', Jr.' : '';
    return `${first}${mid} ${pick(LAST)}${suffix}`;
  };
  const company = () => `${pick(CO_HEAD)} ${pick(CO_MID)} ${pick(CO_TAIL)}`;
  const date = (from = 1920, to = 2020) => {
    const y = int(from, to);
    const m = int(1, 12);
    const d = int(1, 28);
    return { y, m, d, iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
  };
  const ord = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
  const writeDate = (x: { y: number; m: number; d: number }, style?: number) => {
    const s = style ?? int(0, 6);
    const mon = MONTHS[x.m - 1];
    switch (s) {
      case 0: return `the ${ord(x.d)} day of ${mon}, ${x.y}`;
      case 1: return `${mon} ${x.d}, ${x.y}`;
      case 2: return `${x.m}/${x.d}/${x.y}`;
      case 3: return `${x.d} ${mon.slice(0, 3)} ${x.y}`;
      case 4: return `${mon.slice(0, 3)}. ${x.d}, ${x.y}`;
      case 5: return `the ${ord(x.d)} day of ${mon}, A.D. ${x.y}`;
      default: return x.y >= 1920 && x.y < 2000 ? `the ${ord(x.d)} day of ${mon}, nineteen hundred and ${NUM_WORDS[x.y - 1900] ? NUM_WORDS[x.y - 1900].toLowerCase() : `${['', '', '', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'][Math.floor((x.y - 1900) / 10)]}${(x.y - 1900) % 10 ? `-${NUM_WORDS[(x.y - 1900) % 10].toLowerCase()}` : ''}`}` : `${mon} ${x.d}, ${x.y}`;
    }
  };
  const noisy = (s: string) => {
    // OCR noise: l/1 and O/0 confusions, a dropped letter, a split word, in ordinary words only
    return s.replace(/\b(filed|lease|hereby|said|premises|minerals|acknowledged|the|described|following|delivered|interest)\b/g, (w) => {
      if (!chance(0.12)) return w;
      const k = int(0, 3);
      if (k === 0) return w.replace('l', '1');
      if (k === 1) return w.replace('e', 'c');
      if (k === 2 && w.length > 4) return `${w.slice(0, 2)} ${w.slice(2)}`;
      return w.replace('i', 'l');
    });
  };

  // who signs for a side: its truth names, or the fiduciary who signs for the one whose grant it is
  const signersOf = (g: { names: Array<{ name: string }> }) => ('signers' in g ? (g.signers as string[]) : g.names.map((x) => x.name));
  // parties on one side: 1–2 people (spouses) or a company, with the phrase and the truth names
  const side = (role: string, allowCompany: boolean) => {
    if (allowCompany && chance(0.35)) {
      const c = company();
      const desc = pick(['', `, a ${pick(['Texas', 'Delaware', 'Oklahoma'])} corporation`, `, a ${pick(['Texas', 'Oklahoma'])} limited liability company`]);
      return { phrase: `${c}${desc}`, names: [{ name: c, role }], index: c.toUpperCase() };
    }
    const a = person();
    const last = a.replace(/, Jr\.$/, '').split(' ').pop()!;
    if (chance(0.5)) {
      const b = `${pick(FIRST)}${chance(0.4) ? ` ${pick(MIDDLE)}` : ''} ${last}`;
      const phrase = pick([`${a} and wife, ${b}`, `${a} and ${b}, husband and wife`, `${a} and his wife, ${b}`, `${b}, joined by her husband, ${a}`]);
      const names = phrase.startsWith(b) ? [b, a] : [a, b];
      return { phrase, names: names.map((name) => ({ name, role })), index: `${last.toUpperCase()}, ${a.replace(/, Jr\.$/, '').split(' ').slice(0, -1).join(' ').toUpperCase()} ET UX` };
    }
    if (chance(0.1)) {
      const dec = `${pick(FIRST)} ${pick(MIDDLE)} ${last}`;
      // (a deed by an executrix is the decedent's grant: the contract's convention, specs/documents.yaml DocCategory;
      // she signs, and a clerk's index line names her)
      const who = role === 'grantor' ? dec : a;
      return { phrase: `${a}, Independent Executrix of the Estate of ${dec}, Deceased`, names: [{ name: who, role }], signers: [a], index: `${last.toUpperCase()}, ${a.replace(/, Jr\.$/, '').split(' ').slice(0, -1).join(' ').toUpperCase()}` };
    }
    if (chance(0.1)) {
      const short = `${a.split(' ')[0][0]}. ${last}`;
      return { phrase: `${a}, also known as ${short}`, names: [{ name: a, role }], index: `${last.toUpperCase()}, ${a.replace(/, Jr\.$/, '').split(' ').slice(0, -1).join(' ').toUpperCase()}` };
    }
    const desc = pick(['', ', a single man', ', a widow', ', a married person dealing with separate property', ', individually', ', Trustee', ', a feme sole']);
    return { phrase: `${a}${desc}`, names: [{ name: a, role }], index: `${last.toUpperCase()}, ${a.replace(/, Jr\.$/, '').split(' ').slice(0, -1).join(' ').toUpperCase()}` };
  };

  const okTract = (county: string): { text: string; truth: ExpectedTract } => {
    const sec = int(1, 36);
    const twp = int(1, 28);
    const rng_ = int(1, 26);
    const [al, words, acres] = pick(ALIQUOTS);
    const lots = chance(0.15) ? [int(1, 2), int(3, 4)] : null;
    const style = int(0, 7);
    let text: string;
    const lotText = lots ? pick([`Lots ${lots[0]} and ${lots[1]} and `, `Lots ${NUM_WORDS[lots[0]]} (${lots[0]}) and ${NUM_WORDS[lots[1]]} (${lots[1]}) and `]) : '';
    if (style === 0) text = `${lotText}${al} of Section ${sec}, Township ${twp} North, Range ${rng_} West, I.M.`;
    else if (style === 1) text = `${lotText}${al} Sec. ${sec}, T${twp}N, R${rng_}W`;
    else if (style === 2 && !lots) text = `${al} ${sec}-${twp}N-${rng_}W`;
    else if (style === 3) text = `${lotText}${words} (${al}) of Section ${NUM_WORDS[sec]} (${sec}), Township ${NUM_WORDS[Math.min(twp, 36)]} (${twp}) North, Range ${NUM_WORDS[Math.min(rng_, 36)]} (${rng_}) West of the Indian Meridian`;
    else if (style === 4) text = `Township ${twp} North, Range ${rng_} West, I.M.\n      Section ${sec}: ${lots ? `Lots ${lots[0]}, ${lots[1]}, ` : ''}${al}`;
    else if (style === 5) text = `${lotText}${al.replace(/\//g, '').replace(' ', '')} of Sec. ${sec}-T${twp}N-R${rng_}W`;
    else if (style === 6) text = `${lotText}${words.replace(/^the /, 'the ')} of section ${NUM_WORDS[sec].toLowerCase()} in township ${NUM_WORDS[Math.min(twp, 36)].toLowerCase()} north of range ${NUM_WORDS[Math.min(rng_, 36)].toLowerCase()} west of the Indian Meridian`;
    else text = `${lotText}${al.replace(/\/2/g, '½').replace(/\/4/g, '¼')} of Section ${sec}, T. ${twp} N., R. ${rng_} W.`;
    let ac: number | null = lots ? acres + 37.5 : acres;
    if (chance(0.7)) text += `, containing ${ac} acres, more or less`;
    else ac = null; // acres as the instrument states them (the contract's Tract.acres), never worked out from the aliquot
    return { text, truth: { state: 'OK', county, section: String(sec), township: `${twp}N`, range: `${rng_}W`, aliquot: al, survey: null, abstract: null, block: null, lot: lots ? lots.join(', ') : null, acres: ac } };
  };

  const txTract = (county: string): { text: string; truth: ExpectedTract } => {
    if (chance(0.2)) {
      const surveyor = `${pick(FIRST)} ${pick(LAST)}`;
      const abs = int(100, 9999);
      const acres = int(40, 400);
      return {
        text: `${acres} acres of land, more or less, out of the ${surveyor} Survey, Abstract No. ${abs}, ${county} County, Texas, more fully described by metes and bounds in Exhibit "A"`,
        truth: { state: 'TX', county, section: null, township: null, range: null, aliquot: null, survey: `${surveyor} Survey`, abstract: String(abs), block: null, lot: null, acres },
      };
    }
    const sec = int(1, 48);
    const blk = chance(0.2) ? `${pick(['A', 'B', 'C'])}-${int(1, 9)}` : String(int(1, 80));
    const [spellings, short] = pick(RAILROADS);
    const abs = int(100, 9999);
    const whole = chance(0.5);
    const [al, , acres] = whole ? ['ALL', '', 640] : pick(ALIQUOTS.slice(0, 4));
    const tw = chance(0.3) ? int(1, 5) : null;
    const style = int(0, 2);
    const head = whole ? pick(['All of ', 'ALL of ']) : `The ${al} of `;
    let text: string;
    if (style === 0) text = `${head}Section ${sec}, Block ${blk}, ${tw ? `Township ${tw} South, ` : ''}${pick(spellings)} Survey, Abstract No. ${abs}, ${county} County, Texas`;
    else if (style === 1) text = `${head}Sec. ${sec}, Blk. ${blk}, ${tw ? `T-${tw}-S, ` : ''}${pick(spellings)} ${pick(['Survey', 'Svy.'])}, A-${abs}`;
    else text = `${head}Section ${sec > 36 ? sec : `${NUM_WORDS[sec]} (${sec})`}, Block ${blk}, ${tw ? `Township ${NUM_WORDS[tw]} (${tw}) South, ` : ''}${pick(spellings)} Survey, Abst. ${abs}`;
    text += `, containing ${acres} acres of land, more or less`;
    return { text, truth: { state: 'TX', county, section: String(sec), township: tw ? `${tw}S` : null, range: null, aliquot: al, survey: short, abstract: String(abs), block: blk, lot: null, acres } };
  };

  const cats: Cat[] = ['warranty_deed', 'special_warranty_deed', 'quitclaim_deed', 'mineral_deed', 'royalty_deed', 'oil_and_gas_lease', 'assignment_of_lease', 'release_of_lease', 'affidavit_of_heirship', 'easement', 'deed_of_trust'];
  const out: Generated[] = [];
  for (let i = 0; i < n; i++) {
    const cat = cats[i % cats.length];
    const texas = chance(0.5);
    const county = texas ? pick(TX_COUNTIES) : pick(OK_COUNTIES);
    const stateName = texas ? 'Texas' : 'Oklahoma';
    const tracts = [texas ? txTract(county) : okTract(county)];
    if (chance(0.2)) tracts.push(texas ? txTract(county) : okTract(county));
    const desc = tracts.length === 1 ? `      ${tracts[0].text}.` : tracts.map((t, k) => `      Tract ${k + 1}: ${t.text};`).join('\n\n');
    const exec = date();
    const ackD = { ...exec, d: Math.min(28, exec.d + int(0, 2)) };
    ackD.iso = `${ackD.y}-${String(ackD.m).padStart(2, '0')}-${String(ackD.d).padStart(2, '0')}`;
    const rec = { ...ackD, d: Math.min(28, ackD.d + int(0, 9)) };
    rec.iso = `${rec.y}-${String(rec.m).padStart(2, '0')}-${String(rec.d).padStart(2, '0')}`;
    const notary = `${pick(FIRST)} ${pick(LAST)}`;
    const clerk = `${pick(FIRST)} ${pick(LAST)}`;
    const situated = pick([`situated in ${county} County, ${stateName}`, `situated in the County of ${county}, State of ${stateName}`, `lying in ${county} County, State of ${stateName}`]);

    let title = '';
    let body = '';
    let parties: Array<{ name: string; role: string }> = [];
    let conveysFee = false;
    let estates: string[] = [];
    let effective: string | null = null;
    let ackDate: string | null = ackD.iso;
    let execDate: string | null = exec.iso;
    let death: string | undefined;
    let index = '';
    let signers: string[] = [];
    const consideration = pick(['Ten Dollars ($10.00) and other good and valuable consideration', 'the sum of $10.00 and other valuable consideration', 'One Hundred and No/100 Dollars ($100.00)']);
    const dating = (d: string) => pick([`Executed this ${d}.`, `Signed on ${d}.`, `IN WITNESS WHEREOF, this instrument is signed ${d.startsWith('the') ? 'this ' : 'on '}${d}.`, `Dated ${d}.`]);

    if (cat === 'warranty_deed' || cat === 'special_warranty_deed' || cat === 'quitclaim_deed' || cat === 'mineral_deed' || cat === 'royalty_deed') {
      const g = side('grantor', true);
      const e = side('grantee', true);
      parties = [...g.names, ...e.names];
      signers = signersOf(g);
      const words = cat === 'quitclaim_deed' ? 'remises, releases and quitclaims' : cat === 'warranty_deed' || cat === 'special_warranty_deed' ? pick(['grants, sells and conveys', 'does grant, bargain, sell and convey', 'has granted, sold and conveyed']) : 'grants, sells, conveys, assigns and delivers';
      const frac = pick([['one-half', '1/2'], ['one-fourth', '1/4'], ['three-fourths', '3/4'], ['one-eighth', '1/8']]);
      const object = cat === 'mineral_deed' ? `an undivided ${frac[0]} (${frac[1]}) interest in and to all of the oil, gas and other minerals in and under the following described land` : cat === 'royalty_deed' ? `an undivided ${frac[0]} (${frac[1]}) interest in and to all of the royalty on oil, gas and other minerals produced from the following described land` : 'the following described land';
      title = { warranty_deed: pick(['WARRANTY DEED', 'GENERAL WARRANTY DEED', 'Warranty Deed']), special_warranty_deed: 'SPECIAL WARRANTY DEED', quitclaim_deed: pick(['QUITCLAIM DEED', 'QUIT CLAIM DEED']), mineral_deed: pick(['MINERAL DEED', 'MINERAL AND ROYALTY DEED', 'CONVEYANCE OF MINERAL INTEREST']), royalty_deed: pick(['ROYALTY DEED', 'CONVEYANCE OF NON-PARTICIPATING ROYALTY']) }[cat];
      const form = int(0, 2);
      if (form === 0) {
        body = `That ${g.phrase}, hereinafter called "Grantor", for ${consideration} paid by ${e.phrase}, hereinafter called "Grantee", the receipt of which is acknowledged, ${words} unto Grantee ${object}, ${situated}, to-wit:\n\n${desc}\n`;
      } else if (form === 1) {
        body = `Date: ${writeDate(exec, 1)}\n\nGrantor: ${g.phrase}\n\nGrantee: ${e.phrase}\n\nConsideration: ${consideration}.\n\nProperty (${situated}):\n\n${desc}\n\nGrantor, for the Consideration, ${words} to Grantee ${cat === 'mineral_deed' || cat === 'royalty_deed' ? object.replace('the following described land', 'the Property') : 'the Property'}.`;
      } else if (chance(0.4)) {
        body = `This ${title.toLowerCase().replace(/^\w/, (c) => c.toUpperCase())} is made by and between ${g.phrase} ("Grantor") and ${e.phrase} ("Grantee").\n\nFor ${consideration}, Grantor ${words} to Grantee ${object} ${situated}, to-wit:\n\n${desc}\n`;
      } else {
        body = `KNOW ALL PERSONS BY THESE PRESENTS:\n\n${g.phrase} (the "Grantor"), in consideration of ${consideration}, ${words} to ${e.phrase} (the "Grantee") ${object} ${situated}:\n\n${desc}\n`;
      }
      if (cat === 'warranty_deed' && chance(0.3)) {
        const f = pick([['one-half', '1/2'], ['all', 'all']]);
        body += `\n\nSAVE AND EXCEPT, and there is reserved unto Grantor, ${f[0] === 'all' ? 'all' : `an undivided ${f[0]} (${f[1]}) interest in and to`} of the oil, gas and other minerals in and under said land.\n`;
      }
      if (cat === 'special_warranty_deed') body += '\n\nGrantor warrants title by, through or under Grantor, but not otherwise.\n';
      if (chance(0.4)) index = `Grantor: ${g.index}\nGrantee: ${e.index}\n\n`;
      conveysFee = cat === 'warranty_deed' || cat === 'special_warranty_deed' || cat === 'quitclaim_deed';
      estates = conveysFee ? ['fee'] : ['mineral'];
      if (form === 1) execDate = exec.iso;
    } else if (cat === 'oil_and_gas_lease') {
      const g = side('lessor', false);
      const e = { phrase: company(), names: [] as Array<{ name: string; role: string }> };
      e.names = [{ name: e.phrase, role: 'lessee' }];
      parties = [...g.names, ...e.names];
      signers = signersOf(g);
      title = pick(['OIL AND GAS LEASE', 'PAID-UP OIL AND GAS LEASE', 'OIL, GAS AND MINERAL LEASE']);
      const eff = chance(0.3) ? { ...exec, d: 1 } : null;
      if (eff) {
        eff.iso = `${eff.y}-${String(eff.m).padStart(2, '0')}-01`;
        effective = eff.iso;
      }
      body = `THIS LEASE is made ${writeDate(exec, pick([0, 1]))}${eff ? `, effective as of ${writeDate(eff, 1)}` : ''}, between ${g.phrase}, as Lessor (whether one or more), and ${e.phrase}, as Lessee.\n\n1. Lessor, for ${consideration}, hereby grants, leases and lets exclusively unto Lessee the following land in ${county} County, ${stateName}:\n\n${desc}\n\n2. This lease shall be for a primary term of ${pick(['three', 'five'])} years and as long thereafter as oil or gas is produced. If no well is commenced on or before ${writeDate({ ...exec, y: exec.y + 1 }, 1)}, this lease shall terminate.\n`;
      estates = ['leasehold'];
    } else if (cat === 'assignment_of_lease' || cat === 'release_of_lease') {
      const holder = company();
      const lessors = side('lessor', false);
      const origLessee = company();
      const leaseDate = date(1920, exec.y);
      const recBook = int(10, 900);
      if (cat === 'assignment_of_lease') {
        const e = side('assignee', true);
        parties = [{ name: holder, role: 'assignor' }, ...e.names];
        title = pick(['ASSIGNMENT OF OIL AND GAS LEASE', 'ASSIGNMENT OF LEASE', 'PARTIAL ASSIGNMENT OF OIL AND GAS LEASE']);
        const eff = chance(0.4) ? { ...exec, d: 1, iso: `${exec.y}-${String(exec.m).padStart(2, '0')}-01` } : null;
        effective = eff?.iso ?? null;
        body = `For ${consideration}, ${holder}, hereinafter called Assignor, does hereby sell, assign, transfer and set over unto ${e.phrase}, hereinafter called Assignee, all of Assignor's right, title and interest in and to the oil and gas lease dated ${writeDate(leaseDate, 1)}, from ${lessors.phrase}, as Lessor, to ${origLessee}, as Lessee, recorded in Book ${recBook}, Page ${int(1, 700)}, insofar as it covers:\n\n${desc}\n\n${eff ? `This Assignment is effective as of 7:00 a.m., ${writeDate(eff, 1)}.\n` : ''}`;
      } else {
        parties = [{ name: holder, role: 'lessee' }, ...lessors.names];
        title = pick(['RELEASE OF OIL AND GAS LEASE', 'RELEASE OF LEASE']);
        body = `KNOW ALL MEN BY THESE PRESENTS that ${holder}, owner of that certain oil and gas lease dated ${writeDate(leaseDate, 1)}, made by ${lessors.phrase}, as Lessors, to ${origLessee}, as Lessee, recorded in Book ${recBook}, Page ${int(1, 700)}, covering the following land in ${county} County, ${stateName}:\n\n${desc}\n\ndoes hereby release, relinquish and surrender said lease unto the Lessors.\n`;
      }
      signers = [`${pick(FIRST)} ${pick(LAST)}, Vice President`];
      estates = ['leasehold'];
    } else if (cat === 'affidavit_of_heirship') {
      const affiant = `${pick(FIRST)} ${pick(MIDDLE)} ${pick(LAST)}`;
      const decLast = pick(LAST);
      const dec = `${pick(FIRST)} ${pick(MIDDLE)} ${decLast}`;
      const wife = `${pick(FIRST)} ${decLast}`;
      const son = `${pick(FIRST)} ${pick(MIDDLE)} ${decLast}`;
      const deathD = date(1920, exec.y - 1);
      death = deathD.iso;
      const minerals = chance(0.5);
      title = pick(['AFFIDAVIT OF HEIRSHIP', 'AFFIDAVIT OF DEATH AND HEIRSHIP']);
      body = `${affiant}, being first duly sworn, states:\n\n1. I knew ${dec} (the "Decedent") for many years.\n\n2. The Decedent died intestate on ${writeDate(deathD, 1)}, a resident of ${county} County, ${stateName}.\n\n3. The Decedent left as his only heirs at law ${wife}, his surviving wife, and ${son}, a son.\n\n4. At his death the Decedent owned ${minerals ? 'an undivided one-half (1/2) interest in and to the oil, gas and other minerals in and under' : 'the surface and minerals of'} the following land:\n\n${desc}\n`;
      parties = [{ name: dec, role: 'decedent' }, { name: wife, role: 'heir' }, { name: son, role: 'heir' }, { name: affiant, role: 'other' }];
      signers = [affiant];
      conveysFee = !minerals;
      estates = [minerals ? 'mineral' : 'fee'];
      ackDate = null;
    } else if (cat === 'easement') {
      const g = side('grantor', false);
      const e = company();
      parties = [...g.names, { name: e, role: 'grantee' }];
      signers = signersOf(g);
      title = pick(['RIGHT OF WAY AGREEMENT', 'PIPELINE EASEMENT', 'EASEMENT AND RIGHT-OF-WAY']);
      body = `${g.phrase}, hereinafter called Grantor, for ${consideration} paid by ${e}, hereinafter called Grantee, grants unto Grantee a right of way and easement to lay, maintain and operate a pipe line across the following land ${situated}:\n\n${desc}\n`;
    } else {
      const g = side('grantor', false);
      const trustee = person();
      const bank = `${pick(['First', 'Citizens', 'Security'])} National Bank of ${pick(['Enid', 'Odessa', 'Lubbock', 'Lawton'])}`;
      parties = [...g.names, { name: trustee, role: 'grantee' }, { name: bank, role: 'other' }];
      signers = signersOf(g);
      title = 'DEED OF TRUST';
      body = `${g.phrase}, hereinafter called Grantor, to secure payment of a promissory note payable to ${bank}, hereinafter called Beneficiary, hereby grants, sells and conveys unto ${trustee}, Trustee, the following property ${situated}:\n\n${desc}\n\nThis conveyance is made in trust to secure the payment of said note.\n`;
    }

    const sigBlock = signers.map((s) => `\n                                        ____________________________\n                                        ${s}`).join('\n');
    const ackName = cat === 'affidavit_of_heirship' ? '' : signers.join(' and ');
    const ack =
      cat === 'affidavit_of_heirship'
        ? `Sworn to and subscribed before me on ${writeDate(exec, 1)}.\n\n                                        ____________________________\n                                        ${notary}, Notary Public`
        : pick([
            `STATE OF ${stateName.toUpperCase()}    )\n                     ) ss.\nCOUNTY OF ${county.toUpperCase()}    )\n\nThis instrument was acknowledged before me on ${writeDate(ackD, 1)}, by ${ackName}.\n\n                                        ____________________________\n                                        ${notary}, Notary Public\nMy commission expires ${writeDate({ y: ackD.y + 3, m: ackD.m, d: ackD.d }, 1)}.`,
            `STATE OF ${stateName.toUpperCase()}\nCOUNTY OF ${county.toUpperCase()}\n\nBefore me, the undersigned authority, on ${writeDate(ackD, 0)}, personally appeared ${ackName}, known to me to be the person(s) who executed the foregoing instrument.\n\n(SEAL)                                  ${notary}, Notary Public`,
          ]);
    const book = int(10, 3000);
    const page = int(1, 900);
    const instNo = `${rec.y}-${String(int(1, 99999)).padStart(5, '0')}`;
    const useInst = chance(0.35);
    const stamp = useInst
      ? `FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n${clerk}, County Clerk\n${county} County, ${stateName}\n${rec.m}/${rec.d}/${rec.y} 10:42 AM\nInstrument No. ${instNo}`
      : pick([
          `Filed for record ${writeDate(rec, pick([1, 2, 4]))} at 2:15 o'clock P.M., and recorded in Book ${book}, Page ${page}.\n${clerk}, County Clerk, ${county} County\nBy ____________ Deputy`,
          `I hereby certify that this instrument was filed for record in my office on ${writeDate(rec, 0)}, and recorded in Book ${book} of Records, at Page ${page}.\n\n                                        ${clerk}, County Clerk`,
        ]);
    const dateClause = dating(writeDate(exec));
    if (chance(0.08) && cat !== 'affidavit_of_heirship') title = '';
    let text = `${index}                              ${title}\n\n${texas ? `THE STATE OF TEXAS     §\nCOUNTY OF ${county.toUpperCase()}     §\n\n` : ''}${body}\n${cat === 'oil_and_gas_lease' ? '' : `\nTO HAVE AND TO HOLD the same unto the said party and assigns forever.\n`}\n${cat === 'affidavit_of_heirship' ? '' : `${cat === 'oil_and_gas_lease' ? 'IN WITNESS WHEREOF, this lease is executed as of the date first above written.' : dateClause}\n`}${sigBlock}\n\n${ack}\n\n${stamp}\n`;
    if (chance(0.5)) text = noisy(text);
    if (chance(0.15)) text = text.replace(/\n[ \t]*\n/g, '\n').replace(/^[ \t]+/gm, ''); // layout lost in OCR
    if (chance(0.15)) text = text.replace(/\b(19\d\d)\b/, (y) => y.replace(/1/g, 'l'));
    out.push({
      text,
      truth: {
        file: `gen-${String(i).padStart(4, '0')}`,
        doc_category: cat,
        governing_date: effective ?? execDate ?? rec.iso,
        dates: { execution_date: execDate, effective_date: effective, acknowledgment_date: ackDate, recording_date: rec.iso, ...(death ? { death_date: death } : {}) },
        parties,
        tracts: tracts.map((t) => t.truth),
        conveys_fee: conveysFee,
        estate_types_conveyed: estates,
      },
    });
  }
  return out;
}
