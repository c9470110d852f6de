import type { Core } from '@strapi/strapi';
import type { FrontendUrlRow } from '@route-discovery/contract';
import { pageRowBatches, type FrontendOptions } from './page-rows';
import { resolverRows } from './resolver-rows';
import type { ResolverRegistry } from './resolvers/registry';
import { createRunContext } from '../model/run-context';

/** Which of the two kinds of frontend rows to produce (the `pages` and `resolver` filters). */
export interface FrontendParts {
  pages: boolean;
  resolvers: boolean;
}

/**
 * The frontend URLs in batches (docs/api.md, "Frontend rows"): page rows for published documents
 * of publicly readable content types (per locale) as the database returns them, then one batch of
 * resolver rows for every content-API route.
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 * @param options pagesPerType and site URL settings
 */
export async function* frontendUrlBatches(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  options: FrontendOptions,
  parts: FrontendParts = { pages: true, resolvers: true },
): AsyncGenerator<FrontendUrlRow[]> {
  const context = createRunContext(strapi);
  if (parts.pages) yield* pageRowBatches(context, options);
  if (parts.resolvers) {
    const routes = await resolverRows(resolvers, context);
    if (options.siteUrl) {
      for (const row of routes)
        Object.assign(row, { site_url: '', site_url_reason: 'not a page of the website' });
    }
    yield routes;
  }
}
