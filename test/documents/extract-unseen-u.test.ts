// What held-out set U (northwestern Wisconsin, northern Vermont, central Michigan, northwestern
// Pennsylvania, written blind to the rules) showed missing, in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tractKey } from '../../bench/documents-score.js';
import { parseNameList } from '../../src/documents/extract/names.js';
import { extractResolved } from '../helpers/extract.js';

const tracts = async (land: string) => (await extractResolved(`WARRANTY DEED\n\nAmos Reed conveys to Hugh Ball the following land:\n\n${land}\n\nDated May 1, 1950.\n`)).tracts.map(tractKey);

test('tracts: a Michigan "Town Fourteen (14) North"; government "lots numbered 3 and 4 of section twenty-nine" of a patent', async () => {
  assert.deepEqual(await tracts('The NW 1/4 of the SE 1/4 of Section Nine (9), Town Seventeen (17) North, Range Five (5) West, Clare County, Michigan, containing 40 acres.'), ['MI|Clare|9|17N|5W|NW/4 SE/4|null|null|null|null|40']);
  assert.deepEqual(await tracts('for lots numbered 1 and 2 of section thirty-one, in township forty-four north, of range nine west, of the fourth principal meridian, in Bayfield County, Wisconsin, containing 71.6 acres'), ['WI|Bayfield|31|44N|9W|null|null|null|null|1, 2|71.6']);
});

test('tracts: a Vermont town\'s lots by range ("Lot 7, Range 2", "Lot No. 44 in the Sixth Range", "the ninth lot in the third range of lots"), with a parcel by metes and bounds beside one', async () => {
  assert.deepEqual(await tracts('A certain piece of land in Alburgh, in the County of Grand Isle and State of Vermont, being a part of Lot 7, Range 2 in the first division of lots in said Town, containing 31 acres, more or less.'), ['VT|Grand Isle|null|null|2|null|null|null|null|7|31']);
  assert.deepEqual(await tracts('Being the south end of Lot No. 44 in the Sixth Range in the second division of lots in the Town of Berkshire, County of Franklin, Vermont, containing 62 acres.'), ['VT|Franklin|null|null|6|null|null|null|null|44|62']);
  assert.deepEqual(await tracts('Parcel ONE: the ninth lot in the third range of lots in Westfield, Orleans County, Vermont, containing 100 acres.\nParcel TWO: A certain piece of land in Westfield, Orleans County, Vermont, beginning at a cedar post; thence south 70 degrees east 40 rods to a stake; thence to the place of beginning, containing 12.5 acres, more or less.'), ['VT|Orleans|null|null|3|null|null|null|null|9|100', 'VT|Orleans|null|null|null|null|null|null|null|null|12.5']);
  assert.deepEqual(await tracts('LAND: THE SIXTIETH LOT IN THE EIGHTH RANGE OF LOTS IN THE TOWN OF TROY, ORLEANS COUNTY, VERMONT, CONTAINING 59 ACRES'), ['VT|Orleans|null|null|8|null|null|null|null|60|59']);
  // (a rectangular survey's range is no town's)
  assert.deepEqual(await tracts('Lot 3, Range 11 West, Section 6, Township 44 North, Douglas County, Wisconsin, containing 38.2 acres.'), ['WI|Douglas|6|44N|11W|null|null|null|null|3|38.2']);
});

test('tracts: Pennsylvania warrants however cited ("Warrant No. 4160, surveyed in the name of", "a warrant granted to", in capitals), an item or a form\'s line that opens with its acres, "County, Pa."', async () => {
  assert.deepEqual(await tracts('ALL that certain piece of land situate in the Township of Kane, County of McKean and Commonwealth of Pennsylvania, being part of Warrant No. 3120, surveyed in the name of Thomas Willing, containing 88 acres, more or less.'), ['PA|McKean|null|null|null|null|Thomas Willing Warrant|null|null|null|88']);
  assert.deepEqual(await tracts('a certain tract of land situate on the waters of Spring Creek, in the County of Elk and Commonwealth of Pennsylvania, surveyed in pursuance of a warrant granted to Robert Morris, No. 4411, containing ninety acres and allowance of six per cent for roads'), ['PA|Elk|null|null|null|null|Robert Morris Warrant|null|null|null|90']);
  assert.deepEqual(await tracts('ALL THAT CERTAIN PIECE OF LAND SITUATE IN THE TOWNSHIP OF HOWE, COUNTY OF FOREST AND COMMONWEALTH OF PENNSYLVANIA, BEING PART OF THE JOHN NICHOLSON WARRANT, NO. 5120, BOUNDED AND DESCRIBED AS FOLLOWS: BEGINNING AT A BEECH; CONTAINING 61.5 ACRES.'), ['PA|Forest|null|null|null|null|John Nicholson Warrant|null|null|null|61.5']);
  assert.deepEqual(await tracts('Land: 54 acres in Jones Township, Elk County, Pa., being part of warrantee tract in the name of Henry Drinker, Warrant No. 4021.\n(b) 37.2 acres, part of the tract of land surveyed on a warrant to William Bingham (Warrant No. 3310), Ridgway Township, Elk County, Pa.'), ['PA|Elk|null|null|null|null|Henry Drinker Warrant|null|null|null|54', 'PA|Elk|null|null|null|null|William Bingham Warrant|null|null|null|37.2']);
});

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.map((p) => `${p.canonical_name}|${p.role}`).sort();

