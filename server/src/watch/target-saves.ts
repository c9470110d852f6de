import type { Core } from '@strapi/strapi';
import { pluginTable, WATCH_TARGETS_TABLE, type Knex } from '../migrations/plugin-tables';
import { chunked } from '../model/chunked';
import type { TargetHistory } from './target-state';
import type { StoredTarget } from './target-store';

/** Targets written per statement (16 values a row: far below every driver's bind limit). */
const SAVE_PAGE = 500;

/** The columns of a target's state, indexed (`rd_watch_targets_state`, `_present_state`). */
const STATE_COLUMNS = ['state', 'state_since'] as const;

/** The other columns of a target's history (TargetHistory), written at every check. */
const CHECK_COLUMNS = [
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

/** A statement compiled ahead of its transaction: SQL with `?` placeholders and its values. */
export interface CompiledStatement {
  sql: string;
  bindings: Parameters<Knex['raw']>[1];
}

/**
 * The statements that write the new histories of one checkpoint's targets, marking them checked
 * by `runId`: one per `SAVE_PAGE` targets (an insert that meets each stored row's key and updates
 * its history, knex's `onConflict().merge()` on all three databases), not one `UPDATE` per target,
 * which cost a 100,000-link run a third of its time on SQLite (docs/benchmarks.md, "Monitor").
 * Compiled before the checkpoint's transaction opens, so the transaction holds the connection
 * only while its statements run (docs/decisions/0250-run-order-host-by-host.md).
 */
export function targetSaveStatements(
  strapi: Core.Strapi,
  runId: string,
  saved: readonly SavedTarget[],
): CompiledStatement[] {
  // A target whose state stays is written without its state columns: SQLite rewrites an index
  // whose column a statement sets, even to the same value, and the two state indexes would cost
  // two more pages per target on Strapi's thread (docs/decisions/0264-checkpoint-writes-state-only-when-it-changes.md).
  const moved = saved.filter(({ target, history }) => history.state !== target.state);
  const stayed = saved.filter(({ target, history }) => history.state === target.state);
  return [
    ...upserts(strapi, runId, moved, [...STATE_COLUMNS, ...CHECK_COLUMNS]),
    ...upserts(strapi, runId, stayed, CHECK_COLUMNS),
  ];
}

/** The upserts of `saved`, `SAVE_PAGE` targets a statement, updating `columns` and `last_run`. */
function upserts(
  strapi: Core.Strapi,
  runId: string,
  saved: readonly SavedTarget[],
  columns: readonly string[],
): CompiledStatement[] {
  return chunked(saved, SAVE_PAGE).map((part) => {
    const rows = part.map(({ target, history }) => ({
      id: target.id,
      kind: target.kind,
      url: target.url,
      first_seen: target.first_seen,
      last_seen: target.last_seen,
      ...history,
      last_run: runId,
    }));
    const { sql, bindings } = pluginTable(strapi, strapi.db.connection, WATCH_TARGETS_TABLE)
      .insert(rows)
      .onConflict('id')
      .merge([...columns, 'last_run'])
      .toSQL();
    return { sql, bindings };
  });
}

/** Runs compiled statements in turn on `db` (a checkpoint's transaction). */
export async function runCompiled(db: Knex, statements: readonly CompiledStatement[]): Promise<void> {
  for (const { sql, bindings } of statements) await db.raw(sql, bindings);
}
