/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReferenceRebuild } from '@route-discovery/contract';
import type { ReferenceIndexClient, ReferenceIndexStatus } from '../../admin/src/api/useReferenceIndex';
import { ReferenceIndexPanel } from '../../admin/src/components/files/ReferenceIndexPanel';
import { renderAdmin } from '../helpers/admin-render';

const TYPES = ['api::article.article', 'api::category.category'];

function answer(
  rebuild: Partial<ReferenceRebuild>,
  state: 'current' | 'stale' | 'building',
): ReferenceIndexStatus {
  return {
    rebuild: {
      status: 'done',
      started_at: '2026-11-26T00:00:00.000Z',
      finished_at: '2026-11-26T00:00:01.000Z',
      content_types_done: 2,
      content_types_total: 2,
      processed_versions: 40,
      ...rebuild,
    },
    content_types: TYPES.map((uid, index) => ({
      content_type: uid,
      state: state === 'stale' && index === 1 ? 'current' : state,
    })),
  };
}

const building = (done: number, versions: number) =>
  answer(
    { status: 'building', finished_at: null, content_types_done: done, processed_versions: versions },
    'building',
  );

describe('Reference index panel on the Files page', () => {
  it('shows each type stale, starts a rebuild, polls its progress to done and then reloads the files', async () => {
    const reads = [building(1, 100), answer({ processed_versions: 180 }, 'current')];
    const client: ReferenceIndexClient = {
      read: jest
        .fn<Promise<ReferenceIndexStatus>, []>()
        .mockResolvedValueOnce(answer({}, 'stale'))
        .mockImplementation(async () => reads.shift() ?? answer({}, 'current')),
      rebuild: jest.fn(async () => building(0, 0)),
    };
    const onBuilt = jest.fn();
    renderAdmin(<ReferenceIndexPanel client={client} pollMs={10} onBuilt={onBuilt} />);
    await waitFor(() =>
      expect(screen.getByTestId('reference-index-summary').textContent).toBe(
        '1 content type changed around the document service: rebuild the index',
      ),
    );
    const rows = screen.getAllByTestId('reference-index-type');
    expect(rows.map((row) => row.textContent)).toEqual([
      'api::article.articleStale',
      'api::category.categoryCurrent',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Rebuild index' }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Rebuild progress' })).toBeTruthy());
    expect(client.rebuild).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Rebuild index' }).getAttribute('aria-disabled')).toBe('true');
    // A click while it builds starts nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Rebuild index' }));
    expect(client.rebuild).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('reference-index-summary').textContent).toBe(
        'Building: 1 of 2 content types read, 100 versions indexed',
      ),
    );

    await waitFor(() =>
      expect(screen.getByTestId('reference-index-summary').textContent).toBe(
        'Current: every content type is indexed',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onBuilt).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('reference-index-type').map((row) => row.textContent)).toEqual([
      'api::article.articleCurrent',
      'api::category.categoryCurrent',
    ]);
    expect(screen.getByRole('button', { name: 'Rebuild index' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('follows a rebuild already building when it opens (the first build after install), and says when a read fails', async () => {
    const client: ReferenceIndexClient = {
      read: jest
        .fn<Promise<ReferenceIndexStatus>, []>()
        .mockResolvedValueOnce(building(0, 0))
        .mockRejectedValueOnce(new Error('network'))
        .mockResolvedValue(answer({}, 'current')),
      rebuild: jest.fn(async () => answer({}, 'current')),
    };
    const onBuilt = jest.fn();
    renderAdmin(<ReferenceIndexPanel client={client} pollMs={10} onBuilt={onBuilt} />);
    await waitFor(() =>
      expect(screen.getByText('The index state could not be read. Try again.')).toBeTruthy(),
    );
    // The rebuild goes on on the server: the panel keeps reading until it is done.
    await waitFor(() =>
      expect(screen.getByTestId('reference-index-summary').textContent).toBe(
        'Current: every content type is indexed',
      ),
    );
    expect(screen.queryByText('The index state could not be read. Try again.')).toBeNull();
    expect(onBuilt).toHaveBeenCalledTimes(1);
    expect(client.rebuild).not.toHaveBeenCalled();
  });
});
