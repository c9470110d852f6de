/**
 * The public module of `references/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. The references index records which documents link to which
 * URLs and use which files; the monitor reads its targets and its alerts' linking documents here,
 * the references service and the files controller their answers.
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

// The index itself: started at boot, rebuilt on request or when replaced, and its status.
export { startReferenceIndex } from './start';
export { rebuildIfReplaced } from './index-on-boot';
export { readRebuildState, startRebuild } from './rebuild';
export { referenceIndexStatus } from './index-status';

// The references service's and the files controller's answers.
export { parseReferenceParams } from './query-params';
export { rebuildStatus, referencesAnswer } from './answers';
export { usedInAnswer } from './used-in';
export { fileTotals, fileUsageBatches, type FileTotals } from './file-usage';
export { missingFileCounts, missingFileReferences } from './missing-files';
