// The notifications' error shape (x-error-style controller in specs/notifications.yaml), the
// seed's controller-style failures: {success: false, error: <message>, code, details?}.
import { apiError, type ApiError, type RenderedError } from '../http/errors.js';

export function controllerError(err: ApiError): RenderedError {
  const errors = err.details?.errors;
  return { status: err.status, body: { success: false, error: err.message, code: err.code, ...(errors ? { details: { errors } } : {}) } };
}

// The same answer for another user's notification as for none: ids cannot be probed.
export const notificationNotFound = () => apiError('NOT_FOUND', 'Notification not found');
