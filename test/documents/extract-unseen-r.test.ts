// Forms held-out set R (the Giddings Austin Chalk, Texas railroad blocks of the Rolling Plains,
// southern West Virginia, the Los Angeles basin's town lots, Kansas' Cherokee basin, written blind
// to the rules) showed missing, in wordings of my own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractResolved } from '../helpers/extract.js';

const parties = (r: { parties: Array<{ canonical_name: string; role: string }> }) => r.parties.map((p) => `${p.canonical_name}|${p.role}`);
const lots = (r: Awaited<ReturnType<typeof extractResolved>>) => r.tracts.map((t) => [t.state, t.county, t.block, t.lot, t.acres].join('|'));

test('a lot of a California tract map or of a town\'s plat is a tract: "Lot 9, Block 3 of Tract No. 5512", "Lots 4 and 5, Block 7, Town of San Pedro"', async () => {
  const r = await extractResolved(`GRANT DEED

FOR A VALUABLE CONSIDERATION, EDNA FOY grants to KAZUO ITO the real property in the County of Los Angeles, State of California, described as:

Lot Nine (9), Block 3 of Tract No. 5512, in the City of Long Beach, as per map recorded in Book 58, Page 12 of Maps, records of said County; Lots 4 and 5, Block 7, Town of San Pedro, in the City of Los Angeles, M.B. 2-14; and Lot 21, Tract 6610, M.B. 70-3, Los Angeles County

Dated: March 3, 1924
`);
  assert.deepEqual(lots(r), ['CA|Los Angeles|3|9|', 'CA|Los Angeles|7|4, 5|', 'CA|Los Angeles||21|']);
  // (a lot "in the Town of" a New York town, without a block, is no town lot: the land is known by its county and acres)
  const ny = await extractResolved(`WARRANTY DEED

That Amos Reed conveys to Hugh Ball all that tract of land being part of Lot 37 in the Town of Alfred, County of Allegany, State of New York, containing 50 acres.

Dated May 1, 1920.
`);
  assert.deepEqual(lots(ny), ['NY|Allegany|||50']);
});

test('"Lot 40 of Tract No. 1534" and "Lot 40, Tract 1534, M.B. 35-32" are the same land, with one tract_id', async () => {
  const a = await extractResolved(`QUITCLAIM DEED

FOR A VALUABLE CONSIDERATION, Ada Voss hereby REMISES, RELEASES AND QUITCLAIMS to Otto Lund the following described real property in the County of Los Angeles, State of California:

Lot 40 of Tract No. 1534, in the City of Signal Hill, as per map recorded in Book 35, Page 32 of Maps

Dated: June 3, 1955
`);
  const b = await extractResolved(`GRANT DEED

Otto Lund grants to Ruth Amsel the real property described as Lot 40, Tract 1534, M.B. 35-32, Los Angeles County, California.

Dated: May 9, 1961
`);
  assert.equal(a.tracts.length, 1);
  assert.equal(b.tracts.length, 1);
  assert.equal(a.tracts[0].tract_id, b.tracts[0].tract_id);
  assert.equal(b.tracts[0].tract_identity_phrase, 'Lots 40 of Tract No. 1534, Los Angeles County, CA');
});

test('a community lease\'s schedule of lessors, one name to a row in index order, are its lessors', async () => {
  const r = await extractResolved(`COMMUNITY OIL AND GAS LEASE

THIS AGREEMENT, made this 2nd day of June, 1921, by and between the several persons whose names are subscribed hereto and who are set forth in the schedule below as the owners of the lots set opposite their names, hereinafter called Lessor, and Hilltop Crude Oil Company, a corporation, hereinafter called Lessee.

WITNESSETH: Lessor does hereby lease and let unto Lessee the following lots: Lot 9, Block 3 of Tract No. 5512, in the City of Long Beach, as per map recorded in Book 58, Page 12 of Maps, records of Los Angeles County, California.

SCHEDULE OF LESSORS
NAME                                 LOT      BLOCK  TRACT
FOY, EDNA                            9        3      Tract 5512
Kazuo Ito                            9        3      Tract 5512

______________________________
Edna Foy
`);
  assert.deepEqual(parties(r), ['Edna Foy|lessor', 'Kazuo Ito|lessor', 'Hilltop Crude Oil Company|lessee']);
});

