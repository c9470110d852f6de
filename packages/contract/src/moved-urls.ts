import { z } from 'zod';
import { namedDocumentSchema } from './named-document';
import { baseMetadataSchema, countSchema } from './metadata';
import { pageMetadataSchema } from './paging';

/**
 * `GET /api/route-discovery/:version/moved-urls` (docs/api.md, "Moved URLs"; issue 46): website
 * URLs of published pages that moved or went away, recorded as editors change slugs, relations a
 * URL pattern reads, locales and publication; and `GET .../moved-urls/redirects?format=` (the
 * redirect rules in the formats sites deploy).
 */

/** `kind=`: `moved` keeps records whose page has a website URL now, `gone` those whose page has none. */
export const MOVED_URL_KINDS = ['moved', 'gone'] as const;
/** Whether the page of a record has a website URL now. */
export type MovedUrlKind = (typeof MOVED_URL_KINDS)[number];

/**
 * What the redirect exports do with a record: `redirect` (old URL -> the page's URL now), `gone`
 * (410), `dropped` (no rule: a published page answers at the old URL now, so a rule would loop or
 * hide it; `reason` says so) or `superseded` (a newer record of the same old URL decides it).
 */
export const REDIRECT_OUTCOMES = ['redirect', 'gone', 'dropped', 'superseded'] as const;
/** A record's redirect outcome. */
export type RedirectOutcome = (typeof REDIRECT_OUTCOMES)[number];

/**
 * The verdicts of a check of an old URL on the website (`provesMove` in
 * `@route-discovery/check-engine` decides them): `redirects` (one redirect with an accepted code
 * to the new URL), `gone` (a gone page answered an accepted gone code), `missing` (no redirect:
 * 2xx, 404 or 410 where a redirect was expected, or a gone page still answering), `wrong-target`
 * (a redirect elsewhere, or with another code such as 302/307), `chain` (a redirect whose target
 * redirects again), `error` (network error, timeout, 5xx).
 */
export const REDIRECT_CHECK_VERDICTS = [
  'redirects',
  'missing',
  'wrong-target',
  'chain',
  'gone',
  'error',
] as const;
/** A verdict of a check of an old URL. */
export type RedirectCheckVerdict = (typeof REDIRECT_CHECK_VERDICTS)[number];

/** The last check of an old URL on the website (`smoke --site --moved` or `POST v1/moved-urls/checks`). */
export const redirectCheckSchema = z.object({
  verdict: z.enum(REDIRECT_CHECK_VERDICTS),
  /** The status the old URL answered; null after a network error or timeout. */
  status: z.number().int().min(100).max(599).nullable(),
  /** The answer's Location, resolved against the old URL; null without one. */
  location: z.string().max(4096).nullable(),
  checked_at: z.string().datetime(),
});
/** The last check of an old URL. */
export type RedirectCheck = z.infer<typeof redirectCheckSchema>;

/**
 * Body of `POST v1/moved-urls/checks`: what the CLI found at each old URL (at most 1,000 a request).
 * Every record of an old URL gets the check.
 */
export const redirectChecksBodySchema = z
  .object({
    checks: z
      .array(
        z
          .object({ old_url: z.string().min(1).max(8192) })
          .merge(redirectCheckSchema)
          .strict(),
      )
      .max(1000),
  })
  .strict();
/** Body of `POST v1/moved-urls/checks`. */
export type RedirectChecksBody = z.infer<typeof redirectChecksBodySchema>;

/** Answer of `POST v1/moved-urls/checks`: old URLs stored, and those no record names (ignored). */
export const redirectChecksResponseSchema = z.object({
  stored: countSchema,
  unknown: countSchema,
  metadata: baseMetadataSchema,
});
/** Answer of `POST v1/moved-urls/checks`. */
export type RedirectChecksResponse = z.infer<typeof redirectChecksResponseSchema>;

/**
 * One recorded move of a page's website URL (one locale version of a document), the page named as
 * `linkingSourceSchema` names a document.
 */
