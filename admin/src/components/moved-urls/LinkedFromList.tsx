import { useEffect, useState } from 'react';
import { Flex, Loader, Typography } from '@strapi/design-system';
import type { ContentLinkRow } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { linksTo, searchPathOf } from '../../lib/moved-urls';
import { readPage, type FetchJson } from '../../api/usePagedList';
import { DocumentName, namedDocumentOf } from '../DocumentName';
import { translatedFieldLabel } from '../../lib/field-label';
import { Panel } from '../Panel';

/** Rows read from the content-links search for one old URL (the linking documents of one page). */
const LINKS_PAGE_SIZE = '100';

/**
 * The published documents whose content links to an old URL: the `v1/content-links` answer (read
 * from the reference index while it is current) searched for the URL's path, kept to exact links;
 * each named by its title (`DocumentName`) with the link's place as the edit view labels it.
 */
export function LinkedFromList({
  oldUrl,
  endpoint,
  fetchJson,
}: {
  oldUrl: string;
  endpoint: string;
  fetchJson: FetchJson;
}) {
  const t = useT();
  const [state, setState] = useState<{ rows: ContentLinkRow[] | null; failed: boolean }>({
    rows: null,
    failed: false,
  });
  useEffect(() => {
    let current = true;
    setState({ rows: null, failed: false });
    fetchJson(endpoint, { q: searchPathOf(oldUrl), page_size: LINKS_PAGE_SIZE }).then(
      (answer) =>
        current &&
        setState({ rows: linksTo(readPage<ContentLinkRow>(answer, 'links').rows, oldUrl), failed: false }),
      () => current && setState({ rows: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [endpoint, fetchJson, oldUrl]);
  return (
    <Panel flat testId="linked-from" title={t('moved.linkedFrom.title', { url: oldUrl })} gap={2}>
      {state.failed ? <Typography textColor="danger600">{t('state.error')}</Typography> : null}
      {!state.failed && !state.rows ? <Loader small>{t('state.loading')}</Loader> : null}
      {state.rows?.length === 0 ? <Typography>{t('moved.linkedFrom.none')}</Typography> : null}
      {state.rows?.length ? (
        <Flex tag="ul" direction="column" alignItems="flex-start" gap={1}>
          {state.rows.map((row, index) => (
            <li key={`${row.content_type}|${row.document_id}|${row.locale}|${row.field_path}|${index}`}>
              <DocumentName document={namedDocumentOf(row)} />
              <Typography variant="pi" textColor="neutral600" title={row.field_path}>
                {translatedFieldLabel(t, row.field_label)}
              </Typography>
            </li>
          ))}
        </Flex>
      ) : null}
    </Panel>
  );
}
