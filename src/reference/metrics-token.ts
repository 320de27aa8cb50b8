// The metricsToken security scheme of GET /metrics: METRICS_TOKEN as a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SecurityScheme } from '../http/rest.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * With a token: `Authorization: Bearer <token>`, compared in constant time (both sides hashed
 * first, so neither the token's length nor its bytes leak through timing). Without one: anyone
 * passes here, and the handler answers loopback clients only.
 */
export function metricsTokenScheme(token: string | undefined): SecurityScheme {
  const expected = token === undefined ? undefined : digest(token);
  return async (headers) => {
    if (!expected) return { principal: { via: 'metricsToken' } };
    const value = headers.authorization;
    if (!value || !/^Bearer /i.test(value)) return { failure: 'missing_token' };
    return timingSafeEqual(digest(value.slice(7).trim()), expected) ? { principal: { via: 'metricsToken' } } : { failure: 'invalid_token' };
  };
}
