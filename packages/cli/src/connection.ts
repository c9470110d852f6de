import { Option, type Command } from 'commander';
import type { DiscoveryTarget } from './discovery';
import { CouldNotRunError } from './exit-codes';
import { positiveInt, nonNegative } from './option-numbers';
import { hasCredentials, redactUrlCredentials } from './redact';

/** How a command that only reads the discovery API (`urls`, `openapi`) reaches it. */
export interface ConnectionOptions {
  url: string;
  key?: string;
  adminToken?: string;
  prefix: string;
  discoveryTimeout: number;
  retries: number;
}

/**
 * Adds the options of a read-only discovery command: `--url`, `--key` (DISCOVERY_API_KEY),
 * `--admin-token` (ROUTE_DISCOVERY_ADMIN_TOKEN), `--prefix`, `--discovery-timeout`, `--retries`:
 * the same names and defaults as `smoke`.
 */
export function addConnectionOptions(command: Command): Command {
  return command
    .requiredOption('--url <base>', 'base URL of the Strapi app, e.g. https://cms.example.com')
    .addOption(new Option('--key <key>', 'discovery API key').env('DISCOVERY_API_KEY'))
    .addOption(
      new Option('--admin-token <token>', 'admin token, when no key is given').env(
        'ROUTE_DISCOVERY_ADMIN_TOKEN',
      ),
    )
    .option('--prefix <prefix>', 'content-API prefix (api.rest.prefix)', '/api')
    .option(
      '--discovery-timeout <ms>',
      'timeout of each discovery API call in milliseconds',
      positiveInt,
      120000,
    )
    .option('--retries <n>', 'retries on network errors, 429, 502, 503, 504', nonNegative, 2);
}

/**
 * Checks the connection options commander cannot (an absolute http(s) `--url` without user info,
 * a key or an admin token) and normalises the prefix (`api/` -> `/api`, `/` -> ``). One rule for
 * `smoke`, `urls` and `openapi` (docs/decisions/0049-credentials-in-url-refused.md).
 * @throws CouldNotRunError naming the option to fix (never echoing a credential)
 */
export function validateConnection<T extends ConnectionOptions>(options: T): T {
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
  // the URL goes into reports that CI jobs publish.
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
  const prefix = `/${options.prefix.replace(/^\/+|\/+$/g, '')}`;
  return { ...options, prefix: prefix === '/' ? '' : prefix };
}

/** The discovery target of validated options: the key when given, else the admin token (docs/ci.md, "One secret"). */
export function targetOf(options: ConnectionOptions): DiscoveryTarget {
  return {
    baseUrl: options.url,
    prefix: options.prefix,
    credential: options.key
      ? { kind: 'key', value: options.key }
      : { kind: 'admin-token', value: options.adminToken ?? '' },
    timeoutMs: options.discoveryTimeout,
    maxRetries: options.retries,
  };
}
