import { useMemo, useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import { downloadText } from '../../lib/export';
import { createLinkTester } from '../../lib/link-test';
import {
  distinct,
  filterEntries,
  linkEntries,
  linksCsv,
  linksJson,
  linksMarkdown,
  type ContentLinkRow,
  type LinkEntry,
  type LinkFilters,
} from '../../lib/links';
import { LinkFilterBar } from './LinkFilters';
import { LinkTable } from './LinkTable';

const OUTCOMES = ['ok', 'broken', 'redirect', 'unreachable', 'not-checkable', 'excluded', 'untested'];

/**
 * The Links report: every link in published content, filterable, with Test (the check engine the
 * CLI uses, one host at a time) of the links not decided offline, and exports.
 */
export function LinksReport({ rows, origin }: { rows: ContentLinkRow[]; origin: string }) {
  const t = useT();
  const [entries, setEntries] = useState<LinkEntry[]>(() => linkEntries(rows));
  const [filters, setFilters] = useState<LinkFilters>({
    kind: null,
    contentType: null,
    locale: null,
    outcome: null,
  });
  const [testing, setTesting] = useState(false);
  const shown = useMemo(() => filterEntries(entries, filters), [entries, filters]);
  const options = useMemo(
    () => ({
      kind: distinct(rows, 'kind'),
      contentType: distinct(rows, 'content_type'),
      locale: distinct(rows, 'locale'),
      outcome: OUTCOMES,
    }),
    [rows],
  );

  const testShown = async () => {
    setTesting(true);
    const test = createLinkTester(origin);
    const pending = shown.filter((entry) => entry.outcome === null && entry.row.is_testable);
    await Promise.all(
      pending.map(async (entry) => {
        const result = await test(entry.row);
        setEntries((all) =>
          all.map((e) =>
            e.key === entry.key ? { ...e, outcome: result.outcome, reason: result.reason } : e,
          ),
        );
      }),
    );
    setTesting(false);
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <LinkFilterBar filters={filters} options={options} onChange={setFilters} />
      <Flex gap={2} wrap="wrap" alignItems="center">
        <Button onClick={testShown} loading={testing} disabled={testing}>
          {t('links.test')}
        </Button>
        <Button
          variant="tertiary"
          onClick={() => downloadText('content-links.json', linksJson(shown), 'application/json')}
        >
          {t('report.exportJson')}
        </Button>
        <Button
          variant="tertiary"
          onClick={() => downloadText('content-links.csv', linksCsv(shown), 'text/csv')}
        >
          {t('report.exportCsv')}
        </Button>
        <Button
          variant="tertiary"
          onClick={() => downloadText('content-links.md', linksMarkdown(shown, origin), 'text/markdown')}
        >
          {t('links.export.markdown')}
        </Button>
        <Typography data-testid="links-count">
          {t('links.count', { shown: shown.length, total: entries.length })}
        </Typography>
      </Flex>
      <LinkTable entries={shown} />
    </Flex>
  );
}
