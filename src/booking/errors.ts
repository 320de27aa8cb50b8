// The booking interface's error vocabulary. Answers use the convention shape of the reference
// interface ({error: {code, message, details?}}, rendered by conventionError).
import { apiError } from '../http/errors.js';

export const flightNotFound = (id: number) => apiError('NOT_FOUND', `No flight ${id}`);
export const cabinNotOffered = (id: number, cabin: string) => apiError('NOT_FOUND', `Flight ${id} has no ${cabin} cabin`);
/** Also for another user's booking: ids cannot be probed. */
export const bookingNotFound = () => apiError('NOT_FOUND', 'No such booking');
export const noSeats = (asked: number, left: number, cabin: string) =>
  apiError('NO_SEATS_AVAILABLE', `${asked} seat${asked === 1 ? '' : 's'} asked, ${left} left in ${cabin}`, { seatsAvailable: left });
export const alreadyCancelled = () => apiError('ALREADY_CANCELLED', 'This booking is cancelled already; nothing more is refunded');
export const flightDeparted = () => apiError('FLIGHT_DEPARTED', 'The flight has departed: the booking can no longer be cancelled');
export const idempotencyKeyReused = () =>
  apiError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request body; use a new key for a new booking');

/** A rule the schema cannot state, reported like a schema violation. */
export const invalidField = (path: string, message: string) => apiError('VALIDATION_ERROR', `Invalid request: ${path} ${message}`, { errors: [{ path, message }] });
