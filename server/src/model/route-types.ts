/** Which Strapi router a route belongs to (`route.info.type`). */
export type RouteKind = 'admin' | 'content-api';

/** Who declared a route: Strapi's admin, a plugin, or an API of the app. */
export interface RouteOrigin {
  kind: 'admin' | 'plugin' | 'api';
  /** `admin`, the plugin name, or the API name. */
  name: string;
}

/** A route as registered with Strapi, with the path it is actually mounted at. */
export interface RegisteredRoute {
  kind: RouteKind;
  /** Upper-case HTTP method as declared (`GET`, `POST`, ..., `ALL`). */
  method: string;
  /** Full path as mounted, e.g. `/admin/users/:id` or `/api/articles/:id`. */
  path: string;
  /** The handler as declared (`collection-types.find`), or null for function handlers. */
  handler: string | null;
  /** Fully qualified handler UID (`plugin::content-manager.collection-types.find`), '' for functions. */
  qualifiedHandler: string;
  /** `admin`, `plugin::<name>` or `api::<name>`. */
  namespace: string;
  origin: RouteOrigin;
  /** `config.auth` as declared: false means public. */
  auth: unknown;
  /** The route's request schemas (Strapi 5 routes carry zod schemas under `request.query`). */
  request: { query?: Record<string, unknown>; params?: Record<string, unknown> } | undefined;
  /** The path's parameters and regex, parsed once when the route is collected. */
  shape: PathShape;
  /**
   * Names of the route's `config.policies`, in declared order: a string as declared, an object's
   * `name`, a function's own name (`<function>` when it has none). Empty when none are declared.
   */
  policies: string[];
  /** Names of the route's `config.middlewares`, read as `policies` are. */
  middlewares: string[];
}

/** A path parameter of a route path (path-to-regexp syntax as used by `@koa/router`). */
export interface PathParameter {
  name: string;
  optional: boolean;
}

/** What a route path contains: its parameters and whether it holds a custom regex. */
export interface PathShape {
  params: PathParameter[];
  hasRegex: boolean;
}
