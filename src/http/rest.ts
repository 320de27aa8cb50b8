// One REST interface: its OpenAPI document routed and validated by openapi-backend, its
// handlers registered by operationId, and the cross-cutting conventions applied in one order:
// start-up gate → version → rate limit → body → security → validation → roles → handler → reply.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorObject } from 'ajv';
import { OpenAPIBackend, type Context, type Operation } from 'openapi-backend';
import YAML from 'yaml';
import type { Services } from '../services.js';
import { bodyKind, coerceForm, parseBody, readRaw, takeMethodOverride } from './body.js';
import { ApiError, apiError, type FieldError, type RenderedError } from './errors.js';
import { chooseVersion } from './negotiation.js';
import type { RateLimiter } from './ratelimit.js';
import { reply, setRateHeaders, writeError, type OperationInfo } from './respond.js';
import type { HandlerRequest, Principal, RequestContext } from './types.js';
import { fromPgError } from '../db/pg-errors.js';
import { authenticateApiKey, authenticateBearer, type AuthFailure } from '../auth/authenticate.js';

export type ErrorStyle = (err: ApiError) => RenderedError;

export interface RestInterfaceDef {
  name: string;
  specFile: string;
  basePath: string;
  // Handlers are typed per operation where they are written; here they are only looked up.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: Record<string, (req: HandlerRequest<any>, services: Services) => Promise<any>>;
  /** Renderers by the value of `x-error-style` (document default, operation override). */
  errorStyles: Record<string, ErrorStyle>;
  templates?: Record<string, (body: unknown) => string>;
  bodyLimitBytes: number;
}

interface PerRequest {
  ctx: RequestContext;
  op?: OperationInfo;
  raw: IncomingMessage;
  res: ServerResponse;
  authFailures: AuthFailure[];
  /** The request as openapi-backend sees it; the body is read into it after the gates. */
  request?: { method: string; path: string; query: Record<string, unknown>; headers: Record<string, string | string[]>; body: unknown };
}

const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/**
 * openapi-backend checks a document against the OpenAPI 3.0 schema only, which rejects valid
 * 3.1 keywords (const, type arrays). Our documents are 3.1 and are checked as such by
 * `npm run generate` (openapi-typescript lints their structure with Redocly), so skip its check.
 */
class OpenAPI31Backend extends OpenAPIBackend {
  override validateDefinition() {
    return this.document;
  }
}

/** openapi-backend for one of our documents: Ajv2020 with formats enforced, path and query coerced. */
export function createOpenApiBackend(definition: Record<string, unknown>): OpenAPIBackend {
  return new OpenAPI31Backend({
    definition: definition as never,
    strict: true,
    coerceTypes: true,
    // verbose: errors carry the offending value (INVALID_EMAIL reports it).
    ajvOpts: { useDefaults: true, strict: false, allErrors: true, verbose: true },
    // OpenAPI 3.1 schemas are JSON Schema 2020-12: validate them with Ajv2020, formats enforced.
    customizeAjv: (_draft07, opts) => {
      const ajv = new Ajv2020.default({ ...opts, strict: false, validateFormats: true });
      addFormats.default(ajv);
      for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
      return ajv as never;
    },
  });
}

export class RestInterface {
  readonly document: Record<string, unknown>;
  private readonly api: OpenAPIBackend;
  private readonly ops = new Map<string, OperationInfo>();
  private readonly pathPatterns: RegExp[];
  private readonly defaultStyle: string;

