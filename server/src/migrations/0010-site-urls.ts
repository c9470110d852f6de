import type { Migration } from './migration';
import { pluginSchema, SITE_URLS_TABLE } from './plugin-tables';

/**
 * The published site URL of each document and locale (docs/decisions/0211-moved-urls-storage.md):
 * one row per content type, documentId and locale ('' without i18n), the URL as text (it may be
 * longer than an indexable string) and `url_key`, the SHA-256 of the URL in hex, indexed, so "is
 * this old URL a live page now?" is one index lookup on every database.
 */
export const siteUrls: Migration = {
  id: '0010-site-urls',
  async up({ strapi, db }) {
    if (await pluginSchema(strapi, db).hasTable(SITE_URLS_TABLE)) return;
    await pluginSchema(strapi, db).createTable(SITE_URLS_TABLE, (table) => {
      table.string('uid', 255).notNullable();
      table.string('document_id', 64).notNullable();
      table.string('locale', 32).notNullable().defaultTo('');
      table.text('site_url').notNullable();
      table.string('url_key', 64).notNullable();
      table.primary(['uid', 'document_id', 'locale']);
      table.index(['url_key'], 'rd_site_urls_url_key');
    });
  },
};
