import type { Finding } from '@route-discovery/contract';
import { mayWrite } from '@route-discovery/check-engine';
import type { ExposureFacts } from './types';

/** The users-permissions routes for managing one's own account (change password, me): not exposures. */
const OWN_ACCOUNT_PREFIXES = ['plugin::users-permissions.auth.', 'plugin::users-permissions.user.me'];

/**
 * `open-registration` (high): registration is open (advanced setting `allow_register` and the
 * Public role holding `auth.register`), so anyone may sign up and act with the default role
 * (advanced setting `default_role`, Authenticated by default). Write routes that role may call
 * but Public may not are in effect anonymous writes. Source: `@strapi/plugin-users-permissions`
 * `server/src/controllers/auth.js` `register` (refuses when `allow_register` is false, assigns `default_role`).
 */
export function openRegistration(facts: ExposureFacts): Finding[] {
  const { allowRegister, registerRouteOpen, defaultRole } = facts.registration;
  if (!allowRegister || !registerRouteOpen || !defaultRole) return [];
  const writes = facts.routes.filter(
    (route) =>
      mayWrite(route.method) &&
      route.access !== 'public' &&
      route.roleTypes.includes(defaultRole.type) &&
      !OWN_ACCOUNT_PREFIXES.some((prefix) => route.handler.startsWith(prefix)),
  );
  if (writes.length === 0) return [];
  const handlers = [...new Set(writes.map((route) => route.handler))].sort();
  return [
    {
      rule: 'open-registration',
      severity: 'high',
      subject: defaultRole.name,
      message: `Anyone may register and then call ${handlers.join(', ')} as ${defaultRole.name}.`,
      remedy: `Turn off "Enable sign-ups" in Settings > Users & Permissions > Advanced settings, or remove these write actions from ${defaultRole.name} (or make a stricter role the default role).`,
    },
  ];
}
