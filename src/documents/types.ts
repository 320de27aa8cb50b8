// The shapes the document-analysis pieces hand each other: the extractor (src/documents/extract/)
// produces them from a document's text, the pipeline (jobs, storage, API) stores them, and L2
// clustering and the estate graph (src/documents/l2/, src/documents/graph/) read them. The API's
// `resolved` objects are these fields; specs/documents.yaml is the contract for them.

export const STAGES = [
  'markdown',
  'segmentation',
  'extract_parties',
  'extract_dates',
  'extract_land_description',
  'extract_conveyance',
  'extract_document_classification',
  'assembly',
  'runsheet',
  'runtime_linking',
] as const;
export type Stage = (typeof STAGES)[number];

export const EXTRACT_STAGES = [
  'extract_parties',
  'extract_dates',
  'extract_land_description',
  'extract_conveyance',
  'extract_document_classification',
] as const;
export type ExtractStage = (typeof EXTRACT_STAGES)[number];

export const ROLES = ['grantor', 'grantee', 'lessor', 'lessee', 'assignor', 'assignee', 'decedent', 'heir', 'other'] as const;
export type Role = (typeof ROLES)[number];

export const DOC_CATEGORIES = [
  'warranty_deed',
  'special_warranty_deed',
  'quitclaim_deed',
  'mineral_deed',
  'royalty_deed',
  'oil_and_gas_lease',
  'assignment_of_lease',
  'release_of_lease',
  'affidavit_of_heirship',
  'probate',
  'patent',
  'easement',
  'deed_of_trust',
  'other',
] as const;
export type DocCategory = (typeof DOC_CATEGORIES)[number];

export const ESTATE_TYPES = ['fee', 'mineral', 'leasehold'] as const;
export type EstateType = (typeof ESTATE_TYPES)[number];

/** A stretch of the document's text (after the markdown stage): [start, end) in UTF-16 units. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

/** Segmentation's parts of an instrument. */
export type SegmentKind =
  | 'caption'
  | 'granting_clause'
  | 'description'
  | 'reservations'
  | 'signatures'
  | 'acknowledgment'
  | 'recording_stamp'
  | 'other';

export interface Segment extends Span {
  kind: SegmentKind;
}

export interface Party {
  /** Unique in its document only ("p1", "p2", ...). */
  party_id: string;
  /** The fullest form the instrument gives, natural order, no descriptors ("a single man", "Trustee"). */
  canonical_name: string;
  role: Role;
  kind: 'person' | 'organization';
  /** Where the instrument says the party lives ("kingfisher" of "of Kingfisher County"), small letters; kept in L1, not shown by the API. */
  residence?: string | null;
  /** Named as a trustee ("as Trustee of the X Trust"): holds for a trust, another person than himself individually (L2); kept in L1, not shown by the API. */
  trustee?: boolean;
  /** Present only when runtime_linking gave `canonical_name` the package's spelling: the name as this instrument reads it (an OCR slip). */
  name_as_written?: string;
  /** Present only when the instrument gives this party a part in some of its tracts only (a community lease's schedule of lessors sets each owner's lot opposite his name): those tracts. */
  tract_ids?: string[];
}

export interface Dates {
  /** Effective date, else execution, else recording; YYYY-MM-DD. */
  governing_date: string | null;
  execution_date: string | null;
  effective_date: string | null;
  acknowledgment_date: string | null;
  recording_date: string | null;
  /** Affidavits of heirship and probates. */
  death_date: string | null;
}

export interface Tract {
  /** Stable across documents that describe the same land (derived from the normalised description). */
  tract_id: string;
  tract_identity_phrase: string;
  /** Two letters. */
  state: string | null;
  /** Without the word County. */
  county: string | null;
  section: string | null;
  /** "16N"; a Texas railroad-block township "1S". */
  township: string | null;
  /** "7W". */
  range: string | null;
  /** "NE/4", "E/2 SW/4", "ALL" for a whole Texas section. */
  aliquot: string | null;
  /** Short form, "T&P RR Co.". */
  survey: string | null;
  /** Digits. */
  abstract: string | null;
  block: string | null;
  /** "3, 4". */
  lot: string | null;
  acres: number | null;
  /** Set only when `acres` were filled in by runtime_linking from another document of the package describing the same tract. */
  acres_source?: { doc_id: string };
  /** Present when runtime_linking filled `county` from another document of the package. */
  county_source?: { doc_id: string };
  /** Set only when runtime_linking gave `survey` the spelling most documents of the same tract give (an OCR slip): the name as this instrument reads. */
  survey_as_written?: string;
  /** Platted lots only: "Original Town of Wheeler". */
  subdivision?: string | null;
}

export interface Recording {
  book: string | null;
  page: string | null;
  instrument_number: string | null;
  records: string | null;
  /** "Book 1022, Page 311" or "Instrument No. 2019-004512". */
  reference: string | null;
}

export interface Conveyance {
  conveys_fee: boolean;
  estate_types_conveyed: EstateType[];
  /** What the instrument holds back (reservations and exceptions), as written. */
  reservations: string[];
  /** "fee", "undivided 1/2 mineral interest", "1/8 royalty", ... or null. */
  interest: string | null;
  /** The fraction of the estate moved, when the instrument says (0.5 for an undivided one-half); null: all of it. */
  fraction: number | null;
  /** Each reservation, structured: what estate, how much ("1/2", "all"), reserved by whom. */
  reservation_details?: Array<{ estate_type: EstateType; fraction: string | null; reserved_by: string | null }>;
  /** A decedent's instrument corrected by runtime_linking (graph/descent.ts): the estates its words read. */
  estate_types_as_written?: EstateType[];
}

/** L1: one document's normalised, resolved record. */
export interface ResolvedDocument {
  doc_id: string;
  doc_category: DocCategory;
  dates: Dates;
  recording: Recording;
  parties: Party[];
  tracts: Tract[];
  conveyance: Conveyance;
}

/** One party mention handed to L2 clustering. */
export interface PartyMention {
  doc_id: string;
  party_id: string;
  name: string;
  role: Role;
  kind: 'person' | 'organization';
  /** The document's governing date, for date-order signals. */
  date: string | null;
  /** The tracts of the document, when known: shared land tells two people of one name together or apart. */
  tract_ids?: string[];
  /** Where the instrument says the person lives, when it does: two residences are two people unless land or a spouse joins them. */
  residence?: string | null;
  /** Named as a trustee: never one person with the same name's mentions not named so. */
  trustee?: boolean;
  /** A decedent's death date, when the instrument states it: a person dies once. */
  died?: string;
  /** False when the instrument moves no estate (a lien's release to the borrowers, an easement): its grantee takes nothing. */
  conveys?: boolean;
}

/** An L2 cluster: one person or company across the package's documents. */
export interface PartyCluster {
  cluster_id: string;
  canonical_name: string;
  members: Array<{ doc_id: string; party_id: string; name: string }>;
}

export type MatcherVersion = '1.0' | '1.1' | '2.0';

export interface EstateNode {
  id: string;
  estate_type: EstateType;
  tract_id: string;
  holder: string;
  holder_cluster_id: string | null;
  /** Null for a chain's first known holder. */
  acquired_by_doc_id: string | null;
}

export interface EstateEdge {
  from: string;
  to: string;
  doc_id: string;
  score?: number;
}

export type GapKind = 'grantor_never_received' | 'conveyed_before_acquired' | 'conveyed_more_than_held';

export interface EstateGap {
  estate_type: EstateType;
  tract_id: string;
  kind: GapKind;
  description: string;
  before_doc_id?: string;
  after_doc_id?: string;
}
