// L2 party clustering: one person or company across a package's documents (stub; filled in next).
import type { PartyMention, PartyCluster } from '../types.js';

export function clusterParties(mentions: PartyMention[]): PartyCluster[] {
  return mentions.map((m, i) => ({
    cluster_id: `c${i + 1}`,
    canonical_name: m.name,
    members: [{ doc_id: m.doc_id, party_id: m.party_id, name: m.name }],
  }));
}
