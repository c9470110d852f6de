/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContentLinkRow } from '@route-discovery/contract';
import { MovedUrlsReport } from '../../admin/src/components/moved-urls/MovedUrlsReport';
import type { MovedUrlAdminRow } from '../../admin/src/lib/moved-urls';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';

const API = '/api/route-discovery/v1/moved-urls';
const LINKS = '/api/route-discovery/v1/content-links';

const record = (overrides: Partial<MovedUrlAdminRow>): MovedUrlAdminRow => ({
  id: 1,
  old_url: 'https://site.example/blog/a',
  new_url: 'https://site.example/blog/b',
  recorded_url: 'https://site.example/blog/b',
  kind: 'moved',
  content_type: 'api::article.article',
  content_type_name: 'Article',
  document_id: 'doc1',
  document_title: 'Hello world',
  locale: 'en',
  edit_url: '/admin/content-manager/collection-types/api::article.article/doc1?plugins[i18n][locale]=en',
  action: 'publish',
  cause_content_type: 'api::article.article',
  cause_content_type_name: 'Article',
  cause_document_id: 'doc1',
  cause_document_title: 'Hello world',
  cause_locale: 'en',
  cause_edit_url:
    '/admin/content-manager/collection-types/api::article.article/doc1?plugins[i18n][locale]=en',
  moved_at: '2026-11-20T10:00:00.000Z',
  redirect: 'redirect',
  reason: null,
  linked_from: 2,
  redirect_check: null,
  ...overrides,
});

const link = (overrides: Partial<ContentLinkRow>): ContentLinkRow => ({
  url: '/blog/a',
  target: '/blog/a',
  kind: 'site',
  content_type: 'api::page.page',
  content_type_name: 'Page',
  document_id: 'p1',
  document_title: 'Page one',
  locale: 'en',
  field_path: 'body',
  field_label: 'Body',
  link_text: 'a',
  edit_url: '/admin/content-manager/collection-types/api::page.page/p1',
  is_testable: true,
  skip_reason: '',
  status: null,
  ...overrides,
});

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderPage(rows: MovedUrlAdminRow[], url = '/', withWebtools = false) {
  const moved = fakeListServer(rows, {
    rowsKey: 'moved_urls',
    filterKeys: ['kind', 'since', 'content_type', 'locale'],
    searchText: (row) => row.old_url,
    isTestable: () => false,
    facets: ['kind'],
  });
  const links = [
    link({}),
    link({ document_id: 'p2', url: 'https://site.example/blog/a', target: 'https://site.example/blog/a' }),
    link({ document_id: 'p3', url: '/blog/ab', target: '/blog/ab' }),
  ];
  const linkCalls: Array<Record<string, string>> = [];
  const fetchJson = jest.fn(async (path: string, params: Record<string, string>) => {
    if (path === LINKS) {
      linkCalls.push(params);
      return { links, metadata: { page: { next_cursor: null } } };
    }
    return moved.fetchJson(path, params);
  });
  const actions = {
    redirectText: jest.fn(async (format: string) => `rules in ${format}`),
    ...(withWebtools ? { createInWebtools: jest.fn(async () => undefined) } : {}),
  };
  renderAdmin(
    <MovedUrlsReport endpoint={API} contentLinksEndpoint={LINKS} fetchJson={fetchJson} actions={actions} />,
    url,
  );
  return { moved, actions, linkCalls };
}

