/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphqlReport } from '../../admin/src/components/graphql/GraphqlReport';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';
import { graphqlOperationRow as row } from '../helpers/report-rows';

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

function renderReport(fetchJson?: (path: string, params: Record<string, string>) => Promise<unknown>) {
  const server = fakeListServer(rows, {
    rowsKey: 'operations',
    filterKeys: ['access'],
    searchText: (r) => [r.operation, r.content_type, r.action].join(' '),
    isTestable: (r) => r.is_testable,
    facets: ['kind', 'access'],
    metadata: { graphql_endpoint: '/graphql' },
  });
  renderAdmin(
    <GraphqlReport
      endpoint="/api/route-discovery/v1/graphql"
      fetchJson={fetchJson ?? server.fetchJson}
      exportUrl={async () => '/x'}
    />,
  );
  return server;
}

describe('GraphQL report (paged)', () => {
  it('lists the operations of the page with their scope, access and testability, and a Test for queries only', async () => {
    renderReport();
    await waitFor(() => expect(screen.getAllByTestId('graphql-operation')).toHaveLength(4));
    expect(screen.getByText('query articles')).toBeTruthy();
    expect(screen.getByText('mutation likeArticle')).toBeTruthy();
    expect(screen.getByText('none (auth: false)')).toBeTruthy();
    expect(screen.getByText('Requires authentication')).toBeTruthy();
    expect(screen.getByText('GraphQL mutation (changes data)')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Test' })).toHaveLength(3);
    await waitFor(() =>
      expect(screen.getByTestId('graphql-summary').textContent).toBe(
        '4 operations at /graphql, 2 testable anonymously.',
      ),
    );
  });

  it('filters by access on the server', async () => {
    const server = renderReport();
    await waitFor(() => expect(screen.getAllByTestId('graphql-operation')).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Authenticated' }));
    await waitFor(() => expect(screen.getAllByTestId('graphql-operation')).toHaveLength(1));
    expect(server.calls).toContainEqual({ access: 'authenticated', page_size: '100' });
  });

  it('says GraphQL is not installed on a 404', async () => {
    renderReport(async () => {
      throw Object.assign(new Error('Not Found'), { status: 404 });
    });
    expect(
      await screen.findByText(/GraphQL plugin \(@strapi\/plugin-graphql\) is not installed/),
    ).toBeTruthy();
  });
});
