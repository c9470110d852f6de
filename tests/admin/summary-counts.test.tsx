/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { SummaryCountsView } from '../../admin/src/components/SummaryCountsView';
import type { SummaryResponse } from '../../admin/src/lib/types';
import en from '../../admin/src/translations/en.json';

const SUMMARY: SummaryResponse = {
  summary: {
    backend: { total: 301, testable: 92 },
    frontend: { total: 71, testable: 15 },
    graphql: null,
    links: { total: 40_000, testable: 30_000, broken_internal: 7 },
    findings: { high: 2, medium: 0, low: 1, info: 0 },
    last_run: null,
    counted_at: '2026-11-26T03:00:00.000Z',
    files: { total: 12, unused: 5 },
  },
  metadata: {} as SummaryResponse['metadata'],
};

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

describe('SummaryCounts (homepage widget)', () => {
  it('shows the summary counts and the last run', async () => {
    render(
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">
          <SummaryCountsView summary={SUMMARY.summary} warnings={3} compact lastRun />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    expect((await screen.findByTestId('count-broken-links')).textContent).toContain('7');
    expect(screen.getByTestId('count-exposure-high').textContent).toContain('2');
    expect(screen.getByTestId('count-backend').textContent).toContain('301');
    expect(screen.getByTestId('count-backend').textContent).toContain('209');
    expect(screen.getByTestId('count-warnings').textContent).toContain('3');
    expect(screen.getByTestId('count-unused-files').textContent).toBe('Unused files: 5 of 12');
    expect(screen.getByTestId('last-run').textContent).toBe(en['runs.none']);
  });
});
