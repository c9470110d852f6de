import {
  Button,
  Flex,
  ProgressBar,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import type { IndexStateName } from '@route-discovery/contract';
import { useReferenceIndex, type ReferenceIndexClient } from '../../api/useReferenceIndex';
import { useT } from '../../hooks/useT';
import { busyButtonProps } from '../../lib/busy-button';
import { Panel } from '../Panel';
import { TextCell } from '../TextCell';
import { ToneBadge, type BadgeTone } from '../ToneBadge';

/** The tone of each index state's badge. */
const STATE_TONES: Record<IndexStateName, BadgeTone> = {
  current: 'success',
  stale: 'warning',
  building: 'neutral',
};

/** Props of the panel: how it reaches the admin routes, its polling period, what to do once built. */
export interface ReferenceIndexPanelProps {
  client: ReferenceIndexClient;
  /** Milliseconds between two progress reads while a rebuild runs. */
  pollMs?: number;
  onBuilt?: () => void;
}

/**
 * The reference index on the Files page (issue 32 item 1): a "Rebuild index" button, the rebuild's
 * progress while it runs (content types read out of all, versions indexed) and each indexed
 * content type's state (`current`, `stale`, `building`). The button stays focusable while busy.
 */
export function ReferenceIndexPanel({ client, pollMs = 1000, onBuilt }: ReferenceIndexPanelProps) {
  const t = useT();
  const { status, failed, starting, rebuild } = useReferenceIndex(client, pollMs, onBuilt);
  const building = status?.rebuild.status === 'building';
  const progress = status?.rebuild;
  const stale = status?.content_types.filter((type) => type.state === 'stale').length ?? 0;
  let summary = t('referenceIndex.loading');
  if (progress && building) {
    summary = t('referenceIndex.building', {
      done: progress.content_types_done,
      total: progress.content_types_total,
      versions: progress.processed_versions,
    });
  } else if (status)
    summary = stale ? t('referenceIndex.stale', { count: stale }) : t('referenceIndex.current');
  return (
    <Panel testId="reference-index" title={t('referenceIndex.title')} gap={4}>
      <Flex gap={4} wrap="wrap" alignItems="center">
        <Button variant="secondary" {...busyButtonProps(building || starting, rebuild)}>
          {t('referenceIndex.rebuild')}
        </Button>
        <Typography data-testid="reference-index-summary" role="status">
          {summary}
        </Typography>
      </Flex>
      {failed && <Typography textColor="danger600">{t('referenceIndex.failed')}</Typography>}
      {progress && building && (
        <ProgressBar
          aria-label={t('referenceIndex.progress')}
          value={
            progress.content_types_total
              ? (progress.content_types_done * 100) / progress.content_types_total
              : 0
          }
        />
      )}
      {status && (
        <Table colCount={2} rowCount={status.content_types.length + 1}>
          <Thead>
            <Tr>
              <Th>
                <Typography variant="sigma">{t('referenceIndex.column.type')}</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">{t('referenceIndex.column.state')}</Typography>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {status.content_types.map((type) => (
              <Tr key={type.content_type} data-testid="reference-index-type">
                <TextCell>{type.content_type}</TextCell>
                <Td>
                  <ToneBadge tone={STATE_TONES[type.state]}>
                    {t(`referenceIndex.state.${type.state}`)}
                  </ToneBadge>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Panel>
  );
}
