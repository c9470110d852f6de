/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { DependencyTable } from '../../admin/src/components/platform/DependencyTable';
import { RuntimeTable } from '../../admin/src/components/platform/RuntimeTable';
import { SbomExportButton } from '../../admin/src/components/platform/SbomExportButton';
import type { DependencyEntry } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

function renderWithProviders(node: ReactNode) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en">{node}</DesignSystemProvider>
    </IntlProvider>,
  );
}

const entry = (name: string, strapi: boolean | null, node: boolean | null): DependencyEntry => ({
  name,
  specifier: '1.0.0',
  installed_version: '1.0.0',
  is_installed: true,
  source_kind: 'runtime',
  source_name: null,
  satisfies: true,
  strapi_compatible: strapi,
  node_compatible: node,
});

describe('platform runtime table', () => {
  it('labels rows in plain words, not with the API field names', () => {
    renderWithProviders(
      <RuntimeTable
        runtime={{
          node_version: '20.20.2',
          runtime_implementation: 'Node.js',
          framework_version: '2.16.3',
          cms_version: '5.54.0',
          environment: 'development',
          database_client: 'sqlite',
        }}
      />,
    );
    const labels = screen
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole('gridcell')[0].textContent);
    expect(labels).toEqual(['Node.js', 'JavaScript runtime', 'Koa', 'Strapi', 'Environment', 'Database']);
    expect(screen.queryByText('node_version')).toBeNull();
    expect(screen.getByTestId('runtime-cms_version').textContent).toBe('5.54.0');
  });
});

describe('platform dependency table', () => {
  it('shows each plugin verdict and nothing for packages that are not plugins', () => {
    renderWithProviders(
      <DependencyTable
        packages={[entry('strapi-plugin-legacy', false, true), entry('left-pad', null, null)]}
      />,
    );
    expect(screen.getByTestId('compatibility-strapi-plugin-legacy').textContent).toBe(
      'Strapi: noNode.js: yes',
    );
    expect(screen.getByTestId('compatibility-left-pad').textContent).toBe('');
  });
});

/** A Blob's text through FileReader (jsdom's Blob has no `text()`). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('SBOM export button', () => {
  const document = '{"bomFormat":"CycloneDX","specVersion":"1.6"}';
  let blobs: Blob[];
  let downloads: string[];

  beforeEach(() => {
    blobs = [];
    downloads = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:sbom';
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('downloads the fetched CycloneDX document as sbom.cdx.json', async () => {
    const fetchSbom = jest.fn().mockResolvedValue(document);
    const onDone = jest.fn();
    renderWithProviders(<SbomExportButton fetchSbom={fetchSbom} onDone={onDone} onError={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export SBOM (CycloneDX)' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchSbom).toHaveBeenCalledTimes(1);
    expect(downloads).toEqual(['sbom.cdx.json']);
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('application/vnd.cyclonedx+json');
    expect(await blobText(blobs[0])).toBe(document);
  });

  it('downloads nothing and reports the failure when the document cannot be fetched', async () => {
    const onError = jest.fn();
    renderWithProviders(
      <SbomExportButton
        fetchSbom={() => Promise.reject(new Error('503'))}
        onDone={jest.fn()}
        onError={onError}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export SBOM (CycloneDX)' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(downloads).toEqual([]);
  });
});
