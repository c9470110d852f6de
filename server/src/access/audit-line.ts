import { LOG_PREFIX } from '../identity';

/** What an authentication decision of the API ended in (docs/security.md, "Audit trail"). */
export type AuditOutcome = 'accepted' | 'refused' | 'throttled';

/**
 * The credential a decision was about: a configured key, an admin session, an admin-kind or a
 * content-API token, a signed report value, an export ticket;
 * `none` when no `Authorization` header came, `unchecked` when a throttled request's credential
 * was not looked at.
 */
export type AuditCredential =
  | 'key'
  | 'key-next'
  | 'admin-session'
  | 'admin-token'
  | 'content-api-token'
  | 'report-value'
  | 'export-ticket'
  | 'none'
  | 'unchecked';

/** One authentication decision, as the audit line reports it. */
export interface AuditEntry {
  outcome: AuditOutcome;
  credential: AuditCredential;
  /** HTTP method and path as requested (no query string): untrusted, cleaned here. */
  method: string;
  path: string;
  /** `ctx.request.ip`: untrusted when Strapi's proxy setting trusts `X-Forwarded-For`, cleaned here. */
  clientAddress: string;
  status: number;
  /** For a throttled request, the `Retry-After` seconds. */
  retryAfterSeconds?: number;
}

/** Longest request-derived value the line carries, in characters, so one request cannot flood the log. */
const MAX_FIELD_LENGTH = 200;

/**
 * Removes what could forge or hide a log line (ASVS 5.0 16.4.1): control characters (C0, DEL, C1),
 * the Unicode line and paragraph separators, and format characters such as bidirectional overrides.
 * Then cuts the result to 200 characters.
 */
export function stripControlCharacters(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').slice(0, MAX_FIELD_LENGTH);
}

/** A request-derived value, cleaned and quoted (JSON string syntax), so it cannot add a field. */
const quoted = (value: string) => JSON.stringify(stripControlCharacters(value));

/**
 * Builds the one log line of an authentication decision. It names the credential's kind, never the
 * credential, nor any part of it.
 * @returns e.g. `[route-discovery] access refused: credential=key route="GET /api/route-discovery/v1/platform" client="127.0.0.1" status=403`
 */
export function buildAuditLine(entry: AuditEntry): string {
  const fields = [
    `credential=${entry.credential}`,
    `route=${quoted(`${entry.method} ${entry.path}`)}`,
    `client=${quoted(entry.clientAddress)}`,
    `status=${entry.status}`,
  ];
  if (entry.retryAfterSeconds !== undefined) fields.push(`retry_after=${entry.retryAfterSeconds}`);
  return `${LOG_PREFIX} access ${entry.outcome}: ${fields.join(' ')}`;
}
