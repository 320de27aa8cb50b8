// Writing replies: content negotiation (JSON, vendor JSON, NDJSON, HTML), caching headers,
// ETag and Last-Modified with 304s, deprecation headers, rate-limit headers.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RenderedError } from './errors.js';
import { negotiate } from './negotiation.js';
import type { RateDecision } from './ratelimit.js';
import { EventStream, PlainText, RawJson, Streamed, type RequestContext } from './types.js';

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  errorStyle: string;
  /** The operation's `x-rate-limit` bucket ('default' unless named); none for probes. */
  rateBucket: string | undefined;
  probe: boolean;
  roles: string[];
  /** Changes something (every method but GET, HEAD and OPTIONS, unless `x-write` says otherwise). */
  writes: boolean;
  streamable: boolean;
  templated: boolean;
  cacheControl: string;
  /** `sunsetHeader`: the sunset as an HTTP date, formatted once. */
  deprecated?: { sunset: string; successor: string; sunsetHeader: string };
  /** `x-if-match: required`: a conditional update, 428 without If-Match. */
  ifMatch: boolean;
  /** The operation documents 304: only then do If-None-Match and If-Modified-Since apply. */
  conditionalGet: boolean;
  queryNames: Set<string>;
  formSchema?: { properties?: Record<string, { type?: string | string[] }> };
  /** The text media types (CSV, TSV) the request body may have. */
  textKinds: Set<'csv' | 'tsv'>;
  /** The request body may be multipart/form-data. */
  multipart: boolean;
  /** The media types an answer may take, in the server's order of preference (worked out once). */
  candidates: string[];
}

/** The media types an operation's answer may take: JSON first, then NDJSON, HTML and the operation's other renderers. */
export function answerCandidates(streamable: boolean, template: boolean, renderers: Record<string, unknown> | undefined): string[] {
  return ['application/json', ...(streamable ? [NDJSON] : []), ...(template ? [HTML] : []), ...Object.keys(renderers ?? {})];
}

export interface Result {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  etag?: string;
  lastModified?: Date;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const NDJSON = 'application/x-ndjson';
const HTML = 'text/html';
const VARY = 'Accept, Accept-Version, API-Version';
/** With CORS on, the server has set `Vary: Origin` already (src/http/cors.ts): keep it. */
const VARY_ORIGIN = 'Origin, Accept, Accept-Version, API-Version';

export function setRateHeaders(res: ServerResponse, d: RateDecision): void {
  res.setHeader('X-RateLimit-Limit', String(d.limit));
  res.setHeader('X-RateLimit-Remaining', String(d.remaining));
  res.setHeader('X-RateLimit-Reset', String(d.reset));
}

/** Node 20.12+ hashes in one call, without a Hash object (measurably cheaper per request); older Node 20 makes one. */
const sha1: (payload: string | Buffer) => string =
  typeof (crypto as { hash?: unknown }).hash === 'function'
    ? (payload) => (crypto as unknown as { hash(alg: string, data: string | Buffer, enc: string): string }).hash('sha1', payload, 'base64url')
    : (payload) => crypto.createHash('sha1').update(payload).digest('base64url');

export function etagOf(payload: string | Buffer): string {
  return `"${sha1(payload)}"`;
}

/** The headers every answer of an operation carries, as a flat name, value list (see reply). */
function commonHeaderList(res: ServerResponse, op: OperationInfo | undefined, ctx: RequestContext): string[] {
  const h = ['API-Version', ctx.version, 'Vary', res.getHeader('Vary') === 'Origin' ? VARY_ORIGIN : VARY];
  if (op?.deprecated) h.push('Deprecation', 'true', 'Sunset', op.deprecated.sunsetHeader, 'Link', `<${op.deprecated.successor}>; rel="successor-version"`);
  return h;
}

function setAll(res: ServerResponse, h: string[]): void {
  for (let i = 0; i < h.length; i += 2) res.setHeader(h[i], h[i + 1]);
}

function withWarnings(body: unknown, op: OperationInfo): unknown {
  if (!op.deprecated || !body || typeof body !== 'object' || Array.isArray(body) || body instanceof RawJson) return body;
  return {
    ...body,
    warnings: [
      {
        type: 'deprecation',
        message: `${op.method} ${op.path} is deprecated; use ${op.deprecated.successor}`,
        sunset: op.deprecated.sunset.slice(0, 10),
      },
    ],
  };
}

function notModified(req: IncomingMessage, etag: string | undefined, lastModified: Date | undefined): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    if (!etag) return false;
    const weak = (t: string) => t.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((t) => weak(t) === weak(etag));
  }
  const ims = req.headers['if-modified-since'];
  if (ims && lastModified) {
    const since = Date.parse(ims);
    // HTTP dates have whole seconds.
    return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}

