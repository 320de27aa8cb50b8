// Conditional updates with version ETags ("N"): If-Match is required on PATCH.
import type { IncomingHttpHeaders } from 'node:http';
import { apiError } from './errors.js';

export function versionEtag(version: number): string {
  return `"${version}"`;
}

/**
 * The version the client says it last read. Missing If-Match is 428; a value that names no
 * version (or several) can never match, so it is 412; `*` matches any version.
 */
export function requireIfMatch(headers: IncomingHttpHeaders): number | '*' {
  // Node's parser strips the spaces around a header's value (nothing to trim), and the REST
  // pipeline answers 428 itself for an operation marked `x-if-match: required`: this is for others.
  const value = headers['if-match'];
  if (!value) throw apiError('PRECONDITION_REQUIRED', 'This update needs an If-Match header with the ETag you last read');
  if (value === '*') return '*';
  const m = /^(?:W\/)?"(\d{1,9})"$/.exec(value);
  if (!m) throw apiError('PRECONDITION_FAILED', 'If-Match does not match the current ETag');
  return Number(m[1]);
}

export function checkVersion(expected: number | '*', current: number): void {
  if (expected !== '*' && expected !== current) {
    throw apiError('PRECONDITION_FAILED', `If-Match is stale: the current ETag is "${current}"`);
  }
}
