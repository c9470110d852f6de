import { ENDPOINTS, type EndpointName } from '@route-discovery/contract';
import type { ApiTokenCheck } from './admin-token-check';
import { parseAuthorization } from './bearer';
import type { KeySlot } from './key-digests';
import { verifyReportToken } from './report-token';

/** The credential a request was decided on (docs/security.md, "Audit trail"). */
export type CredentialKind =
  | KeySlot
  | 'admin-session'
  | 'admin-token'
  | 'content-api-token'
  | 'report-value'
  | 'export-ticket';

/**
 * Credentials that open the reports for reading but may not write the plugin's own data (a run,
 * a reference index rebuild): an admin's own session (access rule 3), the signed report value
 * of the in-admin pages (rule 5, docs/security.md) and an export ticket (one download).
 */
const READ_ONLY_CREDENTIALS: ReadonlySet<CredentialKind> = new Set([
  'admin-session',
  'report-value',
  'export-ticket',
]);

/** Whether a credential may only read (`POST v1/runs` and `POST v1/references/rebuild` refuse it). */
export function isReadOnlyCredential(credential: CredentialKind): boolean {
  return READ_ONLY_CREDENTIALS.has(credential);
}

/**
 * Outcome of the access rules of docs/security.md for a request to this plugin's own API, with the
 * credential it was about (`none`: no `Authorization` header came). Not to be confused with
 * `AudienceDecision` (`permissions/decide-access.ts`), which says who may call a content-API route
 * of the app: this one says whether one request may read the plugin's reports.
 */
export type PluginAccessDecision =
  | { allowed: true; credential: CredentialKind }
  | {
      allowed: false;
      credential: CredentialKind | 'none';
      status: 401 | 403 | 500;
      name: 'UnauthorizedError' | 'ForbiddenError' | 'ApplicationError';
      message: string;
    };

/** What the rules need to know about an admin session presented as a Bearer token. */
export interface AdminSessionCheck {
  /** Resolves the token to an active interactive admin session, or null when it is none. */
  (token: string): Promise<{ isSuperAdmin: boolean; userId?: string | number; sessionId?: string } | null>;
}

/** Everything the access rules read from the request and the settings. */
export interface AccessInput {
  endpoint: EndpointName;
  authorization: string | undefined;
  /** Whether `DISCOVERY_API_KEY` (or `apiKey`) is configured: without it the API answers 500. */
  keyConfigured: boolean;
  /** Which configured key (key or next key) a Bearer token equals, compared in constant time. */
  matchKey: (presented: string) => KeySlot | null;
  isDevelopment: boolean;
  adminSession: AdminSessionCheck;
  /** Resolves a Bearer token to an API token of the app (null: none, or no admin-kind tokens here). */
  apiToken: (token: string) => Promise<ApiTokenCheck>;
}

const DENY_WRONG_KEY = {
  allowed: false,
  credential: 'key',
  status: 403,
  name: 'ForbiddenError',
  message: 'The Bearer token is not a valid route-discovery API key',
} as const;

/** The permission's name as Settings > Roles and Settings > Admin tokens show it. */
const READ_PERMISSION_HINT =
  '"Read route discovery reports" (plugin::route-discovery.reports.read, Plugins tab)';

/** Rule 5 of docs/security.md: what an API token of the app gets. */
function decideApiToken(token: NonNullable<ApiTokenCheck>): PluginAccessDecision {
  if (token.kind === 'content-api') {
    return {
      allowed: false,
      credential: 'content-api-token',
      status: 403,
      name: 'ForbiddenError',
      message: `Content-API tokens do not reach this API: create an admin token (Settings > Administration panel > Admin tokens) with the permission ${READ_PERMISSION_HINT}, or send the API key`,
    };
  }
  if (token.mayRead) return { allowed: true, credential: 'admin-token' };
  return {
    allowed: false,
    credential: 'admin-token',
    status: 403,
    name: 'ForbiddenError',
    message: token.valid
      ? `This admin token may not read route discovery: the token and its owner both need the permission ${READ_PERMISSION_HINT}`
      : 'This admin token is expired or its owner is deactivated',
  };
}

