// The REST error vocabulary: one catalogue of codes with their statuses, one factory.
// Each interface renders an ApiError in its own documented shape (see its errors module).

export const errorCatalogue = {
  VALIDATION_ERROR: 422,
  INVALID_EMAIL: 422,
  INVALID_BODY: 400,
  INVALID_VERSION: 400,
  UNAUTHORIZED: 401,
  MISSING_TOKEN: 401,
  INVALID_TOKEN: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_API_KEY: 403,
  FORBIDDEN: 403,
  PAYMENT_REQUIRED: 402,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  INVALID_TRANSITION: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PRECONDITION_REQUIRED: 428,
  RATE_LIMIT_EXCEEDED: 429,
  TABLE_NOT_FOUND: 404,
  ROW_NOT_FOUND: 404,
  STASH_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  INVALID_CONTINUATION: 400,
  IMPORT_FAILED: 400,
  COLUMN_ID_NOT_FOUND: 422,
  COLUMN_HAS_INVALID_VALUE: 422,
  COLUMN_ID_RESERVED: 422,
  COLUMN_ID_NOT_UNIQUE: 422,
  COLUMN_ID_EMPTY: 422,
  INVALID_YAML: 400,
  INVALID_PARAMS: 400,
  INVALID_DEFINITION: 422,
  ALREADY_RUNNING: 409,
  DAG_NOT_FOUND: 404,
  RUN_NOT_FOUND: 404,
  STEP_NOT_FOUND: 404,
  INVALID_SIGNATURE: 401,
  NOT_PROCESSED: 409,
  L2_REQUIRED: 409,
  NO_SEATS_AVAILABLE: 409,
  ALREADY_CANCELLED: 409,
  FLIGHT_DEPARTED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  INTERNAL_ERROR: 500,
  MISSING_ADDRESS: 400,
  UPSTREAM_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorDetails {
  errors?: FieldError[];
  field?: string;
  value?: unknown;
  [key: string]: unknown;
}

/**
 * The contracts promise messages of at most this many characters (maxLength): one that quotes
 * what the caller sent (a column id, a path) is cut.
 */
export const MAX_ERROR_MESSAGE = 2000;

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers: Record<string, string> = {},
    status?: number,
  ) {
    super(message.length > MAX_ERROR_MESSAGE ? `${message.slice(0, MAX_ERROR_MESSAGE - 1)}…` : message);
    this.status = status ?? errorCatalogue[code];
  }
}

export function apiError(code: ErrorCode, message: string, details?: ErrorDetails, headers?: Record<string, string>): ApiError {
  return new ApiError(code, message, details, headers);
}

/** What an error style renders: the status may differ from the code's default (VALIDATION_ERROR is 400 for agents). */
export interface RenderedError {
  status: number;
  body: unknown;
}
