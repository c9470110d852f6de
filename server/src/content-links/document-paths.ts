import { answersGet } from '@route-discovery/check-engine';
import { match } from 'path-to-regexp';
import { listManagedContentTypes, type ContentTypeInfo } from '../model/content-types';
import { parameterFiller } from '../model/path-shape';
import { contentApiRoutes } from '../model/route-catalog';
import type { ResolverContext } from '../model/run-context';
import type { RegisteredRoute } from '../model/route-types';
import { actionHandler } from '../permissions/handler-action';

/** A content-API path that names one document: its type and documentId (null for a single type). */
export interface DocumentRef {
  type: ContentTypeInfo;
  documentId: string | null;
}

/** Matches a content-API path to the document it reads, or null. */
export type DocumentPathMatcher = (path: string) => DocumentRef | null;

/** The content-API path of one document of a collection type, or null when the type has no plain read route. */
export type DocumentPathBuilder = (type: ContentTypeInfo, documentId: string) => string | null;

/**
 * Each managed type's own read route: `findOne` (`/api/articles/:id`) of a collection type, `find`
 * (`/api/homepage`) of a single type; types whose route has a regex or not exactly one parameter
 * (collection types) are left out.
 */
function readRoutes(context: ResolverContext): Array<{ type: ContentTypeInfo; route: RegisteredRoute }> {
  const routes = contentApiRoutes(context);
  const found: Array<{ type: ContentTypeInfo; route: RegisteredRoute }> = [];
  for (const type of listManagedContentTypes(context.strapi)) {
    const action = actionHandler(type.uid, type.kind === 'singleType' ? 'find' : 'findOne');
    const route = routes.find(
      (candidate) => answersGet(candidate.method) && candidate.qualifiedHandler === action,
    );
    if (!route || route.shape.hasRegex) continue;
    if (type.kind === 'collectionType' && route.shape.params.length !== 1) continue;
    found.push({ type, route });
  }
  return found;
}

/**
 * The document a content-API path reads, from the app's own read routes (`readRoutes`), each
 * matched with path-to-regexp, the parser `@koa/router` uses. A path that matches no read route
 * (a list, a custom route) is no document link.
 */
export function documentPathMatcher(context: ResolverContext): DocumentPathMatcher {
  const matchers = readRoutes(context).map(({ type, route }) => ({
    type,
    test: match(route.path, { decode: decodeURIComponent }),
  }));
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

/**
 * The inverse of `documentPathMatcher` for collection types: a documentId to the path of its type's
 * `findOne` route (`/api/articles/<documentId>`), as page rows fill it (`parameterFiller`).
 */
export function documentPathBuilder(context: ResolverContext): DocumentPathBuilder {
  const fillers = new Map<string, (value: string) => string | null>();
  for (const { type, route } of readRoutes(context)) {
    if (type.kind !== 'collectionType') continue;
    fillers.set(type.uid, parameterFiller(route.path, route.shape.params[0]?.name ?? 'id'));
  }
  return (type, documentId) => fillers.get(type.uid)?.(documentId) ?? null;
}
