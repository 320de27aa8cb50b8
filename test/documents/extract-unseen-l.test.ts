// Forms held-out set L (western New York, southern Indiana, Tennessee, western Kentucky, the Texas
// Gulf Coast, written blind to the rules) showed missing, in wordings of my own: the Holland Land
// Company's lots named by its survey or by ordinal township and range, two parcels of one great lot,
// and a real name that reads like an OCR slip ("Rawls").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const fields = (t: { state: string | null; county: string | null; survey: string | null; township: string | null; range: string | null; lot: string | null; abstract: string | null; acres: number | null }) => [
  t.state, t.county, t.survey, t.township, t.range, t.lot, t.abstract, t.acres,
];

const deed = (land: string) => `BARGAIN AND SALE DEED WITH COVENANT AGAINST GRANTOR'S ACTS

THIS INDENTURE, made the 2nd day of May, 1961, between Orrin T. Blodgett, of the Town of Ellicottville, party of the first part, and Wendell J. Pierce, party of the second part,

WITNESSETH, that the party of the first part, in consideration of One Dollar and other valuable consideration paid by the party of the second part, does hereby grant and release unto the party of the second part, his heirs and assigns forever,

${land}

AND the party of the first part covenants that he has not done or suffered anything whereby the said premises have been encumbered in any way whatever.
`;

test('a lot of the Holland Land Company: by its "Survey", by ordinal township and range, the same tract', async () => {
  const survey = await extractResolved(deed("ALL THAT TRACT OR PARCEL OF LAND situate in the Town of Ellicottville, County of Cattaraugus and State of New York, being part of Lot No. 27, Township 4, Range 6 of the Holland Land Company's Survey, containing 42.5 acres of land, more or less."));
  assert.deepEqual(survey.tracts.map(fields), [['NY', 'Cattaraugus', 'Holland Purchase', '4', '6', '27', null, 42.5]]);
  const ordinal = await extractResolved(deed("ALL THAT TRACT OR PARCEL OF LAND situate in the Town of Ellicottville, County of Cattaraugus and State of New York, being part of Great Lot Twenty-Seven (27) in the Fourth Township and Sixth Range of the Holland Land Company's Purchase, containing 42.5 acres of land, more or less."));
  assert.deepEqual(ordinal.tracts.map(fields), [['NY', 'Cattaraugus', 'Holland Purchase', '4', '6', '27', null, 42.5]]);
  assert.equal(ordinal.tracts[0].tract_id, survey.tracts[0].tract_id);
});

test('two parcels of one great lot, each with its acres, are two tracts; the lot named twice for one parcel is one', async () => {
  const two = await extractResolved(deed(`FIRST PARCEL: ALL THAT TRACT OR PARCEL OF LAND situate in the Town of Napoli, County of Cattaraugus and State of New York, being part of Lot 12, Township 3, Range 8 of the Holland Purchase, bounded as follows: BEGINNING at an iron pin in the highway; thence east 40 rods; containing 21.75 acres of land, more or less.

SECOND PARCEL: ALL THAT TRACT OR PARCEL OF LAND situate in said Town, being part of Lot 12, Township 3, Range 8 of the Holland Purchase, bounded as follows: BEGINNING at a maple; thence south 60 rods; containing 30 acres of land, more or less.`));
  assert.deepEqual(two.tracts.map(fields), [['NY', 'Cattaraugus', 'Holland Purchase', '3', '8', '12', null, 21.75], ['NY', 'Cattaraugus', 'Holland Purchase', '3', '8', '12', null, 30]]);
  assert.notEqual(two.tracts[0].tract_id, two.tracts[1].tract_id);
  const once = await extractResolved(deed('ALL THAT TRACT situate in the Town of Napoli, County of Cattaraugus and State of New York, being part of Lot 12, Township 3, Range 8 of the Holland Purchase, containing 21.75 acres of land, more or less, and being the same premises as part of Lot 12, Township 3, Range 8 of the Holland Purchase conveyed by deed recorded in Liber 402 of Deeds at page 77.'));
  assert.deepEqual(once.tracts.map(fields), [['NY', 'Cattaraugus', 'Holland Purchase', '3', '8', '12', null, 21.75]]);
});

