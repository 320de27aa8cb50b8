// The content interface on the shared HTTP server: graphql-yoga answers GET and POST at
// /api/graphql (GraphiQL for browsers), and graphql-ws serves subscriptions over a WebSocket on
// the same path. Rate limits, start-up gate and the error shape are those of the platform.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { createYoga, maskError as yogaMaskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import { WebSocket, WebSocketServer } from 'ws';
import type { Services } from '../services.js';
import type { Mounted } from '../http/rest.js';
import type { RateLimiter } from '../http/ratelimit.js';
import { setRateHeaders } from '../http/respond.js';
import type { ApiError } from '../http/errors.js';
import type { RequestContext } from '../http/types.js';
import { clientAddressOf } from '../http/client-address.js';
import { renderGraphiQL } from '../http/docs.js';
import { authenticateApiKey, authenticateBearer } from '../auth/authenticate.js';
import { fromPgError } from '../db/pg-errors.js';
import type { ContentContext } from './context.js';
import { contentError, type ContentErrorCode } from './errors.js';
import type { ContentEvents } from './events.js';
import { checkLimits } from './limits.js';
import { createLoaders } from './loaders.js';
import type { UserModel } from './models.js';

export const GRAPHQL_PATH = '/api/graphql';

/** The credentials a request or a WebSocket connection carries. */
interface Credentials {
  authorization?: string;
  apiKey?: string;
}

/** Who is asking: null for anonymous; a bad credential is refused, never taken as anonymous. */
async function viewerOf(services: Services, { authorization, apiKey }: Credentials): Promise<UserModel | null> {
  if (!authorization && !apiKey) return null;
  const outcome = authorization ? await authenticateBearer(services, authorization) : await authenticateApiKey(services, apiKey);
  if ('failure' in outcome) {
    const message = outcome.failure === 'missing_token' ? 'The Authorization header must use the Bearer scheme' : outcome.failure === 'invalid_api_key' ? 'The API key is not valid' : 'The token is invalid or expired';
    throw contentError('UNAUTHENTICATED', message, { http: { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } } });
  }
  if (!('user' in outcome.principal)) return null;
  const { id, email, name, role, status, created_at } = outcome.principal.user;
  return { id, email, name, role, status, created_at };
}

/** Database failures a client can act on keep their meaning; anything else is masked. */
const PG_CODES: Partial<Record<ApiError['code'], ContentErrorCode>> = {
  EMAIL_TAKEN: 'CONFLICT',
  CONFLICT: 'CONFLICT',
  VALIDATION_ERROR: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  const fromPg = fromPgError(original);
  const code = fromPg && PG_CODES[fromPg.code];
  if (fromPg && code) return new GraphQLError(fromPg.message, { nodes: (error as GraphQLError).nodes, path: (error as GraphQLError).path, extensions: { code } });
  return yogaMaskError(error, message, isDev);
}

/** Depth and cost are checked once variables are known, before any resolver runs. */
const useLimits = (): Plugin => ({
  onExecute: ({ args }: { args: ExecutionArgs }) => checkLimits(args.schema, args.document, args.operationName, args.variableValues),
  onSubscribe: ({ args }: { args: ExecutionArgs }) => checkLimits(args.schema, args.document, args.operationName, args.variableValues),
});

/**
 * Errors graphql-js raises before execution without a code (variables that do not coerce, an
 * unknown operation name) are the client's: BAD_USER_INPUT, as the SDL documents.
 */
const useErrorCodes = (): Plugin => ({
  onResultProcess: ({ result }) => {
    for (const r of Array.isArray(result) ? result : [result]) {
      const errors = (r as { errors?: GraphQLError[] } | undefined)?.errors;
      for (const e of errors ?? []) if (e instanceof GraphQLError && !e.extensions.code) (e.extensions as Record<string, unknown>).code = 'BAD_USER_INPUT';
    }
  },
});

/** What the node:http adapter passes to the context factory. */
type ServerContext = { req?: IncomingMessage };

/** How often a WebSocket subscriber's user is read again (role changes, deletion). */
const VIEWER_REFRESH_MS = 30_000;

