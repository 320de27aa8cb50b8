// A client that checks every response against the operation it answers in the spec: the
// status is documented, required headers are present and valid, the body matches the schema of
// its content type, and the headers the conventions promise in prose are there (X-Request-Id,
// API-Version, Vary, X-RateLimit-* on limited operations). Each checked response counts towards
// contract coverage. It reads the documents itself: routing, reference resolution and schema
// compilation here share no code with the server's, so a router bug cannot hide its own answers.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { readSpecFile } from '../../src/http/spec-file.js';
import { recordSeen } from './coverage.js';
import { ROOT, until } from './server.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

interface MediaObject {
  schema?: Json;
  /** JSON pointer of the schema in its document (for the validator). */
  pointer: string;
}
interface ResponseObject {
  headers?: Record<string, { required?: boolean; schema?: object }>;
  content?: Record<string, MediaObject>;
}

/** One operation of a document, OpenAPI-level `$ref`s resolved (schemas keep theirs). */
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: Json }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Json }> };
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
  [extension: `x-${string}`]: unknown;
  deprecated?: boolean;
}

const ajv = new Ajv2020.default({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);

const pointerPart = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const contracts = new Map<string, Contract>();

export class Contract {
  private readonly ops: ContractOperation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly patterns: { op: ContractOperation; segments: (string | null)[] }[] = [];

  private constructor(
    readonly name: string,
    readonly document: Json,
  ) {
    // The whole document is one schema resource: `$ref`s inside schemas resolve against it.
    ajv.addSchema(document, `contract:${name}`);
    const security = document.security;
    for (const [p, item] of Object.entries(document.paths ?? {}) as [string, Json][]) {
      const shared = (item.parameters ?? []).map((x: Json) => this.resolve(x)[0]);
      for (const method of METHODS) {
        const raw = item[method];
        if (!raw) continue;
        const base = `#/paths/${pointerPart(p)}/${method}`;
        const responses: Record<string, ResponseObject> = {};
        for (const [status, r] of Object.entries(raw.responses ?? {}) as [string, Json][]) {
          const [resp, at] = this.resolve(r, `${base}/responses/${status}`);
          const content: Record<string, MediaObject> = {};
          for (const [type, media] of Object.entries(resp.content ?? {}) as [string, Json][]) {
            content[type] = { schema: media.schema, pointer: `${at}/content/${pointerPart(type)}/schema` };
          }
          const headers = Object.fromEntries(Object.entries(resp.headers ?? {}).map(([k, h]) => [k, this.resolve(h)[0]]));
          responses[status] = { headers, content: resp.content ? content : undefined };
        }
        const own = (raw.parameters ?? []).map((x: Json) => this.resolve(x)[0]);
        const op: ContractOperation = {
          ...raw,
          method,
          path: p,
          parameters: [...shared.filter((s: Json) => !own.some((o: Json) => o.name === s.name && o.in === s.in)), ...own],
          requestBody: raw.requestBody ? this.resolve(raw.requestBody)[0] : undefined,
          responses,
          security: raw.security ?? security,
        };
        this.ops.push(op);
        this.patterns.push({ op, segments: p.split('/').slice(1).map((s) => (/^\{[^}]+\}$/.test(s) ? null : s)) });
      }
    }
    // Literal segments win over parameters (/tables/import before /tables/{tableID}).
    this.patterns.sort((a, b) => a.segments.filter((s) => s === null).length - b.segments.filter((s) => s === null).length);
  }

  static async load(name: string): Promise<Contract> {
    let c = contracts.get(name);
    if (!c) {
      c = new Contract(name, readSpecFile(path.join(ROOT, 'specs', `${name}.yaml`)));
      contracts.set(name, c);
    }
    return c;
  }

  /** An OpenAPI object and its pointer, following `$ref` (local references only). */
  resolve(obj: Json, at = ''): [Json, string] {
    let pointer = at;
    for (let i = 0; obj && typeof obj === 'object' && typeof obj.$ref === 'string'; i++) {
      assert.ok(i < 20 && obj.$ref.startsWith('#/'), `${this.name}: cannot resolve ${obj.$ref}`);
      pointer = obj.$ref;
      obj = obj.$ref
        .slice(2)
        .split('/')
        .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((o: Json, k: string) => o?.[k], this.document);
      assert.ok(obj !== undefined, `${this.name}: ${pointer} does not exist`);
    }
    return [obj, pointer];
  }

  operations(): ContractOperation[] {
    return this.ops;
  }

  /** The operation a method and path (as sent, percent-encoded) name; trailing slashes ignored. */
  match(method: string, p: string): ContractOperation | undefined {
    const m = method.toLowerCase();
    const trimmed = p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
    const segments = trimmed.split('/').slice(1);
    for (const { op, segments: pattern } of this.patterns) {
      if (op.method !== m || pattern.length !== segments.length) continue;
      if (pattern.every((s, i) => (s === null ? segments[i] !== '' : s === segments[i]))) return op;
    }
    return undefined;
  }

  private validator(pointer: string): ValidateFunction {
    let v = this.validators.get(pointer);
    if (!v) {
      v = ajv.getSchema(`contract:${this.name}${pointer}`);
      assert.ok(v, `${this.name}: no schema at ${pointer}`);
      this.validators.set(pointer, v);
    }
    return v;
  }

  private responseNames?: Set<string>;

  /** Every property name some response schema of the document declares. */
  responseProperties(): Set<string> {
    if (this.responseNames) return this.responseNames;
    const names = new Set<string>();
    const seen = new Set<object>();
    const walk = (ref: Json): void => {
      const [schema] = this.resolve(ref);
      if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
      seen.add(schema);
      for (const [k, v] of Object.entries(schema.properties ?? {})) {
        names.add(k);
        walk(v);
      }
      for (const k of ['items', 'additionalProperties', 'not']) if (schema[k] && typeof schema[k] === 'object') walk(schema[k]);
      for (const k of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) for (const x of schema[k] ?? []) walk(x);
    };
    for (const op of this.ops) for (const r of Object.values(op.responses)) for (const media of Object.values(r.content ?? {})) walk(media.schema);
    return (this.responseNames = names);
  }

  /** Asserts that a response fits the operation; returns the operation id. */
  check(method: string, p: string, status: number, headers: Headers, text: string): string {
    const op = this.match(method, p);
    assert.ok(op, `${method} ${p} is not an operation of ${this.name}`);
    const where = `${op.operationId} → ${status}`;
    const r = op.responses[String(status)] ?? op.responses.default;
    assert.ok(r, `${where}: status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')}); body: ${text.slice(0, 300)}`);
    checkConventionHeaders(op, status, headers, where);
    for (const [name, h] of Object.entries(r.headers ?? {})) {
      const value = headers.get(name);
      if (h.required) assert.ok(value !== null, `${where}: required header ${name} is missing`);
      if (value !== null && h.schema) {
        const v = ajv.compile(h.schema);
        assert.ok(v(value), `${where}: header ${name}: ${JSON.stringify(value)} ${ajv.errorsText(v.errors)}`);
      }
    }
    if (status === 204 || status === 304 || !r.content) {
      assert.equal(text, '', `${where}: expected no body`);
    } else {
      const raw = (headers.get('content-type') ?? '').split(';')[0].trim();
      const mediaType = /^application\/vnd\.[^+]+\+json$/.test(raw) ? 'application/json' : raw;
      const media = r.content[mediaType];
      assert.ok(media, `${where}: content type ${raw} is not documented (${Object.keys(r.content).join(', ')})`);
      if (media.schema) {
        const v = this.validator(media.pointer);
        const items: unknown[] =
          mediaType === 'application/x-ndjson'
            ? text.split('\n').filter(Boolean).map((l) => JSON.parse(l))
            : [mediaType.endsWith('json') ? JSON.parse(text) : text];
        for (const item of items) {
          assert.ok(v(item), `${where}: body does not match the schema: ${ajv.errorsText(v.errors)}\n${text.slice(0, 500)}`);
          for (const key of secretKeys(item)) {
            assert.ok(this.responseProperties().has(key), `${where}: the body carries ${key}, named like a secret and documented nowhere in ${this.name}'s responses`);
          }
        }
      }
    }
    recordSeen(this.name, op.operationId, status);
    return op.operationId;
  }
}

