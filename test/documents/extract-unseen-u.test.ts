// What held-out set U (northwestern Wisconsin, northern Vermont, central Michigan, northwestern
// Pennsylvania, written blind to the rules) showed missing, in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tractKey } from '../../bench/documents-score.js';
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
  // (a rectangular survey's range is no town's)
  assert.deepEqual(await tracts('Lot 3, Range 11 West, Section 6, Township 44 North, Douglas County, Wisconsin, containing 38.2 acres.'), ['WI|Douglas|6|44N|11W|null|null|null|null|3|38.2']);
});

test('tracts: Pennsylvania warrants however cited ("Warrant No. 4160, surveyed in the name of", "a warrant granted to", in capitals), an item or a form\'s line that opens with its acres, "County, Pa."', async () => {
  assert.deepEqual(await tracts('ALL that certain piece of land situate in the Township of Kane, County of McKean and Commonwealth of Pennsylvania, being part of Warrant No. 3120, surveyed in the name of Thomas Willing, containing 88 acres, more or less.'), ['PA|McKean|null|null|null|null|Thomas Willing Warrant|null|null|null|88']);
  assert.deepEqual(await tracts('a certain tract of land situate on the waters of Spring Creek, in the County of Elk and Commonwealth of Pennsylvania, surveyed in pursuance of a warrant granted to Robert Morris, No. 4411, containing ninety acres and allowance of six per cent for roads'), ['PA|Elk|null|null|null|null|Robert Morris Warrant|null|null|null|90']);
  assert.deepEqual(await tracts('ALL THAT CERTAIN PIECE OF LAND SITUATE IN THE TOWNSHIP OF HOWE, COUNTY OF FOREST AND COMMONWEALTH OF PENNSYLVANIA, BEING PART OF THE JOHN NICHOLSON WARRANT, NO. 5120, BOUNDED AND DESCRIBED AS FOLLOWS: BEGINNING AT A BEECH; CONTAINING 61.5 ACRES.'), ['PA|Forest|null|null|null|null|John Nicholson Warrant|null|null|null|61.5']);
  assert.deepEqual(await tracts('Land: 54 acres in Jones Township, Elk County, Pa., being part of warrantee tract in the name of Henry Drinker, Warrant No. 4021.\n(b) 37.2 acres, part of the tract of land surveyed on a warrant to William Bingham (Warrant No. 3310), Ridgway Township, Elk County, Pa.'), ['PA|Elk|null|null|null|null|Henry Drinker Warrant|null|null|null|54', 'PA|Elk|null|null|null|null|William Bingham Warrant|null|null|null|37.2']);
});
