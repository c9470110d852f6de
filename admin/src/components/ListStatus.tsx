import { Button, Flex, Loader, Typography } from '@strapi/design-system';
import type { PagedTable } from '../api/usePagedList';
import { useT } from '../hooks/useT';
import { Panel } from './Panel';

/**
 * What a paged table shows before it has a page: the error with Retry when the first page could
 * not be read, else the loader. Null once a page came (the table then shows it, and keeps it while
 * the next one loads).
 */
export function ListStatus<Row>({ list }: { list: PagedTable<Row> }) {
  const t = useT();
  if (list.page) return null;
  if (list.error)
    return (
      <Panel flat testId="report-error">
        <Flex gap={3} alignItems="center">
          <Typography textColor="danger600">{t('state.error')}</Typography>
          <Button variant="secondary" onClick={list.retry}>
            {t('state.retry')}
          </Button>
        </Flex>
      </Panel>
    );
  return <Loader>{t('state.loading')}</Loader>;
}
