// One REST interface: its OpenAPI document routed and validated by openapi-backend, its
// handlers registered by operationId, and the cross-cutting conventions applied in one order:
// start-up gate → version → rate limit → body → security → validation → roles → handler → reply.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorObject } from 'ajv';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import type { Services } from '../services.js';
import { describeError } from '../log.js';
import { bodyKind, coerceForm, parseBody, parseMultipart, readRaw, takeMethodOverride, TEXT_MEDIA, type MultipartBody, type TextTable } from './body.js';
import { ApiError, apiError, type FieldError, type RenderedError } from './errors.js';
import { chooseVersion } from './negotiation.js';
import type { RateDecision, RateLimiter } from './ratelimit.js';
import { answerCandidates, reply, setRateHeaders, writeError, type OperationInfo } from './respond.js';
import type { HandlerRequest, Principal, RequestContext } from './types.js';
import { fromPgError } from '../db/pg-errors.js';
import { readSpecFile } from './spec-file.js';
import { fastValidator, optimiseRouter, type Validated, type ValidationInput } from './fast-router.js';
import type { AuthFailure, AuthOutcome } from '../auth/authenticate.js';

export type ErrorStyle = (err: ApiError) => RenderedError;

/** Checks one security scheme of the document (by its name under components.securitySchemes). */
export type SecurityScheme = (headers: IncomingMessage['headers'], services: Services, query: Record<string, string | string[]>) => Promise<AuthOutcome>;

/** What the server needs of any interface it mounts (REST here; GraphQL mounts the same way). */
export interface Mounted {
  readonly name: string;
  readonly basePath: string;
  /** Whether a path below the base path belongs to this interface. */
  owns(subPath: string): boolean;
  handle(raw: IncomingMessage, res: ServerResponse, subPath: string, query: Record<string, string | string[]>, ctx: RequestContext): Promise<void>;
  /** Answers an error in the interface's default shape (e.g. 404 for a path nobody owns). */
  reject(res: ServerResponse, ctx: RequestContext, err: ApiError): void;
  /** The methods a path (below the base path) answers, for CORS preflights. */
  methods(subPath: string): string[];
  /** An HTTP upgrade (WebSocket) on one of its paths; without this, upgrades are refused. */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends long-lived connections (WebSockets, listeners) at shutdown. */
  close?(): Promise<void>;
}

export interface RestInterfaceDef {
  name: string;
  specFile: string;
  basePath: string;
  // Handlers are typed per operation where they are written; here they are only looked up.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: Record<string, (req: HandlerRequest<any>, services: Services) => Promise<any>>;
  /** Renderers by the value of `x-error-style` (document default, operation override). */
  errorStyles: Record<string, ErrorStyle>;
  /** A checker for every security scheme the document's operations name. */
  securitySchemes: Record<string, SecurityScheme>;
  /** Requests per window for each value of `x-rate-limit` (`default` when an operation names none). */
  rateLimits: Record<string, number>;
  templates?: Record<string, (body: unknown) => string>;
  /**
   * For each operation that accepts text/csv or text/tab-separated-values: the JSON body the
   * parsed table stands for, which is then validated against the operation's JSON schema.
   */
  fromText?: Record<string, (table: TextTable) => unknown>;
  /** For each operation that accepts multipart/form-data: the JSON body the parts stand for (validated as such). */
  fromMultipart?: Record<string, (body: MultipartBody) => unknown>;
  /** Other representations of an operation's answer (by operationId, then media type, e.g. text/csv), chosen by Accept. */
  renderers?: Record<string, Record<string, (body: unknown) => string>>;
  /**
   * Settings that operations name with `x-open-setting`: while one is on, its operations take no
   * credentials (their security and roles are dropped, in the served document too).
   */
  openSettings?: Record<string, boolean>;
  bodyLimitBytes: number;
}

const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
/** Methods that change nothing; an operation may say otherwise with `x-write` (a POST that only reads). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * openapi-backend checks a document against the OpenAPI 3.0 schema only, which rejects valid
 * 3.1 keywords (const, type arrays). Our documents are 3.1 and `npm run generate` checks their
 * structure as such (Redocly's struct rule; CI runs it), so skip openapi-backend's check.
 */