export class ContentInterface implements Mounted {
  readonly name = 'content';
  readonly basePath = '';
  private readonly yoga: YogaServerInstance<ServerContext, ContentContext>;
  private readonly ws = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  constructor(
    private readonly services: Services,
    readonly events: ContentEvents,
    private readonly limiter: RateLimiter,
    schema: GraphQLSchema,
  ) {
    const { log } = services;
    this.yoga = createYoga<ServerContext, ContentContext>({
      schema,
      graphqlEndpoint: GRAPHQL_PATH,
      landingPage: false,
      graphiql: { title: 'Content API', subscriptionsProtocol: 'WS' },
      renderGraphiQL,
      batching: false,
      // CORS is the server's (src/http/cors.ts, CORS_ORIGINS), for every interface alike; yoga's
      // own default would allow any origin with credentials.
      cors: false,
      maskedErrors: { maskError },
      logging: { debug: () => {}, info: () => {}, warn: (...a: unknown[]) => log.warn('graphql', { detail: a.map(String).join(' ') }), error: (...a: unknown[]) => log.error('graphql', { detail: a.map(String).join(' ') }) },
      plugins: [useLimits(), useErrorCodes()],
      context: async ({ request, req }): Promise<ContentContext> => {
        const viewer = await viewerOf(services, { authorization: request.headers.get('authorization') ?? undefined, apiKey: request.headers.get('x-api-key') ?? undefined });
        return { services, events, viewer, loaders: createLoaders(services.db, viewer), limitAuth: this.authLimit(req && clientAddressOf(req)) };
      },
    });
    this.serveWebSockets();
  }

  owns(subPath: string): boolean {
    return subPath === GRAPHQL_PATH || subPath === GRAPHQL_PATH + '/';
  }

  methods(): string[] {
    return ['GET', 'POST'];
  }

  /** Open WebSocket connections (the subscription sockets metric). */
  get sockets(): number {
    return this.ws.clients.size;
  }

  /** One more request from the address (RestInterface's limiter: counted in PostgreSQL). */
  private async take(bucket: 'default' | 'auth', address: string | undefined) {
    const limit = bucket === 'auth' ? this.services.config.rateLimit.authMax : this.services.config.rateLimit.contentMax;
    const taken = this.limiter.take(`content:${bucket}`, limit, address ?? 'unknown');
    return taken instanceof Promise ? await taken : taken;
  }

  /** Sign-ups and sign-ins share the platform's stricter limit, whatever the transport. */
  private authLimit(address: string | undefined) {
    return async () => {
      const decision = await this.take('auth', address);
      if (!decision.allowed) throw contentError('RATE_LIMITED', `Too many sign-ups or sign-ins; try again in ${decision.retryAfter} s`, { retryAfter: decision.retryAfter });
    };
  }

  async handle(req: IncomingMessage, res: ServerResponse, _subPath: string, _query: unknown, ctx: RequestContext): Promise<void> {
    ctx.operation = 'graphql';
    if (!this.services.lifecycle.started) return this.refuse(res, 503, contentError('SERVICE_UNAVAILABLE', 'The service is starting'), { 'Retry-After': '1' });
    const decision = await this.take('default', ctx.clientAddress);
    setRateHeaders(res, decision);
    if (!decision.allowed) {
      return this.refuse(res, 429, contentError('RATE_LIMITED', `Rate limit exceeded; try again in ${decision.retryAfter} s`), { 'Retry-After': String(decision.retryAfter) });
    }
    if (req.method === 'POST') {
      const declared = req.headers['content-length'];
      if (declared === undefined) return this.refuse(res, 411, contentError('PAYLOAD_TOO_LARGE', 'A POST body must declare its Content-Length'));
      if (Number(declared) > this.services.config.bodyLimitBytes) {
        req.resume();
        return this.refuse(res, 413, contentError('PAYLOAD_TOO_LARGE', `The body is larger than ${this.services.config.bodyLimitBytes} bytes`), { Connection: 'close' });
      }
    }
    await this.yoga.requestListener(req, res);
  }

