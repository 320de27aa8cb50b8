// The workflow interface's error shape (x-error-style envelope): {status: 'error', code, message},
// with Dagu's statuses: request validation is 422, as FastAPI-style APIs answer it.
import { apiError, type ApiError, type RenderedError } from '../http/errors.js';

export function envelopeError(err: ApiError): RenderedError {
  return { status: err.status, body: { status: 'error', code: err.code.toLowerCase(), message: err.message } };
}

export const dagNotFound = (name: string) => apiError('DAG_NOT_FOUND', `No DAG named ${name}`);