test('a community lease\'s schedule sets each lessor\'s lot opposite his name: his tract_ids; two lots of one town plat are two tracts', async () => {
  const r = await extractResolved(`COMMUNITY OIL AND GAS LEASE

THIS AGREEMENT, made this 9th day of May, 1936, by and between the several persons whose names are subscribed hereto and who are set forth in the schedule below as the owners of the lots set opposite their names, hereinafter called Lessor, and Dominguez Crude Company, hereinafter called Lessee.

WITNESSETH: Lessor does hereby lease unto Lessee the following lots in the County of Los Angeles, State of California:

Lot 22, Block 35 of the Town of Wilmington, in the City of Los Angeles, as per map recorded in Book 65, Page 70 of Miscellaneous Records;
Lots 13 and 14 in Block 4 of the Town of Wilmington, in the City of Los Angeles, as per map recorded in Book 16, Page 37 of Miscellaneous Records;
Lot 40 of Tract No. 1534, in the City of Signal Hill, as per map recorded in Book 35, Page 32 of Maps

SCHEDULE OF LESSORS
NAME                          LOT      BLOCK  TRACT
VOSS, ADA                     22       35     Town of Wilmington
Otto Lund                     13, 14   4      Town of Wilmington
Ruth Lund                     13, 14   4      Town of Wilmington
AMSEL, CARL J.                40       --     Tract 1534
`);
  const where = new Map(r.tracts.map((t) => [t.tract_id, `${t.block}|${t.lot}`]));
  assert.deepEqual(r.tracts.map((t) => `${t.block}|${t.lot}`), ['35|22', '4|13, 14', '|40'].map((x) => x.replace(/^\|/, 'null|')));
  assert.deepEqual(r.parties.map((p) => `${p.canonical_name}|${p.role}|${(p.tract_ids ?? []).map((id) => where.get(id)).join(' ')}`), [
    'Ada Voss|lessor|35|22',
    'Otto Lund|lessor|4|13, 14',
    'Ruth Lund|lessor|4|13, 14',
    'Carl J. Amsel|lessor|null|40',
    'Dominguez Crude Company|lessee|',
  ]);
});

test('"Alma Rose Ueda, now Alma Rose Hart" is the party by her name now', async () => {
  const r = await extractResolved(`THIS INDENTURE, Made the second day of May, 1919, between Dominguez Land Company, a California corporation, the party of the first part, and Ira Hart, a married man, and Alma Rose Ueda, now Alma Rose Hart, the parties of the second part,

WITNESSETH: That the said party of the first part does by these presents grant unto the said parties of the second part Lot 9, Block 3 of Tract No. 5512, in the City of Long Beach, as per map recorded in Book 58, Page 12 of Maps, records of Los Angeles County, California.
`);
  assert.deepEqual(parties(r), ['Dominguez Land Company|grantor', 'Ira Hart|grantee', 'Alma Rose Hart|grantee']);
});

test('a release titled "RELEASE" alone that names a lease and its lessee releases the lease; its "Lease dated:" line dates the lease, not the release', async () => {
  const r = await extractResolved(`RELEASE

Lessor(s): Alwin Noack; Hulda Noack
Lessee (present owner): Giddings Chalk Oil Company
Lease dated: April 2, 1981, recorded in Volume 610, Page 44
County: Lee, Texas

The undersigned, being the owner of the lessee's interest in the above lease, does hereby surrender and release all right, title and interest in and to the same, and the land therein described, being 80 acres out of the A. B. Hill Survey, Abst. No. 171, Lee County, Texas, unto the said lessors.

Dated October 3, 1988.
`);
  assert.deepEqual([r.doc_category, r.dates.execution_date, ...parties(r)], ['release_of_lease', '1988-10-03', 'Alwin Noack|lessor', 'Hulda Noack|lessor', 'Giddings Chalk Oil Company|lessee']);
});

test('a certificate of merger: the company merged grants its leaseholds to the survivor; the certifying officer is no party', async () => {
  const r = await extractResolved(`CERTIFICATE OF MERGER

STATE OF CALIFORNIA
OFFICE OF THE SECRETARY OF STATE

I, Ruth Vance, Secretary of State, DO HEREBY CERTIFY that an Agreement of Merger between Bixby Slough Oil Company and Harbor Crude, Inc. has been filed in this office, whereby Bixby Slough Oil Company was merged into Harbor Crude, Inc., the surviving corporation, effective June 30, 1947, as to the lands: Lot 9, Block 3 of Tract No. 5512, in the City of Long Beach, as per map recorded in Book 58, Page 12 of Maps, records of Los Angeles County, California.

Dated July 2, 1947.
`);
  assert.deepEqual([r.doc_category, r.conveyance.conveys_fee, r.conveyance.estate_types_conveyed, ...parties(r)], ['other', false, ['leasehold'], 'Bixby Slough Oil Company|grantor', 'Harbor Crude, Inc.|grantee']);
});

