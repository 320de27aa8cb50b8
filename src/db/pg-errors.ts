// PostgreSQL error codes mapped to API errors, in one place.
import { ApiError, apiError, type ErrorCode } from '../http/errors.js';

interface PgError {
  code?: string;
  constraint?: string;
}

/** Per-constraint codes for unique violations (e.g. users_email_key → EMAIL_TAKEN). */
const uniqueCodes: Record<string, { code: ErrorCode; message: string }> = {
  users_email_key: { code: 'EMAIL_TAKEN', message: 'That e-mail address is already registered' },
};

export function fromPgError(err: unknown): ApiError | undefined {
  if (!err || typeof err !== 'object' || typeof (err as PgError).code !== 'string') return undefined;
  const { code, constraint } = err as PgError;
  switch (code) {
    case '23505': {
      const known = constraint ? uniqueCodes[constraint] : undefined;
      return known ? apiError(known.code, known.message) : apiError('CONFLICT', 'That conflicts with an existing record');
    }
    case '23503':
      return apiError('NOT_FOUND', 'A referenced record does not exist');
    case '22P02':
    case '22023':
    case '23514':
      return apiError('VALIDATION_ERROR', 'A value is not valid here', { errors: [{ path: 'body', message: 'is not valid' }] });
    case '57014':
    case '53300':
    case '57P01':
      return new ApiError('SERVICE_UNAVAILABLE', 'The database is busy; try again', undefined, { 'Retry-After': '1' });
    default:
      return undefined;
  }
}