test('probate: a Michigan order\'s residue "assigned to:" and an Orphans\' Court decree "awarded and distributed as follows:", one distributee a line ("To A, daughter, ...")', async () => {
  const order = await extractResolved(`ORDER ASSIGNING RESIDUE\n\nIn the Matter of the Estate of Hugo Wenzel, Deceased.\n\nIT IS ORDERED that the residue of said estate, including the SW 1/4 of Section 8, Town 14 North, Range 5 West, Isabella County, Michigan, be and the same is hereby assigned to:\n    Carl Wenzel, son, an undivided one-half (1/2) interest\n    Ida M. Beck, daughter, an undivided one-half (1/2) interest\n\nRalph Dunn, Judge of Probate.\n`);
  assert.deepEqual(parties(order), ['Carl Wenzel|heir', 'Hugo Wenzel|decedent', 'Ida M. Beck|heir']);
  const decree = await extractResolved(`ORPHANS' COURT DIVISION\n\nEstate of Emil Kahle, late of Kane Borough, Deceased.\n\nDECREE OF DISTRIBUTION\n\nAND NOW, this 2nd day of June, 1960, it is ORDERED and DECREED that the real estate of the decedent in the Township of Kane, County of McKean, Pennsylvania, be awarded and distributed as follows:\n    To Rose Kahle, widow, an undivided one-half (1/2) interest\n    To Otto F. Kahle, son, an undivided one-half (1/2) interest\n\nBY THE COURT:\n`);
  assert.deepEqual(parties(decree), ['Emil Kahle|decedent', 'Otto F. Kahle|heir', 'Rose Kahle|heir']);
});

test('an affidavit of heirship by one "well acquainted for more than 30 years with" the decedent: its list of heirs ends before the land it leads to', async () => {
  const r = await extractResolved(`AFFIDAVIT OF HEIRSHIP\n\nAmos Kline, being duly sworn according to law, deposes and says that he was well acquainted for more than 30 years with Peter Lutz, late of Jones Township, who died intestate on the 2nd day of May, 1955; that the decedent left surviving the following children, and no others, who are his sole heirs at law:\n\n    Ella Lutz, daughter\n    Fred Lutz, son\n\nthat the said heirs are now the owners of the interest of the decedent in and to the following described lands:\n\nALL that certain piece of land in the Township of Jones, County of Elk and Commonwealth of Pennsylvania, being part of the tract of land surveyed on a warrant to Samuel Meredith (Warrant No. 4412), containing 60 acres.\n\nSworn to and subscribed before me this 3rd day of June, 1956.\n`);
  assert.deepEqual(parties(r), ['Amos Kline|other', 'Ella Lutz|heir', 'Fred Lutz|heir', 'Peter Lutz|decedent']);
});

test('an abstracter\'s entry with the kind in the right-hand column ("   to      Warranty Deed"): its parties, "Dated" its execution and "Rec." its recording', async () => {
  const r = await extractResolved(`No. 12.\nKOHN, EMIL and KOHN, ROSA M.\n\tto\t\t\t\tWarranty Deed\nBAUER, C. F.\nDated 3-2-1891\t\tAck. Mar. 9, 1891\nRec. 3-20-1891, Liber 61 of Deeds, p. 12\nConveys: NW 1/4 of Section 4-14N-5W, Isabella County, Michigan, 160 acres\n`);
  assert.deepEqual(parties(r), ['C. F. Bauer|grantee', 'Emil Kohn|grantor', 'Rosa M. Kohn|grantor']);
  assert.deepEqual([r.dates.execution_date, r.dates.acknowledgment_date, r.dates.recording_date], ['1891-03-02', '1891-03-09', '1891-03-20']);
});

