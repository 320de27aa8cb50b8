// The third-party geocoders behind GET /api/geocode. Each answer is checked against what the
// provider documents; anything else (an error status, a timeout, another shape) is an
// UpstreamError whose reason is ours: neither the provider's body nor the request URL (it holds
// the key) goes into it, so it may be logged.
import type { Config } from '../config.js';

export interface GeoResult {
  lat: number;
  lng: number;
  address: string;
}

export class UpstreamError extends Error {}

/** Larger answers are not geocoding results. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** The cache key: Unicode NFKC, lower case, runs of white space as one space, trimmed. */
export function normaliseAddress(address: string): string {
  return address.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

type Settings = Config['geocode'] & { provider: NonNullable<Config['geocode']['provider']> };

export async function lookup(settings: Settings, address: string, userAgent: string): Promise<GeoResult[]> {
  const { provider, url } = settings;
  const target =
    provider === 'nominatim'
      ? `${url}/search?${new URLSearchParams({ q: address, format: 'jsonv2' })}`
      : `${url}/maps/api/geocode/json?${new URLSearchParams({ address, key: settings.apiKey ?? '' })}`;
  const body = await fetchJson(target, settings.timeoutMs, userAgent);
  return provider === 'nominatim' ? fromNominatim(body) : fromGoogle(body);
}

async function fetchJson(target: string, timeoutMs: number, userAgent: string): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    // Nominatim's usage policy asks for an identifying User-Agent.
    const res = await fetch(target, { signal, redirect: 'error', headers: { accept: 'application/json', 'user-agent': userAgent } });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      throw new UpstreamError(`answered HTTP ${res.status}`);
    }
    text = await readCapped(res);
  } catch (err) {
    if (err instanceof UpstreamError) throw err;
    if (signal.aborted) throw new UpstreamError(`no answer within ${timeoutMs} ms`);
    const code = (err as { cause?: { code?: unknown } }).cause?.code;
    throw new UpstreamError(`cannot be reached${typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? ` (${code})` : ''}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError('answered something that is not JSON');
  }
}

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw new UpstreamError(`answered more than ${MAX_ANSWER_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const unexpected = () => new UpstreamError('answered an unexpected shape');

function coordinate(value: unknown, limit: number): number {
  // Nominatim sends them as strings, Google as numbers.
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw unexpected();
  return n;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `[{lat, lon, display_name}]` (format=jsonv2). */
function fromNominatim(body: unknown): GeoResult[] {
  if (!Array.isArray(body)) throw unexpected();
  return body.map((item) => {
    if (!isObject(item) || typeof item.display_name !== 'string') throw unexpected();
    return { lat: coordinate(item.lat, 90), lng: coordinate(item.lon, 180), address: item.display_name };
  });
}

/** `{status, results: [{formatted_address, geometry: {location: {lat, lng}}}]}`; ZERO_RESULTS is no match. */
function fromGoogle(body: unknown): GeoResult[] {
  if (!isObject(body) || typeof body.status !== 'string') throw unexpected();
  if (body.status === 'ZERO_RESULTS') return [];
  if (body.status !== 'OK') {
    // Google's statuses are fixed words (REQUEST_DENIED, OVER_QUERY_LIMIT…); its error_message is not kept.
    throw new UpstreamError(/^[A-Z_]{1,40}$/.test(body.status) ? `answered status ${body.status}` : 'answered an unknown status');
  }
  if (!Array.isArray(body.results)) throw unexpected();
  return body.results.map((item) => {
    const location = isObject(item) && isObject(item.geometry) && isObject(item.geometry.location) ? item.geometry.location : undefined;
    if (!location || !isObject(item) || typeof item.formatted_address !== 'string') throw unexpected();
    return { lat: coordinate(location.lat, 90), lng: coordinate(location.lng, 180), address: item.formatted_address };
  });
}
