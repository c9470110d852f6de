import type { Core } from '@strapi/strapi';
import { listManagedContentTypes } from './content-types';
import type { FingerprintInput } from './table-fingerprint';

/**
 * The tables the URL lists and the GraphQL samples read of the content
 * (docs/decisions/0131-summary-aggregates.md): the rows of every content type an admin manages (a
 * document's update sets its `updatedAt`, its components and relations included; publishing adds
 * rows), upload files and i18n locales, as `readFingerprint` inputs. Shared by the summary's
 * counts and the OpenAPI document's examples; callers add the access model's inputs.
 * @param strapi the running app
 */
export function contentRowInputs(strapi: Core.Strapi): FingerprintInput[] {
  const uids = new Set([
    ...listManagedContentTypes(strapi).map((type) => type.uid),
    'plugin::upload.file',
    'plugin::i18n.locale',
  ]);
  return [...uids].map((uid): FingerprintInput => ({ kind: 'rows', uid }));
}
