// L0: the raw output of each extraction stage, the same shape from either provider. These JSON
// Schemas are what the OpenAI-compatible provider asks the model to fit (response_format
// json_schema) and what its answers are validated against (AJV); the built-in provider produces
// the same shapes, with offsets where it knows them. `evidence` is the text the value was read
// from, quoted exactly, so assembly can point at it (extraction_context).
import type { DocCategory, EstateType, ExtractStage, Role } from '../types.js';
import { DOC_CATEGORIES, ESTATE_TYPES, ROLES } from '../types.js';

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const numOrNull = { type: ['number', 'null'] };
const intOrNull = { type: ['integer', 'null'] };

export const STAGE_SCHEMAS: Record<ExtractStage, Record<string, unknown>> = {
  extract_parties: {
    type: 'object',
    additionalProperties: false,
    required: ['parties'],
    properties: {
      parties: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'role', 'kind', 'evidence'],
          properties: {
            name: str,
            role: { enum: [...ROLES] },
            kind: { enum: ['person', 'organization'] },
            evidence: strOrNull,
            start: intOrNull,
            end: intOrNull,
            residence: strOrNull,
            trustee: { type: 'boolean' },
            // (the lot and block a schedule sets opposite the name, or the passage [from, to) whose tracts are the party's)
            holds: {
              anyOf: [
                { type: 'object', additionalProperties: false, required: ['lot', 'block'], properties: { lot: str, block: strOrNull } },
                { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: { type: 'integer' }, to: { type: 'integer' } } },
              ],
            },
          },
        },
      },
    },
  },
  extract_dates: {
    type: 'object',
    additionalProperties: false,
    required: ['dates', 'recording'],
    properties: {
      dates: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'date', 'evidence'],
          properties: {
            kind: { enum: ['execution', 'effective', 'acknowledgment', 'recording', 'death'] },
            date: str,
            evidence: strOrNull,
            start: intOrNull,
            end: intOrNull,
          },
        },
      },
      recording: {
        type: ['object', 'null'],
        additionalProperties: false,
        required: ['book', 'page', 'instrument_number', 'records', 'reference'],
        properties: {
          book: strOrNull,
          page: strOrNull,
          instrument_number: strOrNull,
          records: strOrNull,
          reference: strOrNull,
          evidence: strOrNull,
          start: intOrNull,
          end: intOrNull,
        },
      },
    },
  },
  extract_land_description: {
    type: 'object',
    additionalProperties: false,
    required: ['tracts'],
    properties: {
      tracts: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['evidence', 'state', 'county', 'section', 'township', 'range', 'aliquot', 'survey', 'abstract', 'block', 'lot', 'acres'],
          properties: {
            evidence: strOrNull,
            state: strOrNull,
            county: strOrNull,
            section: strOrNull,
            township: strOrNull,
            range: strOrNull,
            aliquot: strOrNull,
            survey: strOrNull,
            abstract: strOrNull,
            block: strOrNull,
            lot: strOrNull,
            acres: numOrNull,
            subdivision: strOrNull,
            start: intOrNull,
            end: intOrNull,
          },
        },
      },
    },
  },
  extract_conveyance: {
    type: 'object',
    additionalProperties: false,
    required: ['conveys_fee', 'estate_types_conveyed', 'reservations', 'interest', 'fraction', 'evidence'],
    properties: {
      conveys_fee: { type: 'boolean' },
      estate_types_conveyed: { type: 'array', items: { enum: [...ESTATE_TYPES] } },
      reservations: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'estate_type', 'fraction', 'reserved_by'],
          properties: {
            text: str,
            estate_type: { enum: [...ESTATE_TYPES] },
            fraction: strOrNull,
            reserved_by: strOrNull,
            start: intOrNull,
            end: intOrNull,
          },
        },
      },
      interest: strOrNull,
      fraction: numOrNull,
      evidence: strOrNull,
    },
  },
  extract_document_classification: {
    type: 'object',
    additionalProperties: false,
    required: ['doc_category', 'evidence'],
    properties: {
      doc_category: { enum: [...DOC_CATEGORIES] },
      evidence: strOrNull,
    },
  },
};

export interface L0Party {
  name: string;
  role: Role;
  kind: 'person' | 'organization';
  evidence: string | null;
  start?: number | null;
  end?: number | null;
  /** Where the instrument says the party lives ("Kingfisher" of "of Kingfisher County"). */
  residence?: string | null;
  /** Named as a trustee ("as Trustee of the X Trust"). */
  trustee?: boolean;
  /** The party's part of the tracts: the lot (and block) a community lease's schedule sets opposite the name, or the passage [from, to) of the text whose tracts are his (his clause of a deed of partition). */
  holds?: { lot: string; block: string | null } | { from: number; to: number } | null;
}
export interface L0Date {
  kind: 'execution' | 'effective' | 'acknowledgment' | 'recording' | 'death';
  date: string;
  evidence: string | null;
  start?: number | null;
  end?: number | null;
}
export interface L0Recording {
  book: string | null;
  page: string | null;
  instrument_number: string | null;
  records: string | null;
  reference: string | null;
  evidence?: string | null;
  start?: number | null;
  end?: number | null;
}
export interface L0Tract {
  evidence: string | null;
  state: string | null;
  county: string | null;
  section: string | null;
  township: string | null;
  range: string | null;
  aliquot: string | null;
  survey: string | null;
  abstract: string | null;
  block: string | null;
  lot: string | null;
  acres: number | null;
  subdivision?: string | null;
  start?: number | null;
  end?: number | null;
}
export interface L0Reservation {
  text: string;
  estate_type: EstateType;
  fraction: string | null;
  reserved_by: string | null;
  start?: number | null;
  end?: number | null;
}
export interface L0Conveyance {
  conveys_fee: boolean;
  estate_types_conveyed: EstateType[];
  reservations: L0Reservation[];
  interest: string | null;
  fraction: number | null;
  evidence: string | null;
}

export interface StageOutputs {
  extract_parties: { parties: L0Party[] };
  extract_dates: { dates: L0Date[]; recording: L0Recording | null };
  extract_land_description: { tracts: L0Tract[] };
  extract_conveyance: L0Conveyance;
  extract_document_classification: { doc_category: DocCategory; evidence: string | null };
}
