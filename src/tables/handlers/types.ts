import type { operations } from '../../../generated/tables.js';
import type { Handler, RequestContext } from '../../http/types.js';
import type { Services } from '../../services.js';
import { apiError } from '../../http/errors.js';

/** The handler of one operation of specs/tables.yaml. */
export type H<K extends keyof operations> = Handler<operations[K], Services>;

/** The team a request acts for (every operation here requires a team token). */
export function teamOf(ctx: RequestContext): string {
  const p = ctx.principal;
  if (!p || !('team' in p)) throw apiError('MISSING_TOKEN', 'A team token is required');
  return p.team.id;
}

/** Whether the body came as CSV/TSV (its cells are text, to be read as their columns' types). */
export const isText = (format: string) => format === 'csv' || format === 'tsv';
