import type { SitemapSummary } from '../site/sitemap-compare';
import type { CheckResult } from '../types';

import { markdownCell as cell } from '@route-discovery/check-engine';

/** Counts of the `site` suite for one content type and locale. */
export interface SiteGroup {
  pageType: string;
  locale: string;
  checks: number;
  failed: number;
  redirects: number;
}

/** Counts `site` results per content type and locale as they come (first-seen order), in bounded memory. */
export function siteGroupCounter(): {
  add(result: Pick<CheckResult, 'scope' | 'pageType' | 'locale' | 'passed' | 'kind'>): void;
  groups(): SiteGroup[];
} {
  const groups = new Map<string, SiteGroup>();
  return {
    add(r) {
      if (r.scope !== 'site') return;
      const pageType = r.pageType ?? '';
      const locale = r.locale ?? '-';
      const key = `${pageType} ${locale}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { pageType, locale, checks: 0, failed: 0, redirects: 0 }));
      group.checks += 1;
      if (!r.passed) group.failed += 1;
      if (r.kind === 'redirect') group.redirects += 1;
    },
    groups: () => [...groups.values()],
  };
}

/** Counts of the `site` suite per content type and locale (`siteGroupCounter` over all results). */
export function siteGroups(results: readonly CheckResult[]): SiteGroup[] {
  const counter = siteGroupCounter();
  for (const result of results) counter.add(result);
  return counter.groups();
}

/** The Markdown section of the website checks: one table row per content type and locale. Pure. */
export function siteMarkdown(groups: readonly SiteGroup[]): string[] {
  if (groups.length === 0) return [];
  const lines = [
    '',
    '### Website pages (site)',
    '',
    '| content type | locale | pages | failed | redirects |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const g of groups)
    lines.push(
      `| \`${cell(g.pageType)}\` | ${cell(g.locale)} | ${g.checks} | ${g.failed} | ${g.redirects} |`,
    );
  return lines;
}

/** The Markdown section of the sitemap cross-check, up to `maxRows` findings. Pure. */
export function sitemapMarkdown(sitemap: SitemapSummary | undefined, maxRows = 200): string[] {
  if (!sitemap) return [];
  const lines = [
    '',
    '### Sitemap',
    '',
    `\`${cell(sitemap.url)}\`: ${sitemap.sitemaps} sitemap(s), ${sitemap.entries} entries, ${sitemap.pages} published pages, ${sitemap.findings.length} finding(s).`,
  ];
  if (sitemap.findings.length === 0) return lines;
  lines.push('', '| kind | URL | detail | fails the run |', '| --- | --- | --- | --- |');
  for (const f of sitemap.findings.slice(0, maxRows))
    lines.push(`| ${f.kind} | \`${cell(f.url)}\` | ${cell(f.message)} | ${f.fails ? 'yes' : 'no'} |`);
  if (sitemap.findings.length > maxRows)
    lines.push('', `... and ${sitemap.findings.length - maxRows} more (see the JSON report).`);
  return lines;
}

/** Console lines of the sitemap cross-check: `FAIL`/`INFO sitemap missing|stale|hreflang URL: detail`, then a count. */
export function sitemapConsole(sitemap: SitemapSummary | undefined): string[] {
  if (!sitemap) return [];
  const lines = sitemap.findings.map(
    (f) => `${f.fails ? 'FAIL' : 'INFO'} sitemap ${f.kind} ${f.url}: ${f.message}`,
  );
  const count = (kind: string) => sitemap.findings.filter((f) => f.kind === kind).length;
  lines.push(
    `sitemap ${sitemap.url}: ${sitemap.entries} entries in ${sitemap.sitemaps} sitemap(s), ${sitemap.pages} published pages; ` +
      `${count('missing')} missing, ${count('stale')} stale, ${count('hreflang')} hreflang`,
  );
  return lines;
}
