import { Box, Flex, Link, Typography } from '@strapi/design-system';
import type {
  UrlChangesResponse,
  UsedInBroken,
  UsedInResponse,
  UsedInSource,
} from '@route-discovery/contract';
import { Link as RouterLink } from 'react-router-dom';
import { useT, type Translate } from '../../hooks/useT';
import { ToneBadge } from '../ToneBadge';
import { UrlChangesView } from './UrlChangesView';

/** Kinds in the order the panel groups them. */
const KINDS = ['relation', 'media', 'link'] as const;

/** A source's line: its title (a link to its edit view), type, field, link text and version. */
function SourceItem({ row, t }: { row: UsedInSource; t: Translate }) {
  return (
    <Box tag="li" paddingBottom={2}>
      <Link tag={RouterLink} to={row.edit_path}>
        {row.title}
      </Link>
      <Flex gap={1} wrap="wrap">
        <Typography variant="pi" textColor="neutral600">
          {row.content_type} · {row.field_path}
          {row.locale ? ` · ${row.locale}` : ''}
        </Typography>
        {/* The Content Manager's own status colours; the badge's `active` look fails contrast (axe, 4.25:1). */}
        <ToneBadge tone={row.status === 'published' ? 'success' : 'secondary'}>
          {t(`usedIn.status.${row.status}`)}
        </ToneBadge>
      </Flex>
      {row.link_text ? (
        <Typography variant="pi" textColor="neutral800">
          “{row.link_text}”
        </Typography>
      ) : null}
    </Box>
  );
}

/** One broken outgoing reference: the field, its target and why it is broken. */
function BrokenItem({ row, t }: { row: UsedInBroken; t: Translate }) {
  const target =
    row.target_file_id !== null ? `#${row.target_file_id}` : (row.target_url ?? row.target_document_id);
  return (
    <Box tag="li" paddingBottom={2}>
      <Typography variant="pi" fontWeight="bold">
        {row.field_path}
      </Typography>
      <Typography variant="pi" textColor="neutral600">
        {' '}
        → {target ?? ''}
        {row.target_locale ? ` (${row.target_locale})` : ''}
      </Typography>
      <Box>
        <ToneBadge tone="danger">{t(`usedIn.broken.${row.broken}`)}</ToneBadge>
      </Box>
    </Box>
  );
}

/**
 * The "Used in" panel's content for one answer: first what the saved draft does to website URLs
 * (`changes`, `UrlChangesView`), then the referencing documents grouped by kind
 * (relation, media, link), the unpublish impact sentence and its documents, and the open
 * document's own broken references. Content values are rendered as text (React escapes them).
 */
export function UsedInView({
  answer,
  changes,
}: {
  answer: UsedInResponse;
  changes?: UrlChangesResponse | null;
}) {
  const t = useT();
  const impact = answer.unpublish_impact;
  const impactTitles = new Map(answer.used_in.map((row) => [`${row.content_type} ${row.document_id}`, row]));
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="used-in-panel">
      {changes ? <UrlChangesView answer={changes} /> : null}
      {answer.index_state !== 'current' ? (
        <Typography variant="pi" textColor="neutral600">
          {t(`usedIn.state.${answer.index_state}`)}
        </Typography>
      ) : null}
      {answer.count === 0 ? <Typography variant="omega">{t('usedIn.none')}</Typography> : null}
      {KINDS.map((kind) => {
        const rows = answer.used_in.filter((row) => row.reference_kind === kind);
        if (!rows.length) return null;
        return (
          <Box key={kind} data-testid={`used-in-${kind}`}>
            <Typography variant="sigma" tag="h3">
              {t(`usedIn.kind.${kind}`, { count: rows.length })}
            </Typography>
            <Box tag="ul" paddingTop={1}>
              {rows.map((row, at) => (
                <SourceItem
                  key={`${row.document_id}-${row.locale}-${row.status}-${row.field_path}-${at}`}
                  row={row}
                  t={t}
                />
              ))}
            </Box>
          </Box>
        );
      })}
      {impact && impact.target_published && impact.references > 0 ? (
        <Box data-testid="used-in-impact" background="warning100" padding={2} hasRadius>
          <Typography variant="omega" textColor="neutral800" fontWeight="semiBold">
            {t('usedIn.impact', { links: impact.references, documents: impact.documents })}
          </Typography>
          <Box tag="ul" paddingTop={1}>
            {impact.sources.map((source) => {
              const known = impactTitles.get(`${source.content_type} ${source.document_id}`);
              return (
                <Box tag="li" key={`${source.content_type}-${source.document_id}-${source.locale}`}>
                  {known ? (
                    <Link tag={RouterLink} to={known.edit_path}>
                      {known.title}
                    </Link>
                  ) : (
                    <Typography variant="pi">{source.document_id}</Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </Box>
      ) : null}
      {answer.broken.length ? (
        <Box data-testid="used-in-broken">
          <Typography variant="sigma" tag="h3" textColor="danger600">
            {t('usedIn.brokenTitle', { count: answer.broken.length })}
          </Typography>
          <Box tag="ul" paddingTop={1}>
            {answer.broken.map((row, at) => (
              <BrokenItem key={`${row.field_path}-${row.status}-${at}`} row={row} t={t} />
            ))}
          </Box>
        </Box>
      ) : null}
    </Flex>
  );
}
