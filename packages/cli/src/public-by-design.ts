import { publicByDesignAdminRoutes } from '@route-discovery/check-engine';
import type { ExposureResponse } from './types';

/**
 * GET admin routes Strapi 5 declares with `auth: false`, which answer anonymous callers by design:
 * `/admin/init`, `/admin/project-type` (@strapi/admin server/src/routes/admin.ts),
 * `/admin/registration-info` (@strapi/admin server/src/routes/authentication.ts) and
 * `/content-manager/preview/script` (@strapi/content-manager server/src/preview/routes/preview.ts).
 * Only for servers whose exposure audit has no `core_routes` (plugin versions before it).
 */
export const FALLBACK_PUBLIC_BY_DESIGN = [
  '/admin/init',
  '/admin/project-type',
  '/admin/registration-info',
  '/content-manager/preview/script',
];

/**
 * The admin routes the auth-enforcement check leaves out because they answer anonymous callers on
 * purpose. The server's classification decides where it gives one (`core_routes` rows of the
 * `admin` API with access `public-by-design`, docs/api.md "Exposure audit"), so the CLI keeps no
 * second list of Strapi's routes; `FALLBACK_PUBLIC_BY_DESIGN` otherwise.
 * @returns exact route paths as mounted, e.g. `/admin/init`
 */
export function publicByDesignRoutes(exposure: ExposureResponse | null): string[] {
  const core = exposure?.core_routes;
  if (!Array.isArray(core)) return FALLBACK_PUBLIC_BY_DESIGN;
  return publicByDesignAdminRoutes(core);
}
