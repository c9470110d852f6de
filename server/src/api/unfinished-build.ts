import type { Context } from 'koa';
import {
  BUILDING_RETRY_AFTER_SECONDS,
  unfinishedBuildMessage,
  type BuildSubject,
  UnfinishedBuildError,
  type UnfinishedBuild,
} from '../runtime';
import { sendError } from './error-body';

/**
 * Answers a request whose answer is not built yet (decisions 0193 and 0245, docs/api.md): while
 * it is being built, 503 `ServiceUnavailableError` with `Retry-After` (RFC 9110 section 10.2.3)
 * and `details.building_since` (ISO 8601, which the CLI waits on); after a build past its limit,
 * 500 `ApplicationError` naming the limit and its setting, with `details.limit_ms`.
 */
export function sendUnfinishedBuild(ctx: Context, answer: UnfinishedBuild, subject: BuildSubject): void {
  const message = unfinishedBuildMessage(answer, subject);
  if (answer.state === 'building') {
    ctx.set('Retry-After', String(BUILDING_RETRY_AFTER_SECONDS));
    const since = new Date(answer.startedAt).toISOString();
    sendError(ctx, 503, 'ServiceUnavailableError', message, { building_since: since });
    return;
  }
  sendError(ctx, 500, 'ApplicationError', message, { limit_ms: answer.limitMs });
}

/**
 * The result of `work`, or null once the request has been answered that an answer `work` needs is
 * not built yet (`UnfinishedBuildError`, answered by `sendUnfinishedBuild`).
 * @throws whatever else `work` throws
 */
export async function whenBuilt<T>(ctx: Context, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof UnfinishedBuildError)) throw error;
    sendUnfinishedBuild(ctx, error.answer, error.subject);
    return null;
  }
}
