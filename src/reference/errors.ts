// The two error shapes of the reference interface (x-error-style in specs/reference.yaml).
import { apiError, type ApiError, type RenderedError } from '../http/errors.js';
import type { RequestContext } from '../http/types.js';
import type { UserRow } from '../db/schema.js';

export const agentNotFound = () => apiError('NOT_FOUND', 'Agent not found');

/** The user a request acts for (the reference operations that call this require a user scheme). */
export function currentUser(ctx: RequestContext): UserRow {
  const p = ctx.principal;
  if (!p || !('user' in p)) throw apiError('UNAUTHORIZED', 'Authentication required');
  return p.user;
}
export const taskNotFound = () => apiError('NOT_FOUND', 'Task not found');

/** Convention endpoints: {error: {code, message, details?}}. */
export function conventionError(err: ApiError): RenderedError {
  return { status: err.status, body: { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } } };
}

/** The agent catalog, as FastAPI answers: {detail} for 401/403/404, else {error, message, details?} with validation at 400. */
export function agentError(err: ApiError): RenderedError {
  if (err.status === 401 || err.status === 403 || err.status === 404) return { status: err.status, body: { detail: err.message } };
  const validation = err.code === 'VALIDATION_ERROR' || err.code === 'INVALID_EMAIL';
  return {
    status: validation ? 400 : err.status,
    body: {
      error: validation ? 'validation_error' : err.code.toLowerCase(),
      message: err.message,
      ...(err.details ? { details: { errors: err.details.errors ?? [] } } : {}),
    },
  };
}
