/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { GraphqlOperationTable } from '../../admin/src/components/graphql/GraphqlOperationTable';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

const row = (overrides: Partial<GraphqlOperationRow>): GraphqlOperationRow => ({
  operation: 'articles',
  kind: 'query',
  content_type: 'api::article.article',
  action: 'api::article.article.find',
  access: 'public',
  is_testable: true,
  skip_reason: '',
  document: 'query Articles { articles { title } }',
  variables: {},
  ...overrides,
});

const rows = [
  row({}),
  row({
    operation: 'internalNotes',
    content_type: 'api::internal-note.internal-note',
    action: 'api::internal-note.internal-note.find',
    access: 'authenticated',
    is_testable: false,
    skip_reason: 'Requires authentication',
  }),
  row({
    operation: 'likeArticle',
    kind: 'mutation',
    action: 'api::article.article.like',
    is_testable: false,
    skip_reason: 'GraphQL mutation (changes data)',
    document: '',
  }),
  row({ operation: 'playgroundStats', content_type: '', action: '' }),
];

function renderTable() {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en">
        <GraphqlOperationTable rows={rows} endpoint="/graphql" />
      </DesignSystemProvider>
    </IntlProvider>,
  );
}

describe('GraphQL operations table', () => {
  it('lists every operation with its scope, access and testability, and a Test for queries only', () => {
    renderTable();
    expect(screen.getAllByTestId('graphql-operation')).toHaveLength(4);
    expect(screen.getByText('query articles')).toBeTruthy();
    expect(screen.getByText('mutation likeArticle')).toBeTruthy();
    expect(screen.getByText('none (auth: false)')).toBeTruthy();
    expect(screen.getByText('Requires authentication')).toBeTruthy();
    expect(screen.getByText('GraphQL mutation (changes data)')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Test' })).toHaveLength(3);
  });

  it('filters by access', () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Authenticated' }));
    expect(screen.getAllByTestId('graphql-operation')).toHaveLength(1);
    expect(screen.getByTestId('graphql-shown').textContent).toBe('Showing 1 of 4 operations');
  });
});
