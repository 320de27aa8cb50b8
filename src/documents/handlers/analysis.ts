// Package analyses: L2 clusters, the estate graph (stored per matcher version), the deprecated
// chain analysis, and the runsheet (JSON, or CSV through the interface's text/csv renderer).
import { apiError } from '../../http/errors.js';
import { chains, estateGraph, packageRecords, runClustering } from '../analysis.js';
import { findGraph, storeGraph } from '../analysis.queries.js';
import { ownerOf, packageNotFound } from '../errors.js';
import { findPackage } from '../packages.queries.js';
import type { Db } from '../../db/database.js';
import type { RequestContext } from '../../http/types.js';
import type { H } from './types.js';

async function packageOrThrow(db: Db, id: string, ctx: RequestContext): Promise<string> {
  const pkg = await findPackage(db, id, ownerOf(ctx));
  if (!pkg) throw packageNotFound(id);
  return pkg.id;
}

export const runL2Parties: H<'runL2Parties'> = async ({ params, ctx }, { db }) => {
  const packageId = await packageOrThrow(db, params.package_id, ctx);
  const stored = await runClustering(db, packageId);
  return { status: 200, body: { package_id: packageId, clusters: stored.clusters as never, mention_count: stored.mention_count, built_at: stored.built_at.toISOString() } };
};

type GraphBody = Awaited<ReturnType<typeof estateGraph>>;
const graphBody = (packageId: string, graph: GraphBody, builtAt: Date) => ({ package_id: packageId, ...graph, built_at: builtAt.toISOString() }) as never;

export const buildEstateGraph: H<'buildEstateGraph'> = async ({ params, body, ctx }, { db }) => {
  const packageId = await packageOrThrow(db, params.package_id, ctx);
  const graph = await estateGraph(db, packageId, body.version);
  const stored = await storeGraph(db, packageId, body.version, graph);
  return { status: 200, body: graphBody(packageId, graph, stored.built_at) };
};

export const getEstateGraph: H<'getEstateGraph'> = async ({ params, query, ctx }, { db }) => {
  const packageId = await packageOrThrow(db, params.package_id, ctx);
  const stored = await findGraph(db, packageId, query.matcher);
  if (!stored) {
    const which = query.matcher ? ` with matcher ${query.matcher}` : '';
    throw apiError('NOT_FOUND', `No estate graph${which} has been built for package ${packageId}: POST /api/packages/${packageId}/estate-graph`);
  }
  return { status: 200, body: graphBody(packageId, stored.graph as GraphBody, stored.built_at) };
};

export const getChainAnalysis: H<'getChainAnalysis'> = async ({ params, ctx }, { db }) => {
  const packageId = await packageOrThrow(db, params.package_id, ctx);
  const result = await chains(db, packageId);
  if (!result) {
    throw apiError('L2_REQUIRED', `Chain analysis needs L2 party clustering after the package's last resolved document: POST /packages/${packageId}/l2/parties first`);
  }
  const chainsBody = Object.fromEntries(
    (['fee', 'mineral', 'leasehold'] as const).map((t) => [t, { dag: { nodes: result.chains[t].dag.nodes, edges: result.chains[t].dag.edges } }]),
  );
  return {
    status: 200,
    body: { package_id: packageId, chains: chainsBody as never },
    // The successor is this package's estate graph (the document-wide x-successor names the template).
    headers: { Link: `<${ctx.basePath}/api/packages/${packageId}/estate-graph>; rel="successor-version"` },
  };
};

export const getRunsheet: H<'getRunsheet'> = async ({ params, ctx }, { db }) => {
  const packageId = await packageOrThrow(db, params.package_id, ctx);
  const records = await packageRecords(db, packageId);
  return { status: 200, body: { package_id: packageId, rows: records.runsheet, pending_doc_ids: records.withoutRunsheet } };
};
