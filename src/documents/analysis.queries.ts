// A package's L2 clusters and its estate graphs (one per matcher version), stored as JSON.
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { PartyCluster } from './types.js';

export async function storeClusters(db: Db, packageId: string, clusters: PartyCluster[], mentionCount: number) {
  return db
    .insertInto('document_l2_clusters')
    .values({ package_id: packageId, clusters: JSON.stringify(clusters), mention_count: mentionCount })
    .onConflict((oc) => oc.column('package_id').doUpdateSet({ clusters: JSON.stringify(clusters), mention_count: mentionCount, built_at: sql`clock_timestamp()` }))
    .returning(['package_id', 'clusters', 'mention_count', 'built_at'])
    .executeTakeFirstOrThrow();
}

export async function findClusters(db: Db, packageId: string) {
  return db.selectFrom('document_l2_clusters').select(['package_id', 'clusters', 'mention_count', 'built_at']).where('package_id', '=', packageId).executeTakeFirst();
}

export async function storeGraph(db: Db, packageId: string, version: string, graph: object) {
  return db
    .insertInto('document_estate_graphs')
    .values({ package_id: packageId, version, graph: JSON.stringify(graph) })
    .onConflict((oc) => oc.columns(['package_id', 'version']).doUpdateSet({ graph: JSON.stringify(graph), built_at: sql`clock_timestamp()` }))
    .returning(['package_id', 'version', 'graph', 'built_at'])
    .executeTakeFirstOrThrow();
}

/** The graph of one version, or the last one built of any version. */
export async function findGraph(db: Db, packageId: string, version?: string) {
  let q = db.selectFrom('document_estate_graphs').select(['package_id', 'version', 'graph', 'built_at']).where('package_id', '=', packageId);
  if (version) q = q.where('version', '=', version);
  return q.orderBy('built_at', 'desc').limit(1).executeTakeFirst();
}
