/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { ReportsOverviewView } from '../../admin/src/components/nav/ReportsOverviewView';
import type { StoredRun } from '../../admin/src/lib/types';
import { navPath, navSections, navState, REPORT_NAV } from '../../admin/src/navigation/report-nav';
import { renderAdmin } from '../helpers/admin-render';
import { LOCALE_MESSAGES, renderInLocale } from '../helpers/admin-locales';
import { SUMMARY } from '../helpers/summary-fixture';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const PLUGIN = '/plugins/route-discovery';

/** The registry's entry `id` (the test fails when it is missing). */
function entry(id: string) {
  const found = REPORT_NAV.find((item) => item.id === id);
  if (!found) throw new Error(`no navigation entry ${id}`);
  return found;
}

describe('the navigation registry', () => {
  it('groups every page as URLs, Security, Content, CI and Configuration, each route once', () => {
    expect(navSections().map(({ group, entries }) => [group, entries.map((entry) => entry.id)])).toEqual([
      ['urls', ['backend', 'frontend', 'graphql', 'moved']],
      ['security', ['exposure', 'platform']],
      ['content', ['links', 'files', 'monitoring']],
      ['ci', ['runs']],
      ['setup', ['settings']],
    ]);
    const paths = REPORT_NAV.map(navPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(navPath({ route: 'links' })).toBe(`${PLUGIN}/links`);
    expect(navPath({ route: '/settings/route-discovery' })).toBe('/settings/route-discovery');
  });

  it('reads each count or state from the one summary: broken links, high findings, the last verdict', () => {
    const state = (id: string, summary = SUMMARY.summary) => navState(entry(id), summary);
    expect(state('links')).toEqual({ count: 7, labelKey: 'nav.state.brokenLinks', tone: 'danger' });
    expect(state('exposure')).toEqual({ count: 2, labelKey: 'nav.state.highFindings', tone: 'danger' });
    expect(
      state('exposure', { ...SUMMARY.summary, findings: { high: 0, medium: 1, low: 0, info: 0 } })?.tone,
    ).toBe('success');
    expect(state('runs')).toEqual({ labelKey: 'nav.state.noRun', tone: 'neutral' });
    const failed = { verdict: 'failed' } as StoredRun;
    expect(state('runs', { ...SUMMARY.summary, last_run: failed })).toEqual({
      labelKey: 'runs.verdict.failed',
      tone: 'danger',
    });
    // No GraphQL plugin, no count; the platform's warnings are not in the summary.
    expect(state('graphql')).toBeNull();
    expect(state('platform')).toBeNull();
    expect(navState(REPORT_NAV[0], null)).toBeNull();
  });
});

describe('the reports overview', () => {
  it('has one card per report with its headline figure and a link to it', () => {
    renderAdmin(<ReportsOverviewView summary={SUMMARY.summary} warnings={3} />);
    const cards = screen.getAllByTestId(/^overview-[a-z]+$/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(
      REPORT_NAV.filter((entry) => entry.group !== 'setup').map((entry) => `overview-${entry.id}`),
    );
    for (const card of cards) {
      expect(within(card).getByRole('link').getAttribute('href')).toBe(
        navPath(entry(card.dataset.testid?.replace('overview-', '') ?? '')),
      );
    }
    expect(screen.getByTestId('overview-figure-backend').textContent).toBe('301 URLs');
    expect(screen.getByTestId('overview-figure-links').textContent).toBe('7 broken links');
    expect(screen.getByTestId('overview-figure-exposure').textContent).toBe('2 high findings');
    expect(screen.getByTestId('overview-figure-platform').textContent).toBe('3 dependency warnings');
    expect(screen.getByTestId('overview-figure-files').textContent).toBe('5 unused files');
  });

  it('reads in German, numbers in the German format', () => {
    const summary = { ...SUMMARY.summary, backend: { total: 12_345, testable: 1 } };
    renderInLocale('de', LOCALE_MESSAGES.de, <ReportsOverviewView summary={summary} warnings={1} />);
    expect(screen.getByTestId('overview-figure-backend').textContent).toBe('12.345 URLs');
    expect(screen.getByTestId('overview-figure-links').textContent).toBe('7 defekte Links');
    expect(screen.getByTestId('overview-figure-platform').textContent).toBe('1 Abhängigkeitswarnung');
  });
});
