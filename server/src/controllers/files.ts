import type { FilesEnvelope } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { baseMetadata } from '../api/envelope';
import { sendError } from '../api/error-body';
import { firstQueryValue as first } from '../api/query-value';
import type { ApiRequestState } from '../middlewares/api-access';
import { answerPagedRequest } from '../paging/list-answer';
import { FILES_LIST } from '../paging/lists';
import { fileUsage, unusedTotals } from '../references/file-usage';

/** Controller of `GET v1/files[?filter=unused]` (docs/api.md, "Files"); access is decided by `api-access`. */
export default function createFilesController({ strapi }: { strapi: Core.Strapi }) {
  return {
    /** Upload files with their usage count, the unused totals, and the references to missing files. */
    async list(ctx: Context) {
      const filter = first(ctx.query.filter) ?? null;
      if (filter !== null && filter !== 'unused') {
        sendError(ctx, 400, 'ValidationError', 'filter must be unused');
        return;
      }
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      const usage = await fileUsage(strapi);
      const files = filter === 'unused' ? usage.files.filter((file) => file.usage_count === 0) : usage.files;
      const metadata = () => ({
        ...baseMetadata(version, lifecycle),
        total_count: usage.files.length,
        ...unusedTotals(usage.files),
      });
      const paged = await answerPagedRequest(
        ctx,
        FILES_LIST,
        { filter },
        () => () => [files],
        metadata,
        'files',
      );
      if (paged) return;
      const envelope: FilesEnvelope = {
        files,
        count: files.length,
        missing: usage.missing,
        metadata: metadata(),
      };
      ctx.body = envelope;
    },
  };
}
