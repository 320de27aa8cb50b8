// The estate graph of a package (stub; filled in next).
import type {
  PartyCluster,
  ResolvedDocument,
  MatcherVersion,
  EstateNode,
  EstateEdge,
  EstateGap,
  EstateType,
} from '../types.js';

export interface EstateGraph {
  version: MatcherVersion;
  dag: { nodes: EstateNode[]; edges: EstateEdge[]; gaps: EstateGap[] };
  /** fee_estates, mineral_estates, leasehold_estates, edges, gaps, ... */
  summary: Record<string, number>;
  /** 1.1 only. */
  exploratory_outcomes?: Record<string, { comparison: Record<string, unknown> }>;
}

export function buildEstateGraph(docs: ResolvedDocument[], clusters: PartyCluster[], version: MatcherVersion): EstateGraph {
  void docs;
  void clusters;
  return {
    version,
    dag: { nodes: [], edges: [], gaps: [] },
    summary: { fee_estates: 0, mineral_estates: 0, leasehold_estates: 0, edges: 0, gaps: 0 },
    ...(version === '1.1' ? { exploratory_outcomes: {} } : {}),
  };
}

export function chainAnalysis(
  docs: ResolvedDocument[],
  clusters: PartyCluster[],
): { chains: Record<EstateType, { dag: { nodes: EstateNode[]; edges: EstateEdge[] } }> } {
  void docs;
  void clusters;
  return {
    chains: {
      fee: { dag: { nodes: [], edges: [] } },
      mineral: { dag: { nodes: [], edges: [] } },
      leasehold: { dag: { nodes: [], edges: [] } },
    },
  };
}
