import type { Knex } from 'knex';

/**
 * Inserts link articles `from` (inclusive) to `to` (exclusive) of a set of `documents`: a blocks
 * body of 10 links and a cover each, draft and published rows (see links-seed.js).
 */
export function seedLinkArticles(
  knex: Knex,
  client: string,
  from: number,
  to: number,
  documents: number,
  outsideOrigin?: string | null,
  three?: boolean,
): Promise<{ documents: number; rows: number; ms: number }>;

/** Times the raw SQL floor of the content-links benchmark (see links-seed.js). */
export function scanLinkColumns(knex: Knex): Promise<{ rows: number; ms: number }>;
