// The built-in extractor on wordings met in a blind held-out set and written again here in our own
// words: dates (a two-digit year beside full years, an undated instrument with only a notary's
// date, an abstractor's "Acknowledged June 12, 1903 by ...", a patent reciting an Act of Congress).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const extract = extractResolved;

const datesOf = async (text: string) => {
  const d = (await extract(text)).dates;
  return [d.governing_date, d.execution_date, d.acknowledgment_date, d.recording_date];
};

test('dates: a two-digit year takes the century of the full years beside it', async () => {
  const text = `QUIT CLAIM DEED

That Homer T. Ashby, a single man, of Logan County, Oklahoma, does hereby quitclaim unto Ruth N. Calloway all his right, title and interest in the following land in Logan County, Oklahoma, to-wit:

     The NE/4 of Section 8, Township 16 North, Range 2 West of the Indian Meridian.

Dated 4/9/14.

Homer T. Ashby

State of Oklahoma, County of Logan, ss.
  On this 11th day of April, A.D. 1914, before me, a Notary Public, personally appeared Homer T. Ashby, to me known to be the person who executed the foregoing instrument.
  My commission expires 3/2/16.

Filed for record the 20th day of April, 1914, and recorded in Book 31 of Deeds, at page 77.
`;
  assert.deepEqual(await datesOf(text), ['1914-04-09', '1914-04-09', '1914-04-11', '1914-04-20']);
});

test('dates: an undated instrument has no execution date; the notary dates the acknowledgment only, the filing governs', async () => {
  const text = `RIGHT OF WAY GRANT

For and in consideration of One Dollar, Mary E. Tolliver, a widow, Grantor, does hereby grant unto Plains Pipe Line Company, its successors and assigns, a right of way to lay, maintain and remove a pipe line over and through the following land in Reno County, Kansas:

The SW/4 of Section 22, Township 24 South, Range 6 West of the Sixth Principal Meridian.

Mary E. Tolliver

STATE OF KANSAS, COUNTY OF RENO, ss.
Before me, a Notary Public, on this 3rd day of May, 1929, personally appeared Mary E. Tolliver, to me known to be the identical person who executed the foregoing instrument.
My commission expires June 1st, 1931.

This instrument was filed for record on May 9th, 1929 at 2 o'clock P.M. and recorded in Book 88, Page 120.
`;
  assert.deepEqual(await datesOf(text), ['1929-05-09', null, '1929-05-03', '1929-05-09']);
});

test('dates: an abstract entry "Acknowledged <date> by ..." is the acknowledgment; "Com. exp." and an Act of Congress are nobody\'s dates', async () => {
  const entry = `No. 12.
MINERAL DEED

Lena P. Worth, a widow
     TO
Orrin Castle

Dated March 3, 1917. Filed March 19, 1917.
Recorded in Book 40, Page 11.

Conveys: an undivided one-half interest in the oil, gas and other minerals in the NW/4 of Section 5, Township 20 South, Range 9 West.

Acknowledged March 6, 1917 by Lena P. Worth, a widow, before Amos Dill, Notary Public, Rice County, Kans. (Seal). Com. exp. May 2, 1919.
`;
  assert.deepEqual(await datesOf(entry), ['1917-03-03', '1917-03-03', '1917-03-06', '1917-03-19']);
  const patent = `The United States of America,
To all to whom these Presents shall come, Greeting:

WHEREAS, full payment has been made by Silas Hartley according to the provisions of the Act of Congress of the 24th of April, 1820, entitled "An Act making further provision for the sale of the Public Lands," for the NW/4 of section five, in township twenty south, of range nine west of the Sixth Principal Meridian, in Kansas.

NOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said Silas Hartley the tract of Land above described.

GIVEN under my hand, at the City of Washington, the second day of June, 1884.

Filed for record on July 7th, 1884 at 10 o'clock A.M.
`;
  assert.deepEqual(await datesOf(patent), ['1884-06-02', '1884-06-02', null, '1884-07-07']);
});

const tractsOf = async (description: string) => {
  const text = `MINERAL DEED\n\nThat Amos R. Tiller, a single man, hereinafter called Grantor, does hereby grant, sell and convey unto Ivy M. Farrow, hereinafter called Grantee, an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals in and under the following land, to-wit:\n\n${description}\n\nExecuted this 4th day of May, 1961.\n`;
  const fields = ['state', 'county', 'section', 'township', 'range', 'aliquot', 'lot', 'acres'] as const;
  return (await extract(text)).tracts.map((t) => fields.map((f) => String(t[f])).join('|')).sort();
};

