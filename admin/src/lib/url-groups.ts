import type { Translate } from '../hooks/useT';

/**
 * The groups of frontend URL rows: their `source` (`page`, `resolver`, `preview`; packages/contract
 * urls.ts), each with a message. Backend rows are grouped by namespace (`admin`, a plugin's name),
 * which are names and stay as they are.
 */
const FRONTEND_SOURCES = new Set(['page', 'resolver', 'preview']);

/** A URL row's group in the admin's language: a frontend source's message, else `fallback` (the group). */
export function urlGroupLabel(t: Translate, group: string, fallback = group): string {
  return FRONTEND_SOURCES.has(group) ? t(`report.group.${group}`) : fallback;
}
