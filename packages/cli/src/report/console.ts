import { consoleIntegrity } from './integrity';
import { consoleLinks } from './links';
import { SCOPES } from '../scopes';
import { sitemapConsole } from './site-sections';
import type { RunSummary } from './summary';

/**
 * Formats what a run prints to stdout after its checks: baseline drift (`FAIL` where it fails the
 * run, else `INFO`), passed redirects, notes, and one summary line with counts per suite. Pure:
 * the caller prints it (through `print`, which redacts URL credentials).
 */
export function formatConsole(summary: RunSummary): string {
  const lines: string[] = [];
  for (const drift of summary.drift) {
    lines.push(`${drift.fails ? 'FAIL' : 'INFO'} baseline ${drift.kind}: ${drift.message}`);
  }
  for (const r of summary.results) {
    if (r.passed && r.kind === 'redirect')
      lines.push(`REDIRECT ${r.scope} ${r.method} ${r.target}: ${r.reason}`);
  }
  lines.push(...sitemapConsole(summary.sitemap));
  for (const note of summary.notes) lines.push(`note: ${note}`);
  lines.push(...consoleLinks(summary));
  lines.push(...consoleIntegrity(summary));
  const { suites, totals } = summary;
  // The site suite shows only in runs that test the website (`--site`), preview only where the app
  // configures Strapi's preview, integrity only with `--fail-on integrity`.
  const perSuite = [
    ...SCOPES.filter((s) => !['site', 'preview', 'moved'].includes(s) || (suites[s]?.checks ?? 0) > 0).map(
      (s) => `${s} ${suites[s].passed}/${suites[s].checks}`,
    ),
    ...(summary.integrity ? [`integrity ${summary.integrity.totals.findings} findings`] : []),
  ].join(', ');
  lines.push(
    `route-discovery smoke: ${totals.checks} checks, ${totals.passed} passed, ${totals.failed} failed, ` +
      `${totals.excluded} excluded (${perSuite}) in ${(summary.duration_ms / 1000).toFixed(1)} s; exit code ${summary.exit_code}`,
  );
  return `${lines.join('\n')}\n`;
}