test('"Rawls" is a name, not an OCR slip for "Rawis" (while "Lewls" is still "Lewis")', async () => {
  const r = await extractResolved(`MINERAL DEED

Lewls T. Boone, Grantor, of Brazoria County, Texas, conveys to Hattie Mae Rawls, Grantee, an undivided one-half (1/2) interest in the oil, gas and other minerals in and under 96.4 acres of land out of the Daniel Rawls League, Abstract No. 119, Brazoria County, Texas.
`);
  assert.deepEqual(r.tracts.map(fields), [['TX', 'Brazoria', 'Daniel Rawls League', null, null, null, '119', 96.4]]);
  assert.deepEqual(r.parties.map((p) => [p.canonical_name, p.role]), [['Lewis T. Boone', 'grantor'], ['Hattie Mae Rawls', 'grantee']]);
});

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.filter((p) => p.role !== 'other').map((p) => `${p.role}:${p.canonical_name}`);

test('a will\'s devisees listed after the land it gives, on lines of their own or after the colon; the description\'s names are no heirs', async () => {
  const land = `ALL THAT TRACT OR PARCEL OF LAND situate in the Town of Olean, County of Cattaraugus and State of New York, being part of Lot 8, Township 2, Range 4 of the Holland Purchase, BEGINNING at a stake corner to the lands now or formerly of Ephraim Loomis; thence east 20 chains; containing 33 acres of land, more or less.`;
  const lines = await extractResolved(`DECREE ADMITTING WILL TO PROBATE

In the Matter of the Probate of the Last Will and Testament of WALLACE P. HENNING, Deceased.

It appearing that by said will the testator devised all of his real property, including the fee simple title to the following described land in Cattaraugus County, New York:

${land}

to the following, share and share alike:

Irene M. Henning, widow, of the County of Cattaraugus and State of New York;
Curtis W. Henning, son, of Erie County, Pennsylvania;

NOW, on motion, it is ORDERED that the said instrument be admitted to probate.
`);
  assert.deepEqual(parties(lines), ['decedent:Wallace P. Henning', 'heir:Irene M. Henning', 'heir:Curtis W. Henning']);
  const after = await extractResolved(`ORDER OF PROBATE

The paper writing purporting to be the last will and testament of WALLACE P. HENNING, who died on March 3, 1958, having been proven, it is ORDERED that the same be admitted to record.

The Court finds that by said will the decedent devised the fee simple title to the following described land in Union County, Kentucky:

A certain tract of land on the waters of Cypress Creek, BEGINNING at a stone in the line of Ephraim Loomis; thence north 40 poles to a stake, containing 61 acres, more or less.

unto the following devisees, in equal shares: Irene M. Henning, widow, of the County of Union and State of Kentucky;
Curtis W. Henning, son, a resident of Webster County, Kentucky.

Entered May 2, 1958.
`);
  assert.deepEqual(parties(after), ['decedent:Wallace P. Henning', 'heir:Irene M. Henning', 'heir:Curtis W. Henning']);
});

test('a minerals devise "in and under the following described land": the description\'s district and creek are no heirs', async () => {
  const r = await extractResolved(`ORDER ADMITTING WILL TO PROBATE

It appearing to the Court that Opal R. Yeary departed this life on June 2, 1951, leaving a last will and testament;

And it further appearing that by said will the testator devised an undivided one-eighth (1/8) interest in and to the oil, gas and other minerals in and under the following described land in Morgan County, Tennessee:

Situated in Civil District No. 4 of Morgan County, Tennessee, on the waters of Crooked Fork, BEGINNING at a poplar; thence North 40 poles to a stake, containing 75 acres, more or less.

to Harlan B. Yeary, son, of the County of Roane and State of Tennessee;

Entered this 9th day of October, 1951.
`);
  assert.deepEqual(parties(r), ['decedent:Opal R. Yeary', 'heir:Harlan B. Yeary']);
});

