import type { Core } from '@strapi/strapi';
import {
  pluginTable,
  WATCH_EVENTS_TABLE,
  WATCH_RUNS_TABLE,
  WATCH_TARGETS_TABLE,
} from '../migrations/plugin-tables';
import { pruneDeliveries } from './alerts/delivery-store';

/**
 * Deletes the monitor's history older than `before` (ms since the epoch; `watch.retentionDays`,
 * docs/monitoring.md, "Retention"): events, finished runs, and targets no content has linked to
 * since, and alert deliveries recorded before. Targets still in content keep their row whatever
 * their age: it holds their state. Four statements, each on an indexed or small set of rows, once
 * per finished run.
 */
export async function pruneHistory(strapi: Core.Strapi, before: number): Promise<void> {
  const db = strapi.db.connection;
  await pluginTable(strapi, db, WATCH_EVENTS_TABLE).where('at', '<', before).delete();
  await pluginTable(strapi, db, WATCH_RUNS_TABLE)
    .where({ state: 'done' })
    .andWhere('finished_at', '<', before)
    .delete();
  await pluginTable(strapi, db, WATCH_TARGETS_TABLE)
    .where({ present: 0 })
    .andWhere('last_seen', '<', before)
    .delete();
  await pruneDeliveries(strapi, before);
}
