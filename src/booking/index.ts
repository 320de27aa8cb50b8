// The booking example (specs/booking.yaml), served under BOOKING_BASE_PATH (/v1): flights,
// bookings, and the reference interface's conventions (its error shape, schemes and limits).
import path from 'node:path';
import type { Config } from '../config.js';
import type { RestInterfaceDef } from '../http/rest.js';
import { authenticateApiKey, authenticateBearer } from '../auth/authenticate.js';
import { conventionError } from '../reference/errors.js';
import * as flights from './handlers/flights.js';
import * as bookings from './handlers/bookings.js';

export function bookingInterface(config: Config, root: string): RestInterfaceDef {
  return {
    name: 'booking',
    specFile: path.join(root, 'specs', 'booking.yaml'),
    basePath: config.basePaths.booking,
    handlers: { ...flights, ...bookings },
    errorStyles: { convention: conventionError },
    securitySchemes: {
      bearerAuth: (headers, services) => authenticateBearer(services, headers.authorization),
      apiKey: (headers, services) => authenticateApiKey(services, headers['x-api-key']),
    },
    rateLimits: { default: config.rateLimit.max },
    bodyLimitBytes: config.bodyLimitBytes,
  };
}
