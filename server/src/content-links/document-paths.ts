import { answersGet } from '@route-discovery/check-engine';
import { match } from 'path-to-regexp';
import { listManagedContentTypes, type ContentTypeInfo } from '../discovery/content-types';
import { contentApiRoutes } from '../discovery/public-documents';
import type { ResolverContext } from '../discovery/run-context';
import { actionHandler } from '../users-permissions/handler-action';

/** A content-API path that names one document: its type and documentId (null for a single type). */
export interface DocumentRef {
  type: ContentTypeInfo;
  documentId: string | null;
}

/** Matches a content-API path to the document it reads, or null. */
export type DocumentPathMatcher = (path: string) => DocumentRef | null;

/**
 * The document a content-API path reads, from the app's own read routes: `findOne`
 * (`/api/articles/:id`) of a collection type and `find` (`/api/homepage`) of a single type, each
 * matched with path-to-regexp, the parser `@koa/router` uses. A path that matches no read route
 * (a list, a custom route) is no document link.
 */
export function documentPathMatcher(context: ResolverContext): DocumentPathMatcher {
  const routes = contentApiRoutes(context);
  const matchers: Array<{ type: ContentTypeInfo; test: ReturnType<typeof match> }> = [];
  for (const type of listManagedContentTypes(context.strapi)) {
    const action = actionHandler(type.uid, type.kind === 'singleType' ? 'find' : 'findOne');
    const route = routes.find(
      (candidate) => answersGet(candidate.method) && candidate.qualifiedHandler === action,
    );
    if (!route || route.shape.hasRegex) continue;
    if (type.kind === 'collectionType' && route.shape.params.length !== 1) continue;
    matchers.push({ type, test: match(route.path, { decode: decodeURIComponent }) });
  }
  return (path) => {
    for (const { type, test } of matchers) {
      let result: ReturnType<typeof test>;
      try {
        result = test(path);
      } catch {
        continue; // a malformed percent-escape
      }
      if (!result) continue;
      const values = Object.values(result.params as Record<string, string>);
      return { type, documentId: type.kind === 'singleType' ? null : String(values[0] ?? '') };
    }
    return null;
  };
}
