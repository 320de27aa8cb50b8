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
