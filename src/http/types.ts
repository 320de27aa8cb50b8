// Handler typing: request and response types come from the operations generated from a spec,
// so a spec change that breaks a handler fails `tsc`.
import type { IncomingHttpHeaders } from 'node:http';
import type { UserRow } from '../db/schema.js';

/** Who a request acts for: a user (JWT or API key), a team (a big-tables team token), or the metrics scraper (METRICS_TOKEN). */
export type Principal = { via: 'bearer' | 'apiKey'; user: UserRow } | { via: 'teamToken'; team: { id: string; name: string } } | { via: 'metricsToken' };

export interface RequestContext {
  requestId: string;
  principal?: Principal;
  version: string;
  /** The vendor media type the client asked for (application/vnd.platform.v1+json), if any. */
  mediaType?: string;
  /** Where the interface is mounted ('' by default): prefix for Location headers. */
  basePath: string;
  /** The client's address (through trusted proxies, see client-address.ts): rate limits count per it. */
  clientAddress: string;
  /**
   * What answered, for the request metrics: the operationId (REST) or another label from a
   * fixed set (never the raw path, so the metrics' label values stay bounded).
   */
  operation?: string;
}

/** A list body produced lazily (e.g. from a database cursor), written as a JSON array or NDJSON. */
export class Streamed<T> {
  constructor(readonly source: AsyncIterable<T>) {}
}

/**
 * A `text/event-stream` answer (Server-Sent Events): each item is one event, with an `id:` line
 * when it has an id (EventSource sends the last one back as Last-Event-ID when it reconnects).
 * The stream ends when the source does or the client goes away; a comment every `keepAliveMs`
 * keeps proxies from closing it; `retryMs`, when set, tells the browser how soon to reconnect.
 */
export class EventStream {
  constructor(
    readonly source: AsyncIterable<{ event: string; data: unknown; id?: string }>,
    readonly keepAliveMs = 15_000,
    readonly retryMs?: number,
  ) {}
}

/** A text answer (an operation documenting `text/plain`, e.g. /metrics), written as is with its Content-Type. */
export class PlainText {
  constructor(
    readonly text: string,
    readonly contentType = 'text/plain; charset=utf-8',
  ) {}
}

/**
 * A JSON answer already written out (e.g. a large value read as text from PostgreSQL, which would
 * otherwise be parsed only to be written again): sent as is as the operation's JSON whatever the
 * Accept header, the handler vouching that it matches the documented schema (no deprecation
 * warnings are added to it).
 */
export class RawJson {
  constructor(readonly json: string) {}
}

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type EventsOf<R> = R extends { content: { 'text/event-stream': unknown } } ? EventStream : never;
/** An answer that documents NDJSON items may stream them whatever its JSON shape (an envelope). */
type NdjsonOf<R> = R extends { content: { 'application/x-ndjson': infer I } } ? Streamed<I> : never;
type TextOf<R> = R extends { content: { 'text/plain': unknown } } ? PlainText : never;
type RawOf<R> = R extends { content: { 'application/json': unknown } } ? RawJson : never;
type BodyOf<R> = (JsonOf<R> extends (infer E)[] ? JsonOf<R> | Streamed<E> : JsonOf<R>) | EventsOf<R> | NdjsonOf<R> | TextOf<R> | RawOf<R>;

export interface Reply<S, B> {
  status: S;
  body: B;
  headers?: Record<string, string>;
  /** A quoted entity tag; when absent, GET answers that may be cached get a hash of the body. */
  etag?: string;
  lastModified?: Date;
}

type Responses<O> = O extends { responses: infer Rs } ? Rs : never;
export type HandlerResult<O> = {
  [S in keyof Responses<O> & number]: Reply<S, BodyOf<Responses<O>[S]>>;
}[keyof Responses<O> & number];

type PathOf<O> = O extends { parameters: { path: infer P } } ? P : Record<string, never>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? Record<string, never> : NonNullable<Q>) : Record<string, never>;
type RequestBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? [B] extends [never] ? undefined : B | undefined
    : undefined;

export interface HandlerRequest<O> {
  params: PathOf<O>;
  /** The body's bytes as they came (for signatures computed over them); undefined without a body. */
  rawBody?: Buffer;
  query: QueryOf<O>;
  body: RequestBodyOf<O>;
  /** How the body was sent: a CSV/TSV body arrives converted to its JSON shape, cells as text. */
  bodyFormat: 'json' | 'form' | 'csv' | 'tsv' | 'multipart' | 'none';
  headers: IncomingHttpHeaders;
  ctx: RequestContext;
}

export type Handler<O, S> = (req: HandlerRequest<O>, services: S) => Promise<HandlerResult<O>>;
export type Handlers<Ops, S> = { [K in keyof Ops]: Handler<Ops[K], S> };
