/**
 * @jest-environment jsdom
 */
import { render, screen, within } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import type { UsedInResponse } from '@route-discovery/contract';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
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
