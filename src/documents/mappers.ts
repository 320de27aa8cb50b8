// Rows to the shapes of specs/documents.yaml.
import type { components } from '../../generated/documents.js';
import type { JobRow } from './jobs.queries.js';
import type { Progress } from './jobs.js';
import type { DocumentMetaRow, PackageRow, StageState } from './packages.queries.js';
import { STAGES } from './types.js';

type Schemas = components['schemas'];

const iso = (d: Date | string) => new Date(d).toISOString();

export function toPackage(row: Omit<PackageRow, 'document_count'> & { document_count?: string | number | null }): Schemas['Package'] {
  return {
    package_id: row.id,
    name: row.name,
    description: row.description,
    owner_id: row.user_id,
    document_count: Number(row.document_count ?? 0),
    created_at: iso(row.created_at),
  };
}

export function toDocument(row: DocumentMetaRow): Schemas['Document'] {
  const states = row.stages as Record<string, StageState | undefined>;
  const stages = STAGES.map((name) => {
    const s = states[name];
    return {
      name,
      status: (s?.status ?? 'not_started') as StageState['status'] | 'not_started',
      ...(s?.error ? { error: s.error } : {}),
      ...(s?.job_id ? { job_id: s.job_id } : {}),
      ...(s?.finished_at ? { finished_at: s.finished_at } : {}),
    };
  });
  // runtime_linking is the package's, not the document's: it does not decide the document's status.
  const own = stages.filter((s) => s.name !== 'runtime_linking');
  const status = own.some((s) => s.status === 'queued' || s.status === 'running')
    ? 'processing'
    : own.some((s) => s.status === 'failed' || s.status === 'skipped')
      ? 'failed'
      : own.every((s) => s.status === 'not_started')
        ? 'uploaded'
        : 'processed';
  return {
    doc_id: row.id,
    package_id: row.package_id,
    filename: row.filename,
    content_type: row.content_type as Schemas['Document']['content_type'],
    size_bytes: row.size_bytes,
    status,
    stages,
    text_length: row.text_length === null ? null : Number(row.text_length),
    ocr: row.ocr,
    created_at: iso(row.created_at),
  };
}

export function toJob(row: JobRow): Schemas['Job'] {
  const progress = row.progress as Progress;
  const stages = STAGES.filter((s) => progress[s]).map((name) => ({
    name,
    status: progress[name].status,
    documents_total: progress[name].total,
    documents_done: progress[name].done,
    documents_failed: progress[name].failed,
  }));
  const counted = stages.filter((s) => s.status !== 'skipped');
  const total = counted.reduce((n, s) => n + s.documents_total, 0);
  const done = counted.reduce((n, s) => n + Math.min(s.documents_total, s.documents_done + s.documents_failed), 0);
  return {
    job_id: row.id,
    package_id: row.package_id,
    status: row.status,
    stages,
    progress: { done, total, percent: total ? Math.floor((100 * done) / total) : row.status === 'completed' ? 100 : 0 },
    enrich_only: row.enrich_only,
    doc_ids: row.doc_ids,
    error: row.error,
    attempts: row.attempts,
    created_at: iso(row.created_at),
    started_at: row.started_at ? iso(row.started_at) : null,
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}
