// Form fields decoded as JSON obey the same 64-level limit as JSON bodies: deeper ones were a 500
// (stack overflow) on the agent catalog's tasks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';

const t = useServer();

/** `{"a":{"a":…1…}}`: `levels` objects, one inside the other. */
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const tooDeep = (field: string) => ({
  error: 'validation_error',
  message: `Invalid request: body.${field} is nested more than 64 levels deep`,
  details: { errors: [{ path: `body.${field}`, message: 'is nested more than 64 levels deep' }] },
});

async function adminToken(): Promise<string> {
  const admin = await seedUser(t.db, { role: 'admin' });
  const res = await t.api.request('POST', '/token', { form: { username: admin.email, password: admin.password } });
  assert.equal(res.status, 200, res.text);
  return res.body.access_token;
}

let token: string;
async function agentTasks(): Promise<string> {
  token ??= await adminToken();
  const agent = await t.api.post('/agents', { name: 'Deep', type: 'openai' }, { token });
  assert.equal(agent.status, 201, agent.text);
  return `/agents/${agent.body.id}/tasks`;
}

describe('deep form fields', () => {
  test('input= nested 10,000 levels on a new task is 400 validation_error naming the field; 64 levels are kept', async () => {
    const tasks = await agentTasks();
    const created = await t.api.request('POST', tasks, { form: { title: 'Deep', input: nested(10_000) }, token });
    assert.deepEqual([created.status, created.body], [400, tooDeep('input')]);
    assert.deepEqual((await t.api.get(tasks, { token })).body, [], 'nothing stored');

    const task = await t.api.request('POST', tasks, { form: { title: 'Shallow', input: nested(64) }, token });
    assert.equal(task.status, 201, task.text);
    assert.deepEqual(task.body.input, JSON.parse(nested(64)));
    const over = await t.api.request('POST', tasks, { form: { title: 'Deep', input: nested(65) }, token });
    assert.deepEqual([over.status, over.body], [400, tooDeep('input')]);
  });

  test('JSON bodies: 64 levels in all are kept, 65 are 400 invalid_body; brackets inside strings do not count', async () => {
    const tasks = await agentTasks();
    const body = (levels: number, title = 'x') => ({ raw: `{"title":${JSON.stringify(title)},"input":${nested(levels - 1)}}`, contentType: 'application/json', token });
    const kept = await t.api.request('POST', tasks, body(64, '[{'.repeat(90) + '\\"[{'));
    assert.equal(kept.status, 201, kept.text);
    assert.deepEqual([kept.body.title, kept.body.input], ['[{'.repeat(90) + '\\"[{', JSON.parse(nested(63))]);
    const over = await t.api.request('POST', tasks, body(65));
    assert.deepEqual([over.status, over.body.error, over.body.message], [400, 'invalid_body', 'The body is nested more than 64 levels deep']);
  });

  test('result= nested 10,000 levels on a task update (If-Match) is 400 validation_error naming the field; nothing changes', async () => {
    const tasks = await agentTasks();
    const task = await t.api.request('POST', tasks, { form: { title: 'Shallow' }, token });
    assert.equal(task.status, 201, task.text);
    const running = await t.api.patch(`${tasks}/${task.body.id}`, { status: 'running' }, { headers: { 'if-match': '"1"' }, token });
    assert.equal(running.status, 200, running.text);
    const finish = (result: string) =>
      t.api.request('PATCH', `${tasks}/${task.body.id}`, { form: { status: 'succeeded', result }, headers: { 'if-match': '"2"' }, token });
    const deep = await finish(nested(10_000));
    assert.deepEqual([deep.status, deep.body], [400, tooDeep('result')]);
    const read = await t.api.get(`${tasks}/${task.body.id}`, { token });
    assert.deepEqual([read.body.version, read.body.status, read.body.result], [2, 'running', null], 'nothing changed');
    const done = await finish(nested(64));
    assert.deepEqual([done.status, done.body.result], [200, JSON.parse(nested(64))]);
  });
});
