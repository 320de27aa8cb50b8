// Dagu YAML text to a definition the engine runs, or the error the API answers: unparseable YAML is
// 400 INVALID_YAML, a definition that breaks a rule 422 INVALID_DEFINITION naming the first problem
// and its line.
import YAML from 'yaml';
import { apiError } from '../http/errors.js';
import { parseDefinition } from './definition.js';
import type { DagDef, DefinitionError } from './model.js';

const at = (e: DefinitionError) => (e.line !== null ? `line ${e.line}: ${e.message}` : e.message);

/** The spec's first YAML error, if it does not parse: its line and what is wrong. */
function yamlError(spec: string): DefinitionError | undefined {
  const e = YAML.parseDocument(spec).errors[0];
  return e && { line: e.linePos?.[0].line ?? null, message: e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '') };
}

export function compileSpec(spec: string): DagDef {
  const bad = yamlError(spec);
  if (bad) throw apiError('INVALID_YAML', `The spec is not valid YAML: ${at(bad)}`);
  const { dag, errors } = parseDefinition(spec);
  if (!dag) throw apiError('INVALID_DEFINITION', `Invalid DAG definition: ${at(errors[0])}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`);
  return dag;
}

/** Every problem of a spec (POST /dags/validate): its YAML error alone, else every rule it breaks. */
export function specProblems(spec: string): DefinitionError[] {
  const bad = yamlError(spec);
  return bad ? [{ line: bad.line, message: `not valid YAML: ${bad.message}` }] : parseDefinition(spec).errors;
}
