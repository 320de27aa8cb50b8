// Regenerates generated/ from specs/: one TypeScript module per OpenAPI document (openapi-typescript)
// and typed resolver signatures for each GraphQL schema (@graphql-codegen/cli).
// CI runs this and fails when the committed output differs (see .ci/run).
import { readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate } from '@graphql-codegen/cli';
import { createConfig, lint } from '@redocly/openapi-core';
import { lintSpecs } from './lint-specs.js';

const root = path.resolve(import.meta.dirname, '..');
const specs = (await readdir(path.join(root, 'specs'))).filter((f) => f.endsWith('.yaml')).sort();
await mkdir(path.join(root, 'generated'), { recursive: true });
// Structural check against OpenAPI 3.1 (openapi-backend only knows the 3.0 meta-schema, and
// openapi-typescript does not reject unknown or mistyped members).
const lintConfig = await createConfig({ rules: { struct: 'error' } } as never);
for (const file of specs) {
  const problems = (await lint({ ref: path.join(root, 'specs', file), config: lintConfig })).filter((p) => p.severity === 'error');
  if (problems.length) {
    for (const p of problems) console.error(`specs/${file} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
    process.exit(1);
  }
}
// Spectral (spectral:oas and the OWASP ruleset, .spectral.yaml): every document at 0 errors.
if (!(await lintSpecs(root, specs.map((f) => `specs/${f}`)))) process.exit(1);
for (const file of specs) {
  const url = new URL(`file://${path.join(root, 'specs', file)}`);
  const ast = await openapiTS(url, { alphabetize: false });
  const name = file.replace(/\.yaml$/, '');
  const header = `// Generated from specs/${file} by scripts/generate.ts. Do not edit.\n\n`;
  await writeFile(path.join(root, 'generated', `${name}.ts`), header + astToString(ast));
  console.log(`generated/${name}.ts`);
}

// Per schema: resolvers receive our own models (database rows) as parents and our context.
const GRAPHQL_CONFIG: Record<string, object> = {
  content: {
    scalars: { DateTime: { input: 'string', output: 'Date | string' } },
    contextType: '../src/content/context.js#ContentContext',
    mappers: {
      User: '../src/content/models.js#UserModel',
      Post: '../src/content/models.js#PostModel',
      Comment: '../src/content/models.js#CommentModel',
      PostConnection: '../src/content/models.js#PostConnectionModel',
    },
  },
};

for (const file of (await readdir(path.join(root, 'specs'))).filter((f) => f.endsWith('.graphql')).sort()) {
  const name = file.replace(/\.graphql$/, '');
  const out = `generated/${name}.ts`;
  await generate(
    {
      schema: path.join(root, 'specs', file),
      silent: true,
      generates: {
        [path.join(root, out)]: {
          plugins: [{ add: { content: `// Generated from specs/${file} by scripts/generate.ts. Do not edit.\n` } }, 'typescript', 'typescript-resolvers'],
          config: { useTypeImports: true, enumsAsTypes: true, ...GRAPHQL_CONFIG[name] },
        },
      },
    },
    true,
  );
  console.log(out);
}
