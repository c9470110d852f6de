import type { Migration } from './migration';
import { pluginSchema, WATCH_TARGETS_TABLE } from './plugin-tables';

/**
 * `content_changed` on the monitor's targets (docs/decisions/0225-watch-changed-first.md): when a
 * run last found that a document linking to the target changed since the run before it (ms since
 * the epoch, null if never). A run checks first the targets changed since their last check. A
 * column that exists already (MySQL/MariaDB commit DDL at once) is kept.
 */
export const watchContentChanged: Migration = {
  id: '0021-watch-content-changed',
  async up({ strapi, db }) {
    if (await pluginSchema(strapi, db).hasColumn(WATCH_TARGETS_TABLE, 'content_changed')) return;
    await pluginSchema(strapi, db).alterTable(WATCH_TARGETS_TABLE, (table) => {
      table.bigInteger('content_changed').nullable();
    });
  },
};
