// Forms found in the eleventh session (2026-11-28): first from sets A-N scored again, then from
// held-out set O, each in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const entry = (title: string) => `WHEN RECORDED RETURN TO:
Caprock Abstract Company
Post Office Box 118

${title}
Grantor: Ellis Ray Whitcomb and Nora B. Whitcomb, husband and wife
Grantee: Delmer Pruitt, a single man
Date of instrument: 03/02/1964
Consideration: $10.00 and other valuable consideration
Land: NE/4 Sec. 9-14S-33E, Lea County, New Mexico, 160 acres, more or less

_____________________
ELLIS RAY WHITCOMB
`;

test('an abstractor\'s entry whose title opens its block ("Item No. 14.   QUITCLAIM DEED" over "Grantor: ...") is of the kind its title says', async () => {
  const kinds = [];
  for (const title of ['Item No. 14.   QUITCLAIM DEED', 'No. 31.\tMINERAL DEED.', 'WARRANTY DEED']) {
    const r = await extractResolved(entry(title));
    kinds.push(r.doc_category);
    assert.deepEqual(r.parties.map((p) => `${p.canonical_name}|${p.role}`), ['Ellis Ray Whitcomb|grantor', 'Nora B. Whitcomb|grantor', 'Delmer Pruitt|grantee']);
  }
  assert.deepEqual(kinds, ['quitclaim_deed', 'mineral_deed', 'warranty_deed']);
});

const fields = (t: { state: string | null; county: string | null; section: string | null; township: string | null; range: string | null; aliquot: string | null; survey: string | null; abstract: string | null; lot: string | null; acres: number | null }) => [
  t.state, t.county, t.section, t.township, t.range, t.aliquot, t.survey, t.abstract, t.lot, t.acres,
];
const deed = (land: string) => `WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS, That Rosendo Ybarra, a widower, for Ten Dollars cash in hand paid, does hereby grant, bargain, sell and convey unto Celestino Pena the following described land:

${land}
`;

test('a porcion of the Rio Grande\'s ancient jurisdictions is a survey by its number, with its abstract and the acres of the part', async () => {
  const long = await extractResolved(deed('262.75 acres, more or less, out of Porcion Number 61, ancient jurisdiction of Mier, Abstract No. 312, originally granted to Jose Antonio Garcia, Starr County, Texas, described by metes and bounds in varas.'));
  assert.deepEqual(long.tracts.map(fields), [['TX', 'Starr', null, null, null, null, 'Porcion 61', '312', null, 262.75]]);
  const short = await extractResolved(deed('262.75 acres out of Porcion No. 61, A-312, Starr County, Texas'));
  assert.deepEqual(short.tracts.map(fields), [['TX', 'Starr', null, null, null, null, 'Porcion 61', '312', null, 262.75]]);
  assert.equal(short.tracts[0].tract_id, long.tracts[0].tract_id);
});

test('a share of a partitioned grant is the grant\'s tract with the share in `lot`, before or after the grant\'s name; two shares are two tracts', async () => {
  const r = await extractResolved(deed('All of Share Number Seven (7) of the partition of the Agua Dulce Grant, Abstract No. 88, in Jim Hogg County, Texas, containing 1,204.6 acres of land; and Agua Dulce Grant, Share 9, Abstract 88 (911.3 ac.), Jim Hogg County, Texas.'));
  assert.deepEqual(r.tracts.map(fields), [
    ['TX', 'Jim Hogg', null, null, null, null, 'Agua Dulce Grant', '88', '7', 1204.6],
    ['TX', 'Jim Hogg', null, null, null, null, 'Agua Dulce Grant', '88', '9', 911.3],
  ]);
});

test('acres whose figure alone is in brackets after words that say it otherwise ("one hundred twelve and one-half (112.5) acres")', async () => {
  const r = await extractResolved(deed('a piece of land of one hundred twelve and one-half (112.5) acres, situated in the lands of the San Ygnacio Grant, Abstract No. 41, in the County of Zapata, bounded as follows: BEGINNING at a stone.'));
  assert.deepEqual(r.tracts.map(fields), [['TX', 'Zapata', null, null, null, null, 'San Ygnacio Grant', '41', null, 112.5]]);
});

test('a lot of a subdivided rancho: the rancho in `survey`, the lot in `lot`, in figures or in words, before or after the rancho\'s name', async () => {
  const words = await extractResolved(deed('All of Lot Sixty-Two (62) of the Rancho San Francisco, in the County of Ventura, State of California, as shown on the map of said Rancho recorded in Book 4, Page 9 of Miscellaneous Records, containing 38.17 acres of land, more or less.'));
  assert.deepEqual(words.tracts.map(fields), [['CA', 'Ventura', null, null, null, null, 'Rancho San Francisco', null, '62', 38.17]]);
  const figures = await extractResolved(deed('Lot 62 of the Subdivision of Rancho San Francisco, in the County of Ventura, State of California, as per map recorded in Book 4, Page 9 of Miscellaneous Records (Maps), containing 38.17 acres.'));
  assert.deepEqual(figures.tracts.map(fields), [['CA', 'Ventura', null, null, null, null, 'Rancho San Francisco', null, '62', 38.17]]);
  const after = await extractResolved(deed('Rancho San Francisco, Lot 62 (38.17 acres), Ventura County, California'));
  assert.deepEqual(after.tracts.map(fields), [['CA', 'Ventura', null, null, null, null, 'Rancho San Francisco', null, '62', 38.17]]);
  assert.equal(new Set([words, figures, after].map((r) => r.tracts[0].tract_id)).size, 1);
});

test('western Nebraska\'s shorthand after an aliquot part, without "Sec." ("W/2 NE/4 17-16-55"): township north, range west', async () => {
  const r = await extractResolved(deed('W/2 NE/4 17-16-55, in the County of Cheyenne, State of Nebraska, containing 80 acres, more or less.'));
  assert.deepEqual(r.tracts.map(fields), [['NE', 'Cheyenne', '17', '16N', '55W', 'W/2 NE/4', null, null, null, 80]]);
});

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.map((p) => `${p.canonical_name}|${p.role}`);

test('a Spanish deed of sale in translation: who "personally appeared" and "said: That he sells" grants, with the wife who consents; Don and Doña are no part of the names', async () => {
  const r = await extractResolved(`[TRANSLATION]

