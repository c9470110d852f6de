import type { Core } from '@strapi/strapi';
import { pluginTable, WATCH_TARGETS_TABLE, type Knex } from '../migrations/plugin-tables';
import { chunked } from '../model/chunked';
import type { TargetHistory } from './target-state';
import type { StoredTarget } from './target-store';

/** Targets written per statement (16 values a row: far below every driver's bind limit). */
const SAVE_PAGE = 500;

/** The columns of a target's history (TargetHistory), as saveTargets updates them. */
const HISTORY_COLUMNS = [
  'state',
  'state_since',
  'last_checked',
  'last_success',
  'first_failure',
  'consecutive_failures',
  'last_status',
  'last_error',
] as const;

/** One checked target's new history, to be written by `saveTargets`. */
export interface SavedTarget {
  target: StoredTarget;
  history: TargetHistory;
}

/**
 * Writes the new histories of one checkpoint's targets, marking them checked by `runId`: one
 * statement per `SYNC_PAGE` targets (an insert that meets each stored row's key and updates its
 * history, knex's `onConflict().merge()` on all three databases), not one `UPDATE` per target,
 * which cost a 100,000-link run a third of its time on SQLite (docs/benchmarks.md, "Monitor").
 */
export async function saveTargets(
  strapi: Core.Strapi,
  db: Knex,
  runId: string,
  saved: readonly SavedTarget[],
): Promise<void> {
  for (const part of chunked(saved, SAVE_PAGE)) {
    const rows = part.map(({ target, history }) => ({
      id: target.id,
      kind: target.kind,
      url: target.url,
      first_seen: target.first_seen,
      last_seen: target.last_seen,
      ...history,
      last_run: runId,
    }));
    await pluginTable(strapi, db, WATCH_TARGETS_TABLE)
      .insert(rows)
      .onConflict('id')
      .merge([...HISTORY_COLUMNS, 'last_run']);
  }
}
