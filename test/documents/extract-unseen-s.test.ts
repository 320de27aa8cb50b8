// Forms held-out set S (the Ardmore basin, North-Central Texas, Acadiana, the Big Horn basin, the
// Sacramento Valley, written blind to the rules) showed missing, in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const FIELDS = ['state', 'county', 'section', 'township', 'range', 'aliquot', 'survey', 'abstract', 'block', 'lot', 'acres'] as const;
const key = (t: object) => FIELDS.map((f) => String((t as Record<string, unknown>)[f] ?? null)).join('|');
const deedOf = (land: string) => `WARRANTY DEED\n\nAmos Reed conveys to Hugh Ball the following land:\n\n${land}\n\nDated May 1, 1950.\n`;
const tracts = async (land: string) => (await extractResolved(deedOf(land))).tracts.map(key);

test('the part of a section written after its place and a colon: "Section 21, Township 8 South, Range 1 East, Love County, Oklahoma: the South Half of the Northeast Quarter"', async () => {
  assert.deepEqual(await tracts('Section 21, Township 8 South, Range 1 East, Love County, Oklahoma: the South Half of the Northeast Quarter (S/2 NE/4), containing eighty (80) acres, more or less'), ['OK|Love|21|8S|1E|S/2 NE/4|null|null|null|null|80']);
});

test('a labor of a county\'s school land: the labor in `section`, the league in `block`, "<County> County School Land Survey", the county where it lies', async () => {
  assert.deepEqual(await tracts('All of Labor No. 9, League No. 3, Denton County School Land, Abstract No. 1604, Clay County, Texas, 177.12 acres'), ['TX|Clay|9|null|null|ALL|Denton County School Land Survey|1604|3|null|177.12']);
  assert.deepEqual(await tracts('the West Half (W/2) of Labor Eleven (11) in League Four (4) of the Hopkins County School Lands, A-412, Archer County, Texas, containing 88.56 acres'), ['TX|Archer|11|null|null|W/2|Hopkins County School Land Survey|412|4|null|88.56']);
  assert.deepEqual(await tracts('Tract 2: the N/2 of Lab. 6, Lea. 1, Lamar Co. School Land, Abst. 92, Archer County, Texas'), ['TX|Archer|6|null|null|N/2|Lamar County School Land Survey|92|1|null|null']);
});

test('the Texas Emigration and Land Company\'s sections: four-digit numbers, "TE&L Co. Survey" however written', async () => {
  assert.deepEqual(await tracts('ALL of Section No. 2213, T.E.&L. Co. Survey, Abstract No. 701, Young County, Texas, 640 acres'), ['TX|Young|2213|null|null|ALL|TE&L Co. Survey|701|null|null|640']);
  assert.deepEqual(await tracts('the North One-half of Texas Emigration and Land Company Survey No. 1388, Abstract No. 64, Archer County, Texas, containing 320 acres'), ['TX|Archer|1388|null|null|N/2|TE&L Co. Survey|64|null|null|320']);
  assert.deepEqual(await tracts('Survey No. 1388, Texas Emigration & Land Company, Abst. 64, Archer County, Texas'), ['TX|Archer|1388|null|null|ALL|TE&L Co. Survey|64|null|null|null']);
  assert.deepEqual(await tracts('SE/4 of Section 1010, T. E. & L. Co. Sur., Abst. 952, Jack County, Texas'), ['TX|Jack|1010|null|null|SE/4|TE&L Co. Survey|952|null|null|null']);
});

test('a railroad\'s name after a section or survey number, without the word "Survey", is its grant, not the next tract\'s named survey', async () => {
  assert.deepEqual(await tracts('the Northwest Quarter of Survey No. 44, Buffalo Bayou, Brazos & Colorado Railway Company, Abstract 1911, Archer County, Texas'), ['TX|Archer|44|null|null|NW/4|BBB&C RR Co. Survey|1911|null|null|null']);
  assert.deepEqual(await tracts('Parcel 1: the Southwest Quarter of Sec. 38, BBB&C RR Co., A-1932, Archer County, Texas;\n\nParcel 2: 75.5 acres, more or less, part of the Jesse Lott Survey, Abst. 215, in Archer County, Texas'), [
    'TX|Archer|38|null|null|SW/4|BBB&C RR Co. Survey|1932|null|null|null',
    'TX|Archer|null|null|null|null|Jesse Lott Survey|215|null|null|75.5',
  ]);
  const patent = await extractResolved(`KNOW ALL MEN BY THESE PRESENTS: That the State of Texas has granted unto Ira Cobb, assignee, six hundred forty (640) acres of land, situated in Young County, being Section No. 1436 of the lands surveyed for the Buffalo Bayou, Brazos and Colorado Railway Company by virtue of Certificate No. 55, Abstract No. 1514.\n`);
  assert.deepEqual(patent.tracts.map((t) => [t.section, t.survey, t.abstract]), [['1436', 'BBB&C RR Co. Survey', '1514']]);
});

