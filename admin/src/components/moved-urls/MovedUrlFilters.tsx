import { Box, Field, Flex, SingleSelect, SingleSelectOption, TextInput } from '@strapi/design-system';
import { MOVED_URL_KINDS, type ListCounts } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import { useT } from '../../hooks/useT';

const ALL = '__all__';

/** The moved-URLs list's filter parameters (docs/api.md, "Moved URLs"). */
export const MOVED_FILTER_KEYS = ['kind', 'since', 'content_type', 'locale'] as const;

/** A free-text filter, sent when the field loses focus or Enter is pressed (not on every key). */
function TextFilter(props: {
  name: string;
  label: string;
  type?: 'text' | 'date';
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const commit = (text: string) => {
    const value = text.trim() || null;
    if (value !== props.value) props.onChange(value);
  };
  return (
    <Box style={{ minWidth: 200 }}>
      <Field.Root name={props.name}>
        <Field.Label>{props.label}</Field.Label>
        <TextInput
          key={props.value ?? ''}
          type={props.type ?? 'text'}
          defaultValue={props.value ?? ''}
          onBlur={(event: React.FocusEvent<HTMLInputElement>) => commit(event.currentTarget.value)}
          onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
      </Field.Root>
    </Box>
  );
}

/**
 * The Moved URLs page's filters, sent to the server: moved or gone (with the counts' numbers),
 * since a date, content type UID and locale code.
 */
export function MovedUrlFilterBar(props: {
  filters: Record<string, string | null>;
  counts: ListCounts | null;
  onChange: (key: string, value: string | null) => void;
}) {
  const t = useT();
  const { formatNumber } = useIntl();
  const kinds = props.counts?.by.kind ?? {};
  const kindLabel = t('moved.filter.kind');
  return (
    <Flex gap={2} wrap="wrap" alignItems="flex-end" role="group" aria-label={t('report.filters')}>
      <Box style={{ minWidth: 200 }}>
        <SingleSelect
          aria-label={kindLabel}
          placeholder={kindLabel}
          value={props.filters.kind ?? ALL}
          onChange={(value: string | number) => props.onChange('kind', value === ALL ? null : String(value))}
        >
          <SingleSelectOption value={ALL}>{`${kindLabel}: ${t('report.filter.all')}`}</SingleSelectOption>
          {MOVED_URL_KINDS.map((kind) => (
            <SingleSelectOption key={kind} value={kind}>
              {kinds[kind] === undefined
                ? t(`moved.kind.${kind}`)
                : `${t(`moved.kind.${kind}`)} (${formatNumber(kinds[kind])})`}
            </SingleSelectOption>
          ))}
        </SingleSelect>
      </Box>
      <TextFilter
        name="since"
        type="date"
        label={t('moved.filter.since')}
        value={props.filters.since ?? null}
        onChange={(value) => props.onChange('since', value)}
      />
      <TextFilter
        name="content_type"
        label={t('moved.filter.contentType')}
        value={props.filters.content_type ?? null}
        onChange={(value) => props.onChange('content_type', value)}
      />
      <TextFilter
        name="locale"
        label={t('moved.filter.locale')}
        value={props.filters.locale ?? null}
        onChange={(value) => props.onChange('locale', value)}
      />
    </Flex>
  );
}
