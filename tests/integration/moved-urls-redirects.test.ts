import { withMainField } from '../helpers/content-manager-view';
import { MOVED_URLS_API, parseCsv, startMovedUrlsApp, type MovedUrlsApp } from '../helpers/moved-urls';
import { apachePath, nginxMap, sitePath, sortedRules, type Rule } from '../helpers/redirect-rules';

/**
 * Moved URLs (docs/api.md, "Moved URLs"; issue 46 items 1-3): `v1/moved-urls` lists the records
 * with the page's URL now (filters, counts, CSV), and `v1/moved-urls/redirects` writes one rule
 * per old URL to the page's URL now (chains collapsed, loops dropped) in each format, each parsed
 * back here. How moves are recorded: moved-urls.test.ts.
 */
let app: MovedUrlsApp;
const exported = (format: string) => app.text('/redirects', { format });

beforeAll(async () => {
  app = await startMovedUrlsApp();
  const articles = () => app.playground.strapi.documents('api::article.article');
  // Moves of every shape: a page moved twice, one moved back, a category rename moving its
  // articles, a slug with regex metacharacters, and pages gone (a locale removed, unpublished, deleted).
  const twice = await app.publishedArticle('twice');
  await app.renameArticle(twice.article, 'twice-2');
  await app.renameArticle(twice.article, 'twice-3');
  const back = await app.publishedArticle('back');
  await app.renameArticle(back.article, 'back-2');
  await app.renameArticle(back.article, 'back-en');
  const renamed = await app.publishedArticle('rename');
  const second = await articles().create({
    locale: 'en',
    data: { title: 'rename two', slug: 'rename-two', category: renamed.category } as never,
  });
  await articles().publish({ documentId: second.documentId, locale: 'en' });
  await app.playground.strapi
    .documents('api::category.category')
    .update({ documentId: renamed.category, data: { slug: 'renamed-cat' } as never });
  const localeRemoved = await app.publishedArticle('locale-removed', true);
  await articles().delete({ documentId: localeRemoved.article, locale: 'fr' });
  const unpublished = await app.publishedArticle('unpublished');
  await articles().unpublish({ documentId: unpublished.article, locale: 'en' });
  const deleted = await app.publishedArticle('deleted', true);
  await articles().delete({ documentId: deleted.article, locale: '*' });
});

afterAll(async () => {
  await app?.playground.stop();
});

describe('redirect exports', () => {
  /** The rules the list says the exports hold: one per old URL, to the page's URL now. */
  async function expectedRules(): Promise<{ redirects: Rule[]; gone: Rule[] }> {
    const rows = await app.movedUrls();
    return {
      redirects: rows
        .filter((row) => row.redirect === 'redirect')
        .map((row) => ({
          source: sitePath(row.old_url),
          target: sitePath(row.new_url as string),
          status: 301,
        })),
      gone: rows
        .filter((row) => row.redirect === 'gone')
        .map((row) => ({ source: sitePath(row.old_url), target: null, status: 410 })),
    };
  }

  it('collapses chains and drops loops: one rule per old URL, each to a URL no rule redirects', async () => {
    // A page whose slug has Apache regex metacharacters.
    const { article } = await app.publishedArticle('dots.and~tilde');
    await app.renameArticle(article, 'dots.and~tilde-2');
    const { redirects, gone } = await expectedRules();
    expect(redirects.length).toBeGreaterThan(5);
    expect(gone.length).toBeGreaterThan(2);
    const sources = new Set([...redirects, ...gone].map((rule) => rule.source));
    expect(sources.size).toBe(redirects.length + gone.length);
    expect(redirects.filter((rule) => sources.has(rule.target as string))).toEqual([]);
    expect(redirects.filter((rule) => rule.source === rule.target)).toEqual([]);
    expect(redirects).toContainEqual({
      source: '/blog/twice-cat/twice-en',
      target: '/blog/twice-cat/twice-3',
      status: 301,
    });
    expect(redirects.some((rule) => rule.source === '/blog/back-cat/back-en')).toBe(false);
  });

  it('writes Next.js redirects() and vercel.json that JSON.parse reads back', async () => {
    const { redirects } = await expectedRules();
    type JsonRule = { source: string; destination: string; statusCode: number };
    const back = (items: JsonRule[]) =>
      items.map((item) => ({
        source: item.source.replace(/\\(.)/g, '$1'),
        target: item.destination,
        status: item.statusCode,
      }));
    expect(sortedRules(back(JSON.parse(await exported('nextjs')) as JsonRule[]))).toEqual(
      sortedRules(redirects),
    );
    const vercel = JSON.parse(await exported('vercel')) as { redirects: JsonRule[] };
    expect(sortedRules(back(vercel.redirects))).toEqual(sortedRules(redirects));
  });

  it('writes Netlify _redirects, an nginx map and Apache RewriteRule lines that read back to the same rules', async () => {
    const { redirects, gone } = await expectedRules();
    const netlify = (await exported('netlify'))
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const [source, target, status, ...rest] = line.split(/\s+/);
        expect(rest).toEqual([]);
        return { source: source.replace(/%2A/g, '*'), target, status: Number(status) };
      });
    expect(sortedRules(netlify)).toEqual(sortedRules(redirects));

    const nginx = await exported('nginx');
    expect(nginx).toContain('return 301 $rd_redirect;');
    const decoded = (rules: Rule[]) =>
      rules.map((rule) => ({ ...rule, source: decodeURIComponent(rule.source) }));
    expect(
      sortedRules(
        nginxMap(nginx, 'rd_redirect').map(([source, target]) => ({ source, target, status: 301 })),
      ),
    ).toEqual(sortedRules(decoded(redirects)));
    expect(
      nginxMap(nginx, 'rd_gone')
        .map(([source]) => source)
        .sort(),
    ).toEqual(
      decoded(gone)
        .map((rule) => rule.source)
        .sort(),
    );

    const apache = (await exported('apache')).split('\n').filter(Boolean);
    expect(apache[0]).toBe('RewriteEngine On');
    const rules = apache.slice(1).map((line) => {
      const [keyword, pattern, target, flags, ...rest] = line.split(' ');
      expect([keyword, rest]).toEqual(['RewriteRule', []]);
      const isGone = flags === '[G,L]';
      if (!isGone) expect(flags).toBe('[R=301,L,NE]');
      return {
        source: apachePath(pattern),
        target: isGone ? null : target.replace(/\\([$%])/g, '$1'),
        status: isGone ? 410 : 301,
      };
    });
    expect(sortedRules(rules)).toEqual(sortedRules(decoded([...redirects, ...gone])));
  });

  it('writes a CSV for bulk importers (with the 410s) and the gone URLs one a line', async () => {
    const { redirects, gone } = await expectedRules();
    const [header, ...records] = parseCsv(await exported('csv'));
    expect(header).toEqual(['source', 'target', 'status_code']);
    const rules = records.map(([source, target, status]) => ({
      source,
      target: target === '' ? null : target,
      status: Number(status),
    }));
    expect(sortedRules(rules)).toEqual(sortedRules([...redirects, ...gone]));
    expect((await exported('gone')).split('\n').filter(Boolean).sort()).toEqual(
      gone.map((rule) => rule.source).sort(),
    );
  });

  it('answers a 400 for a missing or unknown format', async () => {
    for (const query of [{}, { format: 'iis' }]) {
      const response = await app.playground.http
        .get(`${MOVED_URLS_API}/redirects`)
        .query(query)
        .set('Authorization', `Bearer ${app.playground.apiKey}`);
      expect(response.status).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
  });
});

