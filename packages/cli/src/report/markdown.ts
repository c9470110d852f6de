import { markdownCell as cell } from '@route-discovery/check-engine';
import { verdictOf } from '@route-discovery/contract';
import { reasonWithKnown } from '../known/known-behaviour';
import { markdownIntegrity } from './integrity';
import { markdownLinks } from './links';
import { SCOPES } from '../scopes';
import { siteGroups, siteMarkdown, sitemapMarkdown, type SiteGroup } from './site-sections';
import { requestLabel, type RunSummary } from './summary';

/**
 * Formats a Markdown report that fits a GitHub job summary (`$GITHUB_STEP_SUMMARY`): verdict,
 * counts per suite, baseline drift, website pages per content type and locale, the sitemap check,
 * up to `maxRows` failures, redirects. Pure.
 * @param groups site counts; computed from `summary.results` unless given (a merge streams them)
 */
export function formatMarkdown(
  summary: RunSummary,
  maxRows = 200,
  groups: readonly SiteGroup[] = siteGroups(summary.results),
): string {
  const { totals, suites } = summary;
  // The stored run's verdict in words: `nothing-tested` reads `nothing tested`.
  const verdict = verdictOf(summary.exit_code).replace(/-/g, ' ');
  const lines = [
    `## Route discovery smoke: ${verdict}`,
    '',
    `${summary.base_url}, ${totals.checks} checks, ${totals.passed} passed, ${totals.failed} failed, ${totals.excluded} excluded, ${(summary.duration_ms / 1000).toFixed(1)} s (exit code ${summary.exit_code}).`,
    '',
    '| suite | checks | passed | failed |',
    '| --- | ---: | ---: | ---: |',
    ...SCOPES.map(
      (scope) =>
        `| ${scope} | ${suites[scope]?.checks ?? 0} | ${suites[scope]?.passed ?? 0} | ${suites[scope]?.failed ?? 0} |`,
    ),
  ];
  for (const note of summary.notes) lines.push('', `> ${note}`);
  const regressions = summary.drift.filter((d) => d.kind !== 'added');
  if (regressions.length > 0) {
    lines.push(
      '',
      '### Baseline drift',
      '',
      '| kind | subject | detail | fails the run |',
      '| --- | --- | --- | --- |',
    );
    for (const drift of regressions)
      lines.push(
        `| ${drift.kind} | \`${cell(drift.subject)}\` | ${cell(drift.message)} | ${drift.fails ? 'yes' : 'no'} |`,
      );
  }
  const added = summary.drift.filter((d) => d.kind === 'added');
  if (added.length > 0)
    lines.push(
      '',
      `New routes since the baseline: ${added.map((d) => `\`${cell(d.subject)}\``).join(', ')}.`,
    );
  lines.push(...siteMarkdown(groups), ...sitemapMarkdown(summary.sitemap, maxRows));
  const failures = summary.results.filter((r) => !r.passed);
  if (failures.length > 0) {
    lines.push(
      '',
      '### Failures',
      '',
      '| suite | URL | handler | status | reason |',
      '| --- | --- | --- | ---: | --- |',
    );
    for (const r of failures.slice(0, maxRows)) {
      lines.push(
        `| ${r.scope} | \`${cell(requestLabel(r))}\` | \`${cell(r.handler)}\` | ${r.status ?? '-'} | ${cell(reasonWithKnown(r))} |`,
      );
    }
    // From the totals: a merged report (`merge-reports`) holds only the first failures here.
    if (summary.totals.failed > maxRows)
      lines.push(
        '',
        `... and ${summary.totals.failed - maxRows} more failures (see the JSON or JUnit report).`,
      );
  }
  const redirects = summary.results.filter((r) => r.passed && r.kind === 'redirect');
  if (redirects.length > 0) {
    lines.push(
      '',
      `Redirects (passed): ${redirects
        .slice(0, 20)
        .map((r) => `\`${cell(r.target)}\` ${cell(r.reason)}`)
        .join('; ')}.`,
    );
  }
  lines.push(...markdownLinks(summary, maxRows));
  lines.push(...markdownIntegrity(summary, maxRows));
  return `${lines.join('\n')}\n`;
}
