import type { Core } from '@strapi/strapi';
import {
  INTEGRITY_KINDS,
  MEDIA_STATUSES,
  type ContentLinkRow,
  type IntegrityFinding,
  type IntegrityKind,
} from '@route-discovery/contract';
import { listManagedContentTypes } from '../model/content-types';
import { TextBatchEncoder, type EncodedBatch } from '../streaming/encoded-batches';
import { lostRelations } from './lost-relations';

/** What an integrity request asks for (docs/api.md, "Integrity", filters). */
export interface IntegrityQuery {
  kind: IntegrityKind | null;
  contentType: string | null;
}

/** Findings per encoded batch. */
const FINDING_BATCH_ROWS = 256;

const MEDIA = new Set<string>(MEDIA_STATUSES);

/**
 * The media findings in a content-links answer's encoded batches (the run asked with
 * `status=` the media statuses and `scope=all`): each link row with a media status becomes a
 * finding of that kind, its URL as written the only target, its names the link row's. The link rule stays the content
 * links' (`content-links/media-status.ts`): one definition for both endpoints.
 */
export async function* mediaFindings(
  batches: AsyncIterable<EncodedBatch>,
): AsyncGenerator<IntegrityFinding[]> {
  for await (const batch of batches) {
    if (batch.rows === 0) continue;
    const rows = JSON.parse(`[${Buffer.concat(batch.chunks).toString('utf8')}]`) as ContentLinkRow[];
    yield rows
      .filter((row) => row.status !== null && MEDIA.has(row.status))
      .map((row) => ({
        kind: row.status as IntegrityKind,
        content_type: row.content_type,
        content_type_name: row.content_type_name,
        document_id: row.document_id,
        document_title: row.document_title,
        locale: row.locale,
        field_path: row.field_path,
        field_label: row.field_label,
        targets: [row.url],
        target_type: null,
        target_documents: [],
        edit_url: row.edit_url,
      }));
  }
}

/** A count of findings per kind, every kind present (zero included). */
export type CountByKind = Record<IntegrityKind, number>;

/**
 * The integrity findings (docs/api.md, "Integrity") in encoded batches: `lost-relation` per
 * content type with draft and publish (`lostRelations`), then the media findings of the content
 * links (`mediaFindings`), the `kind` and `content_type` filters applied; `counts` is filled as
 * the findings go out (read it once the batches are done).
 * @param media the media findings, asked only when the `kind` filter wants them
 * @param adminUrl `admin.url` (each finding's `edit_url`)
 */
export async function* integrityBatches(
  strapi: Core.Strapi,
  query: IntegrityQuery,
  media: () => AsyncIterable<IntegrityFinding[]>,
  adminUrl: string,
  counts: CountByKind,
): AsyncGenerator<EncodedBatch> {
  const encoder = new TextBatchEncoder();
  const wanted = (finding: IntegrityFinding) =>
    (query.kind === null || finding.kind === query.kind) &&
    (query.contentType === null || finding.content_type === query.contentType);
  const sources: Array<() => AsyncIterable<IntegrityFinding[]>> = [];
  if (query.kind === null || query.kind === 'lost-relation') {
    for (const type of listManagedContentTypes(strapi)) {
      if (query.contentType === null || query.contentType === type.uid)
        sources.push(() => lostRelations(strapi, type, adminUrl));
    }
  }
  if (query.kind !== 'lost-relation') sources.push(media);
  for (const source of sources) {
    for await (const findings of source()) {
      for (const finding of findings) {
        if (!wanted(finding)) continue;
        counts[finding.kind] += 1;
        encoder.add(JSON.stringify(finding), false);
        if (encoder.size >= FINDING_BATCH_ROWS) yield encoder.finish();
      }
    }
  }
  const last = encoder.finish();
  if (last.rows) yield last;
}

/** A zero count for every kind. */
export function emptyCounts(): CountByKind {
  return Object.fromEntries(INTEGRITY_KINDS.map((kind) => [kind, 0])) as CountByKind;
}