class OpenAPI31Backend extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }

  override async init() {
    await super.init();
    optimiseRouter(this.router);
    return this;
  }
}

/** openapi-backend for one of our documents: Ajv2020 with formats enforced, path and query coerced. */
export function createOpenApiBackend(definition: Record<string, unknown>): OpenAPIBackend {
  return new OpenAPI31Backend({
    definition: definition as never,
    coerceTypes: true,
    // Each operation's validators are compiled on its first request (openapi-backend's quick mode,
    // which also dereferences synchronously): a server starts in about 0.1 s instead of 2 s of
    // compiling every schema of every document, and an operation's first request takes some
    // 50 ms longer. Start-up matters more: more processes, restarts, and every test's server.
    quick: true,
    // verbose: errors carry the offending value (INVALID_EMAIL reports it).
    ajvOpts: { useDefaults: true, strict: false, allErrors: true, verbose: true },
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: validate them with Ajv2020, formats enforced.
    customizeAjv: (_draft07, opts) => sharedAjv(opts) as never,
  });
}

const ajvs = new Map<string, InstanceType<typeof Ajv2020.default>>();

/**
 * One Ajv2020 per set of options in the process, not one per operation and context (openapi-backend
 * asks for a new one each time): each instance compiles the JSON Schema meta-schema to check the
 * first schema it is given, which was most of an operation's first request (1.6 s of CPU over the
 * fuzz test's operations). The validators compiled are the same: the schemas carry no `$id`.
 */
function sharedAjv(opts: object): InstanceType<typeof Ajv2020.default> {
  const key = JSON.stringify(opts);
  let ajv = ajvs.get(key);
  if (!ajv) {
    ajv = new Ajv2020.default({ ...opts, strict: false, validateFormats: true });
    addFormats.default(ajv);
    for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
    ajvs.set(key, ajv);
  }
  return ajv;
}

export class RestInterface implements Mounted {
  readonly document: Record<string, unknown>;
  private readonly api: OpenAPIBackend;
  private validateRequest!: (req: ValidationInput, op: Operation) => Validated;
  private readonly ops = new Map<string, OperationInfo>();
  private readonly pathPatterns: RegExp[];
  /** The document's paths without parameters: most requests are owned by one of them, found without a regular expression. */
  private readonly exactPaths: Set<string>;
  private readonly defaultStyle: string;

  readonly name: string;
  readonly basePath: string;

