import type { Migration } from './migration';
import { pluginSchema, WATCH_RUNS_TABLE } from './plugin-tables';

/** What `alterTable` hands its callback (knex's `TableBuilder`). */
type TableBuilder = Parameters<Parameters<ReturnType<typeof pluginSchema>['alterTable']>[1]>[0];

/**
 * The alerts' record on each monitor run (docs/decisions/0220-watch-alerts.md): `alerts_state`
 * ('' for runs before alerts; `sending` written in the transaction that marks the run done, so a
 * run taken over never sends twice; then `sent`, `none` or `digest`), `alerts_at` (ms, when the
 * messages went or the digest window closed), and the channels that took (`alerts_delivered`) or
 * refused (`alerts_failed`) the message. Each column is added only when missing (MySQL/MariaDB
 * commit DDL at once, so a migration stopped half way runs again).
 */
export const watchAlertColumns: Migration = {
  id: '0025-watch-alerts',
  async up({ strapi, db }) {
    const columns = {
      alerts_state: (table: TableBuilder) => table.string('alerts_state', 16).notNullable().defaultTo(''),
      alerts_at: (table: TableBuilder) => table.bigInteger('alerts_at').nullable(),
      alerts_delivered: (table: TableBuilder) => table.integer('alerts_delivered').notNullable().defaultTo(0),
      alerts_failed: (table: TableBuilder) => table.integer('alerts_failed').notNullable().defaultTo(0),
    };
    for (const [name, add] of Object.entries(columns)) {
      if (await pluginSchema(strapi, db).hasColumn(WATCH_RUNS_TABLE, name)) continue;
      await pluginSchema(strapi, db).alterTable(WATCH_RUNS_TABLE, (table) => void add(table));
    }
  },
};
