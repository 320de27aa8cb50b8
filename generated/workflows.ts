// Generated from specs/workflows.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/dags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * DAG definitions with their latest run
         * @description By name (ascending). `name` matches a part of the name (any case); `tag` one tag exactly.
         */
        get: operations["listDags"];
        put?: never;
        /** Create a DAG from Dagu YAML */
        post: operations["createDag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check Dagu YAML without storing it
         * @description Every problem found, each with its 1-based line when it has one (null otherwise). Unparseable YAML is one error here, not a 400.
         */
        post: operations["validateDag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        /** A definition (its YAML text too) and its latest run */
        get: operations["getDag"];
        put?: never;
        post?: never;
        /**
         * Delete a definition and its history
         * @description Refused (409) while a run of it is queued or running; stop it first.
         */
        delete: operations["deleteDag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/spec": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a definition's YAML
         * @description Runs already started keep the definition they started with.
         */
        put: operations["updateDagSpec"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a run
         * @description `params` overrides the DAG's defaults: a string of space-separated tokens (`NAME=value`
         *     sets a named parameter and keeps the other defaults; other tokens are positional, `$1 $2
         *     ...`, replacing the positional defaults; single or double quotes keep spaces in a value;
         *     an open quote is 400), or a JSON object of named parameters. `runId` (letters, digits,
         *     `-` and `_`) names the run; taken already for this DAG: 409. With `maxActiveRuns` (default
         *     1) runs already queued or running, the start is refused with 409.
         */
        post: operations["startDag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        /**
         * The latest run
         * @description A DAG that never ran answers `status` not_started with `runId` null.
         */
        get: operations["getDagStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop the DAG's queued and running runs
         * @description Each running step's process group gets its `signalOnStop` (SIGTERM by default), then
         *     SIGKILL after `maxCleanUpTimeSec` (5 s by default); the steps and the run end `aborted`,
         *     then the `abort` (`cancel`) and `exit` handlers run. Answers once the stop is recorded,
         *     with the runs it stops (none when nothing was running).
         */
        post: operations["stopDag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a finished run, from its failed steps or one step
         * @description The run keeps its id and its `attempt` grows by one. Without `step`, the failed and
         *     aborted steps and every step after them run again; the others keep their results. With
         *     `step`, that step alone runs again. Default run: the latest. A run still queued or
         *     running is 409.
         */
        post: operations["retryDag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        /** The DAG's runs, newest first */
        get: operations["listRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
            };
            cookie?: never;
        };
        /** One run */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/runs/{runId}/log": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
            };
            cookie?: never;
        };
        /** The run's own log (what the engine did, a line per event) */
        get: operations["getRunLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/runs/{runId}/steps/{stepName}/log": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
                /** @description A step's name, or a handler's (`onInit`, `onSuccess`, `onFailure`, `onAbort` (`onCancel` when the YAML says `cancel`), `onExit`). */
                stepName: string;
            };
            cookie?: never;
        };
        /**
         * A step's stdout or stderr, readable while it runs
         * @description Of the latest attempt; lines are split at `\n`, the bytes read as UTF-8 (invalid bytes become U+FFFD, NUL is dropped).
         */
        get: operations["getStepLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dags/{dagName}/runs/{runId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
            };
            cookie?: never;
        };
        /**
         * Server-Sent Events of the run's status until it ends
         * @description `text/event-stream`: an `event: status` whose `data` is the run (as `getRun`'s `data`)
         *     at once and at every change, then `event: end` when the run has finished, and the stream
         *     closes. A change shows as soon as its notification reaches this server, whichever server
         *     process made it; the stream also reads the run every `WORKFLOWS_EVENTS_POLL_SECONDS` (1 s
         *     by default) in case a notification was lost with a dropped connection. A comment line every 15 s keeps proxies from closing an idle stream. A browser's
         *     EventSource cannot set headers, so the token may come as `?access_token=` (it is never
         *     logged).
         */
        get: operations["streamRunEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{dagName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a run from a signed delivery
         * @description Signed as GitHub signs: `X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with
         *     the DAG's secret>` (compared in constant time). `X-Webhook-Delivery` names the delivery;
         *     one seen before is refused with 409 and starts nothing. The JSON body reaches the steps
         *     as `WEBHOOK_PAYLOAD`. The secret is made or rotated with `npm run -s cli -- dags
         *     webhook-secret <dagName>`; a DAG without one, or an unknown DAG, is 404.
         */
        post: operations["triggerWebhook"];
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
            /** @constant */
            status: "error";
            /** @description A stable, machine-readable name: bad_request, invalid_yaml, invalid_params, unauthorized, forbidden, not_found, conflict, already_running, validation_error, invalid_definition, rate_limit_exceeded, service_unavailable, ... */
            code: string;
            message: string;
        };
        DagName: string;
        RunId: string;
        /** @description Dagu YAML. */
        SpecText: string;
        RunIdEnvelope: {
            /** @constant */
            status: "success";
            data: {
                runId: components["schemas"]["RunId"];
            };
        };
        LogEnvelope: {
            /** @constant */
            status: "success";
            data: {
                /** @description The lines, each ending in a newline: at most the stream's kept bytes (WORKFLOWS_LOG_MAX_BYTES, 1 MiB by default, 1 GiB at most). */
                content: string;
                /** Format: int64 */
                lineCount: number;
                /** Format: int64 */
                totalLines: number;
                /** @description Lines after these exist. */
                hasMore: boolean;
                /**
                 * Format: int64
                 * @description Bytes dropped from the start of the log (over WORKFLOWS_LOG_MAX_BYTES).
                 */
                droppedBytes: number;
            };
        };
        /** @description What comes from the definition is bounded by its size (SpecText, 512 KiB; DAGS_DIR files over it are not loaded); a file's DAG is named after its file name (at most 255 bytes). */
        DagFields: {
            name: string;
            description: string | null;
            tags: string[];
            schedule: string[];
            /**
             * @description Made through the API, or loaded from DAGS_DIR.
             * @enum {string}
             */
            source: "api" | "file";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Whether a webhook secret is set. */
            webhook: boolean;
            latestRun: components["schemas"]["Run"] | null;
        };
        DagSummary: components["schemas"]["DagFields"];
        DagDetail: {
            /** @description The YAML text as given. */
            spec: string;
            /** @description The step names, in definition order. */
            steps: string[];
            /** @description The default params, as a params string. */
            params: string;
        } & components["schemas"]["DagFields"];
        /** @enum {string} */
        RunStatus: "not_started" | "queued" | "running" | "failed" | "aborted" | "succeeded" | "partially_succeeded";
        /** @enum {string} */
        NodeStatus: "not_started" | "running" | "failed" | "aborted" | "succeeded" | "skipped" | "partially_succeeded";
        Run: {
            dagName: string;
            runId: string | null;
            status: components["schemas"]["RunStatus"];
            /** Format: int32 */
            statusCode: number;
            /** @description The params the run was started with, as a params string (at most 1,000 values of 65,536 characters, quoted). */
            params: string | null;
            /**
             * Format: int32
             * @description 1 for the first execution, one more for each retry (0 before any run).
             */
            attempt: number;
            /** @enum {string|null} */
            trigger: "api" | "retry" | "schedule" | "webhook" | null;
            /** Format: date-time */
            queuedAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            runningSteps: string[];
            nodes: components["schemas"]["Node"][];
            /** @description The handlers that ran or are running (onInit, onSuccess, onFailure, onAbort or onCancel, onExit), in order. */
            handlers: components["schemas"]["Node"][];
            /** @description Why the run failed as a whole (a DAG timeout, a lost worker), if it did. */
            error: string | null;
        };
        Node: {
            name: string;
            status: components["schemas"]["NodeStatus"];
            /** Format: int32 */
            statusCode: number;
            /** Format: int32 */
            exitCode: number | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /**
             * Format: int32
             * @description Retries by the step's retryPolicy in this attempt.
             */
            retryCount: number;
            /**
             * Format: int32
             * @description Executions in this attempt (repeatPolicy counts each).
             */
            doneCount: number;
            error: string | null;
            /** @description The step's `output` variable, once it has one (at most WORKFLOWS_OUTPUT_MAX_BYTES, 64 MiB at most). */
            outputs: {
                [key: string]: string;
            };
        };
    };
    responses: {
        /** @description Unparseable YAML, an unparseable params string, a malformed body or cursor, or an unknown API version. */
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
        /** @description No credential, or a bad one (a wrong webhook signature too). */
        Unauthorized: {
            headers: {
                "WWW-Authenticate"?: string;
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
        /** @description A wrong API key, a role that may not do this, or a suspended account writing. */
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
        /** @description No such DAG, run or step. */
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
        /** @description A name or run id taken, the DAG at maxActiveRuns, a run not in a state that allows it, or a replayed delivery. */
        Conflict: {
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
        /** @description The body is over the limit (BODY_LIMIT_BYTES, 1 MiB). */
        TooLarge: {
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
        /** @description Not JSON. */
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
        /** @description The request or the definition breaks a rule; the message names the first problem (and its line, for a definition). */
        Invalid: {
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
        /** @description Over the rate limit. */
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
        /** @description Still starting, or the database is down or has no free connection within PG_CONNECT_TIMEOUT_MS. Nothing was changed; try again after Retry-After. */
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
        /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
        dagName: string;
        /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
        runId: string;
        /** @description At most this many items (default 50). */
        limit: number;
        /** @description The `nextCursor` of the page before. */
        cursor: string;
        /** @description The last N lines (then `offset` is ignored). */
        tail: number;
        /** @description The first line to return, counted from 0. */
        offset: number;
        /** @description At most this many lines (default 1,000). */
        lineLimit: number;
    };
    requestBodies: never;
    headers: {
        /** @description Requests allowed in the window. */
        "X-RateLimit-Limit": string;
        /** @description Requests left in the window. */
        "X-RateLimit-Remaining": string;
        /** @description Seconds until the window starts again. */
        "X-RateLimit-Reset": string;
        "Retry-After": string;
        /** @description The caller's origin, only when CORS_ORIGINS lists it (never `*`). */
        "Access-Control-Allow-Origin": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listDags: {
        parameters: {
            query?: {
                name?: string;
                tag?: string;
                /** @description At most this many items (default 50). */
                limit?: components["parameters"]["limit"];
                /** @description The `nextCursor` of the page before. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of definitions; `nextCursor` is null on the last page. */
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
                        status: "success";
                        data: {
                            dags: components["schemas"]["DagSummary"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createDag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["DagName"];
                    spec: components["schemas"]["SpecText"];
                };
            };
        };
        responses: {
            /** @description The definition. */
            201: {
                headers: {
                    Location: string;
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: components["schemas"]["DagDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    validateDag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    spec: components["schemas"]["SpecText"];
                };
            };
        };
        responses: {
            /** @description Whether the definition is valid, and why not. */
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
                        status: "success";
                        data: {
                            valid: boolean;
                            /** @description At most one per character of the definition (SpecText). */
                            errors: {
                                /** Format: int32 */
                                line: number | null;
                                /** @description Names the problem and quotes the value at fault (bounded by the definition's size). */
                                message: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The definition. */
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
                        status: "success";
                        data: components["schemas"]["DagDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteDag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
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
                        status: "success";
                        data: {
                            name: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateDagSpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    spec: components["schemas"]["SpecText"];
                };
            };
        };
        responses: {
            /** @description The new definition. */
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
                        status: "success";
                        data: components["schemas"]["DagDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    startDag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    params?: string | {
                        [key: string]: string | number | boolean | null;
                    };
                    runId?: components["schemas"]["RunId"];
                };
            };
        };
        responses: {
            /** @description The run is queued; a worker picks it up at once. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunIdEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDagStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest run. */
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
                        status: "success";
                        data: components["schemas"]["Run"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    stopDag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs being stopped. */
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
                        status: "success";
                        data: {
                            stopped: components["schemas"]["RunId"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    retryDag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    runId?: components["schemas"]["RunId"];
                    step?: string;
                };
            };
        };
        responses: {
            /** @description The run is queued again. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunIdEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listRuns: {
        parameters: {
            query?: {
                /** @description At most this many items (default 50). */
                limit?: components["parameters"]["limit"];
                /** @description The `nextCursor` of the page before. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs; `nextCursor` is null on the last page. */
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
                        status: "success";
                        data: {
                            runs: components["schemas"]["Run"][];
                            nextCursor: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
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
                        status: "success";
                        data: components["schemas"]["Run"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRunLog: {
        parameters: {
            query?: {
                /** @description The last N lines (then `offset` is ignored). */
                tail?: components["parameters"]["tail"];
                /** @description The first line to return, counted from 0. */
                offset?: components["parameters"]["offset"];
                /** @description At most this many lines (default 1,000). */
                limit?: components["parameters"]["lineLimit"];
            };
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lines of the log. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getStepLog: {
        parameters: {
            query?: {
                stream?: "stdout" | "stderr";
                /** @description The last N lines (then `offset` is ignored). */
                tail?: components["parameters"]["tail"];
                /** @description The first line to return, counted from 0. */
                offset?: components["parameters"]["offset"];
                /** @description At most this many lines (default 1,000). */
                limit?: components["parameters"]["lineLimit"];
            };
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
                /** @description A step's name, or a handler's (`onInit`, `onSuccess`, `onFailure`, `onAbort` (`onCancel` when the YAML says `cancel`), `onExit`). */
                stepName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lines of the log. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    streamRunEvents: {
        parameters: {
            query?: {
                access_token?: string;
            };
            header?: never;
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
                /** @description Any other text names no run (404). (A request line is at most 16 KiB, Node's header limit.) */
                runId: components["parameters"]["runId"];
            };
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    triggerWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Missing or wrong, 401. */
                "X-Signature-256"?: string;
                /** @description Required (422 without it). */
                "X-Webhook-Delivery"?: string;
            };
            path: {
                /** @description Any other text names no DAG (404). (A request line is at most 16 KiB, Node's header limit.) */
                dagName: components["parameters"]["dagName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The run is queued. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunIdEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
}
