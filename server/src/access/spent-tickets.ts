import type { Core } from '@strapi/strapi';
import { isDuplicateKey, pluginTable, SPENT_TICKETS_TABLE } from '../migrations/plugin-tables';
import type { SpentTickets } from './export-ticket';

/** Expired ids are deleted at most this often per instance, seconds. */
const PRUNE_EVERY_SECONDS = 60;

/**
 * Spent export tickets in the app's database (`route_discovery_spent_tickets`, migration
 * `0004-spent-tickets`), shared by every instance: spending is one `INSERT` of the id, and the
 * primary key's duplicate-key error means another request (on any instance) spent it first.
 * Expired ids are deleted at most once a minute per instance (a ticket past its expiry is refused
 * before its id is looked at). Other errors (an unreachable database) rise: the API answers 503.
 */
export function databaseSpentTickets(strapi: Core.Strapi): SpentTickets {
  const table = () => pluginTable(strapi, strapi.db.connection, SPENT_TICKETS_TABLE);
  let lastPruneSeconds = 0;
  return {
    async spend(id, exp, nowSeconds) {
      if (nowSeconds - lastPruneSeconds >= PRUNE_EVERY_SECONDS) {
        lastPruneSeconds = nowSeconds;
        await table().where('expires_at', '<=', nowSeconds).delete();
      }
      try {
        await table().insert({ id, expires_at: exp });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
  };
}