  reject(res: ServerResponse, _ctx: RequestContext, err: ApiError): void {
    this.refuse(res, err.status, contentError(err.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT', err.message), err.headers);
  }

  private refuse(res: ServerResponse, status: number, error: GraphQLError, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify({ errors: [error.toJSON()] }));
  }

  /** An HTTP upgrade to the graphql-ws protocol on the GraphQL path. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!this.services.lifecycle.started) return void socket.destroy();
    this.ws.handleUpgrade(req, socket, head, (client) => this.ws.emit('connection', client, req));
  }

  private serveWebSockets(): void {
    const { services } = this;
    useServer<Record<string, unknown> | undefined, { viewer?: UserModel | null; timers?: NodeJS.Timeout[] }>(
      {
        // The token travels in connection_init ({"authorization": "Bearer …"}); a bad one closes
        // the socket with 4403 Forbidden before any operation. None: anonymous. The credential is
        // checked again every 30 s (a deleted user, a revoked key: 4403; the user's new role
        // applies), and the socket closes (4401) when a token expires.
        onConnect: async (ctx) => {
          const params = ctx.connectionParams ?? {};
          const pick = (k: string) => (typeof params[k] === 'string' ? (params[k] as string) : undefined);
          const credentials = { authorization: pick('authorization') ?? pick('Authorization'), apiKey: pick('x-api-key') };
          try {
            ctx.extra.viewer = await viewerOf(services, credentials);
          } catch {
            return false;
          }
          const socket = ctx.extra.socket;
          // Gone while we checked: nothing to keep alive (onClose has already run).
          if (socket.readyState !== WebSocket.OPEN) return false;
          if (!ctx.extra.viewer) return true;
          const timers: NodeJS.Timeout[] = [];
          const exp = credentials.authorization ? decodeJwt(credentials.authorization.slice(7).trim()).exp : undefined;
          const untilExpiry = exp ? exp * 1000 - Date.now() : Infinity;
          // Timers cannot wait past 2^31 ms; the periodic check catches such a token's end.
          if (untilExpiry < 2 ** 31) timers.push(setTimeout(() => socket.close(4401, 'Token expired'), untilExpiry));
          timers.push(
            setInterval(() => {
              viewerOf(services, credentials).then(
                (viewer) => (ctx.extra.viewer = viewer),
                (err: unknown) => {
                  // A refused credential ends the socket; an unreachable database does not.
                  if (err instanceof GraphQLError) socket.close(4403, 'Forbidden');
                },
              );
            }, VIEWER_REFRESH_MS),
          );
          for (const t of timers) t.unref();
          ctx.extra.timers = timers;
          return true;
        },
        onClose: (ctx) => ctx.extra.timers?.forEach((t) => clearTimeout(t)),
        onSubscribe: async (ctx, _id, payload) => {
          // Every operation over the socket counts like a request.
          const decision = await this.take('default', clientAddressOf(ctx.extra.request));
          if (!decision.allowed) return [contentError('RATE_LIMITED', `Rate limit exceeded; try again in ${decision.retryAfter} s`)];
          const { schema, execute, subscribe, parse, validate } = this.yoga.getEnveloped({});
          let document;
          try {
            document = parse(payload.query);
          } catch (err) {
            return [err instanceof GraphQLError ? err : new GraphQLError('Syntax error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
          }
          const errors = validate(schema, document);
          if (errors.length) return errors.map((e: GraphQLError) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
          try {
            checkLimits(schema, document, payload.operationName, payload.variables);
          } catch (err) {
            return [err as GraphQLError];
          }
          const extra = ctx.extra;
          const contextValue: ContentContext = {
            services,
            events: this.events,
            get viewer() {
              return extra.viewer ?? null;
            },
            loaders: createLoaders(services.db, extra.viewer ?? null),
            limitAuth: this.authLimit(clientAddressOf(extra.request)),
          };
          return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue, rootValue: { execute, subscribe } };
        },
        execute: (args) => (args.rootValue as { execute: (a: unknown) => unknown }).execute(args) as never,
        subscribe: (args) => (args.rootValue as { subscribe: (a: unknown) => unknown }).subscribe(args) as never,
      },
      this.ws,
    );
  }

  /** Asks every WebSocket to close, and cuts those still open a second later. */
  async close(): Promise<void> {
    for (const client of this.ws.clients) client.close(1001, 'Server stopping');
    if (this.ws.clients.size) {
      await new Promise((r) => setTimeout(r, 1000).unref());
      for (const client of this.ws.clients) client.terminate();
    }
    await new Promise<void>((resolve) => this.ws.close(() => resolve()));
    await this.events.stop();
  }
}
