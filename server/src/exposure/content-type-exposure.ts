import type { Core } from '@strapi/strapi';
import { describeContentType } from '../model/content-types';
import { answersGet } from '@route-discovery/check-engine';
import type { ContentTypeExposure } from '@route-discovery/contract';
import { publicFieldsOf, sanitizeContextOf } from './public-fields';
import { handlerAction } from '../permissions/handler-action';
import type { AuditedRoute } from './route-audit';
import { sensitiveKind } from './sensitive-fields';
import { contentTypeSchemas } from '../model/schema';
import { contentTypeDisplayName } from '../model/document-names';

/** Core actions that read documents through the Document Service, which honours `?status=draft`. */
const DRAFT_READING_ACTIONS = ['find', 'findOne'];

const unique = (values: string[]) => [...new Set(values)];

/**
 * Describes every `api::` and `plugin::` content type: the actions anonymous and authenticated
 * callers may call (from the audited routes whose handler belongs to the type), whether drafts are
 * readable anonymously, and the fields an anonymous read returns; each named by its display name
 * (docs/decisions/0240-document-and-field-names.md).
 *
 * Drafts: in Strapi 5 any caller allowed to `find`/`findOne` a draft-and-publish type reads its
 * drafts by adding `?status=draft` (any value but `published`): strapi/strapi#25326, #21388.
 * @param routes the audited content-API routes of this request
 * @param publicActions the Public role's actions, for the relation rule of the output sanitiser
 * @returns sorted by UID
 */
export function describeContentTypes(
  strapi: Core.Strapi,
  routes: AuditedRoute[],
  publicActions: ReadonlySet<string>,
): ContentTypeExposure[] {
  const context = sanitizeContextOf(strapi, publicActions);
  const byOwner = new Map<string, Array<AuditedRoute & { action: string }>>();
  for (const route of routes) {
    const owner = handlerAction(route.handler);
    if (!owner) continue;
    byOwner.set(owner.uid, [...(byOwner.get(owner.uid) ?? []), { ...route, action: owner.action }]);
  }
  const schemas = contentTypeSchemas(strapi);
  return Object.keys(schemas)
    .filter((uid) => uid.startsWith('api::') || uid.startsWith('plugin::'))
    .sort()
    .map((uid) => {
      const info = describeContentType(uid, schemas[uid]);
      const own = byOwner.get(uid) ?? [];
      const publicRoutes = own.filter((route) => route.access === 'public');
      const publicActionNames = unique(publicRoutes.map((route) => route.action));
      const authenticatedActions = unique(
        own.filter((route) => route.roleTypes.includes('authenticated')).map((route) => route.action),
      );
      const readable = publicRoutes.some((route) => answersGet(route.method));
      const fields = readable ? publicFieldsOf(schemas[uid], context) : [];
      return {
        uid,
        content_type_name: contentTypeDisplayName(strapi, uid),
        kind: info.kind,
        draft_and_publish: info.draftAndPublish,
        public_actions: publicActionNames,
        authenticated_actions: authenticatedActions,
        drafts_readable_anonymously:
          info.draftAndPublish && publicActionNames.some((name) => DRAFT_READING_ACTIONS.includes(name)),
        public_fields: fields.map((field) => field.path),
        sensitive_fields: fields.filter((field) => sensitiveKind(field) !== null).map((field) => field.path),
      };
    });
}
