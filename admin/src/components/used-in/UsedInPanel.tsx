import { useMemo } from 'react';
import { useFetchClient, useForm } from '@strapi/strapi/admin';
import {
  adminApiPath,
  type UrlChangesRequest,
  type UrlChangesResponse,
  type UsedInResponse,
} from '@route-discovery/contract';
import {
  useUsedInPanel,
  type EditForm,
  type UsedInPanelClient,
  type UsedInPanelProps,
} from './useUsedInPanel';

export type { UsedInPanelProps } from './useUsedInPanel';

/** Strapi's form state as `useForm` selects it: any object (`FormContextValue` of `@strapi/admin`). */
type FormValues = Record<string, unknown>;

/**
 * The Content Manager edit view's "Used in" side panel (`addEditViewSidePanel`): Strapi renders
 * each panel description as a component of the edit view's context (`DescriptionComponentRenderer`),
 * so it may use hooks. Strapi renders the panels inside the edit view's `Form`
 * (`@strapi/content-manager` 5.54 `dist/admin/pages/EditView/EditViewPage.mjs`), whose state
 * `useForm` of `@strapi/strapi/admin` reads (`@strapi/admin` `dist/admin/src/components/Form.d.ts`:
 * `values`, `initialValues`); the panel sends the unsaved values of the fields the URL patterns
 * read and the unsaved targets of the relations they read through, so the warning comes before
 * Save or Publish is clicked (docs/decisions/0246, 0249). On the published tab the form shows the
 * published version: it sends none.
 */
export function UsedInPanel(props: UsedInPanelProps) {
  const { get, post } = useFetchClient();
  const values = useForm('UsedInPanel', (state) => state.values as FormValues, false);
  const initialValues = useForm('UsedInPanel', (state) => state.initialValues as FormValues, false);
  const client = useMemo<UsedInPanelClient>(
    () => ({
      usedIn: async (params) => (await get<UsedInResponse>(adminApiPath('used-in'), { params })).data,
      urlChanges: async (params) =>
        (await get<UrlChangesResponse>(adminApiPath('url-changes'), { params })).data,
      urlChangesUnsaved: async (params, unsaved: UrlChangesRequest) =>
        (await post<UrlChangesResponse>(adminApiPath('url-changes'), unsaved, { params })).data,
    }),
    [get, post],
  );
  const form: EditForm | null =
    values && initialValues && props.activeTab !== 'published' ? { values, initialValues } : null;
  return useUsedInPanel(props, client, form);
}
