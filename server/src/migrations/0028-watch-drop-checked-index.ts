import { indexExists } from './index-exists';
import type { Migration } from './migration';
import { pluginSchema, WATCH_TARGETS_TABLE } from './plugin-tables';

/** The index `0020-watch` created on `last_checked` alone. */
export const CHECKED_INDEX = 'rd_watch_targets_checked';

/**
 * Drops the index on the monitor targets' `last_checked`: no statement can use it (a run's plan
 * orders by a `CASE` of three columns first, `server/src/watch/run-plan.ts`), and every checkpoint
 * moved each checked target's entry in it, the dearest part of a checkpoint on SQLite, where it
 * runs on Strapi's thread (docs/decisions/0265-lighter-checkpoints-and-budget-cut-host-by-host.md).
 * An index already gone (MySQL/MariaDB commit DDL at once, so a migration stopped half way runs
 * again) is left so.
 */
export const watchDropCheckedIndex: Migration = {
  id: '0028-watch-drop-checked-index',
  async up({ strapi, db, client }) {
    if (!(await indexExists(strapi, db, client, WATCH_TARGETS_TABLE, CHECKED_INDEX))) return;
    await pluginSchema(strapi, db).alterTable(WATCH_TARGETS_TABLE, (table) => {
      table.dropIndex(['last_checked'], CHECKED_INDEX);
    });
  },
};
