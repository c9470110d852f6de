import type { Knex } from 'knex';

/** Inserts benchmark articles `from` (inclusive) to `to` (exclusive), leaving statistics as they were (see seed.js). */
export function seedArticles(
  knex: Knex,
  client: string,
  from: number,
  to: number,
): Promise<{ documents: number; rows: number; ms: number }>;

/** Times the raw SQL scan of published articles (see seed.js). */
export function scanPublished(knex: Knex): Promise<{ rows: number; ms: number }>;

/** Stops the server refreshing `articles`' planner statistics by itself (see seed.js). */
export function freezeStatistics(knex: Knex, client: string): Promise<void>;

/** Refreshes `articles`' planner statistics (see seed.js). */
export function analyzeArticles(knex: Knex, client: string): Promise<void>;
