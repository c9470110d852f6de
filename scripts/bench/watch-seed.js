'use strict';
/**
 * Seeding for the monitor benchmark (scripts/bench/watch-run.js): `urls` outside links written
 * straight into the reference index (`route_discovery_references`, one link row per URL, as the
 * index writes a blocks link; server/src/references/tables.ts), the table the monitor reads its
 * targets from. Content documents are not created: the benchmark measures the monitor's checks,
 * not the index build (scripts/bench/links.js measures that).
 */
const CHUNK_ROWS = { sqlite: 200, postgres: 1000, mysql: 1000 };

/**
 * Inserts one published link row per URL, with knex bulk inserts.
 * @param {import('knex').Knex} knex Strapi's connection
 * @param {string} client the database client (chunk size)
 * @param {string[]} urls absolute URLs
 * @returns {Promise<number>} rows written
 */
async function seedWatchLinks(knex, client, urls) {
  const size = CHUNK_ROWS[client] ?? 200;
  for (let start = 0; start < urls.length; start += size) {
    const rows = urls.slice(start, start + size).map((url, offset) => ({
      source_uid: 'api::article.article',
      source_document_id: `watchbench${String(start + offset).padStart(14, '0')}`,
      source_locale: '',
      source_published: 1,
      field_path: 'content[0].children[0]',
      link_text: 'bench link',
      reference_kind: 'link',
      target_kind: 'url',
      target_uid: '',
      target_id: '',
      target_locale: '',
      target_url: url,
      upload_path: '',
    }));
    await knex('route_discovery_references').insert(rows);
  }
  return urls.length;
}

module.exports = { seedWatchLinks };
