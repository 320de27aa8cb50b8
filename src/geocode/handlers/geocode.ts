// GET /api/geocode: the cache shared by every process, else the configured provider.
import { missingAddress, notConfigured, upstreamFailed } from '../errors.js';
import { findCachedResults, storeCachedResults } from '../geocode.queries.js';
import { lookup, normaliseAddress, UpstreamError } from '../providers.js';
import type { H } from './types.js';

const shared = (seconds: number) => ({ 'Cache-Control': `public, max-age=${Math.max(0, seconds)}` });

export const geocode: H<'geocode'> = async ({ query, ctx }, { db, config, log, version }) => {
  const address = query.address?.trim();
  if (!address) throw missingAddress();
  const settings = config.geocode;
  const provider = settings.provider;
  if (!provider) throw notConfigured();
  const key = normaliseAddress(address);
  const ttl = settings.cacheTtlSeconds;
  if (ttl > 0) {
    const hit = await findCachedResults(db, provider, key);
    if (hit) return { status: 200, body: { results: hit.results }, headers: shared(hit.seconds_left) };
  }
  let results;
  try {
    results = await lookup({ ...settings, provider }, address, `contract-platform/${version}`);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    log.warn('geocode provider failed', { requestId: ctx.requestId, provider, reason: err.message });
    throw upstreamFailed();
  }
  if (ttl > 0) await storeCachedResults(db, provider, key, results, ttl);
  return { status: 200, body: { results }, headers: shared(ttl) };
};
