import { MIN_API_KEY_LENGTH } from '../../access';
import type { Finding } from '@route-discovery/contract';
import type { ExposureFacts } from './types';

/**
 * `short-report-key` (medium): production reports are on (`enableProductionReports`) while the
 * discovery API key is shorter than 32 characters: the key alone guards the reports outside
 * development, and a short key is easier to guess (OWASP Secrets Management Cheat Sheet, "Secrets generation").
 */
export function shortReportKey(facts: ExposureFacts): Finding[] {
  if (!facts.plugin.productionReports || !facts.plugin.shortKey) return [];
  return [
    {
      rule: 'short-report-key',
      severity: 'medium',
      subject: 'plugin::route-discovery',
      message: `Production reports are enabled and the discovery API key is shorter than ${MIN_API_KEY_LENGTH} characters.`,
      remedy: `Set DISCOVERY_API_KEY to a random key of at least ${MIN_API_KEY_LENGTH} characters (e.g. openssl rand -hex 32), or turn enableProductionReports off.`,
    },
  ];
}