test('an executrix\'s deed "of all the right, title and interest which the said X had at his death in ... ALL THAT TRACT": X grants, not "That Tract"', async () => {
  const r = await extractResolved(`EXECUTRIX'S DEED

THIS DEED, made this 3rd day of June, 1999, by Norma J. Pettit, as Executrix of the Last Will and Testament of Royal E. Tefft, deceased, late of Allegany County, New York,

NOW, THEREFORE, the said Norma J. Pettit, as such fiduciary, does hereby grant and convey unto Kenneth A. Brundage, his heirs and assigns forever, all the right, title and interest which the said Royal E. Tefft had at the time of his death in and to the following described real estate:

ALL THAT TRACT OR PARCEL OF LAND situate in the Town of Cuba, County of Allegany and State of New York, being part of Lot 30, Township 3, Range 3 of the Holland Purchase, containing 64 acres of land, more or less.
`);
  assert.deepEqual(parties(r), ['grantor:Royal E. Tefft', 'grantee:Kenneth A. Brundage']);
});

test('a State of Tennessee grant and a Commonwealth of Kentucky patent: "granted by the said State of Tennessee, unto X"; dated at the capital, not the entry\'s day', async () => {
  const grant = (sovereign: string, head: string) => `${head}
No. 8841

To all to whom these presents shall come, Greeting:

Know ye, That by virtue of Entry No. 902, made in the office of the Entry Taker of Scott County, and entered on the 9th day of March, 1849, there is granted by the said ${sovereign}, unto Elias W. Chitwood, a certain tract of land containing forty (40) acres by survey bearing date the 2nd day of May, 1850, lying in said County, on the waters of New River.

In witness whereof, the Governor hath hereunto set his hand, at Nashville, on the twelfth day of August, in the year of our Lord one thousand eight hundred fifty-one.
`;
  const tn = await extractResolved(grant('State of Tennessee', 'STATE OF TENNESSEE,'));
  assert.deepEqual(parties(tn), ['grantor:State of Tennessee', 'grantee:Elias W. Chitwood']);
  assert.equal(tn.dates.execution_date, '1851-08-12');
  const ky = await extractResolved(grant('COMMONWEALTH OF KENTUCKY', 'THE COMMONWEALTH OF KENTUCKY,'));
  assert.deepEqual(parties(ky), ['grantor:Commonwealth of Kentucky', 'grantee:Elias W. Chitwood']);
});

test('"Edward Andrew Cates Jr." without a comma is a name with its suffix', async () => {
  const r = await extractResolved(`QUITCLAIM DEED

THIS DEED, made and entered into this 28th day of July, 1941, by and between Joseph W. Laffoon, of Henderson County, Kentucky, party of the first part, and Edward Andrew Cates Jr., a single man, party of the second part;

WITNESSETH: That the party of the first part does hereby remise, release and quitclaim unto the party of the second part the following described property.
`);
  assert.deepEqual(parties(r), ['grantor:Joseph W. Laffoon', 'grantee:Edward Andrew Cates, Jr.']);
});

test('a sheriff\'s deed "unto the said purchaser": the one who became the purchaser takes; the judgment and sale days are recitals, the deed is dated by its testimony clause', async () => {
  const r = await extractResolved(`SHERIFF'S DEED

KNOW ALL MEN BY THESE PRESENTS: WHEREAS, on the 2nd day of June, 1931, in a certain action in the Circuit Court of Scott County, wherein Amos Kidd was plaintiff and Homer T. Laxton and Ida Laxton were defendants, judgment was rendered against the said defendants; and WHEREAS, I, Roy Goad, Sheriff of Scott County, did on the 9th day of January, 1932, at the courthouse door in Huntsville, expose the same to sale at public auction, when and where Dewey C. Marcum became the purchaser thereof;

NOW, THEREFORE, I, Roy Goad, Sheriff as aforesaid, do hereby grant, sell and convey unto the said purchaser, his heirs and assigns, all the right, title and interest of the said Homer T. Laxton and Ida Laxton in and to the following real estate: Situated in Scott County, Tennessee, containing 44 acres, more or less.

WITNESS my hand this 15th day of March, 1932.
`);
  assert.deepEqual(parties(r), ['grantor:Homer T. Laxton', 'grantor:Ida Laxton', 'grantee:Dewey C. Marcum']);
  assert.equal(r.dates.execution_date, '1932-03-15');
});