/**
 * Applies access rules 2 to 6 of docs/security.md (the report flow, rule 7, is decided before this).
 * Order: no header -> 401; an interactive admin session -> 200 for super admins on the URL
 * endpoints in development, else 403; the key or the next key (rotation) -> 200; an admin token
 * whose token and owner hold the read permission -> 200, another admin token or a content-API
 * token -> 403; then no key configured -> 500, anything else (wrong key, non-Bearer scheme) -> 403.
 */
export async function decideApiAccess(input: AccessInput): Promise<PluginAccessDecision> {
  const auth = parseAuthorization(input.authorization);
  if (auth === null) {
    return {
      allowed: false,
      credential: 'none',
      status: 401,
      name: 'UnauthorizedError',
      message: 'Missing Authorization header: send "Authorization: Bearer <DISCOVERY_API_KEY>"',
    };
  }
  if (auth.scheme === 'bearer' && auth.credentials !== '') {
    const session = await input.adminSession(auth.credentials);
    if (session !== null) {
      const sessionMayRead = ENDPOINTS[input.endpoint].adminSessionInDevelopment;
      if (session.isSuperAdmin && input.isDevelopment && sessionMayRead) {
        return { allowed: true, credential: 'admin-session' };
      }
      return {
        allowed: false,
        credential: 'admin-session',
        status: 403,
        name: 'ForbiddenError',
        message: !sessionMayRead
          ? `The ${input.endpoint} endpoint requires the API key`
          : 'An admin session reaches this endpoint only for super admins in development',
      };
    }
  }
  const bearer = auth.scheme === 'bearer' && auth.credentials !== '' ? auth.credentials : null;
  // The key first: it needs no I/O, so keyed requests never wait for the token lookup.
  const slot = bearer !== null && input.keyConfigured ? input.matchKey(bearer) : null;
  if (slot !== null) return { allowed: true, credential: slot };
  const token = bearer !== null ? await input.apiToken(bearer) : null;
  if (token !== null) return decideApiToken(token);
  if (!input.keyConfigured) {
    return {
      allowed: false,
      credential: 'key',
      status: 500,
      name: 'ApplicationError',
      message: 'DISCOVERY_API_KEY is not configured',
    };
  }
  return DENY_WRONG_KEY;
}

/** Everything rule 7 (the report flow) reads. */
export interface ReportAccessInput {
  /** The `X-Discovery-Report-Access` value. */
  reportToken: string;
  authorization: string | undefined;
  reportsEnabled: boolean;
  key: Buffer;
  nowSeconds: number;
  adminSession: AdminSessionCheck;
}

const DENY_REPORT = {
  allowed: false,
  credential: 'report-value',
  status: 403,
  name: 'ForbiddenError',
  message: 'The report access value is not valid for this admin session',
} as const;

/**
 * Access rule 7 of docs/security.md: reports enabled, the signed value valid and unexpired, and bound to
 * the same admin user and session as the access token in `Authorization`, whose user is an
 * active super admin -> allowed; anything else -> 403, with no fallback to the other rules.
 */
export async function decideReportAccess(input: ReportAccessInput): Promise<PluginAccessDecision> {
  if (!input.reportsEnabled) {
    return {
      allowed: false,
      credential: 'report-value',
      status: 403,
      name: 'ForbiddenError',
      message:
        'Reports are disabled: set DISCOVERY_ENABLE_PRODUCTION_REPORTS to enable them outside development',
    };
  }
  const payload = verifyReportToken(input.key, input.reportToken, input.nowSeconds);
  const auth = parseAuthorization(input.authorization);
  if (!payload || !auth || auth.scheme !== 'bearer' || !auth.credentials) return DENY_REPORT;
  const session = await input.adminSession(auth.credentials);
  if (!session || !session.isSuperAdmin) return DENY_REPORT;
  if (String(session.userId) !== payload.sub || session.sessionId !== payload.sid) return DENY_REPORT;
  return { allowed: true, credential: 'report-value' };
}