test('a Vermont deed\'s grantee named with the price ("paid ... by N. E. Cole, a married man, of Highgate, in the County of Franklin and State of Vermont, Grantee"); a wife "LUCILLE JUNE GADUE" in capitals', async () => {
  const r = await extractResolved(`WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS, That LUCILLE JUNE PAQUETTE, and OMER PAQUETTE, her husband, of Swanton, Grantors, in the consideration of Five Hundred Dollars paid to our full satisfaction by N. E. Cole, a married man, of Highgate, in the County of Franklin and State of Vermont, Grantee, by these presents do freely give, grant, sell, convey and confirm unto the said Grantee, his heirs and assigns forever, a certain piece of land in Swanton, Franklin County, Vermont, containing 40 acres.\n`);
  assert.deepEqual(parties(r), ['Lucille June Paquette|grantor', 'N. E. Cole|grantee', 'Omer Paquette|grantor']);
});

test('the oil region\'s lease "AGREEMENT ... have granted, demised and let unto"; a "DISCHARGE OF MORTGAGE" and a "SATISFACTION PIECE" (the lender grants, the mortgagors are released); a bank written "Firstbank"', async () => {
  const lease = await extractResolved(`AGREEMENT, made this sixth day of June, 1873, between Amos Hill and Ruth Hill, his wife, parties of the first part, and Kinzua Oil Company, party of the second part.\n\nWITNESSETH: That the said parties of the first part have granted, demised and let unto the said party of the second part all the oil and gas in and under a tract of land in the Township of Kane, County of McKean, Pennsylvania, containing 50 acres.\n`);
  assert.equal(lease.doc_category, 'oil_and_gas_lease');
  assert.deepEqual(parties(lease), ['Amos Hill|lessor', 'Kinzua Oil Company|lessee', 'Ruth Hill|lessor']);
  const discharge = await extractResolved(`DISCHARGE OF MORTGAGE\n\nKNOW ALL MEN BY THESE PRESENTS, That Isabella County Savings Bank, the holder of a certain mortgage made by Frank Koch to the said mortgagee, dated May 1, 1920, on the SW 1/4 of Section 3, T14N, R5W, Isabella County, Michigan, does hereby acknowledge full payment and satisfaction of the said mortgage.\n`);
  assert.equal(discharge.doc_category, 'other');
  assert.deepEqual(parties(discharge), ['Frank Koch|grantee', 'Isabella County Savings Bank|grantor']);
  const piece = await extractResolved(`SATISFACTION PIECE\n\nWarren Savings Bank, the mortgagee named in a certain mortgage given by Ada Ross and Carl Ross, dated June 1, 1940, hereby certifies that the debt secured by the said mortgage has been fully paid.\n`);
  assert.deepEqual(parties(piece), ['Ada Ross|grantee', 'Carl Ross|grantee', 'Warren Savings Bank|grantor']);
  const mortgage = await extractResolved(`MORTGAGE\n\nTHIS INDENTURE, Made the 6th day of April, 1989, between Ed Moss, a single man, Mortgagor, and Firstbank of Alma, Mortgagee, WITNESSETH: That the said Mortgagor does hereby mortgage and warrant unto the said Mortgagee the SW/4 of Section 24, Town 12 North, Range 4 West, Gratiot County, Michigan.\n`);
  assert.deepEqual(parties(mortgage), ['Ed Moss|grantor', 'Firstbank of Alma|grantee']);
  // (a surname ending so is no bank: "Gertie R. Eubank"; a number word after an initial is a surname: "GARY W. NINE")
  assert.deepEqual(parseNameList('GARY W. NINE, of Preston County, West Virginia', 0).map((n) => n.name), ['GARY W. NINE']);
  assert.deepEqual(parseNameList('Gertie R. Eubank, of Chautauqua County, Kansas;', 0).map((n) => [n.name, n.kind]), [['Gertie R. Eubank', 'person']]);
});

test('a release in capitals: "TIONESTA VALLEY GAS COMPANY, THE PRESENT OWNER OF THE OIL AND GAS LEASE" is the company alone', async () => {
  const r = await extractResolved(`RELEASE\n\nKNOW ALL MEN BY THESE PRESENTS, THAT KANE VALLEY GAS COMPANY, THE PRESENT OWNER OF THE OIL AND GAS LEASE DATED MAY 15, 1883, MADE BY ELI ROSS AND ANNA ROSS, HIS WIFE, AS LESSORS, DOES HEREBY RELEASE AND SURRENDER SAID LEASE UNTO THE LESSORS.\n`);
  assert.deepEqual(parties(r), ['Anna Ross|lessor', 'Eli Ross|lessor', 'Kane Valley Gas Company|lessee']);
});

