import type { Core } from '@strapi/strapi';
import { restPrefix } from '../model/rest-prefix';
import { createRunContext } from '../model/run-context';
import { documentPathMatcher } from './document-paths';
import { resolveLink, type LinkMatchers } from './link-resolver';

/** The document a link in content names by its content-API path. */
export interface LinkedDocument {
  uid: string;
  documentId: string;
  /** The link's `?locale=`, else the linking entry's locale; null for a type without i18n. */
  locale: string | null;
}

/** Says which document a link names, or null; never throws. */
export type LinkDocumentResolver = (url: string, locale: string | null) => LinkedDocument | null;

const resolvers = new WeakMap<Core.Strapi, LinkDocumentResolver>();

/**
 * The documents links name without reading the database, for the reference index: a site-relative
 * content-API path (`/api/articles/<documentId>`) or one on `server.url`'s origin that a
 * collection type's read route answers (`resolveLink`, the rule of the content-links endpoint).
 * Website paths (`urlPatterns`) and bare documentIds need a lookup by values and stay URL
 * targets, and so do links on the origin a request reached the CMS at (no request here):
 * docs/decisions/0181-what-the-reference-index-holds.md. Built once per instance (routes are fixed
 * after boot).
 */
export function linkDocumentResolver(strapi: Core.Strapi): LinkDocumentResolver {
  let resolver = resolvers.get(strapi);
  if (resolver) return resolver;
  const cmsOrigins = new Set<string>();
  try {
    cmsOrigins.add(new URL(String(strapi.config.get('server.url', '') ?? '')).origin);
  } catch {
    // a relative server.url names no origin
  }
  const matchers: LinkMatchers = {
    origins: {
      restPrefix: restPrefix(strapi).replace(/\/+$/, ''),
      cmsOrigins,
      siteUrl: null,
      uploadsPrefix: '/uploads/',
      mediaOrigins: new Set(),
    },
    matchDocument: documentPathMatcher(createRunContext(strapi)),
    matchSite: () => [],
  };
  resolver = (url, locale) => {
    const { question } = resolveLink(url, locale, matchers);
    if (!question || !('offline' in question) || question.offline.kind !== 'document') return null;
    const { ref, locale: linkLocale } = question.offline;
    if (!ref.documentId) return null;
    return {
      uid: ref.type.uid,
      documentId: ref.documentId,
      locale: ref.type.localized ? (linkLocale ?? null) : null,
    };
  };
  resolvers.set(strapi, resolver);
  return resolver;
}
