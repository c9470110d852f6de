'use strict';
/**
 * The benchmark server's side of publish-cost.js: one English article holding 50 links in its
 * blocks body (40 content-API paths of other articles, 10 outside URLs) and 10 relations
 * (`relatedArticles`, the article's manyToMany self-relation of decision 0156, to 10 published
 * articles), as issue 32, item 3 names; plus its category (one more relation) and 10 media
 * references (10 dynamic-zone text blocks with an image), which the first version of this seed
 * used in place of the 10 relations and which are kept so a publish still writes every kind of
 * reference. Then `count` publishes of it through the document service, timed.
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
  const related = [];
  for (let index = 0; index < 10; index += 1) {
    const doc = await articles.create({
      locale: 'en',
      data: { title: `Publish cost related ${index}`, slug: `publish-cost-related-${index}` },
    });
    // Published, so the published subject's join rows to them exist (Strapi keeps a published
    // version's relations only to published targets).
    await articles.publish({ documentId: doc.documentId, locale: 'en' });
    related.push(doc.documentId);
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
    data: {
      title: 'Publish cost',
      slug: 'publish-cost',
      content,
      sections,
      category: category.documentId,
      relatedArticles: related,
    },
  });
  return subject.documentId;
}

/**
 * Throws unless the published subject holds what the figure claims: 10 related articles and its
 * category (a relation Strapi dropped, e.g. to an unpublished target, would make a cheaper publish).
 */
async function checkSubject(strapi, documentId) {
  const published = await strapi.documents(ARTICLE).findOne({
    documentId,
    locale: 'en',
    status: 'published',
    populate: { relatedArticles: { fields: ['id'] }, category: { fields: ['id'] } },
  });
  const relations = published?.relatedArticles?.length ?? 0;
  if (relations !== 10 || !published.category) {
    throw new Error(`the published subject holds ${relations} related articles, expected 10, and a category`);
  }
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
  await checkSubject(strapi, documentId);
  const started = process.hrtime.bigint();
  for (let index = 0; index < count; index += 1) await publish();
  const totalMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { count, totalMs, perPublishMs: totalMs / count };
}

module.exports = { publishCost };
