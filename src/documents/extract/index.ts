// Extraction: an instrument's parts (segment), the raw output of each extraction stage from one of
// two providers (built-in rules, or an OpenAI-compatible model) kept as L0, and their assembly into
// the normalised, resolved L1 record (assemble). The pipeline (src/documents/jobs.ts) calls only
// what this module exports.
import type { ExtractStage, Segment, Span, ResolvedDocument } from '../types.js';
import { assemble as assembleL1 } from './assemble.js';
import { builtinStage } from './builtin.js';
import { openAiProvider as makeOpenAi } from './openai.js';
import { segment as segmentText } from './segment.js';

export { ExtractionError } from './openai.js';
export { STAGE_SCHEMAS } from './schemas.js';

export type L0 = Partial<Record<ExtractStage, unknown>>;

export interface ExtractorProvider {
  readonly name: string;
  extract(stage: ExtractStage, text: string, segments: Segment[]): Promise<unknown>;
}

/** Grammars and rules for instrument language: no network, deterministic, fast. */
export function builtinProvider(): ExtractorProvider {
  return {
    name: 'builtin',
    extract: (stage, text, segments) => Promise.resolve(builtinStage(stage, text, segments)),
  };
}

/** An OpenAI-compatible chat-completions server asked for JSON fitting each stage's schema (AJV-checked, one retry). */
export function openAiProvider(opts: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number; fetch?: typeof fetch }): ExtractorProvider {
  return makeOpenAi(opts);
}

export function segment(text: string): Segment[] {
  return segmentText(text);
}

export interface Assembled {
  resolved: Omit<ResolvedDocument, 'doc_id'>;
  normalized: Record<string, unknown>;
  context: Record<string, Span[]>;
}

export function assemble(text: string, segments: Segment[], l0: L0): Assembled {
  return assembleL1(text, segments, l0);
}

export { fillAcrossPackage, type AcresFill } from './across.js';
