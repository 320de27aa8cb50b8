// The document interface's errors: the convention shape {error: {code, message, details?}}
// (rendered by the reference interface's conventionError), and its not-found answers, which are
// the same whether the thing does not exist or is another user's.
import { apiError } from '../http/errors.js';
import type { RequestContext } from '../http/types.js';
import type { Owner } from './packages.queries.js';

export { conventionError } from '../reference/errors.js';

export const packageNotFound = (id: string) => apiError('NOT_FOUND', `No package ${id}`);
export const documentNotFound = (id: string) => apiError('NOT_FOUND', `No document ${id}`);
export const jobNotFound = (id: string) => apiError('NOT_FOUND', `No job ${id}`);

/** The caller as an owner of packages (every operation needs a user credential). */
export function ownerOf(ctx: RequestContext): Owner {
  const p = ctx.principal;
  if (!p || !('user' in p)) throw apiError('UNAUTHORIZED', 'Authentication required');
  return { id: p.user.id, admin: p.user.role === 'admin' };
}
