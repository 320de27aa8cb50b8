// The baseline of bench/content.ts: the same schema and resolvers (and batch loaders) executed by
// graphql-js behind a bare node:http handler: read the body, parse, validate, execute, answer.
import http from 'node:http';
import path from 'node:path';
import { execute, parse, validate } from 'graphql';
import { contentSchema } from '../src/content/index.js';
import { createLoaders } from '../src/content/loaders.js';
import type { ContentContext } from '../src/content/context.js';
import { createDb } from '../src/db/database.js';

const schema = contentSchema(path.resolve(import.meta.dirname, '..'));
const db = createDb(process.env.DATABASE_URL!, 10);
const services = { db } as ContentContext['services'];

const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const { query, variables } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const document = parse(query);
  const errors = validate(schema, document);
  const result = errors.length
    ? { errors }
    : await execute({ schema, document, variableValues: variables, contextValue: { services, events: undefined as never, viewer: null, loaders: createLoaders(db, null), limitAuth: async () => {} } satisfies ContentContext });
  const body = JSON.stringify(result);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
