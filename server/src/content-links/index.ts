/**
 * The public module of `content-links/` (docs/decisions/0261-feature-public-modules.md): what other
 * features and the top floor use of it. How a link is classified (this CMS, its website, outside),
 * and the schema walk and document resolver the references index reads content's links with; the
 * link runs, lists, pages and exports the content links service and controller answer with.
 */
export { classifyLink, type LinkOrigins } from './classify';
export { columnLinks, modelLookup, type LinkModel, type ModelLookup } from './schema-walk';
export { linkDocumentResolver, type LinkDocumentResolver } from './link-documents';
export { cmsOriginsOf, mediaLibraryOrigins } from './media-library';

// A link run and its records.
export { LINK_KINDS, type LinkKind } from './types';
export { contentLinkBatches, type LinkQuery, type LinkRunOptions } from './link-rows';
export { linkRecords, type LinkPosition, type LinkRecord } from './link-records';

// The list of kept links: its query, pages and exports.
export { keptBatches } from './link-list';
export { parseLinkListQuery, type LinkListRequest } from './link-paging';
export { parseStatusFilter } from './status-filter';
export { linkPageAnswer, StalePage } from './link-page-answer';
export { LINK_EXPORT_FILES, linkExportText } from './link-exports';