test('tracts: compact section-township-range with and without letters ("S12-T4N-R4W", "14-25S-8E"), after "Sec." too', async () => {
  const cases: Array<[string, string[]]> = [
    ['     N/2 NW/4 of S12-T4N-R4W, containing 80 acres, more or less, Garvin County, Okla.', ['OK|Garvin|12|4N|4W|N/2 NW/4|null|80']],
    ['     The south half of the northeast quarter and Lots 1 and 2, S2-T16N-R5W, containing 155.02 acres, situated in the County of Kingfisher and State of Oklahoma.', ['OK|Kingfisher|2|16N|5W|S/2 NE/4|1, 2|155.02']],
    ['     NW¼ of 34-25S-6E, 160 acres m/l, in Butler County, State of Kansas.', ['KS|Butler|34|25S|6E|NW/4|null|160']],
    ['    23-24S-8E:\n    SE/4 NE/4\nin Butler County, State of Kansas.', ['KS|Butler|23|24S|8E|SE/4 NE/4|null|null']],
    ['     NE4 of Sec. 17-T22N-R22W, Washita County, Oklahoma.', ['OK|Washita|17|22N|22W|NE/4|null|null']],
  ];
  for (const [description, want] of cases) assert.deepEqual(await tractsOf(description), want, description);
});

test('tracts: the parts written on the line after a heading that ends in a colon after township and range', async () => {
  const cases: Array<[string, string[]]> = [
    ['Logan County, Oklahoma\nsection nine, in township sixteen north, of range two west of the\nIndian Meridian:\n    the South Half of the Northeast Quarter (S/2 NE/4) and Lots 1 and 2\n    and containing 157.5 acres', ['OK|Logan|9|16N|2W|S/2 NE/4|1, 2|157.5']],
    ['    Sec. 30, Twp. 24 S., Rge. 4 E.:\n    the East Half of the Northwest Quarter (E/2 NW/4)\nin Rice County, State of Kansas.', ['KS|Rice|30|24S|4E|E/2 NW/4|null|null']],
  ];
  for (const [description, want] of cases) assert.deepEqual(await tractsOf(description), want, description);
});

test('categories: a title in title case ("Quit Claim Deed"), "hereby quitclaim, grant, bargain, sell and convey", a mineral rights transfer or sale', async () => {
  const body = (verbs: string, what: string) => `That Nora Bell Pruitt, a widow, in consideration of Ten Dollars, does hereby ${verbs} unto Walter J. Keel ${what} in the following described land in Rice County, Kansas, to-wit:\n\n     The NW/4 of Section 5, Township 20 South, Range 9 West.\n\nDated this 2nd day of March, 1921.\n`;
  const cases: Array<[string, string, boolean, string[]]> = [
    [`FILED FOR RECORD\n\nQuit Claim Deed\n\n${body('remise and quitclaim', 'all her right, title and interest')}`, 'quitclaim_deed', true, ['fee']],
    [`KNOW ALL MEN BY THESE PRESENTS:\n\n${body('quitclaim, grant, bargain, sell and convey', 'all her right, title and interest')}`, 'quitclaim_deed', true, ['fee']],
    [`MINERAL RIGHT AND ROYALTY TRANSFER\n\n${body('grant, sell, convey, assign and deliver', 'an undivided one-fourth (1/4) interest in and to all of the oil, gas and other minerals')}`, 'mineral_deed', false, ['mineral']],
    [`SALE OF OIL, GAS AND MINERAL RIGHTS\n\n${body('grant, sell, convey, assign and deliver', 'all of her interest in and to the oil, gas and other minerals')}`, 'mineral_deed', false, ['mineral']],
  ];
  for (const [text, category, fee, estates] of cases) {
    const r = await extract(text);
    assert.deepEqual([r.doc_category, r.conveyance.conveys_fee, r.conveyance.estate_types_conveyed], [category, fee, estates], text.slice(0, 40));
  }
});

test('conveyance: a deed of the land reserving half the minerals to the grantor still moves the fee', async () => {
  const text = `WARRANTY DEED\n\nThat Orval T. Brink, party of the first part, in consideration of Ten Dollars, does hereby grant, bargain, sell and convey unto Hattie L. Moss, party of the second part, the following described real property situated in the County of Rice, State of Kansas, to-wit:\n\n     The NW/4 of Section 5, Township 20 South, Range 9 West.\n\nThere is hereby reserved unto the grantor, his heirs and assigns an undivided one-half (1/2) interest in and to all of the oil, gas and other minerals lying in and under the premises above described.\n\nDated this 2nd day of March, 1921.\n`;
  const r = await extract(text);
  assert.deepEqual([r.doc_category, r.conveyance.conveys_fee, r.conveyance.estate_types_conveyed], ['warranty_deed', true, ['fee']]);
  assert.deepEqual((r.conveyance.reservation_details ?? []).map((x) => `${x.estate_type} ${x.fraction}`), ['mineral 1/2']);
});