test('"X, Inc., successor by merger to Y Company," is X: Y is no party, and no grantee', async () => {
  const r = await extractResolved(`QUITCLAIM OF OIL AND GAS LEASE

FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, Harbor Crude, Inc., successor by merger to Bixby Slough Oil Company, does hereby remise, release and forever quitclaim unto Edna Foy, the lessor named therein, all right, title and interest in and to said lease, covering Lot 9, Block 3 of Tract No. 5512, Los Angeles County, California.

Dated: July 19, 1948
`);
  assert.deepEqual([r.doc_category, ...parties(r)], ['release_of_lease', 'Harbor Crude, Inc.|lessee', 'Edna Foy|lessor']);
});

test('an order\'s "Devisees:" heading lists the devisees, one to a line', async () => {
  const r = await extractResolved(`ORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE

On this day the Court heard the application for the probate of the will of Ernst Pietsch, Deceased. The Court finds that the Decedent died on 03/02/1951, and that the following property passes under the will to the devisees named in it:

80 acres out of the Elizabeth Gaddis Survey, A-256, Burleson County, Texas

Devisees:
    Hedwig Pietsch, of Lee County, Texas;
    Otto Pietsch;
    Marie Louise Pietsch, now Marie Hanus

SIGNED July 11, 1952.
`);
  assert.deepEqual(parties(r), ['Ernst Pietsch|decedent', 'Hedwig Pietsch|heir', 'Otto Pietsch|heir', 'Marie Hanus|heir']);
});

test('an heirship\'s heirs: "X, now Y" is Y, and neither "the City of Long Beach" nor "Pigeon Creek" is an heir; a "Syndicate" is a company', async () => {
  const r = await extractResolved(`AFFIDAVIT OF HEIRSHIP

Pricy Moore, being first duly sworn, says that she knew Rhoda Hager, who died intestate on May 2, 1951, and that her only heirs at law are: Orpha Hager, now Orpha Toler, of the City of Long Beach; and Lafe Hager, a son, who took with her the 69.25 acres lying on Pigeon Creek in Hardee District of Mingo County, West Virginia.
`);
  assert.deepEqual(parties(r), ['Pricy Moore|other', 'Rhoda Hager|decedent', 'Orpha Toler|heir', 'Lafe Hager|heir']);
  const a = await extractResolved(`ASSIGNMENT OF OIL AND GAS LEASE

Know all men by these presents that Signal Hill Petroleum Co., as Assignor, does hereby assign unto Harbor Community Oil Syndicate, as Assignee, all its interest in the lease covering Lot 9, Block 3 of Tract No. 5512, Los Angeles County, California.

Dated May 1, 1926.
`);
  assert.deepEqual(parties(a), ['Signal Hill Petroleum Co.|assignor', 'Harbor Community Oil Syndicate|assignee']);
});

test('"GRANT DEED (Oil, Gas and Minerals)" is a mineral deed; "GRANT DEED (Surface Only)" is not', async () => {
  const deed = (title: string) => `${title}

FOR A VALUABLE CONSIDERATION, Ada Voss hereby GRANTS to Otto Lund the whole in and to all oil, gas and other minerals in and under Lot 7, Tract 2210, M.B. 40-12, Los Angeles County, California.

Dated 4/2/1961
`;
  const m = await extractResolved(deed('GRANT DEED (Oil, Gas and Minerals)'));
  assert.deepEqual([m.doc_category, m.conveyance.conveys_fee, m.conveyance.estate_types_conveyed], ['mineral_deed', false, ['mineral']]);
  const s = await extractResolved(deed('GRANT DEED (Surface Only)'));
  assert.notEqual(s.doc_category, 'mineral_deed');
});

test('the judge who signs below a decree\'s list of heirs is no heir: "Ida Vance, Probate Judge"', async () => {
  const r = await extractResolved(`IN THE PROBATE COURT OF ELK COUNTY, KANSAS

In the Matter of the Estate of Amos Pfeil, Deceased.     No. 812

JOURNAL ENTRY OF FINAL SETTLEMENT

Now on this 2nd day of May, 1950, the Court finds that Amos Pfeil died intestate on the 4th day of January, 1950, and that the heirs at law of said decedent are the persons hereinafter named.

IT IS THEREFORE ORDERED that the NE/4 of Section 9, Township 31 South, Range 12 East, Elk County, Kansas, be and it is hereby assigned to the following persons in the following proportions:

    Rosa Pfeil Lamb, a married woman, 50%;
    Karl J. Pfeil

Ida Vance, Probate Judge
`);
  assert.deepEqual(parties(r), ['Amos Pfeil|decedent', 'Rosa Pfeil Lamb|heir', 'Karl J. Pfeil|heir']);
});

