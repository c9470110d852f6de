/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { DesignSystemProvider } from '@strapi/design-system';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { UnsavedValue, UrlChangesResponse, UsedInResponse } from '@route-discovery/contract';
import {
  unsavedValuesOf,
  useUsedInPanel,
  type EditForm,
  type PanelParams,
  type UsedInPanelClient,
} from '../../admin/src/components/used-in/useUsedInPanel';
import { messages, ROUTER_FUTURE } from '../helpers/admin-render';

/**
 * The "Used in" panel with the edit form's unsaved values (docs/decisions/0246): it reads the
 * saved answer, then sends the unsaved values of the fields that answer names, once the typing
 * rests, and shows the warning they give, before any save.
 */
const SITE = 'https://site.example';
const PARAMS = { content_type: 'api::article.article', document_id: 'a1', locale: 'en' };

const usedIn: UsedInResponse = {
  ...PARAMS,
  used_in: [],
  count: 0,
  broken: [],
  unpublish_impact: null,
  index_state: 'current',
};

/** The server's answer for a slug: a move from /blog/a when it differs from the saved `a`. */
function answerFor(slug: string, draftAndPublish = true): UrlChangesResponse {
  const place = { ...PARAMS, linked_from: 2, linking: [] };
  return {
    ...PARAMS,
    draft_and_publish: draftAndPublish,
    unsaved_fields: ['slug'],
    unsaved_relations: [],
    moves: slug === 'a' ? [] : [{ ...place, old_url: `${SITE}/blog/a`, new_url: `${SITE}/blog/${slug}` }],
    published_urls: [{ ...place, url: `${SITE}/blog/a` }],
  };
}

/** A stand-in for the admin routes that records each call (no network in jsdom). */
function fakeClient(draftAndPublish = true) {
  const calls: Array<{ method: 'GET' | 'POST'; params: PanelParams; values?: Record<string, UnsavedValue> }> =
    [];
  const client: UsedInPanelClient = {
    usedIn: async () => usedIn,
    urlChanges: async (params) => {
      calls.push({ method: 'GET', params });
      return answerFor('a', draftAndPublish);
    },
    urlChangesUnsaved: async (params, { values }) => {
      calls.push({ method: 'POST', params, values });
      return answerFor(String(values.slug), draftAndPublish);
    },
  };
  return { client, calls };
}

/** Renders the panel's description as the edit view's side panel would. */
function Panel({ client, form }: { client: UsedInPanelClient; form: EditForm }) {
  const panel = useUsedInPanel(
    {
      model: PARAMS.content_type,
      documentId: PARAMS.document_id,
      document: { locale: 'en', updatedAt: 't1' },
    },
    client,
    form,
  );
  return panel ? <section>{panel.content}</section> : null;
}

/** The admin's providers around every render and rerender (`renderAdmin`'s, as a wrapper). */
function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter future={ROUTER_FUTURE}>
      <IntlProvider locale="en" messages={messages}>
        <DesignSystemProvider locale="en">{children}</DesignSystemProvider>
      </IntlProvider>
    </MemoryRouter>
  );
}

const renderAdmin = (ui: ReactNode) => render(ui, { wrapper: Providers });

const saved = { title: 'A', slug: 'a' };
const formWith = (values: Record<string, unknown>): EditForm => ({
  values: { ...saved, ...values },
  initialValues: saved,
});

describe('"Used in" panel with unsaved form values', () => {
  it('sends the typed slug once the typing rests and warns before any save', async () => {
    const { client, calls } = fakeClient();
    const view = renderAdmin(<Panel client={client} form={formWith({})} />);
    await waitFor(() => expect(calls).toEqual([{ method: 'GET', params: PARAMS }]));
    expect(screen.queryByTestId('url-move')).toBeNull();
    // Typing: three values in quick succession, and a change of a field no URL reads.
    for (const slug of ['b', 'bl', 'blog-b'])
      view.rerender(<Panel client={client} form={formWith({ slug, title: `A ${slug}` })} />);
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('url-move')).toBeTruthy(), { timeout: 3000 });
    expect(calls.slice(1)).toEqual([{ method: 'POST', params: PARAMS, values: { slug: 'blog-b' } }]);
    expect(screen.getByTestId('url-move').textContent).toBe(
      'Publishing moves /blog/a to /blog/blog-b; 2 published documents link to /blog/a',
    );
    // Back to the saved value: the saved answer again, without the warning.
    view.rerender(<Panel client={client} form={formWith({ title: 'A changed' })} />);
    await waitFor(() => expect(screen.queryByTestId('url-move')).toBeNull());
    expect(calls.at(-1)).toEqual({ method: 'GET', params: PARAMS });
  });

  it('says "Saving moves" for a type without draft and publish', async () => {
    const { client, calls } = fakeClient(false);
    const view = renderAdmin(<Panel client={client} form={formWith({})} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      view.rerender(<Panel client={client} form={formWith({ slug: 'news' })} />);
    });
    await waitFor(() => expect(screen.getByTestId('url-move')).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByTestId('url-move').textContent).toBe(
      'Saving moves /blog/a to /blog/news; 2 published documents link to /blog/a',
    );
    expect(screen.getByTestId('url-gone').textContent).toContain('Deleting takes /blog/a away');
  });

  it('sends nothing for a changed field the answer does not name', async () => {
    const { client, calls } = fakeClient();
    const view = renderAdmin(<Panel client={client} form={formWith({})} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    view.rerender(<Panel client={client} form={formWith({ title: 'Renamed', category: { connect: [] } })} />);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls).toHaveLength(1);
  });
});

describe('the unsaved values of a single component (docs/decisions/0260)', () => {
  it('reads a field named by its dot path from the nested object the form holds for the component', () => {
    const initialValues = { seo: { id: 4, metaTitle: 'spring', metaDescription: 'd' } };
    const form = (metaTitle: string) => ({
      values: { seo: { ...initialValues.seo, metaTitle } },
      initialValues,
    });
    expect(unsavedValuesOf(form('summer'), ['seo.metaTitle'])).toEqual({ 'seo.metaTitle': 'summer' });
    expect(unsavedValuesOf(form('spring'), ['seo.metaTitle'])).toEqual({});
    // A component removed in the form has no value to send: the saved one is read.
    expect(unsavedValuesOf({ values: { seo: null }, initialValues }, ['seo.metaTitle'])).toEqual({});
  });
});
