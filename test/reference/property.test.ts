// Generated bad input against every operation: never a 500, every answer valid against the spec.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { hashApiKey } from '../../src/auth/tokens.js';
import { insertTeam, insertTeamToken } from '../../src/tables/teams.queries.js';

/** Per contract: a valid credential, and real ids for each path parameter name. */
const targets: Record<string, { token: string; ids: Record<string, string> }> = {};
const t = useServer({}, async ({ db, api, server }) => {
  const admin = await seedUser(db, { role: 'admin' });
  const token = (await api.request('POST', '/token', { form: { username: admin.email, password: admin.password } })).body.access_token;
  const agentId = (await api.post('/agents', { name: 'Target', type: 'openai' }, { token })).body.id;
  const taskId = (await api.post(`/agents/${agentId}/tasks`, { title: 'Target' }, { token })).body.id;
  targets.reference = { token, ids: { agent_id: agentId, task_id: taskId } };

  const team = await insertTeam(db, 'Property');
  await insertTeamToken(db, team.id, hashApiKey('tt_property'));
  const glide = await Client.for(server.url, 'tables');
  const table = await glide.post('/tables', { name: 'Target', schema: { columns: [{ id: 'name', type: 'string' }, { id: 'n', type: 'number' }] }, rows: [{ name: 'a' }] }, { token: 'tt_property' });
  targets.tables = { token: 'tt_property', ids: { tableID: table.body.data.tableID, rowID: table.body.data.rowIDs[0] } };
});

const segment = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '%00', '..', 'null', '😀', "' OR 1=1 --"),
);
const scalar = fc.oneof(fc.string({ maxLength: 50 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom('schema', 'rows', 'n', 'name', 'type', 'title', 'priority', 'status', 'input', 'result', 'email', 'password', 'username', 'role', 'description', 'x'), value, { maxKeys: 6 }),
  value,
  fc.string({ maxLength: 100 }).map((raw) => ({ __raw: raw })),
);
const query = fc.dictionary(fc.constantFrom('skip', 'limit', 'status', 'version', 'q'), fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)), { maxKeys: 3 });
const headers = fc.record(
  {
    authorization: fc.oneof(fc.constant(undefined), fc.constant('Bearer '), fc.string({ maxLength: 30 }).map((s) => `Bearer ${s}`)),
    'x-api-key': fc.oneof(fc.constant(undefined), fc.string({ maxLength: 20 })),
    'if-match': fc.oneof(fc.constant(undefined), fc.constantFrom('"1"', '*', 'W/"2"', '"x"', ''), fc.string({ maxLength: 10 })),
    accept: fc.oneof(fc.constant(undefined), fc.constantFrom('text/html', 'application/x-ndjson', '*/*', 'application/vnd.platform.v2+json', 'garbage;;q=x')),
  },
  { requiredKeys: [] },
);

test('generated bad input never gives a 500 and every answer fits the contract', { timeout: 300_000 }, async () => {
  for (const spec of ['reference', 'tables']) {
  const api = await Client.for(t.server.url, spec);
  const { token, ids } = targets[spec];
  for (const op of api.contract.operations()) {
    const method = op.method.toUpperCase();
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 2, maxLength: 2 }), fc.boolean(), body, query, headers, fc.boolean(), async (segs, realIds, b, q, h, authed) => {
        let i = 0;
        const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
          const seg = segs[i++];
          if (realIds) return ids[name];
          return encodeURIComponent(seg);
        });
        const qs = new URLSearchParams(q as Record<string, string>).toString();
        const hdrs = Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>;
        if (authed) hdrs.authorization = `Bearer ${token}`;
        const opts = ['GET', 'HEAD', 'DELETE'].includes(method) ? {} : b && typeof b === 'object' && '__raw' in b ? { raw: String(b.__raw), contentType: 'application/json' } : { json: b };
        // A path segment that decodes to '/' or '..' may leave the operation: then only check it is not a 500.
        const target = path + (qs ? `?${qs}` : '');
        const matched = api.contract.match(method, decodeURIComponent(path.split('?')[0])) && !/%2F|%2E%2E|\.\./i.test(path);
        const res = await api.request(method, target, { ...opts, headers: hdrs, undocumented: !matched });
        assert.notEqual(res.status, 500, `${method} ${target}: ${res.text}`);
      }),
      { numRuns: 25, seed: 20261122 },
    );
  }
  }
});
