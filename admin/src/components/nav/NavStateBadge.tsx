import { VisuallyHidden } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';
import type { NavState } from '../../navigation/report-nav';
import { ToneBadge } from '../ToneBadge';

/**
 * An entry's count or state as a badge: the number (or the state's word) seen, its full wording
 * ("7 broken links") read by screen readers, so a link's name says what the number counts.
 */
export function NavStateBadge({ state, testId }: { state: NavState; testId?: string }) {
  const t = useT();
  const { formatNumber } = useIntl();
  const wording = t(state.labelKey, state.count === undefined ? undefined : { count: state.count });
  if (state.count === undefined)
    return (
      <ToneBadge tone={state.tone} testId={testId}>
        {wording}
      </ToneBadge>
    );
  return (
    <>
      <span aria-hidden>
        <ToneBadge tone={state.tone} testId={testId}>
          {formatNumber(state.count)}
        </ToneBadge>
      </span>
      <VisuallyHidden>{wording}</VisuallyHidden>
    </>
  );
}
