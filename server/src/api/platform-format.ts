/** Formats of `GET /v1/platform` (docs/api.md, "CycloneDX SBOM"): the JSON report (default) or a CycloneDX SBOM. */
export type PlatformFormat = 'json' | 'cyclonedx';

const FORMATS: readonly PlatformFormat[] = ['json', 'cyclonedx'];

/** The 400 answer's message for any other `format`: it names the accepted values, never echoes the input. */
export const UNKNOWN_FORMAT_MESSAGE = 'Unknown format: use format=json (the default) or format=cyclonedx.';

/**
 * The requested format from the `format` query parameter (a Koa query value).
 * @returns `json` when absent, the format when known, null for anything else (a repeated parameter too)
 */
export function platformFormat(value: unknown): PlatformFormat | null {
  if (value === undefined) return 'json';
  if (typeof value !== 'string') return null;
  return FORMATS.find((format) => format === value) ?? null;
}
