// Generated from specs/notifications.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description A page (`page` from 1, `pageSize` up to 100) of the caller's notifications, newest first;
         *     `unread=true` only those not read yet, `unread=false` only those read. `total` counts
         *     every notification the filter matches. `Accept: application/x-ndjson` streams every
         *     notification the filter matches instead (one per line, newest first, from a database
         *     cursor; `page` and `pageSize` are ignored, and no envelope is sent: each line is a
         *     notification). User-specific: `Cache-Control: private, max-age=0, must-revalidate` with an
         *     `ETag`, and `If-None-Match` answers `304` while nothing changed.
         */
        get: operations["listNotifications"];
        put?: never;
        /**
         * Notify a user (yourself; an admin anyone)
         * @description `userId` left out means the caller. A user naming anyone else gets `403`; an admin naming
         *     a user who does not exist gets `422` (`details.errors[0].path` is `body.userId`). The new
         *     notification reaches the user's open event streams on every server process.
         */
        post: operations["createNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-Sent Events of the caller's new notifications
         * @description `text/event-stream`. Each notification created for the caller from now on, by any server
         *     process (PostgreSQL `LISTEN/NOTIFY`), arrives as `event: notification` with `id:` the
         *     notification's id and `data:` the notification (as in `listNotifications`). A comment
         *     line (`: keep-alive`) every `NOTIFICATIONS_HEARTBEAT_SECONDS` (15) keeps proxies from
         *     closing an idle stream; `retry:` asks the browser to reconnect after 3 s.
         *
         *     **Reconnecting misses nothing**: EventSource sends the last `id:` it saw as
         *     `Last-Event-ID`, and the stream first replays the caller's notifications created after
         *     that one, oldest first (an id that is not one of the caller's replays nothing). The
         *     server ends each stream after `NOTIFICATIONS_STREAM_MAX_SECONDS` (600), and at once when
         *     it stops; EventSource then reconnects by itself, which spreads long-lived streams over
         *     the server processes and re-checks the token.
         *
         *     EventSource cannot set headers, so the token may come as `?access_token=` (it is never
         *     logged).
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A notification id. Anything that is not one of the caller's (another user's, a malformed id) is 404. (A request line is at most 16 KiB, Node's header limit.) */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mark one of the caller's notifications read (idempotent, no If-Match)
         * @description No body. Marking a read notification again changes nothing and answers the same
         *     notification (its `readAt` is the first mark's). No `If-Match` is needed: see the
         *     description above. Another user's notification is `404`.
         */
        patch: operations["markNotificationRead"];
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A notification id. Anything that is not one of the caller's (another user's, a malformed id) is 404. (A request line is at most 16 KiB, Node's header limit.) */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the caller's notifications
         * @description Answers the id deleted. Another user's notification, or one already deleted, is `404`.
         */
        delete: operations["deleteNotification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Notification: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            userId: string;
            title: string;
            message: string;
            read: boolean;
            /** Format: date-time */
            readAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        NewNotification: {
            title: string;
            message: string;
            /**
             * Format: uuid
             * @description Whom to notify; left out, the caller. Only an admin may name someone else.
             */
            userId?: string;
        };
        NotificationEnvelope: {
            /** @constant */
            success: true;
            data: components["schemas"]["Notification"];
        };
        Failure: {
            /** @constant */
            success: false;
            /** @description What went wrong, for people. */
            error: string;
            /**
             * @description The conventions' code, for programs.
             * @enum {string}
             */
            code: "VALIDATION_ERROR" | "INVALID_BODY" | "INVALID_VERSION" | "MISSING_TOKEN" | "INVALID_TOKEN" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMIT_EXCEEDED" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR";
            details?: {
                errors?: {
                    path: string;
                    message: string;
                }[];
            };
        };
    };
    responses: {
        /** @description Nothing changed since the ETag in If-None-Match. */
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
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description No token (MISSING_TOKEN) or a bad or expired one (INVALID_TOKEN). */
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
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description A user naming another user (FORBIDDEN), or a suspended account writing. */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description No such notification among the caller's (NOT_FOUND). */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description The input breaks the schema (VALIDATION_ERROR, with details.errors[]). */
        Invalid: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
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
                "application/json": components["schemas"]["Failure"];
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
                "application/json": components["schemas"]["Failure"];
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
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description SERVICE_UNAVAILABLE: the service is starting, or the database is down or has no free connection in time. Nothing was changed; try again after Retry-After. */
        Unavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: {
        /** @description A notification id. Anything that is not one of the caller's (another user's, a malformed id) is 404. (A request line is at most 16 KiB, Node's header limit.) */
        id: string;
    };
    requestBodies: never;
    headers: {
        "WWW-Authenticate": string;
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
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description `true`: unread only; `false`: read only; absent: all. */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications (or, as NDJSON, every one). */
            200: {
                headers: {
                    /** @description A quoted hash of the body; absent when streaming NDJSON. */
                    ETag?: string;
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            notifications: components["schemas"]["Notification"][];
                            /** Format: int32 */
                            total: number;
                            /** Format: int32 */
                            page: number;
                            /** Format: int32 */
                            pageSize: number;
                        };
                    };
                    "application/x-ndjson": components["schemas"]["Notification"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNotification"];
                "application/x-www-form-urlencoded": components["schemas"]["NewNotification"];
            };
        };
        responses: {
            /** @description The notification, unread. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    streamNotifications: {
        parameters: {
            query?: {
                access_token?: string;
            };
            header?: {
                /** @description The last notification id received; the ones created after it are sent first. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A notification id. Anything that is not one of the caller's (another user's, a malformed id) is 404. (A request line is at most 16 KiB, Node's header limit.) */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, read. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationEnvelope"];
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
    deleteNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A notification id. Anything that is not one of the caller's (another user's, a malformed id) is 404. (A request line is at most 16 KiB, Node's header limit.) */
                id: components["parameters"]["id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                        };
                    };
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
}
