// A client that checks every response against the operation it answers in the spec: the
// status is documented, required headers are present and valid, the body matches the schema of
// its content type. Each checked response counts towards contract coverage.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { OpenAPIBackend, Operation } from 'openapi-backend';
import YAML from 'yaml';
import { createOpenApiBackend } from '../../src/http/rest.js';
import { recordSeen } from './coverage.js';
import { ROOT } from './server.js';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

interface MediaObject {
  schema?: object;
}
interface ResponseObject {
  headers?: Record<string, { required?: boolean; schema?: object }>;
  content?: Record<string, MediaObject>;
}

const ajv = new Ajv2020.default({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
const compiled = new WeakMap<object, ValidateFunction>();
function validator(schema: object): ValidateFunction {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = ajv.compile(schema)));
  return v;
}

const contracts = new Map<string, Promise<Contract>>();

export class Contract {
  private constructor(
    readonly name: string,
    readonly api: OpenAPIBackend,
  ) {}

  static load(name: string): Promise<Contract> {
    let c = contracts.get(name);
    if (!c) {
      c = (async () => {
        const doc = YAML.parse(readFileSync(path.join(ROOT, 'specs', `${name}.yaml`), 'utf8'));
        const api = createOpenApiBackend(doc);
        await api.init();
        return new Contract(name, api);
      })();
      contracts.set(name, c);
    }
    return c;
  }

  operations(): Operation[] {
    return this.api.getOperations();
  }

  match(method: string, p: string): Operation | undefined {
    return this.api.router.matchOperation({ method, path: p, headers: {} });
  }

  /** Asserts that a response fits the operation; returns the operation id. */
  check(method: string, p: string, status: number, headers: Headers, text: string): string {
    const op = this.match(method, p);
    assert.ok(op, `${method} ${p} is not an operation of ${this.name}`);
    const where = `${op.operationId} → ${status}`;
    const responses = (op.responses ?? {}) as Record<string, ResponseObject>;
    const r = responses[String(status)] ?? responses.default;
    assert.ok(r, `${where}: status ${status} is not documented (documented: ${Object.keys(responses).join(', ')}); body: ${text.slice(0, 300)}`);
    for (const [name, h] of Object.entries(r.headers ?? {})) {
      const value = headers.get(name);
      if (h.required) assert.ok(value !== null, `${where}: required header ${name} is missing`);
      if (value !== null && h.schema) {
        const v = validator(h.schema);
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
        const v = validator(media.schema);
        const items: unknown[] =
          mediaType === 'application/x-ndjson'
            ? text.split('\n').filter(Boolean).map((l) => JSON.parse(l))
            : [mediaType.endsWith('json') ? JSON.parse(text) : text];
        for (const item of items) {
          assert.ok(v(item), `${where}: body does not match the schema: ${ajv.errorsText(v.errors)}\n${text.slice(0, 500)}`);
        }
      }
    }
    recordSeen(this.name, op.operationId!, status);
    return op.operationId!;
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

export class Client {
  constructor(
    readonly baseUrl: string,
    readonly contract: Contract,
    readonly basePath = '',
  ) {}

  static async for(baseUrl: string, spec = 'reference', basePath = ''): Promise<Client> {
    return new Client(baseUrl, await Contract.load(spec), basePath);
  }

  async request(method: string, target: string, opts: RequestOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...opts.headers };
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
    const res = await fetch(this.baseUrl + this.basePath + target, { method, headers, body: body as BodyInit | undefined });
    const text = await res.text();
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
