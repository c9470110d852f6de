import type { Migration } from './migration';
import { pluginSchema, WATCH_DELIVERIES_TABLE } from './plugin-tables';

/**
 * When a channel's next attempt is due (ms since the epoch; null: now), written with a retryable
 * failure, so the tick that made the attempt returns instead of sleeping through the backoff and a
 * later tick (of any instance holding the message) sends it (docs/decisions/0243-alert-delivery-outbox.md,
 * amended). A column that exists already (MySQL/MariaDB commit DDL at once) is kept.
 */
export const watchDeliveryNextAttempt: Migration = {
  id: '0027-watch-delivery-next-attempt',
  async up({ strapi, db }) {
    if (await pluginSchema(strapi, db).hasColumn(WATCH_DELIVERIES_TABLE, 'next_attempt_at')) return;
    await pluginSchema(strapi, db).alterTable(WATCH_DELIVERIES_TABLE, (table) => {
      table.bigInteger('next_attempt_at').nullable();
    });
  },
};
