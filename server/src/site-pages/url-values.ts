import type { Core } from '@strapi/strapi';
import { attributeOf } from '../model/readable-attributes';
import type { ResolvedPlaceholder } from './placeholder-path';

/**
 * The attribute types whose raw column value differs by database, read as the URL rule reads
 * columns (knex, not the Document Service, which converts): a `datetime` (or legacy `timestamp`) is
 * a number of ms on SQLite (better-sqlite3 binds a Date as its ms) and a Date on PostgreSQL and
 * MySQL/MariaDB; a `time` is `HH:mm:ss.SSS` as Strapi writes it on SQLite and MySQL, `HH:mm:ss` on
 * PostgreSQL; a `date` is `YYYY-MM-DD` text everywhere (Strapi's dialects keep DATE as text:
 * `@strapi/database` `dialects/postgresql` `setTypeParser(DATE)`, `dialects/mysql` `typeCast`).
 */
export type TemporalType = 'date' | 'datetime' | 'timestamp' | 'time';

const TEMPORAL: ReadonlySet<string> = new Set(['date', 'datetime', 'timestamp', 'time']);

/** `YYYY-MM-DD[ T]HH:mm[:ss[.SSS]]` without a zone: a UTC date and time as Strapi stores one. */
const ZONELESS = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** A datetime value (Date, ms since the epoch as a number or digits, ISO 8601 text) as a Date, or null. */
function asDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || typeof value === 'bigint') date = new Date(Number(value));
  else if (typeof value === 'string') {
    const zoneless = ZONELESS.exec(value);
    if (/^\d+$/.test(value)) date = new Date(Number(value));
    else date = new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : value);
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * One form of a date, datetime or time value in a URL, whatever the database returned (see
 * `TemporalType`) or an edit form sent: a date as `YYYY-MM-DD`; a datetime as ISO 8601 in UTC
 * with milliseconds (`Date.prototype.toISOString`, `2026-03-01T10:30:15.250Z`, as Strapi's REST
 * API gives it); a time as `HH:mm:ss` (fractions of a second dropped: `10:30` is `10:30:00`). A
 * value that does not parse, or null, undefined or '', is returned as given.
 */
export function temporalText(type: TemporalType, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (type === 'datetime' || type === 'timestamp') return asDate(value)?.toISOString() ?? value;
  if (type === 'date') {
    if (value instanceof Date)
      return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
    return /^\d{4}-\d{2}-\d{2}/.exec(String(value))?.[0] ?? value;
  }
  const time = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(String(value));
  return time ? `${time[1]}:${time[2]}:${time[3] ?? '00'}` : value;
}

/**
 * The temporal type of the attribute a resolved placeholder reads (a column of `uid`, or the last
 * step of a dot path on its last hop's type), or null for any other value.
 */
export function placeholderTemporalType(
  strapi: Core.Strapi,
  uid: string,
  resolved: ResolvedPlaceholder,
): TemporalType | null {
  let type: string | undefined;
  if (resolved.kind === 'column') type = attributeOf(strapi, uid, resolved.name)?.type;
  else if (resolved.kind === 'path') {
    const last = resolved.hops[resolved.hops.length - 1];
    type = attributeOf(strapi, last.targetUid, resolved.name.split('.').pop() as string)?.type;
  }
  return type && TEMPORAL.has(type) ? (type as TemporalType) : null;
}
