import { apiPath, REPORT_ACCESS_HEADER, type EndpointName } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import {
  type AuditEntry,
  buildAuditLine,
  checkApiToken,
  type CredentialKind,
  decideApiAccess,
  decideExportTicket,
  decideReportAccess,
  EXPORT_TICKET_PARAM,
  findAdminSession,
  isDevelopment,
  type KeyDigests,
  type PluginAccessDecision,
  reportKey,
  reportsEnabled,
} from '../access';
import {
  type ApiLifecycle,
  sendDatabaseUnavailable,
  sendError,
  setDeprecationHeaders,
  setPrivateCacheHeaders,
  toImfFixdate,
} from '../api';
import { AUTH_REALM, LOG_PREFIX } from '../identity';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { getService } from '../services/get-service';
import { readSettings, type EffectiveSettings } from '../settings';
import { restPrefix } from '../model/rest-prefix';

const THROTTLED_MESSAGE =
  'Too many refused credentials from this address: retry after the number of seconds in Retry-After';

/** What the guard leaves in `ctx.state.routeDiscovery` for the controllers. */
export interface ApiRequestState {
  version: string;
  endpoint: EndpointName;
  lifecycle: ApiLifecycle;
  /** The credential the request was allowed on (`POST v1/runs` refuses reading-only ones). */
  credential: CredentialKind;
}

/** Endpoints whose answer reads no table: they are served while the database is unreachable. */
const READS_NO_TABLE: ReadonlySet<EndpointName> = new Set<EndpointName>(['platform']);

/**
 * Route middleware guarding the content-API endpoints (the rules of docs/security.md). It is a
 * middleware, not a Strapi policy, because a policy can only allow or answer 403, and the rules
 * need 401 with `WWW-Authenticate`, 404 for an unknown version and 500 for a missing key.
 * Route config: `{ name: 'plugin::route-discovery.api-access', config: { endpoint } }`.
 */
