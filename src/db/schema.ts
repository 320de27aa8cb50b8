// Kysely table types. They mirror the migrations in ./migrations; change both together.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column with a default: read as Date, optional on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  name: string | null;
  password_hash: string | null;
  role: 'user' | 'admin' | 'moderator';
  status: Generated<'active' | 'suspended'>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PostsTable {
  id: Generated<string>;
  author_id: string;
  title: string;
  content: string;
  status: Generated<'draft' | 'published' | 'archived'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Date | null;
}

export interface CommentsTable {
  id: Generated<string>;
  post_id: string;
  author_id: string;
  content: string;
  created_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  key_hash: string;
  label: string | null;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: ColumnType<string, number | string, number | string>;
  count: number;
}

export interface AgentsTable {
  id: Generated<string>;
  name: string;
  type: 'openai' | 'anthropic' | 'google';
  status: Generated<'idle' | 'busy'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AgentTasksTable {
  id: Generated<string>;
  agent_id: string;
  title: string;
  description: string | null;
  priority: number;
  status: Generated<'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled'>;
  input: Json;
  result: Json | null;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamsTable {
  id: Generated<string>;
  name: string;
  created_at: Timestamp;
  quota_milli: ColumnType<string, string | number | undefined, string | number>;
  overage: ColumnType<'block' | 'metered', 'block' | 'metered' | undefined, 'block' | 'metered'>;
}

export interface TeamUsageTable {
  team_id: string;
  period: string;
  used_milli: ColumnType<string, string | number, string | number>;
}

export interface TeamTokensTable {
  id: Generated<string>;
  team_id: string;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: Date | null;
}

/** A column of a big table, as stored: the type is kept in Glide's spelling (dateTime, emailAddress, ...). */
export interface ColumnDef {
  id: string;
  displayName?: string;
  type: string;
}

export interface BigTablesTable {
  id: Generated<string>;
  team_id: string;
  name: string;
  columns: ColumnType<ColumnDef[], string, string>;
  version: ColumnType<string, string | number | undefined, string | number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BigRowsTable {
  table_id: string;
  seq: ColumnType<string, string | number | undefined, never>;
  row_id: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  version: ColumnType<string, string | number, string | number>;
}

export interface StashChunksTable {
  team_id: string;
  stash_id: string;
  serial: string;
  serial_num: string | null;
  rows: ColumnType<unknown[], string, string>;
  row_count: number;
  /** The cells are CSV/TSV text, read as the target table's types at commit. */
  text: Generated<boolean>;
  updated_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  team_id: string;
  status: Generated<'running' | 'succeeded' | 'failed'>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  /** `type` is absent in jobs failed before it was recorded. */
  error: ColumnType<{ type?: string; message: string } | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Sent content events, kept for a listener that reconnects (see src/content/events.ts). */
export interface ContentEventsTable {
  id: ColumnType<string, never, never>;
  type: string;
  ref: string;
  created_at: ColumnType<Date, never, never>;
}

/** A user's notifications (0010_notifications). */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  message: string;
  read_at: Date | null;
  created_at: Timestamp;
}

// The booking example (0011_booking). Money is in integer cents.
export type CabinClass = 'economy' | 'business' | 'first';

export interface FlightsTable {
  id: Generated<number>;
  flight_number: string;
  airline: string;
  origin: string;
  destination: string;
  departure_time: Date;
  arrival_time: Date;
  currency: string;
  created_at: Timestamp;
}

export interface FlightCabinsTable {
  flight_id: number;
  cabin: CabinClass;
  seats_total: number;
  seats_available: number;
  price_cents: number;
}

export interface BookingsTable {
  id: Generated<string>;
  user_id: string;
  flight_id: number;
  cabin: CabinClass;
  seats: number;
  status: Generated<'confirmed' | 'cancelled'>;
  price_cents: number;
  total_cents: number;
  currency: string;
  contact_email: string;
  payment_method: 'credit_card' | 'debit_card' | 'paypal' | 'bank_transfer';
  refund_cents: number | null;
  refund_rule: 'full' | 'half' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Date | null;
}

export interface BookingPassengersTable {
  booking_id: string;
  position: number;
  first_name: string;
  last_name: string;
  email: string;
  /** A date; the queries select it as text (YYYY-MM-DD), which no time zone can shift. */
  date_of_birth: ColumnType<string, string, string>;
  passport_number: string;
}

export interface BookingOutboxTable {
  id: Generated<string>;
  booking_id: string;
  kind: 'confirmation' | 'cancellation';
  recipient: string;
  subject: string;
  body: string;
  created_at: Timestamp;
  attempts: Generated<number>;
  sent_at: Date | null;
}

export interface BookingIdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  booking_id: string | null;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** The geocode proxy's cache (0012_geocode_cache): `results` is the contract's results array. */
export interface GeocodeCacheTable {
  provider: string;
  address_key: string;
  results: { lat: number; lng: number; address: string }[];
  expires_at: Date;
}

// Workflows (0009_workflows).
export interface DagsTable {
  name: string;
  spec: string;
  definition: Json;
  source: 'api' | 'file';
  tags: ColumnType<string[], string[] | undefined, string[]>;
  webhook_secret: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RunStatusText = 'queued' | 'running' | 'failed' | 'aborted' | 'succeeded' | 'partially_succeeded';
export type NodeStatusText = 'not_started' | 'ready' | 'running' | 'failed' | 'aborted' | 'succeeded' | 'skipped';
export type NodeKind = 'step' | 'init' | 'success' | 'failure' | 'abort' | 'exit';

export interface DagRunsTable {
  id: Generated<string>;
  dag_name: string;
  run_id: string;
  definition: Json;
  params: Json;
  params_text: string | null;
  webhook_payload: string | null;
  trigger: 'api' | 'retry' | 'schedule' | 'webhook';
  status: Generated<RunStatusText>;
  outcome: RunStatusText | null;
  attempt: Generated<number>;
  stop_requested: 'stop' | 'timeout' | null;
  error: string | null;
  queued_at: Timestamp;
  started_at: Date | null;
  finished_at: Date | null;
  deadline: Date | null;
}

export interface DagRunNodesTable {
  run_pk: string;
  name: string;
  kind: NodeKind;
  position: number;
  status: Generated<NodeStatusText>;
  continued: Generated<boolean>;
  ready_at: Date | null;
  worker_id: string | null;
  exit_code: number | null;
  started_at: Date | null;
  finished_at: Date | null;
  retry_count: Generated<number>;
  done_count: Generated<number>;
  error: string | null;
  output_name: string | null;
  output: string | null;
}

export interface DagStepLogsTable {
  run_pk: string;
  node: string;
  stream: 1 | 2;
  seq: number;
  data: string;
  bytes: number;
}

export interface DagStepLogDropsTable {
  run_pk: string;
  node: string;
  stream: 1 | 2;
  bytes: ColumnType<string, number | string, number | string>;
}

export interface DagRunEventsTable {
  run_pk: string;
  seq: Generated<string>;
  at: Timestamp;
  line: string;
}

export interface WorkflowWorkersTable {
  id: string;
  host: string;
  pid: number;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  dag_name: string;
  delivery_id: string;
  received_at: Timestamp;
}

export interface ScheduleFiresTable {
  dag_name: string;
  fire_at: Date;
}

export interface DocumentPackagesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  description: string | null;
  created_at: Timestamp;
}

export interface DocumentsTable {
  id: Generated<string>;
  seq: Generated<string>;
  package_id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  content: Buffer;
  stages: ColumnType<Record<string, unknown>, string | undefined, string>;
  markdown: string | null;
  ocr: boolean | null;
  segments: ColumnType<unknown, string | null | undefined, string | null>;
  l0: ColumnType<Record<string, unknown>, string | undefined, string>;
  l1: ColumnType<unknown, string | null | undefined, string | null>;
  normalized: ColumnType<unknown, string | null | undefined, string | null>;
  context: ColumnType<unknown, string | null | undefined, string | null>;
  assembled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  runsheet: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface DocumentJobsTable {
  id: Generated<string>;
  user_id: string;
  package_id: string;
  doc_ids: string[];
  stages: string[];
  enrich_only: Generated<boolean>;
  status: Generated<'queued' | 'running' | 'completed' | 'failed'>;
  progress: ColumnType<Record<string, unknown>, string | undefined, string>;
  error: string | null;
  attempts: Generated<number>;
  worker_id: string | null;
  lease_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface DocumentL2ClustersTable {
  package_id: string;
  clusters: Json;
  mention_count: number;
  built_at: Timestamp;
}

export interface DocumentEstateGraphsTable {
  package_id: string;
  version: string;
  graph: Json;
  built_at: Timestamp;
}

export interface Database {
  geocode_cache: GeocodeCacheTable;
  flights: FlightsTable;
  flight_cabins: FlightCabinsTable;
  bookings: BookingsTable;
  booking_passengers: BookingPassengersTable;
  booking_outbox: BookingOutboxTable;
  booking_idempotency_keys: BookingIdempotencyKeysTable;
  document_packages: DocumentPackagesTable;
  documents: DocumentsTable;
  document_jobs: DocumentJobsTable;
  document_l2_clusters: DocumentL2ClustersTable;
  document_estate_graphs: DocumentEstateGraphsTable;
  notifications: NotificationsTable;
  dags: DagsTable;
  dag_runs: DagRunsTable;
  dag_run_nodes: DagRunNodesTable;
  dag_step_logs: DagStepLogsTable;
  dag_step_log_drops: DagStepLogDropsTable;
  dag_run_events: DagRunEventsTable;
  workflow_workers: WorkflowWorkersTable;
  webhook_deliveries: WebhookDeliveriesTable;
  schedule_fires: ScheduleFiresTable;
  content_events: ContentEventsTable;
  jobs: JobsTable;
  stash_chunks: StashChunksTable;
  team_usage: TeamUsageTable;
  teams: TeamsTable;
  team_tokens: TeamTokensTable;
  big_tables: BigTablesTable;
  big_rows: BigRowsTable;
  users: UsersTable;
  posts: PostsTable;
  comments: CommentsTable;
  api_keys: ApiKeysTable;
  settings: SettingsTable;
  rate_limits: RateLimitsTable;
  agents: AgentsTable;
  agent_tasks: AgentTasksTable;
}

export type UserRow = Selectable<UsersTable>;
export type PostRow = Selectable<PostsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AgentRow = Selectable<AgentsTable>;
export type AgentTaskRow = Selectable<AgentTasksTable>;
export type BigTableRow = Selectable<BigTablesTable>;
export type BigRowRow = Selectable<BigRowsTable>;
