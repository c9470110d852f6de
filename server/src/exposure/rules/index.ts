import type { Finding, FindingSeverity } from '@route-discovery/contract';
import { authDisabledWrite } from './auth-disabled-write';
import { graphqlIntrospection } from './graphql-introspection';
import { graphqlPublicDrafts } from './graphql-public-drafts';
import { graphqlPublicMutation } from './graphql-public-mutation';
import { graphqlUnboundedLimits } from './graphql-unbounded-limits';
import { openRegistration } from './open-registration';
import { pluginReadGranted } from './plugin-read-granted';
import { publicDrafts } from './public-drafts';
import { publicOpenApi } from './public-openapi';
import { publicPublish } from './public-publish';
import { publicUpload } from './public-upload';
import { publicUserDirectory } from './public-user-directory';
import { publicWrite } from './public-write';
import { sensitiveField } from './sensitive-field';
import { shortReportKey } from './short-report-key';
import type { ExposureFacts, ExposureRule } from './types';

export type { ExposureFacts, ExposureRule } from './types';

/** Every audit rule, in the order their findings are listed within one severity. */
export const EXPOSURE_RULES: readonly ExposureRule[] = [
  publicWrite,
  publicPublish,
  publicDrafts,
  openRegistration,
  publicUserDirectory,
  publicUpload,
  authDisabledWrite,
  sensitiveField,
  publicOpenApi,
  shortReportKey,
  pluginReadGranted,
  graphqlPublicMutation,
  graphqlPublicDrafts,
  graphqlIntrospection,
  graphqlUnboundedLimits,
];

const SEVERITY_RANK: Record<FindingSeverity, number> = { high: 0, medium: 1, low: 2, info: 3 };

/**
 * Runs the rules and sorts their findings by severity (high first), keeping rule order and then
 * subject order within a severity, so the output is stable between requests.
 */
export function runRules(facts: ExposureFacts, rules: readonly ExposureRule[] = EXPOSURE_RULES): Finding[] {
  const findings = rules.flatMap((rule, ruleIndex) => rule(facts).map((finding) => ({ finding, ruleIndex })));
  findings.sort(
    (a, b) =>
      SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] ||
      a.ruleIndex - b.ruleIndex ||
      a.finding.subject.localeCompare(b.finding.subject),
  );
  return findings.map((entry) => entry.finding);
}
