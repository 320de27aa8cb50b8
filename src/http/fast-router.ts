// openapi-backend's router rebuilds every path pattern and the whole operation list on each
// request, and parses the request three times with lodash (a sixth of a request's CPU in the
// profile). This swaps in the same matching rules, compiled once, and a parse that skips the
// work our documents never need (cookies; JSON-encoded or non-exploded query parameters, for
// which it falls back to openapi-backend's own parse). Its request validation is redone the same
// way (`fastValidator`): the same compiled Ajv validators on the same input, without lodash.
// Nothing here creates a function per request: tsx (esbuild's keepNames) names each closure as
// it is made, with an Object.defineProperty that showed in the profile (BENCHMARKS.md).
import type { ErrorObject } from 'ajv';
import type { Operation, OpenAPIBackend, OpenAPIRouter, Request } from 'openapi-backend';
import { apiError } from './errors.js';

interface Route {
  op: Operation;
  re: RegExp;
  names: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Operations whose query openapi-backend parses as we do here (no JSON-encoded or non-exploded parameters). */
const simpleOps = new WeakSet<Operation>();
/** Each operation's route (its compiled path pattern and parameter names). */
const routeOf = new WeakMap<Operation, Route>();

function isSimple(op: Operation): boolean {
  return !(op.parameters ?? []).some((p) => 'in' in p && p.in === 'query' && (p.content || p.explode === false));
}

/** The path parameters of a request path that the route matched, decoded. */
function pathParams(route: Route | undefined, path: string): Record<string, string> {
  const params: Record<string, string> = {};
  const m = route && route.names.length ? route.re.exec(path) : null;
  if (!m || !route) return params;
  for (let i = 0; i < route.names.length; i++) {
    try {
      params[route.names[i]] = decodeURIComponent(m[i + 1]);
    } catch {
      throw apiError('NOT_FOUND', 'No such resource (malformed percent-encoding in the path)');
    }
  }
  return params;
}

export function optimiseRouter(router: OpenAPIRouter): void {
  const ops = router.getOperations();
  const original = router.parseRequest.bind(router);
  // The same order as openapi-backend: more literal characters first, then document order.
  const routes: Route[] = ops
    .map((op) => {
      const names: string[] = [];
      const pattern = op.path
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? (names.push(part.slice(1, -1)), '([^/]+)') : escape(part)))
        .join('');
      return { op, re: new RegExp(`^${pattern}$`), names };
    })
    .map((r, i) => ({ r, i, weight: r.op.path.replace(/\{.*?\}/g, '').length }))
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map(({ r }) => r);
  for (const r of routes) routeOf.set(r.op, r);
  for (const op of ops) if (isSimple(op)) simpleOps.add(op);
  // Paths without parameters, by path then method: as in openapi-backend, an exact path with the
  // request's method wins outright (no template can have more literal characters than the path
  // it matches, so the ordered scan below would find it first anyway).
  // Stryker disable all: a shortcut to what the ordered scan finds anyway (equivalent; test/platform/router.test.ts compares the two routers)
  const exact = new Map<string, Map<string, Operation>>();
  for (const op of ops) {
    if (op.path.includes('{')) continue;
    let byMethod = exact.get(op.path);
    if (!byMethod) exact.set(op.path, (byMethod = new Map()));
    if (!byMethod.has(op.method)) byMethod.set(op.method, op);
  }
  // Stryker restore all

  router.getOperations = () => ops;

  // Requests come from our own server: the path has a leading slash and no query string.
  router.matchOperation = function (this: OpenAPIRouter, req: Request, strict?: boolean) {
    const method = req.method.toLowerCase();
    // Our documents use apiRoot '/', which every normalised path is under.
    const path = this.normalizePath(req.path);
    // Stryker disable next-line all: the exact-path shortcut (see above)
    const hit = exact.get(path)?.get(method);
    // Stryker disable next-line all: the exact-path shortcut (see above)
    if (hit) return hit;
    let pathMatched = false;
    for (const route of routes) {
      if (!route.re.test(path)) continue;
      pathMatched = true;
      if (route.op.method === method) return route.op;
    }
    if (!strict) return undefined;
    throw Error(pathMatched ? '405-methodNotAllowed: this method is not registered for the route' : '404-notFound: no route matches request');
  } as OpenAPIRouter['matchOperation'];

  router.parseRequest = function (this: OpenAPIRouter, req: Request, operation?: Operation) {
    const headers = req.headers as Record<string, string | string[]>;
    // Cookies are not parsed: no operation of ours reads one.
    if ((operation && !simpleOps.has(operation)) || typeof req.query !== 'object') return original(req, operation);
    const params = pathParams(operation && routeOf.get(operation), this.normalizePath(req.path));
    return { ...req, method: req.method.toLowerCase(), params, headers, query: { ...(req.query as object) }, cookies: {}, requestBody: req.body };
  } as OpenAPIRouter['parseRequest'];
}

