/**
 * Shapes of the content-links endpoint (docs/api.md, "Content links"): the row, link kinds and
 * statuses are the contract's (`@route-discovery/contract`, shared with the admin and the CLI),
 * re-exported here for the server's modules; `FoundLink` is the server's own.
 */
export {
  BROKEN_STATUSES,
  LINK_KINDS,
  type ContentLinkRow,
  type LinkKind,
  type LinkStatus,
} from '@route-discovery/contract';

/** One link as an extractor finds it in a field value, before it is classified. */
export interface FoundLink {
  /** The URL as written (trimmed only); in a row, a signed URL's signature masked (decision 0157). */
  url: string;
  /** Attribute path, e.g. `sections[0].body[4].children[1]`. */
  fieldPath: string;
  /** Plain text of the link (`plainLinkText`), '' when it has none. */
  text: string;
  /** Set on a blocks image whose absolute `url` comes with relative format URLs (`mixesFormatUrls`). */
  mixedFormats?: true;
}
