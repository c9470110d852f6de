import type { Migration } from './migration';
import { pluginSchema, REFERENCES_TABLE } from './plugin-tables';

const COLUMN = 'upload_path';
const INDEX = 'rd_references_upload_path';

/**
 * The index's `upload_path` column and its index (docs/decisions/0148-upload-path-column.md):
 * text, '' by default; on MySQL and MariaDB `varbinary(4000)`, compared byte for byte as the
 * `/uploads/` rule is and long enough for 1,000 characters of four bytes. The index is a hash
 * index on PostgreSQL (equality only, no B-tree entry size bound), a B-tree on the first 255 bytes
 * on MySQL/MariaDB (a key is at most 3,072 bytes), a B-tree on SQLite. A column or index that
 * exists already (an earlier version added it at boot) is kept. The rows written before the
 * column are filled by the reference index's background backfill, not here (it waits for the
 * index's own write lock, row by row).
 */
export const uploadPathColumn: Migration = {
  id: '0002-upload-path',
  async up({ strapi, db, client }) {
    if (!(await pluginSchema(strapi, db).hasColumn(REFERENCES_TABLE, COLUMN))) {
      await pluginSchema(strapi, db).alterTable(REFERENCES_TABLE, (table) => {
        const column =
          client === 'mysql' ? table.specificType(COLUMN, 'varbinary(4000)') : table.text(COLUMN);
        column.notNullable().defaultTo('');
      });
    }
    const schema = strapi.db.getSchemaName();
    const table = schema ? `${schema}.${REFERENCES_TABLE}` : REFERENCES_TABLE;
    if (client === 'postgres') {
      await db.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING hash (??)`, [INDEX, table, COLUMN]);
    } else if (client === 'mysql') {
      const [found] = (await db.raw(
        'SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ? AND index_name = ?',
        [REFERENCES_TABLE, INDEX],
      )) as unknown as [unknown[]];
      if (found.length === 0) await db.raw(`CREATE INDEX ?? ON ?? (??(255))`, [INDEX, table, COLUMN]);
    } else {
      await db.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (??)`, [INDEX, table, COLUMN]);
    }
  },
};
