import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { readState, writeState, type Knex } from './tables';

/**
 * Strapi's core store (`strapi::core-store`): `strapi export` and `strapi transfer` carry its rows
 * in their `configuration` stage, and `strapi import` / `strapi transfer` delete the destination's
 * rows before writing the source's (`@strapi/data-transfer` `strapi/providers/local-destination/
 * strategies/restore/index.js` `deleteConfigurationRecords`, `configuration.js` `restoreCoreStore`).
 */
const CORE_STORE_UID = 'strapi::core-store';

/** The core-store key of the marker, as `strapi.store({ type: 'plugin', name: 'route-discovery' })` names its keys. */
export const MARKER_STORE_KEY = 'plugin_route-discovery_reference-index-data';

/** The state-table row of the marker (the index tables are not carried by Strapi's data transfer). */
const MARKER_STATE = 'data-marker';

/** What both places hold: the marker written when the index last started reading this database's content. */
interface Marker {
  marker: string;
}

/** The core-store rows of the marker (no environment, no tag: as `strapi.store` writes plugin keys). */
const MARKER_ROWS = { key: MARKER_STORE_KEY, environment: null, tag: null };

/**
 * The marker in the core store, or null (none, or unreadable). Of several rows (a restore that
 * committed beside the plugin's own write), the newest counts, so the answer is stable.
 */
async function storeMarker(strapi: Core.Strapi): Promise<string | null> {
  if (!strapi.db.metadata.has(CORE_STORE_UID)) return null;
  const row = (await strapi.db.query(CORE_STORE_UID as never).findOne({
    select: ['value'],
    where: MARKER_ROWS,
    orderBy: { id: 'desc' },
  } as never)) as { value?: unknown } | null;
  try {
    const value = JSON.parse(String(row?.value ?? 'null')) as Partial<Marker> | null;
    return typeof value?.marker === 'string' ? value.marker : null;
  } catch {
    return null;
  }
}

/**
 * Whether the content of this database was replaced by Strapi's data transfer since the index last
 * started reading it (docs/decisions/0205-index-after-data-transfer.md): the index's state table
 * and the core store each hold the marker the index wrote; `strapi import` and `strapi transfer`
 * replace the core store with the source's (another marker, or none) and leave the index's tables,
 * so the two differ. Neither holding one (an index built before the marker existed) is not a
 * replacement: `writeDataMarker` gives it one.
 * @param db where to read the state (Strapi's connection, or a transaction); the core store is read
 *   through the query engine, which joins the `strapi.db.transaction` it runs in
 */
export async function dataReplaced(strapi: Core.Strapi, db: Knex = strapi.db.connection): Promise<boolean> {
  const indexed = (await readState<Marker>(strapi, db, MARKER_STATE))?.marker ?? null;
  const stored = await storeMarker(strapi);
  return indexed !== stored;
}

/** Whether the index has no marker yet (it was built by a version before markers). */
export async function markerMissing(strapi: Core.Strapi, db: Knex = strapi.db.connection): Promise<boolean> {
  return (await readState<Marker>(strapi, db, MARKER_STATE)) === null && (await storeMarker(strapi)) === null;
}

/**
 * Writes a new marker into the state table and the core store, in the transaction `trx` (run it
 * inside `strapi.db.transaction`, under the index's write lock, when a rebuild starts or the
 * first index is recorded).
 */
export async function writeDataMarker(strapi: Core.Strapi, trx: Knex): Promise<void> {
  const value: Marker = { marker: randomUUID() };
  await writeState(strapi, trx, MARKER_STATE, value);
  if (!strapi.db.metadata.has(CORE_STORE_UID)) return;
  const store = strapi.db.query(CORE_STORE_UID as never);
  // One row afterwards, whatever was there.
  await store.deleteMany({ where: MARKER_ROWS } as never);
  await store.create({
    data: { key: MARKER_STORE_KEY, value: JSON.stringify(value), type: 'object' },
  } as never);
}
