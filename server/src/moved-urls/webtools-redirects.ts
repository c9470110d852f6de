import type { Core } from '@strapi/strapi';
import { findContentType } from '../model/content-types';
import { scanPublishedRows } from '../model/document-scan';
import { movedUrlBatches } from './moved-rows';
import { ruleOf } from './redirect-export';
import type { ParsedRule } from './redirect-parse';

/**
 * UID of the redirect content type of Webtools' Redirects add-on (pluginpal/strapi-webtools,
 * `packages/addons/redirects/server/services/redirect.ts`): attributes `from` (unique), `to` and
 * `status_code` (`content-types/redirect/schema.json`).
 */
export const WEBTOOLS_REDIRECT_UID = 'plugin::webtools-addon-redirects.redirect';

/** Whether Webtools' Redirects add-on is installed (its content type is registered). */
export function webtoolsRedirectsInstalled(strapi: Core.Strapi): boolean {
  return Boolean((strapi.contentTypes as Record<string, unknown>)[WEBTOOLS_REDIRECT_UID]);
}

/** The message of the 404 that creating and auditing Webtools redirects answer without the add-on. */
export const WEBTOOLS_REDIRECTS_MISSING =
  "Webtools' Redirects add-on (webtools-addon-redirects) is not installed";

/**
 * Every Webtools redirect as a rule for the redirect audit (`auditRules`), read in keyset pages
 * through the data floor (`scanPublishedRows`; the content type has no draft and publish, so every
 * row): `from` is the source, `to` the target and `status_code` the status (a 410, which the
 * add-on does not offer, is read as gone). The add-on keeps `from` unique, so order does not matter.
 * @returns an empty list when the add-on is not installed (callers check `webtoolsRedirectsInstalled`)
 * @throws the database driver's error
 */
export async function webtoolsRules(strapi: Core.Strapi): Promise<ParsedRule[]> {
  const type = findContentType(strapi, WEBTOOLS_REDIRECT_UID);
  if (!type) return [];
  const rules: ParsedRule[] = [];
  for await (const rows of scanPublishedRows(strapi, type, ['from', 'to', 'status_code'])) {
    for (const row of rows) {
      if (typeof row.from !== 'string' || row.from === '') continue;
      const status = Number(row.status_code);
      // The add-on's schema requires a code: a row without one (written around the schema) is left
      // out rather than audited under a guessed code.
      if (!Number.isInteger(status)) continue;
      const target = typeof row.to === 'string' && row.to !== '' && status !== 410 ? row.to : null;
      rules.push({ source: row.from, target, status });
    }
  }
  return rules;
}

/** What happened to one rule: created, or skipped with the reason. */
export interface WebtoolsOutcome {
  id: number;
  source: string;
  target: string | null;
  created: boolean;
  reason: string | null;
}

/**
 * Creates a Webtools redirect for each selected record's rule (all rules when `ids` is null)
 * through the Document Service, so the add-on's own middlewares (its chain and loop refusal) run.
 * Gone rules are skipped (Webtools redirects have no 410), as are sources it has already and rules
 * it refuses (the reason is its message, cut to 300 characters).
 * @param status the `redirectStatus` setting (301 or 308)
 * @throws the database driver's error while reading the records
 */
export async function createWebtoolsRedirects(
  strapi: Core.Strapi,
  ids: readonly number[] | null,
  status: number,
): Promise<WebtoolsOutcome[]> {
  const wanted = ids === null ? null : new Set(ids);
  const redirects = strapi.documents(WEBTOOLS_REDIRECT_UID as Parameters<Core.Strapi['documents']>[0]);
  const outcomes: WebtoolsOutcome[] = [];
  const filters = { kind: null, since: null, contentType: null, locale: null };
  for await (const rows of movedUrlBatches(strapi, filters)) {
    for (const row of rows) {
      if (wanted && !wanted.has(row.id)) continue;
      const rule = ruleOf(row);
      const base = { id: row.id, source: rule?.source ?? row.old_url, target: rule?.target ?? null };
      if (!rule) {
        outcomes.push({ ...base, created: false, reason: row.reason ?? `no rule: ${row.redirect}` });
      } else if (rule.target === null) {
        outcomes.push({ ...base, created: false, reason: 'gone (410): Webtools redirects have no 410' });
      } else if (await redirects.findFirst({ filters: { from: rule.source } as never })) {
        outcomes.push({ ...base, created: false, reason: 'Webtools has a redirect from this URL already' });
      } else {
        try {
          await redirects.create({
            data: { from: rule.source, to: rule.target, status_code: status } as never,
          });
          outcomes.push({ ...base, created: true, reason: null });
        } catch (error) {
          const message = error instanceof Error ? error.message : 'refused';
          outcomes.push({ ...base, created: false, reason: `Webtools refused it: ${message.slice(0, 300)}` });
        }
      }
    }
  }
  if (wanted) {
    const seen = new Set(outcomes.map((outcome) => outcome.id));
    for (const id of wanted) {
      if (!seen.has(id))
        outcomes.push({ id, source: '', target: null, created: false, reason: 'no such record' });
    }
  }
  return outcomes;
}
