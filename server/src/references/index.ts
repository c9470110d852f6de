/**
 * The public module of `references/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. The references index records which documents link to which URLs and use which
 * files; the monitor reads its targets and its alerts' linking documents here.
 */

// The URLs content links to, and the types whose content links.
export {
  linkedSiteUrls,
  linkedSiteUrlsOf,
  linkedUrls,
  linkedUrlsOf,
  linkingTypes,
  siteLinkingTypes,
} from './link-urls';

// The upload files content uses, and the types whose content uses files.
export { fileUsingTypes, usedFileBatch, usedFileUrlsOf } from './used-files';

// Where a URL is linked from, as stored references.
export { linkSources } from './link-sources';
export type { ReferenceRecord } from './tables';
