import { csvLine } from '@route-discovery/check-engine';
import type { RedirectFormat } from '@route-discovery/contract';

/** One redirect rule: site-relative old path, site-relative target (null: gone, 410). */
export interface RedirectRule {
  source: string;
  target: string | null;
}

/** What a format writes: its opening, one line (or item) per rule, its closing, and its media type. */
export interface FormatWriter {
  mediaType: string;
  fileName: string;
  open: string;
  /** The rule's text ('' when the format has no place for it), `first` for the first one written. */
  rule(rule: RedirectRule, first: boolean): string;
  close(wroteAny: boolean): string;
}

/** The decoded path a server matches (`$uri` in nginx, the RewriteRule subject in Apache), or the raw one. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A path as a path-to-regexp source (Next.js, Vercel): its pattern characters escaped. */
const pathToRegexpSource = (path: string) => path.replace(/[:()*+?{}\\]/g, (c) => `\\${c}`);

/** An nginx string literal in double quotes (`\` and `"` escaped). */
const nginxString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** A decoded path as an anchored Apache regex: metacharacters escaped, whitespace as `\xHH`. */
function apachePattern(path: string): string {
  const body = decodedPath(path)
    .replace(/^\/+/, '')
    .replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`)
    .replace(/\s/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `^/?${body}$`;
}

/** An Apache substitution: `$` and `%` (back-references there) escaped. */
const apacheTarget = (target: string) => target.replace(/[$%]/g, (c) => `\\${c}`);

/** JSON of one redirect in Next.js `redirects()` and vercel.json (`statusCode` overrides `permanent`). */
const jsonRedirect = (rule: RedirectRule, status: number) =>
  JSON.stringify({ source: pathToRegexpSource(rule.source), destination: rule.target, statusCode: status });

/**
 * The writer of each redirect format (docs/api.md, "Moved URLs"), for redirects with `status`
 * (301 or 308). Gone URLs (410) are written where the format has a 410: nginx (`$rd_gone`), Apache
 * (`[G]`), the CSV and `gone` (one path a line); Next.js, Vercel and Netlify get redirects only.
 * Sources: Next.js `redirects` (https://nextjs.org/docs/app/api-reference/config/next-config-js/redirects),
 * vercel.json `redirects` (https://vercel.com/docs/project-configuration#redirects), Netlify
 * `_redirects` (https://docs.netlify.com/routing/redirects/), nginx `map`
 * (https://nginx.org/en/docs/http/ngx_http_map_module.html), Apache `RewriteRule`
 * (https://httpd.apache.org/docs/2.4/rewrite/flags.html).
 */
export function formatWriter(format: RedirectFormat, status: number): FormatWriter {
  switch (format) {
    case 'nextjs':
      return {
        mediaType: 'application/json; charset=utf-8',
        fileName: 'redirects.json',
        open: '[\n',
        rule: (rule, first) =>
          rule.target === null ? '' : `${first ? '' : ',\n'}${jsonRedirect(rule, status)}`,
        close: (any) => (any ? '\n]\n' : ']\n'),
      };
    case 'vercel':
      return {
        mediaType: 'application/json; charset=utf-8',
        fileName: 'vercel.json',
        open: '{ "redirects": [\n',
        rule: (rule, first) =>
          rule.target === null ? '' : `${first ? '' : ',\n'}${jsonRedirect(rule, status)}`,
        close: (any) => (any ? '\n] }\n' : '] }\n'),
      };
    case 'netlify':
      return {
        mediaType: 'text/plain; charset=utf-8',
        fileName: '_redirects',
        open: '# Redirects of moved pages, written by route-discovery\n',
        // `*` is Netlify's splat: written %2A, the same URL.
        rule: (rule) =>
          rule.target === null ? '' : `${rule.source.replace(/\*/g, '%2A')} ${rule.target} ${status}\n`,
        close: () => '',
      };
    case 'nginx':
      return nginxWriter(status);
    case 'apache':
      return {
        mediaType: 'text/plain; charset=utf-8',
        fileName: 'redirects.conf',
        open: 'RewriteEngine On\n',
        rule: (rule) =>
          rule.target === null
            ? `RewriteRule ${apachePattern(rule.source)} - [G,L]\n`
            : `RewriteRule ${apachePattern(rule.source)} ${apacheTarget(rule.target)} [R=${status},L,NE]\n`,
        close: () => '',
      };
    case 'csv':
      return {
        mediaType: 'text/csv; charset=utf-8; header=present',
        fileName: 'redirects.csv',
        open: csvLine(['source', 'target', 'status_code']),
        rule: (rule) => csvLine([rule.source, rule.target ?? '', rule.target === null ? 410 : status]),
        close: () => '',
      };
    case 'gone':
      return {
        mediaType: 'text/plain; charset=utf-8',
        fileName: 'gone.txt',
        open: '',
        rule: (rule) => (rule.target === null ? `${rule.source}\n` : ''),
        close: () => '',
      };
  }
}

/**
 * nginx: two `map` blocks on `$uri` (the decoded, normalised path) for the `http` block, redirects
 * to `$rd_redirect` and gone paths to `$rd_gone`; the comment says the two `if` lines for the
 * `server` block. Every rule is written in one pass: gone paths are kept until the first map closes.
 */
function nginxWriter(status: number): FormatWriter {
  const gone: string[] = [];
  return {
    mediaType: 'text/plain; charset=utf-8',
    fileName: 'redirects.nginx.conf',
    open:
      `# In the server block:\n#   if ($rd_redirect) { return ${status} $rd_redirect; }\n#   if ($rd_gone) { return 410; }\n` +
      'map $uri $rd_redirect {\n  default "";\n',
    rule(rule) {
      const key = nginxString(decodedPath(rule.source));
      if (rule.target === null) {
        gone.push(`  ${key} 1;\n`);
        return '';
      }
      return `  ${key} ${nginxString(rule.target)};\n`;
    },
    close: () => `}\nmap $uri $rd_gone {\n  default 0;\n${gone.join('')}}\n`,
  };
}
