import type { Core } from '@strapi/strapi';
import type { AnyFrontendUrlRow } from '@route-discovery/contract';
import { pageRowBatches, type FrontendOptions, type PageRowPosition } from './page-rows';
import { previewRowBatches, type PreviewRowPosition } from './preview-rows';
import { resolverRows } from './resolver-rows';
import type { ResolverRegistry } from './resolvers/registry';
import { createRunContext } from '../model/run-context';
import { withPosition } from '../streaming/row-position';

/**
 * Where a keyset page of `frontend-urls` resumes (a row's `positionOf`): after a page row
 * (`PageRowPosition`), a preview row (`PreviewRowPosition`) or the `x`th resolver row (0-based).
 */
export type FrontendPosition = PageRowPosition | PreviewRowPosition | { x: number };

/** A cursor's resume value as a `FrontendPosition`, or null when it is none (then ignored). */
export function frontendPosition(value: unknown): FrontendPosition | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (Number.isSafeInteger(record.x) && (record.x as number) >= 0) return { x: record.x as number };
  if (typeof record.t === 'string' && Number.isSafeInteger(record.i))
    return { t: record.t, i: record.i as number };
  if (typeof record.p === 'string' && Number.isSafeInteger(record.i))
    return { p: record.p, i: record.i as number };
  return null;
}

/** Which kinds of frontend rows to produce (the `pages`, `preview` and `resolver` filters). */
export interface FrontendParts {
  pages: boolean;
  resolvers: boolean;
  /** Preview rows (`previewRowBatches`); absent counts as false. */
  previews?: boolean;
}

/**
 * The parts a `?filter=` value of `frontend-urls` reads. No filter reads what the spec defines,
 * the page and resolver rows of this CMS; preview rows only when asked for, `filter=preview`
 * (docs/decisions/0197-preview-rows-only-when-asked.md).
 */
export function frontendPartsOf(filter: string | null): FrontendParts {
  return {
    pages: filter === null || filter === 'pages',
    previews: filter === 'preview',
    resolvers: filter === null || filter === 'resolver',
  };
}

/**
 * The frontend URLs in batches (docs/api.md, "Frontend rows"): page rows for published documents
 * of publicly readable content types (per locale) as the database returns them, then, when
 * `parts.previews` asks for them, preview rows where the app configures `admin.preview`
 * (`previewRowBatches`), then one batch of resolver rows for every content-API route.
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 * @param options pagesPerType and site URL settings
 * @param paging for a keyset page: rows carry their `FrontendPosition`, and `after` resumes the
 *   reading right after one (null: from the start); `scanRows` the document rows read per statement
 */
export async function* frontendUrlBatches(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  options: FrontendOptions,
  parts: FrontendParts = { pages: true, resolvers: true },
  paging: { after: FrontendPosition | null; scanRows?: number } | null = null,
): AsyncGenerator<AnyFrontendUrlRow[]> {
  const context = createRunContext(strapi);
  const after = paging?.after ?? null;
  const afterRoute = after && 'x' in after ? after.x : -1;
  const afterPreview = after && 'p' in after ? after : null;
  if (parts.pages && afterRoute < 0 && !afterPreview) {
    const pageAfter = after && 't' in after ? after : null;
    yield* pageRowBatches(context, options, paging ? { after: pageAfter, scanRows: paging.scanRows } : null);
  }
  if (parts.previews === true && afterRoute < 0) {
    yield* previewRowBatches(
      context,
      options,
      paging ? { after: afterPreview, scanRows: paging.scanRows } : null,
    );
  }
  if (parts.resolvers) {
    const routes = await resolverRows(resolvers, context);
    if (options.siteUrl) {
      for (const row of routes)
        Object.assign(row, { site_url: '', site_url_reason: 'not a page of the website' });
    }
    if (paging) routes.forEach((row, index) => withPosition(row, { x: index }));
    yield afterRoute < 0 ? routes : routes.slice(afterRoute + 1);
  }
}
