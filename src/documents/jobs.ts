// Document-processing jobs: accepted by the API as rows in PostgreSQL, run by the worker of any
// server process (or `documents worker`). A worker claims a job with FOR UPDATE SKIP LOCKED and
// holds it by a lease it renews every third of DOCUMENTS_JOB_LEASE_SEC; a job whose worker died is
// claimed again once the lease runs out and goes on from the first document stage it had not
// finished (each one is stored as it finishes). A clean stop puts running jobs back in the queue.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { DocumentsConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { every } from '../workflows/periodic.js';
import { linkPackage } from './analysis.js';
import { builtinProvider, openAiProvider, type ExtractorProvider } from './extract/index.js';
import { claimJob, finishJob, releaseJob, renewLeases, saveProgress, type JobRow } from './jobs.queries.js';
import { stopOcr } from './markdown/ocr.js';
import { documentForStage, documentStages, failOpenStages, recordStage, recordStageMany, type StageState } from './packages.queries.js';
import { describe, inOrder, isEnrichment, runStage, StageError } from './pipeline.js';
import type { Stage } from './types.js';

/** A job taken over this many times (its workers lost each time) fails instead of running again. */
export const MAX_TAKEOVERS = 3;

export interface StageProgress {
  status: 'queued' | 'running' | 'completed' | 'failed' | 'skipped';
  total: number;
  done: number;
  failed: number;
}
export type Progress = Record<string, StageProgress>;

/** The progress of a new job: every stage queued (or skipped: before assembly with enrich_only). */
export function initialProgress(stages: Stage[], docCount: number, enrichOnly: boolean): Progress {
  return Object.fromEntries(
    inOrder(stages).map((s) => [s, { status: enrichOnly && !isEnrichment(s) ? 'skipped' : 'queued', total: s === 'runtime_linking' ? 1 : docCount, done: 0, failed: 0 }]),
  );
}

export function extractorFrom(config: DocumentsConfig): ExtractorProvider {
  if (config.extractor === 'openai') {
    return openAiProvider({ baseUrl: config.openai.baseUrl!, apiKey: config.openai.apiKey, model: config.openai.model, timeoutMs: config.openai.timeoutMs });
  }
  return builtinProvider();
}

class JobLost extends Error {}

