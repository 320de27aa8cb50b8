// Dagu YAML text to a definition the engine runs, or the error the API answers: unparseable YAML is
// 400 INVALID_YAML, a definition that breaks a rule 422 INVALID_DEFINITION naming the first problem
// and its line.
import YAML from 'yaml';
import { apiError } from '../http/errors.js';
import { parseDefinition } from './definition.js';
import type { DagDef, DefinitionError } from './model.js';

const at = (e: DefinitionError) => (e.line !== null ? `line ${e.line}: ${e.message}` : e.message);

export function compileSpec(spec: string): DagDef {
  const doc = YAML.parseDocument(spec);
  if (doc.errors.length) {
    const e = doc.errors[0];
    throw apiError('INVALID_YAML', `The spec is not valid YAML: ${e.linePos ? `line ${e.linePos[0].line}: ` : ''}${e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`);
  }
  const { dag, errors } = parseDefinition(spec);
  if (!dag) throw apiError('INVALID_DEFINITION', `Invalid DAG definition: ${at(errors[0])}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`);
  return dag;
}
