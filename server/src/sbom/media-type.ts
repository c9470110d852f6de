/**
 * What the CycloneDX answer is, apart from the library that builds it: the controller reads these
 * without loading `@cyclonedx/cyclonedx-library`, which the platform service loads on the first
 * SBOM request only (docs/decisions/0017-sbom-cyclonedx.md).
 */

/** The CycloneDX specification version of the document (https://cyclonedx.org/docs/1.6/json/). */
export const CYCLONEDX_SPEC_VERSION = '1.6';

/** Media type of the document, as the CycloneDX specification registers it (https://cyclonedx.org/specification/overview/). */
export const CYCLONEDX_MEDIA_TYPE = `application/vnd.cyclonedx+json; version=${CYCLONEDX_SPEC_VERSION}`;
