'use strict';
/**
 * The benchmark server's side of publish-cost.js: one English article holding 50 links in its
 * blocks body (40 content-API paths of other articles, 10 outside URLs), one relation (its
 * category) and 10 media references (10 dynamic-zone text blocks with an image): the playground's
 * schema has one relation attribute, so the rest of the "10 relations" are media
 * references, which the index writes the same way. Then `count` publishes of it through the
 * document service, timed.
 */

const ARTICLE = 'api::article.article';

const text = (value) => ({ type: 'text', text: value });
const link = (url, label) => ({ type: 'link', url, children: [text(label)] });

/** Creates the article and what it references; returns its documentId. */
async function createSubject(strapi) {
  const articles = strapi.documents(ARTICLE);
  const targets = [];
  for (let index = 0; index < 40; index += 1) {
    const doc = await articles.create({
      locale: 'en',
      data: { title: `Publish cost target ${index}`, slug: `publish-cost-target-${index}` },
    });
    targets.push(doc.documentId);
  }
  const category = await strapi
    .documents('api::category.category')
    .create({ data: { name: 'Publish cost', slug: 'publish-cost' } });
  const file = await strapi.db.query('plugin::upload.file').create({
    data: {
      name: 'publish-cost.png',
      hash: 'publish_cost',
      ext: '.png',
      mime: 'image/png',
      size: 1,
      url: '/uploads/publish_cost.png',
      provider: 'local',
    },
  });
  const links = [
    ...targets.map((id, index) => link(`/api/articles/${id}`, `target ${index}`)),
    ...Array.from({ length: 10 }, (_, index) =>
      link(`https://example.com/page-${index}`, `outside ${index}`),
    ),
  ];
  const content = Array.from({ length: 10 }, (_, row) => ({
    type: 'paragraph',
    children: links.slice(row * 5, row * 5 + 5),
  }));
  const sections = Array.from({ length: 10 }, (_, index) => ({
    __component: 'links.text-block',
    heading: `Block ${index}`,
    image: file.id,
  }));
  const subject = await articles.create({
    locale: 'en',
    data: { title: 'Publish cost', slug: 'publish-cost', content, sections, category: category.documentId },
  });
  return subject.documentId;
}

/**
 * Publishes the subject `warmup` times untimed, then `count` times one after the other, timed.
 * @returns {{count: number, totalMs: number, perPublishMs: number}}
 */
async function publishCost(strapi, { count, warmup = 20 }) {
  const documentId = await createSubject(strapi);
  const articles = strapi.documents(ARTICLE);
  const publish = () => articles.publish({ documentId, locale: 'en' });
  for (let index = 0; index < warmup; index += 1) await publish();
  const started = process.hrtime.bigint();
  for (let index = 0; index < count; index += 1) await publish();
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { count, totalMs, perPublishMs: totalMs / count };
}

module.exports = { publishCost };
