/**
 * The write actions of a content type: the actions Strapi's core router maps to a request that
 * changes data (`@strapi/core` core router: `create` POST, `update` PUT, `delete` DELETE). The
 * exposure audit's `public-write` finding names the public ones, and the CLI's baseline counts a
 * newly public one as a regression. Custom and plugin handlers that write (`like`, upload's
 * `upload`) are not told by their name: the CLI's baseline sees them as the route that became
 * anonymously reachable, by its method and path.
 */
export const WRITE_ACTIONS: readonly string[] = ['create', 'update', 'delete'];

/** Whether `action` (an action name such as `find` or `create`) is one of the `WRITE_ACTIONS`. */
export function isWriteAction(action: string): boolean {
  return WRITE_ACTIONS.includes(action);
}
