// What a decedent's instrument passed, told by the package's chain (runtime_linking): a probate or an
// affidavit of heirship moves whatever the decedent held, which its own words rarely say. Where the
// estate graph (matcher 1.0) finds that the decedent held minerals only on its tracts (severed
// before, or taken as minerals), the instrument conveys no fee: `conveys_fee` false,
// `estate_types_conveyed` ["mineral"], the extractor's reading kept in `estate_types_as_written`.
// A correction is undone before the step runs again, so running it twice gives what running it once
// gives.
import { clusterParties, mentionsFromDocuments } from '../l2/cluster.js';
import type { Conveyance, DocCategory, PartyCluster, ResolvedDocument } from '../types.js';
import { buildEstateGraph } from './index.js';

const DESCENT: DocCategory[] = ['probate', 'affidavit_of_heirship'];

/** The conveyance as the extractor read it: an earlier correction taken back. */
function asWritten(c: Conveyance): Conveyance {
  if (!c.estate_types_as_written) return c;
  const { estate_types_as_written: written, ...rest } = c;
  return { ...rest, estate_types_conveyed: written, conveys_fee: written.includes('fee') };
}

/** `clusters`: the package's L2 clusters when the caller has them (else clustered here). */
export function passDescents<T extends ResolvedDocument>(docs: T[], clusters?: PartyCluster[]): { docs: T[]; changed: Set<string> } {
  const own = docs.map((d) => (d.conveyance.estate_types_as_written ? { ...d, conveyance: asWritten(d.conveyance) } : d));
  const changed = new Set(own.filter((d, i) => d !== docs[i]).map((d) => d.doc_id));
  if (!own.some((d) => DESCENT.includes(d.doc_category))) return { docs: own, changed };
  const graph = buildEstateGraph(own, clusters ?? clusterParties(mentionsFromDocuments(own)), '1.0');
  const nodes = new Map(graph.dag.nodes.map((n) => [n.id, n]));
  const passed = new Map<string, Set<string>>();
  for (const e of graph.dag.edges) {
    const to = nodes.get(e.to);
    if (!to) continue;
    const set = passed.get(e.doc_id) ?? new Set();
    set.add(to.estate_type);
    passed.set(e.doc_id, set);
  }
  const out = own.map((d) => {
    const estates = passed.get(d.doc_id);
    if (!DESCENT.includes(d.doc_category) || !estates || estates.has('fee') || !estates.has('mineral')) return d;
    if (!d.conveyance.conveys_fee && d.conveyance.estate_types_conveyed.join() === 'mineral') return d;
    changed.add(d.doc_id);
    return { ...d, conveyance: { ...d.conveyance, conveys_fee: false, estate_types_conveyed: ['mineral'], estate_types_as_written: d.conveyance.estate_types_conveyed } };
  });
  // (a correction taken back and made again is no change)
  out.forEach((d, i) => {
    if (changed.has(d.doc_id) && JSON.stringify(docs[i].conveyance) === JSON.stringify(d.conveyance)) changed.delete(d.doc_id);
  });
  return { docs: out, changed };
}
