// Processing jobs: POST /api/process queues one (durably, in PostgreSQL), GET /api/jobs/{id} shows it.
import { apiError } from '../../http/errors.js';
import { documentNotFound, jobNotFound, ownerOf, packageNotFound } from '../errors.js';
import { initialProgress } from '../jobs.js';
import { findJob, insertJob } from '../jobs.queries.js';
import { toJob } from '../mappers.js';
import { documentIds, documentsInPackage, findDocument, findPackage, queueStages } from '../packages.queries.js';
import { inOrder, isEnrichment } from '../pipeline.js';
import type { H } from './types.js';

const invalid = (path: string, message: string) => apiError('VALIDATION_ERROR', `Invalid request: ${path} ${message}`, { errors: [{ path, message }] });

export const startProcessing: H<'startProcessing'> = async ({ body, ctx }, { db }) => {
  const owner = ownerOf(ctx);
  if ((body.package_id === undefined) === (body.doc_ids === undefined)) throw invalid('body', 'must name exactly one of package_id or doc_ids');
  const stages = inOrder(body.stages);
  const enrichOnly = body.enrich_only ?? false;
  if (enrichOnly && !stages.some(isEnrichment)) throw invalid('body.stages', 'must list assembly, runsheet or runtime_linking with enrich_only (it re-runs assembly and later from the stored L0)');
  let packageId: string;
  let docIds: string[];
  if (body.package_id !== undefined) {
    const pkg = await findPackage(db, body.package_id, owner);
    if (!pkg) throw packageNotFound(body.package_id);
    packageId = pkg.id;
    docIds = await documentIds(db, pkg.id);
  } else {
    const first = await findDocument(db, body.doc_ids![0], owner);
    if (!first) throw documentNotFound(body.doc_ids![0]);
    packageId = first.package_id;
    const inPackage = new Set(await documentsInPackage(db, packageId, body.doc_ids!));
    for (const id of body.doc_ids!) {
      if (inPackage.has(id)) continue;
      if (await findDocument(db, id, owner)) throw invalid('body.doc_ids', 'must all be documents of one package');
      throw documentNotFound(id);
    }
    docIds = body.doc_ids!;
  }
  const job = await db.transaction().execute(async (trx) => {
    const row = await insertJob(trx, { user_id: owner.id, package_id: packageId, doc_ids: docIds, stages, enrich_only: enrichOnly, progress: initialProgress(stages, docIds.length, enrichOnly) });
    const queued = stages.filter((s) => !enrichOnly || isEnrichment(s));
    await queueStages(trx, docIds, queued, row.id);
    return row;
  });
  return { status: 202, body: { job_id: job.id, status: 'queued' as const }, headers: { Location: `${ctx.basePath}/api/jobs/${job.id}` } };
};

export const getJob: H<'getJob'> = async ({ params, ctx }, { db }) => {
  const row = await findJob(db, params.job_id, ownerOf(ctx));
  if (!row) throw jobNotFound(params.job_id);
  return { status: 200, body: toJob(row) };
};
