import { Box, Flex, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import type { LinkFilters } from '../../lib/links';

const ALL = '__all__';

/** One filter select: every value, or one. */
function FilterSelect(props: {
  label: string;
  value: string | null;
  options: string[];
  onChange: (value: string | null) => void;
}) {
  const t = useT();
  return (
    <Box style={{ minWidth: 200 }}>
      <SingleSelect
        aria-label={props.label}
        placeholder={props.label}
        value={props.value ?? ALL}
        onChange={(value: string | number) => props.onChange(value === ALL ? null : String(value))}
      >
        <SingleSelectOption value={ALL}>{`${props.label}: ${t('report.filter.all')}`}</SingleSelectOption>
        {props.options.map((option) => (
          <SingleSelectOption key={option} value={option}>
            {option}
          </SingleSelectOption>
        ))}
      </SingleSelect>
    </Box>
  );
}

/** The Links page's filters: kind, content type, locale and outcome. */
export function LinkFilterBar(props: {
  filters: LinkFilters;
  options: Record<keyof LinkFilters, string[]>;
  onChange: (filters: LinkFilters) => void;
}) {
  const t = useT();
  const { filters, options, onChange } = props;
  const keys: Array<keyof LinkFilters> = ['kind', 'contentType', 'locale', 'outcome'];
  return (
    <Flex gap={2} wrap="wrap" role="group" aria-label={t('report.filters')}>
      {keys.map((key) => (
        <FilterSelect
          key={key}
          label={t(`links.filter.${key}`)}
          value={filters[key]}
          options={options[key]}
          onChange={(value) => onChange({ ...filters, [key]: value })}
        />
      ))}
    </Flex>
  );
}