test('a tract of a resurvey: "Tract Forty-seven (47), Resurvey of T. 48 N., R. 92 W."; a patent\'s "tract numbered forty-seven (47) of the resurvey of township forty-eight north ... one hundred forty-one and 24 hundredths acres"', async () => {
  assert.deepEqual(await tracts('Tract Forty-seven (47), Resurvey of T. 48 N., R. 92 W., Washakie County, Wyoming, 141.24 acres'), ['WY|Washakie|null|48N|92W|null|null|null|null|47|141.24']);
  const patent = await extractResolved(`THE UNITED STATES OF AMERICA\n\nWHEREAS the claim of Ada Lind has been established for tract numbered forty-seven (47) of the resurvey of township forty-eight north of range ninety-two west of the sixth principal meridian, Wyoming, containing one hundred forty-one and 24 hundredths acres: NOW KNOW YE, That the UNITED STATES OF AMERICA DOES GIVE AND GRANT unto the said claimant the tract above described.\n\nFiled Nov. 19, 1925, Washakie County Records\n`);
  assert.deepEqual(patent.tracts.map(key), ['WY|Washakie|null|48N|92W|null|null|null|null|47|141.24']);
});

test('a lot of a subdivided rancho named before its number or after it with a comma: "Rancho Boga Lot 104", "Lot Fifty-seven (57), Rancho Colus,"', async () => {
  assert.deepEqual(await tracts('Rancho Boga Lot 104, as shown on the map recorded in Book 4 of Maps, at page 34, Sutter County Records, containing 111.04 acres, more or less'), ['CA|Sutter|null|null|null|null|Rancho Boga|null|null|104|111.04']);
  assert.deepEqual(await tracts('Lot Fifty-seven (57), Rancho Colus, according to the official map of said Rancho on file in the office of the Recorder of Colusa County, California, containing 129.54 acres of land'), ['CA|Colusa|null|null|null|null|Rancho Colus|null|null|57|129.54']);
});

test('a recorder\'s "Book 4, Page 423, Patents" above "Sutter County, Calif." names no county "Patents Sutter"', async () => {
  const r = await extractResolved(`No. 17197\nRECORDED APRIL 26, 1874\nBook 4, Page 423, Patents\nSutter County, Calif.\n\nTHE UNITED STATES OF AMERICA\n\nthe claim of Eli Rowe has been established for the east half of the south-east quarter of section thirty-four in township thirteen north of range two east of the Mount Diablo meridian, containing eighty acres: the United States DOES GIVE AND GRANT unto the said Eli Rowe the said tract.\n`);
  assert.deepEqual(r.tracts.map(key), ['CA|Sutter|34|13N|2E|E/2 SE/4|null|null|null|null|80']);
});

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.map((p) => `${p.canonical_name}|${p.role}`);

test('a Louisiana judgment of possession: the surviving spouse and the issue it sends into possession are heirs', async () => {
  const r = await extractResolved(`SUCCESSION OF ODILE P. BREAUX                  NUMBER 88-410

JUDGMENT OF POSSESSION

Considering the petition filed herein, and it appearing that Odile P. Breaux died intestate on March 2, 1988, domiciled in Vermilion Parish:

IT IS ORDERED, ADJUDGED AND DECREED that Eraste Breaux, surviving spouse in community of the decedent, be recognized as the owner of an undivided one-half interest in the community, and as usufructuary of the remaining one-half, and as such be sent and placed in possession thereof.

IT IS FURTHER ORDERED, ADJUDGED AND DECREED that Alcide Breaux and Zulma B. Hebert, issue of the marriage of the decedent, be recognized as the sole heirs of the decedent and as such be sent and placed in possession, in naked ownership, of an undivided one-half each of the decedent's interest in the NE/4 of Section 9, Township 12 South, Range 2 East, Vermilion Parish, Louisiana.
`);
  assert.deepEqual(parties(r), ['Odile P. Breaux|decedent', 'Eraste Breaux|heir', 'Alcide Breaux|heir', 'Zulma B. Hebert|heir']);
});

