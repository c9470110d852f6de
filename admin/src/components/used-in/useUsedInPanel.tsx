import { useEffect, useState } from 'react';
import { Typography } from '@strapi/design-system';
import {
  UNSAVED_VALUE_MAX_CHARS,
  type UnsavedValue,
  type UrlChangesRequest,
  type UrlChangesResponse,
  type UsedInResponse,
} from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { unsavedRelationsOf } from './unsavedRelations';
import { UsedInView } from './UsedInView';

/** What the Content Manager gives an edit-view side panel (`@strapi/content-manager` `PanelComponentProps`, 5.54). */
export interface UsedInPanelProps {
  model: string;
  documentId?: string;
  document?: { locale?: string | null; updatedAt?: unknown } & Record<string, unknown>;
  /** The edit view's tab: `draft` or `published` (the published tab's form shows the published version). */
  activeTab?: string | null;
}

/** The query of the panel's admin routes: `content_type`, `document_id` and, when set, `locale`. */
export type PanelParams = Record<string, string>;

/** The panel's calls to its admin routes (the admin session's fetch client in the admin, a stand-in in tests). */
export interface UsedInPanelClient {
  /** `GET /route-discovery/used-in`. */
  usedIn(params: PanelParams): Promise<UsedInResponse>;
  /** `GET /route-discovery/url-changes`: the saved values. */
  urlChanges(params: PanelParams): Promise<UrlChangesResponse>;
  /** `POST /route-discovery/url-changes` with the form's unsaved values and relation targets. */
  urlChangesUnsaved(params: PanelParams, unsaved: UrlChangesRequest): Promise<UrlChangesResponse>;
}

/** The edit form's values now and as loaded (Strapi's `useForm` state `values` and `initialValues`). */
export interface EditForm {
  values: Record<string, unknown>;
  initialValues: Record<string, unknown>;
}

/** How long the form's values must rest before the panel asks again (ms): typing sends one request, not one a key. */
export const UNSAVED_DEBOUNCE_MS = 400;

/**
 * The value a field name gives in a form's values: an attribute (`slug`), or a value of a single
 * component by its dot path (`seo.metaTitle`: the form holds a component as a nested object).
 */
const formValue = (values: Record<string, unknown>, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (at, step) =>
        at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[step] : undefined,
      values,
    );

/**
 * The form's unsaved values of `fields` (the server's `unsaved_fields`): each whose value differs
 * from the loaded one and is text (at most `UNSAVED_VALUE_MAX_CHARS`), a finite number, a boolean
 * or null. Others (relations, longer text) stay as saved.
 */
export function unsavedValuesOf(form: EditForm, fields: readonly string[]): Record<string, UnsavedValue> {
  const unsaved: Record<string, UnsavedValue> = {};
  for (const name of fields) {
    const value = formValue(form.values, name);
    if (value === formValue(form.initialValues, name)) continue;
    const plain =
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= UNSAVED_VALUE_MAX_CHARS);
    if (plain) unsaved[name] = value as UnsavedValue;
  }
  return unsaved;
}

/** The `POST` body of the form's unsaved values and relation targets, or null when nothing is unsaved. */
function unsavedRequestOf(
  form: EditForm | null,
  fields: readonly string[],
  relationNames: readonly string[],
): UrlChangesRequest | null {
  if (!form) return null;
  const values = unsavedValuesOf(form, fields);
  const relations = unsavedRelationsOf(form.values, relationNames);
  if (!Object.keys(values).length && !Object.keys(relations).length) return null;
  return Object.keys(relations).length ? { values, relations } : { values };
}

/**
 * The URL changes of the open document (`GET`, or `POST` with the form's unsaved values of the
 * fields and targets of the relations the last answer named, `debounceMs` after they last
 * changed), read again after each save
 * (`savedAt`); null while loading or when it could not be read (the panel then shows the references
 * alone: the warning is an extra, never a block).
 */
function useUrlChanges(
  client: UsedInPanelClient,
  params: PanelParams | null,
  savedAt: string,
  form: EditForm | null,
  debounceMs: number,
) {
  const [answer, setAnswer] = useState<UrlChangesResponse | null>(null);
  // Kept from the last answer read, so a failed read does not change what is asked next.
  const [fields, setFields] = useState<readonly string[]>([]);
  const [relationNames, setRelationNames] = useState<readonly string[]>([]);
  const query = params ? JSON.stringify(params) : null;
  const unsaved = JSON.stringify(unsavedRequestOf(form, fields, relationNames));
  useEffect(() => {
    if (query === null) return undefined;
    let live = true;
    const asked = JSON.parse(query) as PanelParams;
    const changed = JSON.parse(unsaved) as UrlChangesRequest | null;
    const read = () =>
      (changed ? client.urlChangesUnsaved(asked, changed) : client.urlChanges(asked))
        .then((data) => {
          if (!live) return;
          setAnswer(data);
          setFields(data.unsaved_fields);
          setRelationNames(data.unsaved_relations);
        })
        .catch(() => live && setAnswer(null));
    const timer = changed ? setTimeout(read, debounceMs) : undefined;
    if (!timer) void read();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [client, query, savedAt, unsaved, debounceMs]);
  return answer;
}

/** The "Used in" answer of one document and locale, or `failed`, or null while loading. */
function useUsedIn(client: UsedInPanelClient, params: PanelParams | null) {
  const [answer, setAnswer] = useState<UsedInResponse | 'failed' | null>(null);
  const query = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (query === null) return undefined;
    let live = true;
    setAnswer(null);
    client
      .usedIn(JSON.parse(query) as PanelParams)
      .then((data) => live && setAnswer(data))
      .catch(() => live && setAnswer('failed'));
    return () => {
      live = false;
    };
  }, [client, query]);
  return answer;
}

/**
 * The "Used in" side panel's description (`{ title, content }`, or null while a document is being
 * created) for the open document and locale: the references, and the URL changes with the edit
 * form's unsaved values (`form`: null on the published tab, whose form shows the published version,
 * or outside an edit form).
 */
export function useUsedInPanel(
  { model, documentId, document }: UsedInPanelProps,
  client: UsedInPanelClient,
  form: EditForm | null,
  debounceMs = UNSAVED_DEBOUNCE_MS,
) {
  const t = useT();
  const locale = typeof document?.locale === 'string' ? document.locale : null;
  const params: PanelParams | null = documentId
    ? { content_type: model, document_id: documentId, ...(locale ? { locale } : {}) }
    : null;
  const answer = useUsedIn(client, params);
  const changes = useUrlChanges(client, params, String(document?.updatedAt ?? ''), form, debounceMs);
  if (!documentId) return null;
  if (answer === null || answer === 'failed') {
    return {
      title: t('usedIn.title'),
      content: <Typography variant="pi">{t(answer ? 'usedIn.failed' : 'usedIn.loading')}</Typography>,
    };
  }
  return {
    title: t('usedIn.titleCount', { count: answer.count }),
    content: <UsedInView answer={answer} changes={changes} />,
  };
}
