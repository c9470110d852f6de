/**
 * The public module of `access/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. The API key length rule and the environment in which the
 * URL reports are open, which the exposure audit and the settings diagnostics report; the API's
 * access decisions, credentials, tickets and failure throttle, which its middleware and controllers
 * apply.
 */
export { isShortKey, MIN_API_KEY_LENGTH } from './key-strength';
export { isDevelopment, reportKey, reportsEnabled } from './reports';

// Who is asking: the configured keys, API tokens, admin sessions, and what each may do.
export { KeyDigests } from './key-digests';
export { checkApiToken } from './admin-token-check';
export { findAdminSession } from './admin-session';
export { interactiveSuperAdmin, type InteractiveSuperAdmin } from './interactive-admin';
export {
  decideApiAccess,
  decideReportAccess,
  isReadOnlyCredential,
  type CredentialKind,
  type PluginAccessDecision,
} from './decision';
export { tokenMayReadReports, type ActionAbility } from './read-permission';
export { documentReadAccess, mayReadTypeInContentManager } from './content-manager-read';

// Signed values: the report token and the single-use export ticket.
export { mintReportToken } from './report-token';
export { decideExportTicket, EXPORT_TICKET_PARAM, mintExportTicket } from './export-ticket';
export { databaseSpentTickets } from './spent-tickets';

// Refused credentials: the failure throttle, its stores, and the audit line.
export { FailureThrottle } from './failure-throttle';
export { databaseFailureStore } from './failure-store';
export { MemoryFailureStore } from './memory-failure-store';
export { buildAuditLine, type AuditEntry } from './audit-line';
