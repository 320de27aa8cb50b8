// The router and request validator that src/http/fast-router.ts swaps into openapi-backend, checked
// against openapi-backend's own on one document built for it: paths with a regular expression's
// characters, literal and templated paths that overlap, query parameters that are arrays,
// JSON-encoded or not exploded, an operation with nothing to validate. Our contracts have none of
// these shapes, so no request to the servers can tell the two apart there; this is a comparison
// of two implementations that a contract cannot describe, not a request to a server. Query keys
// that no parameter names are not sent: rest.ts drops them before validating.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import OpenAPIBackend, { type Operation } from 'openapi-backend';
import { createOpenApiBackend } from '../../src/http/rest.js';
import { fastValidator } from '../../src/http/fast-router.js';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = { responses: { 200: { description: 'ok' } } };
const document = {
  openapi: '3.0.3',
  info: { title: 'router', version: '1' },
  paths: {
    '/items': {
      get: { operationId: 'listItems', parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } }], ...ok },
      post: { operationId: 'createItem', requestBody: { required: true, ...json({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }) }, ...ok },
    },
    '/items/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 8 } }],
      get: { operationId: 'getItem', ...ok },
      delete: { operationId: 'deleteItem', ...ok },
    },
    '/items/special': { get: { operationId: 'special', ...ok } },
    // more literal characters than /items/{id} (its parameter's name counts for nothing): it wins /items/latest
    '/{k}/latest': { get: { operationId: 'latest', parameters: [{ name: 'k', in: 'path', required: true, schema: { type: 'string' } }], ...ok } },
    '/items/{id}/parts/{part}': {
      get: {
        operationId: 'getPart',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'part', in: 'path', required: true, schema: { type: 'integer' } },
        ],
        ...ok,
      },
    },
    '/v1.0/{x}': { get: { operationId: 'dotted', parameters: [{ name: 'x', in: 'path', required: true, schema: { type: 'string' } }], ...ok } },
    '/search': {
      get: {
        operationId: 'search',
        parameters: [
          { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'n', in: 'query', schema: { type: 'integer' } },
        ],
        ...ok,
      },
    },
    // one query parameter JSON-encoded, one not exploded, each beside a plain one
    '/filter': {
      get: {
        operationId: 'filter',
        parameters: [
          { name: 'n', in: 'query', schema: { type: 'integer' } },
          { name: 'where', in: 'query', ...json({ type: 'object', required: ['k'], properties: { k: { type: 'integer' } } }) },
        ],
        ...ok,
      },
    },
    '/ids': {
      get: {
        operationId: 'ids',
        parameters: [
          { name: 'n', in: 'query', schema: { type: 'integer' } },
          { name: 'ids', in: 'query', explode: false, schema: { type: 'array', items: { type: 'integer' } } },
        ],
        ...ok,
      },
    },
    '/nothing': { get: { operationId: 'nothing', ...ok } },
    '/text': { post: { operationId: 'text', requestBody: { required: true, content: { 'text/plain': { schema: { type: 'string', maxLength: 3 } } } }, ...ok } },
  },
};

const options = { coerceTypes: true, quick: true, ajvOpts: { useDefaults: true, strict: false, allErrors: true, verbose: true } };
const optimised = createOpenApiBackend(structuredClone(document));
const reference = new OpenAPIBackend.default({ definition: structuredClone(document) as never, ...options });
await optimised.init();
await reference.init();
const validate = fastValidator(optimised);

