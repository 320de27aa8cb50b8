// Generated from specs/reference.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service summary (no dependency checks; see /ready) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness, with a real check of every dependency */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness (heap use) */
        get: operations["getLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/startup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start-up probe; 503 until migrations are done */
        get: operations["getStartup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics of this server process
         * @description The process's metrics in Prometheus' text exposition format (0.0.4): requests by
         *     interface, operation and status with their latency, database pool use, rate-limit
         *     refusals, jobs by state, GraphQL subscription sockets, event delivery lag, and Node's
         *     process metrics. The README's Metrics section lists every metric, its type, labels and
         *     meaning. Each process counts its own requests: scrape every process.
         *
         *     With `METRICS_TOKEN` set, it needs `Authorization: Bearer <METRICS_TOKEN>` (compared in
         *     constant time): missing is `401 MISSING_TOKEN`, wrong `401 INVALID_TOKEN`. Unset, no token
         *     is asked for and only loopback clients (127.0.0.0/8, ::1) are answered; any other is
         *     `403 FORBIDDEN`. The client address is the one the rate limits use (through
         *     `TRUSTED_PROXIES`), so a trusted reverse proxy on the same machine does not make every
         *     client local. Like the other probes it is not rate limited and answers during start-up.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token (OAuth2 password grant, as FastAPI does)
         * @description Returns a signed JWT (HS256) whose `sub` is the user's id and `role` the user's role.
         *     Tokens last `ACCESS_TOKEN_TTL_SECONDS` (default 3600). Limited to 10 requests a minute.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public sign-up */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users (admin)
         * @description Ordered by creation. `Accept application/x-ndjson` streams every user from `skip` on, from a database cursor (no `limit`).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user (admin); the user sets no password here
         * @description The validation sample of the conventions: `email`, `name`, `role`, nothing else. A bad
         *     e-mail address gives `422 INVALID_EMAIL` with `details.field` and `details.value`. The
         *     user signs in once a password is set (`npm run cli -- users set-password`) or with an
         *     API key.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current user
         * @description Sensitive, so `Cache-Control no-store`; the `ETag` is the user's version, for `If-Match`.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the current user's name or e-mail (conditional) */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/protected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who am I (sample; deprecated in favour of /api/users/me)
         * @deprecated
         */
        get: operations["getProtected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List agents, oldest first */
        get: operations["listAgents"];
        put?: never;
        /** Create an agent (signed-in callers) */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agent_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        /** Read an agent */
        get: operations["getAgent"];
        /** Replace an agent's name and type (signed-in callers) */
        put: operations["replaceAgent"];
        post?: never;
        /** Delete an agent and its tasks (admin) */
        delete: operations["deleteAgent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agent_id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        /** An agent's tasks, oldest first */
        get: operations["listAgentTasks"];
        put?: never;
        /** Give an agent a task (status `pending`; signed-in callers) */
        post: operations["createAgentTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agents/{agent_id}/tasks/{task_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
                task_id: components["parameters"]["task_id"];
            };
            cookie?: never;
        };
        /**
         * Read a task
         * @description The `ETag` is the task's version (`"N"`), for `If-Match` on PATCH.
         */
        get: operations["getAgentTask"];
        put?: never;
        post?: never;
        /** Delete a task (admin) */
        delete: operations["deleteAgentTask"];
        options?: never;
        head?: never;
        /**
         * Change a task (conditional; signed-in callers)
         * @description Status moves only forward: `pending` → `running` | `cancelled`;
         *     `running` → `succeeded` | `failed` | `cancelled`. Any other move is `409 invalid_transition`.
         *     Setting `result` is allowed only with (or after) a terminal status. The agent is `busy`
         *     while one of its tasks is `running`, else `idle`.
         */
        patch: operations["updateAgentTask"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_ERROR" | "INVALID_EMAIL" | "INVALID_BODY" | "INVALID_VERSION" | "UNAUTHORIZED" | "MISSING_TOKEN" | "INVALID_TOKEN" | "INVALID_API_KEY" | "INVALID_CREDENTIALS" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "EMAIL_TAKEN" | "CONFLICT" | "PRECONDITION_FAILED" | "PRECONDITION_REQUIRED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMIT_EXCEEDED" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR";
                message: string;
                details?: components["schemas"]["ErrorDetails"];
            };
        };
        /** @description Validation errors list `errors[]` (the first 100; paths and messages cut at 1,000 characters); INVALID_EMAIL names `field` and `value`. */
        ErrorDetails: {
            errors?: {
                /** @description Where, e.g. `body.name` or `query.limit`. */
                path: string;
                message: string;
            }[];
            field?: string;
            value?: unknown;
        };
        AgentError: {
            /** @enum {string} */
            error: "validation_error" | "invalid_body" | "invalid_version" | "precondition_failed" | "precondition_required" | "invalid_transition" | "payload_too_large" | "unsupported_media_type" | "rate_limit_exceeded" | "method_not_allowed" | "service_unavailable" | "internal_error";
            message: string;
            details?: components["schemas"]["ErrorDetails"];
        };
        Detail: {
            detail: string;
        };
        Warning: {
            /** @constant */
            type: "deprecation";
            message: string;
            /** Format: date */
            sunset: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded" | "unhealthy";
            /** Format: date-time */
            timestamp: string;
            version: string;
            /** @description Seconds since the process started. */
            uptime: number;
        };
        Check: {
            /** @enum {string} */
            status: "ok" | "error";
            /** @description Milliseconds. */
            latency: number;
            message?: string;
        };
        Readiness: {
            /** @enum {string} */
            status: "ok" | "degraded";
            /** Format: date-time */
            timestamp: string;
            checks: {
                [key: string]: components["schemas"]["Check"];
            };
        };
        Liveness: {
            /** @constant */
            status: "ok";
            /** Format: int32 */
            pid: number;
            /** @description Megabytes. */
            memory: {
                heapUsed: number;
                heapTotal: number;
                rss: number;
            };
        };
        LivenessFailure: {
            /** @constant */
            status: "unhealthy";
            /** @constant */
            reason: "memory_pressure";
            heapUsedPercent: number;
        };
        Startup: {
            /** @enum {string} */
            status: "ok" | "starting";
            started: boolean;
        };
        TokenRequest: {
            /** @constant */
            grant_type?: "password";
            /** @description The user's e-mail address. */
            username: string;
            password: string;
            scope?: string;
        };
        Token: {
            access_token: string;
            /** @constant */
            token_type: "bearer";
            /**
             * Format: int32
             * @description Seconds (ACCESS_TOKEN_TTL_SECONDS).
             */
            expires_in: number;
        };
        /** @enum {string} */
        Role: "user" | "admin" | "moderator";
        User: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            /** @description At most 100 characters here; GraphQL allows 200. */
            name: string | null;
            role: components["schemas"]["Role"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RegisterUser: {
            /** Format: email */
            email: string;
            name?: string;
            password: string;
        };
        NewUser: {
            /** Format: email */
            email: string;
            name: string;
            /**
             * @default user
             * @enum {string}
             */
            role: "user" | "admin";
        };
        UserPatch: {
            /** Format: email */
            email?: string;
            name?: string;
        };
        /**
         * @description The model provider that runs the agent.
         * @enum {string}
         */
        AgentType: "openai" | "anthropic" | "google";
        /**
         * @description `busy` while one of the agent's tasks is `running`, else `idle`.
         * @enum {string}
         */
        AgentStatus: "idle" | "busy";
        AgentInput: {
            name: string;
            type: components["schemas"]["AgentType"];
        };
        Agent: {
            /** Format: uuid */
            id: string;
            name: string;
            type: components["schemas"]["AgentType"];
            status: components["schemas"]["AgentStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at?: string;
        };
        /** @enum {string} */
        TaskStatus: "pending" | "running" | "succeeded" | "failed" | "cancelled";
        TaskInput: {
            title: string;
            description?: string;
            /**
             * Format: int32
             * @description 0 is the most urgent.
             * @default 5
             */
            priority: number;
            /** @description Free-form parameters for the agent (JSON only). */
            input?: Record<string, never>;
        };
        TaskPatch: {
            title?: string;
            description?: string;
            /** Format: int32 */
            priority?: number;
            status?: components["schemas"]["TaskStatus"];
            /** @description The outcome (JSON only); needs a terminal status. */
            result?: Record<string, never>;
        };
        Task: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            agent_id: string;
            title: string;
            description: string | null;
            /** Format: int32 */
            priority: number;
            status: components["schemas"]["TaskStatus"];
            /** @description Open by design (the caller's own data). */
            input: {
                [key: string]: unknown;
            };
            /** @description Open by design (the agent's own data). */
            result: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: int32
             * @description Bumped on every change; the ETag is `"<version>"`.
             */
            version: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
    };
    responses: {
        /** @description The representation has not changed (If-None-Match or If-Modified-Since). */
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
        /** @description The input breaks the schema (VALIDATION_ERROR, or INVALID_EMAIL with details.field and details.value). */
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
        /** @description A wrong API key (INVALID_API_KEY), a role that may not do this, or a suspended account writing (FORBIDDEN). */
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
        /** @description If-Match is stale (PRECONDITION_FAILED). */
        PreconditionFailed: {
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
        /** @description If-Match is missing (PRECONDITION_REQUIRED). */
        PreconditionRequired: {
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
        /** @description Invalid input: `validation_error` with `details.errors[]`, `invalid_body` or `invalid_version`. */
        AgentBadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AgentError"];
            };
        };
        /** @description No such agent or task. */
        AgentNotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Detail"];
            };
        };
        /** @description No or bad credentials. */
        AgentUnauthenticated: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Detail"];
            };
        };
        /** @description A wrong API key, a role that may not do this (deleting needs `admin`), or a suspended account writing. */
        AgentForbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Detail"];
            };
        };
        /** @description The body is over the limit (payload_too_large). */
        AgentPayloadTooLarge: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AgentError"];
            };
        };
        /** @description The body is neither JSON nor a form (unsupported_media_type). */
        AgentUnsupportedMediaType: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AgentError"];
            };
        };
        /** @description service_unavailable: the service is still starting, or the database is down or has no free connection within PG_CONNECT_TIMEOUT_MS. Nothing was changed; try again after Retry-After. */
        AgentUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AgentError"];
            };
        };
        /** @description Over the window's quota (rate_limit_exceeded). */
        AgentRateLimited: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AgentError"];
            };
        };
    };
    parameters: {
        skip: number;
        limit: number;
        agent_id: string;
        task_id: string;
        /** @description The ETag last read. Required (428 without it). */
        IfMatch: string;
    };
    requestBodies: never;
    headers: {
        "Cache-Control": string;
        /** @description A quoted entity tag. */
        ETag: string;
        "Last-Modified": string;
        Location: string;
        "WWW-Authenticate": string;
        Deprecation: "true";
        Sunset: string;
        Link: string;
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
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency is ok. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description A dependency failed (status `degraded`). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            /** @description Heap use is above the threshold (95 percent by default). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessFailure"];
                };
            };
        };
    };
    getStartup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Startup"];
                };
            };
            /** @description Still starting (other operations answer 503 too until then). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Startup"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description `METRICS_TOKEN` is set and the bearer token is missing (MISSING_TOKEN) or another (INVALID_TOKEN). */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description `METRICS_TOKEN` is unset and the client is not on this machine (FORBIDDEN). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A bearer token. */
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
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong e-mail or password (INVALID_CREDENTIALS). */
            401: {
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUser"];
                "application/x-www-form-urlencoded": components["schemas"]["RegisterUser"];
            };
        };
        responses: {
            /** @description The new user (role `user`); they read themselves at /api/users/me. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The e-mail address is taken (EMAIL_TAKEN). */
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
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                skip?: components["parameters"]["skip"];
                /** @description Page size; ignored when streaming NDJSON. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users. */
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
                    "application/json": components["schemas"]["User"][];
                    "application/x-ndjson": components["schemas"]["User"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewUser"];
                "application/x-www-form-urlencoded": components["schemas"]["NewUser"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The e-mail address is taken (EMAIL_TAKEN). */
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
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
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
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag last read. Required (428 without it). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPatch"];
                "application/x-www-form-urlencoded": components["schemas"]["UserPatch"];
            };
        };
        responses: {
            /** @description The updated user and its new ETag. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description The e-mail address is taken (EMAIL_TAKEN). */
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
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getProtected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller, with the deprecation warning. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        /** @description Added to the object bodies of every deprecated operation. */
                        warnings?: components["schemas"]["Warning"][];
                    };
                };
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            /** @description Wrong API key. */
            403: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                skip?: components["parameters"]["skip"];
                limit?: components["parameters"]["limit"];
                status?: components["schemas"]["AgentStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agents. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"][];
                    "application/x-ndjson": components["schemas"]["Agent"];
                    "text/html": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["AgentBadRequest"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentInput"];
                "application/x-www-form-urlencoded": components["schemas"]["AgentInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            403: components["responses"]["AgentForbidden"];
            413: components["responses"]["AgentPayloadTooLarge"];
            415: components["responses"]["AgentUnsupportedMediaType"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    getAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                    "text/html": string;
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["AgentBadRequest"];
            404: components["responses"]["AgentNotFound"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    replaceAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentInput"];
                "application/x-www-form-urlencoded": components["schemas"]["AgentInput"];
            };
        };
        responses: {
            /** @description The replaced agent. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"];
                };
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            403: components["responses"]["AgentForbidden"];
            404: components["responses"]["AgentNotFound"];
            413: components["responses"]["AgentPayloadTooLarge"];
            415: components["responses"]["AgentUnsupportedMediaType"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    deleteAgent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            403: components["responses"]["AgentForbidden"];
            404: components["responses"]["AgentNotFound"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    listAgentTasks: {
        parameters: {
            query?: {
                skip?: components["parameters"]["skip"];
                limit?: components["parameters"]["limit"];
                status?: components["schemas"]["TaskStatus"];
            };
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tasks. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"][];
                    "application/x-ndjson": components["schemas"]["Task"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["AgentBadRequest"];
            404: components["responses"]["AgentNotFound"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    createAgentTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskInput"];
                "application/x-www-form-urlencoded": components["schemas"]["TaskInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            403: components["responses"]["AgentForbidden"];
            404: components["responses"]["AgentNotFound"];
            413: components["responses"]["AgentPayloadTooLarge"];
            415: components["responses"]["AgentUnsupportedMediaType"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    getAgentTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
                task_id: components["parameters"]["task_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Last-Modified": components["headers"]["Last-Modified"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["AgentBadRequest"];
            404: components["responses"]["AgentNotFound"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    deleteAgentTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agent_id: components["parameters"]["agent_id"];
                task_id: components["parameters"]["task_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            403: components["responses"]["AgentForbidden"];
            404: components["responses"]["AgentNotFound"];
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
    updateAgentTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag last read. Required (428 without it). */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                agent_id: components["parameters"]["agent_id"];
                task_id: components["parameters"]["task_id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskPatch"];
                "application/x-www-form-urlencoded": components["schemas"]["TaskPatch"];
            };
        };
        responses: {
            /** @description The updated task and its new ETag. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["AgentBadRequest"];
            401: components["responses"]["AgentUnauthenticated"];
            403: components["responses"]["AgentForbidden"];
            404: components["responses"]["AgentNotFound"];
            /** @description The status change is not allowed (invalid_transition). */
            409: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentError"];
                };
            };
            /** @description If-Match is stale (precondition_failed). */
            412: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentError"];
                };
            };
            413: components["responses"]["AgentPayloadTooLarge"];
            415: components["responses"]["AgentUnsupportedMediaType"];
            /** @description If-Match is missing (precondition_required). */
            428: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentError"];
                };
            };
            429: components["responses"]["AgentRateLimited"];
            503: components["responses"]["AgentUnavailable"];
        };
    };
}
