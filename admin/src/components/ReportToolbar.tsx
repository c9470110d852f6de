import {
  Box,
  Button,
  Checkbox,
  Flex,
  Searchbar,
  SingleSelect,
  SingleSelectOption,
  Typography,
} from '@strapi/design-system';
import type { BatchTest } from '../hooks/useBatchTest';
import { useT } from '../hooks/useT';
import { busyButtonProps } from '../lib/busy-button';
import { downloadText, toCsv } from '../lib/export';
import type { SortKey, TableControls } from '../lib/table-state';

/** What the toolbar shows and changes. */
export interface ReportToolbarProps {
  /** API filter values offered as chips, with their labels. */
  filters: Array<{ value: string; label: string }>;
  activeFilter: string | null;
  onFilterChange: (value: string | null) => void;
  controls: TableControls;
  onControlsChange: (controls: TableControls) => void;
  batch: BatchTest;
  onTestAll: () => void;
  /** The raw API rows, exported as they came, and their CSV columns. */
  rawRows: object[];
  rawColumns: string[];
  exportName: string;
}

const SORT_KEYS: SortKey[] = ['path', 'method', 'label', 'group', 'status'];

/** Filter chips, search, view options, Test all with its controls and summary, and exports. */
export function ReportToolbar(props: ReportToolbarProps) {
  const t = useT();
  const { controls, onControlsChange: setControls, batch } = props;
  const chips = [{ value: null, label: t('report.filter.all') }, ...props.filters];
  return (
    <>
      <Flex gap={2} wrap="wrap" role="group" aria-label={t('report.filters')}>
        {chips.map((chip) => (
          <Button
            key={chip.value ?? 'all'}
            variant={props.activeFilter === chip.value ? 'secondary' : 'tertiary'}
            aria-pressed={props.activeFilter === chip.value}
            onClick={() => props.onFilterChange(chip.value)}
          >
            {chip.label}
          </Button>
        ))}
      </Flex>
      <Flex gap={4} wrap="wrap" alignItems="center">
        <Box style={{ minWidth: 280 }}>
          <Searchbar
            name="search"
            value={controls.search}
            onChange={(event) => setControls({ ...controls, search: event.target.value })}
            onClear={() => setControls({ ...controls, search: '' })}
            clearLabel={t('report.search.clear')}
            placeholder={t('report.search.placeholder')}
          >
            {t('report.search.label')}
          </Searchbar>
        </Box>
        <Checkbox
          checked={controls.hideUntestable}
          onCheckedChange={(checked) => setControls({ ...controls, hideUntestable: checked === true })}
        >
          {t('report.hideUntestable')}
        </Checkbox>
        <Checkbox
          checked={controls.failedFirst}
          onCheckedChange={(checked) => setControls({ ...controls, failedFirst: checked === true })}
        >
          {t('report.failedFirst')}
        </Checkbox>
        <Box style={{ minWidth: 180 }}>
          <SingleSelect
            aria-label={t('report.sort.by')}
            value={controls.sortKey}
            onChange={(value) => setControls({ ...controls, sortKey: String(value) as SortKey })}
          >
            {SORT_KEYS.map((key) => (
              <SingleSelectOption key={key} value={key}>
                {t(`report.sort.${key}`)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Box>
      </Flex>
      <Flex gap={2} wrap="wrap" alignItems="center">
        <Button {...busyButtonProps(batch.running, props.onTestAll)}>{t('report.testAll')}</Button>
        {batch.progress?.state === 'running' && (
          <Button variant="secondary" onClick={batch.pause}>
            {t('report.pause')}
          </Button>
        )}
        {batch.progress?.state === 'paused' && (
          <Button variant="secondary" onClick={batch.resume}>
            {t('report.resume')}
          </Button>
        )}
        {batch.running && (
          <Button variant="danger-light" onClick={batch.cancel}>
            {t('report.cancel')}
          </Button>
        )}
        <Button
          variant="tertiary"
          onClick={() =>
            downloadText(
              `${props.exportName}.json`,
              `${JSON.stringify(props.rawRows, null, 2)}\n`,
              'application/json',
            )
          }
        >
          {t('report.exportJson')}
        </Button>
        <Button
          variant="tertiary"
          onClick={() =>
            downloadText(
              `${props.exportName}.csv`,
              toCsv(props.rawRows as Array<Record<string, unknown>>, props.rawColumns),
              'text/csv',
            )
          }
        >
          {t('report.exportCsv')}
        </Button>
        {batch.progress && (
          <Typography data-testid="batch-summary" variant="omega" role="status">
            {t('report.summary', {
              state: t(`report.state.${batch.progress.state}`),
              done: batch.progress.done,
              total: batch.progress.total,
              passed: batch.progress.passed,
              failed: batch.progress.failed,
            })}
          </Typography>
        )}
      </Flex>
    </>
  );
}
