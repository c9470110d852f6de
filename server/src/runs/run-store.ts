import { verdictOf, type RunSummaryInput, type StoredRun, pluginUid } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { withPosition } from '../streaming/row-position';

/** Name of the plugin's run content type (`server/src/content-types`). */
export const RUN_CONTENT_TYPE_NAME = 'run';

/** UID of the run content type: `plugin::route-discovery.run`. */
export const RUN_UID = pluginUid(RUN_CONTENT_TYPE_NAME);

/** A row of the run content type, as the query engine returns it. */
interface RunRecord {
  id: number;
  createdAt: string | Date;
  summary: RunSummaryInput | string;
}

/** The query engine of the run content type (Strapi's `strapi.db.query`, no draft and publish). */
function runs(strapi: Core.Strapi) {
  return strapi.db.query(RUN_UID as Parameters<Core.Strapi['db']['query']>[0]);
}

/** A stored row as the API lists it. Some drivers hand a JSON column back as text. */
function toStoredRun(record: RunRecord): StoredRun {
  const summary =
    typeof record.summary === 'string' ? (JSON.parse(record.summary) as RunSummaryInput) : record.summary;
  return {
    id: record.id,
    received_at: new Date(record.createdAt).toISOString(),
    verdict: verdictOf(summary.exit_code),
    ...summary,
  };
}

/**
 * Stores a validated run through the document service (which gives it a documentId), then deletes
 * every run older than the `kept` newest. Pruning keys on the auto-increment id, so the order is
 * the database's, never a runner's clock; two replicas pruning at once delete the same rows.
 * @param kept runs to keep (the `runsKept` setting), at least 1
 * @returns the stored run
 */
export async function storeRun(
  strapi: Core.Strapi,
  summary: RunSummaryInput,
  kept: number,
): Promise<StoredRun> {
  const created = (await strapi.documents(RUN_UID as Parameters<Core.Strapi['documents']>[0]).create({
    data: {
      startedAt: summary.started_at,
      exitCode: summary.exit_code,
      verdict: verdictOf(summary.exit_code),
      summary,
    } as never,
  })) as unknown as RunRecord;
  await pruneRuns(strapi, kept);
  return toStoredRun({ ...created, summary });
}

/** Deletes every run but the `kept` newest (by id). */
export async function pruneRuns(strapi: Core.Strapi, kept: number): Promise<void> {
  const [oldestKept] = (await runs(strapi).findMany({
    select: ['id'],
    orderBy: { id: 'desc' },
    offset: kept - 1,
    limit: 1,
  })) as Array<{ id: number }>;
  if (oldestKept) await runs(strapi).deleteMany({ where: { id: { $lt: oldestKept.id } } });
}

/**
 * The newest runs first.
 * @param limit most runs to return
 */
export async function listRuns(strapi: Core.Strapi, limit: number): Promise<StoredRun[]> {
  const records = (await runs(strapi).findMany({
    select: ['id', 'createdAt', 'summary'],
    orderBy: { id: 'desc' },
    limit,
  })) as RunRecord[];
  return records.map(toStoredRun);
}

/** Runs read per statement of `runBatches`: a keyset page is a page or two of them. */
const RUNS_PER_READ = 100;

/** Where a run lies in `runBatches` (`positionOf`): its id. */
export interface RunPosition {
  id: number;
}

/** A cursor's resume value as a `RunPosition`, or null when it is none. */
export function runPosition(value: unknown): RunPosition | null {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof value === 'object' && Number.isSafeInteger(id) ? { id: id as number } : null;
}

/**
 * The kept runs newest first (id descending, the order `GET v1/runs` lists), in keyset reads of
 * `RUNS_PER_READ` (`WHERE id < last ORDER BY id DESC LIMIT n`, never an OFFSET), each run tagged
 * with its `RunPosition` so a keyset page resumes after one (`after`).
 */
export async function* runBatches(
  strapi: Core.Strapi,
  after: RunPosition | null,
): AsyncGenerator<StoredRun[]> {
  let before = after?.id ?? null;
  for (;;) {
    const records = (await runs(strapi).findMany({
      select: ['id', 'createdAt', 'summary'],
      where: before === null ? {} : { id: { $lt: before } },
      orderBy: { id: 'desc' },
      limit: RUNS_PER_READ,
    })) as RunRecord[];
    if (records.length === 0) return;
    yield records.map((record) => withPosition(toStoredRun(record), { id: record.id }));
    if (records.length < RUNS_PER_READ) return;
    before = records[records.length - 1].id;
  }
}
