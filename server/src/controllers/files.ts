import type { FilesEnvelope, FileUsageRow, MissingFileReference } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { baseMetadata, firstQueryValue as first, publicOrigin, sendError } from '../api';
import { mediaLibraryOrigins } from '../content-links';
import type { ApiRequestState } from '../middlewares/api-access';
import { answerPagedRequest, FILES_LIST, MISSING_FILES_LIST, type QuickCounts, scanRowsFor } from '../paging';
import {
  fileTotals,
  type FileTotals,
  fileUsageBatches,
  missingFileCounts,
  missingFileReferences,
} from '../references';
import { readSettings } from '../settings';

/** Every row of a reading, in order (the whole-list answer). */
async function collect<Row>(batches: AsyncIterable<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

/** `counts=true` of the files list from the totals (SQL aggregates), when no search needs the rows. */
function filesQuickCounts(totals: FileTotals, unusedOnly: boolean): QuickCounts {
  return async (request) => {
    if (request.words.length > 0) return null;
    const used = unusedOnly ? 0 : totals.total_count - totals.unused_count;
    const by = Object.fromEntries(
      [
        ['yes', used],
        ['no', totals.unused_count],
      ].filter(([, n]) => Number(n) > 0),
    ) as Record<string, number>;
    return { total: unusedOnly ? totals.unused_count : totals.total_count, testable: 0, by: { used: by } };
  };
}

/**
 * Controller of `GET v1/files[?filter=unused][&list=missing]` (docs/api.md, "Files"; decision
 * 0147); access is decided by `api-access`. Pages read a page of files (or of missing-file
 * references) with their counts from the index; totals come from SQL aggregates.
 */
export default function createFilesController({ strapi }: { strapi: Core.Strapi }) {
  return {
    /** Upload files with their usage count, the unused totals, and the references to missing files. */
    async list(ctx: Context) {
      const filter = first(ctx.query.filter) ?? null;
      const list = first(ctx.query.list) ?? null;
      if (filter !== null && filter !== 'unused') {
        sendError(ctx, 400, 'ValidationError', 'filter must be unused');
        return;
      }
      if (list !== null && (list !== 'missing' || filter !== null)) {
        sendError(ctx, 400, 'ValidationError', 'list must be missing, without filter');
        return;
      }
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      // Which hosts' `/uploads/` links are this Media Library's files (decision 0198).
      const libraryOrigins = () =>
        mediaLibraryOrigins(strapi, publicOrigin(strapi, ctx), readSettings(strapi).config.siteUrl ?? null);
      if (list === 'missing') {
        const origins = await libraryOrigins();
        await answerPagedRequest<MissingFileReference>(
          ctx,
          MISSING_FILES_LIST,
          { list },
          (request) => (resumeAfter) =>
            missingFileReferences(strapi, origins, resumeAfter, scanRowsFor(request)),
          () => baseMetadata(version, lifecycle),
          'files-missing',
          true,
          async (request) => (request.words.length > 0 ? null : missingFileCounts(strapi, origins)),
        );
        return;
      }
      const unusedOnly = filter === 'unused';
      const totals = await fileTotals(strapi);
      const metadata = () => ({ ...baseMetadata(version, lifecycle), ...totals });
      const paged = await answerPagedRequest<FileUsageRow>(
        ctx,
        FILES_LIST,
        { filter },
        (request) => (resumeAfter) =>
          fileUsageBatches(
            strapi,
            unusedOnly,
            typeof resumeAfter === 'number' ? resumeAfter : 0,
            scanRowsFor(request),
          ),
        metadata,
        'files',
        false,
        filesQuickCounts(totals, unusedOnly),
      );
      if (paged) return;
      const origins = await libraryOrigins();
      const [files, missing] = await Promise.all([
        collect(fileUsageBatches(strapi, unusedOnly)),
        collect(missingFileReferences(strapi, origins)),
      ]);
      const envelope: FilesEnvelope = { files, count: files.length, missing, metadata: metadata() };
      ctx.body = envelope;
    },
  };
}
