import type { Migration } from './migration';
import { pluginSchema, WATCH_DELIVERIES_TABLE, WATCH_OUTBOX_TABLE } from './plugin-tables';

/**
 * The alerts' outbox (docs/decisions/0243-alert-delivery-outbox.md). Times are ms since the epoch.
 * - outbox: one row per run whose message is not yet delivered everywhere, written in the
 *   transaction that marks the run done; `owner` and `expires_at` are its lease (any instance's
 *   tick takes an expired one over); `message` is the alert as JSON once composed (null before),
 *   `outcome` what the run's `alerts_state` becomes (`sent`, `none`, `digest`) and `at` its
 *   `alerts_at`. The row is deleted when every channel is settled. `longtext` on MySQL/MariaDB:
 *   a message of 500 links per kind is larger than `text`'s 64 KiB.
 * - deliveries: one row per run and channel (its position in `watch.alerts.channels`, its kind
 *   and a SHA-256 of its settings, so a changed configuration is noticed), its state, attempts
 *   so far (across instances), the last failure's reason (never the URL) and when it settled.
 * A table that exists already (MySQL/MariaDB commit DDL at once) is kept.
 */
export const watchAlertOutbox: Migration = {
  id: '0026-watch-alert-outbox',
  async up({ strapi, db }) {
    const schema = () => pluginSchema(strapi, db);
    if (!(await schema().hasTable(WATCH_OUTBOX_TABLE))) {
      await schema().createTable(WATCH_OUTBOX_TABLE, (table) => {
        table.string('run_id', 64).primary();
        table.string('schedule', 64).notNullable();
        table.string('owner', 64).notNullable();
        table.bigInteger('expires_at').notNullable();
        table.bigInteger('created_at').notNullable();
        table.text('message', 'longtext').nullable();
        table.string('outcome', 16).notNullable().defaultTo('');
        table.bigInteger('at').nullable();
        table.index(['expires_at'], 'rd_watch_outbox_expires');
      });
    }
    if (!(await schema().hasTable(WATCH_DELIVERIES_TABLE))) {
      await schema().createTable(WATCH_DELIVERIES_TABLE, (table) => {
        table.string('run_id', 64).notNullable();
        table.integer('position').notNullable();
        table.string('kind', 16).notNullable();
        table.string('channel_key', 64).notNullable();
        table.string('state', 16).notNullable();
        table.integer('attempts').notNullable().defaultTo(0);
        table.string('reason', 255).notNullable().defaultTo('');
        table.bigInteger('created_at').notNullable();
        table.bigInteger('settled_at').nullable();
        table.primary(['run_id', 'position'], 'rd_watch_deliveries_pk');
        table.index(['created_at'], 'rd_watch_deliveries_created');
      });
    }
  },
};
