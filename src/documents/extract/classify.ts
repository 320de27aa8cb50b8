// What kind of instrument it is (from its title, else from its operative words), what estate it
// moves (fee, minerals, leasehold; how much), what it holds back, and where it was recorded.
import type { Conveyance, DocCategory, EstateType, Recording } from '../types.js';
import { isCapitalsTitle, squash, wordsToNumber } from './text.js';

/** The title of an instrument that conveys nothing; its parties are all `other`. */
export const NON_CONVEYING_TITLE = /\bSTIPULATION\s+(?:OF|AS\s+TO)\s+(?:MINERAL\s+|ROYALTY\s+)?(?:INTEREST|OWNERSHIP)|\b(?:DESIGNATION|DECLARATION)\s+OF\s+(?:POOLED\s+)?(?:UNIT|POOLING)|\bPOOLING\s+(?:DESIGNATION|DECLARATION)|\bAFFIDAVIT\s+OF\s+NON-?\s?PRODUCTION|\bFARMOUT\b|\bCERTIFICATE\s+OF\s+(?:AMENDMENT|NAME\s+CHANGE|CHANGE\s+OF\s+NAME)|(?:^|\n)[ \t]*DIVISION\s+ORDER[ \t]*(?:\n|$)/i;

/**
 * The title of a survivor's affidavit: a joint tenant, a spouse of community property with right
 * of survivorship, or a co-trustee swears that the other died and the deed or trust left the title
 * in the survivor. Its deceased is `decedent`, the survivor who swears `other` (parties.ts). (California's
 * form is titled "AFFIDAVIT - DEATH OF JOINT TENANT".)
 */
