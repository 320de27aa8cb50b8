// Regenerates generated/ from specs/: one TypeScript module per OpenAPI document.
// CI runs this and fails when the committed output differs (see .ci/run).
import { readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(import.meta.dirname, '..');
const specs = (await readdir(path.join(root, 'specs'))).filter((f) => f.endsWith('.yaml')).sort();
await mkdir(path.join(root, 'generated'), { recursive: true });
for (const file of specs) {
  const url = new URL(`file://${path.join(root, 'specs', file)}`);
  const ast = await openapiTS(url, { alphabetize: false });
  const name = file.replace(/\.yaml$/, '');
  const header = `// Generated from specs/${file} by scripts/generate.ts. Do not edit.\n\n`;
  await writeFile(path.join(root, 'generated', `${name}.ts`), header + astToString(ast));
  console.log(`generated/${name}.ts`);
}