export async function reply(
  req: IncomingMessage,
  res: ServerResponse,
  result: Result,
  op: OperationInfo,
  ctx: RequestContext,
  templates: Record<string, (body: unknown) => string> | undefined,
  /** Other representations of this operation's answer by media type (text/csv), chosen by Accept. */
  renderers?: Record<string, (body: unknown) => string>,
): Promise<void> {
  // The headers go out in one writeHead with a flat list: Node then skips the per-header
  // bookkeeping of setHeader (a few µs a request, measured in BENCHMARKS.md). Headers set on
  // `res` before (CORS, rate limits) are merged by Node; the request id is added by server.ts.
  const h = commonHeaderList(res, op, ctx);
  h.push('Cache-Control', op.cacheControl);
  if (result.headers) for (const k in result.headers) h.push(k, result.headers[k]);
  if (result.lastModified) h.push('Last-Modified', result.lastModified.toUTCString());
  if (result.etag) h.push('ETag', result.etag);
  if (result.status === 204 || result.status === 304 || result.body === undefined) {
    res.writeHead(result.status, h);
    res.end();
    return;
  }

  const template = op.templated ? templates?.[op.operationId] : undefined;
  const chosen = ctx.mediaType ? 'application/json' : negotiate(req.headers.accept, op.candidates);
  const jsonType = ctx.mediaType ? `${ctx.mediaType}; charset=utf-8` : JSON_TYPE;

  if (result.body instanceof EventStream) {
    setAll(res, h);
    await writeEvents(res, result.status, result.body);
    return;
  }
  if (result.body instanceof PlainText) {
    h.push('Content-Type', result.body.contentType, 'Content-Length', String(Buffer.byteLength(result.body.text)));
    res.writeHead(result.status, h);
    res.end(req.method === 'HEAD' ? undefined : result.body.text);
    return;
  }
  if (result.body instanceof Streamed) {
    setAll(res, h);
    await writeStream(res, result.status, result.body.source, chosen === NDJSON ? NDJSON : jsonType, chosen === NDJSON);
    return;
  }
  const body = withWarnings(result.body, op);
  let payload: string;
  let type: string;
  if (body instanceof RawJson) {
    payload = body.json;
    type = jsonType;
  } else if (renderers?.[chosen] && !ctx.mediaType) {
    payload = renderers[chosen](result.body);
    type = `${chosen}; charset=utf-8`;
  } else if (chosen === HTML && template) {
    payload = template(body);
    type = 'text/html; charset=utf-8';
  } else if (chosen === NDJSON && Array.isArray(body)) {
    payload = body.map((item) => JSON.stringify(item) + '\n').join('');
    type = NDJSON;
  } else {
    payload = JSON.stringify(body);
    type = jsonType;
  }
  let etag = result.etag;
  if (!etag && req.method === 'GET' && result.status === 200 && op.cacheControl !== 'no-store') {
    etag = etagOf(payload);
    h.push('ETag', etag);
  }
  if (op.conditionalGet && req.method === 'GET' && result.status === 200 && notModified(req, etag, result.lastModified)) {
    res.writeHead(304, h);
    res.end();
    return;
  }
  h.push('Content-Type', type, 'Content-Length', String(Buffer.byteLength(payload)));
  res.writeHead(result.status, h);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

async function writeStream(res: ServerResponse, status: number, source: AsyncIterable<unknown>, type: string, ndjson: boolean): Promise<void> {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  // Resolves false when the client went away: a `drain` that never comes must not hold the
  // database cursor (and its pooled connection) for ever.
  const write = (chunk: string): boolean | Promise<boolean> => {
    if (res.destroyed) return false;
    if (res.write(chunk)) return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => () => {
        res.off('drain', onDrain);
        res.off('close', onClose);
        resolve(ok);
      };
      const onDrain = done(true);
      const onClose = done(false);
      res.once('drain', onDrain);
      res.once('close', onClose);
    });
  };
  let first = true;
  try {
    if (!ndjson && !(await write('['))) return;
    // Leaving the loop early (break) calls the source's return(), which closes the cursor.
    for await (const item of source) {
      if (!(await write((ndjson || first ? '' : ',') + JSON.stringify(item) + (ndjson ? '\n' : '')))) break;
      first = false;
    }
    if (res.destroyed) return;
    if (!ndjson) await write(']');
    res.end();
  } catch (err) {
    // Headers are gone: all that is left is to cut the response short so the client sees it broke.
    res.destroy(err as Error);
    throw err;
  }
}

/** Server-Sent Events: `id:` (when given), `event:` and one `data:` line of JSON each, a comment line while idle. */
async function writeEvents(res: ServerResponse, status: number, stream: EventStream): Promise<void> {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  // Proxies such as nginx would otherwise buffer the stream.
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  if (stream.retryMs !== undefined) res.write(`retry: ${stream.retryMs}\n\n`);
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), stream.keepAliveMs);
  const iterator = stream.source[Symbol.asyncIterator]();
  const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), closed.then(() => undefined)]);
      if (!next || next.done || res.destroyed) break;
      const id = next.value.id === undefined ? '' : `id: ${next.value.id}\n`;
      res.write(`${id}event: ${next.value.event}\ndata: ${JSON.stringify(next.value.data)}\n\n`);
    }
  } finally {
    clearInterval(keepAlive);
    await iterator.return?.();
    if (!res.destroyed) res.end();
  }
}

export function writeError(res: ServerResponse, rendered: RenderedError, headers: Record<string, string>, op: OperationInfo | undefined, ctx: RequestContext): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  setAll(res, commonHeaderList(res, op, ctx));
  res.setHeader('Cache-Control', 'no-store');
  res.removeHeader('ETag');
  res.removeHeader('Last-Modified');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  const payload = JSON.stringify(rendered.body);
  res.statusCode = rendered.status;
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.end(payload);
}
