import { Box, Flex, Typography } from '@strapi/design-system';
import type { UrlChangesResponse } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { searchPathOf } from '../../lib/moved-urls';
import { DocumentName, namedDocumentOf } from '../DocumentName';

type Linking = UrlChangesResponse['moves'][number]['linking'];

/** The published documents that link to a URL, each its title linked to its edit view (`DocumentName`). */
function LinkingList({ linking }: { linking: Linking }) {
  if (!linking.length) return null;
  return (
    <Box tag="ul" paddingTop={1}>
      {linking.map((source) => (
        <Box tag="li" key={`${source.content_type}|${source.document_id}|${source.locale}`}>
          <DocumentName document={namedDocumentOf(source)} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * What the edit form's values mean for website URLs, said before the editor publishes, unpublishes
 * or deletes (issue 46 item 6): "Publishing moves /blog/a to /blog/b; 12 published documents link
 * to /blog/a" with their list, and the URLs unpublishing or deleting takes away with who links to
 * them; for a type without draft and publish (`draft_and_publish` false) "Saving moves ..." and
 * "Deleting takes ... away". Never a block: text only. URLs show as their site-relative paths;
 * values are text (React escapes them).
 */
export function UrlChangesView({ answer }: { answer: UrlChangesResponse }) {
  const t = useT();
  if (!answer.moves.length && !answer.published_urls.length) return null;
  const onSave = !answer.draft_and_publish;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} data-testid="url-changes">
      {answer.moves.map((move) => {
        const from = searchPathOf(move.old_url);
        const values = { from, count: move.linked_from };
        return (
          <Box
            key={`${move.content_type}|${move.document_id}|${move.locale}|${move.old_url}`}
            background="warning100"
            padding={2}
            hasRadius
            data-testid="url-move"
          >
            <Typography variant="omega" textColor="neutral800" fontWeight="semiBold">
              {move.new_url
                ? t(onSave ? 'usedIn.urlMoveOnSave' : 'usedIn.urlMove', {
                    ...values,
                    to: searchPathOf(move.new_url),
                  })
                : t(onSave ? 'usedIn.urlGoneOnSave' : 'usedIn.urlGoneOnPublish', values)}
            </Typography>
            <LinkingList linking={move.linking} />
          </Box>
        );
      })}
      {answer.published_urls.length ? (
        <Box padding={2} hasRadius background="neutral100" data-testid="url-gone">
          {answer.published_urls.map((row) => (
            <Box key={`${row.content_type}|${row.document_id}|${row.locale}|${row.url}`} paddingBottom={1}>
              <Typography variant="pi" textColor="neutral800">
                {t(onSave ? 'usedIn.urlGoneOnDelete' : 'usedIn.urlGone', {
                  url: searchPathOf(row.url),
                  count: row.linked_from,
                })}
              </Typography>
              <LinkingList linking={row.linking} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Flex>
  );
}
