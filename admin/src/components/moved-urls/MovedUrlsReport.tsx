import { useMemo, useState } from 'react';
import { Box, EmptyStateLayout, Flex, Typography } from '@strapi/design-system';
import type { MovedUrlRow } from '@route-discovery/contract';
import { usePagedList, type FetchJson, type PagedSource } from '../../api/usePagedList';
import { useT } from '../../hooks/useT';
import type { MovedUrlAdminRow } from '../../lib/moved-urls';
import { ListPager } from '../ListPager';
import { ListStatus } from '../ListStatus';
import { Panel } from '../Panel';
import { LinkedFromList } from './LinkedFromList';
import { MovedUrlFilterBar, MOVED_FILTER_KEYS } from './MovedUrlFilters';
import { MovedUrlTable } from './MovedUrlTable';
import { RedirectExports, type RedirectActions } from './RedirectExports';

/**
 * The Moved URLs report (issue 46 item 2), read a page at a time from `v1/moved-urls`: filters
 * (moved or gone, since, content type, locale) sent to the server and kept in the URL, the
 * redirect exports, the table, and the documents still linking to an old URL on a click.
 */
export function MovedUrlsReport({
  endpoint,
  contentLinksEndpoint,
  fetchJson,
  actions,
}: {
  endpoint: string;
  contentLinksEndpoint: string;
  fetchJson: FetchJson;
  actions: RedirectActions;
}) {
  const t = useT();
  const source = useMemo<PagedSource>(
    () => ({ list: 'moved-urls', endpoint, rowsKey: 'moved_urls', filterKeys: MOVED_FILTER_KEYS }),
    [endpoint],
  );
  const paged = usePagedList<MovedUrlAdminRow>(source, fetchJson);
  const [open, setOpen] = useState<MovedUrlRow | null>(null);
  const rows = paged.page?.rows ?? [];
  const filtered = Object.values(paged.state.filters).some(Boolean);
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <MovedUrlFilterBar filters={paged.state.filters} counts={paged.counts} onChange={paged.setFilter} />
      <RedirectExports actions={actions} />
      <ListPager list={paged} testId="moved-pager" />
      <ListStatus list={paged} />
      {paged.page && paged.error ? (
        <Panel flat testId="report-error">
          <Typography textColor="danger600">{t('state.error')}</Typography>
        </Panel>
      ) : null}
      {paged.page && rows.length === 0 ? (
        <Box data-testid="moved-empty">
          <EmptyStateLayout content={t(filtered ? 'moved.empty.filtered' : 'moved.empty')} />
        </Box>
      ) : null}
      {rows.length ? (
        <MovedUrlTable
          rows={rows}
          openRow={open?.id ?? null}
          onLinkedFrom={(row) => setOpen((shown) => (shown?.id === row.id ? null : row))}
        />
      ) : null}
      {open ? (
        <LinkedFromList oldUrl={open.old_url} endpoint={contentLinksEndpoint} fetchJson={fetchJson} />
      ) : null}
    </Flex>
  );
}
