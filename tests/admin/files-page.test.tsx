/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import type { FilesEnvelope } from '@route-discovery/contract';
import { FilesView } from '../../admin/src/components/files/FilesView';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

const HOSTILE = '<img src=x onerror="window.__pwned=1">.png';

const envelope: FilesEnvelope = {
  files: [
    { id: 1, name: 'hero.png', url: '/uploads/hero.png', size: 12.5, mime: 'image/png', usage_count: 3 },
    { id: 2, name: HOSTILE, url: '/uploads/x.png', size: 2.25, mime: 'image/png', usage_count: 0 },
  ],
  count: 2,
  missing: [
    {
      content_type: 'api::article.article',
      document_id: 'abc',
      locale: 'en',
      status: 'published',
      field_path: 'cover',
      link_text: '',
      reference_kind: 'media',
      target_kind: 'file',
      target_content_type: null,
      target_document_id: null,
      target_locale: null,
      target_file_id: 99,
      target_url: null,
    },
  ],
  metadata: {
    api_version: 'v1',
    api_lifecycle: { status: 'stable', deprecated_on: null, sunset_on: null },
    generated_at: '2026-11-26T00:00:00.000Z',
    package_version: '0.0.0',
    total_count: 2,
    unused_count: 1,
    unused_size: 2.25,
  },
};

function renderFiles(onExportCsv = jest.fn()) {
  render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en">
        <FilesView envelope={envelope} onExportCsv={onExportCsv} />
      </DesignSystemProvider>
    </IntlProvider>,
  );
  return onExportCsv;
}

describe('Files page', () => {
  it('lists files with their usage count and the unused totals, and no delete button', () => {
    renderFiles();
    expect(screen.getAllByTestId('file-row')).toHaveLength(2);
    expect(screen.getByTestId('files-totals').textContent).toBe('2 files; 1 unused, 2.25 kB in all');
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('filters to the unused files and exports them as CSV', () => {
    const onExportCsv = renderFiles();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unused files only' }));
    const rows = screen.getAllByTestId('file-row');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('/uploads/x.png');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExportCsv).toHaveBeenCalledWith(true);
  });

  it('lists references to files that no longer exist', () => {
    renderFiles();
    expect(screen.getByText('References to missing files: 1')).toBeTruthy();
    expect(screen.getAllByTestId('missing-row')[0].textContent).toContain('#99');
  });
});
