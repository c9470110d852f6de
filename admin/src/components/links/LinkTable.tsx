import { Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import type { LinkOutcome } from '@route-discovery/check-engine';
import type { MonitorTargetRow } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT, type Translate } from '../../hooks/useT';
import { linkKindLabel, linkOutcomeLabel } from '../../lib/link-labels';
import { isFailingLink, type LinkEntry } from '../../lib/links';
import { DocumentNameCell, FieldPlaceCell, namedDocumentOf } from '../DocumentName';
import { SortableHead } from '../SortableHead';
import { TextCell, WrappingTextCell } from '../TextCell';

/** Columns, with the server's sort key (`SORT_KEYS['content-links']`) where the list sorts by one. */
const COLUMNS = [
  { column: 'document', sortKey: 'content_type' },
  { column: 'field', sortKey: 'field_path' },
  { column: 'text' },
  { column: 'target', sortKey: 'url' },
  { column: 'kind', sortKey: 'kind' },
  { column: 'outcome', sortKey: 'status' },
] as const;

/** What is known of a link: its offline status or a test's outcome, or running. */
export type KnownLink = Pick<LinkEntry, 'outcome' | 'reason'> | { outcome: 'running'; reason: string };

/** The outcome cell's text and whether it is a failure. */
function outcomeText(known: KnownLink, t: Translate): { text: string; failing: boolean } {
  if (known.outcome === 'running') return { text: t('report.state.running'), failing: false };
  if (!known.outcome) return { text: t('links.untested'), failing: false };
  return {
    text: linkOutcomeLabel(t, known.outcome, known.reason),
    failing: isFailingLink(known.outcome as LinkOutcome),
  };
}

/**
 * The link occurrences of the page shown: where each sits, where it points, what is known of it
 * (a test's outcome when there is one, else the offline status) and since when the monitor holds it
 * as broken or failing (`monitored`, by URL); the document's title opens its edit view.
 */
export function LinkTable({
  entries,
  knownOf,
  monitored,
  sort,
  onSort,
}: {
  entries: LinkEntry[];
  knownOf: (entry: LinkEntry) => KnownLink | undefined;
  monitored?: Map<string, MonitorTargetRow>;
  sort: string | null;
  onSort: (sort: string | null) => void;
}) {
  const t = useT();
  const { formatDate } = useIntl();
  return (
    <Table colCount={COLUMNS.length} rowCount={entries.length + 1}>
      <SortableHead
        columns={COLUMNS.map((column) => ({
          label: t(`links.column.${column.column}`),
          sortKey: 'sortKey' in column ? column.sortKey : undefined,
        }))}
        sort={sort}
        onSort={onSort}
      />
      <Tbody>
        {entries.map((entry, index) => {
          const { row } = entry;
          const shown = outcomeText(knownOf(entry) ?? entry, t);
          const watched = monitored?.get(row.url);
          return (
            <Tr key={`${entry.key}#${index}`} data-testid="link-row">
              <DocumentNameCell document={namedDocumentOf(row)} />
              <FieldPlaceCell label={row.field_label} path={row.field_path} />
              <WrappingTextCell>{row.link_text}</WrappingTextCell>
              <WrappingTextCell>
                {row.moved_to ? t('links.movedTo', { target: row.target, url: row.moved_to }) : row.target}
              </WrappingTextCell>
              <TextCell>{linkKindLabel(t, row.kind)}</TextCell>
              <Td>
                <Typography textColor={shown.failing ? 'danger600' : undefined}>{shown.text}</Typography>
                {watched ? (
                  <Typography tag="p" variant="pi" textColor="danger600" data-testid="link-broken-since">
                    {t(watched.state === 'broken' ? 'links.brokenSince' : 'links.failingSince', {
                      date: formatDate(watched.state_since, { dateStyle: 'medium' }),
                    })}
                  </Typography>
                ) : null}
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