test('tracts: where the land lies is read from its own heading or paragraph, in capitals too, not from a party\'s residence; a metes-and-bounds corner is a point', async () => {
  const cases: Array<[string, string[]]> = [
    ['     RICE COUNTY, KANSAS\n    S5-T20S-R9W:\n    NW 1/4', ['KS|Rice|5|20S|9W|NW/4|null|null']],
    ['     The West Half of the Southeast Quarter (W/2 SE/4) of Sec. 32, Twp. 23 N., Rge. 1 E., (80 ac.), Noble County, Okla.\n\nGrantor Edna Vail is of Cass County, North Dakota.', ['OK|Noble|32|23N|1E|W/2 SE/4|null|80']],
    ['     A tract of land lying in Reno County, Kans., described as follows: Beginning at the Northeast corner of Section 20, Township 24 South, Range 6 West; thence West 2640 feet; thence South 2640 feet; thence East 2640 feet; thence North 2640 feet to the place of beginning, being the same land otherwise described as NE/4 of said Section 20, and containing one hundred and sixty (160) acres.', ['KS|Reno|20|24S|6W|NE/4|null|160']],
  ];
  for (const [description, want] of cases) assert.deepEqual(await tractsOf(description), want, description);
});

test('tracts: "said Section 20, 160 acres" is one section with its acreage; "lying Ellis County" without "in" says where the land lies', async () => {
  const text = `RIGHT OF WAY\n\nFor and in consideration of One Dollar, Ada Fenn, of Custer County, Oklahoma, hereinafter called Grantor, does hereby grant unto Plains Pipe Line Company a right of way over and through the following described land:\n\n     A tract of land lying Ellis County, Kans., described as follows: Beginning at the Southeast corner of Section 20, Township 12 South, Range 20 West; thence West 2640 feet; thence North 2640 feet; thence East 2640 feet; thence South 2640 feet to the place of beginning, being the same land otherwise described as SE/4 of said Section 20, 160 acres m/l.\n\nDated this 8th day of October, 1935.\n`;
  const fields = ['state', 'county', 'section', 'township', 'range', 'aliquot', 'lot', 'acres'] as const;
  assert.deepEqual((await extract(text)).tracts.map((t) => fields.map((f) => String(t[f])).join('|')), ['KS|Ellis|20|12S|20W|SE/4|null|160']);
});

test('dates: an affidavit "Subscribed and sworn t0 before me" (o read as 0) is dated by its jurat, not acknowledged', async () => {
  const text = `AFFIDAVIT OF HEIRSHIP\n\nSTATE OF KANSAS, COUNTY OF RICE, ss.\n\nMabel Ott, of lawful age, being first duly sworn, on oath states that she was well acquainted with Jonas Ott, who died intestate on May 2, 1918, a resident of Rice County, Kansas, and that he left surviving as his only heirs at law his children Carl Ott and Freda Ott.\n\nThat at the time of his death the decedent owned the NW/4 of Section 5, Township 20 South, Range 9 West.\n\nMabel Ott, Affiant\n\nSubscribed and sworn t0 before me the 3rd day of July, 1926.\nAmos Dill, Notary Public\n\nFiled 7-9-1926 at 9:45 a.m.; recorded in Miscellaneous Record 47, p. 9.\n`;
  assert.deepEqual(await datesOf(text), ['1926-07-03', '1926-07-03', null, '1926-07-09']);
});

test('tracts under OCR damage: "S½ of 533-T19S-R12W" (S read as 5), "17-1N-lW" (l for 1), "Scc. 32" (e read as c)', async () => {
  const cases: Array<[string, string[]]> = [
    ['     S½ of 533-T19S-R12W, and containing three hundred and twenty (320) acres, Barton County, Kans.', ['KS|Barton|33|19S|12W|S/2|null|320']],
    ['    17-1N-lW:\n    NW/4 SW/4\nin Garvin County, Oklahoma.', ['OK|Garvin|17|1N|1W|NW/4 SW/4|null|null']],
    ['     W/2 of SE/4, Scc. 32, Twp. 23 N., Rge. 1 E., containing 80 acres, more or less, Noble County, Okla.', ['OK|Noble|32|23N|1E|W/2 SE/4|null|80']],
  ];
  for (const [description, want] of cases) assert.deepEqual(await tractsOf(description), want, description);
});
