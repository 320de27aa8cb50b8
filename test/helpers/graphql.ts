// A GraphQL client for tests that checks every answer against specs/content.graphql: the body is
// {data?, errors?}; every error has a message and a documented extensions.code and no internal
// detail; and `data` is re-executed against the SDL (reading each response key back), so a
// missing non-null field, a wrong scalar, an enum value outside the schema or an extra field fails.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, execute, GraphQLScalarType, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ROOT } from './server.js';
import { send } from './contract.js';

/** Response data, as loosely typed as JSON. */
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const SDL = readFileSync(path.join(ROOT, 'specs', 'content.graphql'), 'utf8');

/** The codes the SDL's description documents (its "- CODE, CODE: ..." lines), plus graphql-yoga's own. */
export const DOCUMENTED_CODES = new Set([...SDL.matchAll(/^- ([A-Z_]+(?:, [A-Z_]+)*):/gm)].flatMap((m) => m[1].split(', ')));
export const seenCodes = new Set<string>();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let checker: GraphQLSchema | undefined;
function schema(): GraphQLSchema {
  if (checker) return checker;
  checker = buildSchema(SDL);
  const dt = checker.getType('DateTime') as GraphQLScalarType;
  dt.serialize = (v: unknown) => {
    assert.ok(typeof v === 'string' && ISO.test(v), `DateTime ${String(v)} is not ISO 8601 UTC with milliseconds`);
    return v;
  };
  return checker;
}

/** Checks a response's data against the document and the SDL. */
export function conforms(document: DocumentNode, data: unknown, variables?: Record<string, unknown>, operationName?: string): void {
  const result = execute({
    schema: schema(),
    document,
    rootValue: data,
    variableValues: variables,
    operationName,
    fieldResolver: (source, _args, _ctx, info) => (source as Record<string, unknown>)[info.path.key as string],
    typeResolver: (value) => (value as { __typename?: string }).__typename,
  });
  assert.ok(!('then' in result), 'synchronous');
  const r = result as { data?: unknown; errors?: readonly Error[] };
  assert.deepEqual(r.errors ?? [], [], `data does not fit the schema: ${r.errors?.map((e) => e.message).join('; ')}`);
  assert.deepEqual(JSON.parse(JSON.stringify(r.data)), data, 'data has fields the query did not ask for');
}

export function checkErrors(errors: unknown): void {
  assert.ok(Array.isArray(errors) && errors.length > 0, 'errors is a non-empty list');
  for (const e of errors as { message: unknown; extensions?: { code?: unknown } }[]) {
    assert.equal(typeof e.message, 'string');
    const code = e.extensions?.code;
    assert.ok(typeof code === 'string' && DOCUMENTED_CODES.has(code), `error code ${String(code)} is not documented (${e.message})`);
    assert.doesNotMatch(e.message as string, /\n\s+at |node_modules|relation "|syntax error at or near/i, 'no internal detail');
    seenCodes.add(code);
  }
}

export interface GqlResponse {
  status: number;
  headers: Headers;
  data?: Json;
  errors?: { message: string; path?: string[]; extensions: { code: string } & Record<string, unknown> }[];
  /** The first error's code. */
  code?: string;
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
  operationName?: string;
  method?: 'GET' | 'POST';
}

export class GraphQLClient {
  constructor(readonly baseUrl: string) {}

  get url(): string {
    return `${this.baseUrl}/api/graphql`;
  }

  async request(query: string, opts: GqlOptions = {}): Promise<GqlResponse> {
    const headers: Record<string, string> = { accept: 'application/graphql-response+json, application/json', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let res;
    if (opts.method === 'GET') {
      const qs = new URLSearchParams({ query, ...(opts.variables ? { variables: JSON.stringify(opts.variables) } : {}), ...(opts.operationName ? { operationName: opts.operationName } : {}) });
      res = await send(`${this.url}?${qs}`, 'GET', headers, undefined);
    } else {
      headers['content-type'] ??= 'application/json';
      res = await send(this.url, 'POST', headers, JSON.stringify({ query, variables: opts.variables, operationName: opts.operationName }));
    }
    const text = res.text;
    assert.match(res.headers.get('content-type') ?? '', /json/, `a JSON answer (${res.status}: ${text.slice(0, 200)})`);
    const body = JSON.parse(text) as GqlResponse;
    assert.ok('data' in body || 'errors' in body, 'a GraphQL response');
    for (const key of Object.keys(body)) assert.ok(['data', 'errors', 'extensions'].includes(key), `unexpected key ${key}`);
    if (body.errors) checkErrors(body.errors);
    if (body.data) {
      let doc: DocumentNode | undefined;
      try {
        doc = parse(query);
      } catch {
        // a parse error has no data
      }
      // Introspection answers come from the schema itself, not from our resolvers.
      const introspection = /__schema|__type\b/.test(query);
      if (doc && !introspection && validate(schema(), doc).length === 0) conforms(doc, body.data, opts.variables, opts.operationName);
    }
    return { status: res.status, headers: res.headers, data: body.data, errors: body.errors, code: body.errors?.[0]?.extensions.code };
  }

  /** The data of a query that must succeed. */
  async ok(query: string, opts: GqlOptions = {}): Promise<Json> {
    const res = await this.request(query, opts);
    assert.equal(res.errors, undefined, `errors: ${JSON.stringify(res.errors)}`);
    assert.equal(res.status, 200);
    return res.data as Json;
  }

  /** A graphql-ws client on the same path. */
  ws(connectionParams?: Record<string, unknown>): WsClient {
    return createClient({ url: this.url.replace(/^http/, 'ws'), webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
  }
}

/** Collects the events of one subscription; `next(n)` waits for the n-th. */
export function subscribe(client: WsClient, query: string, variables?: Record<string, unknown>) {
  const events: { data?: Json; errors?: Json }[] = [];
  let error: unknown;
  let failure: unknown;
  let wake: (() => void) | undefined;
  let stop: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (v) => {
          // graphql-ws swallows what a callback throws (closing the socket with 4004), so a
          // failed check is kept and thrown by next() and checked(), with its own message.
          try {
            if (v.data) conforms(parse(query), v.data, variables);
            if (v.errors) checkErrors(v.errors);
          } catch (err) {
            failure ??= err;
          }
          events.push(v as never);
          wake?.();
        },
        error: (e) => {
          error = e;
          wake?.();
          resolve();
        },
        complete: () => resolve(),
      },
    );
    stop = dispose;
  });
  return {
    events,
    done,
    get error() {
      return error;
    },
    unsubscribe: () => stop(),
    /** Throws the first event that did not fit the SDL or carried an undocumented error code. */
    checked() {
      if (failure) throw failure;
      return events;
    },
    async next(n: number, ms = 10_000): Promise<{ data?: Json; errors?: Json }> {
      const deadline = Date.now() + ms;
      while (events.length < n && !error) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`waited ${ms} ms for event ${n}; have ${events.length}`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 100);
        });
      }
      if (failure) throw failure;
      if (events.length < n) throw new Error(`subscription ended: ${JSON.stringify(error)}`);
      return events[n - 1];
    },
  };
}
