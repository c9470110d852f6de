import type { Migration } from './migration';
import { LOCK_ROW, pluginSchema, pluginTable, REFERENCES_TABLE, STATE_TABLE } from './plugin-tables';

/** What `createTable` hands its callback (knex's `TableBuilder`). */
type TableBuilder = Parameters<Parameters<ReturnType<typeof pluginSchema>['createTable']>[1]>[0];

/**
 * The columns and indexes of `route_discovery_references` as version 0.x first created them, before
 * `upload_path` (migration 0002); also what tests/integration/files-index-upgrade builds an
 * earlier version's table with.
 */
export function firstReferencesTable(table: TableBuilder): void {
  table.increments('id');
  table.string('source_uid', 255).notNullable();
  table.string('source_document_id', 255).notNullable();
  table.string('source_locale', 64).notNullable().defaultTo('');
  table.integer('source_published').notNullable();
  table.text('field_path').notNullable();
  table.text('link_text').notNullable();
  table.string('reference_kind', 16).notNullable();
  table.string('target_kind', 16).notNullable();
  table.string('target_uid', 255).notNullable().defaultTo('');
  table.string('target_id', 255).notNullable().defaultTo('');
  table.string('target_locale', 64).notNullable().defaultTo('');
  table.text('target_url').notNullable();
  table.index(['target_kind', 'target_id', 'target_locale'], 'rd_references_target');
  table.index(
    ['source_uid', 'source_document_id', 'source_locale', 'source_published'],
    'rd_references_source',
  );
}

/**
 * The reference index's tables as version 0.x first created them
 * (docs/decisions/0180-reference-index-tables.md): `route_discovery_references` (one row per
 * reference occurrence, two indexes) and `route_discovery_reference_state` (named JSON values)
 * with its `lock` row. A table that exists already (made by a version without migrations) is kept
 * as it is; the `lock` row is added when missing. Column types are written out here, not read from
 * the features' constants: a released migration never changes.
 */
export const referenceIndexTables: Migration = {
  id: '0001-reference-index',
  async up({ strapi, db }) {
    if (!(await pluginSchema(strapi, db).hasTable(REFERENCES_TABLE))) {
      await pluginSchema(strapi, db).createTable(REFERENCES_TABLE, firstReferencesTable);
    }
    if (!(await pluginSchema(strapi, db).hasTable(STATE_TABLE))) {
      await pluginSchema(strapi, db).createTable(STATE_TABLE, (table) => {
        table.string('name', 255).primary();
        table.text('value').notNullable();
      });
    }
    const lock = await pluginTable(strapi, db, STATE_TABLE).where({ name: LOCK_ROW }).first();
    if (!lock) await pluginTable(strapi, db, STATE_TABLE).insert({ name: LOCK_ROW, value: '0' });
  },
};
