import type { Core } from '@strapi/strapi';
import type { ContentTypeInfo } from '../model/content-types';
import { chunked } from '../model/chunked';
import { IN_CHUNK, versionStatus, type VersionRow } from './offline-decider';
import type { SiteCandidate } from './site-patterns';
import type { LinkStatus } from './types';

/**
 * A link whose document is found by looking it up: a website path matched to `urlPatterns`
 * (`site`), or a bare documentId of an unknown type (`documentId`). `locale` is the linking
 * document's (null for a type without i18n).
 */
export type LookupQuestion =
  | { kind: 'site'; candidates: SiteCandidate[]; locale: string | null }
  | { kind: 'documentId'; documentId: string; locale: string | null };

/** What a lookup decided: whether the link names a document, its type when found, and its status. */
export interface LookupDecision {
  document: boolean;
  type: ContentTypeInfo | null;
  status: LinkStatus | null;
}

/** `$or` branches per query when a pattern has several placeholders: well under every driver's parameter limit. */
const OR_CHUNK = 100;

type Row = VersionRow & Record<string, unknown>;

const tupleKey = (columns: readonly string[], values: (name: string) => unknown) =>
  JSON.stringify(columns.map((name) => String(values(name) ?? '')));

/** Version rows of one type whose `columns` hold one of `tuples`, keyed by `tupleKey` (exact, case-sensitive match). */
async function rowsByValues(
  strapi: Core.Strapi,
  type: ContentTypeInfo,
  columns: readonly string[],
  tuples: ReadonlyArray<Record<string, string>>,
): Promise<Map<string, Row[]>> {
  const select = [
    ...new Set(['documentId', 'publishedAt', ...(type.localized ? ['locale'] : []), ...columns]),
  ];
  const query = strapi.db.query(type.uid as never);
  const rows: Row[] = [];
  if (columns.length === 1) {
    const [column] = columns;
    for (const part of chunked([...new Set(tuples.map((tuple) => tuple[column]))], IN_CHUNK)) {
      rows.push(...((await query.findMany({ select, where: { [column]: { $in: part } } })) as Row[]));
    }
  } else {
    for (const part of chunked(tuples, OR_CHUNK)) {
      const where = { $or: part };
      rows.push(...((await query.findMany({ select, where })) as Row[]));
    }
  }
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    // The database may compare case-insensitively (MySQL collations, SQLite's LIKE); the key does not.
    const key = tupleKey(columns, (name) => row[name]);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** Decides `site` questions: one query per content type and set of placeholder columns in the batch. */
async function decideSites(
  strapi: Core.Strapi,
  questions: ReadonlyArray<Extract<LookupQuestion, { kind: 'site' }>>,
  publicUids: ReadonlySet<string>,
): Promise<LookupDecision[]> {
  const groups = new Map<
    string,
    { type: ContentTypeInfo; columns: string[]; tuples: Map<string, Record<string, string>> }
  >();
  const groupKey = (candidate: SiteCandidate) => {
    const columns = Object.keys(candidate.values).sort();
    return { key: JSON.stringify([candidate.type.uid, columns]), columns };
  };
  for (const question of questions) {
    for (const candidate of question.candidates) {
      const { key, columns } = groupKey(candidate);
      const group = groups.get(key) ?? { type: candidate.type, columns, tuples: new Map() };
      group.tuples.set(
        tupleKey(columns, (name) => candidate.values[name]),
        candidate.values,
      );
      groups.set(key, group);
    }
  }
  const found = new Map<string, Map<string, Row[]>>();
  for (const [key, group] of groups) {
    if (group.columns.length === 0) continue; // a pattern without placeholders names no document
    found.set(key, await rowsByValues(strapi, group.type, group.columns, [...group.tuples.values()]));
  }
  return questions.map((question): LookupDecision => {
    for (const candidate of question.candidates) {
      const { key, columns } = groupKey(candidate);
      const rows = found.get(key)?.get(tupleKey(columns, (name) => candidate.values[name])) ?? [];
      if (rows.length === 0) continue;
      const locale = candidate.locale ?? question.locale;
      return {
        document: true,
        type: candidate.type,
        status: versionStatus(candidate.type, rows, locale, publicUids),
      };
    }
    // No document has the values: a broken page link when a pattern of its own text matched
    // (`/blog/[slug]`); a path that only a catch-all (`/[slug]`) matched may be any page of the site.
    const specific = question.candidates.find((candidate) => candidate.specific);
    return specific
      ? { document: true, type: specific.type, status: 'deleted' }
      : { document: false, type: null, status: null };
  });
}

/** Decides bare documentIds: one query per collection type (`documentId IN (...)`), only when the batch has any. */
async function decideDocumentIds(
  strapi: Core.Strapi,
  questions: ReadonlyArray<Extract<LookupQuestion, { kind: 'documentId' }>>,
  types: readonly ContentTypeInfo[],
  publicUids: ReadonlySet<string>,
): Promise<LookupDecision[]> {
  const ids = [...new Set(questions.map((question) => question.documentId))];
  const owner = new Map<string, { type: ContentTypeInfo; rows: Row[] }>();
  for (const type of types) {
    if (ids.length === 0 || type.kind !== 'collectionType') continue;
    const rows = await rowsByValues(
      strapi,
      type,
      ['documentId'],
      ids.map((documentId) => ({ documentId })),
    );
    for (const [key, versions] of rows) {
      const [documentId] = JSON.parse(key) as [string];
      if (!owner.has(documentId)) owner.set(documentId, { type, rows: versions });
    }
  }
  return questions.map((question): LookupDecision => {
    const found = owner.get(question.documentId);
    if (!found) return { document: true, type: null, status: 'deleted' };
    return {
      document: true,
      type: found.type,
      status: versionStatus(found.type, found.rows, question.locale, publicUids),
    };
  });
}

/**
 * Decides a batch of lookup questions in a few queries (never one per link), with the status rule
 * of every document link (`versionStatus`). A website path is the page of the first candidate
 * (most specific pattern first) some version of which has the path's values; when none has, it is
 * a `deleted` document if a pattern with literal text of its own matched, else no document (a
 * `site` link). A bare documentId is looked up in every collection type; not found, `deleted`.
 * @param types the content types a bare documentId may belong to
 */
export async function decideLookups(
  strapi: Core.Strapi,
  questions: readonly LookupQuestion[],
  types: readonly ContentTypeInfo[],
  publicUids: ReadonlySet<string>,
): Promise<LookupDecision[]> {
  const sites = questions.filter((q): q is Extract<LookupQuestion, { kind: 'site' }> => q.kind === 'site');
  const ids = questions.filter(
    (q): q is Extract<LookupQuestion, { kind: 'documentId' }> => q.kind === 'documentId',
  );
  const siteDecisions = await decideSites(strapi, sites, publicUids);
  const idDecisions = await decideDocumentIds(strapi, ids, types, publicUids);
  let site = 0;
  let id = 0;
  return questions.map((question) => (question.kind === 'site' ? siteDecisions[site++] : idDecisions[id++]));
}
