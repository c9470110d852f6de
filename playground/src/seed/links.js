const { seedLinkFiles } = require('./link-files');

/**
 * Published content holding a link of every source and kind, for the content-links endpoint
 * (docs/api.md, "Content links"): Hello world (en, fr) gets a blocks body, Markdown notes, a URL
 * field, a cover image, a dynamic zone and repeatable cards; the first internal note gets a URL
 * (a non-public type: listed with `scope=all` only). The outside host is
 * `PLAYGROUND_OUTSIDE_ORIGIN` (tests start a fake host on 127.0.0.1 and pass its origin), the
 * outside upload provider's `PLAYGROUND_MEDIA_ORIGIN` (likewise). Nothing listens on either default.
 */
const DEFAULT_OUTSIDE = 'http://127.0.0.1:9';
const DEFAULT_MEDIA = 'http://127.0.0.1:8';

const text = (value) => ({ type: 'text', text: value });
const link = (url, label) => ({ type: 'link', url, children: [text(label)] });
const paragraph = (...children) => ({ type: 'paragraph', children });

/** The documentId of an article created and deleted once (kept in the core store across boots). */
async function deletedArticleId(strapi, store) {
  const known = await store.get({ key: 'links-deleted-article' });
  if (known) return known;
  const articles = strapi.documents('api::article.article');
  const doc = await articles.create({
    locale: 'en',
    data: { title: 'Deleted: old post', slug: 'deleted-old-post' },
  });
  await articles.delete({ documentId: doc.documentId, locale: '*' });
  await store.set({ key: 'links-deleted-article', value: doc.documentId });
  return doc.documentId;
}

/** documentIds of the link targets, by role. */
async function targets(strapi, store) {
  const first = (uid, filters, extra = {}) =>
    strapi.documents(uid).findFirst({ filters, status: 'draft', ...extra });
  const bySlug = (slug) => first('api::article.article', { slug }, { locale: 'en' });
  return {
    tips: (await bySlug('strapi-tips')).documentId,
    releaseNotes: (await bySlug('release-notes')).documentId,
    draft: (await bySlug('draft-unpublished-plans')).documentId,
    deleted: await deletedArticleId(strapi, store),
    news: (await first('api::category.category', { slug: 'news' })).documentId,
    note: (await first('api::internal-note.internal-note', { title: 'Internal: salary bands' })).documentId,
  };
}

function englishContent(ids, files, outside, cover) {
  // The Blocks editor stores the whole file row in an image block.
  const {
    id: _id,
    documentId: _documentId,
    folderPath: _folder,
    locale: _locale,
    publishedAt: _at,
    ...file
  } = cover;
  const image = { ...file, alternativeText: 'cover' };
  return {
    content: [
      paragraph(
        text('Read '),
        link(`/api/articles/${ids.tips}`, 'Strapi tips'),
        text(' and '),
        link(`/api/articles/${ids.draft}`, 'our plans'),
      ),
      paragraph(
        link(`/api/articles/${ids.deleted}`, 'an old post'),
        link(`${outside}/ok`, 'outside page'),
        link('mailto:team@example.com', 'write to us'),
        link('tel:+441234567890', 'call us'),
      ),
      { type: 'image', image, children: [text('')] },
      paragraph(link(files.removedUrl, 'old\u0007 brochure')),
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [link(`/api/categories/${ids.news}`, 'news desk')] },
          { type: 'list-item', children: [link(`/api/internal-notes/${ids.note}`, 'salary bands')] },
        ],
      },
      // Website pages (documents when `urlPatterns` has /blog/[slug], fr /fr/blog/[slug], categories
      // /[slug]) and files of an outside upload provider.
      paragraph(
        link('/blog/strapi-tips', 'tips page'),
        link('/blog/draft-unpublished-plans', 'plans page'),
        link('/blog/deleted-old-post', 'old post page'),
        link('/fr/blog/astuces-strapi', 'astuces page'),
        link('/fr/blog/release-notes', 'notes page in French'),
        link('/news', 'news page'),
      ),
      paragraph(
        link(files.providerUrl, 'provider image'),
        link(files.providerGoneUrl, 'gone provider image'),
      ),
    ],
    notes: [
      `[Back to top](#top). See the [release notes](/api/articles/${ids.releaseNotes}) and the [tips][tips].`,
      `Outside: <${outside}/autolink>. ![Leaflet](${files.leafletUrl})`,
      `<a href="${outside}/html">raw html link</a> <img src="${cover.url}" alt="cover again">`,
      // A bare documentId: the Blocks editor refuses one as a link URL, Markdown takes it.
      `By id: [tips by id](${ids.tips}).`,
      '',
      `[tips]: /api/articles/${ids.tips}`,
    ].join('\n'),
    website: `${outside}/website`,
    cover: cover.id,
    sections: [
      {
        __component: 'links.text-block',
        heading: 'More',
        body: [paragraph(link(`/api/articles/${ids.tips}`, 'tips again'))],
      },
      {
        __component: 'links.link-card',
        label: 'Partner',
        url: `${outside}/partner`,
        details: `[partner docs](${outside}/docs)`,
      },
    ],
    cards: [
      { label: 'Home', url: '/api/homepage' },
      { label: 'About', url: '/about-us' },
    ],
  };
}

function frenchContent(ids, outside) {
  return {
    content: [
      paragraph(
        link(`/api/articles/${ids.releaseNotes}`, 'notes de version'),
        link(`/api/articles/${ids.tips}`, 'astuces'),
      ),
    ],
    notes: `[Accueil](/api/homepage) et [ailleurs](${outside}/fr)`,
  };
}

/** Writes the link content into Hello world (en, fr) and the first internal note, once. */
async function seedLinks(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'playground' });
  if (await store.get({ key: 'links-seeded' })) return;
  const outside = (process.env.PLAYGROUND_OUTSIDE_ORIGIN || DEFAULT_OUTSIDE).replace(/\/+$/, '');
  const media = (process.env.PLAYGROUND_MEDIA_ORIGIN || DEFAULT_MEDIA).replace(/\/+$/, '');
  const files = await seedLinkFiles(strapi, media);
  const ids = await targets(strapi, store);
  const articles = strapi.documents('api::article.article');
  const hello = await articles.findFirst({ filters: { slug: 'hello-world' }, locale: 'en', status: 'draft' });
  const documentId = hello.documentId;
  await articles.update({ documentId, locale: 'en', data: englishContent(ids, files, outside, files.cover) });
  await articles.publish({ documentId, locale: 'en' });
  await articles.update({ documentId, locale: 'fr', data: frenchContent(ids, outside) });
  await articles.publish({ documentId, locale: 'fr' });
  await strapi
    .documents('api::internal-note.internal-note')
    .update({ documentId: ids.note, data: { reference: `${outside}/internal` } });
  await store.set({ key: 'links-seeded', value: true });
}

module.exports = { seedLinks };
