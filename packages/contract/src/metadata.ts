import { z } from 'zod';

/**
 * The metadata every v1 response carries (docs/api.md, "Versioning" and "URL envelope";
 * docs/openapi.json `ApiLifecycle`, `UrlMetadata`, `SitePagesMetadata`).
 */

/** A count: an integer from 0. */
export const countSchema = z.number().int().min(0);

/** Lifecycle status of an API version (docs/api.md, "Versioning"). */
export const apiStatusSchema = z.enum(['stable', 'deprecated']);
/** Lifecycle status of an API version. */
export type ApiStatus = z.infer<typeof apiStatusSchema>;

/** `metadata.api_lifecycle`: the dates are ISO 8601 calendar dates (`2026-01-31`) or null. */
export const apiLifecycleSchema = z.object({
  status: apiStatusSchema,
  deprecated_on: z.string().nullable(),
  sunset_on: z.string().nullable(),
});
/** `metadata.api_lifecycle` (docs/api.md). */
export type ApiLifecycle = z.infer<typeof apiLifecycleSchema>;

/** Metadata every response carries; `generated_at` is ISO 8601 with offset. */
export const baseMetadataSchema = z.object({
  api_version: z.string(),
  api_lifecycle: apiLifecycleSchema,
  generated_at: z.string(),
  package_version: z.string(),
});
/** Metadata every response carries (docs/api.md). */
export type BaseMetadata = z.infer<typeof baseMetadataSchema>;

/**
 * `metadata.site_pages` of `frontend-urls` when page rows are listed (docs/api.md, "Site pages"):
 * `locales` are locale codes, the default first (empty without i18n); `webtools_installed` says
 * whether strapi-plugin-webtools is installed (its aliases then give `site_url`); `url_sources`
 * says, per publicly readable type, where its `site_url` comes from; `documents_missing_locales`
 * counts documents published in some locales but not all, over all localized public types.
 */
export const sitePagesMetadataSchema = z.object({
  default_locale: z.string().nullable(),
  locales: z.array(z.string()),
  webtools_installed: z.boolean(),
  url_sources: z.record(z.string(), z.enum(['pattern', 'webtools', 'none'])),
  documents_missing_locales: countSchema,
  documents_missing_locales_by_type: z.record(z.string(), countSchema),
});
/** `metadata.site_pages` of `frontend-urls` (docs/api.md, "Site pages"). */
export type SitePagesMetadata = z.infer<typeof sitePagesMetadataSchema>;

/**
 * Metadata of the URL endpoints: the base plus filter and counts (total_count = testable_count +
 * untestable_count); `site_pages` only on `frontend-urls` with page rows (additive).
 */
export const urlMetadataSchema = baseMetadataSchema.extend({
  applied_filter: z.string().nullable(),
  total_count: z.number().int(),
  testable_count: z.number().int(),
  untestable_count: z.number().int(),
  site_pages: sitePagesMetadataSchema.optional(),
});
/** Metadata of the URL endpoints (docs/api.md, "URL envelope"). */
export type UrlMetadata = z.infer<typeof urlMetadataSchema>;
