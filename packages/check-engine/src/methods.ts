/**
 * HTTP method rules shared by the server (testability, exposure audit), the CLI's plan and the
 * admin panel. Pure.
 *
 * A Strapi route declares one of `GET`, `POST`, `PUT`, `PATCH`, `DELETE` or `ALL` (`@strapi/core`
 * `dist/services/server/routing.js`, `routeSchema`). `ALL` is mounted with `@koa/router`'s
 * `router.all`, which registers every method: such a route answers a plain GET and also takes
 * writes, so it is both readable and a write (docs/decisions/0025-http-methods-defined-once.md).
 */

/** Methods that change nothing on the server: the safe methods of RFC 9110 section 9.2.1 that routers answer. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a route declared with `method` answers a plain GET: `GET` itself, and `ALL`, which
 * `@koa/router`'s `router.all` registers for every method.
 * @param method upper-case HTTP method as declared (`GET`, `POST`, ..., `ALL`)
 */
export function answersGet(method: string): boolean {
  return method === 'GET' || method === 'ALL';
}

/**
 * Whether a route can change something: any method that is not safe, `ALL` included (it takes
 * POST, PUT, PATCH and DELETE too).
 * @param method upper-case HTTP method as declared
 */
export function mayWrite(method: string): boolean {
  return !SAFE_METHODS.has(method);
}
