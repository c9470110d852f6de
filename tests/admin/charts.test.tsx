/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { darkTheme, DesignSystemProvider, lightTheme } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { BarChart } from '../../admin/src/components/charts/BarChart';
import { ColumnChart } from '../../admin/src/components/charts/ColumnChart';
import { DonutChart } from '../../admin/src/components/charts/DonutChart';
import { LineChart } from '../../admin/src/components/charts/LineChart';
import { ReportCharts } from '../../admin/src/components/charts/ReportCharts';
import { SeverityChart } from '../../admin/src/components/charts/SeverityChart';
import { SummaryCharts } from '../../admin/src/components/charts/SummaryCharts';
import en from '../../admin/src/translations/en.json';

const messages = Object.fromEntries(
  Object.entries(en).map(([key, value]) => [`route-discovery.${key}`, value]),
);

function renderIn(node: ReactNode, theme = lightTheme) {
  return render(
    <IntlProvider locale="en" messages={messages}>
      <DesignSystemProvider locale="en" theme={theme}>
        {node}
      </DesignSystemProvider>
    </IntlProvider>,
  );
}

/** The text alternative: the rows of the table captioned `caption`, as arrays of cell texts. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((tr) => Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));
}

const split = [
  { key: 'testable', label: 'Testable', value: 1200, color: 'success600' as const },
  { key: 'untestable', label: 'Untestable', value: 300, color: 'neutral500' as const },
];

describe('chart components', () => {
  it('draws a donut in theme colours, hides the drawing and gives a table with counts and shares', () => {
    const { container } = renderIn(
      <DonutChart
        title="Split"
        data={split}
        categoryHeader="Category"
        valueHeader="Rows"
        shareHeader="Share"
      />,
    );
    expect(tableRows('Split')).toEqual([
      ['Category', 'Rows', 'Share'],
      ['Testable', '1,200', '80%'],
      ['Untestable', '300', '20%'],
    ]);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    const fills = Array.from(container.querySelectorAll('svg path')).map((path) => path.getAttribute('fill'));
    expect(fills).toEqual([lightTheme.colors.success600, lightTheme.colors.neutral500]);
  });

  it('follows the theme: dark mode draws with the dark theme tokens', () => {
    const { container } = renderIn(
      <DonutChart title="Split" data={split} categoryHeader="C" valueHeader="R" shareHeader="S" />,
      darkTheme,
    );
    expect(darkTheme.colors.success600).not.toBe(lightTheme.colors.success600);
    expect(container.querySelector('svg path')?.getAttribute('fill')).toBe(darkTheme.colors.success600);
  });

  it('draws bars whose widths follow the values, the largest filling the track', () => {
    const { container } = renderIn(
      <BarChart
        title="Reasons"
        data={[
          { key: 'a', label: 'not GET', value: 40, color: 'neutral500' },
          { key: 'b', label: 'unresolved parameter', value: 10, color: 'neutral500' },
        ]}
        categoryHeader="Reason"
        valueHeader="Rows"
      />,
    );
    const widths = Array.from(container.querySelectorAll('svg rect:nth-of-type(2)')).map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths).toEqual([100, 25]);
    expect(tableRows('Reasons')).toEqual([
      ['Reason', 'Rows'],
      ['not GET', '40'],
      ['unresolved parameter', '10'],
    ]);
  });

  it('draws stacked columns and a line over a sequence of points (a CI run trend)', () => {
    const points = [
      { key: '1', label: 'Run 1', values: { passed: 9, failed: 1 } },
      { key: '2', label: 'Run 2', values: { passed: 10, failed: 0 } },
    ];
    const { container } = renderIn(
      <>
        <ColumnChart
          title="Checks per run"
          points={points}
          series={[
            { key: 'passed', label: 'Passed', color: 'success600' },
            { key: 'failed', label: 'Failed', color: 'danger600' },
          ]}
          pointHeader="Run"
        />
        <LineChart
          title="Duration"
          points={[
            { key: '1', label: 'Run 1', value: 1500 },
            { key: '2', label: 'Run 2', value: null },
          ]}
          format={(ms) => `${(ms / 1000).toFixed(1)} s`}
          pointHeader="Run"
          valueHeader="Duration"
        />
      </>,
    );
    expect(tableRows('Checks per run')).toEqual([
      ['Run', 'Passed', 'Failed'],
      ['Run 1', '9', '1'],
      ['Run 2', '10', '0'],
    ]);
    expect(tableRows('Duration')).toEqual([
      ['Run', 'Duration'],
      ['Run 1', '1.5 s'],
      ['Run 2', '–'],
    ]);
    // Three segments (run 2 has no failed part), each filled with its series' theme colour.
    const segments = Array.from(container.querySelectorAll('svg')[0].querySelectorAll('rect'));
    expect(segments.map((rect) => rect.getAttribute('fill'))).toEqual([
      lightTheme.colors.success600,
      lightTheme.colors.danger600,
      lightTheme.colors.success600,
    ]);
  });

  it('charts a report from the counts: split, groups, content types, and outcomes only once tested', () => {
    const counts = {
      total: 2,
      testable: 1,
      by: { group: { page: 2 }, page_type: { 'api::article.article': 1, '': 1 } },
    };
    const { rerender } = renderIn(<ReportCharts counts={counts} progress={null} />);
    expect(tableRows('Testable and untestable')).toContainEqual(['Testable', '1', '50%']);
    expect(tableRows('Rows per group')).toContainEqual(['Document page', '2']);
    expect(tableRows('Rows per content type')).toEqual([
      ['Category', 'Rows'],
      ['No content type', '1'],
      ['api::article.article', '1'],
    ]);
    expect(screen.queryByTestId('chart-outcomes')).toBeNull();
    rerender(
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">
          <ReportCharts
            counts={counts}
            progress={{ total: 1, tested: 1, passed: 1, failed: 0, pages: 1, state: 'finished' }}
          />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    expect(tableRows('Test outcomes')).toEqual([
      ['Category', 'Rows', 'Share'],
      ['Passed', '1', '100%'],
      ['Failed', '0', '0%'],
      ['Not tested yet', '0', '0%'],
    ]);
  });

  it('charts findings by severity with every severity listed', () => {
    renderIn(
      <SeverityChart
        findings={[{ rule: 'public-write', severity: 'high', subject: 's', message: 'm', remedy: 'r' }]}
      />,
    );
    expect(tableRows('Findings by severity')).toEqual([
      ['Severity', 'Findings'],
      ['High', '1'],
      ['Medium', '0'],
      ['Low', '0'],
      ['Information', '0'],
    ]);
  });

  it('charts the widget summary: both reports split and the findings, one shared legend when compact', () => {
    const totals = (testable: number, untestable: number) => ({ total: testable + untestable, testable });
    const findings = { high: 0, medium: 2, low: 0, info: 1 };
    renderIn(
      <SummaryCharts backend={totals(92, 209)} frontend={totals(15, 56)} findings={findings} compact />,
    );
    expect(tableRows('Backend URLs')).toContainEqual(['Untestable', '209', '69%']);
    expect(tableRows('Frontend URLs')).toContainEqual(['Testable', '15', '21%']);
    expect(tableRows('Findings by severity')).toContainEqual(['High', '0']);
    expect(tableRows('Findings by severity')).toContainEqual(['Medium', '2']);
    // Compact: no per-donut legends with figures, one legend naming the colours.
    expect(screen.queryByText('Testable: 92 (31%)')).toBeNull();
    expect(screen.getAllByText('Testable', { selector: 'span' })).toHaveLength(1);
  });
});
