import type { Migration } from './migration';
import { FAILURES_TABLE, pluginSchema } from './plugin-tables';

/**
 * The failure throttle's counters (docs/decisions/0200-shared-failure-throttle.md): one row per
 * client address and time bucket, `failures` incremented in place. The address is at most 64
 * characters (an IPv6 address with a zone is under 50), the bucket its start in milliseconds since
 * the epoch; the primary key is the pair, and `bucket_ms` has its own index for pruning.
 */
export const failureCounts: Migration = {
  id: '0003-failures',
  async up({ strapi, db }) {
    if (await pluginSchema(strapi, db).hasTable(FAILURES_TABLE)) return;
    await pluginSchema(strapi, db).createTable(FAILURES_TABLE, (table) => {
      table.string('address', 64).notNullable();
      table.bigInteger('bucket_ms').notNullable();
      table.integer('failures').notNullable().defaultTo(0);
      table.primary(['address', 'bucket_ms']);
      table.index(['bucket_ms'], 'rd_failures_bucket');
    });
  },
};
