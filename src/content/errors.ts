// The content interface's error codes (documented in specs/content.graphql). Every error a
// resolver means to show is one of these; anything else is masked by graphql-yoga as
// INTERNAL_SERVER_ERROR with no detail.
import { GraphQLError } from 'graphql';

export type ContentErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'INVALID_TRANSITION'
  | 'DEPTH_LIMIT_EXCEEDED'
  | 'COST_LIMIT_EXCEEDED'
  | 'PAGE_SIZE_EXCEEDED'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE';

export function contentError(code: ContentErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const notAuthenticated = () => contentError('UNAUTHENTICATED', 'Not authenticated');
export const notAuthorized = () => contentError('FORBIDDEN', 'Not authorized');
export const notFound = (what: string) => contentError('NOT_FOUND', `${what} not found`);
export const badInput = (field: string, message: string) => contentError('BAD_USER_INPUT', message, { field });