const SECRET = /pass(word)?|hash|secret/i;

/** The keys of a JSON value, at any depth, named like a secret. */
function secretKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) secretKeys(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (SECRET.test(k)) out.add(k);
      secretKeys(v, out);
    }
  }
  return out;
}

/**
 * What the conventions (specs/reference.yaml's description) promise on every answer: its request
 * id, the API version and Vary; the rate-limit headers on every operation that is limited, once
 * the limiter has counted the request (a 503 during start-up comes before it).
 */
function checkConventionHeaders(op: ContractOperation, status: number, headers: Headers, where: string): void {
  assert.match(headers.get('x-request-id') ?? '', /^\S{1,200}$/, `${where}: X-Request-Id is missing`);
  assert.match(headers.get('api-version') ?? '', /^\d+$/, `${where}: API-Version is missing`);
  // With CORS on (CORS_ORIGINS), Origin comes first.
  assert.match(headers.get('vary') ?? '', /^(Origin, )?Accept, Accept-Version, API-Version$/, `${where}: Vary`);
  if (op['x-probe'] || status === 503) return;
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    assert.match(headers.get(name) ?? '', /^\d+$/, `${where}: ${name} is missing`);
  }
}

export interface Res {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
  operationId?: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body, sent as is with `contentType`. */
  raw?: string | Buffer;
  contentType?: string;
  token?: string;
  /** The path is not an operation (404/405 answers); check only that the body is JSON. */
  undocumented?: boolean;
}