DEED OF SALE

    In the town of Roma, County of Starr, State of Texas, on the tenth day of May of the year one thousand eight hundred and ninety, before me, the County Judge, acting with two assisting witnesses, personally appeared Don Marcelino Garza Ramos, of age, a merchant of this county, with his wife Doña Petra Salinas de Garza, who gives her consent to this sale, and said: That he sells really and effectively, from now and forever, to Don Tomas A. Guerra and Doña Inés Vela de Guerra a piece of land of two hundred (200) acres out of Porcion No. 77, Abstract No. 402, in the County of Starr; and he binds himself to the warranty and defense of this sale.

Marcelino Garza Ramos
`);
  assert.deepEqual(parties(r), ['Marcelino Garza Ramos|grantor', 'Petra Salinas de Garza|grantor', 'Tomas A. Guerra|grantee', 'Inés Vela de Guerra|grantee']);
  // "Don" is a given name where nothing says it is an honorific
  const plain = await extractResolved(`WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS, That Don L. Whitaker, a single man, does hereby grant, bargain, sell and convey unto Ray Parsons the NE/4 of Section 3, T2N, R4W, Grady County, Oklahoma.
`);
  assert.deepEqual(parties(plain), ['Don L. Whitaker|grantor', 'Ray Parsons|grantee']);
});

test('a statutory form\'s "A and wife, B, for ... CONVEY AND WARRANT to C", indented and with no label, or labelled "GRANTORS"; "THE GRANTOR(S) A and B ... conveys and warrants to C"', async () => {
  const form = (grantors: string) => `WARRANTY DEED

    ${grantors} for and in consideration of Ten Dollars in hand paid, CONVEY AND WARRANT to Verna K. Staley, GRANTEE, the following described real estate, situate in the County of Fremont and State of Wyoming, to-wit:

the SW/4 of Section 14, Township 2 North, Range 3 East of the Wind River Meridian
`;
  assert.deepEqual(parties(await extractResolved(form('H. T. Mabry, of Fremont County, Wyoming, and wife, Elsie M. Mabry,'))), ['Verna K. Staley|grantee', 'H. T. Mabry|grantor', 'Elsie M. Mabry|grantor']);
  assert.deepEqual(parties(await extractResolved(form('H. T. Mabry and wife, Elsie M. Mabry, GRANTORS, of Fremont County, State of Wyoming,'))), ['H. T. Mabry|grantor', 'Elsie M. Mabry|grantor', 'Verna K. Staley|grantee']);
  const statutory = await extractResolved(`STATUTORY WARRANTY DEED

