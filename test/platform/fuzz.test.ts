// Schema-driven fuzz over every operation of every REST contract in specs/ (new documents are
// picked up by themselves): from each operation's own request schemas it builds a valid request,
// then sends it with each kind of credential and in broken forms: wrong types, missing and extra
// fields, huge and odd strings, malformed JSON, wrong content types, odd path and query
// parameters, odd headers. Every answer must be documented by the contract (the contract client
// checks status, headers and body), never 5xx, and never show internals (stack traces, SQL).
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, test } from 'node:test';
import { SignJWT } from 'jose';
import { readSpecFile } from '../../src/http/spec-file.js';
import { Client, type Contract, type ContractOperation as Operation, type RequestOptions } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { seedTeam } from '../helpers/teams.js';
import { ROOT, until } from '../helpers/server.js';
import { newApiKey } from '../../src/auth/tokens.js';
import { poolOf } from '../../src/db/database.js';
import { insertApiKey } from '../../src/auth/apikeys.queries.js';
import { seedBookingFlights } from '../booking/seed.js';

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Credentials by security scheme name; `ids` are real values for path parameters by name. */
const seeded = { credentials: {} as Record<string, Record<string, string>>, ids: {} as Record<string, string> };
let forged = '';

// A geocode provider (Nominatim's shape) that finds nothing.
const nowhere = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end('[]');
});
await new Promise<void>((resolve) => nowhere.listen(0, '127.0.0.1', resolve));
after(() => nowhere.close());

