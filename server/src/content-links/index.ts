/**
 * The public module of `content-links/` (docs/decisions/0261-feature-public-modules.md): what other
 * features use of it. How a link is classified (this CMS, its website, outside), and the schema walk
 * and document resolver the references index reads content's links with.
 */
export { classifyLink } from './classify';
export { columnLinks, modelLookup, type LinkModel, type ModelLookup } from './schema-walk';
export { linkDocumentResolver, type LinkDocumentResolver } from './link-documents';
