import { z } from 'zod';
import { baseMetadataSchema } from './metadata';

/**
 * The `platform` response (docs/api.md, "Platform response"; docs/openapi.json `PlatformResponse`,
 * `DependencyEntry`): the runtime and the declared dependencies, with no URL-only metadata.
 */

/** Manifest formats of the platform inventory. */
export const manifestFormatSchema = z.enum([
  'package.json',
  'pyproject.toml',
  'poetry-pyproject',
  'requirements.txt',
  'unknown',
]);
/** Manifest formats of the platform inventory (docs/api.md, "Platform response"). */
export type ManifestFormat = z.infer<typeof manifestFormatSchema>;

/** Where a dependency is declared: runtime, an optional extra, or a group. */
export const sourceKindSchema = z.enum(['runtime', 'optional', 'group']);
/** Where a dependency is declared (docs/api.md, "Platform response"). */
export type SourceKind = z.infer<typeof sourceKindSchema>;

/**
 * One declared dependency: `specifier` is the declared version specifier or source detail,
 * markers kept ('' when none); `installed_version` is '' when not installed; `source_name` is the
 * extra, group or package.json field of optional and group entries, else null; `satisfies` says
 * whether the installed version is within the declared range (null when unknown). For an
 * installed Strapi plugin, `strapi_compatible` says whether its `peerDependencies['@strapi/strapi']`
 * range includes the running Strapi (`runtime.cms_version`) and `node_compatible` whether its
 * `engines.node` includes the running Node; both are null for other packages or with no range.
 */
export const dependencyEntrySchema = z.object({
  name: z.string(),
  specifier: z.string(),
  installed_version: z.string(),
  is_installed: z.boolean(),
  source_kind: sourceKindSchema,
  source_name: z.string().nullable(),
  satisfies: z.boolean().nullable(),
  strapi_compatible: z.boolean().nullable(),
  node_compatible: z.boolean().nullable(),
});
/** One declared dependency (docs/api.md, "Platform response"). */
export type DependencyEntry = z.infer<typeof dependencyEntrySchema>;

/** `platform.runtime`. */
export const runtimeInfoSchema = z.object({
  node_version: z.string(),
  runtime_implementation: z.string(),
  framework_version: z.string(),
  cms_version: z.string(),
  environment: z.string(),
  database_client: z.string(),
});
/** `platform.runtime` (docs/api.md, "Platform response"). */
export type RuntimeInfo = z.infer<typeof runtimeInfoSchema>;

/** `platform` of the platform response. */
export const platformReportSchema = z.object({
  runtime: runtimeInfoSchema,
  dependencies: z.object({
    source: z.object({ path: z.string(), format: manifestFormatSchema.nullable() }),
    packages: z.array(dependencyEntrySchema),
  }),
  warnings: z.array(z.string()),
});
/** `platform` of the platform response. */
export type PlatformReport = z.infer<typeof platformReportSchema>;

/** The platform response. */
export const platformResponseSchema = z.object({
  platform: platformReportSchema,
  metadata: baseMetadataSchema,
});
/** The platform response (docs/api.md, "Platform response"). */
export type PlatformResponse = z.infer<typeof platformResponseSchema>;
