// The HTTP host: plain node:http (chosen by measurement, see README). Assigns request ids, logs
// one line per request, serves the docs, and hands each request to the interface that owns it.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { describeError, type Logger } from '../log.js';
import type { ClientAddresses } from './client-address.js';
import type { Cors } from './cors.js';
import type { DocsRoutes } from './docs.js';
import { apiError } from './errors.js';
import { UNKNOWN, type Metrics } from './metrics.js';
import type { Mounted } from './rest.js';
import type { RequestContext } from './types.js';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The docs routes' label in the request metrics (a fixed set, whatever the path). */
function docsOperation(pathname: string): string {
  if (pathname === '/openapi.json' || pathname.startsWith('/openapi/')) return 'openapi';
  if (pathname === '/redoc') return 'redoc';
  return pathname === '/docs' ? 'docs' : 'docs-assets';
}
const DOCS_METHODS = ['GET', 'HEAD'];

/**
 * Every answer carries the request's id, added where its headers are written (writeHead, which
 * Node also calls for an answer whose headers were only set): one place for every path, and the
 * reply's single writeHead with a flat header list keeps Node's fast path (respond.ts).
 */
export class Response extends http.ServerResponse {
  requestId: string | undefined = undefined;

  // Node's overloads: (status, headers?) and (status, reason, headers?).
  override writeHead(statusCode: number, reason?: unknown, headers?: unknown): this {
    const id = this.requestId;
    if (id !== undefined && !this.headersSent) {
      this.requestId = undefined;
      const list = typeof reason === 'string' ? headers : reason;
      // A flat [name, value, ...] list takes the id along; any other form gets it set beside.
      if (Array.isArray(list) && !Array.isArray(list[0])) list.push('X-Request-Id', id);
      else this.setHeader('X-Request-Id', id);
    }
    return super.writeHead(statusCode, reason as string, headers as http.OutgoingHttpHeaders);
  }
}

export interface HttpOptions {
  /** Counts every answered request (by interface, operation and status) and its latency. */
  metrics?: Metrics;
  /** CORS for the origins CORS_ORIGINS lists; undefined: no CORS headers at all. */
  cors?: Cors;
}

export function createHttpServer(interfaces: Mounted[], docs: DocsRoutes, log: Logger, clients: ClientAddresses, { metrics, cors }: HttpOptions = {}): http.Server {
  // Typed as a plain server: the subclass is an implementation detail of this module.
  const server = http.createServer({ ServerResponse: Response as unknown as typeof ServerResponse }, (req, res) => {
    void dispatch(req, res as Response);
  });
  // Slow or idle clients must not pin connections for ever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  // A client that stops reading (e.g. mid-stream) is dropped after a minute without progress.
  server.timeout = 60_000;

  /** The interface that owns a path, and the path below its base. */
  function ownerOf(pathname: string): { iface: Mounted; sub: string } | undefined {
    for (const iface of interfaces) {
      const base = iface.basePath;
      if (base && pathname !== base && !pathname.startsWith(base + '/')) continue;
      const sub = pathname.slice(base.length) || '/';
      if (iface.owns(sub)) return { iface, sub };
    }
    return undefined;
  }

  async function dispatch(req: IncomingMessage, res: Response): Promise<void> {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.requestId = requestId;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    // Once per request: rate limits (of every interface) and the log line read this.
    const client = clients.resolve(req);
    // Every field the pipeline sets later is here from the start: one object shape for V8.
    const ctx: RequestContext = { requestId, version: '1', basePath: '', clientAddress: client, principal: undefined, mediaType: undefined, operation: undefined };
    // Which interface answered (the metrics' label); the operation is in ctx.operation.
    let answeredBy = 'none';
    res.on('finish', () => {
      const ms = performance.now() - started;
      metrics?.observeRequest(answeredBy, ctx.operation ?? UNKNOWN, res.statusCode, ms / 1000);
      log.info('request', {
        requestId,
        client,
        method: req.method,
        path: pathname,
        status: res.statusCode,
        durationMs: Math.round(ms * 100) / 100,
      });
    });
    try {
      const isDocs = docs.matches(pathname);
      let owner = isDocs ? undefined : ownerOf(pathname);
      if (cors) {
        // The answer depends on Origin whenever CORS is on: shared caches must keep them apart.
        res.setHeader('Vary', 'Origin');
        const origin = req.headers.origin;
        if (origin !== undefined) {
          const listed = cors.allows(origin);
          if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
            const methods = isDocs ? DOCS_METHODS : owner?.iface.methods(owner.sub);
            if (methods?.length) {
              answeredBy = owner?.iface.name ?? 'docs';
              ctx.operation = 'preflight';
              if (listed) return cors.preflight(req, res, origin, methods);
              // Not listed: refused without any CORS header, so the browser stops there.
              return (owner?.iface ?? interfaces[0]).reject(res, ctx, apiError('FORBIDDEN', 'This origin may not call this server from a browser'));
            }
          }
          if (listed) cors.decorate(res, origin);
        }
      }
      if (isDocs) {
        answeredBy = 'docs';
        ctx.operation = docsOperation(pathname);
        if (await docs.serve(req, res, pathname)) return;
        answeredBy = 'none';
        ctx.operation = undefined;
        owner = ownerOf(pathname);
      }
      const query = parseQuery(q === -1 ? '' : url.slice(q + 1));
      if (owner) {
        answeredBy = owner.iface.name;
        ctx.basePath = owner.iface.basePath;
        return await owner.iface.handle(req, res, owner.sub, query, ctx);
      }
      // Nobody owns it: the first interface answers 404 in its own error shape.
      interfaces[0].reject(res, ctx, apiError('NOT_FOUND', 'No such resource'));
    } catch (err) {
      log.error('request failed outside an interface', { requestId, ...describeError(err) });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } }));
      } else res.destroy();
    }
  }
  // WebSocket upgrades go to the interface that owns the path, if it takes upgrades.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    clients.resolve(req);
    const pathname = (req.url ?? '/').split('?', 1)[0];
    const target = interfaces.find((i) => i.upgrade && (!i.basePath || pathname.startsWith(i.basePath + '/')) && i.owns(pathname.slice(i.basePath.length) || '/'));
    if (!target?.upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    try {
      target.upgrade(req, socket, head);
    } catch (err) {
      log.error('upgrade failed', describeError(err));
      socket.destroy();
    }
  });
  return server;
}

function parseQuery(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!qs) return out;
  for (const [k, v] of new URLSearchParams(qs)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
