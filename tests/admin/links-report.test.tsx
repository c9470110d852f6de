/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { LinksReport } from '../../admin/src/components/links/LinksReport';
import {
  countBrokenInternal,
  filterEntries,
  linkEntries,
  linksCsv,
  linksMarkdown,
  type ContentLinkRow,
} from '../../admin/src/lib/links';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

const row = (overrides: Partial<ContentLinkRow>): ContentLinkRow => ({
  url: '/api/articles/a',
  target: '/api/articles/a',
  kind: 'document',
  content_type: 'api::article.article',
  document_id: 'doc1',
  locale: 'en',
  field_path: 'content[0].children[1]',
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

describe('Links report (admin)', () => {
  it('shows every link with its offline outcome and an edit link', () => {
    render(
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">
          <LinksReport rows={rows} origin="http://cms.test" />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    const shown = screen.getAllByTestId('link-row');
    expect(shown).toHaveLength(5);
    expect(within(shown[1]).getByText('broken (draft-only)')).toBeTruthy();
    expect(within(shown[3]).getByText('untested')).toBeTruthy();
    expect(within(shown[0]).getByRole('link').getAttribute('href')).toBe(rows[0].edit_url);
    expect(screen.getByTestId('links-count').textContent).toBe('5 of 5 links');
  });

  it('filters by kind, locale and outcome', () => {
    const entries = linkEntries(rows);
    const none = { kind: null, contentType: null, locale: null, outcome: null };
    expect(filterEntries(entries, { ...none, kind: 'media' }).map((e) => e.row.field_path)).toEqual([
      'cover',
    ]);
    expect(filterEntries(entries, { ...none, locale: 'fr' }).map((e) => e.row.kind)).toEqual(['external']);
    expect(filterEntries(entries, { ...none, outcome: 'broken' })).toHaveLength(2);
    expect(filterEntries(entries, { ...none, outcome: 'untested' }).map((e) => e.row.kind)).toEqual([
      'external',
      'mailto',
    ]);
  });

  it('counts broken internal links for the widget', () => {
    expect(countBrokenInternal(rows)).toBe(2);
  });

  it('exports Markdown grouped by document with edit links, and CSV with outcomes', () => {
    const entries = linkEntries(rows);
    const markdown = linksMarkdown(entries, 'http://cms.test');
    expect(markdown).toContain(`## [api::article.article doc1 (en)](http://cms.test${rows[0].edit_url})`);
    expect(markdown).toContain(
      '| `content[1].children[0]` | our \\| plans | `/api/articles/a` | document | broken (draft-only) |',
    );
    expect(markdown).toContain('## [api::article.article doc2](');
    expect(linksCsv(entries).split('\r\n')[2]).toContain(',broken,draft-only,');
  });
});
