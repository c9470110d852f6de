import type { UnsavedRelation } from '@route-discovery/contract';

/** Longest documentId or locale code the panel sends (the contract's limit). */
const KEY_MAX_CHARS = 100;

/**
 * One item of a relation field's `connect` or `disconnect` list in the Content Manager's edit form
 * (`@strapi/content-manager` 5.54 `dist/admin/pages/EditView/components/FormInputs/Relations/
 * Relations.mjs`: the picker puts `documentId` and `locale` under `apiData`; items connected by
 * other means, such as `DocumentActions.mjs`'s, carry them at the top).
 */
interface RelationItem {
  documentId?: unknown;
  locale?: unknown;
  apiData?: { documentId?: unknown; locale?: unknown };
}

/** A short non-empty text, or undefined. */
const key = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= KEY_MAX_CHARS ? value : undefined;

/** The list a relation field's form value holds under `name` (`connect` or `disconnect`), or none. */
function itemsOf(value: unknown, name: 'connect' | 'disconnect'): RelationItem[] {
  if (!value || typeof value !== 'object') return [];
  const items = (value as Record<string, unknown>)[name];
  return Array.isArray(items) ? (items as RelationItem[]) : [];
}

/**
 * The form's unsaved targets of the to-one `relations` (the server's `unsaved_relations`;
 * docs/decisions/0249): the form holds a relation field as `{ connect, disconnect }` operations
 * against the saved link (`prepareRelations` in `dist/admin/pages/EditView/utils/data.mjs` starts
 * both empty; picking another target of a to-one relation disconnects the saved one and connects
 * the new one). The last item connected is the target; a disconnect without a connect is null
 * (none); neither: unchanged, not sent.
 * @param values the edit form's values (`useForm` state `values`)
 */
export function unsavedRelationsOf(
  values: Record<string, unknown>,
  relations: readonly string[],
): Record<string, UnsavedRelation> {
  const unsaved: Record<string, UnsavedRelation> = {};
  for (const name of relations) {
    const connected = itemsOf(values[name], 'connect').at(-1);
    if (connected) {
      const documentId = key(connected.apiData?.documentId) ?? key(connected.documentId);
      const locale = key(connected.apiData?.locale) ?? key(connected.locale);
      if (documentId) unsaved[name] = { document_id: documentId, ...(locale ? { locale } : {}) };
    } else if (itemsOf(values[name], 'disconnect').length) {
      unsaved[name] = null;
    }
  }
  return unsaved;
}
