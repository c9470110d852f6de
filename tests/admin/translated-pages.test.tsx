/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { UsedInResponse } from '@route-discovery/contract';
import type { ExposureResponse, StoredRun } from '../../admin/src/lib/types';
import { ExposureReport } from '../../admin/src/components/exposure/ExposureReport';
import { FilesReport } from '../../admin/src/components/files/FilesReport';
import { ReferenceIndexPanel } from '../../admin/src/components/files/ReferenceIndexPanel';
import { GraphqlReport } from '../../admin/src/components/graphql/GraphqlReport';
import { LinksReport } from '../../admin/src/components/links/LinksReport';
import { DependencyTable } from '../../admin/src/components/platform/DependencyTable';
import { RuntimeTable } from '../../admin/src/components/platform/RuntimeTable';
import { SbomExportButton } from '../../admin/src/components/platform/SbomExportButton';
import { RunsView } from '../../admin/src/components/runs/RunsView';
import { SummaryCountsView } from '../../admin/src/components/SummaryCountsView';
import { ReportsOverviewView } from '../../admin/src/components/nav/ReportsOverviewView';
import { ReportLinks } from '../../admin/src/components/ReportLinks';
import { UrlReport } from '../../admin/src/components/UrlReport';
import { UsedInView } from '../../admin/src/components/used-in/UsedInView';
import { ErrorState, ReportsDisabled, SuperAdminsOnly } from '../../admin/src/components/ReportStates';
import { SettingsView } from '../../admin/src/components/SettingsView';
import { MonitorSchedulePanel } from '../../admin/src/components/monitor/MonitorSchedulePanel';
import { scheduleClient } from '../helpers/monitor-schedule-fixture';
import type { ReportConfig } from '../../admin/src/lib/types';
import { LOCALE_MESSAGES, renderInLocale, shownTexts, untranslated } from '../helpers/admin-locales';
import { fakeListServer } from '../helpers/fake-list-server';
import * as fixtures from '../helpers/locale-page-fixtures';
import { SUMMARY } from '../helpers/summary-fixture';
import en from '../../admin/src/translations/en.json';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** Each page's body as its page renders it (the page frames need a running Strapi admin). */
const PAGES: Array<{ name: string; ui: (t: Record<string, string>) => ReactNode; ready: string }> = [
  {
    name: 'home and homepage widget',
    ui: () => <SummaryCountsView summary={SUMMARY.summary} warnings={3} lastRun />,
    ready: 'summary-counts',
  },
  {
    name: 'reports overview and the report links',
    ui: () => (
      <>
        <ReportsOverviewView summary={SUMMARY.summary} warnings={3} />
        <ReportLinks />
      </>
    ),
    ready: 'reports-overview',
  },
  {
    name: 'frontend URLs',
    ui: (t) => (
      <UrlReport
        kind="frontend"
        endpoint="/api/route-discovery/v1/frontend-urls"
        fetchJson={fakeListServer(fixtures.URL_ROWS, fixtures.URL_LIST).fetchJson}
        exportUrl={async () => '/x'}
        filters={[{ value: 'pages', label: t['report.filter.pages'] }]}
        testMode={{ kind: 'public' }}
      />
    ),
    ready: 'report-row',
  },
  {
    name: 'platform',
    ui: () => (
      <>
        <SbomExportButton fetchSbom={async () => '{}'} onDone={() => undefined} onError={() => undefined} />
        <RuntimeTable runtime={fixtures.RUNTIME} />
        <DependencyTable packages={fixtures.PACKAGES} />
      </>
    ),
    ready: 'runtime-cms_version',
  },
  {
    name: 'exposure',
    ui: () => (
      <ExposureReport
        report={fixtures.EXPOSURE as ExposureResponse}
        endpoint="/api/route-discovery/v1/exposure"
        fetchJson={fixtures.exposureServer().fetchJson}
        exportUrl={async () => '/x'}
      />
    ),
    ready: 'exposure-route',
  },
  { name: 'CI runs', ui: () => <RunsView runs={fixtures.RUNS as StoredRun[]} />, ready: 'run-card' },
  {
    name: 'GraphQL',
    ui: () => (
      <GraphqlReport
        endpoint="/api/route-discovery/v1/graphql"
        fetchJson={fakeListServer(fixtures.GRAPHQL_ROWS, fixtures.GRAPHQL_LIST).fetchJson}
        exportUrl={async () => '/x'}
      />
    ),
    ready: 'graphql-operation',
  },
  {
    name: 'links',
    ui: () => (
      <LinksReport
        endpoint="/api/route-discovery/v1/content-links"
        origin="http://cms.test"
        fetchJson={fakeListServer(fixtures.LINK_ROWS, fixtures.LINK_LIST).fetchJson}
        exportUrl={async () => '/x'}
      />
    ),
    ready: 'link-row',
  },
  {
    name: 'files',
    ui: () => (
      <>
        <ReferenceIndexPanel client={fixtures.referenceIndexClient()} pollMs={10} onBuilt={() => undefined} />
        <FilesReport
          endpoint="/api/route-discovery/v1/files"
          fetchJson={fixtures.filesServer()}
          exportUrl={async () => '/x'}
        />
      </>
    ),
    ready: 'missing-row',
  },
  {
    name: 'settings',
    ui: () => <SettingsView data={fixtures.REPORT_CONFIG as ReportConfig} />,
    ready: 'settings-environment',
  },
  {
    name: 'monitor schedule (settings)',
    ui: () => <MonitorSchedulePanel client={scheduleClient({ fixed_by_config: ['targets'] })} />,
    ready: 'monitor-schedule-next',
  },
  {
    name: 'page states (error, super admins only, reports disabled)',
    ui: (t) => (
      <>
        <ErrorState message={t['state.error']} onRetry={() => undefined} />
        <SuperAdminsOnly />
        <ReportsDisabled />
      </>
    ),
    ready: 'reports-disabled',
  },
  {
    name: 'Used in panel',
    ui: () => <UsedInView answer={fixtures.USED_IN as UsedInResponse} />,
    ready: 'used-in-panel',
  },
];

