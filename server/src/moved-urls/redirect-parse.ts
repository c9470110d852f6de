import type { RedirectFormat } from '@route-discovery/contract';
import { parse as parseCsv } from 'csv-parse/sync';

/** A redirect rule as a site has it: source path, target (null: gone) and status code. */
export interface ParsedRule {
  source: string;
  target: string | null;
  status: number;
}

/** Why a redirect file could not be read: the message of the 400 it answers. */
export class RedirectParseError extends Error {}

/** A path-to-regexp source (Next.js, Vercel) as the literal path: its `\` escapes removed. */
const literalPath = (source: string) => source.replace(/\\(.)/g, '$1');

/** The rules of Next.js `redirects()` items or vercel.json `redirects` (`statusCode`, else `permanent`: 308/307). */
function jsonRules(items: unknown): ParsedRule[] {
  if (!Array.isArray(items)) throw new RedirectParseError('expected an array of redirects');
  return items.map((item, index) => {
    const rule = item as {
      source?: unknown;
      destination?: unknown;
      statusCode?: unknown;
      permanent?: unknown;
    };
    if (typeof rule.source !== 'string' || typeof rule.destination !== 'string') {
      throw new RedirectParseError(`redirect ${index + 1} has no source or destination`);
    }
    const status =
      typeof rule.statusCode === 'number' ? rule.statusCode : rule.permanent === false ? 307 : 308;
    return { source: literalPath(rule.source), target: rule.destination, status };
  });
}

/** An nginx string token: `"..."` with `\` escapes, or a bare word. */
function nginxToken(token: string): string {
  return token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token;
}

/**
 * nginx `map $uri $var { key value; }` blocks (https://nginx.org/en/docs/http/ngx_http_map_module.html):
 * a map whose values are URLs gives redirects, one whose values are `1` gives gone paths (410).
 * The redirect status is the one of a `return NNN $var` line (or comment), else 301.
 */
function nginxRules(text: string): ParsedRule[] {
  const status = Number(/return\s+(30[1278])\s+\$\w+/.exec(text)?.[1] ?? 301);
  const rules: ParsedRule[] = [];
  const token = String.raw`("(?:[^"\\]|\\.)*"|[^\s;"]+)`;
  const entry = new RegExp(String.raw`^\s*${token}\s+${token}\s*;\s*$`);
  let inMap = false;
  for (const line of text.split('\n')) {
    if (/^\s*map\s+\S+\s+\S+\s*\{/.test(line)) inMap = true;
    else if (/^\s*\}/.test(line)) inMap = false;
    else if (inMap) {
      const match = entry.exec(line);
      if (!match || match[1] === 'default') continue;
      const value = nginxToken(match[2]);
      if (value === '1') rules.push({ source: nginxToken(match[1]), target: null, status: 410 });
      else if (value !== '' && value !== '0')
        rules.push({ source: nginxToken(match[1]), target: value, status });
    }
  }
  return rules;
}

/** An anchored Apache RewriteRule pattern `^/?path$` as the literal path, or null for a real regex. */
function apacheLiteral(pattern: string): string | null {
  const body = /^\^(?:\/\?|\/)?(.*)\$$/.exec(pattern)?.[1];
  if (body === undefined) return null;
  const path = body.replace(
    /\\x([0-9a-fA-F]{2})|\\(.)/g,
    (_, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCharCode(parseInt(hex, 16)) : (char ?? ''),
  );
  return /[.*+?^${}()|[\]]/.test(body.replace(/\\./g, '')) ? null : `/${path}`;
}

/**
 * Apache `RewriteRule ^/?old$ /new [R=301,L]` and `RewriteRule ^/?old$ - [G]` lines
 * (https://httpd.apache.org/docs/2.4/rewrite/flags.html); rules whose pattern is a real regex
 * are skipped (they name no one URL). `[R]` without a code is 302.
 */
function apacheRules(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*RewriteRule\s+(\S+)\s+(\S+)(?:\s+\[([^\]]*)\])?\s*$/i.exec(line);
    if (!match) continue;
    const source = apacheLiteral(match[1]);
    const flags = (match[3] ?? '').split(',').map((flag) => flag.trim().toUpperCase());
    if (source === null) continue;
    if (flags.includes('G') || flags.includes('GONE')) {
      rules.push({ source, target: null, status: 410 });
      continue;
    }
    const redirect = flags.find(
      (flag) => flag === 'R' || flag.startsWith('R=') || flag.startsWith('REDIRECT'),
    );
    if (!redirect || match[2] === '-') continue;
    const code = /=(\d{3})$/.exec(redirect)?.[1];
    rules.push({ source, target: match[2].replace(/\\([$%])/g, '$1'), status: code ? Number(code) : 302 });
  }
  return rules;
}

/** Netlify `_redirects` lines `from to [status][!]` (https://docs.netlify.com/routing/redirects/); 301 by default. */
function netlifyRules(text: string): ParsedRule[] {
  const rules: ParsedRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) continue;
    const [from, to, code] = line.split(/\s+/);
    if (!to) throw new RedirectParseError(`"${from.slice(0, 100)}" has no target`);
    const status = code ? Number(code.replace(/!$/, '')) : 301;
    if (!Number.isInteger(status)) continue;
    rules.push({ source: from.replace(/%2A/gi, '*'), target: status === 410 ? null : to, status });
  }
  return rules;
}

/** CSV with a header naming the source, target and status columns (csv-parse, RFC 4180). */
function csvRules(text: string): ParsedRule[] {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
    });
  } catch (error) {
    throw new RedirectParseError(`not a CSV: ${(error as Error).message.slice(0, 200)}`);
  }
  return records
    .map((record) => {
      const source = record.source ?? record.from ?? record.old ?? '';
      const target = record.target ?? record.to ?? record.destination ?? record.new ?? '';
      const code = Number(record.status_code ?? record.status ?? record.code ?? '');
      const status = Number.isInteger(code) && code > 0 ? code : target ? 301 : 410;
      return { source, target: target === '' ? null : target, status };
    })
    .filter((rule) => rule.source !== '');
}

/**
 * The rules of a redirect file in one of the export formats (`v1/moved-urls/redirects`), read
 * back as the site's server would: JSON.parse for Next.js and Vercel, csv-parse for the CSV, and
 * line parsers of this module for Netlify, nginx `map` and Apache `RewriteRule` lines.
 * @throws RedirectParseError when the text is not of the format
 */
export function parseRedirects(format: RedirectFormat, text: string): ParsedRule[] {
  if (format === 'nextjs' || format === 'vercel') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RedirectParseError('not JSON');
    }
    return jsonRules(format === 'vercel' ? (json as { redirects?: unknown } | null)?.redirects : json);
  }
  if (format === 'netlify') return netlifyRules(text);
  if (format === 'nginx') return nginxRules(text);
  if (format === 'apache') return apacheRules(text);
  if (format === 'csv') return csvRules(text);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((source) => ({ source, target: null, status: 410 }));
}
