import { contentTypeOfHandler } from '../public-access';
import { findContentType } from '../content-types';
import type { ResolverContext } from '../run-context';
import type { ParameterResolver, ResolveRequest } from './registry';
import { firstPublicDocument, publicReadableTypes } from '../public-documents';

/**
 * Path parameters of content-API routes of a content type: `:id`/`:documentId` take the
 * documentId of a published document the Public role may read; a parameter named after an
 * attribute (`:slug`) takes that document's value. Non-public types never give a value, so no
 * private documentId ever appears in a response.
 */
export const publicDocumentResolver: ParameterResolver = {
  name: 'public-document',
  async resolve({ route, param }: ResolveRequest, context: ResolverContext) {
    if (route.kind !== 'content-api') return null;
    const uid = contentTypeOfHandler(context.strapi, route.qualifiedHandler);
    if (!uid) return null;
    const type = findContentType(context.strapi, uid);
    if (!type) return null;
    const isDocumentParam = param === 'id' || param === 'documentId';
    const attribute = type.attributes[param];
    const isScalarAttribute = !!attribute && attribute.type !== 'relation' && attribute.type !== 'component';
    if (!isDocumentParam && !isScalarAttribute) return null;
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
