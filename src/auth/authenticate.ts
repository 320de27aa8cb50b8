// Credentials to a principal: bearer JWTs from /token (or GraphQL login) and X-API-Key keys.
import type { Services } from '../services.js';
import type { Principal } from '../http/types.js';
import { findUserByApiKeyHash } from './apikeys.queries.js';
import { findUserById } from './users.queries.js';
import { hashApiKey } from './tokens.js';
import { isUuid } from '../db/uuid.js';

export type AuthFailure = 'missing_token' | 'invalid_token' | 'missing_api_key' | 'invalid_api_key';
export type AuthOutcome = { principal: Principal } | { failure: AuthFailure };

export async function authenticateBearer(services: Services, header: string | string[] | undefined): Promise<AuthOutcome> {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^Bearer /i.test(value)) return { failure: 'missing_token' };
  const claims = await services.tokens.verify(value.slice(7).trim());
  if (!claims) return { failure: 'invalid_token' };
  // The user is read on every request so that a deleted user or a changed role takes effect at once.
  // A database failure propagates (503), so that clients do not throw away a valid token.
  const user = isUuid(claims.sub) ? await findUserById(services.db, claims.sub) : undefined;
  if (!user) return { failure: 'invalid_token' };
  return { principal: { user, via: 'bearer' } };
}

export async function authenticateApiKey(services: Services, header: string | string[] | undefined): Promise<AuthOutcome> {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return { failure: 'missing_api_key' };
  const user = await findUserByApiKeyHash(services.db, hashApiKey(value));
  if (!user) return { failure: 'invalid_api_key' };
  return { principal: { user, via: 'apiKey' } };
}
