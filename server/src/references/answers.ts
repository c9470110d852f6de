import type { ReferenceImpact, ReferenceRebuild, ReferenceRow } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import type { RebuildState } from './rebuild';
import { readReferences, type ReferenceQuery } from './read-references';
import type { ReferenceRecord } from './tables';

const orNull = (value: string) => (value === '' ? null : value);

/** A stored (or scanned) reference as the API row (`referenceRowSchema`). */
export function referenceRow(record: ReferenceRecord): ReferenceRow {
  const file = record.target_kind === 'file';
  return {
    content_type: record.source_uid,
    document_id: record.source_document_id,
    locale: orNull(record.source_locale),
    status: record.source_published ? 'published' : 'draft',
    field_path: record.field_path,
    link_text: record.link_text,
    reference_kind: record.reference_kind as ReferenceRow['reference_kind'],
    target_kind: record.target_kind as ReferenceRow['target_kind'],
    target_content_type: orNull(record.target_uid),
    target_document_id: file ? null : orNull(record.target_id),
    target_locale: orNull(record.target_locale),
    target_file_id: file ? Number(record.target_id) : null,
    target_url: orNull(record.target_url),
  };
}

/**
 * What removing the asked version would break: the rows of `sources` (published sources only
 * for an unpublish), the asked document's own rows left out (they go with it), counted by row
 * and by distinct source document and locale.
 */
function impact(
  query: ReferenceQuery,
  rows: readonly ReferenceRecord[],
  publishedOnly: boolean,
  targetPublished: boolean,
): ReferenceImpact {
  const self = (row: ReferenceRecord) =>
    row.source_uid === query.uid &&
    row.source_document_id === query.documentId &&
    (query.locale === null || row.source_locale === query.locale);
  const broken = targetPublished
    ? rows.filter((row) => !self(row) && (!publishedOnly || row.source_published))
    : [];
  const sources = new Map<string, ReferenceImpact['sources'][number]>();
  for (const row of broken) {
    sources.set(JSON.stringify([row.source_uid, row.source_document_id, row.source_locale]), {
      content_type: row.source_uid,
      document_id: row.source_document_id,
      locale: orNull(row.source_locale),
    });
  }
  return {
    target_published: targetPublished,
    references: broken.length,
    documents: sources.size,
    sources: [...sources.values()],
  };
}

/** Whether the asked document (in the asked locale, or any) has a published version. */
async function hasPublished(strapi: Core.Strapi, query: ReferenceQuery): Promise<boolean> {
  const type = findContentType(strapi, query.uid);
  const where: Record<string, unknown> = { documentId: query.documentId, publishedAt: { $notNull: true } };
  if (type?.localized && query.locale !== null) where.locale = query.locale;
  return (await strapi.db.query(query.uid as never).count({ where })) > 0;
}

/**
 * The references answer of one query (docs/api.md, "References"): rows, the index's state, and for
 * `direction=in` what unpublishing (types with draft and publish) or deleting the version would
 * break. The HTTP controller and the MCP tool both answer with it.
 */
export async function referencesAnswer(strapi: Core.Strapi, query: ReferenceQuery) {
  const { rows, state, stale } = await readReferences(strapi, query);
  const answer: {
    references: ReferenceRow[];
    count: number;
    unpublish_impact?: ReferenceImpact | null;
    delete_impact?: ReferenceImpact;
    index_state: typeof state;
    stale_content_types: string[];
  } = {
    references: rows.map(referenceRow),
    count: rows.length,
    index_state: state,
    stale_content_types: stale,
  };
  if (query.direction === 'in') {
    const type = findContentType(strapi, query.uid);
    const published = await hasPublished(strapi, query);
    answer.unpublish_impact = type?.draftAndPublish ? impact(query, rows, true, published) : null;
    answer.delete_impact = impact(query, rows, false, true);
  }
  return answer;
}

/** The rebuild state as the API reports it (`referenceRebuildSchema`); `idle` before any. */
export function rebuildStatus(state: RebuildState | null): ReferenceRebuild {
  if (!state) {
    return {
      status: 'idle',
      started_at: null,
      finished_at: null,
      content_types_done: 0,
      content_types_total: 0,
      processed_versions: 0,
    };
  }
  return {
    status: state.status,
    started_at: state.started_at,
    finished_at: state.finished_at,
    content_types_done: Math.min(state.position.type, state.content_types.length),
    content_types_total: state.content_types.length,
    processed_versions: state.processed_versions,
  };
}
