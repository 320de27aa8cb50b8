// Accept-header negotiation and API versioning.
import { apiError } from './errors.js';

interface MediaRange {
  type: string;
  q: number;
  order: number;
}

function parseAccept(accept: string): MediaRange[] {
  return accept
    .split(',')
    .map((part, order) => {
      const [type, ...params] = part.trim().split(';');
      let q = 1;
      for (const p of params) {
        const [k, v] = p.trim().split('=');
        if (k === 'q') q = Number(v);
      }
      return { type: type.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((r) => r.type && r.q > 0);
}

function specificity(range: string, candidate: string): number {
  if (range === candidate) return 3;
  const [rt, rs] = range.split('/');
  const [ct] = candidate.split('/');
  if (rs === '*' && rt === ct) return 2;
  if (range === '*/*') return 1;
  return 0;
}

/**
 * The candidate the client prefers, or the first candidate when Accept is absent or matches
 * nothing (we answer JSON rather than 406, as most APIs do). Ties go to the earlier candidate.
 */
export function negotiate(accept: string | undefined, candidates: readonly string[]): string {
  if (!accept || candidates.length === 1) return candidates[0];
  const ranges = parseAccept(accept);
  let best = candidates[0];
  let bestScore = -1;
  candidates.forEach((candidate, ci) => {
    for (const r of ranges) {
      const s = specificity(r.type, candidate);
      if (s === 0) continue;
      // Higher q wins, then the more specific range, then the server's order (q-values have
      // at most three decimals: a step of 0.001 outweighs any difference of specificity and order).
      const score = r.q * 100_000 + s * 10 - ci * 0.01;
      if (score > bestScore) {
        bestScore = score;
        best = candidate;
      }
    }
  });
  return best;
}

export const SUPPORTED_VERSIONS = ['1'] as const;
export const VENDOR_NAME = 'platform';
const vendorType = /^application\/vnd\.([a-z0-9.-]+)\.v([^+;\s]+)\+json$/;

export interface VersionChoice {
  version: string;
  /** Set when the client asked by media type; the response then uses that Content-Type. */
  mediaType?: string;
}

/** Accept-Version, else API-Version, else a vendor media type in Accept, else ?version=, else 1. */
export function chooseVersion(headers: Record<string, string | string[] | undefined>, queryVersion: string | undefined): VersionChoice {
  const header = first(headers['accept-version']) ?? first(headers['api-version']);
  let mediaType: string | undefined;
  let fromMedia: string | undefined;
  const accept = first(headers.accept);
  if (accept && accept.includes('vnd.')) {
    for (const range of parseAccept(accept)) {
      const m = vendorType.exec(range.type);
      if (m && m[1] === VENDOR_NAME) {
        fromMedia = m[2];
        mediaType = range.type;
        break;
      }
    }
  }
  const version = (header ?? fromMedia ?? queryVersion ?? '1').trim();
  if (!(SUPPORTED_VERSIONS as readonly string[]).includes(version)) {
    throw apiError('INVALID_VERSION', `API version "${version}" is not supported; supported: ${SUPPORTED_VERSIONS.join(', ')}`);
  }
  return { version, mediaType };
}

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Whether a list operation should stream NDJSON rather than answer one JSON array. */
export function wantsNdjson(accept: string | undefined): boolean {
  return negotiate(accept, ['application/json', 'application/x-ndjson']) === 'application/x-ndjson';
}
