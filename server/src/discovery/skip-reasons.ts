// The exact skip_reason strings (docs/api.md) are defined once, in the contract the CLI reads too.
import { SkipReason } from '@route-discovery/contract';

const AI_SERVICES = 'Calls Strapi AI services (needs a Strapi AI licence)';
const TRANSFER_SOCKET = 'Opens a data-transfer WebSocket (needs a transfer token)';

/**
 * GET routes that must not be smoke-tested with a plain GET, each with its reason: side effects,
 * calls to outside services, or required query parameters their routes do not declare. Keyed by
 * fully qualified handler (Strapi 5.54 UIDs), so the list holds whatever prefix a route is
 * mounted under. Found by requesting every testable row of the playground (docs/decisions/0008-curated-skips.md).
 */
export const CURATED_SKIPS: Readonly<Record<string, string>> = {
  // Admin API (@strapi/admin)
  'admin::admin.licenseTrialTimeLeft': 'Calls the Strapi licence service',
  'admin::authentication.registrationInfo': SkipReason.query,
  'admin::transfer.runner-push': TRANSFER_SOCKET,
  'admin::transfer.runner-pull': TRANSFER_SOCKET,
  'admin::ai.getAiUsage': AI_SERVICES,
  'admin::ai.getAiToken': AI_SERVICES,
  'admin::ai.getAiFeatureConfig': AI_SERVICES,
  // Content Manager and i18n: required query parameters the routes do not declare
  'plugin::content-manager.collection-types.countManyEntriesDraftRelations': SkipReason.query,
  'plugin::content-manager.preview.getPreviewUrl': SkipReason.query,
  'plugin::content-manager.homepage.getRecentDocuments': SkipReason.query,
  'plugin::i18n.content-types.getFillFromLocaleData': SkipReason.query,
  // Strapi AI features of Upload and i18n
  'plugin::upload.admin-file.getLatestAIMetadataJob': AI_SERVICES,
  'plugin::upload.admin-file.getAIMetadataPendingCount': AI_SERVICES,
  // Its name in 5.47 (400 "AI Metadata service is not enabled" without Strapi AI)
  'plugin::upload.admin-file.getAIMetadataCount': AI_SERVICES,
  'plugin::i18n.ai-localization-jobs.getJobForCollectionType': AI_SERVICES,
  'plugin::i18n.ai-localization-jobs.getJobForSingleType': AI_SERVICES,
  // Content API of users-permissions
  'plugin::users-permissions.auth.emailConfirmation':
    'Confirms an account with a token sent by email (side effect)',
};

/** The curated reason for a route's qualified handler, or null (asked only of routes that answer GET). */
export function curatedSkipReason(qualifiedHandler: string): string | null {
  if (!qualifiedHandler) return null;
  return Object.prototype.hasOwnProperty.call(CURATED_SKIPS, qualifiedHandler)
    ? CURATED_SKIPS[qualifiedHandler]
    : null;
}
