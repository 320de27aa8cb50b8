// Packages and their documents in PostgreSQL. Every read on behalf of a caller goes through an
// owner filter: a package is its maker's (admins see all), and a document goes with its package.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Stage } from './types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Path ids that are not UUIDs name nothing: they are not found, not invalid. */
export const isUuid = (id: string) => UUID.test(id);

/** Who is asking: their packages only, unless they are an admin. */
export interface Owner {
  id: string;
  admin: boolean;
}

const PACKAGE_COLUMNS = ['p.id', 'p.user_id', 'p.name', 'p.description', 'p.created_at'] as const;

export async function insertPackage(db: Db, userId: string, name: string, description: string | null) {
  return db.insertInto('document_packages').values({ user_id: userId, name, description }).returning(['id', 'user_id', 'name', 'description', 'created_at']).executeTakeFirstOrThrow();
}

/** The package with its document count, if the owner may see it. */
export async function findPackage(db: Db, id: string, owner: Owner) {
  if (!isUuid(id)) return undefined;
  let q = db
    .selectFrom('document_packages as p')
    .select(PACKAGE_COLUMNS)
    .select((eb) => eb.selectFrom('documents as d').whereRef('d.package_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('document_count'))
    .where('p.id', '=', id);
  if (!owner.admin) q = q.where('p.user_id', '=', owner.id);
  return q.executeTakeFirst();
}

export async function listPackages(db: Db, owner: Owner) {
  let q = db
    .selectFrom('document_packages as p')
    .select(PACKAGE_COLUMNS)
    .select((eb) => eb.selectFrom('documents as d').whereRef('d.package_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('document_count'));
  if (!owner.admin) q = q.where('p.user_id', '=', owner.id);
  return q.orderBy('p.created_at', 'desc').orderBy('p.id').limit(10_000).execute();
}

export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

/** What the API shows of a document (neither its bytes nor its stage outputs). */
const DOC_META = ['d.id', 'd.package_id', 'd.filename', 'd.content_type', 'd.size_bytes', 'd.stages', 'd.ocr', 'd.created_at'] as const;
const textLength = sql<number | null>`length(d.markdown)`.as('text_length');

export async function insertDocument(db: Db, doc: { package_id: string; filename: string; content_type: string; content: Buffer }) {
  const row = await db
    .insertInto('documents')
    .values({ package_id: doc.package_id, filename: doc.filename, content_type: doc.content_type, size_bytes: doc.content.length, content: doc.content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findDocument(db, row.id, { id: '', admin: true }))!;
}

export async function findDocument(db: Db, id: string, owner: Owner) {
  if (!isUuid(id)) return undefined;
  let q = db.selectFrom('documents as d').innerJoin('document_packages as p', 'p.id', 'd.package_id').select(DOC_META).select(textLength).where('d.id', '=', id);
  if (!owner.admin) q = q.where('p.user_id', '=', owner.id);
  return q.executeTakeFirst();
}

export type DocumentMetaRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export async function documentsOfPackage(db: Db, packageId: string) {
  return db.selectFrom('documents as d').select(DOC_META).select(textLength).where('d.package_id', '=', packageId).orderBy('d.seq').execute();
}

/** One page of the owner's documents (of one package when given), in upload order, and the total. */
export async function pageDocuments(db: Db, owner: Owner, packageId: string | undefined, page: number, pageSize: number) {
  let base = db.selectFrom('documents as d').innerJoin('document_packages as p', 'p.id', 'd.package_id');
  if (!owner.admin) base = base.where('p.user_id', '=', owner.id);
  if (packageId) base = base.where('d.package_id', '=', packageId);
  const [items, total] = await Promise.all([
    base.select(DOC_META).select(textLength).orderBy('d.seq').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** Ids of the package's documents, in upload order. */
export async function documentIds(db: Db, packageId: string): Promise<string[]> {
  return (await db.selectFrom('documents').select('id').where('package_id', '=', packageId).orderBy('seq').execute()).map((r) => r.id);
}

/** Which of these documents belong to the package. */
export async function documentsInPackage(db: Db, packageId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  return (await db.selectFrom('documents').select('id').where('package_id', '=', packageId).where('id', 'in', ids).execute()).map((r) => r.id);
}

/** The package of a document, if the owner may see it. */
export async function packageOfDocument(db: Db, docId: string, owner: Owner): Promise<string | undefined> {
  return (await findDocument(db, docId, owner))?.package_id;
}

/** The stage states of documents. */
export async function documentStages(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.selectFrom('documents').select(['id', 'stages']).where('id', 'in', ids).execute();
}

/** Everything a stage may need of one document. */
export async function documentForStage(db: Db, id: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'package_id', 'filename', 'content_type', 'content', 'stages', 'markdown', 'ocr', 'segments', 'l0', 'l1', 'runsheet'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type StageDocument = NonNullable<Awaited<ReturnType<typeof documentForStage>>>;

/** The outputs of one stage, stored with its state in one statement. */
export interface StageOutput {
  markdown?: string | null;
  ocr?: boolean | null;
  segments?: unknown;
  l0?: Record<string, unknown>;
  l1?: unknown;
  normalized?: unknown;
  context?: unknown;
  runsheet?: unknown;
}

export interface StageState {
  status: 'queued' | 'running' | 'completed' | 'failed' | 'skipped';
  error?: string;
  job_id?: string;
  finished_at?: string;
}

export async function recordStage(db: Db, docId: string, stage: Stage, state: StageState, out: StageOutput = {}): Promise<void> {
  const set: Record<string, unknown> = {
    stages: sql`stages || jsonb_build_object(${stage}::text, ${JSON.stringify(state)}::jsonb)`,
  };
  if ('markdown' in out) set.markdown = out.markdown;
  if ('ocr' in out) set.ocr = out.ocr;
  if ('segments' in out) set.segments = JSON.stringify(out.segments ?? null);
  if (out.l0) set.l0 = sql`l0 || ${JSON.stringify(out.l0)}::jsonb`;
  if ('l1' in out) {
    set.l1 = JSON.stringify(out.l1);
    set.normalized = JSON.stringify(out.normalized ?? {});
    set.context = JSON.stringify(out.context ?? {});
    set.assembled_at = sql`clock_timestamp()`;
  }
  if ('runsheet' in out) set.runsheet = JSON.stringify(out.runsheet);
  await db.updateTable('documents').set(set).where('id', '=', docId).execute();
}

/** One stage's state on several documents at once (runtime_linking, which runs over the package). */
export async function recordStageMany(db: Db, docIds: string[], stage: Stage, state: StageState): Promise<void> {
  if (!docIds.length) return;
  await db
    .updateTable('documents')
    .set({ stages: sql`stages || jsonb_build_object(${stage}::text, ${JSON.stringify(state)}::jsonb)` })
    .where('id', 'in', docIds)
    .execute();
}

/** A job that ends without running them: its stages still queued or running on the documents fail with its reason. */
export async function failOpenStages(db: Db, docIds: string[], jobId: string, error: string): Promise<void> {
  if (!docIds.length) return;
  const failed = JSON.stringify({ status: 'failed', error, job_id: jobId, finished_at: new Date().toISOString() });
  await db
    .updateTable('documents')
    .set({
      stages: sql`(SELECT coalesce(jsonb_object_agg(k, CASE WHEN v->>'job_id' = ${jobId} AND v->>'status' IN ('queued', 'running') THEN ${failed}::jsonb ELSE v END), '{}'::jsonb) FROM jsonb_each(stages) AS s(k, v))`,
    })
    .where('id', 'in', docIds)
    .execute();
}

/** Marks stages queued for documents (when a job is accepted), so their state shows at once. */
export async function queueStages(db: Db, docIds: string[], stages: Stage[], jobId: string): Promise<void> {
  if (!docIds.length || !stages.length) return;
  const patch = JSON.stringify(Object.fromEntries(stages.map((s) => [s, { status: 'queued', job_id: jobId }])));
  await db.updateTable('documents').set({ stages: sql`stages || ${patch}::jsonb` }).where('id', 'in', docIds).execute();
}

/** A document's resolved record and its debug companions (the extraction endpoints). */
export async function resolvedOf(db: Db, id: string, owner: Owner) {
  if (!isUuid(id)) return undefined;
  let q = db
    .selectFrom('documents as d')
    .innerJoin('document_packages as p', 'p.id', 'd.package_id')
    .select(['d.id', 'd.l0', 'd.l1', 'd.normalized', 'd.context'])
    .where('d.id', '=', id);
  if (!owner.admin) q = q.where('p.user_id', '=', owner.id);
  return q.executeTakeFirst();
}

/** The package's resolved records (L1) with what orders them, for L2, the graph and the runsheet. */
export async function resolvedOfPackage(db: Db, packageId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'filename', 'l1', 'runsheet', 'assembled_at', 'seq'])
    .where('package_id', '=', packageId)
    .orderBy('seq')
    .execute();
}

/**
 * A resolved record changed by the package-level fill-in (runtime_linking), with its runsheet row
 * when it has one; only while the record is still the one the fill-in read (an assembly that
 * finished meanwhile wins). Leaves assembled_at as it was: the record was not assembled again.
 */
export async function updateResolved(db: Db, id: string, before: unknown, l1: unknown, runsheet?: unknown): Promise<boolean> {
  const set: Record<string, unknown> = { l1: JSON.stringify(l1) };
  if (runsheet !== undefined) set.runsheet = JSON.stringify(runsheet);
  const res = await db
    .updateTable('documents')
    .set(set)
    .where('id', '=', id)
    .where(sql<boolean>`l1 = ${JSON.stringify(before)}::jsonb`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
