import type { MovedUrlRow } from '@route-discovery/contract';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Moved URLs (docs/api.md, "Moved URLs"; issue 46 items 1-3): every change of a published
 * page's website URL is recorded per locale (a slug change, a category rename moving its
 * articles, a locale removed, unpublish, delete), `v1/moved-urls` lists the records with the
 * page's URL now, and `v1/moved-urls/redirects` writes one rule per old URL to the page's URL now
 * (chains collapsed, loops dropped) in each format, each parsed back here.
 */
const API = '/api/route-discovery/v1/moved-urls';
const SITE = 'https://site.example';
const PATTERNS = {
  'api::article.article': { default: '/blog/[category.slug]/[slug]', fr: '/fr/blogue/[slug]' },
  'api::category.category': '/topics/[slug]',
};

let playground: Playground;
/** The log lines of the booted playground. */
const logLines: string[] = [];
const articles = () => playground.strapi.documents('api::article.article');
const categories = () => playground.strapi.documents('api::category.category');

/** A category and an article in it, published in `en` (and `fr` when asked), with unique slugs. */
async function publishedArticle(name: string, withFrench = false) {
  const category = await categories().create({ data: { name: `${name} cat`, slug: `${name}-cat` } as never });
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
}

/** Changes an `en` article's slug and publishes it. */
async function renameArticle(documentId: string, slug: string) {
  await articles().update({ documentId, locale: 'en', data: { slug } as never });
  await articles().publish({ documentId, locale: 'en' });
}

/** Every record (all pages of `page_size`), newest first. */
async function movedUrls(query: Record<string, string> = {}, pageSize = 100): Promise<MovedUrlRow[]> {
  const rows: MovedUrlRow[] = [];
  let cursor: string | null = null;
  do {
    const response: {
      status: number;
      body: { moved_urls: MovedUrlRow[]; metadata: { page: { next_cursor: string | null } } };
    } = await playground.http
      .get(API)
      .query({ ...query, page_size: String(pageSize), ...(cursor ? { cursor } : {}) })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(response.status).toBe(200);
    rows.push(...response.body.moved_urls);
    cursor = response.body.metadata.page.next_cursor;
  } while (cursor);
  return rows;
}

/** The records of one document, oldest first. */
async function recordsOf(documentId: string) {
  return (await movedUrls()).filter((row) => row.document_id === documentId).reverse();
}