test('a tax deed: the owners the land "was assessed for taxation ... in the name of" grant', async () => {
  const r = await extractResolved(`TAX DEED

WHEREAS, the following described real estate, situated in Gibson County, Indiana, to-wit: SE/4 NE/4 Sec. 12, T2S, R11W, 2nd P.M. (40 acres), was assessed for taxation for the year 1921 in the name of Orval Stunkel and Minnie Stunkel, and the taxes thereon remaining unpaid, the same was duly sold to Lyman P. Breidenbaugh; and the time for redemption has expired;

NOW, THEREFORE, I, Carl Ziliak, Auditor of Gibson County, do hereby grant and convey unto the said purchaser the real estate above described.

IN WITNESS WHEREOF, I have hereunto set my hand this 6th day of May, 1924.
`);
  assert.deepEqual(parties(r), ['grantor:Orval Stunkel', 'grantor:Minnie Stunkel', 'grantee:Lyman P. Breidenbaugh']);
});

test('a Texas judgment declaring heirship: "the heirs of X, Deceased"; "the following are the only heirs of the decedent, and ...:" one to a line', async () => {
  const r = await extractResolved(`CAUSE NO. 12-304

IN THE ESTATE OF             §     IN THE COUNTY COURT
VIOLA MAE KUBENA,            §
DECEASED                     §     OF WHARTON COUNTY, TEXAS

JUDGMENT DECLARING HEIRSHIP

On this day the Court heard the application to determine the heirs of Viola Mae Kubena, Deceased. The Court finds that the decedent died intestate on March 3, 1961, and that she owned at her death an undivided one-fourth (1/4) interest in the minerals under 88 acres out of the Wm. Kincheloe League, A-36, Wharton County, Texas.

IT IS ORDERED AND DECREED that the following are the only heirs of the decedent, and that each is entitled to an undivided one-half (1/2) of the decedent's estate:

Alois J. Kubena, widower, of the County of Wharton and State of Texas;
Rosalie Kubena Hlavaty, daughter, a resident of Fort Bend County, Texas.

SIGNED on August 9, 1962.
`);
  assert.deepEqual(parties(r), ['decedent:Viola Mae Kubena', 'heir:Alois J. Kubena', 'heir:Rosalie Kubena Hlavaty']);
});

test('"Return to: X Abstract Corporation" in a recording box is no grantee; the grantee is the one who paid', async () => {
  const r = await extractResolved(`FILED AND RECORDED
OFFICIAL PUBLIC RECORDS
2020003210

This instrument prepared by: Levi Gatlin, Attorney at Law, Bay City, Texas
Return to: Matagorda Abstract Corporation

QUITCLAIM DEED

That we, Susan L. Huebner and Vernon D. Huebner Jr., a single man, for and in consideration of Ten Dollars to us in hand paid by Mabel L. Huebner, a single woman, of Matagorda County, Texas, do QUITCLAIM unto the said grantee all of our right, title and interest in 539.38 acres out of the Elias R. Wightman League, Abstract No. 104, Matagorda County, Texas.
`);
  assert.deepEqual(parties(r), ['grantor:Susan L. Huebner', 'grantor:Vernon D. Huebner, Jr.', 'grantee:Mabel L. Huebner']);
});

