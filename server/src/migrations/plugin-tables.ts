import type { Core } from '@strapi/strapi';

/** A knex instance or transaction (`strapi.db.connection`, or the `trx` of a knex transaction). */
export type Knex = Core.Strapi['db']['connection'];

/**
 * The plugin's own tables: not content types, so Strapi's schema sync never creates, changes or
 * drops them (`@strapi/database` `schema/diff.js` leaves "a user custom table" alone); the
 * migrations of `migrations/list.ts` do (docs/database.md).
 */

/** Which migrations ran: one row per migration id, with when (docs/database.md). */
export const MIGRATIONS_TABLE = 'route_discovery_migrations';

/** The reference index: one row per reference occurrence (docs/decisions/0180-reference-index-tables.md). */
export const REFERENCES_TABLE = 'route_discovery_references';

/** Small named values of the index: the write lock, the rebuild's state, each type's watermark. */
export const STATE_TABLE = 'route_discovery_reference_state';

/** The state row every index write updates first, so index writes take turns. */
export const LOCK_ROW = 'lock';

/** Refused credentials per client address and time bucket (the failure throttle, docs/security.md). */
export const FAILURES_TABLE = 'route_discovery_failures';

/** Ids of export tickets already used, until they expire (docs/decisions/0130-paged-lists.md). */
export const SPENT_TICKETS_TABLE = 'route_discovery_spent_tickets';

/**
 * The published site URL of every document and locale, as last seen (docs/decisions/0211-moved-urls-storage.md):
 * the "before" of a move. Derived from content: rebuilt when empty.
 */
export const SITE_URLS_TABLE = 'route_discovery_site_urls';
/** Watched URLs and their state (the monitor, docs/monitoring.md). */
export const WATCH_TARGETS_TABLE = 'route_discovery_watch_targets';

/** The monitor's `broken` and `recovered` events, one per target and run at most. */
export const WATCH_EVENTS_TABLE = 'route_discovery_watch_events';

/** The monitor's runs: when, why, how far (the cursor), and their counts. */
export const WATCH_RUNS_TABLE = 'route_discovery_watch_runs';

/** The monitor's lease: one row per schedule, the instance running it and until when. */
export const WATCH_LEASES_TABLE = 'route_discovery_watch_leases';

/** Runs' alert messages still to deliver, each with its own lease (docs/decisions/0243-alert-delivery-outbox.md). */
export const WATCH_OUTBOX_TABLE = 'route_discovery_watch_outbox';

/** Each channel's delivery of a run's message: state, attempts, next attempt, last reason. */
export const WATCH_DELIVERIES_TABLE = 'route_discovery_watch_deliveries';

/** Every table the plugin owns, in the order the migrations create them. */
export const PLUGIN_TABLES = [
  MIGRATIONS_TABLE,
  REFERENCES_TABLE,
  STATE_TABLE,
  FAILURES_TABLE,
  SPENT_TICKETS_TABLE,
  SITE_URLS_TABLE,
  WATCH_TARGETS_TABLE,
  WATCH_EVENTS_TABLE,
  WATCH_RUNS_TABLE,
  WATCH_LEASES_TABLE,
  WATCH_OUTBOX_TABLE,
  WATCH_DELIVERIES_TABLE,
] as const;

/** A query on one of the plugin's tables, on `db` (Strapi's connection or a transaction), in Strapi's schema. */
export function pluginTable(strapi: Core.Strapi, db: Knex, table: string) {
  const schema = strapi.db.getSchemaName();
  return schema ? db(table).withSchema(schema) : db(table);
}

/** Knex's schema builder on `db`, in Strapi's schema (a new builder per call: knex's are single-use). */
export function pluginSchema(strapi: Core.Strapi, db: Knex) {
  const schema = strapi.db.getSchemaName();
  return schema ? db.schema.withSchema(schema) : db.schema;
}

/** Whether an error is a database's "table already exists" (another instance created it first). */
export function alreadyExists(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? '');
  return /already exists|ER_TABLE_EXISTS|duplicate key/i.test(text);
}

/**
 * Whether an error is a unique or primary-key violation: PostgreSQL 23505, MySQL/MariaDB
 * ER_DUP_ENTRY (1062), SQLite SQLITE_CONSTRAINT_PRIMARYKEY / _UNIQUE.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, errno, message } = (error ?? {}) as { code?: unknown; errno?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'ER_DUP_ENTRY' ||
    errno === 1062 ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed|duplicate key value|Duplicate entry/i.test(String(message ?? ''))
  );
}
