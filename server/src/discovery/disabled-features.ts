import type { Core } from '@strapi/strapi';
import type { RegisteredRoute } from '../model/route-types';

/** The middleware Strapi puts on every data-transfer admin route (`@strapi/admin` `server/src/routes/transfer.ts`). */
export const DATA_TRANSFER_MIDDLEWARE = 'admin::data-transfer';

/**
 * Why the app's configuration turns data transfer off, or null when it is on. Mirrors
 * `@strapi/admin` `server/src/middlewares/data-transfer.ts` and `services/transfer/utils.ts`
 * (5.24 to 5.54): `server.transfer.remote.enabled: false` answers 404; otherwise a missing or
 * empty `admin.transfer.token.salt` answers 501 `INVALID_TOKEN_SALT`.
 * @returns the setting that turns it off, as a `skip_reason` names it
 */
export function dataTransferOff(strapi: Core.Strapi): string | null {
  if (strapi.config.get('server.transfer.remote.enabled') === false) {
    return 'server.transfer.remote.enabled is false';
  }
  const salt: unknown = strapi.config.get('admin.transfer.token.salt', null);
  if (typeof salt !== 'string' || salt.length === 0) return 'admin.transfer.token.salt is not set';
  return null;
}

/**
 * The configuration that turns off the feature an admin route belongs to, or null when nothing
 * does. Only data transfer answers an error then: Strapi 5.54 registers no review-workflows or
 * releases route without a licence, serves admin tokens without a setting, and answers
 * `/content-manager/preview/script` whether `admin.preview` is set or not
 * (docs/decisions/0111-features-the-configuration-turns-off.md).
 * @param transferOff `dataTransferOff(strapi)`, read once per run
 */
export function disabledBy(
  route: Pick<RegisteredRoute, 'middlewares'>,
  transferOff: string | null,
): string | null {
  return transferOff && route.middlewares.includes(DATA_TRANSFER_MIDDLEWARE) ? transferOff : null;
}
