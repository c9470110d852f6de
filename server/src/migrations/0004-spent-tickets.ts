import type { Migration } from './migration';
import { pluginSchema, SPENT_TICKETS_TABLE } from './plugin-tables';

/**
 * Export tickets already used (docs/decisions/0201-shared-spent-tickets.md): the ticket's random
 * id (22 characters of base64url) as primary key, so spending is one `INSERT` and a duplicate key
 * says "already used", and its expiry in seconds since the epoch, indexed for pruning.
 */
export const spentTickets: Migration = {
  id: '0004-spent-tickets',
  async up({ strapi, db }) {
    if (await pluginSchema(strapi, db).hasTable(SPENT_TICKETS_TABLE)) return;
    await pluginSchema(strapi, db).createTable(SPENT_TICKETS_TABLE, (table) => {
      table.string('id', 64).primary();
      table.bigInteger('expires_at').notNullable();
      table.index(['expires_at'], 'rd_spent_tickets_expiry');
    });
  },
};