  constructor(
    readonly def: RestInterfaceDef,
    private readonly services: Services,
    private readonly limiter: RateLimiter,
  ) {
    this.document = YAML.parse(readFileSync(def.specFile, 'utf8'));
    this.defaultStyle = (this.document['x-error-style'] as string) ?? Object.keys(def.errorStyles)[0];
    this.pathPatterns = Object.keys(this.document.paths as object).map(
      (p) => new RegExp('^' + p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+') + '$'),
    );
    this.api = createOpenApiBackend(structuredClone(this.document));
  }

  async init(): Promise<void> {
    await this.api.init();
    const specIds = new Set<string>();
    for (const op of this.api.getOperations()) {
      if (!op.operationId) throw new Error(`${this.def.name}: ${op.method.toUpperCase()} ${op.path} has no operationId`);
      specIds.add(op.operationId);
      this.ops.set(op.operationId, this.describe(op));
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
    this.registerHooks();
  }

  operations(): OperationInfo[] {
    return [...this.ops.values()];
  }

  /** Whether a path (below the base path) is one of this interface's. */
  owns(subPath: string): boolean {
    return this.pathPatterns.some((re) => re.test(subPath));
  }

  async handle(raw: IncomingMessage, res: ServerResponse, subPath: string, query: Record<string, string | string[]>, ctx: RequestContext): Promise<void> {
    const per: PerRequest = { ctx, raw, res, authFailures: [] };
    try {
      let method = (raw.method ?? 'GET').toUpperCase();
      let body: unknown;
      let bodyRead = false;
      const kind = bodyKind(raw.headers['content-type']);
      if (method === 'POST' && kind === 'form') {
        body = parseBody(await readRaw(raw, this.def.bodyLimitBytes), kind);
        bodyRead = true;
        method = takeMethodOverride(body) ?? method;
      }
      const request = { method, path: subPath, query: query as Record<string, unknown>, headers: raw.headers as Record<string, string | string[]>, body };
      per.request = request;
      const result = await this.api.handleRequest(request as never, per, async () => {
        if (!bodyRead && !BODYLESS.has(method)) {
          request.body = parseBody(await readRaw(raw, this.def.bodyLimitBytes), kind);
          if (kind === 'form') request.body = coerceForm(request.body as Record<string, unknown>, per.op?.formSchema);
        } else if (bodyRead && kind === 'form') {
          request.body = coerceForm(request.body as Record<string, unknown>, per.op?.formSchema);
        }
      });
      await reply(raw, res, result, per.op!, ctx, this.def.templates);
    } catch (err) {
      this.fail(per, err);
    }
  }

  private fail(per: PerRequest, err: unknown): void {
    const style = this.def.errorStyles[per.op?.errorStyle ?? this.defaultStyle];
    let apiErr: ApiError;
    const fromPg = fromPgError(err);
    if (err instanceof ApiError) apiErr = err;
    else if (fromPg) apiErr = fromPg;
    else {
      this.services.log.error('unhandled error', { requestId: per.ctx.requestId, operationId: per.op?.operationId, ...describe(err) });
      apiErr = apiError('INTERNAL_ERROR', 'Internal server error');
    }
    writeError(per.res, style(apiErr), apiErr.headers, per.op, per.ctx);
  }

  private describe(op: Operation): OperationInfo {
    const x = op as unknown as Record<string, unknown>;
    const form = op.requestBody && 'content' in op.requestBody ? op.requestBody.content['application/x-www-form-urlencoded'] : undefined;
    return {
      operationId: op.operationId!,
      method: op.method.toUpperCase(),
      path: op.path,
      errorStyle: (x['x-error-style'] as string) ?? this.defaultStyle,
      rateBucket: x['x-probe'] ? undefined : x['x-rate-limit'] === 'auth' ? 'auth' : 'default',
      probe: Boolean(x['x-probe']),
      roles: (x['x-roles'] as string[]) ?? [],
      streamable: Boolean(x['x-streamable']),
      templated: Boolean(x['x-template']),
      cacheControl: (x['x-cache-control'] as string) ?? 'no-store',
      deprecated: op.deprecated ? { sunset: String(x['x-sunset']), successor: String(x['x-successor']) } : undefined,
      queryNames: new Set((op.parameters ?? []).filter((p) => 'in' in p && p.in === 'query').map((p) => (p as { name: string }).name)),
      formSchema: form?.schema as OperationInfo['formSchema'],
    };
  }

  private registerHooks(): void {
    const { services, limiter } = this;
    type Args = [PerRequest, () => Promise<void>];

    this.api.register({
      notFound: () => {
        throw apiError('NOT_FOUND', 'No such resource');
      },
      methodNotAllowed: (c: Context) => {
        const allow = this.api
          .getOperations()
          .filter((o) => this.api.router.matchOperation({ method: o.method, path: c.request.path, headers: {} }))
          .map((o) => o.method.toUpperCase());
        throw new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed here', undefined, { Allow: [...new Set(allow)].join(', ') });
      },
      postRoutingHandler: async (c: Context, per: PerRequest, readBody: Args[1]) => {
        if (!c.operation) return;
        const op = this.ops.get(c.operation.operationId!)!;
        per.op = op;
        if (!op.probe) {
          if (!services.lifecycle.started) {
            throw new ApiError('SERVICE_UNAVAILABLE', 'The service is starting', undefined, { 'Retry-After': '1' });
          }
          const query = c.request.query as Record<string, unknown>;
          const choice = chooseVersion(per.raw.headers, typeof query.version === 'string' ? query.version : undefined);
          per.ctx.version = choice.version;
          per.ctx.mediaType = choice.mediaType;
        }
        // Unknown query parameters are ignored, not rejected (as FastAPI and Glide do).
        const rawQuery = per.request!.query;
        for (const key of Object.keys(rawQuery)) if (!op.queryNames.has(key)) delete rawQuery[key];
        if (op.rateBucket) {
          const decision = await limiter.take(op.rateBucket, clientAddress(per.raw));
          setRateHeaders(per.res, decision);
          if (!decision.allowed) {
            throw new ApiError('RATE_LIMIT_EXCEEDED', `Rate limit exceeded; try again in ${decision.retryAfter} s`, undefined, {
              'Retry-After': String(decision.retryAfter),
            });
          }
        }
        await readBody();
      },
      unauthorizedHandler: (_c: Context, per: PerRequest) => {
        throw authError(per.authFailures, per.raw.headers);
      },
      validationFail: (c: Context) => {
        throw validationError(c.validation.errors ?? []);
      },
      preOperationHandler: (c: Context, per: PerRequest) => {
        // A security handler's result is false when its scheme failed, the principal when it passed.
        const principal = [c.security?.bearerAuth, c.security?.apiKey].find((r): r is Principal => Boolean(r && typeof r === 'object' && 'user' in r));
        per.ctx.principal = principal;
        const roles = per.op?.roles ?? [];
        if (roles.length && (!per.ctx.principal || !roles.includes(per.ctx.principal.user.role))) {
          throw apiError('FORBIDDEN', `This needs the ${roles.join(' or ')} role`);
        }
      },
    });

    this.api.registerSecurityHandler('bearerAuth', async (c: Context, per: PerRequest) => {
      const outcome = await authenticateBearer(services, c.request.headers.authorization);
      if ('failure' in outcome) {
        per.authFailures.push(outcome.failure);
        return false;
      }
      return outcome.principal;
    });
    this.api.registerSecurityHandler('apiKey', async (c: Context, per: PerRequest) => {
      const outcome = await authenticateApiKey(services, c.request.headers['x-api-key']);
      if ('failure' in outcome) {
        per.authFailures.push(outcome.failure);
        return false;
      }
      return outcome.principal;
    });

    for (const [operationId, handler] of Object.entries(this.def.handlers)) {
      this.api.register(operationId, (c: Context, per: PerRequest) =>
        handler(
          {
            params: c.request.params as never,
            query: c.request.query as never,
            body: c.request.requestBody as never,
            headers: per.raw.headers,
            ctx: per.ctx,
          },
          services,
        ),
      );
    }
  }
}

function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

function describe(err: unknown): Record<string, unknown> {
  return err instanceof Error ? { error: err.message, stack: err.stack } : { error: String(err) };
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

/** Ajv's errors, as `{path, message}` with paths like `body.name` or `query.limit`. */
export function fieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    const parts = e.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (e.keyword === 'required') parts.push(String((e.params as { missingProperty: string }).missingProperty));
    if (e.keyword === 'additionalProperties') parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
    if (parts[0] === 'requestBody') parts[0] = 'body';
    const path = parts.length ? parts.join('.') : 'body';
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') message = 'is not an allowed property';
    if (e.keyword === 'required') message = 'is required';
    if (e.keyword === 'enum') message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`;
    const key = `${path}:${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, message });
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
