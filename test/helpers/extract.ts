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

/**
 * What scoring the sample one instrument at a time (without the package-level fill-in) misses: the
 * acres of a tract that these instruments do not state, which another instrument of their package
 * does (the contract's Tract.acres are as stated; `runtime_linking` fills them in).
 */
export const SAMPLE_ACRES_STATED_ELSEWHERE = [
  'pkg-2/doc-04.txt tract missing TX|Reeves|15|1S|null|ALL|T&P RR Co. Survey|4417|55|null|640',
  'pkg-2/doc-04.txt tract extra TX|Reeves|15|1S|null|ALL|T&P RR Co. Survey|4417|55|null|null',
  'pkg-2/doc-12.txt tract missing TX|Reeves|15|1S|null|ALL|T&P RR Co. Survey|4417|55|null|640',
  'pkg-2/doc-12.txt tract extra TX|Reeves|15|1S|null|ALL|T&P RR Co. Survey|4417|55|null|null',
  'pkg-2/doc-14.txt tract missing TX|Reeves|15|1S|null|ALL|T&P RR Co. Survey|4417|55|null|640',
  'pkg-2/doc-14.txt tract extra TX|Reeves|15|1S|null|ALL|T&P RR Co. Survey|4417|55|null|null',
  'pkg-3/doc-06.txt tract missing TX|Wheeler|45|null|null|N/2|H&GN RR Co. Survey|217|A-2|null|320',
  'pkg-3/doc-06.txt tract extra TX|Wheeler|45|null|null|N/2|H&GN RR Co. Survey|217|A-2|null|null',
  'pkg-3/doc-09.txt tract missing TX|Wheeler|null|null|null|null|null|null|12|7, 8|0.32',
  'pkg-3/doc-09.txt tract extra TX|Wheeler|null|null|null|null|null|null|12|7, 8|null',
];
