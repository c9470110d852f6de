import { Box, Button, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { PAGE_SIZES } from '../api/paged-query';
import type { PagedTable } from '../api/usePagedList';
import { useT } from '../hooks/useT';

/** Props of a button that is unavailable without losing focus: `aria-disabled`, presses ignored. */
function inert(unavailable: boolean, action: () => void) {
  return {
    'aria-disabled': unavailable,
    onClick: () => {
      if (!unavailable) action();
    },
  };
}

/**
 * The pager under every paged table: "Rows x-y of total" (the total from the counts, once they
 * came), Previous and Next (keyset cursors: no page numbers to jump to), and the page size.
 */
export function ListPager<Row>({ list, testId }: { list: PagedTable<Row>; testId?: string }) {
  const t = useT();
  const shown = list.page?.rows.length ?? 0;
  const first = (list.pageNumber - 1) * list.state.pageSize + (shown > 0 ? 1 : 0);
  const last = (list.pageNumber - 1) * list.state.pageSize + shown;
  return (
    <Flex
      tag="nav"
      aria-label={t('pager.label')}
      gap={3}
      wrap="wrap"
      alignItems="center"
      data-testid={testId}
    >
      {/* aria-disabled, not disabled: Next pressed with the keyboard on the page before the last
          keeps its focus (busy-button.ts). */}
      <Button variant="tertiary" size="S" {...inert(list.pageNumber <= 1, list.previous)}>
        {t('pager.previous')}
      </Button>
      <Button variant="tertiary" size="S" {...inert(!list.page?.nextCursor, list.next)}>
        {t('pager.next')}
      </Button>
      <Typography variant="pi" textColor="neutral600" role="status" data-testid="pager-range">
        {list.counts
          ? t('pager.range', { first, last, total: list.counts.total })
          : t('pager.rangeNoTotal', { first, last })}
      </Typography>
      <Box style={{ minWidth: 160 }}>
        <SingleSelect
          aria-label={t('pager.size')}
          size="S"
          value={String(list.state.pageSize)}
          onChange={(value: string | number) => list.setPageSize(Number(value))}
        >
          {PAGE_SIZES.map((size) => (
            <SingleSelectOption key={size} value={String(size)}>
              {t('pager.perPage', { size })}
            </SingleSelectOption>
          ))}
        </SingleSelect>
      </Box>
    </Flex>
  );
}