/** A redirect export's text. */
async function exported(format: string) {
  const response = await playground.http
    .get(`${API}/redirects`)
    .query({ format })
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

beforeAll(async () => {
  playground = await startPlayground({
    env: { ROUTE_DISCOVERY_CONFIG: JSON.stringify({ siteUrl: SITE, urlPatterns: PATTERNS }) },
    logSink: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  await playground?.stop();
});

describe('every move recorded', () => {
  it('takes the baseline on the first run without recording a move', async () => {
    expect(await movedUrls()).toEqual([]);
  });

  it('records a slug change when the new slug is published, and only then', async () => {
    const { article } = await publishedArticle('slug-change');
    await articles().update({ documentId: article, locale: 'en', data: { slug: 'slug-change-2' } as never });
    expect(await recordsOf(article)).toEqual([]);
    await articles().publish({ documentId: article, locale: 'en' });
    const [record] = await recordsOf(article);
    expect(record).toMatchObject({
      old_url: `${SITE}/blog/slug-change-cat/slug-change-en`,
      new_url: `${SITE}/blog/slug-change-cat/slug-change-2`,
      recorded_url: `${SITE}/blog/slug-change-cat/slug-change-2`,
      kind: 'moved',
      content_type: 'api::article.article',
      locale: 'en',
      action: 'publish',
      redirect: 'redirect',
      reason: null,
    });
    // Named as the Content Manager names the page (docs/decisions/0240-document-and-field-names.md).
    expect(record).toMatchObject({
      document_title: 'slug-change',
      content_type_name: 'Article',
      edit_url: `/admin/content-manager/collection-types/api::article.article/${article}?plugins[i18n][locale]=en`,
    });
    // The page is its own cause here, named the same way, in its locale.
    expect(record).toMatchObject({
      cause_document_id: article,
      cause_document_title: 'slug-change',
      cause_content_type_name: 'Article',
      cause_locale: 'en',
      cause_edit_url: record.edit_url,
    });
  });

  it('counts the published documents whose content still links to the old URL (the reference index)', async () => {
    const { article } = await publishedArticle('linked');
    const oldUrl = `${SITE}/blog/linked-cat/linked-en`;
    for (const [slug, href] of [
      ['linking-absolute', oldUrl],
      ['linking-path', '/blog/linked-cat/linked-en'],
    ]) {
      const linking = await articles().create({
        locale: 'en',
        data: { title: slug, slug, notes: `See [the article](${href}).` } as never,
      });
      await articles().publish({ documentId: linking.documentId, locale: 'en' });
    }
    // A draft's link does not count.
    await articles().create({
      locale: 'en',
      data: { title: 'linking draft', slug: 'linking-draft', notes: `[draft](${oldUrl})` } as never,
    });
    await renameArticle(article, 'linked-2');
    const [record] = await recordsOf(article);
    expect(record).toMatchObject({ old_url: oldUrl, linked_from: 2 });
  });

  it('moves every article of a renamed category with it, recorded with the category as cause', async () => {
    const first = await publishedArticle('rename', true);
    const second = await articles().create({
      locale: 'en',
      data: { title: 'rename two', slug: 'rename-two', category: first.category } as never,
    });
    await articles().publish({ documentId: second.documentId, locale: 'en' });
    await categories().update({ documentId: first.category, data: { slug: 'renamed-cat' } as never });
    const moved = (await movedUrls()).filter((row) => row.cause_document_id === first.category);
    const byOld = Object.fromEntries(moved.map((row) => [row.old_url, row.new_url]));
    expect(byOld).toEqual({
      [`${SITE}/topics/rename-cat`]: `${SITE}/topics/renamed-cat`,
      [`${SITE}/blog/rename-cat/rename-en`]: `${SITE}/blog/renamed-cat/rename-en`,
      [`${SITE}/blog/rename-cat/rename-two`]: `${SITE}/blog/renamed-cat/rename-two`,
    });
    expect(
      moved.every((row) => row.action === 'update' && row.cause_content_type === 'api::category.category'),
    ).toBe(true);
    // The cause is named as the page is: the category's title, display name and edit view (it has no i18n).
    expect(moved[0]).toMatchObject({
      cause_document_title: 'rename cat',
      cause_content_type_name: 'Category',
      cause_locale: null,
      cause_edit_url: `/admin/content-manager/collection-types/api::category.category/${first.category}`,
    });
    // The French version's URL does not read the category: it did not move.
    expect(moved.some((row) => row.locale === 'fr')).toBe(false);
  });

  it('records a removed locale, an unpublished page and a deleted document as gone', async () => {
    const localeRemoved = await publishedArticle('locale-removed', true);
    await articles().delete({ documentId: localeRemoved.article, locale: 'fr' });
    expect(await recordsOf(localeRemoved.article)).toEqual([
      expect.objectContaining({
        old_url: `${SITE}/fr/blogue/locale-removed-fr`,
        new_url: null,
        recorded_url: null,
        kind: 'gone',
        locale: 'fr',
        action: 'delete',
        redirect: 'gone',
      }),
    ]);

    const unpublished = await publishedArticle('unpublished');
    await articles().unpublish({ documentId: unpublished.article, locale: 'en' });
    expect(await recordsOf(unpublished.article)).toEqual([
      expect.objectContaining({
        old_url: `${SITE}/blog/unpublished-cat/unpublished-en`,
        kind: 'gone',
        action: 'unpublish',
      }),
    ]);

    const deleted = await publishedArticle('deleted', true);
    await articles().delete({ documentId: deleted.article, locale: '*' });
    const gone = await recordsOf(deleted.article);
    expect(gone.map((row) => [row.old_url, row.kind, row.action]).sort()).toEqual([
      [`${SITE}/blog/deleted-cat/deleted-en`, 'gone', 'delete'],
      [`${SITE}/fr/blogue/deleted-fr`, 'gone', 'delete'],
    ]);
    // No row holds a deleted document's title any more: it is named by its documentId.
    expect(gone.map((row) => row.document_title)).toEqual([deleted.article, deleted.article]);
    expect((await recordsOf(unpublished.article))[0].document_title).toBe('unpublished');
  });

  it('points both old URLs of a page moved twice at its newest URL, never at each other', async () => {
    const { article } = await publishedArticle('twice');
    await renameArticle(article, 'twice-2');
    await renameArticle(article, 'twice-3');
    const records = await recordsOf(article);
    expect(records.map((row) => [row.old_url, row.recorded_url, row.new_url, row.redirect])).toEqual([
      [
        `${SITE}/blog/twice-cat/twice-en`,
        `${SITE}/blog/twice-cat/twice-2`,
        `${SITE}/blog/twice-cat/twice-3`,
        'redirect',
      ],
      [
        `${SITE}/blog/twice-cat/twice-2`,
        `${SITE}/blog/twice-cat/twice-3`,
        `${SITE}/blog/twice-cat/twice-3`,
        'redirect',
      ],
    ]);
  });

  it('drops the rule of a URL a page answers at again (moved back, or two pages swapping URLs)', async () => {
    const { article } = await publishedArticle('back');
    await renameArticle(article, 'back-2');
    await renameArticle(article, 'back-en');
    const records = await recordsOf(article);
    expect(records.map((row) => [row.old_url, row.new_url, row.redirect])).toEqual([
      [`${SITE}/blog/back-cat/back-en`, `${SITE}/blog/back-cat/back-en`, 'dropped'],
      [`${SITE}/blog/back-cat/back-2`, `${SITE}/blog/back-cat/back-en`, 'redirect'],
    ]);
    expect(records[0].reason).toMatch(/published page answers at this URL/);
  });
});

/** One redirect rule as the formats write it: site paths, target null for a 410. */
interface Rule {
  source: string;
  target: string | null;
  status: number;
}

const path = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Rules sorted, for comparing sets. */
const sorted = (rules: Rule[]) =>
  [...rules].sort((a, b) => `${a.source} ${a.target}`.localeCompare(`${b.source} ${b.target}`));

/** RFC 4180 records: quoted fields (with doubled quotes, commas and line breaks inside) and CRLF ends. */
function parseCsv(text: string): string[][] {
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

/** The entries of an nginx `map $uri $<name> { ... }` block: quoted key -> quoted or bare value. */
function nginxMap(text: string, name: string): Array<[string, string]> {
  const block = new RegExp(`map \\$uri \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(text);
  expect(block).not.toBeNull();
  const quoted = (value: string) => (value.startsWith('"') ? (JSON.parse(value) as string) : value);
  return (block?.[1] ?? '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('default'))
    .map((line) => {
      const entry = /^\s*("(?:[^"\\]|\\.)*")\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line);
      expect(entry).not.toBeNull();
      return [quoted(entry?.[1] ?? ''), quoted(entry?.[2] ?? '')];
    });
}

/** An Apache RewriteRule pattern `^/?<escaped path>$` back to the decoded path it matches. */
function apachePath(pattern: string): string {
  expect(pattern.startsWith('^/?') && pattern.endsWith('$')).toBe(true);
  const body = pattern
    .slice(3, -1)
    .replace(/\\x([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');
  return `/${body}`;
}

describe('redirect exports', () => {
  /** The rules the list says the exports hold: one per old URL, to the page's URL now. */
  async function expectedRules(): Promise<{ redirects: Rule[]; gone: Rule[] }> {
    const rows = await movedUrls();
    return {
      redirects: rows
        .filter((row) => row.redirect === 'redirect')
        .map((row) => ({ source: path(row.old_url), target: path(row.new_url as string), status: 301 })),
      gone: rows
        .filter((row) => row.redirect === 'gone')
        .map((row) => ({ source: path(row.old_url), target: null, status: 410 })),
    };
  }

  it('collapses chains and drops loops: one rule per old URL, each to a URL no rule redirects', async () => {
    // A page whose slug has Apache regex metacharacters.
    const { article } = await publishedArticle('dots.and~tilde');
    await renameArticle(article, 'dots.and~tilde-2');
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
    expect(sorted(back(JSON.parse(await exported('nextjs')) as JsonRule[]))).toEqual(sorted(redirects));
    const vercel = JSON.parse(await exported('vercel')) as { redirects: JsonRule[] };
    expect(sorted(back(vercel.redirects))).toEqual(sorted(redirects));
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
    expect(sorted(netlify)).toEqual(sorted(redirects));

    const nginx = await exported('nginx');
    expect(nginx).toContain('return 301 $rd_redirect;');
    const decoded = (rules: Rule[]) =>
      rules.map((rule) => ({ ...rule, source: decodeURIComponent(rule.source) }));
    expect(
      sorted(nginxMap(nginx, 'rd_redirect').map(([source, target]) => ({ source, target, status: 301 }))),
    ).toEqual(sorted(decoded(redirects)));
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
    expect(sorted(rules)).toEqual(sorted(decoded([...redirects, ...gone])));
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
    expect(sorted(rules)).toEqual(sorted([...redirects, ...gone]));
    expect((await exported('gone')).split('\n').filter(Boolean).sort()).toEqual(
      gone.map((rule) => rule.source).sort(),
    );
  });

  it('answers a 400 for a missing or unknown format', async () => {
    for (const query of [{}, { format: 'iis' }]) {
      const response = await playground.http
        .get(`${API}/redirects`)
        .query(query)
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
  });
});

describe('GET v1/moved-urls', () => {
  it('filters by kind, content type, locale and since, and pages with a cursor', async () => {
    const all = await movedUrls();
    expect(all.length).toBeGreaterThan(8);
    expect(await movedUrls({}, 3)).toEqual(all);
    const gone = await movedUrls({ kind: 'gone' });
    expect(gone.length).toBeGreaterThan(0);
    expect(gone).toEqual(all.filter((row) => row.kind === 'gone'));
    expect(await movedUrls({ kind: 'moved' })).toEqual(all.filter((row) => row.kind === 'moved'));
    expect(await movedUrls({ content_type: 'api::category.category' })).toEqual(
      all.filter((row) => row.content_type === 'api::category.category'),
    );
    expect(await movedUrls({ locale: 'fr' })).toEqual(all.filter((row) => row.locale === 'fr'));
    expect(await movedUrls({ since: '2999-01-01' })).toEqual([]);
    expect(await movedUrls({ since: all[all.length - 1].moved_at })).toEqual(all);
  });

  it('counts by kind and redirect, and exports the filtered records as CSV, as every paged list does', async () => {
    const all = await movedUrls();
    const counts = await playground.http
      .get(API)
      .query({ counts: 'true' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(counts.status).toBe(200);
    const tally = (key: 'kind' | 'redirect') =>
      all.reduce<Record<string, number>>((by, row) => ({ ...by, [row[key]]: (by[row[key]] ?? 0) + 1 }), {});
    expect(counts.body.counts).toMatchObject({
      total: all.length,
      by: { kind: tally('kind'), redirect: tally('redirect') },
    });
    const csv = await playground.http
      .get(API)
      .query({ kind: 'gone', format: 'csv' })
      .set('Authorization', `Bearer ${playground.apiKey}`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    const [header, ...records] = parseCsv(csv.body as string);
    expect(header.slice(0, 3)).toEqual(['old_url', 'new_url', 'kind']);
    // The export names each page by its title and type's display name beside its UID and documentId.
    const gone = all.filter((row) => row.kind === 'gone');
    const column = (name: string) => records.map((record) => record[header.indexOf(name)]);
    expect(header).toEqual(expect.arrayContaining(['content_type_name', 'document_title', 'document_id']));
    expect(column('document_title')).toEqual(gone.map((row) => row.document_title));
    expect(column('content_type_name')).toEqual(gone.map((row) => row.content_type_name));
    expect(column('content_type_name')).toContain('Article');
    // And the cause of each move by its title and type's display name beside its UID and documentId.
    expect(header).toEqual(expect.arrayContaining(['cause_content_type', 'cause_document_id']));
    expect(column('cause_document_title')).toEqual(gone.map((row) => row.cause_document_title));
    expect(column('cause_content_type_name')).toEqual(gone.map((row) => row.cause_content_type_name));
    const causeQuery = await playground.http
      .get(API)
      .query({ q: 'rename cat', page_size: '100' })
      .set('Authorization', `Bearer ${playground.apiKey}`);
    const byCause = all.filter((row) => row.cause_document_title === 'rename cat').map((row) => row.id);
    expect(byCause).toHaveLength(3);
    expect(causeQuery.body.moved_urls.map((row: MovedUrlRow) => row.id)).toEqual(
      expect.arrayContaining(byCause),
    );
    expect(records.map((record) => record[0])).toEqual(
      all.filter((row) => row.kind === 'gone').map((row) => row.old_url),
    );
  });

  it('answers a 400 for an unknown kind or a since that is not a date', async () => {
    for (const query of [{ kind: 'renamed' }, { since: 'yesterday' }]) {
      const response = await playground.http
        .get(API)
        .query(query)
        .set('Authorization', `Bearer ${playground.apiKey}`);
      expect(response.status).toBe(400);
      expect(response.body.error.name).toBe('ValidationError');
    }
  });
});

describe('a failure to record', () => {
  it("never stops the editor's write: the publish commits, the move work is rolled back and a warning logged", async () => {
    const { article } = await publishedArticle('unrecorded');
    const db = playground.strapi.db.connection;
    // A table the move work needs is gone for this one publish (plain SQL: the same on the three databases).
    await db.raw('ALTER TABLE route_discovery_site_urls RENAME TO rd_site_urls_away');
    try {
      await renameArticle(article, 'unrecorded-2');
    } finally {
      await db.raw('ALTER TABLE rd_site_urls_away RENAME TO route_discovery_site_urls');
    }
    const published = (await articles().findOne({
      documentId: article,
      locale: 'en',
      status: 'published',
    })) as unknown as {
      slug: string;
    };
    expect(published.slug).toBe('unrecorded-2');
    expect(await recordsOf(article)).toEqual([]);
    expect(
      logLines.some((line) => /moved URLs could not follow a publish of api::article\.article/.test(line)),
    ).toBe(true);
    // The next action on the document (the update of its draft) records the missed move from the
    // URL stored before the failure; its publish then records the next one.
    await renameArticle(article, 'unrecorded-3');
    expect(
      (await recordsOf(article)).map((row) => [row.old_url, row.recorded_url, row.new_url, row.action]),
    ).toEqual([
      [
        `${SITE}/blog/unrecorded-cat/unrecorded-en`,
        `${SITE}/blog/unrecorded-cat/unrecorded-2`,
        `${SITE}/blog/unrecorded-cat/unrecorded-3`,
        'update',
      ],
      [
        `${SITE}/blog/unrecorded-cat/unrecorded-2`,
        `${SITE}/blog/unrecorded-cat/unrecorded-3`,
        `${SITE}/blog/unrecorded-cat/unrecorded-3`,
        'publish',
      ],
    ]);
  });
});
