import { contentTypeOfHandler } from '../../permissions/public-role';
import { findContentType } from '../../model/content-types';
import { attributeUse } from '../../model/readable-attributes';
import type { ResolverContext } from '../../model/run-context';
import type { ParameterResolver, ResolveRequest } from './registry';
import { publicReadableTypes } from '../../permissions/public-role';
import { firstPublicDocument } from '../public-documents';

/**
 * Path parameters of content-API routes of a content type: `:id`/`:documentId` take the
 * documentId of a published document the Public role may read; a parameter named after an
 * attribute (`:slug`) takes that document's value. Non-public types never give a value, so no
 * private documentId ever appears in a response; neither do private or password attributes
 * (`isHiddenAttribute`): such a parameter stays unresolved.
 */
export const publicDocumentResolver: ParameterResolver = {
  name: 'public-document',
  async resolve({ route, param }: ResolveRequest, context: ResolverContext) {
    if (route.kind !== 'content-api') return null;
    const uid = contentTypeOfHandler(context.strapi, route.qualifiedHandler);
    if (!uid) return null;
    if (!findContentType(context.strapi, uid)) return null;
    const isDocumentParam = param === 'id' || param === 'documentId';
    const use = isDocumentParam ? 'readable' : attributeUse(context.strapi, uid, param);
    if (use === 'hidden') return { values: [] };
    if (use !== 'readable') return null;
    const readable = await publicReadableTypes(context);
    if (!readable.has(uid)) return { values: [] };
    const document = await firstPublicDocument(context, uid, isDocumentParam ? [] : [param]);
    const value = document ? (isDocumentParam ? document.documentId : document[param]) : null;
    return value === null || value === undefined || value === ''
      ? { values: [] }
      : { values: [{ value: String(value) }] };
  },
};

/** The built-in resolvers for content-API routes. */
export const contentApiResolvers: ParameterResolver[] = [publicDocumentResolver];
