import { REFERENCE_DIRECTIONS, type ReferenceDirection } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import type { ReferenceQuery } from './read-references';

/** Longest accepted `document_id` and `locale` (the index's column widths: tables.ts). */
const MAX_DOCUMENT_ID = 255;
const MAX_LOCALE = 64;

/** The raw parameters (query-string values, or an MCP tool's arguments); null or undefined when absent. */
export interface RawReferenceParams {
  content_type?: unknown;
  document_id?: unknown;
  locale?: unknown;
  direction?: unknown;
}

/**
 * Reads the references parameters: `content_type` a content type of this app, `document_id` a
 * non-empty documentId, `locale` optional (every locale when absent), `direction` `out` (default)
 * or `in`. One rule for the HTTP endpoint and the MCP tool.
 * @returns the query, or the message of a 400 answer
 */
export function parseReferenceParams(
  strapi: Core.Strapi,
  raw: RawReferenceParams,
): { query: ReferenceQuery } | { error: string } {
  const { content_type: uid, document_id: documentId } = raw;
  const locale = raw.locale ?? undefined;
  const direction = raw.direction ?? 'out';
  if (typeof uid !== 'string' || !uid) return { error: 'content_type is required (a content type UID)' };
  if (!findContentType(strapi, uid)) return { error: 'content_type names no content type of this app' };
  if (typeof documentId !== 'string' || !documentId || documentId.length > MAX_DOCUMENT_ID) {
    return { error: `document_id is required (a documentId of at most ${MAX_DOCUMENT_ID} characters)` };
  }
  if (locale !== undefined && (typeof locale !== 'string' || !locale || locale.length > MAX_LOCALE)) {
    return { error: `locale must be a locale code of at most ${MAX_LOCALE} characters` };
  }
  if (typeof direction !== 'string' || !(REFERENCE_DIRECTIONS as readonly string[]).includes(direction)) {
    return { error: `direction must be ${REFERENCE_DIRECTIONS.join(' or ')}` };
  }
  return {
    query: { uid, documentId, locale: locale ?? null, direction: direction as ReferenceDirection },
  };
}
