// The shape of a held-out package generator (bench/documents-heldout-*.ts): whole packages of
// instrument texts, written by a hand that has not read the extraction rules, with the truth of
// every field, of who each party is, of every chain link and of every planted gap. Scored end to
// end (text → extraction → L2 clustering → estate graph) by bench/documents-heldout.ts.
import type { EstateType, GapKind } from '../src/documents/types.js';
import type { ExpectedDoc } from './documents-score.js';

export interface HeldoutDoc {
  /** The instrument as recorded: plain text, as the markdown stage would give it. */
  text: string;
  /** Its truth; `truth.file` is unique in the package and is used as the document's id. */
  truth: ExpectedDoc;
  /** The person (or company, or sovereign) behind each `truth.parties[i]`: one id per real party, the same across the package. */
  persons: string[];
}

/** One chain link: the instrument `doc` moves `estate` of the tract from person `from` to person `to`. */
export interface HeldoutLink {
  /** The tract, as `tractKey(t)` of documents-score.ts of its truth fields. */
  tract: string;
  estate: EstateType;
  doc: string;
  from: string;
  to: string;
  /** false for links a matcher may find but need not (a spouse who only joined to release rights). */
  required: boolean;
}

export interface HeldoutGap {
  tract: string;
  estate: EstateType;
  kind: GapKind;
  /** The conveying instrument where the chain breaks (for conveyed_before_acquired: the early conveyance). */
  doc: string;
}

export interface HeldoutPackage {
  name: string;
  docs: HeldoutDoc[];
  links: HeldoutLink[];
  gaps: HeldoutGap[];
}

export interface HeldoutOptions {
  seed: number;
  packages: number;
  /** Roughly how many instruments per package. */
  docsPerPackage: number;
}

export type HeldoutGenerator = (opts: HeldoutOptions) => HeldoutPackage[];
