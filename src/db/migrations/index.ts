// Every migration, in order. Listed by hand so that they bundle and run the same under tsx and node.
import type { Migration } from 'kysely';
import * as m0001 from './0001_platform.js';
import * as m0002 from './0002_tables.js';
import * as m0003 from './0003_stashes.js';
import * as m0004 from './0004_usage.js';
import * as m0005 from './0005_jobs.js';
import * as m0006 from './0006_stash_text.js';
import * as m0007 from './0007_content.js';
import * as m0008 from './0008_content_events.js';
import * as m0009 from './0009_workflows.js';
import * as m0010 from './0010_notifications.js';
import * as m0013 from './0013_documents.js';
import * as m0011 from './0011_booking.js';
import * as m0012 from './0012_geocode_cache.js';
import * as m0014 from './0014_workflow_open_nodes.js';

export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_tables': m0002,
  '0003_stashes': m0003,
  '0004_usage': m0004,
  '0005_jobs': m0005,
  '0006_stash_text': m0006,
  '0007_content': m0007,
  '0008_content_events': m0008,
  '0009_workflows': m0009,
  '0010_notifications': m0010,
  '0013_documents': m0013,
  '0011_booking': m0011,
  '0012_geocode_cache': m0012,
  '0014_workflow_open_nodes': m0014,
};
