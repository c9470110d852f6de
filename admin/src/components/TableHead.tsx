import { Th, Thead, Tr, Typography } from '@strapi/design-system';

/** A table header row of plain (not sortable) column labels, already translated. */
export function TableHead({ labels }: { labels: string[] }) {
  return (
    <Thead>
      <Tr>
        {labels.map((label) => (
          <Th key={label}>
            <Typography variant="sigma">{label}</Typography>
          </Th>
        ))}
      </Tr>
    </Thead>
  );
}