test('Louisiana\'s civil-status recitals name no party: "married but once and then to X, with whom she resides", "married to and living with X", "widow of X", "domiciled in", "who appears herein to concur"', async () => {
  const sale = await extractResolved(`ACT OF CASH SALE

BE IT KNOWN, that before me, a Notary Public, personally came and appeared:

Ida Theriot, widow of Valery J. Doucet; Eva Doucet, married but once and then to Numa Landry, with whom she resides; Paul Doucet, a person of the full age of majority, married to and living with Rita Guidry

hereinafter called "Vendors", who declared that Vendors do by these presents sell, convey and deliver, without any warranty whatsoever, unto:

Ovide Hebert, husband of Aline Comeaux

the NE/4 of Section 9, Township 12 South, Range 2 East, Vermilion Parish, Louisiana.
`);
  assert.deepEqual(parties(sale), ['Ida Theriot|grantor', 'Eva Doucet|grantor', 'Paul Doucet|grantor', 'Ovide Hebert|grantee']);
  const concur = await extractResolved(`SALE OF LAND

KNOW ALL MEN BY THESE PRESENTS, that Alphonse Leger, domiciled in Acadia Parish, Louisiana, and his wife, Rita Guidry, who appears herein to concur in this act (herein called "Vendors"), for One Dollar, do hereby sell unto Ursin Doucet the N/2 of Section 2, T10S, R4W, Acadia Parish, Louisiana.
`);
  assert.deepEqual(parties(concur), ['Alphonse Leger|grantor', 'Rita Guidry|grantor', 'Ursin Doucet|grantee']);
});

test('a court\'s order that finds the residue "distributable as follows:" lists its heirs one a line', async () => {
  const r = await extractResolved(`IN THE SUPERIOR COURT OF THE STATE OF CALIFORNIA IN AND FOR THE COUNTY OF COLUSA

In the Matter of the Estate of AMOS WEYAND, Deceased.

ORDER FOR FINAL DISTRIBUTION

The Court finds that Amos Weyand died on 05/14/1971, intestate, and that the residue of the estate is distributable as follows:

Lela Weyand (surviving wife), residing in Colusa County, California -- an undivided 1/2 interest;
Pearl P. Weyand, daughter, residing in Colusa County, California -- an undivided 1/2 interest

IT IS ORDERED that the NE/4 of Section 3, Township 15 North, Range 2 West, M.D.B.&M., Colusa County, California, be distributed to the persons above named.
`);
  assert.deepEqual(parties(r), ['Amos Weyand|decedent', 'Lela Weyand|heir', 'Pearl P. Weyand|heir']);
});

test('grantors who are "the undersigned" sign beside their seals; a spouse joins "for the purpose of releasing his homestead rights only"', async () => {
  const sealed = await extractResolved(`WARRANTY DEED

KNOW ALL MEN BY THESE PRESENTS: That the undersigned grantors, for Five Dollars paid by Lloyd Pippin, have Granted, Sold and Conveyed, and by these presents do Grant, Sell and Convey unto the said grantee Section 38, BBB&C RR Co., A-1932, Archer County, Texas.

IN WITNESS WHEREOF, the said parties have hereunto set their hands on September 17, 1896.

Lottie Hale   (SEAL)

George H. Hale   (SEAL)

THE STATE OF TEXAS, County of Archer.

BEFORE ME, a Notary Public, personally appeared Lottie Hale and George H. Hale.
`);
  assert.deepEqual(parties(sealed), ['Lottie Hale|grantor', 'George H. Hale|grantor', 'Lloyd Pippin|grantee']);
  const homestead = await extractResolved(`MINERAL DEED

KNOW ALL MEN BY THESE PRESENTS: That Bertha Wagley, widow; Wanda Keathley, joined by her husband, Homer Keathley, for the purpose of releasing his homestead rights only; and Ruth Wagley, hereinafter called Grantors, do grant, sell and convey unto Dewey Hensley an undivided one-fourth interest in the oil, gas and other minerals in Section 9, Block 3, T&P RR Co. Survey, Abstract 12, Young County, Texas.
`);
  assert.deepEqual(parties(homestead), ['Bertha Wagley|grantor', 'Wanda Keathley|grantor', 'Homer Keathley|grantor', 'Ruth Wagley|grantor', 'Dewey Hensley|grantee']);
});

