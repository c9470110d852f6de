import {
  MOVED_URL_KINDS,
  REDIRECT_AUDIT_SOURCES,
  REDIRECT_FORMATS,
  redirectChecksBodySchema,
  webtoolsRedirectsBodySchema,
  type MovedUrlKind,
  type MovedUrlRow,
  type RedirectFormat,
} from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { baseMetadata, firstQueryValue as first, sendError, startedStream } from '../api';
import type { ApiRequestState } from '../middlewares/api-access';
import {
  auditFacts,
  auditRules,
  createWebtoolsRedirects,
  formatWriter,
  MOVED_URLS_LIST,
  movedUrlBatches,
  type MovedUrlFilters,
  type ParsedRule,
  parseRedirects,
  RedirectParseError,
  redirectText,
  storeRedirectChecks,
  WEBTOOLS_REDIRECTS_MISSING,
  webtoolsRedirectsInstalled,
  webtoolsRules,
} from '../moved-urls';
import { answerPagedRequest, scanRowsFor } from '../paging';
import { readSettings } from '../settings';
import { refuseReadOnly, requestMetadata } from './request-state';

/** The list's filters from the query, or the message of the 400 a bad one answers. */
function parseFilters(
  ctx: Context,
): { filters: MovedUrlFilters; applied: Record<string, string | null> } | string {
  const kind = first(ctx.query.kind);
  const since = first(ctx.query.since);
  const contentType = first(ctx.query.content_type);
  const locale = first(ctx.query.locale);
  if (kind !== null && !(MOVED_URL_KINDS as readonly string[]).includes(kind)) {
    return `kind must be one of ${MOVED_URL_KINDS.join(', ')}`;
  }
  const sinceDate = since === null ? null : new Date(since);
  if (sinceDate && (!/^\d{4}-\d{2}-\d{2}/.test(since ?? '') || Number.isNaN(sinceDate.getTime()))) {
    return 'since must be an ISO 8601 date or date-time, such as 2026-01-31 or 2026-01-31T12:00:00Z';
  }
  if (contentType !== null && contentType.length > 255) return 'content_type is longer than 255 characters';
  if (locale !== null && locale.length > 32) return 'locale is longer than 32 characters';
  return {
    filters: { kind: kind as MovedUrlKind | null, since: sinceDate, contentType, locale },
    applied: { kind, since, content_type: contentType, locale },
  };
}

/**
 * The rules of the redirect file a request sends (`?format=`, the body as text or JSON), or null
 * after answering the 400 a missing format, an empty body or a file not of the format gets.
 */
function fileRules(ctx: Context): { format: RedirectFormat; rules: ParsedRule[] } | null {
  const format = first(ctx.query.format);
  if (format === null || format === 'gone' || !(REDIRECT_FORMATS as readonly string[]).includes(format)) {
    const formats = REDIRECT_FORMATS.filter((name) => name !== 'gone').join(', ');
    sendError(ctx, 400, 'ValidationError', `format must be one of ${formats}`);
    return null;
  }
  const body: unknown = ctx.request.body;
  const text = typeof body === 'string' ? body : ctx.is('application/json') ? JSON.stringify(body) : null;
  if (text === null || text.trim() === '') {
    sendError(
      ctx,
      400,
      'ValidationError',
      'Send the redirect file as the body (text/plain, or application/json)',
    );
    return null;
  }
  try {
    return { format: format as RedirectFormat, rules: parseRedirects(format as RedirectFormat, text) };
  } catch (error) {
    if (!(error instanceof RedirectParseError)) throw error;
    sendError(ctx, 400, 'ValidationError', `Not a ${format} redirect file: ${error.message}`);
    return null;
  }
}

/**
 * Controllers of `GET v1/moved-urls` (always paged, newest first) and `GET
 * v1/moved-urls/redirects?format=` (docs/api.md, "Moved URLs"); access is decided by `api-access`.
 */
