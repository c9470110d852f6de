import { Button, EmptyStateLayout, Typography } from '@strapi/design-system';
import { useT } from '../hooks/useT';
import { Panel } from './Panel';

/** An error state with a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyStateLayout
      content={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

/** The state of a plugin page for an admin who is not a super admin (the report config answers 403). */
export function SuperAdminsOnly() {
  const t = useT();
  return <EmptyStateLayout content={t('state.superAdminsOnly')} />;
}

/** Why the reports are off, and the setting that turns them on outside development. */
export function ReportsDisabled() {
  const t = useT();
  return (
    <Panel testId="reports-disabled" title={t('state.disabled.title')} gap={2} alignItems="flex-start">
      <Typography>{t('state.disabled.body')}</Typography>
      <Typography variant="pi" style={{ fontFamily: 'monospace' }}>
        DISCOVERY_ENABLE_PRODUCTION_REPORTS=true
      </Typography>
    </Panel>
  );
}