describe('Moved URLs page (admin)', () => {
  it('shows each record: old and new URL (or gone), the edit view, the action and the linking count', async () => {
    renderPage([
      record({}),
      record({
        id: 2,
        old_url: 'https://site.example/x',
        new_url: null,
        kind: 'gone',
        action: 'unpublish',
        linked_from: 0,
      }),
      record({
        id: 3,
        old_url: 'https://site.example/blog/old-cat/a',
        action: 'update',
        cause_content_type: 'api::category.category',
        cause_content_type_name: 'Category',
        cause_document_id: 'cat1',
        cause_document_title: 'News',
        cause_locale: null,
        cause_edit_url: '/admin/content-manager/collection-types/api::category.category/cat1',
      }),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('moved-row')).toHaveLength(3));
    const [moved, gone, byCategory] = screen.getAllByTestId('moved-row');
    expect(within(moved).getByText('https://site.example/blog/b')).toBeTruthy();
    // The page by its title, linked to its edit view, with its type's display name and locale
    // beneath and the UID and documentId as hover text.
    const title = within(moved).getByRole('link', { name: 'Hello world' });
    expect(title.getAttribute('href')).toBe(
      '/admin/content-manager/collection-types/api::article.article/doc1?plugins[i18n][locale]=en',
    );
    expect(within(moved).getByText('Article · en')).toBeTruthy();
    expect(within(moved).getByTestId('document-name').getAttribute('title')).toBe(
      'UID: api::article.article · documentId: doc1',
    );
    expect(within(moved).queryByText(/api::article\.article doc1/)).toBeNull();
    expect(within(gone).getByText('gone')).toBeTruthy();
    expect(within(gone).getByText('unpublish')).toBeTruthy();
    // A page acted on itself is named once; a page another document's change moved names that one
    // too, the same way (its title linked to its edit view, its type's display name beneath).
    expect(within(moved).getAllByTestId('document-name')).toHaveLength(1);
    expect(within(byCategory).getByText('update on')).toBeTruthy();
    const cause = within(byCategory).getAllByTestId('document-name')[1];
    expect(within(cause).getByRole('link', { name: 'News' }).getAttribute('href')).toBe(
      '/admin/content-manager/collection-types/api::category.category/cat1',
    );
    expect(within(cause).getByText('Category')).toBeTruthy();
    expect(cause.getAttribute('title')).toBe('UID: api::category.category · documentId: cat1');
    // Never checked on the website yet: the column says so.
    expect(screen.getByText('Website redirects')).toBeTruthy();
  });

  it('lists the documents that link to the old URL exactly, on a click', async () => {
    const { linkCalls } = renderPage([record({})]);
    const button = await screen.findByRole('button', {
      name: /2 published documents link to https:\/\/site.example\/blog\/a/,
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const panel = await screen.findByTestId('linked-from');
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(2));
    expect(linkCalls[0]).toMatchObject({ q: '/blog/a' });
    // Each linking document by its title, with the link's place as the edit view labels it.
    expect(within(panel).getAllByRole('link', { name: 'Page one' })).toHaveLength(2);
    expect(within(panel).getAllByText('Body')).toHaveLength(2);
    expect(within(panel).queryByText(/p3/)).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends the filters to the server and says when nothing matches', async () => {
    const { moved } = renderPage([record({})], '/?kind=gone&since=2026-11-01');
    await screen.findByTestId('moved-empty');
    expect(moved.calls[0]).toEqual({ kind: 'gone', since: '2026-11-01', page_size: '100' });
    expect(screen.getByText('No moved URL matches these filters.')).toBeTruthy();
  });

  it('shows the redirect check column when the server gives one', async () => {
    renderPage([
      record({
        redirect_check: {
          verdict: 'missing',
          status: 404,
          location: null,
          checked_at: '2026-11-21T00:00:00Z',
        },
      }),
    ]);
    await screen.findByText('Website redirects');
    expect(screen.getByText('no redirect (404)')).toBeTruthy();
  });

  it('downloads each redirect format, and offers Webtools only when installed', async () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const { actions } = renderPage([record({})]);
    fireEvent.click(await screen.findByRole('button', { name: 'Netlify _redirects' }));
    await waitFor(() => expect(actions.redirectText).toHaveBeenCalledWith('netlify'));
    expect(screen.queryByRole('button', { name: 'Create redirects in Webtools' })).toBeNull();
  });

  it('creates the redirects in Webtools on a click', async () => {
    const { actions } = renderPage([record({})], '/', true);
    fireEvent.click(await screen.findByRole('button', { name: 'Create redirects in Webtools' }));
    await screen.findByText('The redirects were created in Webtools.');
    expect(actions.createInWebtools).toHaveBeenCalledTimes(1);
  });
});

describe('Moved URLs page accessibility (axe-core in jsdom: names, roles, structure)', () => {
  it('has no serious or critical violation with rows, the redirect check and an open list', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const axe = require('axe-core') as typeof import('axe-core');
    renderPage(
      [
        record({
          redirect_check: {
            verdict: 'redirects',
            status: 301,
            location: null,
            checked_at: '2026-11-21T00:00:00Z',
          },
        }),
        record({ id: 2, new_url: null, kind: 'gone', linked_from: 0 }),
      ],
      '/',
      true,
    );
    fireEvent.click(await screen.findByRole('button', { name: /2 published documents link to/ }));
    const panel = await screen.findByTestId('linked-from');
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(2));
    const results = await axe.run(document.body);
    const failing = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
    expect(failing).toEqual([]);
  });
});
