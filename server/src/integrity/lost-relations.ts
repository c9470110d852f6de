import type { Core } from '@strapi/strapi';
import type { IntegrityFinding } from '@route-discovery/contract';
import { editUrl } from '../model/edit-view';
import { rowNamer } from '../model/row-names';
import { findContentType, type ContentTypeInfo } from '../model/content-types';
import { scanPublishedRows } from '../model/document-scan';
import { mayHoldRelationLinks, relationLinks, type RelationLink } from '../model/relation-links';
import { updatedLater, versionsById, versionsOfDocuments, type VersionRowFull } from '../model/version-rows';

/**
 * Published versions per page: each page reads its drafts, both sides' relation links and their
 * targets' versions, so what a page holds grows with its links, never with the table.
 */
export const LOST_RELATION_PAGE_ROWS = 200;

/** `documentId` and locale of a version, as one key. */
const versionKey = (documentId: string, locale: string | null) => `${documentId}\u0000${locale ?? ''}`;

/** A relation target as compared: its type, documentId and locale. */
interface TargetRef {
  uid: string;
  documentId: string;
  locale: string | null;
}

/** The targets of one version's links, by field path, each as `uid` + version key. */
type TargetsByPath = Map<string, Map<string, TargetRef>>;

/** Reads the target versions the page's links point at, and which of their documents are published where. */
async function targetFacts(strapi: Core.Strapi, links: Iterable<RelationLink[]>) {
  const idsByUid = new Map<string, Set<number>>();
  for (const list of links)
    for (const link of list) {
      const ids = idsByUid.get(link.targetUid) ?? new Set<number>();
      ids.add(link.targetId);
      idsByUid.set(link.targetUid, ids);
    }
  const rowById = new Map<string, VersionRowFull>();
  const publishedKeys = new Set<string>();
  for (const [uid, ids] of idsByUid) {
    const type = findContentType(strapi, uid);
    if (!type) continue;
    const rows = await versionsById(strapi, type, [...ids]);
    for (const row of rows) rowById.set(`${uid}\u0000${row.id}`, row);
    // A target is published when its document has a published version in the target row's locale.
    const versions = type.draftAndPublish
      ? await versionsOfDocuments(
          strapi,
          type,
          rows.map((row) => row.documentId),
        )
      : rows;
    for (const row of versions)
      if (!type.draftAndPublish || row.publishedAt !== null)
        publishedKeys.add(`${uid}\u0000${versionKey(row.documentId, row.locale)}`);
  }
  return { rowById, publishedKeys };
}

/** One version's links as targets by field path. */
function targetsByPath(links: readonly RelationLink[], rowById: Map<string, VersionRowFull>): TargetsByPath {
  const byPath: TargetsByPath = new Map();
  for (const link of links) {
    const row = rowById.get(`${link.targetUid}\u0000${link.targetId}`);
    if (!row) continue;
    const targets = byPath.get(link.path) ?? new Map<string, TargetRef>();
    targets.set(`${link.targetUid}\u0000${versionKey(row.documentId, row.locale)}`, {
      uid: link.targetUid,
      documentId: row.documentId,
      locale: row.locale,
    });
    byPath.set(link.path, targets);
  }
  return byPath;
}

/**
 * The `lost-relation` findings of one content type with draft and publish (docs/api.md,
 * "Integrity"; docs/decisions/0150-integrity-endpoint.md): every published version whose draft
 * is not modified since (the Content Manager shows it `published`, `updatedLater`) and whose
 * relations (direct, in components and dynamic zones: `relationLinks`) lack a target that the
 * draft's hold while that target's document is published in the target's locale. One finding
 * per version and field path, its `targets` the missing documentIds. Keyset pages of
 * `LOST_RELATION_PAGE_ROWS` published versions (`scanPublishedRows`); a page's findings and their
 * lost targets are named (title, type's display name, field label, edit view: `rowNamer`).
 * @param adminUrl `admin.url` (the finding's `edit_url`)
 */
