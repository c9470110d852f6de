import { Box, Button, Checkbox, Flex } from '@strapi/design-system';
import { ListSearch } from './ListSearch';
import type { PagedList as ListName } from '@route-discovery/contract';
import type { ExportUrl } from '../api/usePagedList';
import type { PagedTable } from '../api/usePagedList';
import type { PagedTestAll } from '../hooks/usePagedTestAll';
import { useT } from '../hooks/useT';
import { ExportButtons } from './ExportButtons';
import { TestAllControls } from './TestAllControls';

/** What the toolbar shows and changes. */
export interface ReportToolbarProps<Row, Outcome> {
  /** API filter values offered as chips, with their labels (the `filter` parameter). */
  filters: Array<{ value: string; label: string }>;
  paged: PagedTable<unknown>;
  batch: PagedTestAll<Row, Outcome>;
  list: ListName;
  exportUrl: ExportUrl;
}

/**
 * Filter chips, search and testable only (all sent to the server), Test all with its Stop and
 * progress, and the exports of the list as filtered and sorted.
 */
export function ReportToolbar<Row, Outcome>(props: ReportToolbarProps<Row, Outcome>) {
  const t = useT();
  const { paged } = props;
  const active = paged.state.filters.filter ?? null;
  const chips = [{ value: null, label: t('report.filter.all') }, ...props.filters];
  return (
    <>
      <Flex gap={2} wrap="wrap" role="group" aria-label={t('report.filters')}>
        {chips.map((chip) => (
          <Button
            key={chip.value ?? 'all'}
            variant={active === chip.value ? 'secondary' : 'tertiary'}
            aria-pressed={active === chip.value}
            onClick={() => paged.setFilter('filter', chip.value)}
          >
            {chip.label}
          </Button>
        ))}
      </Flex>
      <Flex gap={4} wrap="wrap" alignItems="center">
        <Box style={{ minWidth: 280 }}>
          <ListSearch
            list={paged}
            name="search"
            labelId="report.search.label"
            placeholderId="report.search.placeholder"
          />
        </Box>
        <Checkbox
          checked={paged.state.testable}
          onCheckedChange={(checked) => paged.setTestable(checked === true)}
        >
          {t('report.hideUntestable')}
        </Checkbox>
      </Flex>
      <Flex gap={2} wrap="wrap" alignItems="center">
        <TestAllControls batch={props.batch} />
        <ExportButtons list={props.list} query={paged.exportSelection} exportUrl={props.exportUrl} />
      </Flex>
    </>
  );
}