test('dates: a town clerk\'s heading ("Town Clerk\'s Office, Swanton, Vermont, March 2, 1873.\\nReceived for record ..."), a recorder\'s certificate ("Recorded in the Office ... Witness my hand and seal of office this ..."), "On August 15, 1878, before me", Wisconsin\'s "authenticated on"', async () => {
  const vt = await extractResolved(`Town Clerk's Office, Swanton, Vermont, March 2, 1873.\nReceived for record at 3 o'clock P. M. and recorded in Book 47, Page 480 of Swanton Land Records.\n\nWARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS, That Ira Cole, of Swanton, for one hundred dollars paid by Eli Roy, does give, grant, sell, convey and confirm unto the said Eli Roy a certain piece of land in Swanton, Franklin County, Vermont, containing 12 acres.\n\nIN WITNESS WHEREOF, I have hereunto set my hand and seal this 22nd day of February, A.D. 1873.\n`);
  assert.deepEqual([vt.dates.execution_date, vt.dates.recording_date], ['1873-02-22', '1873-03-02']);
  const pa = await extractResolved(`Recorded in the Office for the Recording of Deeds, &c., in and for the County of Elk, in Misc. Book Vol. 116, page 321, &c.\nWitness my hand and seal of office this 8th day of May, A.D. 1883.\nAda Ross, Recorder.\n\nAGREEMENT, made this thirty-first day of March, 1883, between Hugh Mong, party of the first part, and Kinzua Oil Company, party of the second part, WITNESSETH: That the said party of the first part has granted, demised and let unto the said party of the second part all the oil and gas under a tract of land in the Township of Jones, County of Elk, Pennsylvania, containing 50 acres.\n\nCOMMONWEALTH OF PENNSYLVANIA, COUNTY OF ELK, ss.\nOn April 3, 1883, before me personally appeared Hugh Mong, and acknowledged the above written instrument.\n`);
  assert.deepEqual([pa.dates.execution_date, pa.dates.acknowledgment_date, pa.dates.recording_date], ['1883-03-31', '1883-04-03', '1883-05-08']);
  const wi = await extractResolved(`WARRANTY DEED\n\nGrantor, Olaf Berg, conveys to Grantee, Nels Dahl, the following described real estate in Douglas County, State of Wisconsin: the NE 1/4 of the SW 1/4 of Section 9, Township 46 North, Range 12 West, containing 40 acres.\n\nDated October 27, 1976.\n\nSignature of Olaf Berg authenticated on November 1, 1976.\n`);
  assert.deepEqual([wi.dates.execution_date, wi.dates.acknowledgment_date], ['1976-10-27', '1976-11-01']);
});

test('dates: a power of attorney\'s date and a probate court\'s license to sell are no dating of the deed; a transfer tax stamp\'s "Date 12/16/1972" above the deed gives way to its own dating', async () => {
  const poa = await extractResolved(`KNOW ALL PERSONS BY THESE PRESENTS: That Otto Beck, by Carl Beck, his attorney in fact under power of attorney dated September 3, 1964, Conveys and Warrants to Ray Moss the SE 1/4 of Section 9, T12N, R4W, Gratiot County, Michigan.\n\nDated this 14th day of January, 1967.\n`);
  assert.equal(poa.dates.execution_date, '1967-01-14');
  const license = await extractResolved(`KNOW ALL PERSONS BY THESE PRESENTS, That I, Amos Hill, Administrator of the estate of Eli Roy, by virtue of a license granted to me by the Probate Court for the District of Franklin on the 6th day of December, 1976, to sell the real estate of the said deceased, do give, grant, sell and convey unto Ira Cole a certain piece of land in Swanton, Franklin County, Vermont, containing 20 acres.\n\nIN WITNESS WHEREOF I have hereunto set my hand and seal this 25th day of January, A.D. 1977.\n`);
  assert.equal(license.dates.execution_date, '1977-01-25');
  const stamp = await extractResolved(`VERMONT PROPERTY TRANSFER TAX\nReturn No. 72-258    Signed Eve Hall, Clerk    Date 12/16/1972\n\nWARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS, That Ira Cole does give, grant, sell, convey and confirm unto Eli Roy a certain piece of land in Troy, Orleans County, Vermont, containing 30 acres.\n\nIN WITNESS WHEREOF, I have hereunto set my hand and seal this 1st day of November, 1972.\n`);
  assert.equal(stamp.dates.execution_date, '1972-11-01');
});

