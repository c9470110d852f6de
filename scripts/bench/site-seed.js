'use strict';
/**
 * Benchmark data and floor for site URLs through a relation (issue 21): every benchmark article
 * row linked to one of the playground's categories in Strapi's join table `articles_category_lnk`
 * (`article_id`, `category_id`: the names Strapi gives a manyToOne join table,
 * `@strapi/database` `dist/metadata/relations.js`), and the raw SQL scan of what a
 * `[category.slug]/[slug]` site URL needs, the join included.
 */

/** Rows per INSERT (SQLite's 500-term compound SELECT limit, as seed.js). */
const CHUNK_ROWS = 500;

/**
 * Links every article row without a category to a category, round robin, in one transaction.
 * @returns {Promise<{links: number, ms: number}>}
 */
async function linkCategories(knex) {
  const started = process.hrtime.bigint();
  const categories = (await knex('categories').select('id').orderBy('id')).map((row) => row.id);
  let links = 0;
  await knex.transaction(async (trx) => {
    const unlinked = await trx('articles')
      .select('articles.id')
      .leftJoin('articles_category_lnk', 'articles_category_lnk.article_id', 'articles.id')
      .whereNull('articles_category_lnk.id')
      .orderBy('articles.id');
    for (let start = 0; start < unlinked.length; start += CHUNK_ROWS) {
      const chunk = unlinked.slice(start, start + CHUNK_ROWS).map((row, index) => ({
        article_id: row.id,
        category_id: categories[(start + index) % categories.length],
      }));
      await trx('articles_category_lnk').insert(chunk);
      links += chunk.length;
    }
  });
  return { links, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * The raw SQL floor of relation-path site URLs: every published article row's `document_id`,
 * `locale`, `title`, `slug` and its category's `slug`, through the join table, into an array.
 * @returns {Promise<{rows: number, ms: number}>}
 */
async function scanWithCategory(knex) {
  const started = process.hrtime.bigint();
  const rows = await knex('articles')
    .select('articles.document_id', 'articles.locale', 'articles.title', 'articles.slug', {
      category: 'categories.slug',
    })
    .leftJoin('articles_category_lnk', 'articles_category_lnk.article_id', 'articles.id')
    .leftJoin('categories', 'categories.id', 'articles_category_lnk.category_id')
    .whereNotNull('articles.published_at');
  return { rows: rows.length, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

module.exports = { linkCategories, scanWithCategory };
