// Continuation tokens: the last row's position, signed, so a tampered token is refused rather
// than used to read from a place the server never handed out.
import { apiError } from '../http/errors.js';
import type { TokenService } from '../auth/tokens.js';

const PURPOSE = 'tables.continuation';

export function encodeContinuation(tokens: TokenService, tableId: string, lastSeq: string): string {
  const body = Buffer.from(JSON.stringify({ t: tableId, s: lastSeq })).toString('base64url');
  return `${body}.${tokens.mac(PURPOSE, body)}`;
}

/** The position after which the next page starts. */
export function decodeContinuation(tokens: TokenService, tableId: string, token: string): string {
  const invalid = () => apiError('INVALID_CONTINUATION', 'The continuation is not one this server issued for this table');
  const [body, tag, extra] = token.split('.');
  if (!body || !tag || extra !== undefined || tokens.mac(PURPOSE, body) !== tag) throw invalid();
  let parsed: { t?: unknown; s?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (parsed.t !== tableId || typeof parsed.s !== 'string' || !/^\d{1,19}$/.test(parsed.s)) throw invalid();
  return parsed.s;
}
