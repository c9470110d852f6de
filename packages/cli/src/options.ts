import { InvalidArgumentError } from 'commander';
import { CouldNotRunError } from './exit-codes';
import type { LinkRunOptions } from './links/run-links';
import { validateConnection, type ConnectionOptions } from './connection';
import { REPORT_FORMATS, type ReportFormat } from './report/writer';
import { validateSiteOptions, type SiteOptions } from './site/site-options';

/**
 * The options of `route-discovery smoke`, after parsing (the website ones: `SiteOptions`; the
 * content-links ones and the request limits they share: `LinkRunOptions`).
 */
export interface SmokeOptions extends ConnectionOptions, SiteOptions, LinkRunOptions {
  adminEmail?: string;
  adminPassword?: string;
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
 * Checks what commander cannot: the connection (`validateConnection`: the base URL, a credential
 * for the discovery API, the prefix), admin credentials in pairs, the website and links options.
 * @throws CouldNotRunError naming the option to fix (never echoing a credential)
 */
export function validate(raw: SmokeOptions): SmokeOptions {
  const options = validateConnection(raw);
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
  return options;
}