test('categories: Michigan\'s "COVENANT DEED" (the grantor "has not done, committed or suffered anything whereby the premises have been encumbered") and a warranty against those "claiming by, through or under himself, and against none other" are special warranty deeds; Wisconsin\'s "TRANSFER BY AFFIDAVIT" an affidavit of heirship and its "TERMINATION OF DECEDENT\'S INTEREST" other', async () => {
  const category = async (t: string) => (await extractResolved(t)).doc_category;
  assert.equal(await category(`COVENANT DEED\n\nKNOW ALL PERSONS BY THESE PRESENTS: That Ed Moss Convey to Ray Beck the NW 1/4 of Section 3, T. 10 N., R. 1 W., Gratiot County, Michigan, and the Grantor covenants that the Grantor has not done, committed or suffered anything whereby the premises have been encumbered in any way whatever.\n`), 'special_warranty_deed');
  assert.equal(await category(`This Indenture, Made the 2nd day of May, 1890, BETWEEN Ed Moss, party of the first part, and Ray Beck, party of the second part, WITNESSETH, That the said party of the first part does grant, bargain, sell, remise, release, alien and confirm unto the said party of the second part the SE 1/4 of Section 22, Town 15 North, Range 6 West, Isabella County, Michigan; and he will WARRANT and DEFEND the same against all lawful claims of persons claiming by, through or under himself, and against none other.\n`), 'special_warranty_deed');
  assert.equal(await category(`TRANSFER BY AFFIDAVIT\n($50,000 and Under)\n\nI, Emma Berg, being first duly sworn, state that:\n1. The decedent, Olaf Berg, died on 11 March 1996, domiciled in Douglas County, Wisconsin.\n2. The fee simple title of the decedent in the real property described below is transferred to the following persons: Emma Berg (daughter).\n`), 'affidavit_of_heirship');
  assert.equal(await category(`TERMINATION OF DECEDENT'S INTEREST\n\nSTATE OF WISCONSIN ) ss.\nDOUGLAS COUNTY )\n\nEmma Berg, being first duly sworn, states that Olaf Berg, who died on May 2, 1990, and Emma Berg held the following property as survivorship marital property.\n`), 'other');
});

test('a form in capitals ("THE UNDERSIGNED HEREBY CONVEYS TO HOWARD C. FJELD"); a mortgage "BETWEEN A, MORTGAGOR, AND B BANK, MORTGAGEE"; a Polish "Wojcik" is no OCR slip', async () => {
  const caps = await extractResolved(`CONVEYANCE OF MINERAL RIGHTS\n\nLAND: NE 1/4 OF SE 1/4 OF SECTION 14-46N-14W, DOUGLAS COUNTY, WISCONSIN, 40 ACRES\n\nFOR THE SUM OF SEVENTY DOLLARS, THE UNDERSIGNED HEREBY CONVEYS TO NELS BERG, A MARRIED MAN, AN UNDIVIDED 1/4 INTEREST IN AND TO THE MINERALS IN AND UNDER THE LAND DESCRIBED ABOVE.\n\n__________________________\nOLAF DAHL\n`);
  assert.deepEqual(parties(caps), ['Nels Berg|grantee', 'Olaf Dahl|grantor']);
  const mortgage = await extractResolved(`MORTGAGE\n\nTHIS INDENTURE, MADE THE 24TH DAY OF MAY, A.D. 1935, BETWEEN H. W. KOCH, UNMARRIED, MORTGAGOR, AND WARREN SAVINGS BANK, MORTGAGEE, WITNESSETH: THAT THE SAID MORTGAGOR DOES HEREBY GRANT AND CONVEY UNTO THE SAID MORTGAGEE ALL THAT CERTAIN PIECE OF LAND IN THE TOWNSHIP OF KANE, COUNTY OF MCKEAN, PENNSYLVANIA, CONTAINING 40 ACRES, TO SECURE THE PAYMENT OF ONE THOUSAND DOLLARS.\n`);
  assert.deepEqual(parties(mortgage), ['H. W. Koch|grantor', 'Warren Savings Bank|grantee']);
  const polish = await extractResolved(`QUIT CLAIM DEED\n\nThat Bertha Wojcik, a widow, quitclaims to Henry Wojcik the NE 1/4 of Section 3, Township 46 North, Range 12 West, Douglas County, Wisconsin.\n`);
  assert.deepEqual(parties(polish), ['Bertha Wojcik|grantor', 'Henry Wojcik|grantee']);
});