  constructor(
    readonly def: RestInterfaceDef,
    private readonly services: Services,
    private readonly limiter: RateLimiter,
  ) {
    this.name = def.name;
    this.basePath = def.basePath;
    this.document = readSpecFile(def.specFile);
    this.openUp(this.document);
    this.defaultStyle = (this.document['x-error-style'] as string) ?? Object.keys(def.errorStyles)[0];
    this.pathPatterns = Object.keys(this.document.paths as object).map(
      (p) => new RegExp('^' + p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$'),
    );
    this.exactPaths = new Set(Object.keys(this.document.paths as object).filter((p) => !p.includes('{')));
    this.api = createOpenApiBackend(structuredClone(this.document));
  }

  async init(): Promise<void> {
    await this.api.init();
    this.validateRequest = fastValidator(this.api);
    const specIds = new Set<string>();
    for (const op of this.api.getOperations()) {
      if (!op.operationId) throw new Error(`${this.def.name}: ${op.method.toUpperCase()} ${op.path} has no operationId`);
      specIds.add(op.operationId);
      this.ops.set(op.operationId, this.describe(op));
    }
    for (const op of this.api.getOperations()) {
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!this.def.securitySchemes[scheme]) throw new Error(`${this.def.name}: ${op.operationId} needs security scheme ${scheme}, which has no checker`);
        }
      }
      if (this.ops.get(op.operationId!)!.textKinds.size && !this.def.fromText?.[op.operationId!]) {
        throw new Error(`${this.def.name}: ${op.operationId} accepts CSV/TSV, but fromText has nothing for it`);
      }
      if (this.ops.get(op.operationId!)!.multipart && !this.def.fromMultipart?.[op.operationId!]) {
        throw new Error(`${this.def.name}: ${op.operationId} accepts multipart/form-data, but fromMultipart has nothing for it`);
      }
      const bucket = this.ops.get(op.operationId!)!.rateBucket;
      if (bucket && this.def.rateLimits[bucket] === undefined) throw new Error(`${this.def.name}: ${op.operationId} names rate limit ${bucket}, which has no value`);
    }
    const handlerIds = new Set(Object.keys(this.def.handlers));
    const missing = [...specIds].filter((id) => !handlerIds.has(id));
    const extra = [...handlerIds].filter((id) => !specIds.has(id));
    if (missing.length || extra.length) {
      throw new Error(
        `${this.def.name}: handlers and spec differ` +
          (missing.length ? `; operations without a handler: ${missing.join(', ')}` : '') +
          (extra.length ? `; handlers without an operation: ${extra.join(', ')}` : ''),
      );
    }
  }

  /** Drops security and roles from the operations whose `x-open-setting` is on. */
  private openUp(document: Record<string, unknown>): void {
    for (const item of Object.values(document.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const op of Object.values(item)) {
        const setting = op?.['x-open-setting'];
        if (typeof setting !== 'string') continue;
        const on = this.def.openSettings?.[setting];
        if (on === undefined) throw new Error(`${this.def.name}: ${String(op.operationId)} names setting ${setting}, which openSettings lacks`);
        if (on) {
          delete op.security;
          delete op['x-roles'];
        }
      }
    }
  }

  /** Whether a path (below the base path) is one of this interface's; trailing slashes are ignored, as the router does. */
  owns(subPath: string): boolean {
    const p = subPath.length > 1 && subPath.endsWith('/') ? subPath.replace(/\/+$/, '') || '/' : subPath;
    if (this.exactPaths.has(p)) return true;
    for (const re of this.pathPatterns) if (re.test(p)) return true;
    return false;
  }

  async handle(raw: IncomingMessage, res: ServerResponse, subPath: string, query: Record<string, string | string[]>, ctx: RequestContext): Promise<void> {
    let info: OperationInfo | undefined;
    try {
      let method = (raw.method ?? 'GET').toUpperCase();
      const kind = bodyKind(raw.headers['content-type']);
      const request = { method, path: subPath, query: query as Record<string, unknown>, headers: raw.headers as Record<string, string | string[]>, body: undefined as unknown };
      let bodyRead = false;
      let rawBody: Buffer | undefined;
      let op: Operation;
      if (method === 'POST' && kind === 'form') {
        // A form's API_METHOD may pick another operation, so the body is read before the final
        // routing; the request is admitted (start-up gate, rate limit) first, against the path's
        // POST or else any operation at the path, so that an oversized form is counted too.
        info = this.tryRoute(request) ?? this.anyOperationAt(subPath);
        if (!info) this.route(request); // throws: 404 or 405, as routing says
        ctx.operation = info!.operationId;
        const admitted = this.admit(info!, raw, res, query, ctx);
        if (admitted) await admitted;
        rawBody = await readRaw(raw, this.def.bodyLimitBytes);
        request.body = parseBody(rawBody, kind);
        bodyRead = true;
        request.method = method = takeMethodOverride(request.body) ?? method;
        op = this.route(request);
        info = this.ops.get(op.operationId!)!;
        ctx.operation = info.operationId;
      } else {
        op = this.route(request);
        info = this.ops.get(op.operationId!)!;
        ctx.operation = info.operationId;
        // Most requests are admitted without waiting (probes; a rate-limit lease in hand).
        const admitted = this.admit(info, raw, res, query, ctx);
        if (admitted) await admitted;
      }
      // Unknown query parameters are ignored, not rejected (as FastAPI and Glide do).
      for (const key of Object.keys(query)) if (!info.queryNames.has(key)) delete query[key];
      if ((kind === 'csv' || kind === 'tsv') && !info.textKinds.has(kind)) {
        throw apiError('UNSUPPORTED_MEDIA_TYPE', `Send the body as ${['application/json', ...[...info.textKinds].map((k) => TEXT_MEDIA[k])].join(', ')}`);
      }
      if (kind === 'multipart' && !info.multipart) throw apiError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
      if (!bodyRead && !BODYLESS.has(method)) {
        rawBody = await readRaw(raw, this.def.bodyLimitBytes);
        request.body = kind === 'multipart' && rawBody.length ? await parseMultipart(rawBody, raw.headers['content-type']) : parseBody(rawBody, kind);
      }
      if (kind === 'form' && request.body) request.body = coerceForm(request.body as Record<string, unknown>, info.formSchema);

      // Who, then whether they may, then whether the request is well-formed: a caller without
      // the right learns nothing about the schema.
      ctx.principal = op.security?.length ? await this.authenticate(op, raw.headers, query) : undefined;
      // One rule for every interface, as in GraphQL: a suspended account may sign in and read,
      // not write. Anonymous operations (sign-in, sign-up) have no principal, so they still work.
      if (info.writes && ctx.principal && 'user' in ctx.principal && ctx.principal.user.status === 'suspended') {
        throw apiError('FORBIDDEN', 'This account is suspended: it may read but not write');
      }
      if (info.roles.length && (!ctx.principal || !('user' in ctx.principal) || !info.roles.includes(ctx.principal.user.role))) {
        throw apiError('FORBIDDEN', `This needs the ${info.roles.join(' or ')} role`);
      }
      // A CSV/TSV table becomes the JSON body it stands for (only now: that takes work).
      if ((kind === 'csv' || kind === 'tsv') && request.body) request.body = this.def.fromText![info.operationId](request.body as TextTable);
      if (kind === 'multipart' && request.body) request.body = this.def.fromMultipart![info.operationId](request.body as MultipartBody);
      // Conditional updates: a missing If-Match is 428 whatever else is wrong (handlers compare it).
      if (info.ifMatch && !raw.headers['if-match']) {
        throw apiError('PRECONDITION_REQUIRED', 'This update needs an If-Match header with the ETag you last read');
      }
      const validation = this.validateRequest(request, op);
      if (validation.errors) throw validationError(validation.errors);

      const handler = this.def.handlers[info.operationId];
      const bodyFormat = request.body === undefined ? 'none' : kind === 'other' ? 'none' : kind;
      const result = await handler({ params: validation.params, query: validation.query, body: request.body, rawBody, bodyFormat, headers: raw.headers, ctx }, this.services);
      await reply(raw, res, result, info, ctx, this.def.templates, this.def.renderers?.[info.operationId]);
    } catch (err) {
      this.fail(res, ctx, info ?? this.anyOperationAt(subPath), err);
    }
  }

  /**
   * Start-up gate, rate limit and version, for every operation but the probes. Every request
   * counts, including those refused later. A promise only when the rate limit must ask
   * PostgreSQL (an await costs a turn of the microtask queue, so the usual case has none).
   */
  private admit(info: OperationInfo, raw: IncomingMessage, res: ServerResponse, query: Record<string, string | string[]>, ctx: RequestContext): Promise<void> | undefined {
    if (info.probe) return undefined;
    if (!this.services.lifecycle.started) throw new ApiError('SERVICE_UNAVAILABLE', 'The service is starting', undefined, { 'Retry-After': '1' });
    const bucket = info.rateBucket!;
    const taken = this.limiter.take(`${this.def.name}:${bucket}`, this.def.rateLimits[bucket], ctx.clientAddress);
    if (taken instanceof Promise) return taken.then((decision) => this.admitted(decision, raw, res, query, ctx));
    this.admitted(taken, raw, res, query, ctx);
    return undefined;
  }

  private admitted(decision: RateDecision, raw: IncomingMessage, res: ServerResponse, query: Record<string, string | string[]>, ctx: RequestContext): void {
    setRateHeaders(res, decision);
    if (!decision.allowed) {
      throw new ApiError('RATE_LIMIT_EXCEEDED', `Rate limit exceeded; try again in ${decision.retryAfter} s`, undefined, { 'Retry-After': String(decision.retryAfter) });
    }
    const choice = chooseVersion(raw.headers, typeof query.version === 'string' ? query.version : undefined);
    ctx.version = choice.version;
    ctx.mediaType = choice.mediaType;
  }

  methods(subPath: string): string[] {
    const methods = this.api
      .getOperations()
      .filter((o) => this.api.router.matchOperation({ method: o.method, path: subPath, headers: {} }) === o)
      .map((o) => o.method.toUpperCase());
    return [...new Set(methods)];
  }

  /** The operation a request names, or undefined (no 404/405 thrown). */
  private tryRoute(request: { method: string; path: string }): OperationInfo | undefined {
    const op = this.api.router.matchOperation(request as never);
    return op ? this.ops.get(op.operationId!) : undefined;
  }

  /** For errors before routing picked an operation (404/405, an oversized form): the path's error style. */
  private anyOperationAt(subPath: string): OperationInfo | undefined {
    const op = this.api.getOperations().find((o) => this.api.router.matchOperation({ method: o.method, path: subPath, headers: {} }) === o);
    return op && this.ops.get(op.operationId!);
  }

  /** Answers an error in this interface's default shape (e.g. 404 for a path no interface owns). */
  reject(res: ServerResponse, ctx: RequestContext, err: ApiError): void {
    this.fail(res, ctx, undefined, err);
  }

  /** openapi-backend's router; its 404 and 405 become ApiErrors (405 with Allow). */
  private route(request: { method: string; path: string }): Operation {
    try {
      return this.api.router.matchOperation(request as never, true);
    } catch (err) {
      if (!(err instanceof Error) || !err.message.startsWith('405')) throw apiError('NOT_FOUND', 'No such resource');
      const allow = this.api
        .getOperations()
        .filter((o) => this.api.router.matchOperation({ method: o.method, path: request.path, headers: {} }))
        .map((o) => o.method.toUpperCase());
      throw new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed here', undefined, { Allow: [...new Set(allow)].join(', ') });
    }
  }

  /**
   * The operation's security requirements (OpenAPI semantics: any one requirement object, all of
   * its schemes). No requirements: anonymous. Unsatisfied: the most telling failure.
   */
  private async authenticate(op: Operation, headers: IncomingMessage['headers'], query: Record<string, string | string[]>): Promise<Principal | undefined> {
    const requirements = op.security ?? [];
    if (!requirements.length) return undefined;
    const failures: AuthFailure[] = [];
    const outcomes = new Map<string, Principal | undefined>();
    for (const name of new Set(requirements.flatMap((r) => Object.keys(r)))) {
      const outcome = await this.def.securitySchemes[name](headers, this.services, query);
      if ('failure' in outcome) failures.push(outcome.failure);
      outcomes.set(name, 'principal' in outcome ? outcome.principal : undefined);
    }
    for (const requirement of requirements) {
      const principals = Object.keys(requirement).map((name) => outcomes.get(name));
      if (principals.every(Boolean)) return principals[0];
    }
    throw authError(failures, headers);
  }

  private fail(res: ServerResponse, ctx: RequestContext, info: OperationInfo | undefined, err: unknown): void {
    const style = this.def.errorStyles[info?.errorStyle ?? this.defaultStyle];
    const fromPg = fromPgError(err);
    let apiErr: ApiError;
    if (err instanceof ApiError) apiErr = err;
    else if (fromPg) apiErr = fromPg;
    // A malformed percent-escape in the path names no resource.
    else if (err instanceof URIError) apiErr = apiError('NOT_FOUND', 'No such resource');
    else {
      this.services.log.error('unhandled error', { requestId: ctx.requestId, operationId: info?.operationId, ...describeError(err) });
      apiErr = apiError('INTERNAL_ERROR', 'Internal server error');
    }
    writeError(res, style(apiErr), apiErr.headers, info, ctx);
  }

  private describe(op: Operation): OperationInfo {
    const x = op as unknown as Record<string, unknown>;
    const content = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : {};
    const form = content['application/x-www-form-urlencoded'];
    return {
      operationId: op.operationId!,
      method: op.method.toUpperCase(),
      path: op.path,
      errorStyle: (x['x-error-style'] as string) ?? this.defaultStyle,
      rateBucket: x['x-probe'] ? undefined : ((x['x-rate-limit'] as string) ?? 'default'),
      probe: Boolean(x['x-probe']),
      roles: (x['x-roles'] as string[]) ?? [],
      writes: typeof x['x-write'] === 'boolean' ? x['x-write'] : !READS.has(op.method.toUpperCase()),
      streamable: Boolean(x['x-streamable']),
      templated: Boolean(x['x-template']),
      cacheControl: (x['x-cache-control'] as string) ?? 'no-store',
      deprecated: op.deprecated ? { sunset: String(x['x-sunset']), successor: String(x['x-successor']), sunsetHeader: new Date(String(x['x-sunset'])).toUTCString() } : undefined,
      ifMatch: x['x-if-match'] === 'required',
      conditionalGet: '304' in (op.responses ?? {}),
      queryNames: new Set((op.parameters ?? []).filter((p) => 'in' in p && p.in === 'query').map((p) => (p as { name: string }).name)),
      formSchema: form?.schema as OperationInfo['formSchema'],
      textKinds: new Set((['csv', 'tsv'] as const).filter((k) => content[TEXT_MEDIA[k]])),
      multipart: Boolean(content['multipart/form-data']),
      candidates: answerCandidates(Boolean(x['x-streamable']), Boolean(x['x-template']) && Boolean(this.def.templates?.[op.operationId!]), this.def.renderers?.[op.operationId!]),
    };
  }
}

