import { Box, Flex, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import type { ListCounts } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT, type Translate } from '../../hooks/useT';
import { linkKindLabel, linkReasonLabel } from '../../lib/link-labels';

const ALL = '__all__';

/** The Links list's filter parameters, each with its facet in the counts and its label's id. */
export const LINK_FILTERS = [
  { key: 'kind', labelId: 'links.filter.kind', optionLabel: linkKindLabel },
  { key: 'content_type', labelId: 'links.filter.contentType', optionLabel: null },
  { key: 'locale', labelId: 'links.filter.locale', optionLabel: null },
  { key: 'status', labelId: 'links.filter.status', optionLabel: linkReasonLabel },
] as const;

/** The Links list's filter parameters (`kind`, `content_type`, `locale`, `status`; docs/api.md). */
export const LINK_FILTER_KEYS = LINK_FILTERS.map(({ key }) => key);

/** One filter select: every value, or one, each with its number of links. */
function FilterSelect(props: {
  label: string;
  value: string | null;
  options: Record<string, number>;
  /** An option's label in the admin's language (kinds and statuses); others show as they are. */
  optionLabel: ((t: Translate, value: string) => string) | null;
  onChange: (value: string | null) => void;
}) {
  const t = useT();
  const label = (option: string) => (props.optionLabel ? props.optionLabel(t, option) : option);
  const { formatNumber } = useIntl();
  // The chosen value stays offered even when the counts do not list it (yet); `none` (rows without
  // a locale or status, as the counts name them) is not a value the filter takes.
  const values = Object.keys(props.options).filter((value) => value && value !== 'none');
  if (props.value && !values.includes(props.value)) values.push(props.value);
  return (
    <Box style={{ minWidth: 200 }}>
      <SingleSelect
        aria-label={props.label}
        placeholder={props.label}
        value={props.value ?? ALL}
        onChange={(value: string | number) => props.onChange(value === ALL ? null : String(value))}
      >
        <SingleSelectOption value={ALL}>{`${props.label}: ${t('report.filter.all')}`}</SingleSelectOption>
        {values.sort().map((option) => (
          <SingleSelectOption key={option} value={option}>
            {props.options[option] === undefined
              ? label(option)
              : `${label(option)} (${formatNumber(props.options[option])})`}
          </SingleSelectOption>
        ))}
      </SingleSelect>
    </Box>
  );
}

/**
 * The Links page's filters, sent to the server: kind, content type, locale and status. Their
 * options and numbers are the facets of the server's counts (no rows are read for them).
 */
export function LinkFilterBar(props: {
  filters: Record<string, string | null>;
  counts: ListCounts | null;
  onChange: (key: string, value: string | null) => void;
}) {
  const t = useT();
  return (
    <Flex gap={2} wrap="wrap" role="group" aria-label={t('report.filters')}>
      {LINK_FILTERS.map(({ key, labelId, optionLabel }) => (
        <FilterSelect
          key={key}
          label={t(labelId)}
          value={props.filters[key] ?? null}
          optionLabel={optionLabel}
          options={props.counts?.by[key] ?? {}}
          onChange={(value) => props.onChange(key, value)}
        />
      ))}
    </Flex>
  );
}
