import { MOVED_URLS_API, movedUrlsText } from './moved-urls';
import type { Playground } from './playground';

/** The CLI suites' calls on the moved URLs API (the integration suites' app is in moved-urls.ts). */
export { MOVED_URLS_API };

/**
 * Publishes an `en` article with `slug` in `category` (a documentId), then moves it to `moved`
 * (a new slug, published) or, for null, unpublishes it: the plugin records the move.
 */
export async function moveArticle(
  playground: Playground,
  category: string,
  slug: string,
  moved: string | null,
): Promise<void> {
  const articles = playground.strapi.documents('api::article.article');
  const article = await articles.create({ locale: 'en', data: { title: slug, slug, category } as never });
  await articles.publish({ documentId: article.documentId, locale: 'en' });
  if (moved === null) {
    await articles.unpublish({ documentId: article.documentId, locale: 'en' });
    return;
  }
  await articles.update({ documentId: article.documentId, locale: 'en', data: { slug: moved } as never });
  await articles.publish({ documentId: article.documentId, locale: 'en' });
}

/** The text of a redirect export (`GET v1/moved-urls/redirects?format=`), asserting a 200. */
export const exportedRedirects = (playground: Playground, format: string): Promise<string> =>
  movedUrlsText(playground, '/redirects', { format });

/** `POST v1/moved-urls/audit` with `query` (`format`, `source`) and, for a file, its text. */
export const auditRedirects = (playground: Playground, query: Record<string, string>, text = '') =>
  playground.http
    .post(`${MOVED_URLS_API}/audit`)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`)
    .set('Content-Type', 'text/plain')
    .send(text);
