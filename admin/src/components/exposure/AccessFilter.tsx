import { Button, Flex } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import { ACCESS_VALUES } from '../../lib/exposure';
import type { RouteAccess } from '../../lib/types';

/**
 * The access filter chips ("All", then one per access value), pressed state announced with
 * `aria-pressed`; shared by the exposure route table and the GraphQL operation table.
 * @param access the chosen access, or null for all
 * @param onChange called with the chip's access (null for "All")
 */
export function AccessFilter({
  access,
  onChange,
}: {
  access: RouteAccess | null;
  onChange: (access: RouteAccess | null) => void;
}) {
  const t = useT();
  const chip = (value: RouteAccess | null, label: string) => (
    <Button
      key={label}
      variant={access === value ? 'secondary' : 'tertiary'}
      aria-pressed={access === value}
      onClick={() => onChange(value)}
    >
      {label}
    </Button>
  );
  return (
    <Flex gap={2} wrap="wrap" role="group" aria-label={t('exposure.routes.filter')}>
      {chip(null, t('report.filter.all'))}
      {ACCESS_VALUES.map((value) => chip(value, t(`exposure.access.${value}`)))}
    </Flex>
  );
}
