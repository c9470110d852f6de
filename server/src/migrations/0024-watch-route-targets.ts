import type { Migration } from './migration';
import { pluginSchema, WATCH_TARGETS_TABLE } from './plugin-tables';

/**
 * The discovery row of the monitor's `content-api` and `admin` targets
 * (docs/decisions/0242-monitor-content-api-and-admin-targets.md): `expect`, what an anonymous GET
 * must answer (`success` or `refusal`; '' for links and pages, which pass by the link rule),
 * `route`, the route as registered, and `handler`, its handler's UID. Each column that exists
 * already (MySQL/MariaDB commit DDL at once, so a stopped migration may have added some) is kept.
 */
export const watchRouteTargets: Migration = {
  id: '0024-watch-route-targets',
  async up({ strapi, db }) {
    const columns = { expect: 16, route: 255, handler: 255 } as const;
    for (const [name, length] of Object.entries(columns)) {
      if (await pluginSchema(strapi, db).hasColumn(WATCH_TARGETS_TABLE, name)) continue;
      await pluginSchema(strapi, db).alterTable(WATCH_TARGETS_TABLE, (table) => {
        table.string(name, length).notNullable().defaultTo('');
      });
    }
  },
};
