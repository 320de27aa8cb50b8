// A second generator, written after the rules and not by their author: the same instruments in
// wordings the PRIMER (../shared/land-titles/PRIMER.md) describes that bench/documents-generator.ts
// does not write, so the extractor's rules were not written for them: the indenture ("THIS
// INDENTURE, made ... between A, party of the first part, and B, party of the second part,
// WITNESSETH"), first person grantors ("I, A, a widow, ... do hereby"), "remise, release and forever
// quitclaim", "et ux" / "et vir" / "joined pro forma by her husband" / attorney-in-fact, leases
// "made and entered into ... by and between", assignments naming the assignee first, descriptions
// with "Twp."/"Rge." or "N/2 of Sec. 45, Blk. 13, H&GN RR Co. Survey", platted town lots,
// government lots with their acres, dates "Signed and delivered this ..." and as 3-15-52 or
// 03/15/1952, recording as "Book 96 of Deeds, Page 241", "Vol. 61, Page 288, Deed Records" or
// "Instrument No. 2009-002214". Deterministic for a seed; the truth in expected.json's shape.
import type { Generated } from './documents-generator.js';
import type { ExpectedTract } from './documents-score.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return ((t ^ (t >>> 15)) >>> 0) / 4294967296;
  };
}

const FIRST_M = ['Amos', 'Burl', 'Cecil', 'Dewey', 'Ellis', 'Forrest', 'Grover', 'Hollis', 'Ira', 'Jesse', 'Lem', 'Morris', 'Noble', 'Orville', 'Percy', 'Rufus', 'Sherman', 'Tillman', 'Vernon', 'Wiley'];
const FIRST_F = ['Ada', 'Bertha', 'Cora', 'Dora', 'Effie', 'Flossie', 'Goldie', 'Hattie', 'Ina', 'Lela', 'Mamie', 'Nola', 'Ora', 'Pearl', 'Reba', 'Stella', 'Tressie', 'Viola', 'Willie', 'Zelma'];
const LAST = ['Ashworth', 'Birdsong', 'Cantrell', 'Dockery', 'Eubanks', 'Fancher', 'Gwatney', 'Honeycutt', 'Isbell', 'Jernigan', 'Kilgore', 'Lockhart', 'Mayfield', 'Nutt', 'Overstreet', 'Puckett', 'Rountree', 'Satterwhite', 'Tidwell', 'Vickery', 'Womack', 'Yeager'];
const INITIALS = ['A.', 'C.', 'F.', 'G.', 'H.', 'L.', 'O.', 'P.', 'S.', 'V.'];
const COMPANIES = ['Sooner Trend Oil Company', 'Wichita Falls Petroleum Corporation', 'Cross Timbers Royalty Company', 'Pecos Valley Minerals, Inc.', 'Hugoton Gas Company', 'Red River Exploration Company', 'Sand Springs Oil Corporation', 'Permian Basin Royalty Co.'];
const OK_COUNTIES = ['Kiowa', 'Roger Mills', 'Ellis', 'Woods', 'Alfalfa', 'Okfuskee', 'Pawnee', 'Logan'];
const TX_COUNTIES = ['Ector', 'Reagan', 'Crockett', 'Terrell', 'Hockley', 'Cochran', 'Borden', 'Scurry'];
const TX_RR: Array<[string, string]> = [
  ['H&GN RR Co. Survey', 'H&GN RR Co. Survey'],
  ['T. & P. Ry. Co. Survey', 'T&P RR Co. Survey'],
  ['Public School Land Survey', 'PSL Survey'],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NUM = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four', 'twenty-five', 'twenty-six', 'twenty-seven', 'twenty-eight'];

type D = { y: number; m: number; d: number; iso: string };

export function generateVariants(n: number, seed = 5): Generated[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const chance = (p: number) => r() < p;
  const int = (a: number, b: number) => a + Math.floor(r() * (b - a + 1));
  const mk = (y: number, m: number, d: number): D => ({ y, m, d, iso: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` });
  const later = (x: D, days: number) => mk(x.y, x.m, Math.min(28, x.d + days));
  const ord = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
  const written = (x: D) =>
    pick([
      `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`,
      `the ${ord(x.d)} day of ${MONTHS[x.m - 1]}, ${x.y}`,
      `${String(x.m).padStart(2, '0')}/${String(x.d).padStart(2, '0')}/${x.y}`,
      ...(x.y >= 1930 && x.y < 2000 ? [`${x.m}-${x.d}-${String(x.y).slice(2)}`] : []),
    ]);
  const man = () => `${pick(FIRST_M)}${chance(0.6) ? ` ${pick(INITIALS)}` : ''} ${pick(LAST)}`;
  const woman = (last?: string) => `${pick(FIRST_F)}${chance(0.4) ? ` ${pick(INITIALS)}` : ''} ${last ?? pick(LAST)}`;

  /** One side of a deed: its phrase (as the granting clause writes it) and the names of its parties. */
  const people = (): { phrase: string; names: string[] } => {
    const k = int(0, 6);
    const a = man();
    const last = a.split(' ').pop()!;
    const w = woman(last);
    if (k === 0) return { phrase: `${a} and ${w}, his wife`, names: [a, w] };
    if (k === 1) return { phrase: `${a} et ux, ${w}`, names: [a, w] };
    if (k === 2) return { phrase: `${w}, joined pro forma by her husband, ${a}`, names: [w, a] };
    if (k === 3) return { phrase: `${w}, a feme sole`, names: [w] };
    if (k === 4) return { phrase: `${a}, a single man`, names: [a] };
    if (k === 5) {
      const agent = man();
      return { phrase: `${w}, a widow, acting by and through ${agent}, her attorney-in-fact`, names: [w] };
    }
    return { phrase: `${w} et vir, ${a}`, names: [w, a] };
  };

  const okTract = (county: string): { text: string; truth: ExpectedTract } => {
    const sec = int(1, 36);
    const twp = int(2, 27);
    const rge = int(2, 26);
    const k = int(0, 3);
    if (k === 0) {
      return { text: `The NE¼ of Sec. ${sec}, Twp. ${twp} N., Rge. ${rge} W., I.M., ${county} County, Oklahoma, containing 160 acres, more or less`, truth: { state: 'OK', county, section: String(sec), township: `${twp}N`, range: `${rge}W`, aliquot: 'NE/4', survey: null, abstract: null, block: null, lot: null, acres: 160 } };
    }
    if (k === 1) {
      const acres = Number((150 + r() * 10).toFixed(2));
      return { text: `Lots Three (3) and Four (4) and the East Half of the Southwest Quarter (E/2 SW/4) of Section ${sec}, Township ${twp} North, Range ${rge} West of the Indian Meridian, ${county} County, Oklahoma, containing ${acres} acres, more or less`, truth: { state: 'OK', county, section: String(sec), township: `${twp}N`, range: `${rge}W`, aliquot: 'E/2 SW/4', survey: null, abstract: null, block: null, lot: '3, 4', acres } };
    }
    if (k === 2) {
      return { text: `the south half of the northwest quarter of section ${NUM[Math.min(sec, 28)]} in township ${NUM[twp]} north of range ${NUM[rge]} west of the Indian Meridian, in ${county} County, Oklahoma, containing eighty acres`, truth: { state: 'OK', county, section: String(Math.min(sec, 28)), township: `${twp}N`, range: `${rge}W`, aliquot: 'S/2 NW/4', survey: null, abstract: null, block: null, lot: null, acres: 80 } };
    }
    return { text: `SW/4 ${sec}-${twp}N-${rge}W, ${county} County, Oklahoma`, truth: { state: 'OK', county, section: String(sec), township: `${twp}N`, range: `${rge}W`, aliquot: 'SW/4', survey: null, abstract: null, block: null, lot: null, acres: null } }; // no acres stated
  };

  const txTract = (county: string): { text: string; truth: ExpectedTract } => {
    const sec = int(1, 60);
    const blk = int(1, 70);
    const abs = int(100, 9999);
    const [written_, short] = pick(TX_RR);
    const k = int(0, 2);
    if (k === 0) return { text: `The N/2 of Section ${sec}, Block ${blk}, ${written_}, Abstract No. ${abs}, ${county} County, Texas, containing 320 acres of land, more or less`, truth: { state: 'TX', county, section: String(sec), township: null, range: null, aliquot: 'N/2', survey: short, abstract: String(abs), block: String(blk), lot: null, acres: 320 } };
    if (k === 1) return { text: `All of Section ${sec}, Blk. ${blk}, ${written_}, A-${abs}, ${county} County, Texas, being 640 acres, more or less`, truth: { state: 'TX', county, section: String(sec), township: null, range: null, aliquot: 'ALL', survey: short, abstract: String(abs), block: String(blk), lot: null, acres: 640 } };
    const lotA = int(1, 11);
    const town = pick(['Original Town of Big Lake', 'Original Town of Ozona', 'Original Town of Sanderson']);
    return { text: `Lots ${lotA} and ${lotA + 1}, Block ${blk}, ${town}, ${county} County, Texas, according to the plat thereof recorded in Volume 1, Page ${int(2, 40)} of the Plat Records of ${county} County, Texas`, truth: { state: 'TX', county, section: null, township: null, range: null, aliquot: null, survey: null, abstract: null, block: String(blk), lot: `${lotA}, ${lotA + 1}`, acres: null } };
  };

  const out: Generated[] = [];
  const kinds = ['indenture', 'first_person_deed', 'quitclaim', 'mineral_deed', 'lease', 'assignment'] as const;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i % kinds.length];
    const texas = chance(0.5);
    const county = texas ? pick(TX_COUNTIES) : pick(OK_COUNTIES);
    const stateName = texas ? 'Texas' : 'Oklahoma';
    const tract = texas ? txTract(county) : okTract(county);
    const exec = mk(int(1925, 2015), int(1, 12), int(1, 20));
    const ack = later(exec, int(0, 3));
    const rec = later(ack, int(1, 6));
    const notary = `${pick(FIRST_F)} ${pick(LAST)}`;
    const clerk = `${pick(FIRST_M)} ${pick(LAST)}`;
    const recording = pick([`Book ${int(20, 900)} of Deeds, Page ${int(1, 600)}`, `Vol. ${int(20, 900)}, Page ${int(1, 600)}, Deed Records of ${county} County`, `Instrument No. ${rec.y}-${String(int(1, 999999)).padStart(6, '0')}, Official Public Records`]);
    let title = '';
    let body = '';
    let parties: Array<{ name: string; role: string }> = [];
    let category = 'warranty_deed';
    let conveysFee = true;
    let estates = ['fee'];
    let effective: string | null = null;
    let signers: string[] = [];
    const g = people();
    const e = people();

    if (kind === 'indenture') {
      title = 'WARRANTY DEED';
      body = `THIS INDENTURE, made this ${ord(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}, between ${g.phrase}, of ${county} County, ${stateName}, part${g.names.length > 1 ? 'ies' : 'y'} of the first part, and ${e.phrase}, part${e.names.length > 1 ? 'ies' : 'y'} of the second part,\n\nWITNESSETH: That the said part${g.names.length > 1 ? 'ies' : 'y'} of the first part, for and in consideration of the sum of Two Thousand Dollars ($2,000.00), in hand paid, the receipt whereof is hereby acknowledged, ha${g.names.length > 1 ? 've' : 's'} granted, bargained and sold, and by these presents do${g.names.length > 1 ? '' : 'es'} grant, bargain, sell and convey unto the said part${e.names.length > 1 ? 'ies' : 'y'} of the second part, and to their heirs and assigns forever, all of the following described real estate, to-wit:\n\n      ${tract.text}.\n\nTO HAVE AND TO HOLD the same, together with all and singular the tenements, hereditaments and appurtenances thereunto belonging, forever; and the said party of the first part does hereby covenant and agree to WARRANT AND FOREVER DEFEND the title to said premises.`;
      parties = [...g.names.map((name) => ({ name, role: 'grantor' })), ...e.names.map((name) => ({ name, role: 'grantee' }))];
      signers = g.names;
    } else if (kind === 'first_person_deed') {
      const w = woman();
      title = 'GENERAL WARRANTY DEED';
      body = `${texas ? `THE STATE OF TEXAS      §\n                        §     KNOW ALL MEN BY THESE PRESENTS:\nCOUNTY OF ${county.toUpperCase()}    §\n\n` : ''}I, ${w}, a widow, of ${county} County, ${stateName}, for and in consideration of Ten Dollars and other good and valuable consideration to me paid by ${e.phrase}, the receipt of which is hereby acknowledged, have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY unto the said ${e.names.join(' and ')}, all that certain land in ${county} County, ${stateName}, described as follows:\n\n      ${tract.text}.\n\nTO HAVE AND TO HOLD the above described premises unto the said grantees, their heirs and assigns forever; and I do hereby bind myself, my heirs, executors and administrators to WARRANT AND FOREVER DEFEND the said premises.\n\nSigned and delivered this ${ord(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}.`;
      parties = [{ name: w, role: 'grantor' }, ...e.names.map((name) => ({ name, role: 'grantee' }))];
      signers = [w];
    } else if (kind === 'quitclaim') {
      title = 'QUIT-CLAIM DEED';
      category = 'quitclaim_deed';
      body = `KNOW ALL MEN BY THESE PRESENTS:\n\nThat ${g.phrase}, hereinafter called Grantors, in consideration of One Dollar ($1.00) cash in hand paid by ${e.phrase}, hereinafter called Grantees, do hereby remise, release and forever quitclaim unto the said Grantees all of their right, title and interest in and to the following described land:\n\n      ${tract.text}.\n\nDated ${written(exec)}.`;
      parties = [...g.names.map((name) => ({ name, role: 'grantor' })), ...e.names.map((name) => ({ name, role: 'grantee' }))];
      signers = g.names;
    } else if (kind === 'mineral_deed') {
      const buyer = pick(COMPANIES);
      title = 'MINERAL DEED';
      category = 'mineral_deed';
      conveysFee = false;
      estates = ['mineral'];
      body = `KNOW ALL MEN BY THESE PRESENTS: That ${g.phrase}, hereinafter called Grantor (whether one or more), for and in consideration of the sum of Ten Dollars ($10.00) cash in hand paid and other good and valuable considerations, the receipt of which is hereby acknowledged, do${g.names.length > 1 ? '' : 'es'} hereby grant, bargain, sell, convey, transfer, assign and deliver unto ${buyer}, hereinafter called Grantee, an undivided one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described lands, to-wit:\n\n      ${tract.text}.\n\nIN WITNESS WHEREOF, the said Grantor has signed and sealed this instrument this ${ord(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}.`;
      parties = [...g.names.map((name) => ({ name, role: 'grantor' })), { name: buyer.replace(/,$/, ''), role: 'grantee' }];
      signers = g.names;
    } else if (kind === 'lease') {
      const lessee = pick(COMPANIES);
      title = 'OIL AND GAS LEASE';
      category = 'oil_and_gas_lease';
      conveysFee = false;
      estates = ['leasehold'];
      body = `AGREEMENT, made and entered into the ${ord(exec.d)} day of ${MONTHS[exec.m - 1]}, ${exec.y}, by and between ${g.phrase}, whose post office address is Route ${int(1, 4)}, ${county === 'Roger Mills' ? 'Cheyenne' : 'Box ' + int(1, 99)}, ${stateName}, hereinafter called Lessor (whether one or more), and ${lessee}, hereinafter called Lessee:\n\nWITNESSETH, That the said Lessor, for and in consideration of Ten Dollars cash in hand paid, the receipt of which is hereby acknowledged, and of the covenants and agreements hereinafter contained on the part of Lessee to be paid, kept and performed, has granted, demised, leased and let and by these presents does grant, demise, lease and let exclusively unto said Lessee the land hereinafter described, for the sole and only purpose of mining and operating for oil and gas, to-wit:\n\n      ${tract.text}.\n\nIt is agreed that this lease shall remain in force for a term of ten (10) years from this date, called "primary term", and as long thereafter as oil or gas, or either of them, is produced from said land by the lessee.`;
      parties = [...g.names.map((name) => ({ name, role: 'lessor' })), { name: lessee.replace(/,$/, ''), role: 'lessee' }];
      signers = g.names;
    } else {
      const from = pick(COMPANIES);
      let to = pick(COMPANIES);
      if (to === from) to = COMPANIES[(COMPANIES.indexOf(from) + 1) % COMPANIES.length];
      const eff = mk(exec.y, exec.m, 1);
      effective = eff.iso;
      title = 'ASSIGNMENT OF OIL AND GAS LEASE';
      category = 'assignment_of_lease';
      conveysFee = false;
      estates = ['leasehold'];
      body = `${to}, hereinafter called Assignee, has this day acquired from ${from}, hereinafter called Assignor, for the sum of One Dollar ($1.00) and other valuable consideration, all of Assignor's right, title and interest in and to that certain oil and gas lease dated ${MONTHS[int(0, 11)]} ${int(1, 28)}, ${exec.y - int(1, 5)}, from ${g.phrase}, as lessor, to ${pick(COMPANIES)}, as lessee, recorded in ${recording.replace(/Instrument No\. \S+, Official Public Records/, 'Book 40, Page 12')}, insofar as it covers:\n\n      ${tract.text}.\n\nAnd Assignor does hereby sell, assign, transfer and set over the same unto Assignee, effective as of ${MONTHS[eff.m - 1]} 1, ${eff.y}.\n\nExecuted ${MONTHS[exec.m - 1]} ${exec.d}, ${exec.y}.`;
      parties = [{ name: from.replace(/,$/, ''), role: 'assignor' }, { name: to.replace(/,$/, ''), role: 'assignee' }];
      signers = [`${man()}, President`];
    }

    const sig = signers.map((s) => `\n                                        ______________________________\n                                        ${s}`).join('\n');
    const ackText = `STATE OF ${stateName.toUpperCase()}, COUNTY OF ${county.toUpperCase()}, ss.\n\nBefore me, ${notary}, a Notary Public in and for said County and State, on this ${ord(ack.d)} day of ${MONTHS[ack.m - 1]}, ${ack.y}, personally appeared ${signers.join(' and ')}, to me known to be the identical person${signers.length > 1 ? 's' : ''} who executed the within and foregoing instrument.\n\n                                        ${notary}, Notary Public`;
    const stamp = pick([
      `Filed for record ${MONTHS[rec.m - 1]} ${rec.d}, ${rec.y}, at 9:10 o'clock A.M., and recorded in ${recording}.\n${clerk}, County Clerk`,
      `FILED FOR RECORD\n${String(rec.m).padStart(2, '0')}/${String(rec.d).padStart(2, '0')}/${rec.y}\nRecorded in ${recording}\n${clerk}, County Clerk, ${county} County`,
    ]);
    const text = `                              ${title}\n\n${body}\n${sig}\n\n${ackText}\n\n${stamp}\n`;
    out.push({
      text,
      truth: {
        file: `var-${String(i).padStart(4, '0')}`,
        doc_category: category,
        governing_date: effective ?? exec.iso,
        dates: { execution_date: exec.iso, effective_date: effective, acknowledgment_date: ack.iso, recording_date: rec.iso },
        parties,
        tracts: [tract.truth],
        conveys_fee: conveysFee,
        estate_types_conveyed: estates,
      },
    });
  }
  return out;
}
