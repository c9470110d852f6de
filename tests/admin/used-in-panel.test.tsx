/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import type { UrlChangesResponse, UsedInResponse } from '@route-discovery/contract';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { UrlChangesView } from '../../admin/src/components/used-in/UrlChangesView';
import { UsedInView } from '../../admin/src/components/used-in/UsedInView';
import en from '../../admin/src/translations/en.json';
import { referenceRow as row } from '../helpers/report-rows';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

const HOSTILE = '<img src=x onerror="window.__pwned=1">Click';

const answer: UsedInResponse = {
  content_type: 'api::article.article',
  document_id: 'target',
  locale: 'en',
  used_in: [
    {
      ...row({ link_text: HOSTILE }),
      title: 'Source article',
      edit_path: '/content-manager/collection-types/api::article.article/src1?plugins[i18n][locale]=en',
    },
    {
      ...row({ document_id: 'src2', status: 'draft', reference_kind: 'relation', field_path: 'related' }),
      title: 'Draft relation',
      edit_path: '/content-manager/collection-types/api::article.article/src2?plugins[i18n][locale]=en',
    },
  ],
  count: 2,
  broken: [
    {
      ...row({ document_id: 'target', target_document_id: 'gone', field_path: 'content[2]' }),
      broken: 'deleted',
    },
  ],
  unpublish_impact: {
    target_published: true,
    references: 1,
    documents: 1,
    sources: [{ content_type: 'api::article.article', document_id: 'src1', locale: 'en' }],
  },
  index_state: 'stale',
};

function renderView(value: UsedInResponse) {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">
          <UsedInView answer={value} />
        </DesignSystemProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('"Used in" panel', () => {
  it('groups the sources by kind with counts and links each to its edit view', () => {
    renderView(answer);
    const links = screen.getByTestId('used-in-link');
    expect(within(links).getByText('Links in content (1)')).toBeTruthy();
    const source = within(links).getByRole('link', { name: 'Source article' });
    expect(source.getAttribute('href')).toBe(answer.used_in[0].edit_path);
    expect(within(screen.getByTestId('used-in-relation')).getByText('Relations (1)')).toBeTruthy();
    expect(within(screen.getByTestId('used-in-relation')).getByText('Draft')).toBeTruthy();
    expect(screen.queryByTestId('used-in-media')).toBeNull();
  });

  it('says what unpublishing breaks, lists the broken references, and the index state', () => {
    renderView(answer);
    const impact = screen.getByTestId('used-in-impact');
    expect(
      within(impact).getByText(/Unpublishing this version breaks 1 link in 1 published document/),
    ).toBeTruthy();
    expect(within(impact).getByRole('link', { name: 'Source article' })).toBeTruthy();
    const broken = screen.getByTestId('used-in-broken');
    expect(within(broken).getByText('Broken references in this document (1)')).toBeTruthy();
    expect(within(broken).getByText('Target deleted')).toBeTruthy();
    expect(screen.getByText(/read from the content/)).toBeTruthy();
  });

  it('renders link text as text, never as markup, and says when nothing references the document', () => {
    const { container } = renderView(answer);
    expect(screen.getByText(`“${HOSTILE}”`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    renderView({
      ...answer,
      used_in: [],
      count: 0,
      broken: [],
      unpublish_impact: null,
      index_state: 'current',
    });
    expect(screen.getByText('No document you may read references this one.')).toBeTruthy();
  });
});

describe('the URL changes of the draft, before publishing', () => {
  const linkingPage = {
    content_type: 'api::page.page',
    content_type_name: 'Page',
    document_id: 'p1',
    document_title: 'About us',
    locale: 'en',
    edit_url: '/admin/content-manager/collection-types/api::page.page/p1?plugins[i18n][locale]=en',
  };
  const changes: UrlChangesResponse = {
    content_type: 'api::article.article',
    document_id: 'a1',
    locale: 'en',
    draft_and_publish: true,
    unsaved_fields: ['slug'],
    unsaved_relations: [],
    moves: [
      {
        content_type: 'api::article.article',
        document_id: 'a1',
        locale: 'en',
        old_url: 'https://site.example/blog/a',
        new_url: 'https://site.example/blog/b',
        linked_from: 12,
        linking: [linkingPage],
      },
    ],
    published_urls: [
      {
        content_type: 'api::article.article',
        document_id: 'a1',
        locale: 'en',
        url: 'https://site.example/blog/a',
        linked_from: 1,
        linking: [linkingPage],
      },
    ],
  };

  function renderChanges(value: UrlChangesResponse) {
    return render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <IntlProvider locale="en" messages={messages}>
          <DesignSystemProvider locale="en">
            <UrlChangesView answer={value} />
          </DesignSystemProvider>
        </IntlProvider>
      </MemoryRouter>,
    );
  }

  it('says where publishing moves the URL and who links to the old one, with their edit views', () => {
    renderChanges(changes);
    const move = screen.getByTestId('url-move');
    expect(move.textContent).toContain(
      'Publishing moves /blog/a to /blog/b; 12 published documents link to /blog/a',
    );
    // The linking document by its title (its edit view), its type's display name and locale.
    expect(within(move).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/admin/content-manager/collection-types/api::page.page/p1?plugins[i18n][locale]=en',
    );
    expect(within(move).getByText('Page · en')).toBeTruthy();
    expect(screen.getByTestId('url-gone').textContent).toContain(
      'Unpublishing or deleting takes /blog/a away; 1 published document links to it',
    );
  });

  it('says publishing leaves a URL without a page, and nothing when no URL changes', () => {
    renderChanges({
      ...changes,
      moves: [{ ...changes.moves[0], new_url: null, linked_from: 0, linking: [] }],
    });
    expect(screen.getByTestId('url-move').textContent).toBe(
      'Publishing leaves /blog/a without a page; no published document links to it',
    );
    document.body.innerHTML = '';
    renderChanges({ ...changes, moves: [], published_urls: [] });
    expect(screen.queryByTestId('url-changes')).toBeNull();
  });

  it('says "Saving" and "Deleting" for a type without draft and publish', () => {
    renderChanges({ ...changes, draft_and_publish: false });
    expect(screen.getByTestId('url-move').textContent).toContain(
      'Saving moves /blog/a to /blog/b; 12 published documents link to /blog/a',
    );
    expect(screen.getByTestId('url-gone').textContent).toContain(
      'Deleting takes /blog/a away; 1 published document links to it',
    );
  });

  it('has no serious or critical axe-core violation (jsdom: names, roles, structure)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const axe = require('axe-core') as typeof import('axe-core');
    renderChanges(changes);
    const results = await axe.run(document.body);
    const failing = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
    expect(failing).toEqual([]);
  });
});
