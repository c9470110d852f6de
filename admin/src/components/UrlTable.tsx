import { Button, Flex, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { busyButtonProps } from '../lib/busy-button';
import { useT } from '../hooks/useT';
import type { SortKey } from '../lib/table-state';
import type { ReportRow, TestOutcome } from '../lib/types';
import { backendOrigin } from '../lib/url-test';
import { OutcomeCell } from './OutcomeCell';

/** Columns whose header sorts the table, in display order. */
const SORTABLE_COLUMNS: Array<{ key: SortKey; labelId: string }> = [
  { key: 'method', labelId: 'report.column.method' },
  { key: 'path', labelId: 'report.column.path' },
  { key: 'label', labelId: 'report.column.handler' },
  { key: 'group', labelId: 'report.column.group' },
  { key: 'status', labelId: 'report.column.status' },
];

/** A cell with a main line and, when it differs, a second muted line. */
function TwoLines({ main, detail }: { main: string; detail?: string }) {
  return (
    <Flex direction="column" alignItems="flex-start">
      <Typography variant="omega">{main}</Typography>
      {detail && (
        <Typography variant="pi" textColor="neutral600">
          {detail}
        </Typography>
      )}
    </Flex>
  );
}

/** The URL rows with sortable headers, the outcome of each test, and per-row Test and Open. */
export function UrlTable(props: {
  rows: ReportRow[];
  outcomes: Record<string, TestOutcome>;
  onSort: (key: SortKey) => void;
  onTest: (row: ReportRow) => void;
}) {
  const t = useT();
  return (
    <Table colCount={6} rowCount={props.rows.length + 1}>
      <Thead>
        <Tr>
          {SORTABLE_COLUMNS.map(({ key, labelId }) => (
            <Th key={key}>
              <Button variant="ghost" size="S" onClick={() => props.onSort(key)}>
                {t(labelId)}
              </Button>
            </Th>
          ))}
          <Th>
            <Typography variant="sigma">{t('report.column.actions')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {props.rows.map((row) => {
          const outcome = props.outcomes[row.key];
          return (
            <Tr
              key={row.key}
              data-testid="report-row"
              data-state={outcome?.state ?? (row.isTestable ? 'untested' : 'untestable')}
            >
              <Td>
                <Typography variant="omega" fontWeight="bold">
                  {row.method}
                </Typography>
              </Td>
              <Td>
                <TwoLines main={row.target} detail={row.target !== row.path ? row.path : undefined} />
              </Td>
              <Td>
                <TwoLines main={row.label} detail={row.detail} />
              </Td>
              <Td>
                <Typography variant="omega">{row.group}</Typography>
              </Td>
              <Td>
                <OutcomeCell row={row} outcome={outcome} />
              </Td>
              <Td>
                <Flex gap={2}>
                  <Button
                    size="S"
                    variant="secondary"
                    // Untestable: disabled for good. Running: busy, still focusable (busy-button.ts).
                    disabled={!row.isTestable}
                    {...busyButtonProps(!row.isTestable || outcome?.state === 'running', () =>
                      props.onTest(row),
                    )}
                  >
                    {t('report.test')}
                  </Button>
                  {row.method === 'GET' && (
                    <Link href={`${backendOrigin()}${row.target}`} isExternal>
                      {t('report.open')}
                    </Link>
                  )}
                  {row.siteUrl && (
                    <Link href={row.siteUrl} isExternal>
                      {t('report.openSite')}
                    </Link>
                  )}
                </Flex>
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