THE GRANTOR(S) Owen Lyle Pettit and Ada Mae Pettit, husband and wife, for and in consideration of TEN DOLLARS, conveys and warrants to Carl Dunning, a single man, the following described real estate, situated in the County of Adams, State of Washington: Section 8: SE/4, Township 17 North, Range 33 East, W.M.
`);
  assert.deepEqual(parties(statutory), ['Owen Lyle Pettit|grantor', 'Ada Mae Pettit|grantor', 'Carl Dunning|grantee']);
});

test('names written with their accents are read whole ("José Ángel Peña"), and L2 keeps them one person with the same name unaccented', async () => {
  const r = await extractResolved(`WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS, That José Ángel Peña and wife, María Inés Ybáñez de Peña, do hereby grant, bargain, sell and convey unto JESÚS RODRÍGUEZ the 50 acres out of Porcion No. 12, Abstract No. 90, Zapata County, Texas.
`);
  assert.deepEqual(parties(r), ['José Ángel Peña|grantor', 'María Inés Ybáñez de Peña|grantor', 'Jesús Rodríguez|grantee']);
  const { parseName } = await import('../../src/documents/l2/names.js');
  assert.equal(parseName('José Ángel Peña').key, parseName('Jose Angel Pena').key);
});

test('categories: a "MINERAL GRANT DEED", a title with a qualifier in brackets ("ROYALTY DEED (Non-Participating)"), an indenture warranting only against those "claiming by, through or under" its grantors', async () => {
  const mineral = await extractResolved(`MINERAL GRANT DEED

    FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, Ora B. Kemp hereby GRANT(S) to Luis Ortega an undivided one-eighth (1/8) interest in and to all of the oil, gas and other minerals in and under the NW/4 of Section 2, T. 4 N., R. 20 W., S.B.M., County of Ventura, State of California.
`);
  const royalty = await extractResolved(`ROYALTY DEED (Non-Participating)

THE STATE OF TEXAS  §
COUNTY OF ZAPATA  §          KNOW ALL MEN BY THESE PRESENTS:

    That Ora B. Kemp, hereinafter called Grantor, for Ten Dollars paid by Luis Ortega, hereinafter called Grantee, does hereby grant, sell and convey unto the said Grantee an undivided one-half (1/2) of the royalty, being one-sixteenth (1/16) of all the oil, gas and other minerals produced from 200 acres out of Porcion No. 9, Abstract No. 51, Zapata County, Texas.
`);
  const indenture = await extractResolved(`THIS INDENTURE, Made the ninth day of May, 1931, between Ora B. Kemp, the party of the first part, and Luis Ortega, the party of the second part,

    WITNESSETH: That the said party of the first part, for the sum of nine hundred Dollars, does by these presents grant, bargain, sell, convey and confirm unto the said party of the second part the NW 1/4 of Section 2, Township 30 North, Range 3 West of the M.P.M., Toole County, Montana.

    And the said party of the first part does hereby covenant that he will forever WARRANT AND DEFEND the said premises against the lawful claims of all persons claiming by, through or under the said party of the first part.
`);
  assert.deepEqual([mineral.doc_category, royalty.doc_category, indenture.doc_category], ['mineral_deed', 'royalty_deed', 'special_warranty_deed']);
});

test('a release of lien conveys nothing, whatever words of release and conveyance it uses', async () => {
  const r = await extractResolved(`RELEASE OF LIEN

KNOW ALL MEN BY THESE PRESENTS: That Laredo National Bank, the legal owner and holder of the note secured by a deed of trust lien on the land below, for value received, does hereby release, quitclaim and convey unto Ramiro Solis all its lien and interest in and to 80 acres out of Porcion No. 16, Abstract No. 58, Zapata County, Texas.
`);
  assert.deepEqual([r.doc_category, r.conveyance.conveys_fee, r.conveyance.estate_types_conveyed], ['other', false, []]);
});

test('the heirs an affidavit lists as "Born to him were the following children, ...: A, B, and C" and as "The persons who took the decedent\'s interest ... are: A, daughter, ...; B, ..."', async () => {
  const r = await extractResolved(`AFFIDAVIT OF HEIRSHIP

    BEFORE ME, the undersigned authority, personally appeared Hazel Trout, who, being first duly sworn, deposes and says:

    Elmer J. Sorensen died on May 2, 1979 in Hot Springs County, Wyoming, intestate. He was married but once, and his wife died before him. Born to him were the following children, all of whom survived him: Ruth Ann Baxter and Carl Elmer Sorensen.

    The persons who took the decedent's interest in said property, and their shares, are: Opal Sorensen, granddaughter, by the deed of her father Carl, an undivided 1/2 interest; and Ruth Ann Baxter, daughter, an undivided 1/2 interest.

    At the time of his death the decedent owned the NE/4 of Section 9, T43N, R95W, Hot Springs County, Wyoming.
