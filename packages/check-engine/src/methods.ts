/**
 * HTTP method rules shared by the server (testability, `server/src/discovery/testability.ts`), the
 * CLI's plan and the admin panel. Pure.
 */

/**
 * Whether a route declared with `method` answers a plain GET: `GET` itself, and `ALL`, which
 * `@koa/router`'s `router.all` registers for every method.
 * @param method upper-case HTTP method as declared (`GET`, `POST`, ..., `ALL`)
 */
export function answersGet(method: string): boolean {
  return method === 'GET' || method === 'ALL';
}
