import { InvalidArgumentError } from 'commander';
import { CouldNotRunError } from './exit-codes';
import type { LinkRunOptions } from './links/run-links';
import { hasCredentials, redactUrlCredentials } from './redact';
import { REPORT_FORMATS, type ReportFormat } from './report/writer';
import { validateSiteOptions, type SiteOptions } from './site/site-options';

/**
 * The options of `route-discovery smoke`, after parsing (the website ones: `SiteOptions`; the
 * content-links ones and the request limits they share: `LinkRunOptions`).
 */
export interface SmokeOptions extends SiteOptions, LinkRunOptions {
  key?: string;
  prefix: string;
  adminToken?: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Timeout of each discovery API call (large apps list many rows). */
  discoveryTimeout: number;
  redirects: boolean;
  include: string[];
  exclude: string[];
  allowAnonymous: string[];
  report: Array<{ format: ReportFormat; file: string }>;
  saveBaseline?: string;
  baseline?: string;
  failOn: string[];
  quiet: boolean;
  /** Send the run summary to `POST v1/runs` (docs/ci.md, "Publishing runs"). */
  publish: boolean;
  /** Path of the GraphQL endpoint when it is not the one the server reports (`/graphql`). */
  graphqlPath?: string;
}

/** Collects a repeatable option into an array. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** Parses `--report FORMAT=FILE` (repeatable). */
export function reportSpec(value: string, previous: SmokeOptions['report'] = []): SmokeOptions['report'] {
  const [format, ...file] = value.split('=');
  if (!REPORT_FORMATS.includes(format as ReportFormat) || file.join('=') === '') {
    throw new InvalidArgumentError(`expected ${REPORT_FORMATS.map((f) => `${f}=FILE`).join(', ')}.`);
  }
  return [...previous, { format: format as ReportFormat, file: file.join('=') }];
}

/**
 * Checks what commander cannot: the base URL (absolute, http(s), no user info), a credential for
 * the discovery API (the key, or an admin token alone: docs/ci.md), the prefix, admin credentials
 * in pairs.
 * @throws CouldNotRunError naming the option to fix (never echoing a credential)
 */
export function validate(options: SmokeOptions): SmokeOptions {
  let parsed: URL;
  try {
    parsed = new URL(options.url);
  } catch {
    throw new CouldNotRunError(
      `--url ${JSON.stringify(redactUrlCredentials(options.url))} is not an absolute URL (e.g. https://cms.example.com).`,
    );
  }
  if (!['http:', 'https:'].includes(parsed.protocol))
    throw new CouldNotRunError('--url must start with http:// or https://.');
  // Refused rather than stripped: fetch rejects such URLs with a message that repeats them, and
  // the URL goes into reports that CI jobs publish (docs/decisions/0049-credentials-in-url-refused.md).
  if (hasCredentials(parsed)) {
    throw new CouldNotRunError(
      '--url must not carry credentials (user:password@): pass the discovery key with --key ' +
        '(or DISCOVERY_API_KEY) and admin credentials with --admin-token or --admin-email and --admin-password.',
    );
  }
  if (!options.key && !options.adminToken) {
    throw new CouldNotRunError(
      'no credential for the discovery API: pass --key (DISCOVERY_API_KEY) or --admin-token (ROUTE_DISCOVERY_ADMIN_TOKEN).',
    );
  }
  if (Boolean(options.adminEmail) !== Boolean(options.adminPassword)) {
    throw new CouldNotRunError('--admin-email and --admin-password go together.');
  }
  validateSiteOptions(options);
  if (options.graphqlPath !== undefined && !/^\/[^\s?#]*$/.test(options.graphqlPath)) {
    throw new CouldNotRunError('--graphql-path must be a path starting with / (e.g. /graphql).');
  }
  if (options.links !== undefined && options.links !== 'internal' && options.links !== 'all') {
    throw new CouldNotRunError(`--links ${JSON.stringify(options.links)}: expected internal or all.`);
  }
  const prefix = `/${options.prefix.replace(/^\/+|\/+$/g, '')}`;
  return { ...options, prefix: prefix === '/' ? '' : prefix };
}
