// Generated input against every query and mutation field of the content schema, as variables of
// their declared types and as wrong ones: never an internal error, every answer fits the SDL and
// carries documented codes (the GraphQLClient checks both).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { GraphQLClient } from '../helpers/graphql.js';
import { ROOT } from '../helpers/server.js';

const schema = buildSchema(readFileSync(path.join(ROOT, 'specs', 'content.graphql'), 'utf8'));
const tokens: string[] = [];
const ids: string[] = [];
const t = useServer({}, async ({ db, server }) => {
  const g = new GraphQLClient(server.url);
  for (const role of ['user', 'moderator', 'admin'] as const) {
    const u = await seedUser(db, { role });
    tokens.push((await g.ok('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }', { variables: { e: u.email, p: u.password } })).login.token);
    ids.push(u.id);
  }
  ids.push((await g.ok('mutation { createPost(input: {title: "Target", content: "Body", published: true}) { id } }', { token: tokens[0] })).createPost.id);
});

/** Values of a GraphQL input type, mostly well-typed, sometimes not. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  const named = getNamedType(type);
  const wrong = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 5 }), fc.boolean());
  let right: fc.Arbitrary<unknown>;
  if (isEnumType(named)) right = fc.constantFrom(...named.getValues().map((v) => v.value));
  else if (isInputObjectType(named) && depth < 3) right = fc.record(Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, valueOf(f.type, depth + 1)])), { requiredKeys: [] });
  else if (isScalarType(named)) {
    right =
      named.name === 'Int'
        ? fc.oneof(fc.integer({ min: -5, max: 150 }), fc.integer())
        : named.name === 'Boolean'
          ? fc.boolean()
          : named.name === 'ID'
            ? fc.oneof(fc.constantFrom(...ids), fc.uuid(), fc.string({ maxLength: 40 }))
            : fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('a@b.co', 'x\u0000y', '"quoted" -not OR', '😀'.repeat(50), '2026-11-22T00:00:00Z'));
  } else right = wrong;
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** A small selection of a field's result: its scalars one level down. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type) && !('getTypes' in type)) return '';
  if ('getTypes' in type) return '{ __typename }';
  const scalars = Object.values((type as GraphQLObjectType).getFields()).filter((f) => {
    const inner = getNamedType(f.type);
    return (isScalarType(inner) || isEnumType(inner)) && f.args.every((a) => !isNonNullType(a.type));
  });
  return `{ __typename ${scalars.map((f) => f.name).join(' ')} }`;
}

test('generated arguments to every field never give an internal error, and every answer fits the SDL', { timeout: 300_000 }, async () => {
  const g = new GraphQLClient(t.server.url);
  for (const [kind, root] of [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const) {
    for (const field of Object.values(root.getFields())) {
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const doc = `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field)} }`;
      const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(variables, fc.integer({ min: -1, max: tokens.length - 1 }), async (v, who) => {
          const res = await g.request(doc, { variables: v, token: who >= 0 ? tokens[who] : undefined });
          assert.ok([200, 400, 401].includes(res.status), `${field.name}: status ${res.status}`);
          assert.ok(!res.errors?.some((e) => e.extensions.code === 'INTERNAL_SERVER_ERROR'), `${field.name} ${JSON.stringify(v)}: ${JSON.stringify(res.errors)}`);
        }),
        { numRuns: 25 },
      );
    }
  }
});