export default function createMovedUrlsController({ strapi }: { strapi: Core.Strapi }) {
  return {
    /** `GET v1/moved-urls[?kind=moved|gone][&since=][&content_type=][&locale=]` plus the paging parameters. */
    async list(ctx: Context) {
      const parsed = parseFilters(ctx);
      if (typeof parsed === 'string') {
        sendError(ctx, 400, 'ValidationError', parsed);
        return;
      }
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      await answerPagedRequest<MovedUrlRow>(
        ctx,
        MOVED_URLS_LIST,
        parsed.applied,
        (request) => (resumeAfter) =>
          movedUrlBatches(strapi, parsed.filters, resumeAfter, scanRowsFor(request)),
        () => baseMetadata(version, lifecycle),
        'moved-urls',
        true,
      );
    },

    /** `GET v1/moved-urls/redirects?format=nextjs|netlify|vercel|nginx|apache|csv|gone`: a download. */
    async redirects(ctx: Context) {
      const format = first(ctx.query.format);
      if (format === null || !(REDIRECT_FORMATS as readonly string[]).includes(format)) {
        sendError(ctx, 400, 'ValidationError', `format must be one of ${REDIRECT_FORMATS.join(', ')}`);
        return;
      }
      const status = readSettings(strapi).config.redirectStatus;
      const writer = formatWriter(format as RedirectFormat, status);
      const stream = await startedStream(redirectText(strapi, format as RedirectFormat, status));
      ctx.set('Content-Disposition', `attachment; filename="${writer.fileName}"`);
      ctx.type = writer.mediaType;
      ctx.body = stream;
    },

    /**
     * `POST v1/moved-urls/audit?format=` audits a site's redirect file (the body, as text, or JSON
     * for nextjs/vercel); `POST v1/moved-urls/audit?source=webtools` audits the redirects of
     * Webtools' Redirects add-on (404 without it). Both against what the database knows, by the
     * same rule (`auditRules`); reads only.
     */
    async audit(ctx: Context) {
      const source = first(ctx.query.source) ?? 'file';
      if (!(REDIRECT_AUDIT_SOURCES as readonly string[]).includes(source)) {
        sendError(ctx, 400, 'ValidationError', `source must be one of ${REDIRECT_AUDIT_SOURCES.join(', ')}`);
        return;
      }
      let read: { format: RedirectFormat | null; rules: ParsedRule[] } | null;
      if (source === 'webtools') {
        if (first(ctx.query.format) !== null) {
          sendError(ctx, 400, 'ValidationError', 'format is for a file: source=webtools reads no body');
          return;
        }
        if (!webtoolsRedirectsInstalled(strapi)) {
          sendError(ctx, 404, 'NotFoundError', WEBTOOLS_REDIRECTS_MISSING);
          return;
        }
        read = { format: null, rules: await webtoolsRules(strapi) };
      } else {
        read = fileRules(ctx);
        if (read === null) return;
      }
      const siteUrl = readSettings(strapi).config.siteUrl;
      const origin = siteUrl ? new URL(siteUrl).origin : null;
      const facts = origin
        ? await auditFacts(strapi, read.rules, origin)
        : { live: new Set<string>(), recorded: new Set<string>() };
      ctx.body = {
        source,
        format: read.format,
        rules: read.rules.length,
        findings: auditRules(read.rules, facts, origin),
        metadata: requestMetadata(ctx),
      };
    },

    /**
     * `POST v1/moved-urls/webtools-redirects`: creates Webtools redirects for the named records or
     * all rules, on an admin's request (the API key, an admin token or an admin's session).
     */
    async webtoolsRedirects(ctx: Context) {
      const { credential } = ctx.state.routeDiscovery as ApiRequestState;
      if (
        credential === 'report-value' ||
        credential === 'export-ticket' ||
        credential === 'content-api-token'
      ) {
        sendError(
          ctx,
          403,
          'ForbiddenError',
          'Creating Webtools redirects requires an admin, an admin token or the API key',
        );
        return;
      }
      if (!webtoolsRedirectsInstalled(strapi)) {
        sendError(ctx, 404, 'NotFoundError', WEBTOOLS_REDIRECTS_MISSING);
        return;
      }
      const parsed = webtoolsRedirectsBodySchema.safeParse(ctx.request.body);
      if (!parsed.success) {
        sendError(ctx, 400, 'ValidationError', 'Send { "ids": [record ids] } or { "all": true }');
        return;
      }
      const ids = parsed.data.ids ?? null;
      const outcomes = await createWebtoolsRedirects(strapi, ids, readSettings(strapi).config.redirectStatus);
      const created = outcomes.filter((outcome) => outcome.created).length;
      ctx.body = { created, skipped: outcomes.length - created, outcomes, metadata: requestMetadata(ctx) };
    },

    /**
     * `POST v1/moved-urls/checks`: stores what `smoke --site --moved` found at each old URL (the
     * rows' `redirect_check`); a write (API key or admin token).
     */
    async storeChecks(ctx: Context) {
      if (refuseReadOnly(ctx, 'Storing redirect checks')) return;
      if (!ctx.is('application/json')) {
        sendError(ctx, 415, 'UnsupportedMediaTypeError', 'Send the checks as application/json');
        return;
      }
      const parsed = redirectChecksBodySchema.safeParse(ctx.request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        sendError(ctx, 400, 'ValidationError', `Invalid checks: ${issue.path.join('.')}: ${issue.message}`);
        return;
      }
      const matched = await storeRedirectChecks(strapi, parsed.data.checks);
      ctx.body = {
        stored: matched,
        unknown: parsed.data.checks.length - matched,
        metadata: requestMetadata(ctx),
      };
    },
  };
}
