import { Link, Typography } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import { safeHttpUrl } from '../../lib/safe-url';
import type { StoredRun } from '../../lib/types';

/**
 * The run's CI job as a link opening in a new tab, only for an http(s) URL; otherwise the
 * provider's name as text (or a dash outside CI).
 */
export function CiJobLink({ ci }: { ci: StoredRun['ci'] }) {
  const t = useT();
  const href = safeHttpUrl(ci?.job_url);
  if (href === null) return <Typography textColor="neutral600">{ci?.provider ?? '—'}</Typography>;
  return (
    <Link href={href} isExternal data-testid="run-ci-link">
      {t('runs.ciJob', { provider: ci?.provider ?? '' })}
    </Link>
  );
}
