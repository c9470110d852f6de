import { referenceIndexTables } from './0001-reference-index';
import { uploadPathColumn } from './0002-upload-path';
import { failureCounts } from './0003-failures';
import { spentTickets } from './0004-spent-tickets';
import { siteUrls } from './0010-site-urls';
import { watchTables } from './0020-watch';
import { watchContentChanged } from './0021-watch-content-changed';
import { watchTargetCountsIndex } from './0022-watch-target-counts-index';
import { watchRouteTargets } from './0024-watch-route-targets';
import { watchAlertColumns } from './0025-watch-alerts';
import { watchAlertOutbox } from './0026-watch-alert-outbox';
import { watchDeliveryNextAttempt } from './0027-watch-delivery-next-attempt';
import { watchDropCheckedIndex } from './0028-watch-drop-checked-index';
import type { Migration } from './migration';

/**
 * The plugin's migrations, oldest first (docs/database.md). Append only: a released migration is
 * never edited, reordered or removed, since databases record its id.
 */
export const MIGRATIONS: readonly Migration[] = [
  referenceIndexTables,
  uploadPathColumn,
  failureCounts,
  spentTickets,
  siteUrls,
  watchTables,
  watchContentChanged,
  // 0022 and 0024 are listed by id although added after 0025: a database runs every id it has not recorded.
  watchTargetCountsIndex,
  watchRouteTargets,
  watchAlertColumns,
  watchAlertOutbox,
  watchDeliveryNextAttempt,
  watchDropCheckedIndex,
];
