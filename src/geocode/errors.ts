// The geocode proxy's failures, in the conventions' shape (the reference interface's renderer).
import { apiError } from '../http/errors.js';

export const missingAddress = () => apiError('MISSING_ADDRESS', 'Give the address to look up as ?address=');
export const notConfigured = () => apiError('SERVICE_UNAVAILABLE', 'Geocoding is not configured on this server (GEOCODE_PROVIDER is unset)');
// Deliberately vague: what the provider said stays in our logs (without the key).
export const upstreamFailed = () => apiError('UPSTREAM_ERROR', 'The geocoding provider failed to answer; try again later');