// A short wait for a database connection: the last test exhausts the pool on purpose.
// Notification streams end after a second (each valid request opens one); the geocode provider
// knows no address, so fuzzed addresses go through the proxy to it and back.
const t = useServer({ PG_POOL_SIZE: '3', PG_CONNECT_TIMEOUT_MS: '1000', NOTIFICATIONS_STREAM_MAX_SECONDS: '0.1', GEOCODE_PROVIDER: 'nominatim', GEOCODE_URL: `http://127.0.0.1:${(nowhere.address() as AddressInfo).port}` }, async ({ db, api, server }) => {
  const admin = await seedUser(db, { role: 'admin' });
  const jwt = (await api.request('POST', '/token', { form: { username: admin.email, password: admin.password } })).body.access_token as string;
  const key = newApiKey();
  await insertApiKey(db, admin.id, key.hash, 'fuzz');
  // Well-formed, but signed with another key.
  forged = await new SignJWT({ sub: admin.id, role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(randomBytes(32));
  const team = await seedTeam(db, 'Fuzz');
  seeded.credentials = {
    bearerAuth: { authorization: `Bearer ${jwt}` },
    oauth2Password: { authorization: `Bearer ${jwt}` },
    apiKey: { 'x-api-key': key.key },
    teamToken: { authorization: `Bearer ${team.token}` },
  };
  const agent = (await api.post('/agents', { name: 'Target', type: 'openai' }, { headers: seeded.credentials.bearerAuth })).body;
  const task = (await api.post(`/agents/${agent.id}/tasks`, { title: 'Target' }, { headers: seeded.credentials.bearerAuth })).body;
  const glide = await Client.for(server.url, 'tables');
  const table = await glide.post('/tables', { name: 'Target', schema: { columns: [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }] }, rows: [{ name: 'a', n: 1 }] }, { token: team.token });
  // A DAG with one finished run, for the workflow operations' path parameters.
  const flows = await Client.for(server.url, 'workflows');
  const dag = await flows.post('/dags', { name: 'fuzz-dag', spec: 'steps:\n  - name: s\n    command: "true"\n' }, { token: jwt });
  assert.equal(dag.status, 201, dag.text);
  const runId = (await flows.post('/dags/fuzz-dag/start', {}, { token: jwt })).body.data.runId as string;
  await until(async () => (await flows.get('/dags/fuzz-dag/status', { token: jwt })).body.data.status === 'succeeded', 10_000);
  // A flight with seats to spare and one booking on it, for the booking operations' path parameters.
  const [flightId] = await seedBookingFlights(db, 1);
  const booking = await (await Client.for(server.url, 'booking')).post('/api/bookings', { flightId, passengers: [{ firstName: 'F', lastName: 'Z', email: 'f@example.com', dateOfBirth: '1990-01-01', passportNumber: 'X1234567' }], contactEmail: 'f@example.com', paymentMethod: 'paypal' }, { token: jwt });
  assert.equal(booking.status, 201, booking.text);
  // A processed document in a package, and its job, for the document operations' path parameters.
  const docs = await Client.for(server.url, 'documents');
  const pkg = (await docs.post('/api/packages', { name: 'Fuzz' }, { token: jwt })).body.package_id as string;
  const docId = (await docs.post(`/api/packages/${pkg}/documents`, { filename: 'fuzz.txt', text: 'WARRANTY DEED. John Smith grants to Mary Jones the NE/4 of Section 14, Township 16 North, Range 7 West, Kingfisher County, Oklahoma. Dated March 3, 1975.' }, { token: jwt })).body.doc_id as string;
  const stages = ['markdown', 'segmentation', 'extract_parties', 'extract_dates', 'extract_land_description', 'extract_conveyance', 'extract_document_classification', 'assembly', 'runsheet', 'runtime_linking'];
  const jobId = (await docs.post('/api/process', { package_id: pkg, stages }, { token: jwt })).body.job_id as string;
  await until(async () => (await docs.get(`/api/jobs/${jobId}`, { token: jwt })).body.status === 'completed', 30_000);
  seeded.ids = {
    package_id: pkg,
    doc_id: docId,
    job_id: jobId,
    agent_id: agent.id,
    task_id: task.id,
    tableID: table.body.data.tableID,
    rowID: table.body.data.rowIDs[0],
    stashID: 'fuzz-stash',
    serial: '1',
    user_id: admin.id,
    dagName: 'fuzz-dag',
    runId,
    stepName: 's',
    flightId: String(flightId),
    bookingId: booking.body.bookingId,
  };
});

/** The contract being fuzzed: its schemas' `$ref`s are resolved against it. */
let contract: Contract;
const deref = (schema: Schema | undefined): Schema | undefined => (schema ? contract.resolve(schema)[0] : schema);

/** A valid value for a schema (the first enum value, a default, or the simplest that fits). */
function sample(ref: Schema | undefined, depth = 0): unknown {
  const schema = deref(ref);
  if (!schema || depth > 6) return 'x';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return sample(alternatives[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: Schema) => sample(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : (schema.type ?? (schema.properties ? 'object' : undefined));
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        if ((schema.required ?? []).includes(k) || depth === 0) out[k] = sample(v, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
    default:
      switch (schema.format) {
        case 'email':
          return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
        case 'uuid':
          return randomUUID();
        case 'date-time':
          return new Date().toISOString();
        case 'date':
          return '2026-01-01';
        case 'uri':
        case 'url':
          return 'https://example.com/';
      }
      return 'x'.repeat(Math.max(3, schema.minLength ?? 0));
  }
}

function typeOf(ref: Schema | undefined): string | undefined {
  const schema = deref(ref);
  if (!schema) return undefined;
  return Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
}

/** A value of another type than the schema's. */
function wrongType(ref: Schema): unknown {
  switch (typeOf(ref)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return [[]];
  }
}

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '😀'.repeat(500),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%s%s%s%n',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '1e999',
  'A'.repeat(300_000),
];
const ODD_NUMBERS = [-1, 0, 1.5, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2];
const ODD_SEGMENTS = ['%00', 'a'.repeat(3000), '%F0%9F%98%80', '%2e%2e', '..%2F..', 'null', '-1', '1e10', '%25', '%20', '%FF', "'%20OR%201=1"];
const MALFORMED_JSON = ['{', '{"a":', '{"a":1}}', '\uFEFF{}', '', 'null', '[]', '"text"', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1,"a":2}', '[' .repeat(100) + ']'.repeat(100), '{"a":NaN}'];

interface Case {
  what: string;
  path: string;
  query?: Record<string, string>;
  opts: RequestOptions;
}

function contentTypes(op: Operation): string[] {
  const body = op.requestBody as { content?: Record<string, unknown> } | undefined;
  return Object.keys(body?.content ?? {});
}

function bodySchema(op: Operation): Schema | undefined {
  const body = op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
  return deref(body?.content?.['application/json']?.schema ?? body?.content?.['application/x-www-form-urlencoded']?.schema);
}

function credentialsFor(op: Operation): Record<string, string> {
  for (const requirement of op.security ?? []) {
    const headers = Object.keys(requirement).map((name) => seeded.credentials[name]);
    if (headers.length && headers.every(Boolean)) return Object.assign({}, ...headers);
  }
  return {};
}

/** The cases for one operation: a valid request, then one change at a time. */
function cases(op: Operation): Case[] {
  const realPath = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(seeded.ids[name] ?? randomUUID()));
  const params = (op.parameters ?? []) as { in: string; name: string; schema?: Schema; required?: boolean }[];
  const query: Record<string, string> = {};
  for (const p of params.filter((p) => p.in === 'query' && p.required)) query[p.name] = String(sample(p.schema));
  // searchFlights refuses a destination equal to its origin (422, before any database work), and
  // both are sampled from one schema: the valid case flies somewhere else.
  if (query.origin !== undefined && query.origin === query.destination) query.destination = query.origin === 'LHR' ? 'JFK' : 'LHR';
  const auth = credentialsFor(op);
  const types = contentTypes(op);
  const schema = bodySchema(op);
  const valid = schema ? sample(schema) : undefined;
  const bodyOpts = (body: unknown): RequestOptions =>
    body === undefined ? {} : types.includes('application/json') || !types.length ? { json: body } : { form: Object.fromEntries(Object.entries(body as object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) };
  const base = (what: string, opts: RequestOptions = {}, p = realPath, q = query): Case => ({
    what,
    path: p,
    query: q,
    // A case's own body (raw, json or form) replaces the valid one.
    opts: { ...('raw' in opts || 'json' in opts || 'form' in opts ? {} : bodyOpts(valid)), ...opts, headers: { ...auth, ...opts.headers } },
  });

  const out: Case[] = [base('valid')];
  // Each kind of credential, and broken ones.
  const anonymous = (opts: RequestOptions): RequestOptions => ({ ...bodyOpts(valid), ...opts });
  out.push({ what: 'no credential', path: realPath, query, opts: anonymous({}) });
  for (const [name, headers] of Object.entries(seeded.credentials)) out.push({ what: `credential ${name}`, path: realPath, query, opts: anonymous({ headers }) });
  for (const authorization of [`Bearer ${forged}`, 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(10_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Bearer tt_nope']) {
    out.push({ what: `authorization ${authorization.slice(0, 30)}`, path: realPath, query, opts: anonymous({ headers: { authorization } }) });
  }
  out.push({ what: 'bad api key', path: realPath, query, opts: anonymous({ headers: { 'x-api-key': 'k'.repeat(500) } }) });

  // Odd path parameters.
  if (op.path.includes('{')) {
    for (const seg of ODD_SEGMENTS) out.push(base(`path segment ${seg.slice(0, 20)}`, {}, op.path.replace(/\{[^}]+\}/g, seg)));
  }
  // Odd query parameters, one at a time.
  for (const p of params.filter((p) => p.in === 'query')) {
    for (const v of ['abc', '-1', '0', '99999999999999999999', '', 'x'.repeat(10_000), '%00', '1.5', 'true']) {
      out.push(base(`query ${p.name}=${v.slice(0, 20)}`, {}, realPath, { ...query, [p.name]: v }));
    }
  }
  // Odd headers.
  for (const headers of <Record<string, string>[]>[
    { 'if-none-match': '*' },
    { 'if-match': '*' },
    { 'if-match': '"999999"' },
    { 'if-modified-since': 'yesterday' },
    { accept: 'application/xml' },
    { accept: 'garbage;;q=x' },
    { 'accept-version': '999' },
    { 'api-version': 'abc' },
    { 'x-glide-asynchronous': 'true' },
    { 'x-http-method-override': 'DELETE' },
  ]) {
    out.push(base(`header ${JSON.stringify(headers)}`, { headers }));
  }

  if (!types.length) return out;
  // Bodies: malformed JSON, wrong content types.
  for (const raw of MALFORMED_JSON) out.push(base(`raw body ${raw.slice(0, 20)}`, { raw, contentType: 'application/json' }));
  for (const contentType of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/x-www-form-urlencoded']) {
    out.push(base(`content type ${contentType}`, { raw: 'a=1&b', contentType }));
  }
  for (const csv of ['a,b\n1\n"', 'a,a\n1,2\n', ',b\n1,2\n', 'name,n\n\u0000,1e999\n', `name\n"${'['.repeat(5000)}"\n`, '\uFEFFname\r\nx\r\n', '']) {
    out.push(base(`csv ${JSON.stringify(csv.slice(0, 16))}`, { raw: csv, contentType: 'text/csv' }));
    out.push(base(`tsv ${JSON.stringify(csv.slice(0, 16))}`, { raw: csv.replaceAll(',', '\t'), contentType: 'text/tab-separated-values' }));
  }
  for (const body of [null, [], 'text', 0, { __extra: 1 }, Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))]) {
    out.push(base(`body ${JSON.stringify(body).slice(0, 20)}`, bodyOpts(body)));
  }
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    out.push(base('extra field', bodyOpts({ ...valid, __unknown_field: 'x' })));
    const props = (schema?.properties ?? {}) as Record<string, Schema>;
    for (const [name, prop] of Object.entries(props)) {
      const variants: unknown[] = [wrongType(prop), null, ...ODD_STRINGS];
      if (['integer', 'number'].includes(typeOf(prop) ?? '')) variants.push(...ODD_NUMBERS);
      if (typeOf(prop) === 'array') variants.push([wrongType(deref(prop)!.items ?? {})], Array.from({ length: 2000 }, () => sample(deref(prop)!.items)));
      for (const v of variants) out.push(base(`${name}=${JSON.stringify(v)?.slice(0, 20)}`, bodyOpts({ ...valid, [name]: v })));
      const without = { ...(valid as object) } as Record<string, unknown>;
      delete without[name];
      out.push(base(`without ${name}`, bodyOpts(without)));
    }
  }
  return out;
}

