/**
 * `internalName` is private: its first string attribute makes it the Content Manager's main field
 * (what discovery shows as page_title), and a public route takes it as a parameter; its values must
 * never appear in discovery's output.
 */
const CATEGORIES = [
  { internalName: 'Editors only: news desk', name: 'News', slug: 'news' },
  { internalName: 'Editors only: guides desk', name: 'Guides', slug: 'guides' },
  { internalName: 'Editors only: releases desk', name: 'Releases', slug: 'releases' },
];

/** Published articles in `en`; `fr` holds the published French localization when present. */
const ARTICLES = [
  {
    en: { title: 'Hello world', slug: 'hello-world', body: 'The first published article.' },
    fr: { title: 'Bonjour le monde', slug: 'bonjour-le-monde', body: 'Le premier article publié.' },
    category: 'news',
  },
  {
    en: { title: 'Strapi tips', slug: 'strapi-tips', body: 'Tips for Strapi 5.' },
    fr: { title: 'Astuces Strapi', slug: 'astuces-strapi', body: 'Des astuces pour Strapi 5.' },
    category: 'guides',
  },
  {
    en: { title: 'Release notes', slug: 'release-notes', body: 'What changed.' },
    category: 'releases',
  },
];

/** Drafts that are never published: they must never appear in public discovery. */
const DRAFTS = [
  { title: 'Draft: unpublished plans', slug: 'draft-unpublished-plans', body: 'Not for the public.' },
  { title: 'Draft: secret roadmap', slug: 'draft-secret-roadmap', body: 'Not for the public either.' },
];

const INTERNAL_NOTES = [
  { title: 'Internal: salary bands', secret: 'Only for authenticated users.' },
  { title: 'Internal: vendor contracts', secret: 'Only for authenticated users.' },
];

/** Guestbook entries: a public type with an e-mail attribute (rule `sensitive-field`). */
const GUESTBOOK_ENTRIES = [{ name: 'Ada', message: 'Lovely playground!', email: 'ada@example.com' }];

async function seedCategories(strapi) {
  const categories = strapi.documents('api::category.category');
  const ids = {};
  for (const data of CATEGORIES) {
    const existing = await categories.findFirst({ filters: { slug: data.slug } });
    ids[data.slug] = existing ? existing.documentId : (await categories.create({ data })).documentId;
  }
  return ids;
}

async function seedArticles(strapi, categoryIds) {
  const articles = strapi.documents('api::article.article');
  for (const article of ARTICLES) {
    let doc = await articles.findFirst({ filters: { slug: article.en.slug }, locale: 'en', status: 'draft' });
    if (!doc) {
      doc = await articles.create({
        locale: 'en',
        data: { ...article.en, category: categoryIds[article.category] },
      });
      await articles.publish({ documentId: doc.documentId, locale: 'en' });
    }
    if (article.fr) {
      const french = await articles.findOne({ documentId: doc.documentId, locale: 'fr', status: 'draft' });
      if (!french) {
        await articles.update({ documentId: doc.documentId, locale: 'fr', data: article.fr });
        await articles.publish({ documentId: doc.documentId, locale: 'fr' });
      }
    }
  }
  for (const draft of DRAFTS) {
    const existing = await articles.findFirst({
      filters: { slug: draft.slug },
      locale: 'en',
      status: 'draft',
    });
    if (!existing) await articles.create({ locale: 'en', data: draft });
  }
}

async function seedHomepage(strapi) {
  const homepage = strapi.documents('api::homepage.homepage');
  if (!(await homepage.findFirst({ status: 'draft' }))) {
    const doc = await homepage.create({
      data: {
        title: 'Welcome to the playground',
        intro: 'Seeded by the playground.',
        seo: { metaTitle: 'Playground', metaDescription: 'A Strapi 5 playground.' },
      },
    });
    await homepage.publish({ documentId: doc.documentId });
  }
}

async function seedInternalNotes(strapi) {
  const notes = strapi.documents('api::internal-note.internal-note');
  for (const data of INTERNAL_NOTES) {
    if (!(await notes.findFirst({ filters: { title: data.title } }))) await notes.create({ data });
  }
}

async function seedGuestbook(strapi) {
  const entries = strapi.documents('api::guestbook-entry.guestbook-entry');
  for (const data of GUESTBOOK_ENTRIES) {
    if (!(await entries.findFirst({ filters: { name: data.name } }))) await entries.create({ data });
  }
}

/** Seeds categories, articles (published, localized and drafts), the homepage, internal notes and the guestbook. */
async function seedContent(strapi) {
  const categoryIds = await seedCategories(strapi);
  await seedArticles(strapi, categoryIds);
  await seedHomepage(strapi);
  await seedInternalNotes(strapi);
  await seedGuestbook(strapi);
}

module.exports = { seedContent, ARTICLES, DRAFTS, INTERNAL_NOTES, GUESTBOOK_ENTRIES };
