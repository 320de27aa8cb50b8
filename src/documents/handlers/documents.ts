// Documents: the list, one document, and its resolved fields (with ?debug=true, what they came from).
import { apiError } from '../../http/errors.js';
import { documentNotFound, ownerOf, packageNotFound } from '../errors.js';
import { toDocument } from '../mappers.js';
import { findDocument, findPackage, pageDocuments, resolvedOf } from '../packages.queries.js';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../http/types.js';
import type { ExtractStage, ResolvedDocument, Span } from '../types.js';
import type { H } from './types.js';

export const listDocuments: H<'listDocuments'> = async ({ query, ctx }, { db }) => {
  const owner = ownerOf(ctx);
  if (query.package_id && !(await findPackage(db, query.package_id, owner))) throw packageNotFound(query.package_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const { items, total } = await pageDocuments(db, owner, query.package_id, page, pageSize);
  return { status: 200, body: { items: items.map(toDocument), total, page, page_size: pageSize } };
};

export const getDocument: H<'getDocument'> = async ({ params, ctx }, { db }) => {
  const row = await findDocument(db, params.doc_id, ownerOf(ctx));
  if (!row) throw documentNotFound(params.doc_id);
  return { status: 200, body: toDocument(row) };
};

type Resolved = Omit<ResolvedDocument, 'doc_id'>;

interface Field {
  stage: ExtractStage;
  /** Which extraction_context keys (field paths) belong to the endpoint. */
  context: RegExp;
  pick(l1: Resolved): Record<string, unknown>;
}

const FIELDS = {
  parties: {
    stage: 'extract_parties',
    context: /^(canonical_)?parties\b/,
    pick: (l1) => ({ canonical_parties: l1.parties.map((p) => ({ party_id: p.party_id, canonical_name: p.canonical_name, role: p.role, ...(p.kind ? { kind: p.kind } : {}), ...(p.name_as_written ? { name_as_written: p.name_as_written } : {}), ...(p.tract_ids ? { tract_ids: p.tract_ids } : {}) })) }),
  },
  dates: {
    stage: 'extract_dates',
    context: /^(dates\b|governing_date|execution_date|effective_date|acknowledgment_date|recording_date|death_date)/,
    pick: (l1) => {
      const { governing_date, ...others } = l1.dates;
      return { governing_date: governing_date ?? null, ...Object.fromEntries(Object.entries(others).filter(([, v]) => v !== null && v !== undefined)) };
    },
  },
  land: {
    stage: 'extract_land_description',
    context: /^((canonical_)?tracts|land)\b/,
    pick: (l1) => ({
      canonical_tracts: l1.tracts.map((t) => ({
        tract_id: t.tract_id,
        tract_identity_phrase: t.tract_identity_phrase,
        state: t.state,
        county: t.county,
        section: t.section,
        township: t.township,
        range: t.range,
        aliquot: t.aliquot,
        survey: t.survey,
        abstract: t.abstract,
        block: t.block,
        lot: t.lot,
        acres: t.acres,
        ...(t.acres_source ? { acres_source: { doc_id: t.acres_source.doc_id } } : {}),
        ...(t.county_source ? { county_source: { doc_id: t.county_source.doc_id } } : {}),
        ...(t.survey_as_written ? { survey_as_written: t.survey_as_written } : {}),
        ...(t.subdivision !== undefined ? { subdivision: t.subdivision } : {}),
      })),
    }),
  },
  docType: {
    stage: 'extract_document_classification',
    context: /^(doc_category|doc_type|category)\b/,
    pick: (l1) => ({ doc_category: l1.doc_category }),
  },
  conveyance: {
    stage: 'extract_conveyance',
    context: /^(conveyance\b|conveys_fee|estate_types_conveyed|reservations|interest|fraction)/,
    pick: (l1) => ({
      conveys_fee: l1.conveyance.conveys_fee,
      estate_types_conveyed: l1.conveyance.estate_types_conveyed,
      reservations: l1.conveyance.reservations,
      interest: l1.conveyance.interest,
      fraction: l1.conveyance.fraction,
      ...(l1.conveyance.reservation_details ? { reservation_details: l1.conveyance.reservation_details } : {}),
      ...(l1.conveyance.estate_types_as_written ? { estate_types_as_written: l1.conveyance.estate_types_as_written } : {}),
    }),
  },
} satisfies Record<string, Field>;

async function extraction(db: Db, docId: string, ctx: RequestContext, debug: boolean | undefined, field: Field) {
  const row = await resolvedOf(db, docId, ownerOf(ctx));
  if (!row) throw documentNotFound(docId);
  if (!row.l1) throw apiError('NOT_PROCESSED', `Document ${docId} has no resolved record yet: run a job with the stages up to assembly (POST /api/process)`);
  const body: Record<string, unknown> = { doc_id: row.id, resolved: field.pick(row.l1 as Resolved) };
  if (debug) {
    body.extraction = (row.l0 as Record<string, unknown>)[field.stage] ?? null;
    body.normalized = (row.normalized as Record<string, unknown> | null) ?? {};
    const context = (row.context as Record<string, Span[]> | null) ?? {};
    body.extraction_context = Object.fromEntries(
      Object.entries(context)
        .filter(([key]) => field.context.test(key))
        .map(([key, spans]) => [key, (Array.isArray(spans) ? spans : []).map((s) => ({ start: s.start, end: s.end, text: s.text }))]),
    );
  }
  return body;
}

// The bodies are built per field above; their shapes are the spec's (checked by the API tests).
/* eslint-disable @typescript-eslint/no-explicit-any */
export const getParties: H<'getParties'> = async ({ params, query, ctx }, { db }) => ({ status: 200, body: (await extraction(db, params.doc_id, ctx, query.debug, FIELDS.parties)) as any });
export const getDates: H<'getDates'> = async ({ params, query, ctx }, { db }) => ({ status: 200, body: (await extraction(db, params.doc_id, ctx, query.debug, FIELDS.dates)) as any });
export const getLand: H<'getLand'> = async ({ params, query, ctx }, { db }) => ({ status: 200, body: (await extraction(db, params.doc_id, ctx, query.debug, FIELDS.land)) as any });
export const getDocType: H<'getDocType'> = async ({ params, query, ctx }, { db }) => ({ status: 200, body: (await extraction(db, params.doc_id, ctx, query.debug, FIELDS.docType)) as any });
export const getConveyance: H<'getConveyance'> = async ({ params, query, ctx }, { db }) => ({ status: 200, body: (await extraction(db, params.doc_id, ctx, query.debug, FIELDS.conveyance)) as any });
/* eslint-enable @typescript-eslint/no-explicit-any */
