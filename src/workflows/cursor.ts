// Opaque page cursors: the position after the last item, base64url JSON.
import { apiError } from '../http/errors.js';

export function encodeCursor(after: string): string {
  return Buffer.from(JSON.stringify({ after })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  try {
    const { after } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    if (typeof after === 'string') return after;
  } catch {
    // answered below
  }
  throw apiError('INVALID_CONTINUATION', 'The cursor is not one this API gave');
}
