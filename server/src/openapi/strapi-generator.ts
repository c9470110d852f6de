import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';

/** An OpenAPI document as plain JSON (OpenAPI 3.1, https://spec.openapis.org/oas/v3.1.0). */
export type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
};

/**
 * The content-API document of Strapi's own generator, `generate(strapi, { type: 'content-api' })`
 * of `@strapi/openapi` (experimental, Strapi 5.x; packages/core/openapi in strapi/strapi), loaded
 * as the app's `@strapi/core` loads it. Null when the app's Strapi has no such package (older
 * minors) or the generator throws: the plugin then builds the document from its discovery alone
 * (docs/decisions/0172-openapi-from-strapi-generator.md).
 * @param strapi the running app
 */
export function strapiGeneratedDocument(strapi: Core.Strapi): OpenApiDocument | null {
  try {
    const fromApp = createRequire(join(strapi.dirs.app.root, 'package.json'));
    const fromStrapi = createRequire(fromApp.resolve('@strapi/strapi/package.json'));
    const fromCore = createRequire(fromStrapi.resolve('@strapi/core/package.json'));
    const openapi = fromCore('@strapi/openapi') as {
      generate(app: Core.Strapi, options: { type: 'content-api' }): { document: OpenApiDocument };
    };
    // A deep copy: the plugin adds to the document and must not change what the generator holds.
    return structuredClone(openapi.generate(strapi, { type: 'content-api' }).document);
  } catch {
    return null;
  }
}
