import { Button, Typography } from '@strapi/design-system';
import type { PagedTestAll } from '../hooks/usePagedTestAll';
import { useT } from '../hooks/useT';
import { busyButtonProps } from '../lib/busy-button';

/**
 * Test all, its Stop (while it runs) and its progress: rows tested of the testable total (from the
 * counts; "?" until they come), passed and failed, announced politely as it changes.
 */
export function TestAllControls<Row, Outcome>({
  batch,
  labelId = 'report.testAll',
}: {
  batch: PagedTestAll<Row, Outcome>;
  labelId?: string;
}) {
  const t = useT();
  const { progress } = batch;
  return (
    <>
      <Button {...busyButtonProps(batch.running, batch.start)}>{t(labelId)}</Button>
      {batch.running && (
        <Button variant="danger-light" onClick={batch.stop}>
          {t('report.stop')}
        </Button>
      )}
      {progress && (
        <Typography data-testid="batch-summary" variant="omega" role="status">
          {t('report.summary', {
            state: t(`report.state.${progress.state}`),
            done: progress.tested,
            total: progress.total ?? '?',
            passed: progress.passed,
            failed: progress.failed,
          })}
        </Typography>
      )}
    </>
  );
}
