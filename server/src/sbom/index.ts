/**
 * The public module of `sbom/` (docs/decisions/0261-feature-public-modules.md): what the top floor
 * uses of it (no other feature does). The CycloneDX answer's media type, and the document's builder,
 * which is loaded on the first SBOM request only (docs/decisions/0017-sbom-cyclonedx.md): this module
 * imports `./cyclonedx` lazily, so that `@cyclonedx/cyclonedx-library` stays out of the plugin's boot.
 */
export { CYCLONEDX_MEDIA_TYPE } from './media-type';

/**
 * Loads the CycloneDX document builder (`./cyclonedx`, `buildCycloneDx`); Node caches the module, so
 * only the first call reads it. Rejects when the module or its libraries cannot be loaded.
 */
export function loadCycloneDx(): Promise<typeof import('./cyclonedx')> {
  return import('./cyclonedx');
}
