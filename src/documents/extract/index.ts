// Extraction of an instrument's parts (segment), raw per-stage outputs (providers: built-in rules
// or an OpenAI-compatible model) and their assembly into the normalised L1 record (assemble).
// Stub: the signatures D1 builds against; the implementations follow.
import type { ExtractStage, Segment, Span, ResolvedDocument } from '../types.js';

export type L0 = Partial<Record<ExtractStage, unknown>>;

export interface ExtractorProvider {
  readonly name: string;
  extract(stage: ExtractStage, text: string, segments: Segment[]): Promise<unknown>;
}

export function builtinProvider(): ExtractorProvider {
  return {
    name: 'builtin',
    extract: () => Promise.resolve({}),
  };
}

export function openAiProvider(opts: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): ExtractorProvider {
  return {
    name: `openai:${opts.model}`,
    extract: () => Promise.reject(new Error('openAiProvider: not implemented yet')),
  };
}

export function segment(text: string): Segment[] {
  return [{ kind: 'other', start: 0, end: text.length, text }];
}

export interface Assembled {
  resolved: Omit<ResolvedDocument, 'doc_id'>;
  normalized: Record<string, unknown>;
  context: Record<string, Span[]>;
}

export function assemble(_text: string, _segments: Segment[], _l0: L0): Assembled {
  return {
    resolved: {
      doc_category: 'other',
      dates: {
        governing_date: null,
        execution_date: null,
        effective_date: null,
        acknowledgment_date: null,
        recording_date: null,
        death_date: null,
      },
      recording: { book: null, page: null, instrument_number: null, records: null, reference: null },
      parties: [],
      tracts: [],
      conveyance: { conveys_fee: false, estate_types_conveyed: [], reservations: [], interest: null, fraction: null },
    },
    normalized: {},
    context: {},
  };
}
