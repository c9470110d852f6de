import type { Migration } from './migration';
import {
  pluginSchema,
  WATCH_EVENTS_TABLE,
  WATCH_LEASES_TABLE,
  WATCH_RUNS_TABLE,
  WATCH_TARGETS_TABLE,
} from './plugin-tables';

/**
 * The monitor's tables (docs/monitoring.md, docs/decisions/0217-watch-lease-and-cursor.md). Times
 * are milliseconds since the epoch (bigint), so a comparison with the injected clock needs no date
 * parsing on any database. A table that exists already (a migration stopped half way on
 * MySQL/MariaDB, whose DDL commits at once) is kept.
 * - targets: one row per watched URL, keyed by the SHA-256 of its kind and URL (64 hex
 *   characters: a URL may be longer than any key); `last_run` names the run that last checked it,
 *   which is the run's checkpoint (a target checked by the current run is never picked again).
 * - events: `broken` and `recovered`, unique per run and target, so a run taken over never
 *   reports a target twice.
 * - runs: one row per run, `cursor` the targets it has checked so far.
 * - leases: one row per schedule; taken by an atomic update or by the insert that wins the key.
 */
export const watchTables: Migration = {
  id: '0020-watch',
  async up({ strapi, db }) {
    const schema = () => pluginSchema(strapi, db);
    if (!(await schema().hasTable(WATCH_TARGETS_TABLE))) {
      await schema().createTable(WATCH_TARGETS_TABLE, (table) => {
        table.string('id', 64).primary();
        table.string('kind', 16).notNullable();
        table.text('url').notNullable();
        table.integer('present').notNullable().defaultTo(1);
        table.bigInteger('first_seen').notNullable();
        table.bigInteger('last_seen').notNullable();
        table.bigInteger('last_checked').nullable();
        table.bigInteger('last_success').nullable();
        table.bigInteger('first_failure').nullable();
        table.integer('consecutive_failures').notNullable().defaultTo(0);
        table.integer('last_status').nullable();
        table.string('last_error', 255).notNullable().defaultTo('');
        table.string('state', 16).notNullable();
        table.bigInteger('state_since').notNullable();
        table.string('last_run', 64).notNullable().defaultTo('');
        table.index(['state'], 'rd_watch_targets_state');
        table.index(['last_checked'], 'rd_watch_targets_checked');
      });
    }
    if (!(await schema().hasTable(WATCH_EVENTS_TABLE))) {
      await schema().createTable(WATCH_EVENTS_TABLE, (table) => {
        table.increments('id');
        table.string('target_id', 64).notNullable();
        table.string('run_id', 64).notNullable();
        table.string('event', 16).notNullable();
        table.bigInteger('at').notNullable();
        table.integer('status').nullable();
        table.string('error', 255).notNullable().defaultTo('');
        table.unique(['run_id', 'target_id'], { indexName: 'rd_watch_events_once' });
        table.index(['at'], 'rd_watch_events_at');
      });
    }
    if (!(await schema().hasTable(WATCH_RUNS_TABLE))) {
      await schema().createTable(WATCH_RUNS_TABLE, (table) => {
        table.string('id', 64).primary();
        table.string('schedule', 64).notNullable();
        table.string('trigger', 16).notNullable();
        table.string('state', 16).notNullable();
        table.bigInteger('queued_at').notNullable();
        table.bigInteger('started_at').nullable();
        table.bigInteger('finished_at').nullable();
        table.string('owner', 64).notNullable().defaultTo('');
        table.integer('budget').notNullable();
        table.integer('cursor').notNullable().defaultTo(0);
        table.integer('failed').notNullable().defaultTo(0);
        table.integer('broken').notNullable().defaultTo(0);
        table.integer('recovered').notNullable().defaultTo(0);
        table.integer('takeovers').notNullable().defaultTo(0);
        table.index(['schedule', 'state'], 'rd_watch_runs_state');
        table.index(['queued_at'], 'rd_watch_runs_queued');
      });
    }
    if (!(await schema().hasTable(WATCH_LEASES_TABLE))) {
      await schema().createTable(WATCH_LEASES_TABLE, (table) => {
        table.string('schedule', 64).primary();
        table.string('owner', 64).notNullable();
        table.bigInteger('expires_at').notNullable();
      });
    }
  },
};
