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

const unavailable = () => new ApiError('SERVICE_UNAVAILABLE', 'The database is unavailable; try again', undefined, { 'Retry-After': '1' });

export function fromPgError(err: unknown): ApiError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  // pg's pool gives a plain Error when it cannot hand out a connection in time.
  if (err instanceof Error && /timeout exceeded when trying to connect|Connection terminated/i.test(err.message)) return unavailable();
  const { code, constraint } = err as PgError;
  if (typeof code !== 'string') return undefined;
  // Class 08 (connection exceptions) and the socket errors of an unreachable server.
  if (code.startsWith('08') || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return unavailable();
  // Class 22 (data exceptions): values PostgreSQL refuses, such as NUL characters in text,
  // numbers out of range, malformed values. The client sent them.
  if (code.startsWith('22')) {
    return apiError('VALIDATION_ERROR', 'A value is out of range or contains characters that cannot be stored', {
      errors: [{ path: 'body', message: 'contains a value that cannot be stored (out of range, or a NUL character)' }],
    });
  }
  switch (code) {
    case '23505': {
      const known = constraint ? uniqueCodes[constraint] : undefined;
      return known ? apiError(known.code, known.message) : apiError('CONFLICT', 'That conflicts with an existing record');
    }
    case '23503':
      return apiError('NOT_FOUND', 'A referenced record does not exist');
    case '23514':
      return apiError('VALIDATION_ERROR', 'A value is not valid here', { errors: [{ path: 'body', message: 'is not valid' }] });
    case '57014':
    case '53300':
    case '57P01':
      return unavailable();
    default:
      return undefined;
  }
}
