/**
 * The closed value lists of an integrity finding (docs/api.md, "Integrity"): plain constants, no
 * zod, so the CLI bundle takes them alone.
 */

/**
 * Media statuses of a content link (`LINK_STATUSES`) that are also integrity findings, each broken
 * outside the environment that wrote it (docs/decisions/0151-media-urls-outside-this-environment.md):
 * `foreign-media-host` an upload of this CMS under another host (localhost, a former domain),
 * `signed-media-url` a signed URL whose signature expires (`X-Amz-Expires`, `Expires` with
 * `Signature`, ...), `mixed-media-formats` a blocks image whose `url` is absolute while a format's
 * is relative.
 */
export const MEDIA_STATUSES = ['foreign-media-host', 'signed-media-url', 'mixed-media-formats'] as const;

/** A media status of a content link. */
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/**
 * Every kind of integrity finding, in the order docs/api.md lists them: `lost-relation` (a
 * published version lacks a relation target its draft holds while that target is published:
 * docs/decisions/0150-integrity-endpoint.md), then the media statuses.
 */
export const INTEGRITY_KINDS = ['lost-relation', ...MEDIA_STATUSES] as const;

/** The kind of an integrity finding. */
export type IntegrityKind = (typeof INTEGRITY_KINDS)[number];
