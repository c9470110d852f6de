import type { FrontendUrlRow, MovedUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from './playground';

/**
 * The moved-URL suites' app (docs/api.md, "Moved URLs"): a playground with `siteUrl` and URL
 * patterns (articles read their category's slug), and the calls the suites make on it.
 */
export const MOVED_URLS_API = '/api/route-discovery/v1/moved-urls';
export const SITE = 'https://site.example';
const PATTERNS = {
  'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
  'api::category.category': '/topics/[slug]',
};

/** A booted moved-URLs app and its helpers; `logLines` collects its log. */
export interface MovedUrlsApp {
  playground: Playground;
  logLines: string[];
  /** A category and an article in it, published in `en` (and `fr` when asked), with unique slugs. */
  publishedArticle(name: string, withFrench?: boolean): Promise<{ category: string; article: string }>;
  /** Changes an `en` article's slug and publishes it. */
  renameArticle(documentId: string, slug: string): Promise<void>;
  /** Every record (all pages of `page_size`), newest first. */
  movedUrls(query?: Record<string, string>, pageSize?: number): Promise<MovedUrlRow[]>;
  /** The records of one document, oldest first. */
  recordsOf(documentId: string): Promise<MovedUrlRow[]>;
  /** A text answer of `path` under the API (a redirect export, a CSV page). */
  text(path: string, query: Record<string, string>): Promise<string>;
}

/** The text of `path` under the moved URLs API (a redirect export, a CSV page), asserting a 200. */
export async function movedUrlsText(
  playground: Playground,
  path: string,
  query: Record<string, string>,
): Promise<string> {
  const response = await playground.http
    .get(`${MOVED_URLS_API}${path}`)
    .query(query)
    .set('Authorization', `Bearer ${playground.apiKey}`)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
  expect(response.status).toBe(200);
  return response.body as string;
}

/**
 * Boots the playground with the moved-URL configuration (`afterAll` must call `playground.stop()`).
 * @param extra more boot environment (a playground fixture's flag) and URL patterns beside the
 *   articles' and categories'
 */
export async function startMovedUrlsApp(
  extra: { env?: Record<string, string>; urlPatterns?: Record<string, unknown> } = {},
): Promise<MovedUrlsApp> {
  const logLines: string[] = [];
  const urlPatterns = { ...PATTERNS, ...extra.urlPatterns };
  const playground = await startPlayground({
    env: { ...extra.env, ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: SITE, urlPatterns }) },
    logSink: (line) => logLines.push(line),
  });
  const articles = () => playground.strapi.documents('api::article.article');
  const categories = () => playground.strapi.documents('api::category.category');
  const movedUrls: MovedUrlsApp['movedUrls'] = async (query = {}, pageSize = 100) => {
    const rows: MovedUrlRow[] = [];
    let cursor: string | null = null;
    do {
      const response: {
        status: number;
        body: { moved_urls: MovedUrlRow[]; metadata: { page: { next_cursor: string | null } } };
      } = await playground.http
        .get(MOVED_URLS_API)
        .query({ ...query, page_size: String(pageSize), ...(cursor ? { cursor } : {}) })
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(200);
      rows.push(...response.body.moved_urls);
      cursor = response.body.metadata.page.next_cursor;
    } while (cursor);
    return rows;
  };
  return {
    playground,
    logLines,
    async publishedArticle(name, withFrench = false) {
      const category = await categories().create({
        data: { name: `${name} cat`, slug: `${name}-cat` } as never,
      });
      const article = await articles().create({
        locale: 'en',
        data: { title: name, slug: `${name}-en`, category: category.documentId } as never,
      });
      await articles().publish({ documentId: article.documentId, locale: 'en' });
      if (withFrench) {
        await articles().update({
          documentId: article.documentId,
          locale: 'fr',
          data: { title: `${name} fr`, slug: `${name}-fr` } as never,
        });
        await articles().publish({ documentId: article.documentId, locale: 'fr' });
      }
      return { category: category.documentId, article: article.documentId };
    },
    async renameArticle(documentId, slug) {
      await articles().update({ documentId, locale: 'en', data: { slug } as never });
      await articles().publish({ documentId, locale: 'en' });
    },
    movedUrls,
    async recordsOf(documentId) {
      return (await movedUrls()).filter((row) => row.document_id === documentId).reverse();
    },
    text: (path, query) => movedUrlsText(playground, path, query),
  };
}

/** RFC 4180 records: quoted fields (with doubled quotes, commas and line breaks inside) and CRLF ends. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const c = text[at];
    if (quoted) {
      if (c === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[at + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      at += 1;
    } else field += c;
  }
  expect(field).toBe('');
  return records;
}

/** The site URLs the page rows give a document's published locale versions, by locale. */
export async function pageUrlsOf(
  playground: Playground,
  documentId: string,
): Promise<Record<string, string | undefined>> {
  const response = await playground.http
    .get('/api/route-discovery/v1/frontend-urls')
    .query({ filter: 'pages' })
    .set('Authorization', `Bearer ${playground.apiKey}`);
  expect(response.status).toBe(200);
  const rows = (response.body.urls as FrontendUrlRow[]).filter((row) => row.document_id === documentId);
  return Object.fromEntries(rows.map((row) => [row.locale ?? '', row.site_url]));
}