describe('GET v1/moved-urls', () => {
  it('filters by kind, content type, locale and since, and pages with a cursor', async () => {
    const all = await app.movedUrls();
    expect(all.length).toBeGreaterThan(8);
    expect(await app.movedUrls({}, 3)).toEqual(all);
    const gone = await app.movedUrls({ kind: 'gone' });
    expect(gone.length).toBeGreaterThan(0);
    expect(gone).toEqual(all.filter((row) => row.kind === 'gone'));
    expect(await app.movedUrls({ kind: 'moved' })).toEqual(all.filter((row) => row.kind === 'moved'));
    expect(await app.movedUrls({ content_type: 'api::category.category' })).toEqual(
      all.filter((row) => row.content_type === 'api::category.category'),
    );
    expect(await app.movedUrls({ locale: 'fr' })).toEqual(all.filter((row) => row.locale === 'fr'));
    expect(await app.movedUrls({ since: '2999-01-01' })).toEqual([]);
    expect(await app.movedUrls({ since: all[all.length - 1].moved_at })).toEqual(all);
  });

  it('counts by kind and redirect, and exports the filtered records as CSV, as every paged list does', async () => {
    const all = await app.movedUrls();
    const counts = await app.playground.http
      .get(MOVED_URLS_API)
      .query({ counts: 'true' })
      .set('Authorization', `Bearer ${app.playground.apiKey}`);
    expect(counts.status).toBe(200);
    const tally = (key: 'kind' | 'redirect') =>
      all.reduce<Record<string, number>>((by, row) => ({ ...by, [row[key]]: (by[row[key]] ?? 0) + 1 }), {});
    expect(counts.body.counts).toMatchObject({
      total: all.length,
      by: { kind: tally('kind'), redirect: tally('redirect') },
    });
    const [header, ...records] = parseCsv(await app.text('', { kind: 'gone', format: 'csv' }));
    expect(header.slice(0, 3)).toEqual(['old_url', 'new_url', 'kind']);
    // The export names each page by its title and type's display name beside its UID and documentId.
    const gone = all.filter((row) => row.kind === 'gone');
    const column = (name: string) => records.map((record) => record[header.indexOf(name)]);
    expect(header).toEqual(expect.arrayContaining(['content_type_name', 'document_title', 'document_id']));
    expect(column('document_title')).toEqual(gone.map((row) => row.document_title));
    expect(column('content_type_name')).toEqual(gone.map((row) => row.content_type_name));
    expect(column('content_type_name')).toContain('Article');
    // And the cause of each move (the renamed category, its name as main field) by its title and
    // type's display name beside its UID and documentId; `q` finds the moves by the cause's title.
    await withMainField(app.playground, 'api::category.category', 'name', async () => {
      const [causeHeader, ...moved] = parseCsv(await app.text('', { format: 'csv', q: 'rename cat' }));
      const cause = (name: string) => moved.map((record) => record[causeHeader.indexOf(name)]);
      expect(cause('cause_document_title')).toEqual(['rename cat', 'rename cat', 'rename cat']);
      expect(new Set(cause('cause_content_type_name'))).toEqual(new Set(['Category']));
      expect(new Set(cause('cause_content_type'))).toEqual(new Set(['api::category.category']));
      expect(causeHeader).toEqual(expect.arrayContaining(['cause_document_id', 'cause_locale']));
    });
    expect(records.map((record) => record[0])).toEqual(
      all.filter((row) => row.kind === 'gone').map((row) => row.old_url),
    );
  });

  it('answers a 400 for an unknown kind or a since that is not a date', async () => {
    for (const query of [{ kind: 'renamed' }, { since: 'yesterday' }]) {
      const response = await app.playground.http
        .get(MOVED_URLS_API)
        .query(query)
        .set('Authorization', `Bearer ${app.playground.apiKey}`);
      expect(response.status).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
  });
});