export async function* lostRelations(
  strapi: Core.Strapi,
  type: ContentTypeInfo,
  adminUrl: string,
): AsyncGenerator<IntegrityFinding[]> {
  if (!type.draftAndPublish || !mayHoldRelationLinks(strapi, type.uid)) return;
  for await (const page of scanPublishedRows(strapi, type, [], LOST_RELATION_PAGE_ROWS)) {
    const pageIds = new Set(page.map((row) => Number(row.id)));
    const versions = await versionsOfDocuments(
      strapi,
      type,
      page.map((row) => String(row.documentId)),
    );
    const byKey = new Map<string, { published?: VersionRowFull; draft?: VersionRowFull }>();
    for (const row of versions) {
      const key = versionKey(row.documentId, row.locale);
      const pair = byKey.get(key) ?? {};
      if (row.publishedAt === null) pair.draft = row;
      else pair.published = row;
      byKey.set(key, pair);
    }
    const pairs = [...byKey.values()].filter(
      (pair): pair is Required<typeof pair> =>
        pair.draft !== undefined &&
        pair.published !== undefined &&
        // Another locale's published version may lie on another page: each is read on its own.
        pageIds.has(pair.published.id) &&
        !updatedLater(pair.draft, pair.published),
    );
    if (pairs.length === 0) continue;
    const links = await relationLinks(
      strapi,
      type.uid,
      pairs.flatMap((pair) => [pair.published.id, pair.draft.id]),
    );
    const { rowById, publishedKeys } = await targetFacts(strapi, links.values());
    const findings: UnnamedFinding[] = [];
    for (const { draft, published: version } of pairs) {
      const draftTargets = targetsByPath(links.get(draft.id) ?? [], rowById);
      const publishedTargets = targetsByPath(links.get(version.id) ?? [], rowById);
      for (const [path, targets] of draftTargets) {
        const present = publishedTargets.get(path);
        const missing = [...targets].filter(([key]) => publishedKeys.has(key) && !present?.has(key));
        if (missing.length === 0) continue;
        const locale = type.localized ? version.locale : null;
        findings.push({
          kind: 'lost-relation',
          content_type: type.uid,
          document_id: version.documentId,
          locale,
          field_path: path,
          targets: missing.map(([, target]) => target.documentId),
          target_type: missing[0][1].uid,
          targetRefs: missing.map(([, target]) => target),
          edit_url: editUrl(adminUrl, type, version.documentId, locale),
        });
      }
    }
    if (findings.length) yield await named(strapi, findings);
  }
}

/** A finding before its document, place and targets are named, its targets as read. */
type UnnamedFinding = Omit<
  IntegrityFinding,
  'content_type_name' | 'document_title' | 'field_label' | 'target_documents'
> & { targetRefs: TargetRef[] };

/** A target as `rowNamer` takes it: its locale null when its type is not localized. */
const targetRefOf = (strapi: Core.Strapi, target: TargetRef): TargetRef => ({
  ...target,
  locale: findContentType(strapi, target.uid)?.localized ? target.locale : null,
});

/**
 * A page's findings named by `rowNamer`, their documents and lost targets in one batch (one
 * core-store query, one title query per content type and locale, never one per row).
 */
async function named(strapi: Core.Strapi, findings: UnnamedFinding[]): Promise<IntegrityFinding[]> {
  const refOf = (finding: UnnamedFinding) => ({
    uid: finding.content_type,
    documentId: finding.document_id,
    locale: finding.locale,
  });
  const targetsOf = (finding: UnnamedFinding) =>
    finding.targetRefs.map((target) => targetRefOf(strapi, target));
  const namer = await rowNamer(strapi, [...findings.map(refOf), ...findings.flatMap(targetsOf)]);
  return findings.map((unnamed) => {
    const { targetRefs: _targets, ...finding } = unnamed;
    const { content_type_name, document_title } = namer.document(refOf(unnamed));
    const field_label = namer.fieldLabel(finding.content_type, finding.field_path);
    const target_documents = targetsOf(unnamed).map((target) => ({
      content_type: target.uid,
      document_id: target.documentId,
      locale: target.locale,
      ...namer.document(target),
    }));
    return { ...finding, content_type_name, document_title, field_label, target_documents };
  });
}
