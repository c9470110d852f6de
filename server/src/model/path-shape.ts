import { compile, parse } from 'path-to-regexp';
import type { PathShape } from './route-types';

/** path-to-regexp 6's default parameter pattern: anything but a delimiter. */
const DEFAULT_PATTERN = '[^\\/#\\?]+?';

/**
 * Reads the parameters of a route path with the parser `@koa/router` 12 itself uses
 * (path-to-regexp 6), so `:id`, `:id?`, `:path*` and `(.*)` are read as Strapi's router reads them.
 * A parameter with a custom pattern, or an unnamed group, counts as a regex.
 * @returns parameters in path order and whether the path contains a regex; an unparseable path
 *   counts as a regex with no parameters
 */
export function readPathShape(path: string): PathShape {
  let tokens: ReturnType<typeof parse>;
  try {
    tokens = parse(path);
  } catch {
    return { params: [], hasRegex: true };
  }
  const shape: PathShape = { params: [], hasRegex: false };
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    if (typeof token.name === 'number' || token.pattern !== DEFAULT_PATTERN) shape.hasRegex = true;
    if (typeof token.name === 'string') {
      shape.params.push({ name: token.name, optional: token.modifier === '?' || token.modifier === '*' });
    }
  }
  return shape;
}

/** Characters `encodeURIComponent` leaves as they are, and `:`: a value made only of these needs no encoding. */
const UNRESERVED = /^[\w.~:-]*$/;

/**
 * Keeps `:` readable in values such as content-type UIDs (`api::article.article`); RFC 3986 allows
 * it in a path segment. A documentId (lowercase letters and digits) is returned as it is, without
 * the encode-and-replace: this runs once per document row.
 */
const encodeSegment = (value: string): string =>
  UNRESERVED.test(value) ? value : encodeURIComponent(value).replace(/%3A/gi, ':');

/**
 * Fills a route path's parameters with concrete values.
 * @param path the route path (no regex)
 * @param values a value per parameter name; optional parameters may be absent
 * @returns the concrete path, or null when a required value is missing
 */
export function fillPath(path: string, values: Record<string, string>): string | null {
  return pathFiller(path)(values);
}

const fillers = new Map<string, (values: Record<string, string>) => string | null>();

/**
 * `fillPath` for one path, compiled once and kept (route paths are few and fixed; compiling is
 * the costly part when a type has many documents).
 */
export function pathFiller(path: string): (values: Record<string, string>) => string | null {
  let filler = fillers.get(path);
  if (!filler) {
    let compiled: ((values: Record<string, string>) => string) | null = null;
    try {
      compiled = compile(path, { encode: encodeSegment });
    } catch {
      compiled = null;
    }
    filler = (values) => {
      if (!compiled) return null;
      try {
        return compiled(values);
      } catch {
        return null;
      }
    };
    fillers.set(path, filler);
  }
  return filler;
}

/**
 * A filler of one named parameter, for a path filled once per document (`/api/articles/:id`):
 * when the path has exactly that one plain parameter, it concatenates the text around it with the
 * encoded value, with no values object and none of path-to-regexp's per-call work; otherwise it
 * falls back to `pathFiller`. Either way the result is what `fillPath(path, { [name]: value })`
 * gives, an empty value included (null).
 */
export function parameterFiller(path: string, name: string): (value: string) => string | null {
  const fill = pathFiller(path);
  const slow = (value: string) => fill({ [name]: value });
  let tokens: ReturnType<typeof parse>;
  try {
    tokens = parse(path);
  } catch {
    return slow;
  }
  const params = tokens.filter((token) => typeof token !== 'string');
  const only = params[0];
  if (params.length !== 1 || typeof only === 'string' || only.name !== name) return slow;
  if (only.modifier !== '' || only.pattern !== DEFAULT_PATTERN) return slow;
  const at = tokens.indexOf(only);
  const before = tokens.slice(0, at).join('') + only.prefix;
  const after = only.suffix + tokens.slice(at + 1).join('');
  // path-to-regexp rejects an empty segment (its default pattern needs one character or more).
  return (value) => (value === '' ? null : before + encodeSegment(value) + after);
}
