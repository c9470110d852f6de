import type { MonitorTargetState } from '@route-discovery/contract';
import type { BadgeTone } from '../ToneBadge';

/** Each target state's badge tone on the Monitoring page and the Links page. */
export const STATE_TONES: Record<MonitorTargetState, BadgeTone> = {
  unchecked: 'neutral',
  ok: 'success',
  failing: 'warning',
  broken: 'danger',
};

/** The date and time style of every time the monitor pages show. */
export const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;
