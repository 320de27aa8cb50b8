// Generated from specs/geocode.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/api/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coordinates of an address */
        get: operations["geocode"];
        put?: never;
        post?: never;
        delete?: never;
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
                code: "MISSING_ADDRESS" | "VALIDATION_ERROR" | "INVALID_VERSION" | "INVALID_BODY" | "MISSING_TOKEN" | "INVALID_TOKEN" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "RATE_LIMIT_EXCEEDED" | "UPSTREAM_ERROR" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR";
                message: string;
                details?: {
                    errors?: {
                        path: string;
                        message: string;
                    }[];
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        "Retry-After": string;
        /** @description Requests allowed in the window. */
        "X-RateLimit-Limit": string;
        /** @description Requests left in the window. */
        "X-RateLimit-Remaining": string;
        /** @description Seconds until the window starts again. */
        "X-RateLimit-Reset": string;
        /** @description The caller's origin, only when CORS_ORIGINS lists it (never `*`). */
        "Access-Control-Allow-Origin": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    geocode: {
        parameters: {
            query?: {
                /** @description Free text, as a person writes an address. Absent or blank is 400 MISSING_ADDRESS. */
                address?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, best first (none is an empty list, not an error). */
            200: {
                headers: {
                    "Cache-Control": string;
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description As many as the provider gave, within the 2 MiB of its answer that are read. */
                        results: {
                            lat: number;
                            lng: number;
                            address: string;
                        }[];
                    };
                };
            };
            /** @description No address (MISSING_ADDRESS), or an unsupported version (INVALID_VERSION). */
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
            /** @description No token (MISSING_TOKEN) or a bad or expired one (INVALID_TOKEN). */
            401: {
                headers: {
                    "WWW-Authenticate": string;
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
            /** @description The address is longer than 500 characters or holds control characters other than white space (VALIDATION_ERROR). */
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
            /** @description Over the window's quota (RATE_LIMIT_EXCEEDED). */
            429: {
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
            /** @description The provider failed, timed out or answered something unexpected (UPSTREAM_ERROR). Its answer is not passed on. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description SERVICE_UNAVAILABLE: no provider is configured (`GEOCODE_PROVIDER` unset; no
             *     `Retry-After`), or the service is starting or the database is down or busy (with
             *     `Retry-After`).
             */
            503: {
                headers: {
                    "Retry-After"?: string;
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
