/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LinksReport } from '../../admin/src/components/links/LinksReport';
import { linkEntries, type ContentLinkRow } from '../../admin/src/lib/links';
import type { MonitorTargetRow } from '@route-discovery/contract';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';

const row = (overrides: Partial<ContentLinkRow>): ContentLinkRow => ({
  url: '/api/articles/a',
  target: '/api/articles/a',
  kind: 'document',
  content_type: 'api::article.article',
  content_type_name: 'Article',
  document_id: 'doc1',
  document_title: 'Pricing explained',
  locale: 'en',
  field_path: 'content[0].children[1]',
  field_label: 'Content › paragraph 1 › link 1',
  link_text: 'pricing',
  edit_url: '/admin/content-manager/collection-types/api::article.article/doc1?plugins[i18n][locale]=en',
  is_testable: true,
  skip_reason: '',
  status: 'ok',
  ...overrides,
});

const rows = [
  row({}),
  row({ field_path: 'content[1].children[0]', link_text: 'our | plans', status: 'draft-only' }),
  row({
    kind: 'media',
    url: '/uploads/x.png',
    target: '/uploads/x.png',
    status: 'deleted',
    field_path: 'cover',
  }),
  row({
    kind: 'external',
    url: 'https://x.test/',
    target: 'https://x.test/',
    status: null,
    locale: 'fr',
    field_path: 'notes',
  }),
  row({
    kind: 'mailto',
    target: 'mailto:a@b.test',
    status: null,
    is_testable: false,
    document_id: 'doc2',
    locale: null,
  }),
];

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function renderLinks(url = '/', monitoredOf?: (urls: string[]) => Promise<MonitorTargetRow[]>) {
  const server = fakeListServer(rows, {
    rowsKey: 'links',
    filterKeys: ['kind', 'content_type', 'locale', 'status'],
    searchText: (r) => [r.url, r.link_text, r.field_path, r.document_id].join(' '),
    isTestable: (r) => r.is_testable,
    facets: ['kind', 'content_type', 'locale', 'status'],
    countsUnder: true,
  });
  const exportUrl = jest.fn(async () => '/api/route-discovery/v1/content-links?format=markdown&ticket=t');
  renderAdmin(
    <LinksReport
      endpoint="/api/route-discovery/v1/content-links"
      origin="http://cms.test"
      fetchJson={server.fetchJson}
      exportUrl={exportUrl}
      monitoredOf={monitoredOf}
    />,
    url,
  );
  return { server, exportUrl };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Links report (admin, paged)', () => {
  it('says broken or failing since beside each link whose watched target is, from one request per page', async () => {
    const watched = (url: string, rest: Partial<MonitorTargetRow>): MonitorTargetRow => ({
      id: 'a'.repeat(64),
      kind: 'external',
      url,
      state: 'broken',
      state_since: '2027-03-02T10:00:00.000Z',
      in_content: true,
      first_seen: '2027-02-01T10:00:00.000Z',
      last_checked: '2027-03-02T10:00:00.000Z',
      last_success: null,
      first_failure: '2027-03-01T10:00:00.000Z',
      consecutive_failures: 2,
      last_status: 404,
      last_error: '',
      route: null,
      ...rest,
    });
    // The server joins each link to its target: the media link's is its file on the CMS's address.
    const monitoredOf = jest.fn(async (urls: string[]) => [
      watched('https://x.test/', { link_urls: urls.filter((url) => url === 'https://x.test/') }),
      watched('https://cms.test/uploads/x.png', {
        kind: 'media',
        state: 'failing',
        state_since: '2027-03-01T10:00:00.000Z',
        link_urls: urls.filter((url) => url === '/uploads/x.png'),
      }),
    ]);
    renderLinks('/', monitoredOf);
    const since = await screen.findAllByTestId('link-broken-since');
    expect(since.map((line) => line.textContent)).toEqual([
      'failing since Mar 1, 2027',
      'broken since Mar 2, 2027',
    ]);
    const linkRows = screen.getAllByTestId('link-row');
    expect(within(linkRows[2]).getByTestId('link-broken-since')).toBe(since[0]);
    expect(within(linkRows[3]).getByTestId('link-broken-since')).toBe(since[1]);
    // Every link the monitor may watch, once (the mailto link is none).
    expect(monitoredOf.mock.calls).toEqual([[['/api/articles/a', '/uploads/x.png', 'https://x.test/']]]);
  });

  it('shows the page of links with their offline outcome and an edit link', async () => {
    renderLinks();
    await waitFor(() => expect(screen.getAllByTestId('link-row')).toHaveLength(5));
    const shown = screen.getAllByTestId('link-row');
    expect(within(shown[1]).getByText('broken (no published version)')).toBeTruthy();
    expect(within(shown[3]).getByText('untested')).toBeTruthy();
    expect(within(shown[0]).getByRole('link').getAttribute('href')).toBe(rows[0].edit_url);
    await waitFor(() => expect(screen.getByTestId('pager-range').textContent).toBe('Rows 1-5 of 5'));
  });

  it('names each document by its title, type and locale, and each place as the edit view labels it', async () => {
    renderLinks();
    await waitFor(() => expect(screen.getAllByTestId('link-row')).toHaveLength(5));
    const first = screen.getAllByTestId('link-row')[0];
    const name = within(first).getByTestId('document-name');
    // The title opens the edit view; the type's display name and the locale are beneath it.
    expect(within(name).getByRole('link', { name: 'Pricing explained' }).getAttribute('href')).toBe(
      rows[0].edit_url,
    );
    expect(within(name).getByText('Article · en')).toBeTruthy();
    // The UID and documentId are the hover text, not the shown text.
    expect(name.getAttribute('title')).toBe('UID: api::article.article · documentId: doc1');
    expect(first.textContent).not.toContain('api::article.article');
    // The readable place, and the raw path beside it for developers.
    expect(within(first).getByText('Content › paragraph 1 › link 1')).toBeTruthy();
    expect(within(first).getByText('content[0].children[1]')).toBeTruthy();
    // A document without a locale shows its type alone.
    expect(within(screen.getAllByTestId('link-row')[4]).getByText('Article')).toBeTruthy();
  });

  it('keys a link by its occurrence, the same on any page', () => {
    expect(linkEntries([rows[2]])[0].key).toBe(linkEntries(rows)[2].key);
    expect(new Set(linkEntries(rows).map((entry) => entry.key)).size).toBe(rows.length);
  });

  it('sends filters and search to the server, with the numbers of the counts in the options', async () => {
    const { server } = renderLinks('/?locale=fr');
    await waitFor(() => expect(screen.getAllByTestId('link-row')).toHaveLength(1));
    expect(server.calls[0]).toEqual({ locale: 'fr', page_size: '100' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'notes' } });
    await waitFor(() =>
      expect(server.calls.some((call) => call.q === 'notes' && call.locale === 'fr')).toBe(true),
    );
  });

  it('tests the links not decided offline across pages, without requesting outside links', async () => {
    globalThis.fetch = jest.fn(async () => ({
      status: 200,
      ok: true,
      statusText: 'OK',
      headers: new Headers(),
    })) as unknown as typeof fetch;
    renderLinks();
    await waitFor(() => expect(screen.getAllByTestId('link-row')).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Test all links' }));
    await waitFor(() =>
      expect(screen.getByTestId('batch-summary').textContent).toMatch(/^Finished: 4 of 4 tested/),
    );
    const external = screen.getAllByTestId('link-row')[3];
    await waitFor(() => expect(within(external).getByText(/not checkable/)).toBeTruthy());
  });

  it('exports Markdown from the server with the current filters', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { exportUrl } = renderLinks('/?kind=media');
    fireEvent.click(screen.getByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(exportUrl).toHaveBeenCalledWith('content-links', { kind: 'media' }, 'markdown');
  });
});
