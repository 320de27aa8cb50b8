// Package-level work over the resolved records (L1): L2 clustering, the estate graph and the chain
// analysis (through D3's modules), and the runsheet. Used by the API and by jobs alike.
import type { Db } from '../db/database.js';
import { findClusters, storeClusters } from './analysis.queries.js';
import { passDescents } from './graph/descent.js';
import { buildEstateGraph, chainAnalysis } from './graph/index.js';
import { clusterParties, mentionsFromDocuments } from './l2/cluster.js';
import { fillAcrossPackage, type AcresFill } from './extract/index.js';
import { resolvedOfPackage, updateResolved } from './packages.queries.js';
import { chronological, runsheetRow, type RunsheetRow } from './runsheet.js';
import type { MatcherVersion, PartyCluster, ResolvedDocument } from './types.js';

export interface PackageRecords {
  /** Resolved documents in the graph's order: governing date, then recording reference. */
  docs: ResolvedDocument[];
  /** Documents without a resolved record yet. */
  unresolved: string[];
  runsheet: RunsheetRow[];
  /** Documents without a runsheet row yet. */
  withoutRunsheet: string[];
  /** When the last document was resolved (null: none is). */
  lastAssembled: Date | null;
}

export async function packageRecords(db: Db, packageId: string): Promise<PackageRecords> {
  const rows = await resolvedOfPackage(db, packageId);
  const resolved = rows.filter((r) => r.l1).map((r) => ({ ...(r.l1 as Omit<ResolvedDocument, 'doc_id'>), doc_id: r.id }));
  const docs = chronological(resolved, (d) => ({ date: d.dates.governing_date, reference: d.recording.reference }));
  const runsheet = chronological(
    rows.filter((r) => r.runsheet).map((r) => r.runsheet as RunsheetRow),
    (r) => ({ date: r.governing_date, reference: r.recording_reference }),
  );
  const times = rows.map((r) => r.assembled_at).filter((t): t is Date => t !== null);
  return {
    docs,
    unresolved: rows.filter((r) => !r.l1).map((r) => r.id),
    runsheet,
    withoutRunsheet: rows.filter((r) => !r.runsheet).map((r) => r.id),
    lastAssembled: times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null,
  };
}

/**
 * runtime_linking over the package's resolved records: a tract's acres and county that its instrument
 * leaves out, taken from another document of the package stating them for the same tract (see
 * extract/across.ts), L2 clustering, and what a decedent's instrument passed by the package's chain
 * (graph/descent.ts, on those clusters). Stores the changed records (and their runsheet rows), then
 * the clusters (read again from the records should one of them have changed meanwhile); answers the
 * acres filled.
 */
export async function linkPackage(db: Db, packageId: string): Promise<AcresFill[]> {
  const rows = (await resolvedOfPackage(db, packageId)).filter((r) => r.l1);
  const docs = chronological(
    rows.map((r) => ({ ...(r.l1 as Omit<ResolvedDocument, 'doc_id'>), doc_id: r.id })),
    (d) => ({ date: d.dates.governing_date, reference: d.recording.reference }),
  );
  const across = fillAcrossPackage(docs);
  // (the descent step changes conveyances only: the clusters of the filled records are the package's)
  const mentions = mentionsFromDocuments(across.docs);
  const clusters = clusterParties(mentions);
  const { docs: filled, changed: descents } = passDescents(across.docs, clusters);
  const changed = new Set([...across.changed, ...descents]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let stale = false;
  for (const doc of filled) {
    if (!changed.has(doc.doc_id)) continue;
    const row = byId.get(doc.doc_id)!;
    const { doc_id: _id, ...l1 } = doc;
    if (!(await updateResolved(db, doc.doc_id, row.l1, l1, row.runsheet ? runsheetRow(doc, row.filename) : undefined))) stale = true;
  }
  if (stale) await runClustering(db, packageId);
  else await storeClusters(db, packageId, clusters, mentions.length);
  return across.fills;
}

/** Runs L2 clustering over the package's resolved documents and stores the clusters. */
export async function runClustering(db: Db, packageId: string, records?: PackageRecords) {
  const { docs } = records ?? (await packageRecords(db, packageId));
  const mentions = mentionsFromDocuments(docs);
  return storeClusters(db, packageId, clusterParties(mentions), mentions.length);
}

/** The stored clusters when they are newer than every resolved record, else undefined. */
export async function freshClusters(db: Db, packageId: string, records: PackageRecords): Promise<PartyCluster[] | undefined> {
  const stored = await findClusters(db, packageId);
  if (!stored) return undefined;
  if (records.lastAssembled && stored.built_at < records.lastAssembled) return undefined;
  return stored.clusters as PartyCluster[];
}

/** Builds the estate graph with one matcher, clustering first when the stored clusters are missing or stale. */
export async function estateGraph(db: Db, packageId: string, version: MatcherVersion) {
  const records = await packageRecords(db, packageId);
  const clusters = (await freshClusters(db, packageId, records)) ?? ((await runClustering(db, packageId, records)).clusters as PartyCluster[]);
  return buildEstateGraph(records.docs, clusters, version);
}

/** The chains per estate type, or undefined when L2 clustering has not run since the last resolved record. */
export async function chains(db: Db, packageId: string) {
  const records = await packageRecords(db, packageId);
  const clusters = await freshClusters(db, packageId, records);
  if (!clusters) return undefined;
  return chainAnalysis(records.docs, clusters);
}
