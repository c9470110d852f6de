import type { RedirectAuditFinding } from '@route-discovery/contract';
import type { ParsedRule } from './redirect-parse';

/** What the database knows about the URLs of a set of rules, by comparison key (`pathKey`). */
export interface AuditFacts {
  /** Keys of URLs a published page answers at now (the site URL table). */
  live: ReadonlySet<string>;
  /** Keys of recorded old URLs (moves are permanent). */
  recorded: ReadonlySet<string>;
}

/** Temporary redirect codes (RFC 9110 15.4.3, 15.4.8). */
const TEMPORARY = new Set([302, 307]);
/** Hops followed at most when looking for a loop (WordPress redirect managers stop at 10). */
const MAX_HOPS = 10;

/**
 * The comparison key of a rule's source or target: a site-relative path with its query, decoded
 * (nginx and Apache match decoded paths), for a target on `origin` or relative; null for a target
 * on another origin.
 */
export function pathKey(url: string, origin: string | null): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin ?? 'http://site.invalid');
  } catch {
    return null;
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  if (absolute && (origin === null || parsed.origin !== origin)) return null;
  const path = `${parsed.pathname}${parsed.search}`;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Audits a site's redirect rules (issue 46, item 4): `loop` (following the rules comes back to the
 * source), `chain` (the target is itself redirected: more than one hop), `target-not-live` (no
 * published page answers at the target: it answers 404, or points at an unpublished, deleted or
 * draft-only document), `shadows-live-page` (a published page answers at the source: the rule
 * hides it) and `temporary` (302/307 for a recorded move, which is permanent). Only the first rule
 * of a source counts, as servers apply the first match. Targets on another origin are not judged.
 * @param origin the website's origin (`siteUrl`), or null when none is configured
 */
export function auditRules(
  rules: readonly ParsedRule[],
  facts: AuditFacts,
  origin: string | null,
): RedirectAuditFinding[] {
  const bySource = new Map<string, ParsedRule>();
  for (const rule of rules) {
    const key = pathKey(rule.source, origin);
    if (key !== null && !bySource.has(key)) bySource.set(key, rule);
  }
  const findings: RedirectAuditFinding[] = [];
  const add = (rule: ParsedRule, kind: RedirectAuditFinding['kind'], detail: string) =>
    findings.push({ kind, source: rule.source, target: rule.target, status: rule.status, detail });
  for (const [sourceKey, rule] of bySource) {
    if (facts.live.has(sourceKey))
      add(rule, 'shadows-live-page', 'a published page answers at this URL; the rule hides it');
    if (TEMPORARY.has(rule.status) && facts.recorded.has(sourceKey)) {
      add(rule, 'temporary', `HTTP ${rule.status} is temporary, but the page moved for good: use 301 or 308`);
    }
    if (rule.target === null) continue;
    const targetKey = pathKey(rule.target, origin);
    if (targetKey === null) continue;
    const hops = [sourceKey];
    let next: string | null = targetKey;
    while (next !== null && bySource.has(next) && !hops.includes(next) && hops.length <= MAX_HOPS) {
      hops.push(next);
      const target: string | null = bySource.get(next)?.target ?? null;
      next = target === null ? null : pathKey(target, origin);
    }
    if (next !== null && hops.includes(next)) {
      add(rule, 'loop', `following the rules comes back: ${[...hops, next].join(' -> ')}`);
    } else if (hops.length > 1) {
      add(rule, 'chain', `${hops.length} hops: ${[...hops, next ?? '(gone)'].join(' -> ')}`);
    } else if (!facts.live.has(targetKey)) {
      add(
        rule,
        'target-not-live',
        'no published page answers at the target: it answers 404, or its document is unpublished, deleted or draft-only',
      );
    }
  }
  return findings;
}
