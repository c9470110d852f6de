import type { UrlChangesResponse } from '@route-discovery/contract';
import { DEMO_SITE_CONFIG } from '../../playground/lib/demo-site';
import { startPlayground, type Playground } from './playground';

/**
 * Issue 46's demo for the moved-URL suites: the playground with the demo's site URL and URL
 * patterns (`/blog/[category.slug]/[slug]`, `/topics/[slug]`) and its seeded moves
 * (PLAYGROUND_DEMO_MOVES=1), and the documents the suites make in it.
 */
export const SITE = DEMO_SITE_CONFIG.siteUrl;
export const ARTICLE = 'api::article.article';
export const CATEGORY = 'api::category.category';

/** Boots the demo playground (the caller stops it). */
export function startDemoPlayground(): Promise<Playground> {
  return startPlayground({
    env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify(DEMO_SITE_CONFIG), PLAYGROUND_DEMO_MOVES: '1' },
  });
}

/** A new category (no draft and publish) named and slugged `slug`; its documentId. */
export async function createCategory(app: Playground, slug: string): Promise<string> {
  const doc = (await app.strapi
    .documents(CATEGORY as never)
    .create({ data: { name: slug, slug } } as never)) as {
    documentId: string;
  };
  return doc.documentId;
}

/** A published `en` article in `category` (its documentId), with optional Markdown notes. */
export async function publishedArticle(
  app: Playground,
  slug: string,
  category: string,
  notes?: string,
): Promise<string> {
  const articles = app.strapi.documents(ARTICLE as never);
  const doc = (await articles.create({
    locale: 'en',
    data: { title: slug, slug, category, ...(notes ? { notes } : {}) },
  } as never)) as { documentId: string };
  await articles.publish({ documentId: doc.documentId, locale: 'en' } as never);
  return doc.documentId;
}

/**
 * `/route-discovery/url-changes` of a document as an edit view asks it with the admin session
 * `token`: a `GET` (saved values), or with `values` a `POST` of the form's unsaved values; the
 * response, status unchecked.
 */
export function askUrlChanges(
  app: Playground,
  token: string,
  contentType: string,
  documentId: string,
  locale: string | null,
  values?: unknown,
) {
  const query: Record<string, string> = { content_type: contentType, document_id: documentId };
  if (locale) query.locale = locale;
  const request =
    values === undefined
      ? app.http.get('/route-discovery/url-changes')
      : app.http.post('/route-discovery/url-changes').send(values as object);
  return request.query(query).set('Authorization', `Bearer ${token}`);
}

/** The url-changes answer (200 expected) of a document, `en` unless told, with optional unsaved `values`. */
export async function urlChanges(
  app: Playground,
  token: string,
  contentType: string,
  documentId: string,
  locale: string | null = 'en',
  values?: Record<string, unknown>,
): Promise<UrlChangesResponse> {
  const response = await askUrlChanges(app, token, contentType, documentId, locale, values && { values });
  expect(response.status).toBe(200);
  return response.body as UrlChangesResponse;
}
