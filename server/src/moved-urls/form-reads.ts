import type { Core } from '@strapi/strapi';
import { attributeOf } from '../model/readable-attributes';
import type { PathToRead } from '../site-pages';

/**
 * Where a dot path reads a value an edit form of one content type holds: at hop `index` the path
 * is at a row of that type (`index` 0: the page's own row; `hops.length`: the row the value is
 * read from), and from there on it goes through single components only, which the form holds as
 * nested objects (docs/decisions/0260). `name`: the form's name of the value, the path's steps from
 * `index` (`seo.metaTitle` for `[seo.metaTitle]` of the type itself, `slug` for
 * `[category.slug]` of a category's article). `type`: the value's attribute type.
 */
export interface FormRead {
  index: number;
  name: string;
  type: string | undefined;
}

/**
 * The places a dot path of planned type `plannedUid` reads a value an edit form of `uid` holds
 * (`FormRead`), the last row first; none when no row of `uid` is followed only by components.
 */
export function formReads(
  strapi: Core.Strapi,
  plannedUid: string,
  path: PathToRead,
  uid: string,
): FormRead[] {
  const steps = path.name.split('.');
  const { hops } = path;
  const sourceOf = (index: number) => (index === 0 ? plannedUid : hops[index - 1].targetUid);
  const type = attributeOf(strapi, sourceOf(hops.length), steps[hops.length])?.type;
  const reads: FormRead[] = [];
  for (let index = hops.length; index >= 0; index -= 1) {
    if (sourceOf(index) === uid) reads.push({ index, name: steps.slice(index).join('.'), type });
    // A relation before this row: the form of a row further back holds a link, not this value.
    if (
      index > 0 &&
      attributeOf(strapi, sourceOf(index - 1), hops[index - 1].attribute)?.type !== 'component'
    )
      break;
  }
  return reads;
}
