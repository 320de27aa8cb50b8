// The built-in extractor on one text, as a document job runs it: segmentation, the five extraction
// stages, then assembly (L1). For the extraction tests that read instruments of their own.
import { assemble, builtinProvider, segment } from '../../src/documents/extract/index.js';
import { EXTRACT_STAGES, type ResolvedDocument } from '../../src/documents/types.js';

const provider = builtinProvider();

export async function extractResolved(text: string): Promise<Omit<ResolvedDocument, 'doc_id'>> {
  const segments = segment(text);
  const l0: Record<string, unknown> = {};
  for (const stage of EXTRACT_STAGES) l0[stage] = await provider.extract(stage, text, segments);
  return assemble(text, segments, l0).resolved;
}