function authError(failures: AuthFailure[], headers: IncomingMessage['headers']): ApiError {
  // A wrong API key is 403 (the client named itself and was refused); everything else is 401.
  if (failures.includes('invalid_api_key')) return apiError('INVALID_API_KEY', 'The API key is not valid');
  const bearer = { 'WWW-Authenticate': 'Bearer' };
  if (failures.includes('invalid_token')) {
    return apiError('INVALID_TOKEN', 'The token is invalid or expired', undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
  const auth = headers.authorization;
  const message = auth && !/^Bearer /i.test(auth) ? 'The Authorization header must use the Bearer scheme' : 'Authentication required';
  return apiError('MISSING_TOKEN', message, undefined, bearer);
}

/** The contracts promise at most this many errors, with paths and messages of at most CUT characters. */
const MAX_FIELD_ERRORS = 100;
const CUT = 1000;

/** Ajv's errors, as `{path, message}` with paths like `body.name` or `query.limit`. */
export function fieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    const parts = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required') parts.push(String((e.params as { missingProperty: string }).missingProperty));
    if (e.keyword === 'additionalProperties') parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
    if (parts[0] === 'requestBody') parts[0] = 'body';
    const path = (parts.length ? parts.join('.') : 'body').slice(0, CUT);
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') message = 'is not an allowed property';
    if (e.keyword === 'required') message = 'is required';
    if (e.keyword === 'enum') message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`;
    message = message.slice(0, CUT);
    const key = `${path}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
    if (out.length === MAX_FIELD_ERRORS) break;
  }
  return out;
}

function validationError(errors: ErrorObject[]): ApiError {
  const list = fieldErrors(errors);
  const email = errors.find((e) => e.keyword === 'format' && (e.params as { format: string }).format === 'email');
  if (email) {
    const field = fieldErrors([email])[0].path;
    return apiError('INVALID_EMAIL', `${field} is not a valid e-mail address`, { field, value: email.data, errors: list });
  }
  const summary = list.slice(0, 3).map((e) => `${e.path} ${e.message}`).join('; ');
  return apiError('VALIDATION_ERROR', `Invalid request: ${summary}`, { errors: list });
}