test('OCR in a quarter: "SE l/4" (an l for the 1), "NW 1/4 5W 1/4" (a 5 for the S)', async () => {
  const deed = (land: string) => extractResolved(`WARRANTY DEED\n\nJohn T. Embree conveys and warrants to Ora P. Kimball: ${land}, Township 2 South, Range 6 West, in Pike County, Indiana, containing 40 acres, more or less.\n`);
  assert.deepEqual((await deed('The SE l/4 NE 1/4 of Section 5')).tracts.map((t) => [t.section, t.aliquot]), [['5', 'SE/4 NE/4']]);
  assert.deepEqual((await deed('The NW 1/4 5W 1/4 of Section 26')).tracts.map((t) => [t.section, t.aliquot]), [['26', 'NW/4 SW/4']]);
});

test('a master commissioner\'s or special commissioner\'s deed: the owner whose title is sold grants, not the commissioner', async () => {
  const master = await extractResolved(`MASTER COMMISSIONER'S DEED

THIS INDENTURE, made the 2nd day of March, 1939, between Otis B. Howard, Master Commissioner of the Floyd Circuit Court, of the one part, and Ray Mullins, of the other part:

WHEREAS, by a judgment of the Floyd Circuit Court the premises hereinafter described were sold as the property of Elbert C. Hall to Ray Mullins, the highest bidder;

NOW THIS INDENTURE WITNESSETH, that the said Commissioner does grant and convey unto the said purchaser all the right, title and interest of the said Elbert C. Hall in and to a tract of land in Floyd County, Kentucky, on the waters of Beaver Creek, containing 31.5 acres, more or less.
`);
  assert.deepEqual(parties(master), ['grantor:Elbert C. Hall', 'grantee:Ray Mullins']);
  const special = await extractResolved(`TAX DEED

THIS DEED, made this 5th day of January, 1931, by and between Roy Fuller, Special Commissioner of the Circuit Court of Dickenson County, party of the first part, and Lonnie Mullins, party of the second part.

WHEREAS, the real estate hereinafter described was assessed to and standing in the name of Cecil W. Deel for the nonpayment of the taxes thereon for the year 1927, and was sold for said taxes;

NOW, THEREFORE, the party of the first part, as such officer, does grant and convey unto the party of the second part 40 acres in Dickenson County, Virginia.
`);
  assert.deepEqual(parties(special), ['grantee:Lonnie Mullins', 'grantor:Cecil W. Deel']);
});

test('a short form headed "Grantor:" and "Grantee:": the notary\'s "I, X, a Notary Public" is no grantor', async () => {
  const r = await extractResolved(`QUITCLAIM DEED

Grantor: Jeffrey Floyd Cook, a married man, of Buchanan County, Virginia

Grantee: E. E. Cook, a married woman, of Buchanan County, Virginia

Property: 12 acres on the waters of Dismal River, Buchanan County, Virginia.

For the consideration stated, Grantor release and quitclaim the Property to Grantee.

STATE OF VIRGINIA, COUNTY OF BUCHANAN, to-wit:
I, A. L. Fetty, a Notary Public in and for the County aforesaid, do certify that Jeffrey Floyd Cook, whose name is signed to the foregoing writing, bearing date on the 28th day of March, 1963, has acknowledged the same before me.
`);
  assert.deepEqual(parties(r), ['grantor:Jeffrey Floyd Cook', 'grantee:E. E. Cook']);
});

test('tracts labelled one a line: the next tract\'s "Tract 2: Lot 4, ..." is not the lots of the section before', async () => {
  const r = await extractResolved(`WARRANTY DEED

Fred Leiker conveys and warrants to George L. Staab the following land in Ellis County, Kansas:

Tract 1: S/2NW/4 of Sec. 3, T15S, R18W, 6th P.M.
Tract 2: Lot 4, the SW/4NW/4 of Sec. 1, T15S, R18W, 6th P.M.
`);
  assert.deepEqual(r.tracts.map((t) => [t.section, t.aliquot, t.lot]), [['3', 'S/2 NW/4', null], ['1', 'SW/4 NW/4', '4']]);
});