test('"GAS LEASE" is a lease and "RELEASE OF GAS LEASE" its release; a state\'s patent titled in small letters ("Carey Act Patent No. 1013") is granted by the state, though it cites the United States', async () => {
  const lease = await extractResolved(`GAS LEASE\n\nAGREEMENT, Made and entered into on August 21, 1981, by and between Dewey Lane, hereinafter called Lessor, and John Toft, hereinafter called Lessee.\n\nWITNESSETH: Lessor does grant, demise, lease and let unto said Lessee Lot 5, Rancho Boga, Sutter County, California.\n`);
  const release = await extractResolved(`RELEASE OF GAS LEASE\n\nKNOW ALL MEN: That Sutter Gas Company, lessee, does hereby release unto Ada Cole, lessor, the lease of Lot 5, Rancho Boga, Sutter County, California.\n`);
  assert.deepEqual([lease.doc_category, release.doc_category], ['oil_and_gas_lease', 'release_of_lease']);
  const patent = await extractResolved(`THE STATE OF WYOMING
Carey Act Patent No. 1013

WHEREAS, Eli Fagerquist has complied with the Act of Congress approved August 18, 1894, known as the Carey Act, by the reclamation of the south-west quarter of section thirty-two in township fifty-two north of range ninety-two west of the sixth principal meridian, Big Horn County, Wyoming:

NOW, THEREFORE, the State of Wyoming, by virtue of the premises and of the patent of the United States therefor, does hereby grant and convey unto the said Eli Fagerquist, his heirs and assigns forever, the land above described.
`);
  assert.deepEqual([patent.doc_category, ...parties(patent)], ['patent', 'State of Wyoming|grantor', 'Eli Fagerquist|grantee']);
});

test('the witness who swears to a Louisiana act\'s signing ("BEFORE ME ... personally came and appeared X, ... one of the subscribing witnesses") is no releasing party', async () => {
  const r = await extractResolved(`ACT OF RELEASE

STATE OF LOUISIANA

PARISH OF ACADIA

WHEREAS, Amos Daigle, as Lessor, executed an oil and gas lease dated January 9, 1907, from Amos Daigle, as Lessor, to Jennings Crude Oil Company, as Lessee, recorded in Conveyance Book 128, page 288; and WHEREAS, Jennings Crude Oil Company is now the owner of said lease;

NOW, THEREFORE, the undersigned does hereby release and surrender said lease insofar as it covers the N/2 NW/4 of Section 34, Township 8 South, Range 2 East, Acadia Parish, Louisiana, unto the said Lessor.

EXECUTED on this the 4th day of December, A.D. 1912.

JENNINGS CRUDE OIL COMPANY
By: _______________________
    D. F. Ostrowski, Vice President

WITNESSES:
Ione Kettle
Rita Pfluger

STATE OF LOUISIANA
PARISH OF ACADIA

BEFORE ME, the undersigned authority, personally came and appeared Ione Kettle, who, being duly sworn, did say that she is one of the subscribing witnesses to the foregoing instrument.

______________________
Ione Kettle
`);
  assert.deepEqual(parties(r), ['Amos Daigle|lessor', 'Jennings Crude Oil Company|lessee']);
});

