import type { Core } from '@strapi/strapi';
import type { Knex } from '../migrations/plugin-tables';
import type { TargetHistory } from './target-state';
import type { StoredTarget } from './target-store';
import { statementSizes, upsertShape } from './upsert-shapes';

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
 * by `runId`: a few statements of up to `MAX_ROWS` targets each (an insert that meets each stored
 * row's key and updates its history, `upsertShape`), not one `UPDATE` per target,
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

/** Every column a target's row is inserted with (an upsert inserts a row it does not meet). */
const INSERTED = [
  'id',
  'kind',
  'url',
  'first_seen',
  'last_seen',
  ...STATE_COLUMNS,
  ...CHECK_COLUMNS,
  'last_run',
];

/**
 * The upserts of `saved`, updating `columns` and `last_run`: one per size of `statementSizes`, each
 * an `upsertShape` compiled once, its bindings filled from the targets in the shape's column order.
 */
function upserts(
  strapi: Core.Strapi,
  runId: string,
  saved: readonly SavedTarget[],
  columns: readonly string[],
): CompiledStatement[] {
  const statements: CompiledStatement[] = [];
  let start = 0;
  for (const size of statementSizes(saved.length)) {
    const { sql, columns: order } = upsertShape(strapi, size, INSERTED, [...columns, 'last_run']);
    const bindings: unknown[] = [];
    for (const { target, history } of saved.slice(start, start + size)) {
      const row: Record<string, unknown> = {
        id: target.id,
        kind: target.kind,
        url: target.url,
        first_seen: target.first_seen,
        last_seen: target.last_seen,
        ...history,
        last_run: runId,
      };
      for (const column of order) bindings.push(row[column]);
    }
    statements.push({ sql, bindings: bindings as CompiledStatement['bindings'] });
    start += size;
  }
  return statements;
}

/** Runs compiled statements in turn on `db` (a checkpoint's transaction). */
export async function runCompiled(db: Knex, statements: readonly CompiledStatement[]): Promise<void> {
  for (const { sql, bindings } of statements) await db.raw(sql, bindings);
}
