import type { Core } from '@strapi/strapi';
import { FAILURES_TABLE, pluginTable } from '../migrations/plugin-tables';
import type { FailureBucket, FailureStore } from './failure-throttle';

/** Longest address stored (the column's width); a longer one is cut. */
const MAX_ADDRESS = 64;

/**
 * The failure throttle's counts in the app's database (`route_discovery_failures`, migration
 * `0003-failures`), shared by every instance of the app. Each call is one statement on a pooled
 * connection; the increment is one `INSERT ... ON CONFLICT DO UPDATE` (PostgreSQL, SQLite) or
 * `INSERT ... ON DUPLICATE KEY UPDATE` (MySQL/MariaDB), atomic on each database.
 * Errors (an unreachable database) rise to the caller: the API answers 503 then.
 */
export function databaseFailureStore(strapi: Core.Strapi): FailureStore {
  const table = () => pluginTable(strapi, strapi.db.connection, FAILURES_TABLE);
  const key = (address: string) => address.slice(0, MAX_ADDRESS);
  return {
    async buckets(address, afterMs) {
      const rows = (await table()
        .select('bucket_ms', 'failures')
        .where('address', key(address))
        .andWhere('bucket_ms', '>', afterMs)) as Array<{ bucket_ms: unknown; failures: unknown }>;
      return rows.map(
        (row): FailureBucket => ({ startMs: Number(row.bucket_ms), failures: Number(row.failures) }),
      );
    },
    async add(address, startMs) {
      await table()
        .insert({ address: key(address), bucket_ms: startMs, failures: 1 })
        .onConflict(['address', 'bucket_ms'])
        .merge({ failures: strapi.db.connection.raw('?? + 1', [`${FAILURES_TABLE}.failures`]) });
    },
    async prune(beforeMs, maxRows) {
      await table().where('bucket_ms', '<=', beforeMs).delete();
      // Past the cap, the oldest buckets go (the addresses whose failures are oldest are forgotten
      // first); the bucket at the edge stays whole, so a flood of one bucket is kept until it ends.
      const [edge] = (await table()
        .select('bucket_ms')
        .orderBy('bucket_ms', 'desc')
        .offset(maxRows)
        .limit(1)) as Array<{ bucket_ms: unknown }>;
      if (edge) await table().where('bucket_ms', '<', Number(edge.bucket_ms)).delete();
    },
  };
}