export class DocumentWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;
  private wake: (() => void) | undefined;
  private loopDone: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly provider: ExtractorProvider;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly config: DocumentsConfig,
  ) {
    this.provider = extractorFrom(config);
  }

  start(): void {
    const renewEvery = Math.max(500, Math.floor((this.config.leaseSec * 1000) / 3));
    this.timer = every(renewEvery, () => renewLeases(this.db, this.id, [...this.running.keys()], this.config.leaseSec), this.log, 'document worker: lease renewal');
    this.loopDone = this.loop();
    this.log.info('document worker started', { worker: this.id, concurrency: this.config.concurrency, extractor: this.provider.name });
  }

  /** Takes nothing new; running jobs stop after their current document stage and go back to the queue. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.wake?.();
    await this.loopDone;
    await Promise.all(this.running.values());
    if (this.timer) clearInterval(this.timer);
    await stopOcr().catch(() => undefined);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let claimed = false;
      if (this.running.size < this.config.concurrency) {
        try {
          const job = await claimJob(this.db, this.id, this.config.leaseSec);
          if (job) {
            claimed = true;
            const run = this.run(job).finally(() => {
              this.running.delete(job.id);
              this.wake?.();
            });
            this.running.set(job.id, run);
          }
        } catch (err) {
          this.log.warn('document worker: cannot claim a job', { ...describeError(err) });
        }
      }
      if (claimed) continue;
      // Nothing to take (or no free slot): wait for a finished job or half a second.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 500);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
    }
  }

  private async run(job: JobRow & { takenOver: boolean }): Promise<void> {
    try {
      if (job.takenOver && job.attempts > MAX_TAKEOVERS) {
        const error = `the job was interrupted ${job.attempts - 1} times (its worker was lost each time)`;
        await failOpenStages(this.db, job.doc_ids, job.id, error);
        await finishJob(this.db, job.id, this.id, 'failed', error);
        return;
      }
      if (job.takenOver) this.log.warn('document job taken over from a lost worker', { job: job.id, attempts: job.attempts });
      await this.execute(job);
    } catch (err) {
      if (err instanceof JobLost) {
        this.log.warn('document job no longer held by this worker', { job: job.id });
        return;
      }
      this.log.error('document job failed to run', { job: job.id, ...describeError(err) });
      const error = `the job could not run: ${describe(err)}`;
      await failOpenStages(this.db, job.doc_ids, job.id, error).catch(() => undefined);
      await finishJob(this.db, job.id, this.id, 'failed', error).catch(() => undefined);
    }
  }

  private async execute(job: JobRow): Promise<void> {
    const progress = job.progress as Progress;
    // Taken again (after a lost or stopped worker): count what the documents say this job
    // finished, since the last progress saved may be one document stage behind.
    if (job.attempts > 1) await this.recount(job, progress);
    const stages = inOrder(job.stages);
    for (const stage of stages) {
      const p = (progress[stage] ??= { status: 'queued', total: stage === 'runtime_linking' ? 1 : job.doc_ids.length, done: 0, failed: 0 });
      if (p.status === 'skipped' || p.status === 'completed' || p.status === 'failed') continue;
      p.status = 'running';
      await this.save(job, progress);
      if (stage === 'runtime_linking') {
        const finished_at = () => new Date().toISOString();
        try {
          await linkPackage(this.db, job.package_id);
          p.done = 1;
          await recordStageMany(this.db, job.doc_ids, stage, { status: 'completed', job_id: job.id, finished_at: finished_at() });
        } catch (err) {
          p.failed = 1;
          this.log.warn('document job: runtime_linking failed', { job: job.id, ...describeError(err) });
          await recordStageMany(this.db, job.doc_ids, stage, { status: 'failed', error: `runtime_linking (fill-in across the package, L2 clustering) failed: ${describe(err)}`, job_id: job.id, finished_at: finished_at() });
        }
      } else {
        for (const docId of job.doc_ids) {
          if (this.stopping) {
            await releaseJob(this.db, job.id, this.id);
            this.log.info('document job put back in the queue (worker stopping)', { job: job.id });
            return;
          }
          const outcome = await this.runOne(job, docId, stage);
          if (outcome === 'done') continue; // finished by an earlier attempt of this job, already counted
          if (outcome === 'completed') p.done++;
          else p.failed++;
          await this.save(job, progress);
        }
      }
      p.status = p.failed ? 'failed' : 'completed';
      await this.save(job, progress);
    }
    const failures = Object.values(progress).reduce((n, p) => n + p.failed, 0);
    const error = failures ? `${failures} document stage${failures === 1 ? '' : 's'} did not complete; see each document's stages` : null;
    await finishJob(this.db, job.id, this.id, failures ? 'failed' : 'completed', error, progress);
  }

  /** One stage of one document; its state is stored as it finishes. */
  private async runOne(job: JobRow, docId: string, stage: Stage): Promise<'completed' | 'failed' | 'done'> {
    const doc = await documentForStage(this.db, docId);
    if (!doc) return 'failed'; // deleted meanwhile (with its package: the job goes too)
    const previous = (doc.stages as Record<string, StageState | undefined>)[stage];
    // A stage this job already finished before it was taken over is not run again.
    if (previous?.job_id === job.id && previous.status !== 'queued' && previous.status !== 'running' && previous.finished_at) return 'done';
    await recordStage(this.db, docId, stage, { status: 'running', job_id: job.id });
    try {
      const out = await runStage(doc, stage, { provider: this.provider, ocrMaxPages: this.config.ocrMaxPages });
      await recordStage(this.db, docId, stage, { status: 'completed', job_id: job.id, finished_at: new Date().toISOString() }, out);
      return 'completed';
    } catch (err) {
      const state: StageState = err instanceof StageError ? { status: err.status, error: err.message } : { status: 'failed', error: `unexpected: ${describe(err)}` };
      if (!(err instanceof StageError)) this.log.error('document stage failed unexpectedly', { job: job.id, doc: docId, stage, ...describeError(err) });
      await recordStage(this.db, docId, stage, { ...state, job_id: job.id, finished_at: new Date().toISOString() });
      return 'failed';
    }
  }

  private async recount(job: JobRow, progress: Progress): Promise<void> {
    const rows = await documentStages(this.db, job.doc_ids);
    for (const [stage, p] of Object.entries(progress)) {
      if (stage === 'runtime_linking' || p.status === 'skipped') continue;
      const mine = rows.map((r) => (r.stages as Record<string, StageState | undefined>)[stage]).filter((s) => s?.job_id === job.id && s.finished_at);
      p.done = mine.filter((s) => s!.status === 'completed').length;
      p.failed = mine.length - p.done;
    }
  }

  private async save(job: JobRow, progress: Progress): Promise<void> {
    if (!(await saveProgress(this.db, job.id, this.id, progress))) throw new JobLost();
  }
}
