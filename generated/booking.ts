// Generated from specs/booking.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/api/flights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search flights by route, date, passengers and cabin
         * @description Flights from `origin` to `destination` departing on `departureDate` (UTC) with at least
         *     `passengers` seats left in `cabinClass`, by departure time (then id). Paged: `page`
         *     (from 1) and `pageSize`; `totalResults` counts every match. `origin` equal to
         *     `destination` is 422. Shared dynamic content: caches may keep an answer 30 seconds (a
         *     booking checks the seats again).
         */
        get: operations["searchFlights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flights/{flightId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                flightId: components["parameters"]["flightId"];
            };
            cookie?: never;
        };
        /**
         * One flight, with the seats and price of a cabin
         * @description `cabinClass` picks the cabin (economy by default). A flight that does not offer the asked cabin is 404, as is an unknown id.
         */
        get: operations["getFlight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book seats on a flight for 1 to 9 passengers
         * @description Takes one seat per passenger in `cabinClass` (default economy), atomically. See the
         *     document's description for the price, the confirmation and `Idempotency-Key`.
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no booking (404). (A request line is at most 16 KiB, Node's header limit.) */
                bookingId: components["parameters"]["bookingId"];
            };
            cookie?: never;
        };
        /**
         * The full booking (owner or admin)
         * @description Passports are sensitive, so `Cache-Control no-store`. Another user's booking, or any text that is not a booking id, is 404.
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        /** Cancel a booking (owner or admin), refunding by the rule in the description */
        delete: operations["cancelBooking"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_ERROR" | "INVALID_EMAIL" | "INVALID_BODY" | "INVALID_VERSION" | "UNAUTHORIZED" | "MISSING_TOKEN" | "INVALID_TOKEN" | "INVALID_API_KEY" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "NO_SEATS_AVAILABLE" | "ALREADY_CANCELLED" | "FLIGHT_DEPARTED" | "IDEMPOTENCY_KEY_REUSED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMIT_EXCEEDED" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR";
                message: string;
                details?: components["schemas"]["ErrorDetails"];
            };
        };
        /** @description Validation errors list `errors[]`; INVALID_EMAIL names `field` and `value`; NO_SEATS_AVAILABLE gives `seatsAvailable`. */
        ErrorDetails: {
            errors?: {
                /** @description Where, e.g. `body.passengers.0.email` or `query.origin`. */
                path: string;
                message: string;
            }[];
            field?: string;
            value?: unknown;
            /** Format: int32 */
            seatsAvailable?: number;
        };
        /**
         * @description A three-letter IATA airport code, upper case.
         * @example LHR
         */
        Iata: string;
        /**
         * @default economy
         * @enum {string}
         */
        CabinClass: "economy" | "business" | "first";
        Money: {
            /** @description In the currency's units, at most two decimals. */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        /** @description ISO 4217 code. */
        Currency: string;
        Flight: {
            /** Format: int32 */
            id: number;
            /** @description IATA airline designator and number, e.g. `BA117`. */
            flightNumber: string;
            airline: string;
            origin: components["schemas"]["Iata"];
            destination: components["schemas"]["Iata"];
            /**
             * Format: date-time
             * @description UTC.
             */
            departureTime: string;
            /**
             * Format: date-time
             * @description UTC.
             */
            arrivalTime: string;
            /** @description Arrival minus departure, like `5h 30m`. */
            duration: string;
            price: components["schemas"]["Money"];
            /** Format: int32 */
            seatsAvailable: number;
            /** @description The cabin `price` and `seatsAvailable` are of. */
            cabinClass: components["schemas"]["CabinClass"];
        };
        FlightSearch: {
            flights: components["schemas"]["Flight"][];
            /** Format: int32 */
            totalResults: number;
            /** Format: int32 */
            page: number;
            /** Format: int32 */
            pageSize: number;
        };
        /** @enum {string} */
        PaymentMethod: "credit_card" | "debit_card" | "paypal" | "bank_transfer";
        Passenger: {
            /** @example Ada */
            firstName: string;
            /** @example Lovelace */
            lastName: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /**
             * Format: date
             * @description YYYY-MM-DD, not in the future.
             * @example 1990-12-10
             */
            dateOfBirth: string;
            /**
             * @description 6 to 9 letters and digits.
             * @example X1234567
             */
            passportNumber: string;
        };
        NewBooking: {
            /**
             * Format: int32
             * @example 1
             */
            flightId: number;
            cabinClass?: components["schemas"]["CabinClass"];
            passengers: components["schemas"]["Passenger"][];
            /**
             * Format: email
             * @example ada@example.com
             */
            contactEmail: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
        };
        /** @enum {string} */
        BookingStatus: "confirmed" | "cancelled";
        BookingCreated: {
            /** Format: uuid */
            bookingId: string;
            /** @constant */
            status: "confirmed";
            totalPrice: number;
            currency: components["schemas"]["Currency"];
            /** Format: email */
            confirmationSentTo: string;
        };
        Refund: {
            amount: number;
            currency: components["schemas"]["Currency"];
            /**
             * @description `full`: cancelled 24 hours or more before departure, everything back; `half`: later, half back (rounded down to the cent).
             * @enum {string}
             */
            rule: "full" | "half";
        };
        Booking: {
            /** Format: uuid */
            bookingId: string;
            status: components["schemas"]["BookingStatus"];
            /** @description The flight as it is now, in the booked cabin. */
            flight: components["schemas"]["Flight"];
            cabinClass: components["schemas"]["CabinClass"];
            passengers: components["schemas"]["Passenger"][];
            /** Format: email */
            contactEmail: string;
            paymentMethod: components["schemas"]["PaymentMethod"];
            /** @description The cabin's price when booked. */
            pricePerPassenger: number;
            totalPrice: number;
            currency: components["schemas"]["Currency"];
            /** Format: email */
            confirmationSentTo: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            cancelledAt: string | null;
            refund: components["schemas"]["Refund"] | null;
        };
        Cancellation: {
            /** Format: uuid */
            bookingId: string;
            /** @constant */
            status: "cancelled";
            refund: components["schemas"]["Refund"];
        };
    };
    responses: {
        /** @description The representation has not changed (If-None-Match). */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Malformed JSON or form (INVALID_BODY), or an unsupported version (INVALID_VERSION). */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input breaks the schema (VALIDATION_ERROR with details.errors[]). */
        ValidationError: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No credentials (MISSING_TOKEN) or bad ones (INVALID_TOKEN). */
        Unauthenticated: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A wrong API key (INVALID_API_KEY), or a suspended account booking or cancelling (FORBIDDEN). */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such flight or booking, or a booking of someone else (NOT_FOUND). */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is over the limit (PAYLOAD_TOO_LARGE). */
        PayloadTooLarge: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is neither JSON nor a form (UNSUPPORTED_MEDIA_TYPE). */
        UnsupportedMediaType: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Over the window's quota (RATE_LIMIT_EXCEEDED). */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the service is still starting, or the database is down or has no free connection within PG_CONNECT_TIMEOUT_MS. Nothing was changed; try again after Retry-After. */
        Unavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        flightId: number;
        /** @description Any other text names no booking (404). (A request line is at most 16 KiB, Node's header limit.) */
        bookingId: string;
        cabinClass: components["schemas"]["CabinClass"];
    };
    requestBodies: never;
    headers: {
        "Cache-Control": string;
        /** @description A quoted entity tag. */
        ETag: string;
        "WWW-Authenticate": string;
        "Retry-After": string;
        "X-RateLimit-Limit": string;
        "X-RateLimit-Remaining": string;
        "X-RateLimit-Reset": string;
        /** @description The caller's origin, only when CORS_ORIGINS lists it (never `*`). */
        "Access-Control-Allow-Origin": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchFlights: {
        parameters: {
            query: {
                /** @description IATA airport code */
                origin: components["schemas"]["Iata"];
                /** @description IATA airport code */
                destination: components["schemas"]["Iata"];
                /** @description The departure's date in UTC (YYYY-MM-DD). */
                departureDate: string;
                /** @description Seats needed (1 to 9). */
                passengers?: number;
                cabinClass?: components["parameters"]["cabinClass"];
                /** @description Page number, from 1. */
                page?: number;
                /** @description Flights per page. */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of flights. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlightSearch"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getFlight: {
        parameters: {
            query?: {
                cabinClass?: components["parameters"]["cabinClass"];
            };
            header?: never;
            path: {
                flightId: components["parameters"]["flightId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flight. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Flight"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The id is not a whole number from 1 to 2147483647, or the cabin is not one of the three (VALIDATION_ERROR). */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry answer the first booking instead of booking again (scoped to the caller). */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewBooking"];
                "application/x-www-form-urlencoded": components["schemas"]["NewBooking"];
            };
        };
        responses: {
            /** @description Booked (or, with `Idempotent-Replayed`, the booking an earlier request with the same key made). */
            201: {
                headers: {
                    /** @description The booking, `/v1/api/bookings/{bookingId}`. */
                    Location: string;
                    /** @description `true` when this answers an earlier request with the same `Idempotency-Key`. */
                    "Idempotent-Replayed"?: "true";
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description No flight with that id, or it does not offer that cabin (NOT_FOUND). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fewer seats left in the cabin than passengers (NO_SEATS_AVAILABLE; `details.seatsAvailable` says how many). */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The body breaks the schema (VALIDATION_ERROR, INVALID_EMAIL: IATA codes, dates,
             *     e-mail addresses, passport numbers, 1 to 9 passengers), the flight has departed
             *     (VALIDATION_ERROR on `body.flightId`), or the `Idempotency-Key` was used before with
             *     another body (IDEMPOTENCY_KEY_REUSED).
             */
            422: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no booking (404). (A request line is at most 16 KiB, Node's header limit.) */
                bookingId: components["parameters"]["bookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no booking (404). (A request line is at most 16 KiB, Node's header limit.) */
                bookingId: components["parameters"]["bookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the seats are back on sale. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cancellation"];
                };
            };
            /** @description The flight has departed (FLIGHT_DEPARTED), or INVALID_VERSION. */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Cancelled before (ALREADY_CANCELLED); nothing is refunded again. */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
}
