// Cross-origin requests from browsers (CORS, per the Fetch standard), for every interface at once:
// the server applies it before any interface sees the request (src/http/server.ts). Only the
// origins CORS_ORIGINS lists get CORS headers, always with credentials allowed; unset, nothing
// is sent at all. Which request headers a browser may send and which answer headers its script
// may read come from the contracts themselves (their header parameters, API-key headers and
// documented response headers), so a header an interface adds to its spec is covered without a
// change here.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long (seconds) a browser may reuse a preflight's answer (Chromium caps it at 7200). */
export const PREFLIGHT_MAX_AGE = 600;

/** Request headers every interface reads, whatever its contract declares. */
const BASE_REQUEST_HEADERS = [
  'Accept',
  'Accept-Language',
  'Content-Language',
  'Content-Type',
  'Authorization',
  'Accept-Version',
  'API-Version',
  'If-Match',
  'If-None-Match',
  'If-Modified-Since',
  'X-Request-Id',
];
/** Answer headers the conventions add to every answer (src/http/respond.ts, server.ts). */
const BASE_EXPOSED = ['X-Request-Id', 'API-Version'];
/** Answer headers a script may read anyway (CORS-safelisted); not listed again. */
const SAFELISTED_RESPONSE = new Set(['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']);

/** Checks CORS_ORIGINS entries; throws an Error whose message names the first bad one. */
export function parseOrigins(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of list) {
    // Credentials are allowed, which the Fetch standard forbids with a wildcard.
    if (origin === '*') throw new Error('cannot be "*": list the origins (credentials are allowed, which a wildcard forbids)');
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== origin) {
      throw new Error(`must list origins exactly as browsers send them (scheme://host[:port], lower case, no path), and "${origin}" is not one`);
    }
  }
  return [...new Set(list)];
}

/** The header names a contract mentions: header parameters and API keys (requests), documented headers (answers). */
function headersOf(document: Record<string, unknown>, request: Set<string>, response: Set<string>): void {
  const walk = (node: unknown, inHeaders: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, false));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o.in === 'header' && typeof o.name === 'string' && (o.type === undefined || o.type === 'apiKey')) request.add(o.name);
    for (const [key, value] of Object.entries(o)) {
      // A header object has a schema (or is a $ref); a schema property named `headers` does not.
      if (inHeaders && value && typeof value === 'object' && ('schema' in value || '$ref' in value)) response.add(key);
      walk(value, key === 'headers' && !Array.isArray(value));
    }
  };
  walk(document.paths, false);
  walk(document.components, false);
}

export class Cors {
  private readonly origins: Set<string>;
  /** Allowed request headers, by lower-case name. */
  private readonly requestHeaders = new Set<string>();
  readonly exposeHeaders: string;

  constructor(origins: string[], documents: Record<string, unknown>[]) {
    this.origins = new Set(origins);
    const request = new Set(BASE_REQUEST_HEADERS);
    const response = new Set(BASE_EXPOSED);
    for (const document of documents) headersOf(document, request, response);
    for (const name of request) this.requestHeaders.add(name.toLowerCase());
    // One spelling per header (the first met), safelisted ones left out.
    const exposed = new Map<string, string>();
    for (const name of response) if (!SAFELISTED_RESPONSE.has(name.toLowerCase()) && !exposed.has(name.toLowerCase())) exposed.set(name.toLowerCase(), name);
    this.exposeHeaders = [...exposed.values()].sort().join(', ');
  }

  allows(origin: string): boolean {
    return this.origins.has(origin);
  }

  /** A request from a listed origin (not a preflight): its script may read the answer. */
  decorate(res: ServerResponse, origin: string): void {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', this.exposeHeaders);
  }

  /**
   * Answers a preflight from a listed origin: 204 with the path's methods and, of the headers
   * asked for, those allowed (a browser then refuses the real request if anything it needs is
   * missing, as the Fetch standard has it).
   */
  preflight(req: IncomingMessage, res: ServerResponse, origin: string, methods: string[]): void {
    const asked = req.headers['access-control-request-headers'];
    const allowed = (asked ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h && this.requestHeaders.has(h));
    res.statusCode = 204;
    res.setHeader('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Methods', methods.join(', '));
    if (allowed.length) res.setHeader('Access-Control-Allow-Headers', allowed.join(', '));
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE));
    // Safari waits for a body on a 204 without it.
    res.setHeader('Content-Length', '0');
    res.end();
  }
}