export default function createApiAccessMiddleware(
  options: { endpoint: EndpointName },
  { strapi }: { strapi: Core.Strapi },
) {
  let lastOutageLog = 0;
  return async function routeDiscoveryApiAccess(ctx: Context, next: Next) {
    setPrivateCacheHeaders(ctx);
    try {
      await guardAndServe(ctx, next);
    } catch (error) {
      if (!(await isDatabaseUnavailable(strapi, error))) throw error;
      answerOutage(ctx);
    }
  };

  function answerOutage(ctx: Context) {
    // One line a minute at most while the outage lasts: the answer says the rest.
    if (Date.now() - lastOutageLog > 60_000) {
      lastOutageLog = Date.now();
      strapi.log.warn(`${LOG_PREFIX} the database is unreachable: answering 503 until it is back`);
    }
    sendDatabaseUnavailable(ctx);
  }

  async function guardAndServe(ctx: Context, next: Next) {
    const registry = getService(strapi, 'versions');
    const version = String(ctx.params.version ?? '');
    const contract = registry.get(version);
    if (!contract || !contract.endpoints.includes(options.endpoint)) {
      sendError(
        ctx,
        404,
        'NotFoundError',
        `Unknown API version or endpoint: ${version.slice(0, 20)}/${options.endpoint}`,
      );
      return;
    }
    const settings = readSettings(strapi);
    const { throttle, keyDigests, spentTickets } = getService(strapi, 'access-guard');
    // An export ticket is read here and taken out of the URL at once, so no log line (Strapi's
    // request logger writes `ctx.url` after the answer) ever carries it.
    const ticket = takeTicket(ctx);
    const audit = (entry: Pick<AuditEntry, 'outcome' | 'credential' | 'status' | 'retryAfterSeconds'>) => {
      const line = buildAuditLine({
        ...entry,
        method: ctx.method,
        path: ctx.path,
        clientAddress: ctx.request.ip,
      });
      if (entry.outcome === 'accepted') strapi.log.info(line);
      else strapi.log.warn(line);
    };
    // Throttled addresses are answered before their credential is looked at (docs/security.md).
    const { retryAfterSeconds, inMemory } = await throttle.check(ctx.request.ip, Date.now());
    // The throttle found the database unreachable: an endpoint that reads it would only wait for it
    // again, so it answers 503 now; one that reads no table goes on (decision 0201).
    if (inMemory && !READS_NO_TABLE.has(options.endpoint)) {
      answerOutage(ctx);
      return;
    }
    if (retryAfterSeconds !== null) {
      const credential =
        ctx.get('Authorization') || ctx.get(REPORT_ACCESS_HEADER) || ticket !== null ? 'unchecked' : 'none';
      audit({ outcome: 'throttled', credential, status: 429, retryAfterSeconds });
      ctx.set('Retry-After', String(retryAfterSeconds));
      sendError(ctx, 429, 'RateLimitError', THROTTLED_MESSAGE);
      return;
    }
    const decision =
      ticket === null
        ? await decide(ctx, settings, keyDigests)
        : await decideExportTicket({
            ticket,
            endpoint: options.endpoint,
            query: ctx.query,
            reportsEnabled: reportsEnabled(strapi, settings),
            key: reportKey(strapi),
            nowSeconds: Math.floor(Date.now() / 1000),
            spent: spentTickets,
          });
    if (!decision.allowed) {
      // Only refused credentials count: a missing header (401) or a missing key (500) guesses nothing.
      if (decision.status === 403) await throttle.recordFailure(ctx.request.ip, Date.now());
      audit({ outcome: 'refused', credential: decision.credential, status: decision.status });
      if (decision.status === 401) ctx.set('WWW-Authenticate', `Bearer realm="${AUTH_REALM}"`);
      if (decision.status === 500) strapi.log.error(`${LOG_PREFIX} ${decision.message}`);
      sendError(ctx, decision.status, decision.name, decision.message);
      return;
    }
    audit({ outcome: 'accepted', credential: decision.credential, status: 200 });
    const announcements = settings.config.apiLifecycle;
    const lifecycle = registry.lifecycle(version, announcements);
    if (lifecycle.status === 'deprecated') {
      const successor = registry.successorFor(version, options.endpoint, announcements);
      const prefix = restPrefix(strapi);
      setDeprecationHeaders(ctx, {
        sunsetHttpDate: lifecycle.sunset_on ? toImfFixdate(lifecycle.sunset_on) : null,
        successorPath: successor ? apiPath(prefix, successor, options.endpoint) : null,
      });
    }
    const state: ApiRequestState = {
      version,
      endpoint: options.endpoint,
      lifecycle,
      credential: decision.credential,
    };
    ctx.state.routeDiscovery = state;
    await next();
  }

  /**
   * The request's export ticket (`?ticket=`), or null; the URL is rewritten without it (the
   * query the ticket is bound to is read without it too: `exportQueryDigest`).
   */
  function takeTicket(ctx: Context): string | null {
    const raw = ctx.query[EXPORT_TICKET_PARAM];
    if (raw === undefined) return null;
    ctx.query = Object.fromEntries(
      Object.entries(ctx.query).filter(([name]) => name !== EXPORT_TICKET_PARAM),
    );
    return String(Array.isArray(raw) ? raw[0] : raw);
  }

  /** Access rules 1 to 7 of docs/security.md for this request. */
  function decide(
    ctx: Context,
    settings: EffectiveSettings,
    keyDigests: KeyDigests,
  ): Promise<PluginAccessDecision> {
    const authorization = ctx.get('Authorization') || undefined;
    const adminSession = (token: string) => findAdminSession(strapi, token);
    const reportToken = ctx.get(REPORT_ACCESS_HEADER);
    if (reportToken) {
      return decideReportAccess({
        reportToken,
        authorization,
        reportsEnabled: reportsEnabled(strapi, settings),
        key: reportKey(strapi),
        nowSeconds: Math.floor(Date.now() / 1000),
        adminSession,
      });
    }
    const keys = { key: settings.apiKey.value, next: settings.apiKeyNext.value };
    return decideApiAccess({
      endpoint: options.endpoint,
      authorization,
      keyConfigured: keys.key !== null,
      matchKey: (presented) => keyDigests.match(presented, keys),
      isDevelopment: isDevelopment(strapi),
      adminSession,
      apiToken: (token) => checkApiToken(strapi, token),
    });
  }
}