test('a release that "does hereby surrender and release" opens its body there: the officer in its West Virginia certificate is no lessee', async () => {
  const r = await extractResolved(`RELEASE

Lessor(s): Abel Runyon; Ona Runyon
Lessee (present owner): Pond Fork Oil & Gas Company
Lease dated: 3 May 1998

The undersigned, being the owner of the lessee's interest in the above lease, does hereby surrender and release all right, title and interest in and to the same.

Dated June 2, 2004.

POND FORK OIL & GAS COMPANY

By: ______________________________
    Lem Toler, Attorney-in-Fact

STATE OF WEST VIRGINIA,
COUNTY OF LOGAN, to-wit:

I, Ruth Sizemore, a Notary Public in and for the County and State aforesaid, do hereby certify that Lem Toler, Attorney-in-Fact of Pond Fork Oil & Gas Company, whose name is signed to the writing above, has this day acknowledged the same before me.
`);
  assert.deepEqual([r.doc_category, ...parties(r)], ['release_of_lease', 'Pond Fork Oil & Gas Company|lessee', 'Abel Runyon|lessor', 'Ona Runyon|lessor']);
});

test('a stream named like a person where the land lies is no heir: "lying on Williamson Branch"', async () => {
  const r = await extractResolved(`AFFIDAVIT OF HEIRSHIP

STATE OF WEST VIRGINIA, COUNTY OF MINGO, to-wit:

Lon Hager, being first duly sworn, says that Amos Marcum died intestate on the 2nd day of June, 1959, and that he left surviving him as his sole heirs at law Wiley Marcum and Cora Wellman, his children, and that the decedent owned a tract of 40 acres lying on Williamson Branch, in Hardee District of Mingo County, West Virginia.
`);
  assert.deepEqual(parties(r).filter((p) => p.endsWith('|heir')), ['Wiley Marcum|heir', 'Cora Wellman|heir']);
});

test('the parent an heir is named the child of is no heir: "E. A. Pohl, son of Emil A. Pohl, deceased"', async () => {
  const r = await extractResolved(`AFFIDAVIT OF HEIRSHIP

THE STATE OF TEXAS §
COUNTY OF LEE §

BEFORE ME, the undersigned authority, on this day personally appeared Otto Kunze, who, being by me first duly sworn, upon oath deposes and says:

I was well acquainted with Emil Anton Pohl, Deceased. He died intestate on the 3 day of May, 1936, in Lee County.

The said decedent left as his sole and only heirs at law the following:

    E. A. Pohl, son of Emil A. Pohl, deceased;
    Hedwig Pohl Kubala, daughter of the decedent;
    Max R. Pohl, a married man

At the time of death the decedent owned 80 acres of land out of the Thomas Ruthven Survey, Abstract 262, Lee County, Texas.
`);
  assert.deepEqual(parties(r).filter((p) => p.endsWith('|heir')), ['E. A. Pohl|heir', 'Hedwig Pohl Kubala|heir', 'Max R. Pohl|heir']);
});

test('a deed of partition: each co-owner grants the tracts of the other\'s clause and takes those of his own (tract_ids)', async () => {
  const r = await extractResolved(`DEED OF PARTITION

THIS PARTITION DEED is made on 03/04/1925 by and between Hugo Rathke, a single man ("First Party") and Paul R. Rathke ("Second Party").

The parties own in equal undivided shares the two tracts described below, and desire to partition the same between them in kind.

NOW, THEREFORE, First Party does hereby quitclaim, release and relinquish unto Paul R. Rathke all of First Party's right, title and interest in and to the following described tract:

120 acres out of the John Cole Survey, Abstract 71, Lee County, Texas

AND Second Party does hereby quitclaim, release and relinquish unto Hugo Rathke all of Second Party's right, title and interest in and to the following described tract:

80 acres out of the Amos Hill Survey, Abstract 310, Lee County, Texas
`);
  const survey = new Map(r.tracts.map((t) => [t.tract_id, t.survey]));
  assert.deepEqual(r.parties.map((p) => `${p.canonical_name}|${p.role}|${(p.tract_ids ?? []).map((id) => survey.get(id)).join(' ')}`).sort(), [
    'Hugo Rathke|grantee|Amos Hill Survey',
    'Hugo Rathke|grantor|John Cole Survey',
    'Paul R. Rathke|grantee|John Cole Survey',
    'Paul R. Rathke|grantor|Amos Hill Survey',
  ]);
  // (tracts set out first under labels, each clause naming its own and its grantors before "do hereby")
  const labelled = await extractResolved(`PARTITION DEED

WHEREAS, Ona Pharr and Ada Lusk are the owners, as tenants in common, of the following described lands:

Tract One: the N/2 of the NW/4 of Section 35, Township 1 North, Range 9 East, Smith County, Mississippi

Tract Two: the N/2 of the NE/4 of Section 36, Township 1 North, Range 9 East, Smith County, Mississippi

NOW, THEREFORE, Ada Lusk and Roy Lusk, husband and wife do hereby remise, release and quitclaim unto Ona Pharr all of their interest in and to Tract One; and Ona Pharr and Ned Pharr, her husband do hereby remise, release and quitclaim unto Ada Lusk all of their interest in and to Tract Two.
`);
  const section = new Map(labelled.tracts.map((t) => [t.tract_id, t.section]));
  assert.deepEqual(labelled.parties.map((p) => `${p.canonical_name}|${p.role}|${(p.tract_ids ?? []).map((id) => section.get(id)).join(' ')}`).sort(), [
    'Ada Lusk|grantee|36',
    'Ada Lusk|grantor|35',
    'Ned Pharr|grantor|36',
    'Ona Pharr|grantee|35',
    'Ona Pharr|grantor|36',
    'Roy Lusk|grantor|35',
  ]);
});