export interface Validated {
  errors: ErrorObject[] | null;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}

interface Plan {
  /** No parameters and no body: openapi-backend's validators can only pass (unknown query keys are dropped before). */
  nothing: boolean;
  /** Query parameters whose schema is an array: a single value becomes a one-item array, as openapi-backend does. */
  arrays: Set<string>;
}

/** The request as rest.ts hands it over: query already parsed, body parsed (or undefined). */
export interface ValidationInput {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/**
 * openapi-backend's validateRequest for an operation of a router passed through optimiseRouter:
 * the same validators, run on the same `{path, query, header, cookie, requestBody}` object, with
 * the same coercion; without lodash and without copying the request. Anything this does not
 * cover (an operation with JSON-encoded query parameters, a body left as text) goes to
 * openapi-backend itself.
 */
export function fastValidator(api: OpenAPIBackend): (req: ValidationInput, op: Operation) => Validated {
  const plans = new WeakMap<Operation, Plan>();
  const planOf = (op: Operation): Plan => {
    let plan = plans.get(op);
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: the plan is a cache; made again it is the same
    if (!plan) {
      const parameters = (op.parameters ?? []) as { in?: string; name?: string; schema?: { type?: unknown } }[];
      const arrays = new Set<string>();
      const seen = new Set<string>();
      for (const p of parameters) {
        // Stryker disable next-line ConditionalExpression: a path or header parameter taken for a query one changes nothing (rest.ts drops query keys no query parameter names)
        if (p.in !== 'query' || !p.name || seen.has(p.name)) continue;
        // openapi-backend looks at the first query parameter of that name.
        seen.add(p.name);
        if (p.schema?.type === 'array') arrays.add(p.name);
      }
      plan = { nothing: parameters.length === 0 && !op.requestBody, arrays };
      plans.set(op, plan);
    }
    return plan;
  };
  return (req, op) => {
    const body = req.body;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a text body passes either way (openapi-backend validates JSON bodies only; test/platform/router.test.ts)
    if (!simpleOps.has(op) || (body !== undefined && typeof body !== 'object')) {
      const result = api.validator.validateRequest(req as never, op);
      const coerced = result.coerced as { params?: Record<string, unknown>; query?: Record<string, unknown> };
      return { errors: result.errors ?? null, params: coerced.params ?? {}, query: coerced.query ?? {} };
    }
    const plan = planOf(op);
    // Stryker disable next-line ConditionalExpression: a shortcut: the validators of an operation with no parameters and no body pass anything left (equivalent)
    if (plan.nothing) return { errors: null, params: {}, query: {} };
    const params = pathParams(routeOf.get(op), api.router.normalizePath(req.path));
    const query: Record<string, unknown> = { ...req.query };
    // Stryker disable next-line ConditionalExpression: a shortcut past an empty loop (equivalent)
    if (plan.arrays.size) for (const name of plan.arrays) if (typeof query[name] === 'string') query[name] = [query[name]];
    // The body is an object (or null) or absent here: a text body went to openapi-backend above.
    const parameters: Record<string, unknown> = { path: params, query, header: req.headers, cookie: {}, requestBody: body };
    let errors: ErrorObject[] | null = null;
    // Stryker disable next-line ArrayDeclaration: every operation of the document has its validators
    for (const validate of api.validator.getRequestValidatorsForOperation(op.operationId!) ?? []) {
      if (validate(parameters)) continue;
      errors ??= [];
      if (validate.errors) errors.push(...validate.errors);
    }
    // Stryker disable next-line ConditionalExpression: Ajv gives a failed validation its errors, so the list is never empty (equivalent)
    return { errors: errors && errors.length ? errors : null, params: parameters.path as Record<string, unknown>, query: parameters.query as Record<string, unknown> };
  };
}
