/**
 * The demo's moved URLs (issue 46): an article whose slug changed and a category renamed with its
 * articles, so the Moved URLs page and the redirect exports show both, and a published article that
 * still links to the first URL (its content link is listed as `moved`). Runs only with
 * PLAYGROUND_DEMO_MOVES=1 and a site URL pattern for articles (scripts/demo.js sets both,
 * playground/lib/demo-site.js); once: a category with the renamed slug means it ran.
 */
const CATEGORY = {
  internalName: 'Editors only: announcements desk',
  name: 'Announcements',
  slug: 'announcements',
};
const RENAMED_SLUG = 'company-news';
const MOVED = { title: 'Moving day', slug: 'moving-day', body: 'An article whose slug changed.' };
const MOVED_SLUG = 'we-moved';
const LINKING = {
  title: 'Read about our move',
  slug: 'read-about-our-move',
  notes: 'The story is in [our moving day article](/blog/announcements/moving-day).',
};

/** Whether the route discovery plugin has a website URL pattern for articles. */
function articlesHaveUrls(strapi) {
  const config = strapi.config.get('plugin::route-discovery') ?? {};
  return Boolean(config.siteUrl && config.urlPatterns?.['api::article.article']);
}

async function seedMoves(strapi) {
  if (process.env.PLAYGROUND_DEMO_MOVES !== '1' || !articlesHaveUrls(strapi)) return;
  const categories = strapi.documents('api::category.category');
  if (await categories.findFirst({ filters: { slug: RENAMED_SLUG } })) return;
  const articles = strapi.documents('api::article.article');
  const category = await categories.create({ data: CATEGORY });
  const publish = async (data) => {
    const doc = await articles.create({ locale: 'en', data: { ...data, category: category.documentId } });
    await articles.publish({ documentId: doc.documentId, locale: 'en' });
    return doc.documentId;
  };
  const moved = await publish(MOVED);
  await publish(LINKING);
  // The moved article: /blog/announcements/moving-day -> /blog/announcements/we-moved.
  await articles.update({ documentId: moved, locale: 'en', data: { slug: MOVED_SLUG } });
  await articles.publish({ documentId: moved, locale: 'en' });
  // The renamed category: /topics/announcements -> /topics/company-news, its articles with it.
  await categories.update({ documentId: category.documentId, data: { slug: RENAMED_SLUG } });
}

module.exports = { seedMoves, RENAMED_SLUG, MOVED_SLUG };
