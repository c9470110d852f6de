/**
 * One published case of each integrity finding (docs/api.md, "Integrity"), seeded once:
 * - `lost-relation`: the homepage features Strapi tips and Release notes (en); the published
 *   version's join-table row to Release notes is deleted straight in the database during the
 *   publish, as Strapi 5 dropped relations from published versions (strapi/strapi#25361, #26473,
 *   #24779: fixed in the playground's release, so the loss is written, not provoked);
 * - `foreign-media-host`: Release notes (en) links the cover image under a former domain;
 * - `signed-media-url`: it links an S3 object by a presigned URL (`X-Amz-Expires`), path-style on
 *   the outside origin (`PLAYGROUND_OUTSIDE_ORIGIN`, as links.js), so that a monitor or link check
 *   of the seed never leaves 127.0.0.1 (docs/decisions/0258-excluded-host-decides-first.md);
 * - `mixed-media-formats`: it shows the outside provider's image with an absolute `url` and a
 *   relative thumbnail format (strapi/strapi#21041).
 */
/** The outside upload provider's origin when `PLAYGROUND_MEDIA_ORIGIN` is not set (as links.js). */
const DEFAULT_MEDIA = 'http://127.0.0.1:8';
/** The outside website's origin when `PLAYGROUND_OUTSIDE_ORIGIN` is not set (as links.js). */
const DEFAULT_OUTSIDE = 'http://127.0.0.1:9';

const text = (value) => ({ type: 'text', text: value });
const link = (url, label) => ({ type: 'link', url, children: [text(label)] });
const paragraph = (...children) => ({ type: 'paragraph', children });

/** The article of a slug in `en`, as its draft. */
const article = (strapi, slug) =>
  strapi.documents('api::article.article').findFirst({ filters: { slug }, locale: 'en', status: 'draft' });

/**
 * Features two articles on the homepage and publishes it, the published version losing one of
 * them during the publish, as in Strapi's bugs: the join row is deleted in the publish's own
 * transaction, from the `afterCreate` of the new published version (`@strapi/database`
 * `entity-manager` runs it after the relation rows are attached). Deleted after the publish
 * instead, the loss would be a write around the document service: the reference index would
 * rightly read the homepage stale from the first boot on (docs/decisions/0183-reference-index-staleness.md).
 */
async function seedLostRelation(strapi, tips, releaseNotes) {
  const uid = 'api::homepage.homepage';
  const homepage = strapi.documents(uid);
  const draft = await homepage.findFirst({ status: 'draft' });
  await homepage.update({
    documentId: draft.documentId,
    data: {
      featuredArticles: {
        set: [
          { documentId: tips.documentId, locale: 'en' },
          { documentId: releaseNotes.documentId, locale: 'en' },
        ],
      },
    },
  });
  const lostTarget = await strapi
    .documents('api::article.article')
    .findOne({ documentId: releaseNotes.documentId, locale: 'en', status: 'published' });
  const { joinTable } = strapi.db.metadata.get(uid).attributes.featuredArticles;
  const unsubscribe = strapi.db.lifecycles.subscribe({
    models: [uid],
    async afterCreate(event) {
      if (!event.result?.publishedAt) return;
      // Joins the publish's transaction (@strapi/database `transaction`).
      await strapi.db.transaction(({ trx }) =>
        trx(joinTable.name)
          .where(joinTable.joinColumn.name, event.result.id)
          .where(joinTable.inverseJoinColumn.name, lostTarget.id)
          .delete(),
      );
    },
  });
  try {
    await homepage.publish({ documentId: draft.documentId });
  } finally {
    unsubscribe();
  }
}

/** Writes the three media cases into Release notes (en) and publishes it. */
async function seedMediaCases(strapi, releaseNotes) {
  const media = (process.env.PLAYGROUND_MEDIA_ORIGIN || DEFAULT_MEDIA).replace(/\/+$/, '');
  const files = strapi.db.query('plugin::upload.file');
  const cover = await files.findOne({ where: { name: 'links-cover.png' } });
  const provider = await files.findOne({ where: { name: 'links-provider.png' } });
  const outside = (process.env.PLAYGROUND_OUTSIDE_ORIGIN || DEFAULT_OUTSIDE).replace(/\/+$/, '');
  // An S3 path-style URL (`<endpoint>/<bucket>/<key>`), as S3-compatible stores presign them.
  const signed =
    `${outside}/playground-bucket/reports/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256` +
    '&X-Amz-Credential=AKIAEXAMPLE%2F20250101%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250101T000000Z' +
    '&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature=0123456789abcdef';
  // The Blocks editor stores the whole file row in an image block (as links.js).
  const {
    id: _id,
    documentId: _documentId,
    folderPath: _folder,
    locale: _locale,
    publishedAt: _at,
    ...file
  } = provider;
  const thumbnail = {
    name: 'thumbnail_links-provider.png',
    hash: 'thumbnail_links_provider',
    ext: '.png',
    mime: 'image/png',
    path: null,
    width: 156,
    height: 117,
    size: 0.2,
    sizeInBytes: 200,
    url: '/uploads/thumbnail_links_provider.png',
  };
  const image = {
    ...file,
    width: 400,
    height: 300,
    alternativeText: 'provider image, relative formats',
    url: provider.url || `${media}/bucket/links_provider.png`,
    formats: { thumbnail },
  };
  const articles = strapi.documents('api::article.article');
  await articles.update({
    documentId: releaseNotes.documentId,
    locale: 'en',
    data: {
      content: [
        paragraph(
          link(`https://cms.old-domain.example${cover.url}`, 'cover on the former domain'),
          link(signed, 'quarterly report'),
        ),
        { type: 'image', image, children: [text('')] },
      ],
    },
  });
  await articles.publish({ documentId: releaseNotes.documentId, locale: 'en' });
}

/** Seeds the integrity cases once (after the content and link seeds). */
async function seedIntegrity(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'playground' });
  if (await store.get({ key: 'integrity-seeded' })) return;
  const tips = await article(strapi, 'strapi-tips');
  const releaseNotes = await article(strapi, 'release-notes');
  await seedMediaCases(strapi, releaseNotes);
  await seedLostRelation(strapi, tips, releaseNotes);
  await store.set({ key: 'integrity-seeded', value: true });
}

module.exports = { seedIntegrity };