/**
 * One HTTP exchange over node:http (kept-alive connections, like fetch's), the answer read whole.
 * fetch (undici) cost the test processes far more CPU per request (the fuzz test's 5,000 requests,
 * the file alone: 18.1 -> 9.4 s of CPU). What fetch sends by default that matters here is kept:
 * `Accept: *\/*`, and `Content-Length: 0` on a POST or PUT without a body (no body and no length on
 * the other methods). Header names are sent in lower case, one value each (a request's own win).
 */
const agent = new http.Agent({ keepAlive: true });
export function send(url: string, method: string, headers: Record<string, string>, body: string | Buffer | undefined, retried = false): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing: Record<string, string> = { accept: '*/*' };
    for (const [k, v] of Object.entries(headers)) outgoing[k.toLowerCase()] = v;
    if (body !== undefined) outgoing['content-length'] ??= String(Buffer.byteLength(body));
    else if (method === 'POST' || method === 'PUT') outgoing['content-length'] = '0';
    const req = http.request(url, { method, headers: outgoing, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const h = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        resolve({ status: res.statusCode!, headers: h, text: new TextDecoder().decode(Buffer.concat(chunks)) });
      });
    });
    // A kept-alive connection the server closed as idle while this test's event loop was busy (a
    // 50 MB body built synchronously, say): the request never reached the server, so it is sent
    // once more on a new connection, as node's documentation of `reusedSocket` advises.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (req.reusedSocket && !retried && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) send(url, method, headers, body, true).then(resolve, reject);
      else reject(err);
    });
    req.useChunkedEncodingByDefault = false;
    req.end(body);
  });
}

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly contract: Contract,
    readonly basePath = '',
    /** Headers sent with every request (e.g. credentials); a request's own headers win. */
    readonly defaults: Record<string, string> = {},
  ) {}

  /** The same client, sending these headers with every request. */
  withHeaders(headers: Record<string, string>): Client {
    return new Client(this.baseUrl, this.contract, this.basePath, { ...this.defaults, ...headers });
  }

  /** A client of one contract; its base path is the document's first server unless given. */
  static async for(baseUrl: string, spec = 'reference', basePath?: string): Promise<Client> {
    const contract = await Contract.load(spec);
    const server = (contract.document.servers?.[0]?.url as string | undefined) ?? '/';
    return new Client(baseUrl, contract, basePath ?? (server === '/' ? '' : server));
  }

  async request(method: string, target: string, opts: RequestOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...this.defaults, ...opts.headers };
    let body: string | Buffer | undefined;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    } else if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (opts.raw !== undefined) {
      body = opts.raw;
      if (opts.contentType) headers['content-type'] = opts.contentType;
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await send(this.baseUrl + this.basePath + target, method, headers, body);
    const text = res.text;
    let parsed: Json;
    const ct = res.headers.get('content-type') ?? '';
    if (text && ct.includes('json') && !ct.includes('ndjson')) parsed = JSON.parse(text);
    const out: Res = { status: res.status, headers: res.headers, text, body: parsed };
    const pathOnly = target.split('?')[0];
    const effective = method === 'POST' && opts.form?.API_METHOD ? opts.form.API_METHOD.toUpperCase() : method;
    if (opts.undocumented) {
      assert.ok(text === '' || parsed !== undefined, `${method} ${target}: expected a JSON body, got ${text.slice(0, 200)}`);
    } else {
      out.operationId = this.contract.check(effective, pathOnly, res.status, res.headers, text);
    }
    return out;
  }

  get(target: string, opts?: RequestOptions) {
    return this.request('GET', target, opts);
  }
  post(target: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('POST', target, { ...opts, json: json ?? opts.json });
  }
  put(target: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('PUT', target, { ...opts, json: json ?? opts.json });
  }
  patch(target: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request('PATCH', target, { ...opts, json: json ?? opts.json });
  }
  delete(target: string, opts?: RequestOptions) {
    return this.request('DELETE', target, opts);
  }
}

/** Polls a documented start-up probe, through the contract client, until it answers 200. */
export async function untilStarted(baseUrl: string, probe: '/startup' | '/ready' = '/startup', ms = 60_000): Promise<void> {
  const api = await Client.for(baseUrl);
  await until(async () => (await api.get(probe)).status === 200, ms);
}
