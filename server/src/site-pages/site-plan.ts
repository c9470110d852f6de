import type { ScannedRow } from '../model/document-scan';
import type { PathToRead } from './relation-values';
import type { SiteUrlResult } from './site-url-builder';

/** Where a type's `site_url` comes from. */
export type SiteUrlSource = 'pattern' | 'webtools' | 'none';

/**
 * How one content type's page rows get their `site_url`: what to read, and the builder. Built by
 * `typeSitePlan` (its `urlPatterns` entry) or `webtoolsSitePlan` (strapi-plugin-webtools' alias).
 */
export interface TypeSitePlan {
  source: SiteUrlSource;
  /** Scalar attributes of the type's own table the patterns use. */
  columns: string[];
  /** Dot paths read through relations and components, batched per page (`readPathValues`). */
  paths: PathToRead[];
  /** The `site_url` of one scanned row, its columns and paths already read. */
  siteUrlOf(row: ScannedRow): SiteUrlResult;
}
