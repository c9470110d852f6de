import { useEffect, useState } from 'react';
import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { adminApiPath, type UrlChangesResponse, type UsedInResponse } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { UsedInView } from './UsedInView';

/** What the Content Manager gives an edit-view side panel (`@strapi/content-manager` `PanelComponentProps`, 5.54). */
export interface UsedInPanelProps {
  model: string;
  documentId?: string;
  document?: { locale?: string | null; updatedAt?: unknown } & Record<string, unknown>;
}

/**
 * The URL changes of the saved draft (`GET /route-discovery/url-changes`), read again after each
 * save (`updatedAt` changes); null while loading or when it could not be read (the panel then
 * shows the references alone: the warning is an extra, never a block).
 */
function useUrlChanges(
  model: string,
  documentId: string | undefined,
  locale: string | null,
  savedAt: string,
) {
  const { get } = useFetchClient();
  const [answer, setAnswer] = useState<UrlChangesResponse | null>(null);
  useEffect(() => {
    if (!documentId) return undefined;
    let live = true;
    const params: Record<string, string> = { content_type: model, document_id: documentId };
    if (locale) params.locale = locale;
    get<UrlChangesResponse>(adminApiPath('url-changes'), { params })
      .then(({ data }) => live && setAnswer(data))
      .catch(() => live && setAnswer(null));
    return () => {
      live = false;
    };
  }, [get, model, documentId, locale, savedAt]);
  return answer;
}

/** The "Used in" answer of one document and locale (admin session), or `failed`, or null while loading. */
function useUsedIn(model: string, documentId: string | undefined, locale: string | null) {
  const { get } = useFetchClient();
  const [answer, setAnswer] = useState<UsedInResponse | 'failed' | null>(null);
  useEffect(() => {
    if (!documentId) return undefined;
    let live = true;
    setAnswer(null);
    const params: Record<string, string> = { content_type: model, document_id: documentId };
    if (locale) params.locale = locale;
    get<UsedInResponse>(adminApiPath('used-in'), { params })
      .then(({ data }) => live && setAnswer(data))
      .catch(() => live && setAnswer('failed'));
    return () => {
      live = false;
    };
  }, [get, model, documentId, locale]);
  return answer;
}

/**
 * The Content Manager edit view's "Used in" side panel (`addEditViewSidePanel`): Strapi renders
 * each panel description as a component of the edit view's context (`DescriptionComponentRenderer`),
 * so it may use hooks. Nothing while a document is being created; otherwise the title with the
 * number of references found and the answer for the open document and locale.
 */
export function UsedInPanel({ model, documentId, document }: UsedInPanelProps) {
  const t = useT();
  const locale = typeof document?.locale === 'string' ? document.locale : null;
  const answer = useUsedIn(model, documentId, locale);
  const changes = useUrlChanges(model, documentId, locale, String(document?.updatedAt ?? ''));
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