export const SURVIVOR_AFFIDAVIT = /\bAFFIDAVIT\s*(?:OF\s+|[-–—:]+\s*)(?:DEATH\s*(?:OF|[-–—:])\s*(?:A\s+)?(?:JOINT\s+TENANT|(?:CO-?)?TRUSTEE|COMMUNITY\s+PROPERTY\s+SPOUSE|TENANT\s+BY\s+THE\s+ENTIRETY)|SURVIVING\s+(?:JOINT\s+TENANT|SPOUSE|(?:CO-?)?TRUSTEE|TENANT\s+BY\s+THE\s+ENTIRET(?:Y|IES))|SURVIVORSHIP)\b|\bSURVIVORSHIP\s+AFFIDAVIT|\bTERMINATION\s+OF\s+DECEDENT['’]?S\s+(?:PROPERTY\s+)?INTEREST\b/i;

/** The title of a deed that takes effect at the owner's death: `other`, nothing conveyed yet, its owner `grantor`, its beneficiary `grantee` (parties.ts). */
export const TOD_DEED = /\b(?:BENEFICIARY|TRANSFER[-\s]ON[-\s]DEATH|TOD)\s+DEED\b/i;

/** The title of a lien's release: the lender (or the trustee who reconveys) `grantor`, the borrowers released `grantee` (parties.ts). */
export const LIEN_RELEASE = /\bSATISFACTION\s+(?:AND\s+RELEASE\s+)?OF\s+(?:REAL\s+ESTATE\s+)?(?:MORTGAGE|DEED\s+OF\s+TRUST|LIEN)|\bDISCHARGE\s+OF\s+(?:REAL\s+ESTATE\s+)?MORTGAGE|\bSATISFACTION\s+PIECE\b|\bRELEASE\s+OF\s+(?:REAL\s+ESTATE\s+)?(?:MORTGAGE|DEED\s+OF\s+TRUST|(?:VENDOR'?S\s+)?LIEN)|\bMORTGAGE\s+(?:RELEASE|SATISFACTION)|\b(?:FULL\s+|PARTIAL\s+)?RECONVEYANCE\b|\bDEED\s+OF\s+RELEASE\b|\bCANCELLATION\s+OF\s+(?:(?:DEED\s+TO\s+SECURE\s+DEBT|SECURITY\s+DEED|MORTGAGE|DEED\s+OF\s+TRUST|TRUST\s+DEED)\b)/i;

/** The title of a contract for deed (an installment sale): its vendors and purchasers are `other` (parties.ts). */
export const CONTRACT_FOR_DEED = /\bCONTRACT\s+FOR\s+(?:(?:A\s+)?DEED|(?:THE\s+)?SALE\s+OF\s+(?:REAL\s+ESTATE|LAND))|\bREAL\s+ESTATE\s+(?:SALES?\s+|PURCHASE\s+)?CONTRACT|\b(?:INSTALLMENT\s+)?LAND\s+CONTRACT|\bAGREEMENT\s+FOR\s+(?:(?:A\s+)?DEED|WARRANTY\s+DEED)/i;

/** The title of a ratification of a lease: the owners who ratify it `lessor`, its present holders `lessee` (parties.ts). */
export const RATIFICATION = /\bRATIFICATION\b/i;

/** The title of an affidavit of a small estate's successors: its affiant swears as one of them (an heir only, parties.ts). */
export const SMALL_ESTATE_AFFIDAVIT = /\bSMALL\s+ESTATE\s+AFFIDAVIT|\bAFFIDAVIT\s+OF\s+CLAIMING\s+SUCCESSORS?\b|\bAFFIDAVIT\s+(?:OF|FOR)\s+(?:(?:A\s+)?SMALL\s+ESTATE|COLLECTION\s+OF\s+(?:PERSONAL\s+)?PROPERTY|TRANSFER\s+OF\s+(?:TITLE\s+TO\s+)?REAL\s+(?:PROPERTY|ESTATE))|\bTRANSFER\s+BY\s+AFFIDAVIT\b/i;

/**
 * The title of a merger of corporations: the property of the company merged passes by law to the
 * survivor. Its merged company is `grantor`, the survivor `grantee`, and it moves the leaseholds the
 * merged company held on the lands it lists (parties.ts, conveyance below).
 */
export const MERGER = /\b(?:CERTIFICATE|ARTICLES)\s+OF\s+MERGER\b|\bAGREEMENT\s+(?:AND\s+PLAN\s+)?OF\s+MERGER\b/i;

/**
 * The kinds of instrument whose parties are read their own way (parties.ts) or that keep a date of
 * their own (a survivor's death), told by the title rule that classified them, so that nothing
 * tests their titles again.
 */
export type InstrumentKind = 'survivor_affidavit' | 'tod_deed' | 'lien_release' | 'contract_for_deed' | 'small_estate_affidavit' | 'ratification' | 'merger';
const KIND_OF = new Map<RegExp, InstrumentKind>([
  [SURVIVOR_AFFIDAVIT, 'survivor_affidavit'],
  [TOD_DEED, 'tod_deed'],
  [LIEN_RELEASE, 'lien_release'],
  [CONTRACT_FOR_DEED, 'contract_for_deed'],
  [SMALL_ESTATE_AFFIDAVIT, 'small_estate_affidavit'],
  [RATIFICATION, 'ratification'],
  [MERGER, 'merger'],
]);

/** What `classify` tells: the category, the words that decided it and, for the kinds above, which one. */
export interface Classification {
  category: DocCategory;
  evidence: string | null;
  kind?: InstrumentKind;
}

const TITLES: Array<[RegExp, DocCategory]> = [
  // (a quitclaim of a lease by its lessee is its release: "QUITCLAIM OF OIL AND GAS LEASE")
  [/\bRELEASE\s+(?:OF\s+)?(?:(?:PAID[-\s]UP\s+)?(?:OIL[,\s]+(?:AND\s+|&\s*)?)?GAS(?:\s+(?:AND\s+)?MINERAL)?\s+(?:MINING\s+)?)?LEASE|\bLEASE\s+RELEASE|\b(?:SURRENDER|RELINQUISHMENT|QUIT\s*CLAIM)\s+OF\s+(?:[A-Z]+\s+)?(?:OIL\s+AND\s+GAS\s+)?(?:MINING\s+)?LEASE/i, 'release_of_lease'],
  [/\bASSIGNMENT\s+(?:(?:,?\s*CONVEYANCE)?,?\s*AND\s+BILL\s+OF\s+SALE\s+)?(?:OF\s+)?(?:(?:AN\s+)?(?:UNDIVIDED\s+)?(?:(?:WORKING|RECORD\s+TITLE|OPERATING\s+RIGHTS?)\s+INTERESTS?\s+IN\s+(?:AN?\s+)?)?(?:(?:OIL[,\s]+(?:AND\s+|&\s*)?)?GAS(?:\s+(?:AND\s+)?MINERAL)?\s+(?:MINING\s+)?)?LEASES?|OVERRIDING)|\bPARTIAL\s+ASSIGNMENT|\bLEASE\s+ASSIGNMENT|^\s*ASSIGNMENT(?:,?\s+CONVEYANCE)?(?:,?\s+AND\s+BILL\s+OF\s+SALE)?\s*$/im, 'assignment_of_lease'],
  // A deed by an officer of a court or of the law (a guardian's, an executor's, a sheriff's, a tax deed) and a
  // ratification are none of the kinds above or below (a ratification of a lease grants no lease)
  [/\b(?:GUARDIAN|SHERIFF|EXECUTOR|EXECUTRIX|ADMINISTRATOR|ADMINISTRATRIX|CONSTABLE|COMMISSIONER|RECEIVER|MASTER|REFEREE|CONSERVATOR|PERSONAL\s+REPRESENTATIVE)['’]?S\s+(?:DISTRIBUTIVE\s+)?DEED|\bFIDUCIARY['’]?S?\s+DEED|\bDISTRIBUTIVE\s+DEED|\bDEED\s+OF\s+DISTRIBUTION|\bTAX\s+DEED|\bDEED\s+(?:BY|OF)\s+(?:GUARDIAN|EXECUTOR|EXECUTRIX|ADMINISTRATOR|SHERIFF)/i, 'other'],
  [RATIFICATION, 'other'],
  [MERGER, 'other'],
  // instruments that convey nothing: they state, designate or agree (a stipulation of interest, a pooled unit's
  // designation, an affidavit of non-production, a farmout's memorandum, a corporation's change of name)
  [NON_CONVEYING_TITLE, 'other'],
  // the beneficiary's affidavit after the owner's death passes the title: it is sworn to as heirship is
  [/\bAFFIDAVIT\s+(?:OF\s+)?(?:(?:GRANTEE\s+)?BENEFICIARY|(?:DEATH\s+AND\s+)?ACCEPTANCE)\b|\bBENEFICIARY['’]?S\s+AFFIDAVIT/i, 'affidavit_of_heirship'],
  // what moves nothing by itself: a deed that takes effect only at the owner's death, a survivor's
  // affidavit (the survivor's title came by the deed that made the joint tenancy or the trust), the
  // release of a lien (a satisfaction of mortgage, a reconveyance under a deed of trust)
  [TOD_DEED, 'other'],
  [SURVIVOR_AFFIDAVIT, 'other'],
  [LIEN_RELEASE, 'other'],
  // a contract for deed: the purchaser takes only by the deed given when it is paid
  [CONTRACT_FOR_DEED, 'other'],
  // an affidavit of a small estate's successors is sworn to who takes, as an affidavit of heirship is
  [SMALL_ESTATE_AFFIDAVIT, 'affidavit_of_heirship'],
  [/\bAFFIDAVIT\s+(?:OF|AS\s+TO)\s+(?:DEATH\s+AND\s+|FACTS\s+CONCERNING\s+(?:THE\s+)?IDENTITY\s+OF\s+)?HEIRS(?:HIP)?|\bHEIRSHIP\s+AFFIDAVIT|\bAFFIDAVIT\s+OF\s+(?:DEATH|DESCENT)|^[ \t]*LIST\s+OF\s+HEIRS[ \t]*$/im, 'affidavit_of_heirship'],
  [/\bMUNIMENT\s+OF\s+TITLE|\bPROBATE\b|\bLETTERS\s+TESTAMENTARY|\bDECREE\s+OF\s+(?:FINAL\s+)?(?:DISTRIBUTION|HEIRSHIP)|\bFINAL\s+DECREE|\bORDER\s+(?:ADMITTING|DETERMINING\s+HEIRSHIP|(?:OF|FOR)\s+(?:FINAL\s+)?DISTRIBUTION)|\bJUDGMENT\s+DECLARING\s+HEIRSHIP|\bJUDGMENT\s+OF\s+POSSESSION|\bSUCCESSION\s+OF\b|\bLAST\s+WILL\s+AND\s+TESTAMENT/i, 'probate'],
  [/\bMEMORANDUM\s+OF\s+(?:OIL\s+AND\s+GAS\s+)?LEASE|\b(?:PAID[-\s]UP\s+)?(?:OIL[,\s]+(?:AND\s+|&\s*)?)?GAS(?:\s+(?:AND\s+)?MINERAL)?(?:\s+MINING)?\s+LEASE|\bOIL,\s+GAS\s+AND\s+MINERAL\s+LEASE|\bMINERAL\s+LEASE\b|\bLEASE\s+FOR\s+OIL\s+(?:AND|&)\s+GAS\b/i, 'oil_and_gas_lease'],
  [/\bMINERAL\s+(?:RIGHTS?\s+)?AND\s+ROYALTY\s+(?:DEED|CONVEYANCE|TRANSFER)|\bSALE\s+OF\s+(?:OIL,?\s+GAS,?\s+AND\s+)?MINERAL\s+RIGHTS|\bMINERAL\s+RIGHTS?\s+(?:SALE|TRANSFER)|\bMINERAL\s+(?:RIGHTS?\s+)?(?:GRANT\s+)?(?:DEED|CONVEYANCE)|\bCONVEYANCE\s+OF\s+(?:AN?\s+)?(?:UNDIVIDED\s+)?(?:OIL,?\s+GAS,?\s+AND\s+(?:OTHER\s+)?)?MINERALS?|\bSALE\s+OF\s+(?:OIL,?\s+GAS,?\s+AND\s+)?MINERALS\b|\bCONVEYANCE\s+OF\s+OIL,?\s+(?:AND|&)\s+GAS\s+(?:RIGHTS|INTERESTS?)|\bOIL,?\s+(?:AND|&)\s+GAS\s+(?:RIGHTS\s+)?DEED|\bDEED\s+(?:FOR|OF)\s+(?:THE\s+)?OIL,?\s+(?:AND|&)\s+GAS\b|\bMINERAL\s+QUITCLAIM|\bDEED\s+OF\s+(?:MINERALS\b|MINERAL\s+(?:RIGHTS?|INTERESTS?)\b)/i, 'mineral_deed'],
  [/\bROYALTY\s+(?:DEED|CONVEYANCE|TRANSFER)|\bCONVEYANCE\s+OF\s+(?:NON-?PARTICIPATING\s+)?(?:OIL,?\s+(?:AND|&)\s+GAS\s+)?ROYALTY|\bTRANSFER\s+OF\s+ROYALTY/i, 'royalty_deed'],
  // (Maine's statutory "QUITCLAIM DEED WITH COVENANT" warrants against those claiming by, through or under the grantor)
  [/\b(?:SPECIAL|LIMITED)\s+WARRANTY\s+DEED|\bQUIT[-\s]?CLAIM\s+DEED\s+WITH\s+COVENANTS?\b/i, 'special_warranty_deed'],
  [/\bQUIT[-\s]?CLAIM(?:\s+DEED)?/i, 'quitclaim_deed'],
  [/\bDEED\s+OF\s+TRUST|\bTRUST\s+DEED\b|\bDEED\s+TO\s+SECURE\s+DEBT|\bMORTGAGE\b|\bSECURITY\s+(?:DEED|AGREEMENT)/i, 'deed_of_trust'],
  [/\bRIGHT[-\s]OF[-\s]WAY|\bEASEMENT|\bPIPELINE\s+(?:GRANT|AGREEMENT)/i, 'easement'],
  // (and a tribe's allotment deed to its citizen, the first link of an Indian Territory title: "CREEK ALLOTMENT DEED", "DEED -- OSAGE ALLOTMENT")
  [/\bPATENT\b|\bHOMESTEAD\s+CERTIFICATE|\bCASH\s+(?:ENTRY|CERTIFICATE)|\bLETTERS\s+PATENT|\bALLOTMENT\s+DEED\b|\bDEED\b[\s\-–—]+(?:[A-Z]+\s+)?ALLOTMENT\b/i, 'patent'],
  // (Louisiana's sales of land: "ACT OF CASH SALE", "CASH SALE DEED", "SALE OF LAND"; of the kind their warranty says)
  [/\b(?:GENERAL\s+)?WARRANTY\s+DEED|\bDEED\s+WITH\s+WARRANTY|\bGRANT\s+DEED|\bDEED\b|\bACT\s+OF\s+(?:CASH\s+)?SALE\b|\bCASH\s+SALE\b|\bSALE\s+OF\s+LAND\b/i, 'warranty_deed'],
];

/** The titles read on a short line that is not in capitals: those up to leases (releases, assignments, what conveys nothing, heirship, probate, leases). */
const SHORT_LINE_TITLES = TITLES.slice(0, TITLES.findIndex(([, c]) => c === 'oil_and_gas_lease') + 1);

/** The operative words of a quitclaim (a body rule below, and the covenant of a deed titled only as a deed). */
const QUITCLAIM_WORDS = /remise,?\s+release,?\s+and\s+(?:forever\s+)?quit-?\s?claim|release,?\s+remise,?\s+and\s+(?:forever\s+)?quit-?\s?claim|\bquit-?\s?claim,?\s+release\s+and\s+relinquish|quit-?\s?claims?\s+(?:unto|to)|hereby\s+quit-?\s?claims?,\s+(?:grants?,\s+)?(?:bargains?,\s+)?(?:sells?,?\s+)?(?:and\s+)?conveys?/i;

const PROMISSORY_NOTE = /promissory\s+note/i;
// a deed that keeps a vendor's lien for the price's note sells the land; the note is no deed of trust's
const VENDORS_LIEN = /\bvendor['’]?s\s+lien\b[^.]{0,120}?\b(?:retained|reserved)\b/i;

const BODY: Array<[RegExp, DocCategory]> = [
  [/\brelease(?:s|d)?\s+(?:and\s+(?:surrender|relinquish|discharge)\w*\s+)?(?:unto\s+[^.]{0,80}?)?(?:said|the|that\s+certain|all\s+(?:of\s+)?(?:its|his|her|their|lessee'?s)\s+[^.]{0,80}?(?:said|the))\s+(?:oil(?:,)?\s+(?:and\s+)?gas\s+(?:and\s+mineral\s+)?)?lease|release,?\s+relinquish(?:,?\s+and)?\s+surrender|(?:release|surrender)s?\s+(?:and\s+)?(?:relinquish(?:es)?\s+)?unto[^.]{0,120}lease/i, 'release_of_lease'],
  // "sells, assigns and conveys unto B an undivided 1/2 interest in and to all of the oil, gas and other minerals" is a mineral deed, not an assignment of a lease
  [/\b(?:grant(?!or|ee)|convey|sell)(?:(?!reserv|except|retain|saving)[\s\S]){0,300}?undivided\s+[\s\S]{0,80}?(?<!royalty\s)in\s?ter\s?est\s+in\s+and\s+to\s+(?:all\s+(?:of\s+)?)?(?:the\s+)?oil,?\s+(?:and\s+)?gas(?:,?\s+(?:and\s+)?(?:coal|sulphur|sulfur|uranium|lignite|casinghead\s+gas|asphalt))*,?\s+and\s+(?:all\s+)?other\s+mi\s?nerals/i, 'mineral_deed'],
  [/(?:sell|sells|transfer|transfers),?\s+(?:sell,?\s+)?assigns?,?\s+(?:transfers?\s+)?(?:and\s+)?(?:sets?\s+over|conveys?)|assigns?,?\s+transfers?,?\s+and\s+sets?\s+over|hereby\s+assigns?\b[^.]{0,200}\blease/i, 'assignment_of_lease'],
  // (the oil region's "AGREEMENT ... have granted, demised and let unto the said party of the second part ... all the oil and gas")
  [/(?:grants?|grant),?\s+(?:demises?,?\s+)?leases?,?\s+and\s+lets|leases?\s+and\s+lets\s+(?:exclusively\s+)?unto|\b(?:granted|demised|leased)(?:,?\s+(?:and\s+)?(?:demised|leased))*,?\s+and\s+let\s+(?:exclusively\s+)?unto/i, 'oil_and_gas_lease'],
  [/died\s+(?:intestate|testate|on)[\s\S]{0,2000}\bheirs?\b[\s\S]{0,3000}(?:sworn|affiant)|affiant[\s\S]{0,400}decedent/i, 'affidavit_of_heirship'],
  [/admitted\s+to\s+probate|muniment\s+of\s+title|(?:last\s+)?will\s+and\s+testament\s+of\s+[^,]{3,60},\s+deceased[\s\S]{0,400}?(?:proved|probated|ordered\s+to\s+be\s+recorded|admitted\s+to\s+record)|letters\s+testamentary|in\s+the\s+matter\s+of\s+the\s+estate\s+of|decree\s+of\s+distribution|(?:assigned|set\s+over)\s+and\s+distributed\s+to|estate\s+of\s+[^,]+,\s+deceased[\s\S]{0,2000}(?:ordered|decreed)/i, 'probate'],
  [/in\s+trust\s+to\s+secure|to\s+secure\s+(?:the\s+)?(?:payment|indebtedness)/i, 'deed_of_trust'],
  [PROMISSORY_NOTE, 'deed_of_trust'],
  // "... the United States of America, in consideration of the premises, HAS GIVEN AND GRANTED, and ... DOES GIVE AND GRANT, unto the said claimant"
  [/letters\s+to\s+be\s+made\s+patent|\bKNOW\s+YE,?\s+that\b[\s\S]{0,400}?\bgranted\s+by\s+the\s+(?:said\s+)?(?:State|Commonwealth|United\s+States)\b(?:\s+of\s+[A-Z]|\s+unto\b)|General\s+Land\s+Office[\s\S]{0,600}(?:granted|grant),?\s+(?:by|unto)|(?:United\s+States(?:\s+of\s+America)?|State\s+of\s+[A-Z][A-Za-z]+)\b[^.]{0,200}?\b(?:has\s+)?given\s+and\s+granted/i, 'patent'],
  [/right[-\s]of[-\s]way|easement\s+(?:to|for)\s+(?:lay|construct)/i, 'easement'],
  [QUITCLAIM_WORDS, 'quitclaim_deed'],
  [/royalty\s+interest\s+only|non-?participating\s+royalty|in\s?ter\s?est\s+in\s+and\s+to\s+(?:all\s+of\s+)?the\s+royalty/i, 'royalty_deed'],
  [/by,?\s+through,?\s+or\s+under\s+(?:the\s+)?grantor,?\s+but\s+not\s+otherwise/i, 'special_warranty_deed'],
  [/\bsell,?\s+transfer\s+and\s+deliver[\s\S]{0,40}?with\s+full\s+warranty|(?:granted|grants?),?\s+(?:bargained,?\s+)?(?:sold|sells?),?\s+and\s+convey(?:s|ed)?|grants?,?\s+bargains?,?\s+(?:sells?|and)|grant,?\s+sell\s+and\s+convey|grants?,\s+sells?\s+and\s+conveys?|conveys?\s+and\s+warrants?|warrant\s+and\s+forever\s+defend|\bgrants?\s+and\s+releases?\s+unto/i, 'warranty_deed'],
  // last resort: words of conveyance of land without a warranty of another kind
  [/\b(?:does\s+hereby\s+|hereby\s+)?convey(?:s|ed)?\s+(?:and\s+warrants?\s+)?(?:unto|to)\s+(?:the\s+said\s+)?(?:Grantee|[A-Z])/, 'warranty_deed'],
];

/** The first rule whose pattern the text has, with the words that matched. */
function firstMatch(rules: Array<[RegExp, DocCategory]>, text: string): Classification & { evidence: string } | null {
  for (const [re, category] of rules) {
    const m = re.exec(text);
    const kind = KIND_OF.get(re);
    if (m) return kind ? { category, evidence: m[0], kind } : { category, evidence: m[0] };
  }
  return null;
}

/** Words that grant with a special warranty only. */
const SPECIAL_COVENANT = /\bwith\s+(?:covenants?\s+of\s+)?special\s+warranty|\bby,?\s+through,?\s+(?:or|and)\s+under\s+(?:the\s+)?(?:said\s+)?(?:grantors?|him|her|them|it|us|me|party\s+of\s+the\s+first\s+part)\b,?\s+(?:(?:but\s+|and\s+)not\s+otherwise|but\s+against\s+(?:none|no)\s+others?)|\b(?:persons?|all\s+persons)\s+(?:lawfully\s+)?claiming\s+(?:or\s+to\s+claim\s+)?by,?\s+through,?\s+(?:or|and)\s+under\s+(?:the\s+)?(?:said\s+)?(?:grantors?|him|her|them|it|part(?:y|ies)\s+of\s+the\s+first\s+part)\b|\bwarrants?\s+specially\b|\blimited\s+warranty\s+covenants?\b|\bcovenants?\s+against\s+grantor'?s'?\s+acts\b|\bhas\s+not\s+done,?\s+(?:committed,?\s+)?or\s+(?:knowingly\s+)?suffered\s+any\s?thing\s+whereby|\bclaiming\s+by,?\s+through,?\s+(?:or|and)\s+under\s+(?:him|her|them|it)(?:self|selves)?,?\s+and\s+(?:against\s+)?none\s+other/i;

/**
 * A deed titled only as a deed ("DEED", "THIS DEED", "DEED OF BARGAIN AND SALE", "CORRECTION DEED"),
 * or not at all ("THIS INDENTURE"), is of the kind its covenant says: with special warranty, or a
 * release and quitclaim.
 */
function byCovenant(byTitle: { category: DocCategory; evidence: string }, body: string): { category: DocCategory; evidence: string } {
  // a covenant of special warranty is what the grantor gave, whatever the form's title says
  // ("GENERAL WARRANTY DEED" over "... with covenant of SPECIAL WARRANTY")
  const special = SPECIAL_COVENANT.exec(body);
  if (special) return { category: 'special_warranty_deed', evidence: special[0] };
  // a deed that warrants nothing passes the land as a quitclaim does: a "NON-WARRANTY DEED", a "DEED WITHOUT WARRANTY" (its
  // title taken at its word), a bargain and sale deed that only "conveys" (Oregon's statutory form,
  // no covenant of title; not Nevada's "GRANT, BARGAIN AND SALE DEED", whose grant implies them)
  const bare = /\bNON-?\s?WARRANTY\s+DEED\b|\bDEED\s+WITHOUT\s+WARRANTY\b/i.exec(body) ?? (/\bwarrant/i.test(body) ? null : /(?<!\bGRANT,?\s{1,3})\bBARGAIN\s+AND\s+SALE\s+DEED\b/.exec(body));
  if (bare) return { category: 'quitclaim_deed', evidence: bare[0] };
  if (/WARRANTY|GRANT\s+DEED/i.test(byTitle.evidence)) return byTitle;
  const quitclaim = QUITCLAIM_WORDS.exec(body) ?? /without\s+(?:any\s+)?warranty(?:\s+(?:of\s+title\s+)?whatsoever)?,?\s+(?:and\s+)?(?:not\s+even|even)\s+(?:as\s+)?(?:to|for)\s+the\s+return\s+of\s+the\s+(?:purchase\s+)?price/i.exec(body);
  if (quitclaim && !/warrant\s+(?:and\s+forever\s+defend|generally)|general\s+warranty/i.test(body)) return { category: 'quitclaim_deed', evidence: quitclaim[0] };
  return byTitle;
}

const ENTRY_NUMBER = /^(?:Entry|Item)\s+(?:No\.?\s*)?\d{1,4}[.:]?\s+(?=[A-Z]{3})/;

/** The instrument's category from its title (caption), else from its operative language. */
export function classify(caption: string, body: string): Classification {
  // (an abstractor's entry numbers its title: "Item 57.  QUITCLAIM DEED", "Entry No. 75.  WARRANTY DEED")
  const lines = caption.split('\n').map((l) => l.trim().replace(ENTRY_NUMBER, '')).filter(Boolean);
  // Title lines are short and in capitals; index lines ("Grantor: ...") and notices are not titles.
  // (a federal form's title runs long: "ASSIGNMENT OF RECORD TITLE INTEREST IN A LEASE FOR OIL AND GAS OR GEOTHERMAL RESOURCES")
  // (a state's patent titled in small letters: "Swamp Land Patent No. 4265", "Carey Act Patent No. 1013")
  const titles = lines.filter((l) => l.length < 100 && ((isCapitalsTitle(l) && /[A-Z]{3}/.test(l)) || /^(?:[A-Z][A-Za-z ]{0,40}\s)?Patent\s+No\.?\s*\d+\b/.test(l)) && !/^(?:GRANTOR|GRANTEE|NOTICE|THE\s+STATE|STATE\s+OF|COUNTY\s+OF|CAUSE|IN\s+THE\s+COUNTY\s+COURT)\b/.test(l) && !/§/.test(l) && !(/\)$/.test(l) && !/\(/.test(l)));
  // a clerk's record names the kind on a line of its own ("Kind of Instrument: MINERAL DEED")
  const kindLine = /^[ \t]*(?:Kind\s+of\s+Instrument|Type\s+of\s+Instrument|Instrument\s+(?:Type|Kind)|Document\s+Type|Instrument)\s*:[ \t]*(.+)$/im.exec(caption);
  const byKind = kindLine ? firstMatch(TITLES, kindLine[1]) : null;
  if (byKind) return byKind.category === 'warranty_deed' ? byCovenant(byKind, `${caption}\n${body}`) : byKind;
  // a California grant deed of the minerals says so under its title or beside it: "GRANT DEED\n(Mineral Interest)",
  // "GRANT DEED (Mineral Interest)", "GRANT DEED (Oil, Gas and Minerals)"
  const mineralGrant = /\bGRANT\s+DEED[ \t]*\n?[ \t]*\((?=[^()\n]*\b(?:Minerals?|Oil)\b)(?![^()\n]*\b(?:Surface|Royalty)\b)[^()\n]{0,60}\)/i.exec(caption);
  if (mineralGrant) return { category: 'mineral_deed', evidence: mineralGrant[0] };
  // a "DEED OF RELEASE" that quitclaims land in fee, and recites no debt, is a quitclaim deed (Maryland's and
  // Virginia's deeds of release are either; a lien's release speaks of the mortgage or deed of trust it ends)
  // (and Maine's statutory "RELEASE DEED": "... for consideration paid, releases to X")
  const ofRelease = (titles.some((l) => /\bDEED\s+OF\s+RELEASE\b/i.test(l)) && QUITCLAIM_WORDS.exec(body)) || (titles.some((l) => /^RELEASE\s+DEED$/i.test(l)) && /\breleases?\s+(?:unto|to)\s+[A-Z]/.exec(body));
  if (ofRelease && !/\b(?:mortgage|deed\s+of\s+trust|indebtedness|promissory\s+note|secured|satisf(?:ied|action))\b/i.test(body)) return { category: 'quitclaim_deed', evidence: ofRelease[0] };
  // a release titled by the word alone releases what it names: an oil and gas lease ("Lessee (present owner): ...",
  // "Lease dated: ...") and no debt is the lease's release
  if (titles.some((l) => /^(?:RELEASE|DISCHARGE|SATISFACTION)$/i.test(l))) {
    const all = `${caption}\n${body}`;
    if (/\blessee\b/i.test(all) && /\blease\b/i.test(all) && !/\b(?:mortgage|deed\s+of\s+trust|indebtedness|promissory\s+note)\b/i.test(all)) return { category: 'release_of_lease', evidence: 'RELEASE' };
    // (and a mortgage's: "that X, the holder of the mortgage given by Y ..., does release and discharge the lien")
    if (/\b(?:holder|owner)\s+of\s+(?:the|that|a)\s+(?:certain\s+)?(?:mortgage|deed\s+of\s+trust)\b|\b(?:release|discharge)s?\s+(?:and\s+discharges?\s+)?the\s+lien\b/i.test(all)) return { category: 'other', evidence: 'RELEASE', kind: 'lien_release' };
  }
  const byTitle = firstMatch(TITLES, titles.join(' \n '));
  if (byTitle) return byTitle.category === 'warranty_deed' ? byCovenant(byTitle, `${caption}\n${body}`) : byTitle;
  // Titles not in capitals, or a probate caption ("IN THE MATTER OF THE ESTATE ... ORDER ADMITTING").
  const byShortLine = firstMatch(SHORT_LINE_TITLES, lines.filter((l) => l.length < 80 && !/[.;]\s*$/.test(l)).join(' \n '));
  if (byShortLine) return byShortLine;
  // A title in title case on a line of its own ("Quit Claim Deed", "Mineral Deed", "Deed Without Warranty (Quitclaim)").
  const titleCased = lines.filter((l) => l.length < 60 && /^(?:[A-Z][A-Za-z'-]*|of|and|the|in|to|&)(?:\s+(?:\(?[A-Z][A-Za-z'-]*\)?|of|and|the|in|to|&))*$/.test(l) && /\b(?:Deed|Lease|Assignment|Release|Conveyance|Transfer|Affidavit|Patent|Easement|Mortgage|Quit\s*Claim|Quitclaim|Right\s+of\s+Way)\b/.test(l)).join(' \n ');
  const byTitleCase = firstMatch(TITLES, titleCased);
  if (byTitleCase) return byTitleCase;
  if (/IN\s+THE\s+MATTER\s+OF\s+THE\s+ESTATE|In\s+the\s+Matter\s+of\s+the\s+Estate|ESTATE\s+OF[\s\S]{0,80}DECEASED/.test(caption)) return { category: 'probate', evidence: 'ESTATE OF' };
  const byBody = firstMatch(VENDORS_LIEN.test(body) ? BODY.filter(([re]) => re !== PROMISSORY_NOTE) : BODY, body);
  if (byBody) return byBody.category === 'warranty_deed' ? byCovenant(byBody, body) : byBody;
  // (Louisiana: an "Act of Sale", a "Cash Sale": a sale of the land, with warranty unless its words say otherwise)
  const m = /\b(?:GENERAL\s+)?WARRANTY\s+DEED|\bDEED\b|\bACT\s+OF\s+(?:CASH\s+)?SALE\b|\bCASH\s+SALE\b/i.exec(caption);
  // (of the kind its covenant says: "THIS DEED ... do grant and convey unto the said parties ... will warrant specially")
  if (m) return byCovenant({ category: 'warranty_deed', evidence: m[0] }, body);
  return { category: 'other', evidence: null };
}

const FRACTION_WORDS: Record<string, string> = {
  'one-half': '1/2', 'one half': '1/2', half: '1/2', 'one-fourth': '1/4', 'one fourth': '1/4', 'one-quarter': '1/4', quarter: '1/4',
  'three-fourths': '3/4', 'three fourths': '3/4', 'one-eighth': '1/8', 'one eighth': '1/8', 'one-third': '1/3', 'two-thirds': '2/3',
  'one-sixteenth': '1/16', 'three-sixteenths': '3/16', 'one-thirty-second': '1/32', 'three-eighths': '3/8', 'five-eighths': '5/8', 'seven-eighths': '7/8',
  'one-sixth': '1/6', 'one-twelfth': '1/12',
};

// a share written in words: a number and a denominator ("seven-sixteenths", "three thirty-seconds", "five sixty-fourths")
const DENOMINATORS: Record<string, number> = { third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, twelfth: 12, sixteenth: 16, 'thirty second': 32, 'sixty fourth': 64, 'one hundred twenty eighth': 128 };
const SPELLED_NUMBER = '((?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|seventeen|nineteen|twenty|thirty|forty|fifty|sixty)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?)';
const SPELLED_FRACTION = `${SPELLED_NUMBER}[\\s-]+(thirds?|fourths?|quarters?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twelfths?|sixteenths?|thirty[\\s-]seconds?|sixty[\\s-]fourths?|one\\s+hundred\\s+(?:and\\s+)?twenty[\\s-]eighths?)\\b`;

/** "an undivided one-half (1/2) interest" → "1/2"; "all of" → "all"; null if no share is stated. */
// A direction before ("East Half", "N/2", "S 1/2") or a part of the land after ("of the Northeast
// Quarter", "of the NE 1/4", "of the SW/4", "of Section") makes a fraction the land's, not the interest's.
const NOT_LAND_PART = '(?<!\\b(?:North|South|East|West|[NSEW])\\.?\\s*)';
const NOT_LAND_AFTER = '(?!\\s+(?:(?:North|South)?(?:east|west)|North|South|[NSEW]\\.?(?:\\s?[NSEW]\\.?)?)\\s*(?:Quarter|Half|\\d\\s*\\/\\s*[24]|\\/\\s*[24])|\\s+Sec(?:tion|\\.))';

// (built once: fractionIn runs for every grant)
const SPELLED_RE = new RegExp(`undivided\\s+${SPELLED_FRACTION}|${NOT_LAND_PART}\\b${SPELLED_FRACTION}\\s+(?:\\(\\d+\\/\\d+\\)\\s+)?(?:interest|of\\s+all|of\\s+the${NOT_LAND_AFTER})`, 'i');

export function fractionIn(s: string): string | null {
  // (not a part of the land: "the East Half of the Northeast Quarter", "the E 1/2 of the NE 1/4")
  const m = /undivided\s+(?:([\w-]+(?:\s+[\w-]+)?)\s*)?\(?\s*(\d+\s*\/\s*\d+)\s*\)?/i.exec(s) ?? new RegExp(`${NOT_LAND_PART}\\b(\\d+\\s*\\/\\s*\\d+)(?:ths?)?\\s+(?:of\\s+(?:all|my|our)|of\\s+the${NOT_LAND_AFTER}|interest|undivided)`, 'i').exec(s);
  if (m) return (m[2] ?? m[1]).replace(/\s+/g, '');
  // a share in percent: "fifty percent (50%) in and to", "an undivided 37.5% interest"
  const pc = /\(?\b(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)\)?\s*(?:\(\s*\d{1,3}(?:\.\d+)?\s*%\s*\)\s*)?(?:undivided\s+)?(?:interest|in\s+and\s+to|of\s+(?:the|all|my|our))/i.exec(s);
  if (pc && Number(pc[1]) > 0 && Number(pc[1]) <= 100) return percentFraction(Number(pc[1]));
  // any share in words: "an undivided seven-sixteenths interest", "three thirty-seconds (3/32) of all"
  const spelled = SPELLED_RE.exec(s);
  if (spelled) {
    const num = wordsToNumber((spelled[1] ?? spelled[3]).replace(/-/g, ' '));
    const den = DENOMINATORS[(spelled[2] ?? spelled[4]).toLowerCase().replace(/[\s-]+/g, ' ').replace(/ and /, ' ').replace(/s$/, '')];
    if (num && den && num < den) return `${num}/${den}`;
  }
  const w = new RegExp(`undivided\\s+(${Object.keys(FRACTION_WORDS).join('|')})`, 'i').exec(s) ?? new RegExp(`${NOT_LAND_PART}\\b(${Object.keys(FRACTION_WORDS).join('|')})\\s+(?:\\(\\d+\\/\\d+\\)\\s+)?(?:interest|of\\s+all|of\\s+the${NOT_LAND_AFTER})`, 'i').exec(s);
  if (w) return FRACTION_WORDS[w[1].toLowerCase().replace(/\s+/g, ' ')] ?? null;
  if (/\ball\s+(?:of\s+)?(?:the\s+|grantor'?s?\s+|my\s+|our\s+)?(?:right,\s+title\s+and\s+interest\s+in\s+and\s+to\s+the\s+)?(?:oil,?\s+gas|minerals)/i.test(s)) return 'all';
  return null;
}

/** 50 → "1/2", 37.5 → "3/8", 100 → "all". */
function percentFraction(pct: number): string {
  if (pct === 100) return 'all';
  const scale = 10 ** Math.min(4, (String(pct).split('.')[1] ?? '').length);
  let a = Math.round(pct * scale);
  let b = 100 * scale;
  const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
  const g = gcd(a, b);
  a /= g;
  b /= g;
  return `${a}/${b}`;
}

const WHOLE_MINERALS = /\ball\s+(?:of\s+)?the\s+oil,?\s+gas(?:,?\s+and\s+(?:all\s+)?other\s+minerals)?\s+(?:in\s+and\s+)?(?:under|underlying|in\s+and\s+under)\b/i;
// (the possessive as typed: "Grantor's", "Grantors'", "Grantors")
const GRANTORS_INTEREST = /\b(?:grantor(?:['’]s|s['’]?)?|my|our|his|her|their|its)\s+(?:undivided\s+)?(?:right|interest|title)|\binterest\s+(?:now\s+)?owned\s+by\b|\bbeing\s+all\s+of\s+the\s+interest|\ball\s+(?:of\s+)?(?:the\s+)?right,?\s+title,?\s+and\s+interest/i;

function toNumber(fr: string | null): number | null {
  if (!fr || fr === 'all') return null;
  const [a, b] = fr.split('/').map(Number);
  return b ? a / b : null;
}

export interface ReservationDetail {
  estate_type: EstateType;
  fraction: string;
  reserved_by: string | null;
  text: string;
  start: number;
  end: number;
}

/** Reservations and exceptions of minerals (or royalty) a deed holds back; "subject to ... of record" is not one. */
export function findReservations(text: string, from: number, to: number, grantor: string | null): ReservationDetail[] {
  const out: ReservationDetail[] = [];
  const region = text.slice(from, to);
  const re = /(?:SAVE\s+AND\s+EXCEPT|SAVING\s+AND\s+EXCEPTING|LESS\s+AND\s+EXCEPT|EXCEPTING\s+AND\s+RESERVING|(?:there\s+is\s+)?(?:hereby\s+)?(?:expressly\s+)?(?:excepted\s+and\s+)?(?:reserve[sd]?|reserving|retains?|retaining)\s+(?:unto|to)\b|Grantors?\s+(?:hereby\s+)?(?:reserves?|excepts?|retains?)(?:\s+and\s+(?:reserves?|excepts?|retains?))?\b|(?:^|\n)[ \t]*(?:Reserves|Reserved|Reservations?|Exceptions?)\s*:)[\s\S]{0,500}?(?:oil,?\s+gas,?\s+(?:and\s+)?(?:all\s+)?(?:other\s+)?minerals|mineral\s+(?:rights|estate|interest)|minerals|royalty|oil\s+(?:and|&)\s+gas\b)/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(region))) {
    const s = m[0];
    if (/subject\s+to/i.test(s.slice(0, 40))) continue;
    // the habendum or warranty pointing back at a reservation already made ("save and except the minerals above reserved")
    const tail = region.slice(m.index + s.length, m.index + s.length + 40);
    if (/(?:herein)?above\s+reserved|hereinabove|herein\s+reserved|aforesaid\s+reservation/i.test(s + tail)) continue;
    if (/of\s+record|heretofore\s+(?:reserved|conveyed)|previously\s+(?:reserved|conveyed)|prior\s+reservations?/i.test(s) && !/unto\s+(?:the\s+said\s+)?grantor|unto\s+[A-Z]/i.test(s)) continue;
    const frac = fractionIn(s) ?? (/all\s+of\s+the\s+oil/i.test(s) ? 'all' : /\b(?:the|said)\s+(?:oil,?\s+gas|minerals)/i.test(s) ? 'all' : 'all');
    const who = /reserved\s+unto\s+(?:the\s+said\s+)?(?:Grantor,?\s+)?([A-Z][A-Za-z.\s]+?)(?:,|\s+his|\s+her|\s+their|\s+its)/.exec(s);
    const end = from + m.index + s.length;
    out.push({
      estate_type: /royalty/i.test(s) && !/minerals/i.test(s) ? 'mineral' : 'mineral',
      fraction: frac,
      reserved_by: who && !/^(?:Grantor|Grantors)$/i.test(who[1].trim()) ? squash(who[1]) : grantor,
      text: squash(s),
      start: from + m.index,
      end,
    });
  }
  return out;
}

export interface RawConveyance extends Conveyance {
  reservation_details: ReservationDetail[];
  evidence: string | null;
}

/** A court's judgment or decree quieting title (its caption's plaintiffs take, its defendants are barred). */
export const QUIET_TITLE = /\b(?:JUDGMENT|DECREE)\s+(?:QUIETING|TO\s+QUIET|OF\s+QUIET)\s+TITLE\b|\bQUIET(?:ING)?\s+TITLE\s+(?:JUDGMENT|DECREE)\b/i;

/** Which estates move, how much, and what is held back. */
export function conveyance(cat: DocCategory, text: string, grant: [number, number], grantor: string | null, kind?: InstrumentKind): RawConveyance {
  const g = text.slice(grant[0], grant[1]);
  const base = { reservations: [] as string[], reservation_details: [] as ReservationDetail[] };
  // a merger vests the merged company's leaseholds on the lands it lists in the survivor, by law
  if (kind === 'merger') return { ...base, conveys_fee: false, estate_types_conveyed: ['leasehold'], interest: "the merged company's leasehold interests, by merger", fraction: null, evidence: /\bmerged\s+(?:with\s+and\s+)?into\b/i.exec(text)?.[0] ?? null };
  switch (cat) {
    case 'oil_and_gas_lease':
      return { ...base, conveys_fee: false, estate_types_conveyed: ['leasehold'], interest: 'oil and gas leasehold', fraction: null, evidence: /leases?\s+and\s+lets|lease\s+and\s+let/i.exec(g)?.[0] ?? null };
    case 'assignment_of_lease': {
      const fr = /undivided\s+[\w\s-]*?\(?(\d+\/\d+)\)?/i.exec(g)?.[1] ?? null;
      const pct = fr ? null : /undivided\s+[\w\s-]*?\(?(\d+(?:\.\d+)?)\s*%\)?/i.exec(g)?.[1] ?? null;
      const share = fr ? `undivided ${fr}` : pct ? `undivided ${pct}%` : null;
      return { ...base, conveys_fee: false, estate_types_conveyed: ['leasehold'], interest: share ? `${share} of assignor's leasehold interest` : "all of assignor's leasehold interest", fraction: pct ? Number(pct) / 100 : toNumber(fr), evidence: /assign[\s\S]{0,80}?(?:interest|lease)/i.exec(g)?.[0] ?? null };
    }
    case 'release_of_lease':
      return { ...base, conveys_fee: false, estate_types_conveyed: ['leasehold'], interest: 'release of the leasehold', fraction: null, evidence: /release[\s\S]{0,60}?surrender|release/i.exec(g)?.[0] ?? null };
    case 'easement':
      return { ...base, conveys_fee: false, estate_types_conveyed: [], interest: /pipe\s*line/i.test(g) ? 'pipeline right of way' : 'easement', fraction: null, evidence: /right[-\s]of[-\s]way|easement/i.exec(g)?.[0] ?? null };
    case 'deed_of_trust':
      return { ...base, conveys_fee: false, estate_types_conveyed: [], interest: 'lien securing a note', fraction: null, evidence: /in\s+trust|to\s+secure/i.exec(text)?.[0] ?? null };
    case 'mineral_deed':
    case 'royalty_deed': {
      // (a form's own line may state it outside the granting clause: "Interest conveyed: an undivided one-eighth (1/8) ...")
      const line = /^[ \t]*(?:Interest(?:\s+(?:conveyed|granted|transferred))?|(?:Mineral|Royalty)\s+interest(?:\s+conveyed)?)\s*:[ \t]*(.+)$/im.exec(text)?.[1];
      const fr = fractionIn(g) ?? (line ? fractionIn(line) : null);
      const royalty = cat === 'royalty_deed';
      const share = fr && fr !== 'all' ? `undivided ${fr}` : 'all';
      return {
        ...base,
        conveys_fee: false,
        estate_types_conveyed: ['mineral'],
        interest: royalty ? `${share} of the royalty${/non-?participating/i.test(text) ? ' (non-participating)' : ''}` : `${share} mineral interest`,
        // "all of the oil, gas and other minerals in and under" is the whole of them (a grantor who held
        // half conveyed more than he held); "all of Grantor's interest in" is whatever he has, and "100% in
        // and to all of the oil, gas ..." the grantor's own percentage
        fraction: fr === 'all' && !royalty && WHOLE_MINERALS.test(g) && !GRANTORS_INTEREST.test(g) && !/%|\bper\s*cent/i.test(g) ? 1 : toNumber(fr),
        evidence: /undivided[\s\S]{0,120}?(?:minerals|royalty)/i.exec(g)?.[0] ?? null,
      };
    }
    case 'affidavit_of_heirship':
    case 'probate': {
      // what the decedent owned (or the will gives), read up to the land itself: "owned an undivided
      // one-half mineral interest in the NW/4 ...", "all of the oil, gas and other minerals in and
      // under ...", "his mineral and royalty interest in ..." move minerals; "an interest in the
      // following land", "all of Decedent's property" the fee
      const ownedRe = /\b(?:owned|owner\s+of|seized|possessed|devise[sd]?|bequeath(?:s|ed)?|inherited)\b[\s\S]{0,250}?(?:following\s+described|described\s+(?:land|propert)|\bland\b|\bin\s+and\s+under\b|\bSec(?:tion|\.)|\bSurvey\b|\bLots?\b|\b[NSEW]\s?\/\s?[24]|\bAll\s+of\s+Section|$)/i;
      const owned = ownedRe.exec(text)?.[0] ?? '';
      // (what the whole estate or the residue passes "including an undivided 1/4 interest in and to the oil, gas and other
      // minerals in ... the following described real property": the decedent's holding in the land is those minerals)
      const including = /\bincluding\s+(?:an?\s+|all\s+of\s+(?:the\s+)?)?(?:undivided\s+)?[^.;:]{0,60}?\binterest\s+in\s+and\s+to\s+(?:all\s+of\s+)?the\s+oil,?\s+gas,?\s+and\s+(?:all\s+)?other\s+minerals\s+in\b/i.exec(text);
      if (including) return { ...base, conveys_fee: false, estate_types_conveyed: ['mineral'], interest: "the decedent's interest", fraction: null, evidence: including[0] };
      const mineralOnly = /in\s?\w{4,7}\s+in\s+and\s+to\s+(?:all\s+of\s+)?the\s+oil,?\s+gas|mineral\s+(?:and\s+royalty\s+)?interests?|royalty|\boil,?\s+gas\s+and\s+(?:all\s+)?other\s+minerals|\boil,?\s+(?:and|&)\s+gas\s+(?:in\s+and\s+)?(?:under|underlying)\b|\bminerals\b/i.test(owned) && !/surface|\bfee\b|real\s+property|all\s+of\s+(?:his|her|the\s+decedent'?s|decedent'?s)\s+property/i.test(owned);
      // ("owned the following described mineral interest", "devises the following described real estate ...: an
      // undivided 1/1 interest in and to the oil, gas and minerals in ...": what follows the words says it)
      const ownedEnd = owned ? (ownedRe.exec(text)?.index ?? 0) + owned.length : 0;
      const tail = text.slice(ownedEnd, ownedEnd + 300);
      const mineralAfter = /following\s+described$/i.test(owned) && (/^\s*(?:mineral|royalty)\s+(?:and\s+royalty\s+)?interests?\b/i.test(tail) || /^[^:]{0,160}:\s*(?:an?\s+)?(?:undivided\s+)?[^.;:\n]{0,40}?\binterest\s+in\s+and\s+to\s+(?:all\s+of\s+)?the\s+oil/i.test(tail));
      const minerals = mineralOnly || mineralAfter;
      return { ...base, conveys_fee: !minerals, estate_types_conveyed: [minerals ? 'mineral' : 'fee'], interest: "the decedent's interest", fraction: null, evidence: owned || null };
    }
    case 'other':
      // a judgment quieting title vests the fee in the plaintiff: "fee simple title ... is hereby quieted and vested in the Plaintiff"
      if (QUIET_TITLE.test(text) && /\bquieted\b/i.test(text)) return { ...base, conveys_fee: true, estate_types_conveyed: ['fee'], interest: 'fee simple title quieted', fraction: null, evidence: /(?:title[\s\S]{0,120}?)?quieted(?:\s+and\s+(?:vested|confirmed))?/i.exec(text)?.[0] ?? null };
      // an officer's or a fiduciary's deed (a guardian's, an executor's, a sheriff's) conveys like any
      // deed: read on as one; another instrument of no listed kind conveys nothing
      // (a deed that takes effect at the owner's death moves nothing while he lives)
      // (nor does the release of a lien, whatever words of release and conveyance it uses: "RELEASE OF LIEN ...
      // does hereby release, quitclaim and convey unto the said ...": the owner's title was his all along)
      if (!(/\b(?:grant|bargain|sell|convey|quitclaim)s?\b[\s\S]{0,300}?\bunto\b/i.test(g) || /\b(?:conveys?|grants?|quitclaims?)(?:\s+and\s+(?:warrants?|quitclaims?))?(?:\s*,\s*with\s+[a-z ]{3,40}?covenants?\s*,)?\s+to\s+(?:the\s+said\s+)?[A-Z]/.test(g)) || /\beffective\s+(?:up)?on\s+(?:the\s+)?death\b|\btransfer[-\s]on[-\s]death\b|\bBENEFICIARY\s+DEED\b/i.test(text) || LIEN_RELEASE.test(text.slice(0, 400))) return { ...base, conveys_fee: false, estate_types_conveyed: [], interest: null, fraction: null, evidence: null };
    // falls through
    default: {
      // deeds and patents (and the deeds above): the fee unless the grant is only of minerals
      // (or the minerals themselves the grant's object: "QUITCLAIM OF MINERAL INTEREST ... quitclaim, release and
      // relinquish unto the said Grantee, all of the oil, gas and other minerals in, on and under the following described land")
      const mineralGrant =
        /(?:grant|convey|quitclaim|sell)[\s\S]{0,200}?(?:undivided[\s\S]{0,60}?|all\s+of\s+)interest\s+in\s+and\s+to\s+(?:all\s+of\s+)?the\s+oil,?\s+gas/i.exec(g) ??
        (/\b(?:QUITCLAIM|RELEASE|CONVEYANCE)\s+OF\s+(?:ALL\s+)?MINERAL\s+(?:AND\s+ROYALTY\s+)?INTERESTS?\b|\bMINERAL\s+QUITCLAIM\b/.test(text.slice(0, 400))
          ? /(?:quitclaim|release|relinquish|convey)[\s\S]{0,120}?\bunto\s+(?:the\s+said\s+)?Grantees?,?\s+(?:an?\s+undivided\s+[^,;]{0,40}?\s+(?:of|in)\s+)?all\s+of\s+the\s+oil,?\s+gas,?\s+and\s+(?:all\s+)?other\s+minerals\b/i.exec(g)
          : null);
      // "... convey unto B the land; there is hereby reserved unto the grantor an undivided 1/2 interest in and to the oil, gas" keeps the fee moving
      if (mineralGrant && cat !== 'patent' && !/reserv|except|retain|saving/i.test(g.slice(Math.max(0, mineralGrant.index - 60), mineralGrant.index + mineralGrant[0].length))) {
        const fr = fractionIn(mineralGrant[0]);
        return { ...base, conveys_fee: false, estate_types_conveyed: ['mineral'], interest: `${fr && fr !== 'all' ? `undivided ${fr}` : 'all'} mineral interest`, fraction: toNumber(fr), evidence: mineralGrant[0] };
      }
      const res = findReservations(text, grant[0], grant[1], grantor);
      const interest = res.length ? `fee, less ${res[0].fraction === 'all' ? 'all' : res[0].fraction} of the minerals reserved` : 'fee';
      return {
        conveys_fee: true,
        estate_types_conveyed: ['fee'],
        reservations: res.map((r) => r.text),
        reservation_details: res,
        interest,
        fraction: null,
        evidence: /grant[\s\S]{0,40}?convey|quitclaim|grant(?:ed)?\s+(?:by|unto)/i.exec(g)?.[0] ?? null,
      };
    }
  }
}

/** The recording reference in the clerk's stamp (the last one in the instrument; recited ones come earlier). */
export function recording(text: string, stampFrom: number): Recording & { start: number; end: number } | null {
  const region = text.slice(stampFrom);
  const cands: Array<Recording & { start: number; end: number }> = [];
  const bp = /\b(Book|Vol(?:ume|\.)?)\s*(\d+)\s*,?\s*(?:of\s+(?:the\s+)?([A-Z][A-Za-z ]+?)\s*,?\s*)?(?:at\s+|on\s+)?(?:Page|Pg\.?|P\.)\s*(\d+)(?:\s*,?\s*(?:of\s+the\s+)?((?:[A-Z][A-Za-z]*\s+){0,5}Records))?/gi;
  let m: RegExpExecArray | null;
  while ((m = bp.exec(region))) {
    const kind = /^book/i.test(m[1]) ? 'Book' : 'Vol.';
    let records = m[3] ? squash(m[3]) : m[5] ? squash(m[5]) : null;
    if (records && /^(?:the\s+)?records$/i.test(records)) records = null;
    if (!records) {
      const after = region.slice(m.index + m[0].length, m.index + m[0].length + 80);
      const r = /^\s*,?\s*(?:of\s+the\s+)?((?:[A-Z][A-Za-z]*\s+){0,5}Records)/.exec(after);
      if (r) records = squash(r[1]);
    }
    if (records && /plat|probate/i.test(records)) continue;
    cands.push({ book: m[2], page: m[4], instrument_number: null, records, reference: `${kind} ${m[2]}, Page ${m[4]}`, start: stampFrom + m.index, end: stampFrom + m.index + m[0].length });
  }
  const inst = /\b(?:Instrument|Document|Doc\.?|Clerk'?s?\s+File)\s*(?:No\.?|Number|#)\s*:?\s*([0-9][0-9-]*[0-9])/gi;
  while ((m = inst.exec(region))) {
    const records = /OFFICIAL\s+PUBLIC\s+RECORDS/i.test(region) ? 'Official Public Records' : /OFFICIAL\s+RECORDS/i.test(region) ? 'Official Records' : null;
    cands.push({ book: null, page: null, instrument_number: m[1], records, reference: `Instrument No. ${m[1]}`, start: stampFrom + m.index, end: stampFrom + m.index + m[0].length });
  }
  if (!cands.length) return null;
  cands.sort((a, b) => a.start - b.start);
  return cands[cands.length - 1];
}
