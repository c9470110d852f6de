import { InvalidArgumentError, type Command } from 'commander';
import { addConnectionOptions, targetOf, validateConnection, type ConnectionOptions } from '../connection';
import { getJson } from '../discovery';
import { CouldNotRunError, EXIT } from '../exit-codes';
import { collect } from '../options';
import { positiveInt } from '../option-numbers';
import { print } from '../redact';
import { httpUrl } from '../site/site-options';
import { writeTextFile } from '../text-file';
import type { FrontendRow } from '../types';
import { formatUrlList, siteUrls, URL_LIST_FORMATS, type UrlListFormat } from './url-lists';

/** The options of `route-discovery urls`. */
interface UrlsOptions extends ConnectionOptions {
  format: UrlListFormat;
  locale: string[];
  sample?: number;
  siteOrigin?: string;
  output?: string;
}

function formatOption(value: string): UrlListFormat {
  if (!(URL_LIST_FORMATS as readonly string[]).includes(value))
    throw new InvalidArgumentError(`expected ${URL_LIST_FORMATS.join(', ')}.`);
  return value as UrlListFormat;
}

/**
 * Adds `route-discovery urls` (docs/ci.md, "URL lists for page tools"): reads `frontend-urls` and
 * writes the published pages' website URLs (`site_url`) as text or as a pa11y-ci, Unlighthouse or
 * Lighthouse CI config. Exit code 0 with a list, 3 when no page has a site URL, 2 when it cannot run.
 */
export function addUrlsCommand(program: Command): void {
  addConnectionOptions(
    program
      .command('urls')
      .description("write the published pages' website URLs for pa11y-ci, Unlighthouse or Lighthouse CI"),
  )
    .option('--format <format>', `output format: ${URL_LIST_FORMATS.join(', ')}`, formatOption, 'text')
    .option('--locale <locale>', 'only pages in this locale (repeatable)', collect, [])
    .option('--sample <n>', 'only the first N pages per content type and locale', positiveInt)
    .option('--site-origin <url>', 'the same paths on this origin instead (staging, preview)')
    .option('--output <file>', 'write to FILE instead of stdout')
    .addHelpText(
      'after',
      '\nExit codes:\n  0  the list was written\n  2  could not run: bad arguments, discovery API unreachable, or 401/403/500 from it\n  3  no published page has a site URL',
    )
    .action(async (raw: UrlsOptions) => {
      const options = validateConnection(raw);
      if (options.siteOrigin) httpUrl('--site-origin', options.siteOrigin);
      process.exitCode = await writeUrls(options);
    });
}

async function writeUrls(options: UrlsOptions): Promise<number> {
  const frontend = await getJson<{ urls: FrontendRow[] }>(targetOf(options), 'frontend-urls', false);
  if (!Array.isArray(frontend?.urls))
    throw new CouldNotRunError('discovery API answered without a `urls` array: check --url and --prefix.');
  const urls = siteUrls(frontend.urls, {
    locales: options.locale,
    sample: options.sample,
    origin: options.siteOrigin,
  });
  const text = formatUrlList(urls, options.format);
  if (options.output) {
    writeTextFile(options.output, text);
    print(process.stderr, `route-discovery urls: ${urls.length} URLs written to ${options.output}\n`);
  } else print(process.stdout, text);
  if (urls.length === 0) {
    print(
      process.stderr,
      'route-discovery urls: no published page has a site URL: configure siteUrl and urlPatterns, and pagesPerType: 0 for every page (docs/configuration.md).\n',
    );
    return EXIT.nothingTested;
  }
  return EXIT.passed;
}
