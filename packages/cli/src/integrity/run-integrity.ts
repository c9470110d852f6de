import { INTEGRITY_KINDS, maskSignedUrl, type IntegrityKind } from '@route-discovery/contract';
import { getJson, type DiscoveryTarget } from '../discovery';
import { CouldNotRunError } from '../exit-codes';

/**
 * One integrity finding as `v1/integrity` lists it (docs/api.md, "Integrity";
 * `@route-discovery/contract` `IntegrityFinding`, restated as a plain type: the CLI bundle takes
 * no zod).
 */
export interface IntegrityFindingRow {
  kind: IntegrityKind;
  content_type: string;
  /** The type's display name (decision 0240); absent from a server before it. */
  content_type_name?: string;
  document_id: string;
  /** The document's title (main field, else documentId); absent from a server before decision 0240. */
  document_title?: string;
  locale: string | null;
  field_path: string;
  /** The place as the edit view labels it; absent from a server before decision 0240. */
  field_label?: string;
  targets: string[];
  target_type: string | null;
  /** The lost targets named, in the order of `targets`; absent from a server before issue 47. */
  target_documents?: IntegrityTargetRow[];
  edit_url: string;
}

/** A lost relation's target document as `v1/integrity` names it (`IntegrityTargetDocument`). */
export interface IntegrityTargetRow {
  content_type: string;
  content_type_name: string;
  document_id: string;
  document_title: string;
  locale: string | null;
  edit_url: string;
}

/** The integrity suite of a report: every finding is a failure (docs/ci.md, "Integrity"). */
export interface IntegritySummary {
  /** Findings per kind, every kind present. */
  totals: Record<IntegrityKind, number> & { findings: number };
  findings: IntegrityFindingRow[];
}

/** Whether `--fail-on integrity` asks for the integrity suite. */
export function integrityWanted(failOn: readonly string[]): boolean {
  return failOn.includes('integrity');
}

/** Counts findings per kind (every kind present) and in all. */
export function summarizeIntegrity(findings: IntegrityFindingRow[]): IntegritySummary {
  const totals = Object.fromEntries(INTEGRITY_KINDS.map((kind) => [kind, 0])) as IntegritySummary['totals'];
  for (const finding of findings) totals[finding.kind] = (totals[finding.kind] ?? 0) + 1;
  totals.findings = findings.length;
  return { totals, findings };
}

/**
 * Reads `v1/integrity` when `--fail-on integrity` is given (docs/ci.md, "Integrity").
 * @returns the suite, or null when it was not asked for
 * @throws CouldNotRunError when the endpoint fails (a server without it answers 404: upgrade the plugin)
 */
export async function runIntegrity(
  failOn: readonly string[],
  target: DiscoveryTarget,
): Promise<IntegritySummary | null> {
  if (!integrityWanted(failOn)) return null;
  const body = await getJson<{ findings: IntegrityFindingRow[] }>(target, 'integrity', false);
  if (!Array.isArray(body?.findings))
    throw new CouldNotRunError('discovery API integrity answered without a `findings` array.');
  return summarizeIntegrity(body.findings.map(maskFinding));
}

/**
 * A finding with every signed URL among its targets masked (`maskSignedUrl`, decision 0157): a
 * server before 0157 sends the signature, and nothing this CLI prints or writes may hold it.
 */
export function maskFinding(finding: IntegrityFindingRow): IntegrityFindingRow {
  return { ...finding, targets: finding.targets.map((target) => maskSignedUrl(target).url) };
}

/** Where a finding sits: `api::homepage.homepage abc123 (en) featuredArticles`. */
export function findingPlace(finding: IntegrityFindingRow): string {
  const locale = finding.locale ? ` (${finding.locale})` : '';
  return `${finding.content_type} ${finding.document_id}${locale} ${finding.field_path}`;
}

/**
 * A document as an editor reads it, with the IDs beside for developers:
 * `Welcome (Homepage) · api::homepage.homepage abc123`, `Hello (Article, en) · api::article.article
 * xyz (en)`; without the names (a server before decision 0240) the IDs alone.
 */
function namedDocument(document: {
  content_type: string;
  document_id: string;
  locale: string | null;
  content_type_name?: string;
  document_title?: string;
}): string {
  const locale = document.locale ? ` (${document.locale})` : '';
  const ids = `${document.content_type} ${document.document_id}${locale}`;
  if (document.document_title === undefined || document.content_type_name === undefined) return ids;
  const detail = document.locale
    ? `${document.content_type_name}, ${document.locale}`
    : document.content_type_name;
  return `${document.document_title} (${detail}) · ${ids}`;
}

/** A finding's document as an editor reads it, the IDs beside (`namedDocument`). */
export function findingDocument(finding: IntegrityFindingRow): string {
  return namedDocument(finding);
}

/** A finding's place as the edit view labels it, the raw path beside: `Content › paragraph 1 (content[0])`. */
export function findingField(finding: IntegrityFindingRow): string {
  const label = finding.field_label;
  return label && label !== finding.field_path ? `${label} (${finding.field_path})` : finding.field_path;
}

/**
 * What a finding says is wrong, in words: the lost targets, or the URL.
 * @param named name each lost target by title, type name and locale beside its IDs
 *   (`namedDocument`; the Markdown report): the console and JUnit lines keep the type and
 *   documentIds alone, as scripts read them (decision 0240), as does a server that names none
 */
export function findingReason(finding: IntegrityFindingRow, named = false): string {
  if (finding.kind === 'lost-relation') {
    const targets =
      named && finding.target_documents?.length
        ? finding.target_documents.map(namedDocument).join(', ')
        : `${finding.target_type ?? 'target'} ${finding.targets.join(', ')}`;
    return `published version lacks ${targets} that its draft holds`;
  }
  return `${finding.kind}: ${finding.targets.join(', ')}`;
}
