import type { Core } from '@strapi/strapi';
import type { FrontendUrlRow } from '../api/contract';
import { pageRows, type FrontendOptions } from './page-rows';
import { resolverRows } from './resolver-rows';
import type { ResolverRegistry } from './resolvers/registry';
import { createRunContext } from './run-context';

export type { FrontendOptions, FrontendUrlRow };

/**
 * Lists the frontend URLs (docs/api.md, "frontend-urls"): page rows for published documents of publicly
 * readable content types (per locale), then resolver rows for every content-API route.
 * @param strapi a Strapi instance whose routes are registered
 * @param resolvers the shared parameter resolver registry
 * @param options pagesPerType and site URL settings
 */
export async function discoverFrontendUrls(
  strapi: Core.Strapi,
  resolvers: ResolverRegistry,
  options: FrontendOptions,
): Promise<FrontendUrlRow[]> {
  const context = createRunContext(strapi);
  const pages = await pageRows(context, options);
  const routes = await resolverRows(resolvers, context);
  if (options.siteUrl) routes.forEach((row) => (row.site_url = ''));
  return [...pages, ...routes];
}
