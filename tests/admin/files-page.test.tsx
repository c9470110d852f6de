/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FileUsageRow, MissingFileReference } from '@route-discovery/contract';
import { FilesReport } from '../../admin/src/components/files/FilesReport';
import { renderAdmin } from '../helpers/admin-render';
import { fakeListServer } from '../helpers/fake-list-server';

const HOSTILE = '<img src=x onerror="window.__pwned=1">.png';
const ENDPOINT = '/api/route-discovery/v1/files';

/** A file row as the fake server keeps it: `filter` is what `filter=unused` compares. */
type FakeFile = FileUsageRow & { filter: string };

const file = (id: number, name: string, usage: number, size = 1): FakeFile => ({
  id,
  name,
  url: `/uploads/${name}`,
  size,
  mime: 'image/png',
  usage_count: usage,
  filter: usage === 0 ? 'unused' : 'used',
});

const FILES: FakeFile[] = [
  file(1, 'hero.png', 3, 12.5),
  file(2, HOSTILE, 0, 2.25),
  ...Array.from({ length: 250 }, (_, index) => file(10 + index, `bulk-${index}.png`, index % 2)),
];

const missingRow = (index: number): MissingFileReference => ({
  content_type: 'api::article.article',
  content_type_name: 'Article',
  document_id: `doc${index}`,
  document_title: `Article ${index}`,
  edit_url: `/admin/content-manager/collection-types/api::article.article/doc${index}?plugins[i18n][locale]=en`,
  locale: 'en',
  status: 'published',
  field_path: 'cover',
  field_label: 'Cover',
  link_text: '',
  reference_kind: 'media',
  target_kind: 'file',
  target_content_type: null,
  target_document_id: null,
  target_locale: null,
  target_file_id: 1000 + index,
  target_url: null,
});
const MISSING = Array.from({ length: 120 }, (_, index) => missingRow(index));

const TOTALS = { total_count: FILES.length, unused_count: 126, unused_size: 127.25 };

function renderFiles(url = '/') {
  const files = fakeListServer(FILES, {
    rowsKey: 'files',
    filterKeys: ['filter'],
    searchText: (row) => `${row.name} ${row.url} ${row.mime}`,
    isTestable: () => false,
    metadata: TOTALS,
  });
  const missing = fakeListServer(MISSING, {
    rowsKey: 'missing',
    filterKeys: [],
    searchText: (row) => row.document_id,
    isTestable: () => false,
    countsUnder: true,
  });
  const fetchJson = (path: string, params: Record<string, string>) =>
    params.list === 'missing' ? missing.fetchJson(path, params) : files.fetchJson(path, params);
  const exportUrl = jest.fn(async () => '/download');
  renderAdmin(<FilesReport endpoint={ENDPOINT} fetchJson={fetchJson} exportUrl={exportUrl} />, url);
  return { files, missing, exportUrl };
}

describe('Files page', () => {
  it('reads one page of files and one of missing references, never the whole lists', async () => {
    const { files, missing } = renderFiles();
    await waitFor(() => expect(screen.getAllByTestId('file-row')).toHaveLength(100));
    await waitFor(() => expect(screen.getAllByTestId('missing-row')).toHaveLength(100));
    expect(files.calls.every((params) => params.counts === 'true' || params.page_size === '100')).toBe(true);
    expect(missing.calls.every((params) => params.list === 'missing')).toBe(true);
    expect(missing.calls.some((params) => params.page_size === '100')).toBe(true);
    expect(screen.getByTestId('files-totals').textContent).toBe('252 files; 126 unused, 127.25 kB in all');
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    await waitFor(() => expect(screen.getByText('References to missing files: 120')).toBeTruthy());
    const first = screen.getAllByTestId('missing-row')[0];
    expect(first.textContent).toContain('#1000');
    // The document by its title (its edit view), type and locale; the place by its label.
    expect(within(first).getByRole('link', { name: 'Article 0' }).getAttribute('href')).toBe(
      '/admin/content-manager/collection-types/api::article.article/doc0?plugins[i18n][locale]=en',
    );
    expect(within(first).getByText('Article · en')).toBeTruthy();
    expect(within(first).getByText('Cover')).toBeTruthy();
    expect(within(first).getByText('cover')).toBeTruthy();
    expect(first.textContent).not.toContain('api::article.article doc0');
  });

  it('pages the missing references on their own, keeping the files page', async () => {
    const { missing, files } = renderFiles();
    await waitFor(() => expect(screen.getAllByTestId('missing-row')).toHaveLength(100));
    const fileCalls = files.calls.length;
    const pager = screen.getByTestId('files-missing-pager');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('missing-row')).toHaveLength(20));
    expect(missing.calls.some((params) => params.cursor === 'after-100')).toBe(true);
    expect(files.calls.filter((params) => params.cursor).length).toBe(0);
    expect(files.calls.length).toBe(fileCalls);
    expect(screen.getAllByTestId('file-row')).toHaveLength(100);
  });

  it('filters to the unused files on the server and exports them as CSV through export-url', async () => {
    const { files, exportUrl } = renderFiles();
    await waitFor(() => expect(screen.getAllByTestId('file-row')).toHaveLength(100));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unused files only' }));
    await waitFor(() => expect(files.calls.some((params) => params.filter === 'unused')).toBe(true));
    await waitFor(() =>
      expect(screen.getAllByTestId('file-row').every((row) => !row.textContent?.includes('hero.png'))).toBe(
        true,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportUrl).toHaveBeenCalledWith('files', { filter: 'unused' }, 'csv'));
  });

  it('reopens a deep link on its filter and search, and sorts on the server', async () => {
    const { files } = renderFiles('/?filter=unused&q=bulk-248');
    await waitFor(() => expect(screen.getAllByTestId('file-row')).toHaveLength(1));
    expect(screen.getAllByTestId('file-row')[0].textContent).toContain('bulk-248.png');
    expect(files.calls.some((params) => params.filter === 'unused' && params.q === 'bulk-248')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Used' }));
    await waitFor(() => expect(files.calls.some((params) => params.sort === 'usage_count:asc')).toBe(true));
  });
});
