import { isWriteAction, type Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `public-write` (high): the Public role may create, update or delete documents of a content
 * type, so anyone on the internet may change its content. Strapi's core router maps `create`,
 * `update` and `delete` to POST/PUT/DELETE routes, each checked against the caller's role
 * (users-permissions: the Public role is the role of every request without a JWT,
 * `@strapi/plugin-users-permissions` `server/src/strategies/users-permissions.js`).
 */
export function publicWrite(facts: ExposureFacts): Finding[] {
  return facts.contentTypes.flatMap((type) => {
    const writes = type.public_actions.filter(isWriteAction);
    if (writes.length === 0) return [];
    return [
      {
        rule: 'public-write',
        severity: 'high' as const,
        subject: type.uid,
        message: `Anonymous callers may ${writes.join(', ')} documents of ${type.uid}.`,
        remedy: `In Settings > Users & Permissions > Roles > Public, untick ${writes.join(', ')} for ${type.uid}, or add a policy (captcha, rate limit) to those routes if anonymous writes are intended.`,
      },
    ];
  });
}
