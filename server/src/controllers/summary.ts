import type { Core } from '@strapi/strapi';
import { isBrokenInternalLink } from '@route-discovery/check-engine';
import {
  BROKEN_STATUSES,
  type SummaryCountingResponse,
  type SummaryResponse,
} from '@route-discovery/contract';
import { isGraphqlInstalled } from '../graphql';
import type { Context } from 'koa';
import { baseMetadata, publicOrigin, sendUnfinishedBuild } from '../api';
import type { ApiRequestState } from '../middlewares/api-access';
import { fileTotals } from '../references';
import { UnfinishedBuildError } from '../runtime';
import { getService } from '../services/get-service';
import { cachedSummary, type WalkedCounts } from '../services/summary-cache';

/** Seconds a client waits before asking again while the first count runs (the widget polls). */
const COUNTING_RETRY_AFTER_SECONDS = 5;
import type { EncodedBatch } from '../streaming/encoded-batches';

const BROKEN: ReadonlySet<string> = new Set(BROKEN_STATUSES);

/**
 * Lets the requests waiting on this process in between two batches of a walk. The summary's
 * walk runs in the background while the server answers (decision 0149); on a synchronous driver
 * (better-sqlite3) a batch's promise resolves without returning to the event loop, so without
 * this the whole walk (a minute at 1,000,000 documents) ran before any other request was read.
 */
const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows and testable rows of encoded batches, counted as they stream (no list is kept). */
async function totals(batches: AsyncIterable<EncodedBatch>): Promise<{ total: number; testable: number }> {
  let total = 0;
  let testable = 0;
  for await (const batch of batches) {
    total += batch.rows;
    testable += batch.testable;
    await letRequestsIn();
  }
  return { total, testable };
}

/** Walks the URL lists, the GraphQL operations and the content links, counting only. */
async function walkCounts(strapi: Core.Strapi, origin: string): Promise<WalkedCounts> {
  const discovery = getService(strapi, 'discovery');
  const [backend, frontend, graphql] = await Promise.all([
    totals(discovery.backendUrlBatches(null)),
    totals(discovery.frontendUrlBatches(null)),
    isGraphqlInstalled(strapi) ? totals(getService(strapi, 'graphql').operationBatches()) : null,
  ]);
  const links = { total: 0, testable: 0, broken_internal: 0 };
  const query = { kind: null, contentType: null, locale: null, scope: 'public', status: null } as const;
  for await (const batch of getService(strapi, 'content-links').linkRecords(query, origin, null)) {
    for (const { row } of batch) {
      links.total += 1;
      if (row.is_testable) links.testable += 1;
      if (isBrokenInternalLink(row, BROKEN)) links.broken_internal += 1;
    }
    await letRequestsIn();
  }
  return { backend, frontend, graphql, links, counted_at: new Date().toISOString() };
}

/**
 * Controller of `GET v1/summary` (docs/api.md, "Summary"); access is decided by `api-access`.
 * 200 with the counts (possibly `updating`), or 202 while an instance's first count runs.
 */
export default function createSummaryController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async summary(ctx: Context) {
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      const origin = publicOrigin(strapi, ctx);
      let counts: Awaited<ReturnType<typeof cachedSummary>>;
      try {
        counts = await cachedSummary(strapi, origin, () => walkCounts(strapi, origin));
      } catch (error) {
        if (!(error instanceof UnfinishedBuildError)) throw error;
        // The exposure audit behind the findings is being built (decision 0245): counting, as a
        // first walk; past its limit, its clear error.
        if (error.answer.state !== 'building') {
          sendUnfinishedBuild(ctx, error.answer, error.subject);
          return;
        }
        counts = { counting: { started_at: new Date(error.answer.startedAt).toISOString() } };
      }
      if ('counting' in counts) {
        // The first walk of this instance outlasted its wait: no counts yet, ask again.
        const counting: SummaryCountingResponse = {
          counting: counts.counting,
          metadata: baseMetadata(version, lifecycle),
        };
        ctx.status = 202;
        ctx.set('Retry-After', String(COUNTING_RETRY_AFTER_SECONDS));
        ctx.body = counting;
        return;
      }
      const files = await fileTotals(strapi);
      const body: SummaryResponse = {
        summary: { ...counts, files: { total: files.total_count, unused: files.unused_count } },
        metadata: baseMetadata(version, lifecycle),
      };
      ctx.body = body;
    },
  };
}
