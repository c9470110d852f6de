import { REPORTS_READ_ACTION, type Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `plugin-read-granted` (info): an admin role other than Super Admin holds the plugin's read
 * permission (`plugin::route-discovery.reports.read`, Settings > Administration panel > Roles), so
 * its members see the plugin's menu link and pages. Listed so the grant is a decision, not an accident.
 */
export function pluginReadGranted(facts: ExposureFacts): Finding[] {
  return facts.plugin.readRoles.map((role) => ({
    rule: 'plugin-read-granted',
    severity: 'info' as const,
    subject: role,
    message: `The admin role ${role} holds ${REPORTS_READ_ACTION}: its members see the Route Discovery pages.`,
    remedy: `If they should not, untick Route Discovery > Read reports for ${role} in Settings > Administration panel > Roles.`,
  }));
}
