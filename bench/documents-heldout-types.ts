// The shape of a held-out package generator (bench/documents-heldout-*.ts): whole packages of
// instrument texts, written by a hand that has not read the extraction rules, with the truth of
// every field, of who each party is, of every chain link and of every planted gap. Scored end to
// end (text → extraction → L2 clustering → estate graph) by bench/documents-heldout.ts.
import type { TruthGap, TruthLink } from './documents-graph-generator.js';
import type { ExpectedDoc } from './documents-score.js';

export interface HeldoutDoc {
  /** The instrument as recorded: plain text, as the markdown stage would give it. */
  text: string;
  /** Its truth; `truth.file` is unique in the package and is used as the document's id. */
  truth: ExpectedDoc;
  /** The person (or company, or sovereign) behind each `truth.parties[i]`: one id per real party, the same across the package. */
  persons: string[];
}

/**
 * One chain link (the instrument `doc` moves `estate` of `tract` from person `from` to person
 * `to`; `required: false` for a link a matcher may find but need not, a spouse who only joined)
 * and one planted gap (`doc`: the conveying instrument where the chain breaks; for
 * conveyed_before_acquired, the early conveyance): the graph generator's own shapes, with `tract`
 * the truth tract's `tractKey` (documents-score.ts).
 */
export type HeldoutLink = TruthLink;
export type HeldoutGap = TruthGap;

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