/** What a response must never show: stack frames, source paths, SQL or driver messages. */
const INTERNALS = /\n\s+at |\bat [\w.<>]+ \(|\.[jt]s:\d+|node_modules|syntax error at|violates (not-null|foreign key|unique|check) constraint|relation "|SQLSTATE|TypeError|ReferenceError|RangeError|Cannot read prop|Maximum call stack|invalid byte sequence|unsupported Unicode escape/;

for (const spec of readdirSync(path.join(ROOT, 'specs')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''))) {
  test(`fuzz: every operation of ${spec}`, { timeout: 600_000 }, async (ctx) => {
    const doc = readSpecFile(path.join(ROOT, 'specs', `${spec}.yaml`));
    assert.ok(doc.paths, `${spec} has paths`);
    const api = await Client.for(t.server.url, spec);
    contract = api.contract;
    // Deletes last, so that the seeded resources serve every other operation first.
    const ops = api.contract.operations().sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const op of ops) {
      const method = op.method.toUpperCase();
      for (const c of cases(op)) {
        const qs = c.query && Object.keys(c.query).length ? `?${new URLSearchParams(c.query)}` : '';
        const target = c.path + qs;
        // An encoded slash or dot segment may leave the operation: then only the error shape is checked.
        const matched = Boolean(api.contract.match(method, decodeURIComponentSafe(c.path))) && !/%2F|%2E%2E|\.\.|%00|%FF|%25/i.test(c.path);
        const label = `${op.operationId} (${method} ${op.path}), ${c.what}`;
        let res;
        try {
          res = await api.request(method, target, { ...c.opts, undocumented: !matched });
        } catch (err) {
          throw new Error(`${label}: ${(err as Error).message}`);
        }
        sent++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (process.env.FUZZ_DEBUG && res.status === Number(process.env.FUZZ_DEBUG)) ctx.diagnostic(`${label} → ${res.text.slice(0, 120)}`);
        assert.ok(res.status < 500 || res.status === 503, `${label}: ${res.status} ${res.text.slice(0, 300)}`);
        assert.doesNotMatch(res.text.slice(0, 100_000), INTERNALS, `${label}: the answer shows internals`);
      }
    }
    ctx.diagnostic(`${spec}: ${sent} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
    assert.ok(sent > ops.length * 10, `${spec}: only ${sent} requests`);
  });
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

test('with every database connection taken, every operation answers 503 with Retry-After, in its own shape', { timeout: 120_000 }, async () => {
  const pool = poolOf(t.server.app.services.db)!;
  const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
  try {
    // Every operation of every interface at once: each waits PG_CONNECT_TIMEOUT_MS for a connection,
    // side by side (the cases are made first, one interface at a time: cases() reads `contract`).
    const requests: Promise<void>[] = [];
    for (const spec of readdirSync(path.join(ROOT, 'specs')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''))) {
      const api = await Client.for(t.server.url, spec);
      contract = api.contract;
      for (const op of api.contract.operations().filter((o) => !o['x-probe'])) {
        const valid = cases(op)[0];
        const qs = valid.query && Object.keys(valid.query).length ? `?${new URLSearchParams(valid.query)}` : '';
        requests.push(
          api.request(op.method.toUpperCase(), valid.path + qs, valid.opts).then((res) => {
            assert.equal(res.status, 503, `${op.operationId}: ${res.text.slice(0, 200)}`);
            assert.match(res.headers.get('retry-after') ?? '', /^\d+$/, op.operationId);
          }),
        );
      }
    }
    await Promise.all(requests);
  } finally {
    for (const c of held) c.release();
  }
});