describe.each(Object.keys(LOCALE_MESSAGES))('admin in %s', (locale) => {
  const messages = LOCALE_MESSAGES[locale];

  it.each(PAGES.map((page) => [page.name, page] as const))(
    '%s shows no English message and no raw message id',
    async (_name, page) => {
      const { container } = renderInLocale(locale, messages, page.ui(messages));
      await waitFor(() => expect(screen.queryAllByTestId(page.ready).length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.queryByText(messages['state.loading'])).toBeNull());
      expect(untranslated(shownTexts(container.ownerDocument.body), messages)).toEqual([]);
    },
  );
});

describe('the locale check', () => {
  it('finds an English fallback and a raw id (a locale file missing a key fails it)', async () => {
    const { 'summary.links': _dropped, 'runs.none': _alsoDropped, ...partial } = LOCALE_MESSAGES.de;
    const { container } = renderInLocale('de', partial, PAGES[0].ui(partial));
    await waitFor(() => expect(screen.getByTestId('summary-counts')).toBeTruthy());
    const found = untranslated([...shownTexts(container), 'route-discovery.runs.none'], LOCALE_MESSAGES.de);
    expect(found).toEqual([
      'English summary.links: Broken internal links: 7',
      'English runs.none: No CI run published yet',
      'raw id: route-discovery.runs.none',
    ]);
  });
});

describe('numbers and dates in the admin locale', () => {
  const summary = { ...SUMMARY.summary, backend: { total: 12_345, testable: 1_234 } };
  it.each([
    ['en', 'Backend: 12,345 URLs (1,234 testable, 11,111 untestable)'],
    ['fr', 'Back-end : 12\u202f345 URL (1\u202f234 testables, 11\u202f111 non testables)'],
    ['de', 'Backend: 12.345 URLs (1.234 testbar, 11.111 nicht testbar)'],
    ['es', 'Backend: 12.345 URL (1234 comprobables, 11.111 no comprobables)'],
    ['it', 'Backend: 12.345 URL (1234 testabili, 11.111 non testabili)'],
    ['pt-BR', 'Backend: 12.345 URLs (1.234 testáveis, 11.111 não testáveis)'],
  ])('%s: counts read %s, and the counting time is the locale date', async (locale, text) => {
    const messages = LOCALE_MESSAGES[locale] ?? en;
    renderInLocale(locale, messages, <SummaryCountsView summary={summary} warnings={null} />);
    expect(screen.getByTestId('count-backend').textContent).toBe(text);
    const countedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(summary.counted_at),
    );
    expect(screen.getByTestId('counts-state').textContent).toContain(countedAt);
  });

  it.each([
    ['en', '10%'],
    ['fr', '10\u00a0%'],
    ['de', '10\u00a0%'],
  ])('%s: chart shares read %s', (locale, share) => {
    renderInLocale(
      locale,
      LOCALE_MESSAGES[locale] ?? en,
      <SummaryCountsView summary={summary} warnings={1} />,
    );
    // 1,234 of 12,345 backend URLs are testable: 10%, in the split chart's legend and table.
    const table = screen.getByTestId('chart-split-backend').querySelector('table');
    expect(Array.from(table?.querySelectorAll('td') ?? [], (cell) => cell.textContent)).toContain(share);
  });

  it.each([
    ['en', 'API v0: deprecated (deprecated on Jan 31, 2026, sunset on Jul 31, 2026)'],
    ['de', 'API v0: veraltet (veraltet ab 31.01.2026, abgeschaltet ab 31.07.2026)'],
    ['fr', 'API v0 : obsolète (obsolète le 31 janv. 2026, retirée le 31 juil. 2026)'],
  ])('%s: the settings page reads an API version lifecycle as %s', (locale, line) => {
    renderInLocale(
      locale,
      LOCALE_MESSAGES[locale] ?? en,
      <SettingsView data={fixtures.REPORT_CONFIG as ReportConfig} />,
    );
    expect(screen.getByText(line)).toBeTruthy();
  });
});