test('a decedent named "X, Jr." in "it appearing that V. A. Duhon, Jr. died intestate", his caption\'s name set beside the court\'s', async () => {
  const r = await extractResolved(`SUCCESSION OF                         NUMBER 07-196
V. A. DUHON, JR.                       FIFTEENTH JUDICIAL DISTRICT COURT

JUDGMENT OF POSSESSION

Considering the petition filed herein, and it appearing that V. A. Duhon, Jr. died intestate on February 20th, 2007, domiciled in Acadia Parish:

IT IS ORDERED, ADJUDGED AND DECREED that Edmond Duhon, issue of the marriage of the decedent, be recognized as the sole heir of the decedent and as such be sent and placed in possession of the NE/4 of Section 9, Township 9 South, Range 1 West, Acadia Parish, Louisiana.
`);
  assert.deepEqual(parties(r), ['V. A. Duhon, Jr.|decedent', 'Edmond Duhon|heir']);
});

test('a county that sells a labor of its school land is the grantor, not its judge: "That Navarro County, Texas, a body politic, acting herein by and through X, its County Judge"', async () => {
  const deed = (who: string) => `KNOW ALL MEN BY THESE PRESENTS: That ${who} for the sum of Three hundred Dollars paid by J. V. Kuykendall, has granted, sold and conveyed, and by these presents does grant, sell and convey unto the said J. V. Kuykendall all of Labor Four (4) in League One (1) of the Navarro County School Lands, A-279, Young County, Texas.\n`;
  assert.deepEqual(parties(await extractResolved(deed('Navarro County, Texas, a body politic, acting herein by and through Opal Hinch, its County Judge,'))), ['Navarro County|grantor', 'J. V. Kuykendall|grantee']);
  assert.deepEqual(parties(await extractResolved(deed('Navarro County, Texas, acting herein by and through Opal Hinch, its County Judge, thereunto duly authorized,'))), ['Navarro County|grantor', 'J. V. Kuykendall|grantee']);
});

test('"DEED OF MINERALS" and "GRANT DEED OF MINERAL RIGHTS" are mineral deeds; "DEED WITHOUT WARRANTY" a quitclaim; a Texas patent headed "Patent No. 283    Vol. 58" whose governor "do grant, unto" the assignee', async () => {
  const grant = (title: string, words = 'does grant, sell and convey unto Lee Cobb an undivided one-half interest in and to the oil, gas and other minerals in and under') => extractResolved(`${title}\n\nKNOW ALL MEN BY THESE PRESENTS: That Ada Yoder, a single woman, for Ten Dollars paid, ${words} the NE/4 of Section 3, Township 5 South, Range 2 East, Love County, Oklahoma.\n`);
  assert.equal((await grant('DEED OF MINERALS')).doc_category, 'mineral_deed');
  assert.equal((await grant('GRANT DEED OF MINERAL RIGHTS')).doc_category, 'mineral_deed');
  assert.equal((await grant('DEED WITHOUT WARRANTY', 'has granted, sold and conveyed unto Lee Cobb, without warranty of any kind, express or implied,')).doc_category, 'quitclaim_deed');
  const patent = await extractResolved(`THE STATE OF TEXAS
Patent No. 283        Vol. 58

KNOW ALL MEN BY THESE PRESENTS: That I, O. M. Roberts, Governor of the State of Texas, by virtue of the power vested in me by law, have granted, and by these presents do grant, unto Charles A. Bratton, assignee of the Buffalo Bayou, Brazos and Colorado Railway Company, and to his heirs or assigns forever, six hundred forty acres of land, situated in Young County, being Section No. 1436 of the lands surveyed for the Buffalo Bayou, Brazos and Colorado Railway Company, Abstract No. 1514.
`);
  assert.deepEqual([patent.doc_category, ...parties(patent)], ['patent', 'State of Texas|grantor', 'Charles A. Bratton|grantee']);
});

test('"widow of the decedent" describes the heir it follows, who stays an heir', async () => {
  const r = await extractResolved(`DECREE ADMITTING WILL TO PROBATE

In the Matter of the Probate of the Last Will and Testament of A. M. BASSETT, Deceased, who died on June 10, 1965.

The will provides: "I give and devise all of my real property unto Mattie Bentley Bassett, of Bolivar, New York, widow of the decedent, absolutely and forever: ALL THAT TRACT OR PARCEL OF LAND, situate in the Town of Genesee, County of Allegany, being part of Lot 63 in the First Township in the First Range of the Holland Purchase, containing 40 acres."
`);
  assert.deepEqual(parties(r).filter((p) => p.endsWith('|heir')), ['Mattie Bentley Bassett|heir']);
});