test('dates: "Be it remembered, that on ..." is the notary\'s date or the clerk\'s by what follows; a lease "executed by ... Co., bearing date" is recited; an abstract\'s "Ack. 10/30/1928"', async () => {
  const kansas = await extractResolved(`OIL AND GAS LEASE

THIS AGREEMENT, made and entered into the 2nd day of July, 1904, by and between Amos Yost, lessor, and Cedar Vale Oil Company, lessee.

WITNESSETH: That the said lessor does hereby grant and lease unto the said lessee the NE/4 of Section 9, Township 34 South, Range 10 East, Chautauqua County, Kansas.

______________________________
Amos Yost

STATE OF KANSAS, Chautauqua County, ss.
BE IT REMEMBERED, That on this 30 day of July, A. D. 1904, before me, the undersigned, a Notary Public in and for the County and State aforesaid, came Amos Yost, who is personally known to me, and duly acknowledged the execution of the same.

STATE OF WEST VIRGINIA,
County of Wayne, to-wit:
Be it remembered that on the 8th day of August, 1904, at 8 o'clock P.M., this writing was presented in the office of the Clerk of the County Court of said County, and admitted to record.
`);
  assert.deepEqual([kansas.dates.execution_date, kansas.dates.acknowledgment_date, kansas.dates.recording_date], ['1904-07-02', '1904-07-30', '1904-08-08']);
  const release = await extractResolved(`SURRENDER OF OIL AND GAS LEASE

KNOW ALL MEN BY THESE PRESENTS: That Twelve Pole Gas Company, the owner and holder of the oil and gas lease executed by Ada Napier, et al. in favor of Wayne Gas & Fuel Co., bearing date the nineteenth day of December, 1912, covering 40 acres on the waters of Wilson Creek, Wayne County, West Virginia, does hereby release and surrender unto Ada Napier, the lessor therein, all right, title and interest in and to said lease.

IN WITNESS WHEREOF, this release is executed this 8th day of April, A.D. 1928.
`);
  assert.equal(release.dates.governing_date, '1928-04-08');
  const entry = await extractResolved(`WARRANTY DEED

ROSS, AMOS
        to
    WADZECK, RUFUS ALLEN

Dated Oct. 26, 1928.   Ack. 10/30/1928.   Filed November 5, 1928.
Conveys: the S/2 of Section 101, Block 2, H&TC RR Co. Survey, Abstract 1396, Scurry County, Texas.
`);
  assert.deepEqual([entry.dates.execution_date, entry.dates.acknowledgment_date, entry.dates.recording_date], ['1928-10-26', '1928-10-30', '1928-11-05']);
});

test('a releasing company named before its capacity clause, which dates the lease with a month abbreviated ("dated Feb. 15, 1922"), is the lessee', async () => {
  const r = await extractResolved(`QUITCLAIM OF OIL AND GAS LEASE

FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, Pine Avenue Oil Company, the present owner of the lessee's interest under that certain community oil and gas lease dated Feb. 15, 1922, does hereby remise, release and forever quitclaim unto Otto Lund, the lessor named therein, all right, title and interest in and to said lease and in and to Lot 9, Block 3 of Tract No. 5512, Los Angeles County, California.

Dated: July 19, 1948
`);
  assert.deepEqual([r.doc_category, ...parties(r)], ['release_of_lease', 'Pine Avenue Oil Company|lessee', 'Otto Lund|lessor']);
});
