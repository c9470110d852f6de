'use strict';
/**
 * Seeding for the content-links benchmark (scripts/bench/links.js): published articles whose
 * `content` blocks body holds 10 links (5 to other benchmark articles, 2 to upload files, 3
 * outside) and whose `cover` media field points at one upload file, written with knex bulk inserts
 * as seed.js does. The cover is a row of `files_related_mph` per article row (Strapi 5's media
 * morph table: `@strapi/upload` `server/src/content-types/file`).
 */
const CHUNK_ROWS = { sqlite: 250, postgres: 1000, mysql: 1000 };
const COVER_URL = '/uploads/bench_cover.png';

const documentId = (index) => `bench${String(index).padStart(19, '0')}`;

/**
 * The blocks body of article `index`: 10 link nodes in 5 paragraphs. With `outsideOrigin` (the
 * rate benchmark's fake host) the two outside links are that host's `/a/<index>` and `/b/<index>`,
 * so each article adds two URLs the CLI requests; otherwise `https://example.com/a` and `/b`.
 */
function blocksBody(index, documents, outsideOrigin = null, three = false) {
  const link = (url, text) => ({ type: 'link', url, children: [{ type: 'text', text }] });
  const target = (offset) => `/api/articles/${documentId((index + offset) % documents)}`;
  const outside = (path) =>
    outsideOrigin ? `${outsideOrigin}/${path}/${index}` : `https://example.com/${path}`;
  // Three links (the admin pages benchmark): another article, a missing upload, an outside page.
  if (three)
    return JSON.stringify([
      {
        type: 'paragraph',
        children: [
          link(target(1), 'next'),
          link('/uploads/bench_missing.png', 'gone'),
          link(outside('a'), 'a'),
        ],
      },
    ]);
  return JSON.stringify([
    { type: 'paragraph', children: [link(target(1), 'next'), link(target(2), 'after next')] },
    { type: 'paragraph', children: [link(target(3), 'third'), link(target(4), 'fourth')] },
    { type: 'paragraph', children: [link(target(5), 'fifth'), link(COVER_URL, 'cover')] },
    {
      type: 'paragraph',
      children: [link('/uploads/bench_missing.png', 'gone'), link(outside('a'), 'a')],
    },
    {
      type: 'paragraph',
      children: [link(outside('b'), 'b'), link('mailto:bench@example.com', 'mail')],
    },
  ]);
}

/** The upload file every cover points at, created once; returns its id. */
async function coverFile(knex) {
  const existing = await knex('files').where({ url: COVER_URL }).first('id');
  if (existing) return existing.id;
  const now = new Date();
  const formats = JSON.stringify({
    thumbnail: { url: '/uploads/thumbnail_bench_cover.png', width: 156, height: 156 },
  });
  const [row] = await knex('files')
    .insert({
      document_id: 'benchcoverfile0000000000',
      name: 'bench_cover.png',
      hash: 'bench_cover',
      ext: '.png',
      mime: 'image/png',
      size: 1,
      url: COVER_URL,
      formats,
      provider: 'local',
      created_at: now,
      updated_at: now,
      published_at: now,
    })
    .returning('id');
  if (row !== undefined) return typeof row === 'object' ? row.id : row;
  return (await knex('files').where({ url: COVER_URL }).first('id')).id;
}

/**
 * Inserts link articles number `from` to `to` - 1 of a set of `documents` (draft and published rows,
 * `content` blocks and a cover each) in one transaction.
 * @param {string|null} outsideOrigin where the outside links point (see blocksBody)
 * @param {boolean} three three links per body instead of 10 (see blocksBody)
 * @returns {Promise<{documents: number, rows: number, ms: number}>}
 */
async function seedLinkArticles(knex, client, from, to, documents, outsideOrigin = null, three = false) {
  const started = process.hrtime.bigint();
  const fileId = await coverFile(knex);
  const now = new Date();
  let rows = 0;
  await knex.transaction(async (trx) => {
    for (let start = from; start < to; start += CHUNK_ROWS[client] / 2) {
      const end = Math.min(to, start + CHUNK_ROWS[client] / 2);
      const articles = [];
      for (let index = start; index < end; index += 1) {
        const base = {
          document_id: documentId(index),
          title: `Link article ${index}`,
          slug: `links-${index}`,
          locale: 'en',
          content: blocksBody(index, documents, outsideOrigin, three),
          created_at: now,
          updated_at: now,
        };
        articles.push({ ...base, published_at: null }, { ...base, published_at: now });
      }
      await trx('articles').insert(articles);
      const ids = await trx('articles')
        .whereIn(
          'document_id',
          articles.map((a) => a.document_id),
        )
        .select('id');
      await trx('files_related_mph').insert(
        ids.map(({ id }) => ({
          file_id: fileId,
          related_id: id,
          related_type: 'api::article.article',
          field: 'cover',
          order: 1,
        })),
      );
      rows += articles.length;
    }
  });
  return { documents: to - from, rows, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

/**
 * The raw SQL floor of the same columns the endpoint reads: every published article row's
 * `document_id`, `locale`, `content` and its cover's `url` and `formats`, in one query into an array.
 */
async function scanLinkColumns(knex) {
  const started = process.hrtime.bigint();
  const rows = await knex('articles as a')
    .leftJoin('files_related_mph as m', function join() {
      this.on('m.related_id', 'a.id')
        .andOn('m.related_type', knex.raw('?', ['api::article.article']))
        .andOn('m.field', knex.raw('?', ['cover']));
    })
    .leftJoin('files as f', 'f.id', 'm.file_id')
    .select('a.document_id', 'a.locale', 'a.content', 'f.url', 'f.formats')
    .whereNotNull('a.published_at');
  return { rows: rows.length, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

module.exports = { seedLinkArticles, scanLinkColumns };