interface Req {
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** The operation a request is routed to, or the error's status prefix ('404', '405'). */
function route(api: OpenAPIBackend.default, req: Req): string {
  try {
    return (api.router.matchOperation({ ...req, query: req.query ?? {}, headers: req.headers ?? {} } as never, true) as Operation).operationId!;
  } catch (err) {
    return (err as Error).message.slice(0, 3);
  }
}

const errorsOf = (errors: { instancePath: string; keyword: string }[] | null | undefined) => (errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();

const requests: Req[] = [
  { method: 'GET', path: '/items' },
  { method: 'GET', path: '/items', query: { limit: '5' } },
  { method: 'GET', path: '/items', query: { limit: 'x' } },
  { method: 'GET', path: '/items', query: { limit: '0' } },
  { method: 'POST', path: '/items', body: { name: 'a' }, headers: { 'content-type': 'application/json' } },
  { method: 'POST', path: '/items', body: {}, headers: { 'content-type': 'application/json' } },
  { method: 'POST', path: '/items', body: undefined, headers: { 'content-type': 'application/json' } },
  { method: 'POST', path: '/items', body: undefined, headers: {} },
  { method: 'GET', path: '/items/special' },
  { method: 'GET', path: '/items/abc' },
  { method: 'GET', path: '/items/latest' },
  { method: 'GET', path: '/items/a%20b' },
  { method: 'GET', path: '/items/123456789' },
  { method: 'DELETE', path: '/items/special' },
  { method: 'PUT', path: '/items' },
  { method: 'PUT', path: '/items/special' },
  { method: 'GET', path: '/nope' },
  { method: 'GET', path: '/items/1/parts/2' },
  { method: 'GET', path: '/items/1/parts/two' },
  { method: 'GET', path: '/items/1/parts' },
  { method: 'GET', path: '/v1.0/x' },
  { method: 'GET', path: '/v1x0/x' },
  { method: 'GET', path: '/search', query: { tags: 'a' } },
  { method: 'GET', path: '/search', query: { tags: ['a', 'b'], n: '3' } },
  { method: 'GET', path: '/search', query: { n: 'three' } },
  { method: 'GET', path: '/filter', query: { where: '{"k":1}' } },
  { method: 'GET', path: '/filter', query: { where: '{"k":"x"}' } },
  { method: 'GET', path: '/filter', query: { where: 'not json' } },
  { method: 'GET', path: '/ids', query: { ids: '1,2,3', n: '2' } },
  { method: 'GET', path: '/ids', query: { ids: '1,x' } },
  { method: 'GET', path: '/nothing' },
  { method: 'POST', path: '/text', body: 'abcd', headers: { 'content-type': 'text/plain' } },
  { method: 'POST', path: '/text', body: 'ab', headers: { 'content-type': 'text/plain' } },
];

describe("fast-router against openapi-backend's own router and validator", () => {
  test('every request goes to the same operation, or is the same 404 or 405', () => {
    const routed = requests.map((req) => `${req.method} ${req.path} -> ${route(optimised, req)}`);
    assert.deepEqual(
      routed,
      requests.map((req) => `${req.method} ${req.path} -> ${route(reference, req)}`),
    );
    // and what that is, so a change to both cannot pass unseen
    assert.deepEqual(routed.slice(8, 22), [
      'GET /items/special -> special',
      'GET /items/abc -> getItem',
      'GET /items/latest -> latest',
      'GET /items/a%20b -> getItem',
      'GET /items/123456789 -> getItem',
      'DELETE /items/special -> deleteItem',
      'PUT /items -> 405',
      'PUT /items/special -> 405',
      'GET /nope -> 404',
      'GET /items/1/parts/2 -> getPart',
      'GET /items/1/parts/two -> getPart',
      'GET /items/1/parts -> 404',
      'GET /v1.0/x -> dotted',
      'GET /v1x0/x -> 404',
    ]);
  });

  test('each routed request has the same path parameters, query, errors and coerced values', () => {
    for (const req of requests) {
      const name = route(reference, req);
      if (name.length === 3) continue;
      const ours = optimised.getOperation(name)!;
      const theirs = reference.getOperation(name)!;
      const input = { method: req.method, path: req.path, query: { ...(req.query ?? {}) }, headers: req.headers ?? {}, body: req.body };
      const parsedOurs = optimised.router.parseRequest({ ...input, query: { ...input.query } } as never, ours);
      const parsedTheirs = reference.router.parseRequest({ ...input, query: { ...input.query } } as never, theirs);
      const label = `${req.method} ${req.path} ${JSON.stringify(req.query ?? {})}`;
      assert.deepEqual(parsedOurs.params, parsedTheirs.params, label);
      assert.deepEqual(parsedOurs.query, parsedTheirs.query, label);
      const fast = validate({ ...input, query: { ...input.query } }, ours);
      const slow = reference.validator.validateRequest({ ...input, query: { ...input.query } } as never, theirs);
      const coerced = slow.coerced as { params?: Record<string, unknown>; query?: Record<string, unknown> };
      assert.deepEqual(errorsOf(fast.errors), errorsOf(slow.errors), label);
      // the coerced values are used only when there is no error
      if (!slow.errors?.length) assert.deepEqual([fast.params, fast.query], [coerced.params ?? {}, coerced.query ?? {}], label);
    }
  });

  test('what the validator answers for the shapes our contracts lack', () => {
    const answer = (req: Req) => {
      const r = validate({ method: req.method, path: req.path, query: { ...(req.query ?? {}) }, headers: req.headers ?? {}, body: req.body }, optimised.getOperation(route(optimised, req))!);
      return { errors: errorsOf(r.errors), params: r.params, query: r.query };
    };
    assert.deepEqual(answer({ method: 'GET', path: '/search', query: { tags: 'a', n: '3' } }), { errors: [], params: {}, query: { tags: ['a'], n: 3 } });
    assert.deepEqual(answer({ method: 'GET', path: '/filter', query: { where: '{"k":1}', n: '2' } }), { errors: [], params: {}, query: { where: { k: 1 }, n: 2 } });
    assert.deepEqual(answer({ method: 'GET', path: '/ids', query: { ids: '1,2' } }), { errors: [], params: {}, query: { ids: [1, 2] } });
    assert.deepEqual(answer({ method: 'GET', path: '/filter', query: { where: '{"k":"x"}' } }).errors, ['/query/where/k type']);
    assert.deepEqual(answer({ method: 'GET', path: '/items/1/parts/2' }), { errors: [], params: { id: '1', part: 2 }, query: {} });
    assert.deepEqual(answer({ method: 'GET', path: '/items/a%20b' }).params, { id: 'a b' });
    assert.deepEqual(answer({ method: 'GET', path: '/items/123456789' }).errors, ['/path/id maxLength']);
    assert.deepEqual(answer({ method: 'POST', path: '/items', body: {}, headers: { 'content-type': 'application/json' } }).errors, ['/requestBody required']);
    assert.deepEqual(answer({ method: 'GET', path: '/nothing' }), { errors: [], params: {}, query: {} });
  });
});
