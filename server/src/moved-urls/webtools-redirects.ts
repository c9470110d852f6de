import type { Core } from '@strapi/strapi';
import { movedUrlBatches } from './moved-rows';
import { ruleOf } from './redirect-export';

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
