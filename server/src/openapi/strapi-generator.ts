import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';

/** An OpenAPI document as plain JSON (OpenAPI 3.1, https://spec.openapis.org/oas/v3.1.0). */
export type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
};

/** `generate` of `@strapi/openapi` (packages/core/openapi/src/exports.ts in strapi/strapi). */
export type StrapiGenerate = (
  app: Core.Strapi,
  options: { type: 'content-api' },
) => { document: OpenApiDocument };

/**
 * Strapi's own generator, `generate` of `@strapi/openapi` (experimental, Strapi 5.x;
 * packages/core/openapi in strapi/strapi), loaded as the app's `@strapi/core` loads it. Null when
 * the app's Strapi has no such package (older minors): the plugin then builds the document from
 * its discovery alone (docs/decisions/0172-openapi-document.md).
 * @param strapi the running app
 */
export function loadStrapiGenerator(strapi: Core.Strapi): StrapiGenerate | null {
  try {
    const fromApp = createRequire(join(strapi.dirs.app.root, 'package.json'));
    const fromStrapi = createRequire(fromApp.resolve('@strapi/strapi/package.json'));
    const fromCore = createRequire(fromStrapi.resolve('@strapi/core/package.json'));
    return (fromCore('@strapi/openapi') as { generate: StrapiGenerate }).generate;
  } catch {
    return null;
  }
}