`);
  assert.deepEqual(parties(r).filter((p) => !p.endsWith('|other')), ['Elmer J. Sorensen|decedent', 'Ruth Ann Baxter|heir', 'Carl Elmer Sorensen|heir', 'Opal Sorensen|heir']);
});

test('a name in capitals with its Spanish particles ("ROSA DE J. GARZA DE LOPEZ") is read whole; an address run into a company\'s name is no part of it', async () => {
  const r = await extractResolved(`DEED

KNOW ALL MEN BY THESE PRESENTS, That ROSA DE J. GARZA DE LOPEZ, a widow, does hereby grant, bargain, sell and convey unto Manuel Lopez the 40 acres out of Porcion No. 3, Abstract No. 21, Starr County, Texas.
`);
  assert.deepEqual(parties(r), ['Rosa de J. Garza de Lopez|grantor', 'Manuel Lopez|grantee']);
  const trust = await extractResolved(`TRUST INDENTURE

    THIS TRUST INDENTURE is made this 3rd day of June, 1974, between Ole M. Berg and wife, Ida Berg, herein called TRUSTOR, whose address is Route 2, Box 44, Shelby, Montana 59474, Marias Abstract Company, a corporation, herein called TRUSTEE, and Citizens Bank of Shelby, herein called BENEFICIARY.

    WITNESSETH: That Trustor IRREVOCABLY GRANTS, TRANSFERS AND ASSIGNS to Trustee, in trust, with power of sale, the NW/4 of Section 5, T32N, R2W, Toole County, Montana.
`);
  assert.deepEqual(parties(trust), ['Ole M. Berg|grantor', 'Ida Berg|grantor', 'Marias Abstract Company|grantee', 'Citizens Bank of Shelby|other']);
});

test('a share of the minerals written in words of any denominator ("an undivided seven-sixteenths interest", "five sixty-fourths") is that fraction, not the whole', async () => {
  const deedOf = (share: string) => extractResolved(`MINERAL DEED

KNOW ALL MEN BY THESE PRESENTS: That Otto Brandt, a widower, for One Dollar, does grant, sell and convey unto Rita Hahn ${share} in and to all of the oil, gas and other minerals in and under the SE/4 of Section 8, Township 2 South, Range 3 East of the Wind River Meridian, Fremont County, Wyoming.
`);
  const fractions = [];
  for (const share of ['an undivided seven-sixteenths interest', 'an undivided five sixty-fourths interest', 'an undivided fifteen thirty-seconds (15/32) interest']) fractions.push((await deedOf(share)).conveyance.fraction);
  assert.deepEqual(fractions, [7 / 16, 5 / 64, 15 / 32]);
});

test('government lots in shorthand before an aliquot part written with ½ and ¼ ("L3, L4, E½SW¼ 18-36N-5W")', async () => {
  const r = await extractResolved(deed('L1, L2, S½NE¼ 2-35N-6W, in Glacier County, State of Montana (158.40 acres)'));
  assert.deepEqual(r.tracts.map(fields), [['MT', 'Glacier', '2', '35N', '6W', 'S/2 NE/4', null, null, '1, 2', 158.4]]);
});

test('a party described as "dealing herein with his sole and separate property" before its label, in a list joined by a semicolon', async () => {
  const r = await extractResolved(`THIS INDENTURE, Made the 2nd day of March, 1931, between Anton Riedl, the party of the first part, and Hugo B. Sattler, a single man; and Mabel Orr, a married woman, dealing herein with her sole and separate property, the parties of the second part,

    WITNESSETH: That the said party of the first part does by these presents remise, release and forever quitclaim unto the said parties of the second part the NE/4 of Section 5, T1S, R2E, Fremont County, Wyoming.
