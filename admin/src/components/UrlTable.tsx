import { Button, Flex, Link, Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { busyButtonProps } from '../lib/busy-button';
import { useT } from '../hooks/useT';
import { urlGroupLabel } from '../lib/url-groups';
import type { ReportRow, TestOutcome } from '../lib/types';
import { backendOrigin } from '../lib/url-test';
import { DocumentName } from './DocumentName';
import { OutcomeCell } from './OutcomeCell';
import { SortableHead } from './SortableHead';

/** Columns whose header sorts the list on the server (`SORT_KEYS` of the URL lists), in display order. */
const COLUMNS: Array<{ labelId: string; sortKey?: string }> = [
  { labelId: 'report.column.method', sortKey: 'method' },
  { labelId: 'report.column.path', sortKey: 'path' },
  { labelId: 'report.column.handler', sortKey: 'label' },
  { labelId: 'report.column.group', sortKey: 'group' },
  { labelId: 'report.column.status' },
  { labelId: 'report.column.actions' },
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

/**
 * The URL rows of the page shown, with headers that sort the list on the server (ascending,
 * descending, natural order), the known outcome of each test, and per-row Test and Open. A row
 * that names a document (a page or preview row) shows it by its title (`DocumentName`).
 */
export function UrlTable(props: {
  rows: ReportRow[];
  outcomeOf: (row: ReportRow) => TestOutcome | undefined;
  sort: string | null;
  onSort: (sort: string | null) => void;
  onTest: (row: ReportRow) => void;
}) {
  const t = useT();
  return (
    <Table colCount={6} rowCount={props.rows.length + 1}>
      <SortableHead
        columns={COLUMNS.map(({ labelId, sortKey }) => ({ label: t(labelId), sortKey }))}
        sort={props.sort}
        onSort={props.onSort}
      />
      <Tbody>
        {props.rows.map((row, index) => {
          const outcome = props.outcomeOf(row);
          return (
            <Tr
              // Two rows may request the same target (a key is what a test requests).
              key={`${row.key}#${index}`}
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
                {row.document ? (
                  <DocumentName document={row.document} />
                ) : (
                  <TwoLines main={row.label} detail={row.detail} />
                )}
              </Td>
              <Td>
                <Typography variant="omega">{urlGroupLabel(t, row.group)}</Typography>
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
