// Generated from specs/tables.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's big tables */
        get: operations["listTables"];
        put?: never;
        /**
         * Create a big table with a schema and, optionally, rows
         * @description The name comes from the body or the `name` query parameter (not both).
         */
        post: operations["createTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tables/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a big table from data at a URL, or from a CSV/TSV body
         * @description The server fetches `fromUrl` and infers the schema (see Import above). The table is named
         *     by `displayName`, else by the `name` query parameter, else after the URL's file name.
         *     A CSV/TSV body is imported the same way, named by the `name` query parameter, else "Imported table".
         */
        post: operations["importTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tables/{tableID}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
            };
            cookie?: never;
        };
        get?: never;
        /** Replace all rows (and the schema, when given), atomically */
        put: operations["overwriteTable"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tables/{tableID}/rows": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
            };
            cookie?: never;
        };
        /** A page of rows */
        get: operations["getRows"];
        put?: never;
        /**
         * Add rows
         * @description The body is an array of rows or a stash (Glide), or `{"rows": ...}` holding either (the seed). All rows are added or none.
         */
        post: operations["addRows"];
        delete?: never;
        options?: never;
        /** The table's version, as the ETag */
        head: operations["getTableVersion"];
        patch?: never;
        trace?: never;
    };
    "/tables/{tableID}/rows/{rowID}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
                rowID: components["parameters"]["rowID"];
            };
            cookie?: never;
        };
        /** One row */
        get: operations["getRow"];
        put?: never;
        post?: never;
        /**
         * Delete a row
         * @description Idempotent, as in Glide (its clients retry deletes): a row that does not exist (never did,
         *     or is already deleted) is answered `200 {}` too. Deleting nothing is no write: the table's
         *     version is not bumped and nothing is charged. The table itself must exist
         *     (`404 table_not_found` otherwise).
         */
        delete: operations["deleteRow"];
        options?: never;
        head?: never;
        /**
         * Change some cells of a row
         * @description `If-Match` is optional here (as in Glide); when given, it is compared with the row's version.
         */
        patch: operations["updateRow"];
        trace?: never;
    };
    "/jobs/{jobID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An asynchronous job's state */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's usage this month (not in Glide's API: an addition) */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stashes/{stashID}/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set one chunk of a stash (created on first use) */
        put: operations["putStashChunk"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stashes/{stashID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Drop a stash and its chunks */
        delete: operations["deleteStash"];
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
                type: string;
                message: string;
            };
        };
        Empty: Record<string, never>;
        TableSummary: {
            id: components["schemas"]["TableID"];
            name: string;
        };
        /** @enum {string} */
        ColumnType: "string" | "uri" | "imageURI" | "audioURI" | "markdown" | "phoneNumber" | "emailAddress" | "emoji" | "date" | "time" | "dateTime" | "duration" | "number" | "boolean" | "json" | "date-time" | "email-address" | "image-uri" | "phone-number" | "audio-uri";
        Column: {
            /** @description Column ids cannot start with `$`. */
            id: string;
            displayName?: string;
            type: components["schemas"]["ColumnType"] | {
                kind: components["schemas"]["ColumnType"];
            };
        };
        TableSchema: {
            columns: components["schemas"]["Column"][];
        };
        CreateTable: {
            name?: string;
            schema: components["schemas"]["TableSchema"];
            rows?: components["schemas"]["NewRows"] | components["schemas"]["StashRef"];
            appsToLink?: components["schemas"]["AppsToLink"];
        };
        /**
         * @description CSV (or TSV) text; the first line holds column ids, each further line a row. At most the body limit (TABLES_BODY_LIMIT_BYTES, 15 MB).
         * @example Name,Age,Birthday
         *     Alice,25,2024-08-29T09:46:16.722Z
         *     Bob,30,2020-01-15T09:00:16.722Z
         */
        TextRows: string;
        StashRef: {
            $stashID: string;
        };
        /** @description Cells by column id. */
        NewRow: Record<string, never>;
        NewRows: components["schemas"]["NewRow"][];
        Row: {
            $rowID: components["schemas"]["RowID"];
        } & {
            [key: string]: unknown;
        };
        /** Format: uuid */
        TableID: string;
        JobID: string;
        /** @description Made by the server (22 characters today). */
        RowID: string;
        /** @description One per row written, in input order; a table holds at most Glide's big-table limit of 10 million rows. */
        RowIDs: components["schemas"]["RowID"][];
        /** @description Accepted and ignored (no apps here). */
        AppsToLink: string[];
    };
    responses: {
        /** @description The request is malformed: request_validation_error, invalid_continuation, invalid_body (including unreadable CSV/TSV), invalid_version; or an import source could not be fetched or read (import_failed). */
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
        /** @description table_not_found, row_not_found, job_not_found, stash_not_found (a $stashID with no chunks), or request_error (a missing or bad token). */
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
        /** @description Rows do not fit the schema: column_id_not_found, column_has_invalid_value (the message names the column), column_id_reserved, column_id_not_unique, column_id_empty (a CSV/TSV header field with no name). */
        InvalidData: {
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
        /** @description The team's quota is used up and its overage is blocked (payment_required); nothing was written. */
        PaymentRequired: {
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
        /** @description The row was written after the If-Match version (precondition_failed). */
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
        /** @description Over 15 MB (payload_too_large). */
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
        /** @description Not a media type the operation accepts (unsupported_media_type). */
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
        /** @description service_unavailable: the service is still starting, or the database is down or has no free connection within PG_CONNECT_TIMEOUT_MS. Nothing was changed; try again after Retry-After. */
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
        /** @description Over the rate limit (rate_limit_exceeded). */
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
    };
    parameters: {
        tableID: string;
        /** @description When rows do not fit the schema: `abort` (default; 422 naming the column), `dropColumns` (leave the misfit cells out), or `updateSchema` (add missing columns, widen existing ones to string or json, keep the cells). */
        onSchemaError: "abort" | "dropColumns" | "updateSchema";
        /** @description `true`: answer 202 with a job at once and do the work in the background. */
        asynchronous: "true" | "false";
        stashID: string;
        rowID: string;
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
    listTables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tables, oldest first. */
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
                        /** @description Every table of the team (no paging; tables are created by hand or by import, far fewer than this). */
                        data: components["schemas"]["TableSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createTable: {
        parameters: {
            query?: {
                /** @description When rows do not fit the schema: `abort` (default; 422 naming the column), `dropColumns` (leave the misfit cells out), or `updateSchema` (add missing columns, widen existing ones to string or json, keep the cells). */
                onSchemaError?: components["parameters"]["onSchemaError"];
                name?: string;
            };
            header?: {
                /** @description `true`: answer 202 with a job at once and do the work in the background. */
                "x-glide-asynchronous"?: components["parameters"]["asynchronous"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTable"];
                "text/csv": components["schemas"]["TextRows"];
                "text/tab-separated-values": components["schemas"]["TextRows"];
            };
        };
        responses: {
            /** @description Created; the row ids are in the order of the input rows. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tableID: components["schemas"]["TableID"];
                            rowIDs: components["schemas"]["RowIDs"];
                        };
                    };
                };
            };
            /** @description Accepted as a job (x-glide-asynchronous); the table exists once the job succeeds. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tableID: components["schemas"]["TableID"];
                            jobID: components["schemas"]["JobID"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidData"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    importTable: {
        parameters: {
            query?: {
                /** @description When rows do not fit the schema: `abort` (default; 422 naming the column), `dropColumns` (leave the misfit cells out), or `updateSchema` (add missing columns, widen existing ones to string or json, keep the cells). */
                onSchemaError?: components["parameters"]["onSchemaError"];
                /** @description The table's name (for CSV/TSV bodies; with JSON, `displayName` wins). */
                name?: string;
                /** @description Accepted and ignored (no apps here). */
                appsToLink?: components["schemas"]["AppsToLink"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName?: string;
                    /** Format: uri */
                    fromUrl: string;
                    appsToLink?: components["schemas"]["AppsToLink"];
                } | components["schemas"]["CreateTable"];
                "text/csv": components["schemas"]["TextRows"];
                "text/tab-separated-values": components["schemas"]["TextRows"];
            };
        };
        responses: {
            /** @description Created; the row ids are in the order of the source's rows. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One entry per table made (always one here), as Glide answers. */
                        data: {
                            tableID: components["schemas"]["TableID"];
                            rowIDs: components["schemas"]["RowIDs"];
                            /** @description Always empty (no apps here). */
                            linkedAppIDs?: string[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidData"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    overwriteTable: {
        parameters: {
            query?: {
                /** @description When rows do not fit the schema: `abort` (default; 422 naming the column), `dropColumns` (leave the misfit cells out), or `updateSchema` (add missing columns, widen existing ones to string or json, keep the cells). */
                onSchemaError?: components["parameters"]["onSchemaError"];
            };
            header?: {
                /** @description `true`: answer 202 with a job at once and do the work in the background. */
                "x-glide-asynchronous"?: components["parameters"]["asynchronous"];
                /** @description The table version (`"N"`, from HEAD) this overwrite expects; 412 when the table changed since. */
                "If-Match"?: string;
            };
            path: {
                tableID: components["parameters"]["tableID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRows"] | {
                    schema?: components["schemas"]["TableSchema"];
                    rows: components["schemas"]["NewRows"] | components["schemas"]["StashRef"];
                };
                "text/csv": components["schemas"]["TextRows"];
                "text/tab-separated-values": components["schemas"]["TextRows"];
            };
        };
        responses: {
            /** @description Replaced; the new row ids in input order. */
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
                        data: {
                            rowIDs: components["schemas"]["RowIDs"];
                        };
                    };
                };
            };
            /** @description Accepted as a job (x-glide-asynchronous). */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            jobID: components["schemas"]["JobID"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidData"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getRows: {
        parameters: {
            query?: {
                /** @description Rows per page (default 250). */
                limit?: number;
                /** @description The `continuation` of the previous page. */
                continuation?: string;
            };
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rows, and a continuation unless this is the last page. */
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
                        data: components["schemas"]["Row"][];
                        continuation?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    addRows: {
        parameters: {
            query?: {
                /** @description When rows do not fit the schema: `abort` (default; 422 naming the column), `dropColumns` (leave the misfit cells out), or `updateSchema` (add missing columns, widen existing ones to string or json, keep the cells). */
                onSchemaError?: components["parameters"]["onSchemaError"];
            };
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRows"] | components["schemas"]["StashRef"] | {
                    rows: components["schemas"]["NewRows"] | components["schemas"]["StashRef"];
                };
                "text/csv": components["schemas"]["TextRows"];
                "text/tab-separated-values": components["schemas"]["TextRows"];
            };
        };
        responses: {
            /** @description Added; the row ids are in the order of the input rows. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            rowIDs: components["schemas"]["RowIDs"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidData"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getTableVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version is in the ETag. */
            200: {
                headers: {
                    ETag: string;
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request (no body: HEAD). */
            400: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such table, or a bad token (no body: HEAD). */
            404: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the rate limit (no body: HEAD). */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable or has no free connection in time (no body: HEAD); try again after Retry-After. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
                rowID: components["parameters"]["rowID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The row. */
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
                        data: components["schemas"]["Row"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    deleteRow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableID: components["parameters"]["tableID"];
                rowID: components["parameters"]["rowID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The row was deleted, or did not exist. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            /** @description table_not_found (a missing table, or another team's), or request_error (a missing or bad token). */
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
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    updateRow: {
        parameters: {
            query?: {
                /** @description When rows do not fit the schema: `abort` (default; 422 naming the column), `dropColumns` (leave the misfit cells out), or `updateSchema` (add missing columns, widen existing ones to string or json, keep the cells). */
                onSchemaError?: components["parameters"]["onSchemaError"];
            };
            header?: {
                /** @description A table version (`"N"`, from HEAD); 412 when the row was written after it. */
                "If-Match"?: string;
            };
            path: {
                tableID: components["parameters"]["tableID"];
                rowID: components["parameters"]["rowID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRow"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            400: components["responses"]["BadRequest"];
            402: components["responses"]["PaymentRequired"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidData"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description running, succeeded (with the result the synchronous call would have given), or failed
             *     with the error the synchronous call would have answered: `error` is that answer's
             *     `error` member, `{type, message}` alike (`type` is an addition to Glide's job shape,
             *     which has only `message`). Nothing was changed by a failed job. A job whose server
             *     stopped is failed with `internal_error`.
             */
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
                        data: {
                            /** @enum {string} */
                            status: "running" | "succeeded" | "failed";
                            result?: unknown;
                            error?: {
                                /** @description The error type the synchronous call answers, e.g. request_validation_error. */
                                type: string;
                                message: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage so far this month. */
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
                        data: {
                            /** @description The month, UTC. */
                            period: string;
                            /** @description Updates used this month. */
                            updates: number;
                            /** @description Updates included in the plan. */
                            quota: number;
                            /** @enum {string} */
                            overage: "block" | "metered";
                            /** @description Updates beyond the quota (metered teams). */
                            overageUpdates: number;
                            /** @description overageUpdates × 0.02, in currency units. */
                            overageCost: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    putStashChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stashID: components["parameters"]["stashID"];
                serial: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewRows"];
                "text/csv": components["schemas"]["TextRows"];
                "text/tab-separated-values": components["schemas"]["TextRows"];
            };
        };
        responses: {
            /** @description Stashed. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A CSV/TSV chunk whose header line names a column twice (column_id_not_unique) or leaves one unnamed (column_id_empty). A JSON chunk is checked against the table only when the stash is used. */
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
    deleteStash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stashID: components["parameters"]["stashID"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (also when there was no such stash). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
}
