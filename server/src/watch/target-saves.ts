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
      .merge([...HISTORY_COLUMNS, 'last_run'])
      .toSQL();
    return { sql, bindings };
  });
}

/** Runs compiled statements in turn on `db` (a checkpoint's transaction). */
export async function runCompiled(db: Knex, statements: readonly CompiledStatement[]): Promise<void> {
  for (const { sql, bindings } of statements) await db.raw(sql, bindings);
}
