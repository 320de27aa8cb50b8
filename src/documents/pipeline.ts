// One stage over one document: checks that the stage before it completed, runs it (markdown, D2's
// segmentation, extraction and assembly, the runsheet row) and answers what to store. A failure is
// a StageError with the reason the document's stage shows; nothing here may crash a worker.
import { assemble, segment, type ExtractorProvider, type L0 } from './extract/index.js';
import { MarkdownError, toText } from './markdown/index.js';
import type { StageDocument, StageOutput, StageState } from './packages.queries.js';
import { runsheetRow } from './runsheet.js';
import { EXTRACT_STAGES, STAGES, type ExtractStage, type ResolvedDocument, type Segment, type Stage } from './types.js';

export class StageError extends Error {
  constructor(
    message: string,
    /** `skipped`: a stage it needs failed or was skipped, so it did not run. */
    readonly status: 'failed' | 'skipped' = 'failed',
  ) {
    super(message);
  }
}

/** The stages a stage needs completed on the document first. */
export function prerequisites(stage: Stage): Stage[] {
  if (stage === 'markdown' || stage === 'runtime_linking') return [];
  if (stage === 'segmentation') return ['markdown'];
  if ((EXTRACT_STAGES as readonly string[]).includes(stage)) return ['segmentation'];
  if (stage === 'assembly') return [...EXTRACT_STAGES];
  return ['assembly'];
}

/** The stages in pipeline order. */
export function inOrder(stages: readonly string[]): Stage[] {
  return STAGES.filter((s) => stages.includes(s));
}

export const ENRICH_FROM: Stage = 'assembly';
export const isEnrichment = (stage: Stage) => STAGES.indexOf(stage) >= STAGES.indexOf(ENRICH_FROM);

export interface StageContext {
  provider: ExtractorProvider;
  ocrMaxPages: number;
}

function checkPrerequisites(doc: StageDocument, stage: Stage): void {
  const states = doc.stages as Record<string, StageState | undefined>;
  for (const need of prerequisites(stage)) {
    const state = states[need];
    // L0 kept from before counts for assembly (enrich_only), whatever the stage's last state.
    if (stage === 'assembly' && need in (doc.l0 as L0)) continue;
    if (state?.status === 'completed') continue;
    if (state?.status === 'failed' || state?.status === 'skipped') throw new StageError(`${need} did not complete${state.error ? `: ${state.error}` : ''}`, 'skipped');
    throw new StageError(`${stage} needs ${need} first`);
  }
}

export async function runStage(doc: StageDocument, stage: Stage, ctx: StageContext): Promise<StageOutput> {
  checkPrerequisites(doc, stage);
  const text = doc.markdown ?? '';
  switch (stage) {
    case 'markdown': {
      try {
        const result = await toText(doc.content, doc.content_type, { ocrMaxPages: ctx.ocrMaxPages });
        return { markdown: result.text, ocr: result.ocr };
      } catch (err) {
        if (err instanceof MarkdownError) throw new StageError(err.message);
        throw new StageError(`the document cannot be read: ${describe(err)}`);
      }
    }
    case 'segmentation':
      return { segments: guard(() => segment(text), 'segmentation') };
    case 'assembly': {
      const assembled = guard(() => assemble(text, (doc.segments as Segment[] | null) ?? [], doc.l0 as L0), 'assembly');
      return { l1: assembled.resolved, normalized: assembled.normalized, context: assembled.context };
    }
    case 'runsheet':
      return { runsheet: runsheetRow({ ...(doc.l1 as Omit<ResolvedDocument, 'doc_id'>), doc_id: doc.id }, doc.filename) };
    case 'runtime_linking':
      throw new StageError('runtime_linking runs over the package, not one document');
    default: {
      const extract = stage as ExtractStage;
      let raw: unknown;
      try {
        raw = await ctx.provider.extract(extract, text, (doc.segments as Segment[] | null) ?? []);
      } catch (err) {
        throw new StageError(`${ctx.provider.name} extraction failed: ${describe(err)}`);
      }
      return { l0: { [extract]: raw ?? null } };
    }
  }
}

function guard<T>(work: () => T, what: string): T {
  try {
    return work();
  } catch (err) {
    throw new StageError(`${what} failed: ${describe(err)}`);
  }
}

export function describe(err: unknown): string {
  return String(err instanceof Error ? err.message : err).split('\n')[0].slice(0, 500);
}
