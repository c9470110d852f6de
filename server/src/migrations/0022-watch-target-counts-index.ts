import { indexExists } from './index-exists';
import type { Migration } from './migration';
import { pluginSchema, WATCH_TARGETS_TABLE } from './plugin-tables';

const INDEX = 'rd_watch_targets_present_state';

/**
 * An index on the monitor's targets by (`present`, `state`) for `GET v1/monitor`'s count per state
 * (`targetCounts`: `WHERE present = 1 GROUP BY state`, on every call; issue 44): the count reads
 * the index alone (an index-only scan on PostgreSQL, a covering index on MySQL/MariaDB and SQLite)
 * instead of every row of the table. Created through knex; an index that exists already (MySQL/MariaDB
 * commit DDL at once, so a migration stopped half way runs again) is kept.
 */
export const watchTargetCountsIndex: Migration = {
  id: '0022-watch-target-counts-index',
  async up({ strapi, db, client }) {
    if (await indexExists(strapi, db, client, WATCH_TARGETS_TABLE, INDEX)) return;
    await pluginSchema(strapi, db).alterTable(WATCH_TARGETS_TABLE, (table) => {
      table.index(['present', 'state'], INDEX);
    });
  },
};