`);
  assert.deepEqual(parties(r), ['Anton Riedl|grantor', 'Hugo B. Sattler|grantee', 'Mabel Orr|grantee']);
});

test('"all of Grantors\' right, title and interest in and to all of the oil, gas ..." is whatever the grantors hold, not all of the minerals', async () => {
  const r = await extractResolved(`MINERAL DEED

KNOW ALL MEN BY THESE PRESENTS: That Olaf Berg and Ruth Berg, hereinafter called Grantors, for Ten Dollars, do hereby grant, bargain, sell and convey unto Emil Haug all of Grantors' right, title and interest in and to all of the oil, gas and other minerals in and under the NE/4 of Section 12, T. 35 N., R. 5 W., M.P.M., Glacier County, Montana.
`);
  assert.deepEqual([r.doc_category, r.conveyance.fraction], ['mineral_deed', null]);
});

test('companies: "Bank of A. Levy" (an initial in the name after "of"), a title company after the state of an address, a trustee who "does hereby RECONVEY"', async () => {
  const mortgage = await extractResolved(`MORTGAGE

    KNOW ALL MEN BY THESE PRESENTS, That Paul Ruiz, a single man, Mortgagor, for One Thousand Dollars, does hereby sell and convey unto Bank of A. Levy, Mortgagee, Lot 12 of the Subdivision of Rancho Ojai, Ventura County, California, containing 20.5 acres.
`);
  const trust = await extractResolved(`DEED OF TRUST

    THIS DEED OF TRUST is made May 4, 1928, between Paul Ruiz, a single man, herein called TRUSTOR, whose address is Fillmore, California, Piru Title Company, a corporation, herein called TRUSTEE, and Bank of A. Levy, herein called BENEFICIARY.

    WITNESSETH: That Trustor IRREVOCABLY GRANTS, TRANSFERS AND ASSIGNS to Trustee, in trust, with power of sale, Lot 12 of the Subdivision of Rancho Ojai, Ventura County, California, containing 20.5 acres.
`);
  const reconveyance = await extractResolved(`RECONVEYANCE

    Marias Abstract Company, as Trustee under the Trust Indenture dated June 3, 1974, made by Ole M. Berg and Ida Berg, as Trustors, having been requested in writing by the holder of the obligations secured by said Trust Indenture to reconvey the estate granted to Trustee thereunder, does hereby RECONVEY, without warranty, to the person or persons legally entitled thereto, the estate now held by it thereunder in the NW/4 of Section 5, T32N, R2W, Toole County, Montana.
`);
  assert.deepEqual(parties(mortgage), ['Paul Ruiz|grantor', 'Bank of A. Levy|grantee']);
  assert.deepEqual(parties(trust), ['Paul Ruiz|grantor', 'Piru Title Company|grantee', 'Bank of A. Levy|other']);
  assert.deepEqual(parties(reconveyance), ['Marias Abstract Company|grantor', 'Ole M. Berg|grantee', 'Ida Berg|grantee']);
});

test('a named survey\'s or a rancho lot\'s acres from its table\'s acres column ("... | Gross Acres" over "... | 140.50")', async () => {
  const r = await extractResolved(`ASSIGNMENT OF OIL AND GAS LEASES

KNOW ALL MEN BY THESE PRESENTS: That Hugo Salinas ("Assignor"), for Ten Dollars, does hereby grant, bargain, sell, transfer and assign unto Brush Country Energy, Inc. ("Assignee") all of Assignor's right, title and interest in and to the oil and gas leases described in Exhibit "A".

EXHIBIT "A"

No. | Lessor | Lessee | Lease Date | Recording | Description | Gross Acres
001 | Pablo Vera et ux | Hugo Salinas | 06/03/2005 | Instrument No. 2005-007910 | Dolores Grant, A-33, Zapata County, Texas | 212.75
002 | Ana Ruiz | Hugo Salinas | 07/01/2005 | Instrument No. 2005-008114 | Rancho Sespe, Lot 41, Ventura County, California | 64.10
`);
  assert.deepEqual(r.tracts.map(fields), [
    ['TX', 'Zapata', null, null, null, null, 'Dolores Grant', '33', null, 212.75],
    ['CA', 'Ventura', null, null, null, null, 'Rancho Sespe', null, '41', 64.1],
  ]);
});
