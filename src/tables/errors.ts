// Glide's error body: {error: {type, message}}. Auth failures are answered as Glide does: 404
// request_error (a bad token learns nothing, not even that it was a token problem).
import type { ApiError, ErrorCode, RenderedError } from '../http/errors.js';

const GLIDE: Partial<Record<ErrorCode, [number, string]>> = {
  VALIDATION_ERROR: [400, 'request_validation_error'],
  INVALID_EMAIL: [400, 'request_validation_error'],
  MISSING_TOKEN: [404, 'request_error'],
  INVALID_TOKEN: [404, 'request_error'],
  INVALID_API_KEY: [404, 'request_error'],
  UNAUTHORIZED: [404, 'request_error'],
};

export function glideError(err: ApiError): RenderedError {
  const [status, type] = GLIDE[err.code] ?? [err.status, err.code.toLowerCase()];
  const message = type === 'request_error' ? 'Invalid or missing API token' : err.message;
  return { status, body: { error: { type, message } } };
}
