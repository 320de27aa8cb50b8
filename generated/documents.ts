// Generated from specs/documents.yaml by scripts/generate.ts. Do not edit.

export interface paths {
    "/api/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's packages (every package for an admin), newest first */
        get: operations["listPackages"];
        put?: never;
        /** Make a package (the caller owns it) */
        post: operations["createPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/{package_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A package with its documents nested (in upload order) */
        get: operations["getPackage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/{package_id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one document into a package
         * @description See **Uploads** above for the three forms, the size limit and the types taken.
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's documents, a page at a time, in upload order */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{doc_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's metadata and the state of each stage */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{doc_id}/parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parties: `resolved.canonical_parties[]` */
        get: operations["getParties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{doc_id}/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dates: `resolved.governing_date` and the others found */
        get: operations["getDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{doc_id}/land": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Land: `resolved.canonical_tracts[]` */
        get: operations["getLand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{doc_id}/doc-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document type: `resolved.doc_category` */
        get: operations["getDocType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{doc_id}/conveyance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conveyance: `resolved.conveys_fee`, the estates moved and what is held back */
        get: operations["getConveyance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a processing job over a package or some of its documents
         * @description Exactly one of `package_id` (every document of the package) or `doc_ids` (documents of one
         *     package). `stages` run in the pipeline's order whatever order they are listed in (see
         *     **Pipeline stages**). `enrich_only: true` re-runs `assembly` and later from stored L0.
         */
        post: operations["startProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A job's status, its stages and its progress */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{package_id}/l2/parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run L2 party clustering over the package and answer the clusters
         * @description Clusters the parties of every document of the package that has a resolved record (L1):
         *     the variants of one person's or company's name across documents are one cluster, and
         *     different people with one name stay apart when the documents show it. The clusters are
         *     stored (the estate graph and chain analysis read them) and answered. Takes no body (an
         *     empty JSON object is accepted). The path is the seed's, without `/api`.
         */
        post: operations["runL2Parties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/{package_id}/estate-graph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stored estate graph
         * @description The last graph built (`POST`) for the package, or with `matcher` the last one built with
         *     that matcher version. (`?version=` is the platform's API version, so the matcher is chosen
         *     with `matcher` here.) 404 when none has been built.
         */
        get: operations["getEstateGraph"];
        put?: never;
        /**
         * Rebuild the estate graph from L0–L2 data with one matcher version, store it and answer it
         * @description Reads the resolved records (L1) of the package's documents, ordered by governing date (descents by death, below),
         *     then recording reference, and the package's L2 clusters (running L2 clustering first when
         *     none are stored or a document was resolved after them), and builds the graph with the
         *     matcher `version`:
         *
         *     - `2.0` deterministic: a grantor is linked to a holding only when its canonical name, as
         *       the instrument writes it, is character for character the holder's as the vesting
         *       instrument wrote it. Almost never wrong. Its gaps are the chain's, not the names': where
         *       it cannot link a grantor but 1.0's gates find his holding, now or later, it reports no
         *       `grantor_never_received`, and where they find only a later acquisition it reports that
         *       break as `conveyed_before_acquired`, as 1.0 does. What each holder still holds follows
         *       1.0's gates too: a grantor written otherwise ("S. C. Kinzie" for "Sarah Carlile
         *       Kinzie") gets an edge from a node of the name as written (acquired by nothing, where
         *       she acquires only later), and the holding 1.0 finds is the one conveyed, reserved from
         *       and inherited, so a later instrument of hers passes what she really kept (the reserved
         *       minerals, not the fee).
         *     - `1.0` five gates, tried in order; the first gate any candidate holding passes decides
         *       (holdings still held go through all five before any already conveyed away is tried;
         *       among several at one gate, the latest acquired):
         *       **L0** exact name; **L1** normalised name (case, punctuation, descriptors such as "a
         *       single man", "et ux", "Trustee", "a Texas corporation", index order "SMITH, JOHN A.",
         *       "Co."/"Company", "Corp."/"Corporation", "Inc."/"Ltd."/"L.L.C." dropped, OCR digits in
         *       words such as "Mi1ler"); **L2** same L2 cluster; **L3** initials and name order:
         *       surnames alike (one slip, two from eight letters), given names or their initials
         *       compatible in order ("J. A. Smith" ~ "John A. Smith", "Wm." ~ "William"), also with
         *       surname and given names swapped, suffixes compatible (Jr. never Sr. nor unsuffixed);
         *       **L4** fuzzy: Jaro-Winkler similarity of the normalised names at least 0.90, suffixes
         *       compatible, and date order (the holding acquired on or before the conveyance).
         *     - `1.1` edge scores: every candidate holding is scored. Its strongest name evidence
         *       (signals `exact_name` 1.0, `normalized_name` 0.95, `same_cluster` 0.9, `name_order`
         *       0.8 in order or 0.75 swapped, `similarity` 0.85 x Jaro-Winkler when at least 0.88),
         *       then `cluster_agreement` +0.05 (same cluster beside other evidence) or -0.08 (both
         *       clustered, apart), `date_order` -0.2 when acquired after the conveyance, `holding`
         *       -0.1 when already conveyed away. Blocking contradictions: `suffix_conflict`,
         *       `kind_mismatch` (person against company), `surname_mismatch` (surnames' Jaro-Winkler
         *       below 0.85 outside one cluster). Eligible: no blocking contradiction and a score of at
         *       least 0.7; the best eligible holding is linked, the edge carrying its `score` (1 for a
         *       first known holder, 0.5 for a co-grantor holding nothing beside one who does, 0 for a
         *       stranger), and `exploratory_outcomes` tells for each estate node why its grantor's
         *       holding beat the runner-up.
         *
         *     How estates flow, per tract and estate type, in document order (by governing date, but a
         *     probate or an affidavit of heirship at the death it records, since title vests at death:
         *     heirs' deeds made before an affidavit sworn years later, or a widow's affidavit sworn before
         *     her husband's, follow the death; never before the decedent's own acquisition): deeds (warranty, special
         *     warranty, quitclaim) and patents move the fee, and with it the minerals not yet severed
         *     and the right to lease; a reservation keeps the reserved minerals with the grantors (a
         *     mineral holding, no edge); probates and affidavits of heirship move every holding of the
         *     decedent to the heirs (every holding with a share left, and a royalty; in the shares the instrument's interest states, "Ella M. Hargrove 1/2;
         *     Thomas W. Hargrove 1/4; ...", else equal shares); mineral deeds move minerals (`conveyance.fraction`
         *     of the whole, from a severed holding or a fee owner's minerals); royalty deeds are links
         *     of the mineral chain that do not reduce the mineral fraction (their fraction, of the royalty, is
         *     not compared with the minerals held); a lease links the mineral
         *     owners (lessors) to the lessee, assignments move the leasehold, a release links the
         *     releasing lessee back to the lessors it names and those of the lease who still hold their
         *     minerals (not one whose minerals passed since, by death or deed); easements and
         *     deeds of trust move nothing. A decedent the matcher does not find among the holders
         *     passes the minerals when a holder of a compatible name holds only minerals there (2.0,
         *     whose names must be the very same, would otherwise invent a fee), else what the
         *     instrument conveys; 2.0 draws no edge for him when the chain cannot tell which (holders
         *     of a compatible name in both estates, or in neither of a chain already known). The same conveyance made again between the same parties (a
         *     correction or confirmation deed) is linked, is no `conveyed_more_than_held` and adds
         *     nothing to what the grantees hold. A grantor with no holding: first known holder when nothing
         *     of that estate is known on the tract yet, and always the grantor of a patent (no gap); the
         *     grantor of a mineral deed who is the first anyone is known to hold anything of the tract is
         *     its first known owner of the fee, from which the minerals he conveys are severed (his will
         *     or his heirs then pass the fee, with what minerals he kept); where nothing of the estate is
         *     known yet, a grantor who acquires it later from a co-grantor of the same instrument (a wife
         *     who inherits from her husband) only joined, no gap; otherwise a gap (see `EstateGap`),
         *     unless a co-grantor holds (a spouse joining: linked, no gap). A co-lessor of a lease of
         *     several tracts who holds nothing of one tract but leases another he holds (each owner of
         *     a community lease leases his own lot) is not linked on the tract he does not hold, nor is
         *     a lessor the lease's release names; a co-lessor who holds nothing anywhere beside a spouse
         *     of the same surname who does joins on the spouse's lots only. A certificate of merger (`other`) moves the merged company's leaseholds to the survivor, as
         *     an assignment does.
         *
         *     The graph is stored per package and version (a rebuild replaces it).
         */
        post: operations["buildEstateGraph"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/packages/{package_id}/chain-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chains of title per estate type (deprecated in favour of the estate graph)
         * @deprecated
         * @description `chains.fee`, `chains.mineral` and `chains.leasehold`, each with `dag.nodes` and
         *     `dag.edges`. Deprecated: answered with `Deprecation`, `Sunset` and a `Link` to the
         *     package's estate graph (its successor), and a `warnings[]` entry.
         *
         *     **L2 first**, as the seed says: chain analysis matches parties across documents through
         *     the package's L2 clusters, so it needs clustering to have run after the last document was
         *     resolved (`POST /packages/{package_id}/l2/parties`, or a job with `runtime_linking`).
         *     Until then it answers 409 `L2_REQUIRED`, whose message names that call. The path is the
         *     seed's, without `/api`.
         */
        get: operations["getChainAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/packages/{package_id}/runsheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The package's chronological runsheet, as JSON or (Accept text/csv) CSV
         * @description One row per resolved document (its `runsheet` stage completed), ordered by governing
         *     date, then recording reference: instrument, dates, grantors, grantees, tracts, interest,
         *     recording reference. `Accept: text/csv` answers the same rows as CSV (RFC 4180, a header
         *     line, several names or tracts in one cell joined by `; `). Documents without a runsheet
         *     row yet are listed in `pending_doc_ids` (JSON only).
         */
        get: operations["getRunsheet"];
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
                code: "VALIDATION_ERROR" | "INVALID_BODY" | "INVALID_VERSION" | "UNAUTHORIZED" | "MISSING_TOKEN" | "INVALID_TOKEN" | "INVALID_API_KEY" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_PROCESSED" | "L2_REQUIRED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMIT_EXCEEDED" | "SERVICE_UNAVAILABLE" | "INTERNAL_ERROR";
                message: string;
                details?: {
                    errors?: {
                        path: string;
                        message: string;
                    }[];
                    field?: string;
                    value?: unknown;
                };
            };
        };
        Warning: {
            /** @constant */
            type: "deprecation";
            message: string;
            /** Format: date */
            sunset: string;
        };
        /** @description A file name without folders. */
        Filename: string;
        /** Format: date */
        Date: string;
        /** Format: date */
        NullableDate: string | null;
        /** @enum {string} */
        Stage: "markdown" | "segmentation" | "extract_parties" | "extract_dates" | "extract_land_description" | "extract_conveyance" | "extract_document_classification" | "assembly" | "runsheet" | "runtime_linking";
        /** @enum {string} */
        StageStatus: "not_started" | "queued" | "running" | "completed" | "failed" | "skipped";
        /**
         * @description The instrument's kind, by its title, else by its operative words; a deed titled only as a
         *     deed ("DEED", "THIS DEED", "DEED OF BARGAIN AND SALE", "CORRECTION DEED") is of the kind its
         *     covenant says ("with covenants of Special Warranty", "WARRANT SPECIALLY": special warranty;
         *     "release, remise and quitclaim": quitclaim). A covenant of special warranty is what the
         *     grantor gave whatever the title says ("GENERAL WARRANTY DEED ... with covenant of SPECIAL
         *     WARRANTY" is a special warranty deed), and so is New York's covenant against the grantor's
         *     acts ("BARGAIN AND SALE DEED, WITH COVENANT AGAINST GRANTOR'S ACTS", "has not done or
         *     suffered anything whereby the said premises have been incumbered"); a title that names a
         *     general warranty is otherwise taken at its word. Louisiana's sales of land ("ACT OF CASH
         *     SALE", "CASH SALE DEED", "SALE OF LAND") are warranty deeds, or quitclaim deeds when sold
         *     "without any warranty ... not even for the return of the price"; its sales of minerals
         *     ("SALE OF MINERALS", "SALE OF MINERAL RIGHTS") are mineral deeds.
         *     "OIL AND GAS DEED", "DEED FOR OIL AND GAS" and "CONVEYANCE OF OIL, GAS AND MINERALS" are mineral deeds. A deed that warrants nothing
         *     passes the land as a quitclaim does and is a quitclaim deed: a "NON-WARRANTY DEED", a
         *     "BARGAIN AND SALE DEED" that only conveys, without any covenant of title (Oregon's statutory
         *     form; Nevada's "GRANT, BARGAIN AND SALE DEED" is a warranty deed, its grant implying the
         *     covenants). A deed made by an officer
         *     of a court or of the law (an executor's, administrator's, personal representative's,
         *     guardian's, conservator's, sheriff's or tax deed; Ohio's "FIDUCIARY DEED", a "DEED OF
         *     DISTRIBUTION", a personal representative's or executrix's "DISTRIBUTIVE DEED")
         *     is `other`: it names its own kind and warrants nothing, though it passes the owner's title
         *     (its grantor is the owner whose title passes: the decedent, the ward, the judgment debtor, the tenants in common of a partition sale,
         *     never the fiduciary or officer who signs). So is a judgment quieting title, which moves the
         *     fee (`conveys_fee` true) from the defendants of its caption (`grantor`) to its plaintiffs
         *     (`grantee`), dated the day it was ordered; and so is an instrument that conveys nothing (a
         *     ratification of a lease, whose owners who ratify are `lessor` and the lease's present holders
         *     it names, "now owned and held by X", `lessee`; a stipulation of interest, a unit designation), and one that moves nothing by
         *     itself: a deed that takes effect only at the owner's death ("BENEFICIARY DEED", "TRANSFER ON
         *     DEATH DEED": owner `grantor`, beneficiary `grantee`, `conveys_fee` false), a survivor's
         *     affidavit ("AFFIDAVIT OF DEATH OF JOINT TENANT", "... OF SURVIVING TENANT BY THE ENTIRETY",
         *     "... OF DEATH OF COMMUNITY PROPERTY SPOUSE", "... OF DEATH OF TRUSTEE": who died `decedent`,
         *     the survivor who swears `other`), the release of a lien ("SATISFACTION OF MORTGAGE", "DEED OF
         *     FULL RECONVEYANCE", "RELEASE OF DEED OF TRUST", Georgia's "CANCELLATION OF DEED TO SECURE DEBT": the holder who releases `grantor`, the
         *     borrowers of the recited mortgage `grantee`) and a contract for deed ("CONTRACT FOR DEED",
         *     "REAL ESTATE CONTRACT": sellers and buyers `other`; the deed given when it is paid moves the
         *     land). A small estate's affidavit ("SMALL ESTATE AFFIDAVIT", "AFFIDAVIT FOR TRANSFER OF TITLE
         *     TO REAL PROPERTY", Oregon's "AFFIDAVIT OF CLAIMING SUCCESSOR": its successors `heir`, the affiant who is one of them an heir only), a list of heirs (Virginia's "LIST OF HEIRS", its affiant, who states that he is an heir, an heir only; another affiant of an affidavit of heirship who is listed among the heirs is both `other` and `heir`) and a
         *     beneficiary's affidavit after the owner's death ("AFFIDAVIT OF GRANTEE BENEFICIARY") are
         *     affidavits of heirship. A warranty limited to those "claiming by, through or under the
         *     Grantor, and not otherwise" (Washington's bargain and sale deed) is a special warranty. An
         *     instrument that pledges the land for a debt is a deed of trust whatever it is called ("DEED
         *     OF TRUST", Oregon's "TRUST DEED", Georgia's "DEED TO SECURE DEBT", a mortgage).
         * @enum {string}
         */
        DocCategory: "warranty_deed" | "special_warranty_deed" | "quitclaim_deed" | "mineral_deed" | "royalty_deed" | "oil_and_gas_lease" | "assignment_of_lease" | "release_of_lease" | "affidavit_of_heirship" | "probate" | "patent" | "easement" | "deed_of_trust" | "other";
        /** @enum {string} */
        EstateType: "fee" | "mineral" | "leasehold";
        /** @enum {string} */
        Role: "grantor" | "grantee" | "lessor" | "lessee" | "assignor" | "assignee" | "decedent" | "heir" | "other";
        /** @enum {string} */
        MatcherVersion: "1.0" | "1.1" | "2.0";
        Package: {
            /** Format: uuid */
            package_id: string;
            name: string;
            description: string | null;
            /**
             * Format: uuid
             * @description The user who made it.
             */
            owner_id: string;
            /** Format: int32 */
            document_count: number;
            /** Format: date-time */
            created_at: string;
            documents?: unknown;
        };
        Document: {
            /** Format: uuid */
            doc_id: string;
            /** Format: uuid */
            package_id: string;
            filename: string;
            /** @enum {string} */
            content_type: "text/plain" | "text/markdown" | "application/pdf" | "image/png" | "image/jpeg" | "image/tiff";
            /**
             * Format: int64
             * @description At most DOCUMENTS_MAX_UPLOAD_BYTES (1 GiB at most).
             */
            size_bytes: number;
            /**
             * @description `uploaded` no stage run yet; `processing` a stage queued or running; `failed` a stage failed; else `processed`.
             * @enum {string}
             */
            status: "uploaded" | "processing" | "processed" | "failed";
            /** @description Every stage of the pipeline, in its order. */
            stages: {
                name: components["schemas"]["Stage"];
                status: components["schemas"]["StageStatus"];
                /** @description Why it failed or was skipped. */
                error?: string;
                /**
                 * Format: uuid
                 * @description The job that ran it last.
                 */
                job_id?: string;
                /** Format: date-time */
                finished_at?: string;
            }[];
            /**
             * Format: int32
             * @description Characters of text after `markdown` (null before).
             */
            text_length: number | null;
            /** @description Whether the text came from OCR (null before `markdown`). */
            ocr: boolean | null;
            /** Format: date-time */
            created_at: string;
        };
        ExtractionDebug: {
            /** Format: uuid */
            doc_id: string;
            /** @description debug only: the provider's raw output (L0) for this field's extraction stage. */
            extraction?: unknown;
            /** @description debug only: the normalised values assembly worked from. */
            normalized?: Record<string, never>;
            /** @description debug only: the text spans each value came from, keyed by field path (`parties[0].canonical_name`, `tracts[0]`, `dates.governing_date`, ...), only the keys of this endpoint's field. */
            extraction_context?: {
                [key: string]: {
                    /** Format: int32 */
                    start: number;
                    /** Format: int32 */
                    end: number;
                    text: string;
                }[];
            };
        };
        Job: {
            /** Format: uuid */
            job_id: string;
            /** Format: uuid */
            package_id: string;
            /**
             * @description `queued` → `running` → `completed` or `failed`; a job whose worker was lost goes back to `running` under another worker.
             * @enum {string}
             */
            status: "queued" | "running" | "completed" | "failed";
            /** @description The stages asked for, in the order they run. */
            stages: {
                name: components["schemas"]["Stage"];
                /**
                 * @description `failed` when it failed for some document; `skipped` with enrich_only for the stages before assembly.
                 * @enum {string}
                 */
                status: "queued" | "running" | "completed" | "failed" | "skipped";
                /**
                 * Format: int32
                 * @description Documents it runs over (1 for runtime_linking: the package).
                 */
                documents_total: number;
                /** Format: int32 */
                documents_done: number;
                /** Format: int32 */
                documents_failed: number;
            }[];
            progress: {
                /**
                 * Format: int32
                 * @description Document stages finished: completed, failed or skipped.
                 */
                done: number;
                /** Format: int32 */
                total: number;
                /** Format: int32 */
                percent: number;
            };
            enrich_only: boolean;
            doc_ids: string[];
            /** @description Why the job failed (null otherwise). */
            error: string | null;
            /**
             * Format: int32
             * @description Times a worker took it (more than 1 after a worker was lost or stopped).
             */
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        Party: {
            /** @description Unique in its document only. */
            party_id: string;
            /** @description The fullest form the instrument gives, natural order, no descriptors. */
            canonical_name: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            kind?: "person" | "organization";
            /** @description Present only when `runtime_linking` gave `canonical_name` the spelling other documents of the package give: the name as this instrument reads it, an OCR slip that reads as that spelling through the usual confusions (e/c, i/l/1, o/0, s/5, m/rn: "Phillip W. Gautrcaux" where two or more others read "Phillip W. Gautreaux"), written so in this document only. A later `assembly` of this document drops the correction until `runtime_linking` runs again. */
            name_as_written?: string;
            /** @description Present only when the instrument gives this party a part in some of its tracts and not the others: a community lease's schedule of lessors, which sets each owner's lot and block opposite his name ("QUIGLEY, ORVILLE M.    28    35    Town of Wilmington"), the `tract_id`s of those lots; a deed of partition, whose clauses each release to one co-owner the tract set apart to him ("the party of the first part does hereby release and quitclaim unto the said Henry H. Nolting ... TRACT ONE ...; and the party of the second part ... unto the said Samuel E. Nolting ... TRACT TWO"), where each co-owner is listed twice, `grantee` of the tracts of his clause and `grantor` of the others'. The estate graph links such a party on those tracts only, and the release of such a lease goes back, on each tract, to the lessors of that tract (and whoever holds its minerals then). */
            tract_ids?: string[];
        };
        Tract: {
            /** @description Stable across documents that describe the same land, from the fields that locate it: a rectangular-survey tract by state, section, township, range, aliquot part and lots; a Texas tract by county, abstract, section and aliquot part, and, when it has no section, its stated acres too (two tracts of one survey listed with their own acreages are two tracts); a tract described by metes and bounds alone (Appalachia: "situate on the waters of Fishing Creek, in Center District, Wetzel County, West Virginia ... containing 221.5 acres, more or less") by state, county, warrant and stated acres, all its other fields null; a lot of a New York land purchase ("part of Great Lot No. 65 in Township No. 3, Range 1 of the Holland Land Company's Purchase") by state, county, purchase, township, range, lot and stated acres; a Georgia land lot by state, county, land district, lot and the part of the lot; a lot of Ohio's United States Military District by its quarter township, township, range, lot and stated acres (two parcels of one lot are two tracts); one of Maryland's Military Lots by state, county and lot. */
            tract_id: string;
            tract_identity_phrase: string;
            /** @description Two letters. */
            state: string | null;
            /** @description Without the word County (or Parish); in Alaska, which has no counties, the recording district its recorder indexes by, without those words ("the Kenai Recording District, Third Judicial District": "Kenai"). When the instrument names none (a patent of "section six, in township sixteen north, of range six west, of the Michigan meridian") and other documents of the package name one for the same tract (same `tract_id`, all agreeing), `runtime_linking` fills it in and `county_source` names that document. */
            county: string | null;
            /** @description Present only when `county` was filled in from another document of the package (`runtime_linking`): the earliest document, in the graph's order, that names it for this tract. A later `assembly` of this document drops the fill until `runtime_linking` runs again. */
            county_source?: {
                /** Format: uuid */
                doc_id: string;
            };
            section: string | null;
            /** @description "16N"; the bare number in Ohio's Seven Ranges and Ohio River Survey, which give none ("Section 25, Township 8, Range 5": "8"), and in New York's land purchases ("Lot 91 in the First Township in the Sixth Range of the Phelps and Gorham Purchase": "1"), and the land district of a Georgia land lot ("Land Lot 171 in the 13th Land District of Miller County": "13", lot "171"); in Ohio's United States Military District the bare township number, the quarter township in `section` ("part of Lot Number Fourteen (14) in the Second Quarter of Township Six (6), Range Seven (7), United States Military Lands": section "2", township "6", range "7", lot "14") */
            township: string | null;
            /** @description "7W"; "5" in Ohio as the township; a New England town's range of lots as a bare number ("Lot No. 59 in the Eighth Range", "the twelfth lot in the fourth range of lots": range "8", "4", lot "59", "12"; the town and its division in no field) */
            range: string | null;
            /** @description "NE/4", "E/2 SW/4", "ALL" */
            aliquot: string | null;
            /** @description The Texas survey the land lies in, normalised: a railroad's grant as its initials and "RR Co. Survey" ("T. & P. Ry. Co.", "Texas and Pacific Railway Company": "T&P RR Co. Survey"); another grant known by initials as they are written, run together ("G. & M. M. B. & A.": "G&MMB&A Survey"), the Texas Emigration and Land Company's as "TE&L Co. Survey" ("Section No. 2547, T.E.&L. Co. Survey", "Texas Emigration and Land Company Survey No. 2547"); a labor of a county's school land by the county that owned it ("All of Labor No. 14, League No. 2, Collin County School Land, Abstract No. 1795, Clay County": "Collin County School Land Survey", section "14" the labor, block "2" the league, county "Clay" where it lies); a person's survey by the name ("J. M. Hughes Survey"); "PSL Survey" for public school lands, "University Lands Survey" for the University of Texas's ("Section 34, Block 20, University Lands"); a Spanish or Mexican grant, a league or a labor by its own word ("James Kerr Grant"), a numbered share of its partition in `lot` ("Share No. 3 of the Jose Vasquez Borrego Grant", "Randado Grant, Share 5": lot "3", "5"); a porcion of the Rio Grande's ancient jurisdictions by its number ("Porcion No. 34, ancient jurisdiction of Revilla, Abstract No. 238": "Porcion 34", abstract "238"); a Pennsylvania warrant the land was surveyed on likewise ("surveyed on a warrant to Daniel Boone": "Daniel Boone Warrant"); a New York land purchase by the name it is known by ("Holland Land Company's Purchase", and the company's survey of it, "Lot No. 19, Township 5, Range 5 of the Holland Land Company's Survey": "Holland Purchase"; "Phelps & Gorham's Purchase": "Phelps and Gorham Purchase"), its great lot in `lot` ("91"); two parcels of one great lot with their own acreages are two tracts. Outside Texas, a lot of a subdivided California rancho by the rancho, its lot in `lot` ("Lot Ninety-Seven (97) of the Rancho Sespe", "Lot 34 of the Subdivision of Rancho Sespe": "Rancho Sespe", lot "97", "34"); a mineral survey of patented claims by its number, with the township and range it lies in ("the Sunnyside Nos. 1 to 3 Oil Shale Placer Claims (Mineral Survey No. 20875), situate in T8S, R97W": "Mineral Survey No. 20875", township "8S", range "97W", no section). */
            survey: string | null;
            abstract: string | null;
            block: string | null;
            /** @description "3, 4": government lots (also written "L3, L4"), a New York great lot, a Georgia land lot, a lot of Ohio's Military District or of Maryland's Military Lots, a tract of a township's resurvey ("Tract 61, Township 6 South, Range 92 West": lot "61", township "6S", range "92W", no section) */
            lot: string | null;
            /** @description As the instrument states them; when it does not, and another document of the package states them for the same tract (same `tract_id`, every statement agreeing), `runtime_linking` fills them in and `acres_source` names that document. Null when no document states them, or the documents disagree. */
            acres: number | null;
            /** @description Present only when `acres` were filled in from another document of the package (`runtime_linking`): the earliest document, in the graph's order, that states them for this tract. A later `assembly` of this document drops the fill until `runtime_linking` runs again. */
            acres_source?: {
                /** Format: uuid */
                doc_id: string;
            };
            /** @description Present only when `runtime_linking` gave `survey` the spelling most documents of the package give for the same tract (same `tract_id`: a Texas tract by county and abstract, whose survey is one): the name as this instrument reads it, an OCR slip ("Ellas R. Wightman League" where three others read "Elias R. Wightman League"), within two letters of it. A later `assembly` of this document drops the correction until `runtime_linking` runs again. */
            survey_as_written?: string;
            /** @description Platted lots: "Original Town of Wheeler"; and the lot survey of a lot that its number alone does not place: "United States Military District" (Ohio's, above), "Military Lots westward of Fort Cumberland" (Maryland's: "Military Lot No. 2734 westward of Fort Cumberland", lot "2734", one tract a lot). */
            subdivision?: string | null;
        };
        L2Clusters: {
            /** Format: uuid */
            package_id: string;
            /**
             * Format: int32
             * @description Party mentions clustered.
             */
            mention_count: number;
            /** Format: date-time */
            built_at: string;
            clusters: {
                cluster_id: string;
                canonical_name: string;
                members: {
                    /** Format: uuid */
                    doc_id: string;
                    party_id: string;
                    name: string;
                }[];
            }[];
        };
        /**
         * @description One holding of one estate in one tract: the same holder, estate, tract and vesting
         *     instrument are one node. `id` is derived from those four, so it is the same on every
         *     build. A fee owner's minerals and right to lease, when conveyed, get a mineral or
         *     leasehold node acquired by the instrument that vested the fee.
         */
        EstateNode: {
            id: string;
            estate_type: components["schemas"]["EstateType"];
            tract_id: string;
            /** @description The holder's canonical name. */
            holder: string;
            /** @description The holder's L2 cluster. */
            holder_cluster_id: string | null;
            /** @description The instrument that vested it; null for a chain's first known holder. */
            acquired_by_doc_id: string | null;
        };
        EstateEdge: {
            /** @description Node id of the grantor's holding. */
            from: string;
            /** @description Node id of the grantee's holding. */
            to: string;
            /**
             * Format: uuid
             * @description The instrument that made the link.
             */
            doc_id: string;
            /** @description Matcher 1.1: the link's edge score. */
            score?: number;
        };
        EstateGap: {
            estate_type: components["schemas"]["EstateType"];
            tract_id: string;
            /**
             * @description `grantor_never_received`: no instrument in the package vests the estate in the grantor;
             *     `conveyed_before_acquired`: the grantor conveyed before the instrument that vested it
             *     (vested within 15 years of the conveyance: a holding of the grantor's name vested later is
             *     another person's, and the grantor never received the estate);
             *     `conveyed_more_than_held`: the grantor conveyed a larger share than it held.
             * @enum {string}
             */
            kind: "grantor_never_received" | "conveyed_before_acquired" | "conveyed_more_than_held";
            description: string;
            /**
             * Format: uuid
             * @description `conveyed_before_acquired`: the conveying instrument (the break). Otherwise the
             *     instrument before the break: the last one of that chain (`grantor_never_received`), or
             *     the one that vested the grantor's holding (`conveyed_more_than_held`).
             */
            before_doc_id?: string;
            /**
             * Format: uuid
             * @description `conveyed_before_acquired`: the later instrument that vested the grantor. Otherwise
             *     the conveying instrument where the chain breaks.
             */
            after_doc_id?: string;
        };
        /**
         * @description Matcher 1.1's decision for one estate node (its key in `exploratory_outcomes`): which
         *     holding its grantor conveyed from. With several grantors, the best-scoring one's decision.
         */
        Comparison: {
            /** @description The node the edge comes from (the grantor's own node when first known holder or no holding matched). */
            winner_id: string;
            /** @description The next best candidate holding; null when there was none. */
            runner_up_id: string | null;
            /** @description Winner's score minus the runner-up's (the winner's score when there is no runner-up). */
            rank_delta: number;
            top_winner_reasons: {
                /** @description A scoring signal (see buildEstateGraph): exact_name, normalized_name, same_cluster, name_order, similarity, cluster_agreement, date_order, holding, first_known_holder. */
                signal: string;
                /** @description The signal's value for the winner. */
                winner_state: unknown;
                /** @description Its value for the runner-up (null without one). */
                runner_up_state: unknown;
                /** @description How much more the signal gave the winner's score than the runner-up's (number). */
                differentiation: unknown;
            }[];
            top_runner_up_losses: {
                /** @description A blocking contradiction or a signal that cost the runner-up. */
                signal: string;
                issue: string;
            }[];
            suppression_analysis: {
                /** @description Whether the winner passed (no blocking contradiction, score at least 0.7); false when no holding matched and the grantor's own node stands in (a gap). */
                eligible: boolean;
                /** @description The winner's: suffix_conflict, kind_mismatch, surname_mismatch, or no_holding_matched. */
                blocking_contradictions: ("suffix_conflict" | "kind_mismatch" | "surname_mismatch" | "no_holding_matched")[];
            };
        };
        EstateGraph: {
            /** Format: uuid */
            package_id: string;
            version: components["schemas"]["MatcherVersion"];
            /** Format: date-time */
            built_at: string;
            dag: {
                nodes: components["schemas"]["EstateNode"][];
                edges: components["schemas"]["EstateEdge"][];
                gaps: components["schemas"]["EstateGap"][];
            };
            /** @description Counts: `documents`, `tracts`, `nodes`, `fee_estates`, `mineral_estates`, `leasehold_estates` (nodes of each estate type), `edges`, `gaps`, and the gaps of each kind (`grantor_never_received`, `conveyed_before_acquired`, `conveyed_more_than_held`). */
            summary: {
                [key: string]: number;
            };
            /** @description Matcher 1.1 only: keyed by estate node id. */
            exploratory_outcomes?: {
                [key: string]: {
                    comparison: components["schemas"]["Comparison"];
                };
            };
        };
        Chain: {
            dag: {
                nodes: components["schemas"]["EstateNode"][];
                edges: components["schemas"]["EstateEdge"][];
            };
        };
        RunsheetRow: {
            /** Format: uuid */
            doc_id: string;
            filename: string;
            instrument: components["schemas"]["DocCategory"];
            governing_date: components["schemas"]["NullableDate"];
            execution_date: components["schemas"]["NullableDate"];
            effective_date: components["schemas"]["NullableDate"];
            recording_date: components["schemas"]["NullableDate"];
            /** @description Names on the conveying side (grantor, lessor, assignor, decedent). */
            grantors: string[];
            /** @description Names on the receiving side (grantee, lessee, assignee, heir). */
            grantees: string[];
            /** @description Tract identity phrases. */
            tracts: string[];
            interest: string | null;
            recording_reference: string | null;
        };
    };
    responses: {
        /** @description Malformed JSON or multipart body (INVALID_BODY), or an unsupported API version (INVALID_VERSION). */
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
        /** @description The request breaks a rule (VALIDATION_ERROR, `details.errors[]`). */
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
        /** @description A wrong API key (INVALID_API_KEY), or a suspended account writing (FORBIDDEN). */
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
        /** @description No such package, document or job, or not the caller's (NOT_FOUND). */
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
        /** @description `NOT_PROCESSED`: the document has no resolved record yet (run a job with the stages up to `assembly`). */
        NotProcessed: {
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
        /** @description The body is over `DOCUMENTS_MAX_UPLOAD_BYTES` (PAYLOAD_TOO_LARGE). */
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
        /** @description The body, or the uploaded document, is of a type not taken (UNSUPPORTED_MEDIA_TYPE; the message names the types taken). */
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
        /** @description SERVICE_UNAVAILABLE: starting, or no database connection within PG_CONNECT_TIMEOUT_MS; try again after Retry-After. */
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
        /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
        package_id: string;
        /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
        doc_id: string;
        /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
        job_id: string;
        /** @description `true`: add `extraction` (the provider's raw output for this field's stage), `normalized` and `extraction_context`. */
        debug: boolean;
    };
    requestBodies: never;
    headers: {
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
    listPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{packages: [...]}`, an object with an array, as the seed says. */
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
                        packages: components["schemas"]["Package"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    createPackage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The package. */
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
                    "application/json": components["schemas"]["Package"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getPackage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package and `documents[]`. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"] & {
                        documents: components["schemas"]["Document"][];
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
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filename: components["schemas"]["Filename"];
                    /** @description At most DOCUMENTS_MAX_UPLOAD_BYTES of UTF-8 (25 MiB by default, 1 GiB at most). */
                    text: string;
                } | {
                    filename: components["schemas"]["Filename"];
                    /** @description Base64 of at most DOCUMENTS_MAX_UPLOAD_BYTES (1 GiB at most). */
                    content_base64: string;
                    /** @example application/pdf */
                    content_type: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The document, at most DOCUMENTS_MAX_UPLOAD_BYTES; the part carries its filename and Content-Type.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The document, its stages `not_started`. */
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
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Only this package's documents (404 when it is not the caller's). */
                package_id?: string;
                /** @description 1-based. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `items[]` of the page, `total` documents in all pages. */
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
                        items: components["schemas"]["Document"][];
                        /** Format: int32 */
                        total: number;
                        /** Format: int32 */
                        page: number;
                        /** Format: int32 */
                        page_size: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                doc_id: components["parameters"]["doc_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
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
    getParties: {
        parameters: {
            query?: {
                /** @description `true`: add `extraction` (the provider's raw output for this field's stage), `normalized` and `extraction_context`. */
                debug?: components["parameters"]["debug"];
            };
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                doc_id: components["parameters"]["doc_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resolved parties; with `debug=true` also what they came from. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionDebug"] & {
                        resolved: {
                            canonical_parties: components["schemas"]["Party"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotProcessed"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDates: {
        parameters: {
            query?: {
                /** @description `true`: add `extraction` (the provider's raw output for this field's stage), `normalized` and `extraction_context`. */
                debug?: components["parameters"]["debug"];
            };
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                doc_id: components["parameters"]["doc_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `governing_date` (the effective date, else execution, else recording; null when none is found) and each other date the instrument gives (absent when it gives none). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionDebug"] & {
                        resolved: {
                            governing_date: components["schemas"]["NullableDate"];
                            execution_date?: components["schemas"]["Date"];
                            effective_date?: components["schemas"]["Date"];
                            acknowledgment_date?: components["schemas"]["Date"];
                            recording_date?: components["schemas"]["Date"];
                            /** @description The death an affidavit of heirship, a probate record or a survivor's affidavit recites. */
                            death_date?: components["schemas"]["Date"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotProcessed"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getLand: {
        parameters: {
            query?: {
                /** @description `true`: add `extraction` (the provider's raw output for this field's stage), `normalized` and `extraction_context`. */
                debug?: components["parameters"]["debug"];
            };
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                doc_id: components["parameters"]["doc_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracts the instrument describes. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionDebug"] & {
                        resolved: {
                            canonical_tracts: components["schemas"]["Tract"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotProcessed"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getDocType: {
        parameters: {
            query?: {
                /** @description `true`: add `extraction` (the provider's raw output for this field's stage), `normalized` and `extraction_context`. */
                debug?: components["parameters"]["debug"];
            };
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                doc_id: components["parameters"]["doc_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instrument's category. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionDebug"] & {
                        resolved: {
                            doc_category: components["schemas"]["DocCategory"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotProcessed"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getConveyance: {
        parameters: {
            query?: {
                /** @description `true`: add `extraction` (the provider's raw output for this field's stage), `normalized` and `extraction_context`. */
                debug?: components["parameters"]["debug"];
            };
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                doc_id: components["parameters"]["doc_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the instrument moves the fee (by grant, descent or decree), every estate it moves, its reservations and exceptions as written, and the interest moved. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtractionDebug"] & {
                        resolved: {
                            /** @description Whether the fee (the land, with whatever minerals are not severed) passes. A probate or an affidavit of heirship passes what the decedent held: after `runtime_linking`, false when the package's chain (the estate graph, matcher 1.0) shows the decedent held minerals only on its tracts. */
                            conveys_fee: boolean;
                            estate_types_conveyed: components["schemas"]["EstateType"][];
                            /** @description Present only when `runtime_linking` corrected a probate's or an affidavit of heirship's `estate_types_conveyed` to ["mineral"] (`conveys_fee` false) because the decedent held minerals only: the estates as the instrument's words read (usually ["fee"]). A later `assembly` of this document drops the correction until `runtime_linking` runs again. */
                            estate_types_as_written?: components["schemas"]["EstateType"][];
                            reservations: string[];
                            /** @description "fee", "undivided 1/2 mineral interest", "1/8 royalty", ... */
                            interest: string | null;
                            /** @description The fraction of the estate moved when the instrument says (0.5; 1 for a mineral deed of "all of the oil, gas and other minerals in and under" the land, the whole of them, so a grantor who held half conveyed more than he held); null: all the grantor has ("all of the right, title and interest in and to ...", "all of his interest"). */
                            fraction: number | null;
                            /** @description Each reservation, structured (when the extractor finds its parts). */
                            reservation_details?: {
                                estate_type: components["schemas"]["EstateType"];
                                /** @description "1/2", "all" */
                                fraction: string | null;
                                reserved_by: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["NotProcessed"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    startProcessing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    package_id?: string;
                    doc_ids?: string[];
                    stages: components["schemas"]["Stage"][];
                    /** @default false */
                    enrich_only?: boolean;
                };
            };
        };
        responses: {
            /** @description The job, queued. Poll `GET /api/jobs/{job_id}` (the Location). */
            202: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        job_id: string;
                        /** @constant */
                        status: "queued";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                job_id: components["parameters"]["job_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
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
    runL2Parties: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /**
             * @description The clusters. How mentions are grouped: names are read without descriptors ("a single
             *     man", "et ux", "Trustee", "a Texas corporation", "also known as ..."), index style
             *     ("SMITH, JOHN A.") turned to natural order, company abbreviations and legal forms
             *     evened out ("Co." = "Company", "Inc." dropped); names that could be one (surname alike
             *     within one OCR slip, given names or initials compatible in order, Jr. never with Sr. or
             *     an unsuffixed name, which goes with Sr.; a married woman's maiden name as her middle name,
             *     "Minnie Fraliex Dixon", with another middle name, "Minnie Lynn Dixon", when the maiden name
             *     is a surname of the package's people) join, the most fully written first, unless the
             *     documents say otherwise: two mentions on one side of one instrument (two grantors, two
             *     lessors; the same name as grantor and grantee can be one person, unless that
             *     instrument gives them two residences), one name with two different
             *     spouses joining (then a mention without a spouse joins the one sharing its land, else
             *     the one nearest in date), two residences ("of Kingfisher County", "of Canadian County")
             *     or more than 70 years between them on no common tract, or a death: one who takes
             *     (grantee, lessee, assignee) more than a year after a decedent of his name is another
             *     person, even on the same land (a dead man takes nothing; the son named after his
             *     father), dated by the death the instrument states when it does (`death_date`), and
             *     two decedents whose instruments state deaths more than a year apart are two people. A
             *     grantor after his death (his executor's deed), an heir listed after it and the grantee
             *     of an instrument that moves no estate (a lien released to long-dead borrowers) are no
             *     taking. A trustee ("A and B, as Trustees of the X Trust", "C, Trustee") holds for
             *     the trust and is another person than the same name individually. `canonical_name` is the fullest form written. `cluster_id` is
             *     derived from the cluster's first member (document and party), so it is the same on
             *     every run for the same documents.
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
                    "application/json": components["schemas"]["L2Clusters"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getEstateGraph: {
        parameters: {
            query?: {
                matcher?: components["schemas"]["MatcherVersion"];
            };
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The graph. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstateGraph"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    buildEstateGraph: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: components["schemas"]["MatcherVersion"];
                };
            };
        };
        responses: {
            /** @description The graph just built. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstateGraph"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            503: components["responses"]["Unavailable"];
        };
    };
    getChainAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chains. */
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
                        /** Format: uuid */
                        package_id: string;
                        chains: {
                            fee: components["schemas"]["Chain"];
                            mineral: components["schemas"]["Chain"];
                            leasehold: components["schemas"]["Chain"];
                        };
                        warnings?: components["schemas"]["Warning"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description `L2_REQUIRED`: run L2 clustering first (`POST /packages/{package_id}/l2/parties`). */
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
    getRunsheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A UUID; anything else names nothing (404). (A request line is at most 16 KiB, Node's header limit.) */
                package_id: components["parameters"]["package_id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runsheet. */
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
                        /** Format: uuid */
                        package_id: string;
                        rows: components["schemas"]["RunsheetRow"][];
                        pending_doc_ids: string[];
                    };
                    "text/csv": string;
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
