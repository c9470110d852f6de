import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

const USER_UID = 'plugin::users-permissions.user';
const DIRECTORY_ACTIONS = ['find', 'findOne', 'count'];

/**
 * `public-user-directory` (high): the Public role may list or read users-permissions users
 * (`GET /api/users`, `/api/users/:id`), which returns every account's username and e-mail
 * (`@strapi/plugin-users-permissions` `server/src/controllers/user.js`; only `password`,
 * `resetPasswordToken` and `confirmationToken` are private in the user schema).
 */
export function publicUserDirectory(facts: ExposureFacts): Finding[] {
  const users = facts.contentTypes.find((type) => type.uid === USER_UID);
  const actions = users?.public_actions.filter((action) => DIRECTORY_ACTIONS.includes(action)) ?? [];
  if (actions.length === 0) return [];
  return [
    {
      rule: 'public-user-directory',
      severity: 'high',
      subject: USER_UID,
      message: `Anonymous callers may ${actions.join(', ')} end users: usernames and e-mail addresses of every account.`,
      remedy: `In Settings > Users & Permissions > Roles > Public, untick User ${actions.join(', ')}.`,
    },
  ];
}
