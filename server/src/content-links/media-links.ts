import { parsedJson } from './blocks-links';
import { plainLinkText } from './link-text';
import type { FoundLink } from './types';

type FileRow = { url?: unknown; formats?: unknown; alternativeText?: unknown; name?: unknown };

/**
 * Links of a media attribute: each file's `url`, then each format's `url` (`formats.thumbnail`,
 * ...: `@strapi/upload` `server/src/services/image-manipulation`). A multiple media attribute is
 * an array; its paths carry the index (`gallery[1]`). The text is the alternative text, else the
 * file name.
 * @param value the populated attribute (a file row, an array of them, or null)
 */
export function mediaLinks(value: unknown, fieldPath: string): FoundLink[] {
  const found: FoundLink[] = [];
  const add = (file: FileRow, path: string) => {
    const label =
      typeof file.alternativeText === 'string' && file.alternativeText ? file.alternativeText : file.name;
    const text = plainLinkText(typeof label === 'string' ? label : '');
    if (typeof file.url === 'string' && file.url) found.push({ url: file.url.trim(), fieldPath: path, text });
    const formats = parsedJson(file.formats);
    if (typeof formats !== 'object' || formats === null) return;
    for (const [name, format] of Object.entries(formats as Record<string, { url?: unknown }>)) {
      if (typeof format?.url === 'string' && format.url) {
        found.push({ url: format.url.trim(), fieldPath: `${path}.formats.${name}`, text });
      }
    }
  };
  if (Array.isArray(value))
    value.forEach((file, index) => file && add(file as FileRow, `${fieldPath}[${index}]`));
  else if (value && typeof value === 'object') add(value as FileRow, fieldPath);
  return found;
}