export const movedUrlRowSchema = z.object({
  id: z.number().int(),
  old_url: z.string(),
  /** Where the page is now (its current URL, so chains collapse); null when it has none (gone). */
  new_url: z.string().nullable(),
  /** The URL the page moved to when recorded; null when the move took it away. */
  recorded_url: z.string().nullable(),
  kind: z.enum(MOVED_URL_KINDS),
  /** The page, named as the Content Manager's list view names it (`namedDocumentSchema`). */
  ...namedDocumentSchema.shape,
  /** The document service action that moved it: `update`, `publish`, `unpublish`, `delete`... */
  action: z.string(),
  /**
   * The document acted on: the page itself, or what its URL reads (a renamed category), named as
   * the page is (title, display name, edit view). `cause_locale` is the page's locale when the
   * cause's type is localized, else null (the record keeps no locale of the cause).
   */
  cause_content_type: z.string(),
  cause_content_type_name: z.string(),
  cause_document_id: z.string(),
  cause_document_title: z.string(),
  cause_locale: z.string().nullable(),
  cause_edit_url: z.string(),
  moved_at: z.string(),
  redirect: z.enum(REDIRECT_OUTCOMES),
  /** Why a record gives no rule (`dropped`, `superseded`); null otherwise. */
  reason: z.string().nullable(),
  /** Published documents whose content still links to the old URL (the reference index). */
  linked_from: countSchema,
  /** The last check of the old URL on the website; null when never checked. */
  redirect_check: redirectCheckSchema.nullable(),
});
/** One row of `v1/moved-urls`. */
export type MovedUrlRow = z.infer<typeof movedUrlRowSchema>;

/** A page of `GET v1/moved-urls` (always paged, newest record first). */
export const movedUrlsPageSchema = z.object({
  moved_urls: z.array(movedUrlRowSchema),
  count: countSchema,
  metadata: baseMetadataSchema.extend({ page: pageMetadataSchema }),
});
/** A page of `GET v1/moved-urls`. */
export type MovedUrlsPage = z.infer<typeof movedUrlsPageSchema>;

/**
 * `format=` of `v1/moved-urls/redirects`: Next.js `redirects()` JSON, Netlify `_redirects`,
 * Vercel `vercel.json`, an nginx `map`, Apache `RewriteRule` lines, a CSV for bulk importers, and
 * `gone`: the old URLs whose page is gone, one a line (each answers 410).
 */
export const REDIRECT_FORMATS = ['nextjs', 'netlify', 'vercel', 'nginx', 'apache', 'csv', 'gone'] as const;
/** A redirect export format. */
export type RedirectFormat = (typeof REDIRECT_FORMATS)[number];

/** The redirect status codes the `redirectStatus` setting allows (RFC 9110 sections 15.4.2 and 15.4.9). */
export const REDIRECT_STATUSES = [301, 308] as const;

/**
 * A published document whose content links to a URL (its locale version: null without i18n): its
 * type's display name, its title (main field, else documentId; docs/decisions/0240) and edit view.
 */
export const linkingSourceSchema = namedDocumentSchema;

/**
 * What `POST v1/moved-urls/audit` reports about a site's redirects: `loop`, `chain` (more than one
 * hop), `target-not-live` (no published page at the target: 404, unpublished, deleted or
 * draft-only), `shadows-live-page` (a published page answers at the source) and `temporary`
 * (302/307 for a recorded move).
 */
export const REDIRECT_AUDIT_KINDS = [
  'loop',
  'chain',
  'target-not-live',
  'shadows-live-page',
  'temporary',
] as const;

/** One finding of the redirect audit. */
export const redirectAuditFindingSchema = z.object({
  kind: z.enum(REDIRECT_AUDIT_KINDS),
  source: z.string(),
  /** null: a gone rule (410). */
  target: z.string().nullable(),
  status: z.number().int(),
  detail: z.string(),
});
/** One finding of the redirect audit. */
export type RedirectAuditFinding = z.infer<typeof redirectAuditFindingSchema>;

/**
 * Where the audited rules come from (`POST v1/moved-urls/audit?source=`): `file`, a redirect file
 * sent as the body (the default), or `webtools`, the redirects of Webtools' Redirects add-on
 * (`plugin::webtools-addon-redirects.redirect`) read from the database.
 */
export const REDIRECT_AUDIT_SOURCES = ['file', 'webtools'] as const;
/** Where the audited rules come from. */
export type RedirectAuditSource = (typeof REDIRECT_AUDIT_SOURCES)[number];

/**
 * Answer of `POST v1/moved-urls/audit`: where the rules came from, the file's format (null for
 * `webtools`), the rules read and the findings, in the rules' order.
 */
export const redirectAuditResponseSchema = z.object({
  source: z.enum(REDIRECT_AUDIT_SOURCES),
  format: z.enum(REDIRECT_FORMATS).nullable(),
  rules: countSchema,
  findings: z.array(redirectAuditFindingSchema),
  metadata: baseMetadataSchema,
});
/** Answer of `POST v1/moved-urls/audit`. */
export type RedirectAuditResponse = z.infer<typeof redirectAuditResponseSchema>;
