import type { Core } from '@strapi/strapi';
import { databaseClient, type TableNames } from '../model/table-query';
import { uploadFileTable } from '../model/upload-files';
import { REFERENCES_TABLE, UPLOAD_PATH } from './tables';

/**
 * The SQL side of the Files page (docs/decisions/0147-files-page-in-pages.md): the "no reference
 * names this file" and "the file this row names does not exist" conditions, so unused files and
 * missing references are filtered and counted by the database. The index rows' side reads their
 * stored `upload_path` (written with `uploadPath`, docs/decisions/0148-upload-path-column.md);
 * the files' side is Strapi's table, which the plugin does not write: there the rule of
 * `uploadPath` is an SQL expression per database (`uploadPathSql`).
 */

/** Strapi's database client: `postgres`, `mysql` (MySQL and MariaDB) or `sqlite`. */
type Client = 'postgres' | 'mysql' | 'sqlite';

function clientOf(strapi: Core.Strapi): Client {
  const client = databaseClient(strapi);
  return client === 'postgres' || client === 'mysql' ? client : 'sqlite';
}

/** A quoted identifier (`table.column` quotes each part). */
export function quoted(strapi: Core.Strapi, name: string): string {
  const quote = clientOf(strapi) === 'mysql' ? '`' : '"';
  return name
    .split('.')
    .map((part) => `${quote}${part.split(quote).join(quote + quote)}${quote}`)
    .join('.');
}

/** The index table, with Strapi's schema when one is set, quoted. */
export function referencesTableSql(strapi: Core.Strapi): string {
  const schema = strapi.db.getSchemaName();
  return quoted(strapi, schema ? `${schema}.${REFERENCES_TABLE}` : REFERENCES_TABLE);
}

/**
 * `uploadPath(<column>)` in SQL, for the files' `url` (the index stores its rows' paths): the text from the first `/uploads/` on, cut at the first `?` or
 * `#`, or '' when the value holds no `/uploads/` (never NULL, so `NOT IN` lists hold no NULL).
 * Case-sensitive like the JavaScript rule: MySQL and MariaDB compare their text case-insensitively
 * by default, so there the value is read as bytes (`CAST(... AS BINARY)`); `?` and `#` are written
 * as character codes because knex reads a `?` in raw SQL as a binding.
 * @param column a quoted column reference
 */
export function uploadPathSql(strapi: Core.Strapi, column: string): string {
  const client = clientOf(strapi);
  if (client === 'postgres') {
    const rest = `substr(${column}, strpos(${column}, '/uploads/'))`;
    return `(CASE WHEN strpos(${column}, '/uploads/') > 0 THEN split_part(split_part(${rest}, chr(63), 1), chr(35), 1) ELSE '' END)`;
  }
  if (client === 'mysql') {
    const bytes = `CAST(${column} AS BINARY)`;
    const rest = `SUBSTRING(${bytes}, LOCATE('/uploads/', ${bytes}))`;
    return `(CASE WHEN LOCATE('/uploads/', ${bytes}) > 0 THEN SUBSTRING_INDEX(SUBSTRING_INDEX(${rest}, CHAR(63), 1), CHAR(35), 1) ELSE '' END)`;
  }
  const cut = (text: string, code: number) =>
    `(CASE WHEN instr(${text}, char(${code})) > 0 THEN substr(${text}, 1, instr(${text}, char(${code})) - 1) ELSE ${text} END)`;
  const rest = `substr(${column}, instr(${column}, '/uploads/'))`;
  return `(CASE WHEN instr(${column}, '/uploads/') > 0 THEN ${cut(cut(rest, 63), 35)} ELSE '' END)`;
}

/** An integer column as the text the index stores in `target_id`. */
export function idTextSql(strapi: Core.Strapi, column: string): string {
  return `CAST(${column} AS ${clientOf(strapi) === 'mysql' ? 'CHAR' : 'TEXT'})`;
}

/**
 * The condition "no index row names this upload file" on the files table (correlation name its
 * own table name): no media reference with its id, and, when its `url` has an `/uploads/` path,
 * no index row whose stored `upload_path` is the same (only link rows store one; the others'
 * '' never equals a path, so a file without one needs no lookup). Two uncorrelated `NOT IN`
 * subqueries, which each database reads once per statement, the second from the column and its
 * index alone; the second is only asked for files the first kept.
 */
export function unusedFileSql(strapi: Core.Strapi, files: TableNames): string {
  const refs = referencesTableSql(strapi);
  const id = idTextSql(strapi, quoted(strapi, `${files.table}.${files.column('id')}`));
  const path = uploadPathSql(strapi, quoted(strapi, `${files.table}.${files.column('url')}`));
  const linkPaths = `SELECT ${quoted(strapi, UPLOAD_PATH)} FROM ${refs}`;
  return `${id} NOT IN (SELECT target_id FROM ${refs} WHERE target_kind = 'file') AND (${path} = '' OR ${path} NOT IN (${linkPaths}))`;
}

/**
 * The conditions "the file this index row names does not exist", for media rows (`file`) and
 * `/uploads/` link rows (`url`), on the index table; null without the upload plugin (then every
 * such row is missing).
 */
export function missingTargetSql(strapi: Core.Strapi): { file: string; url: string } | null {
  const files = uploadFileTable(strapi);
  if (!files) return null;
  const schema = strapi.db.getSchemaName();
  const table = quoted(strapi, schema ? `${schema}.${files.table}` : files.table);
  const ids = idTextSql(strapi, quoted(strapi, files.column('id')));
  const paths = uploadPathSql(strapi, quoted(strapi, files.column('url')));
  return {
    file: `target_id NOT IN (SELECT ${ids} FROM ${table})`,
    // '' joins the files' paths so a link without `/uploads/` is left out.
    url: `${quoted(strapi, UPLOAD_PATH)} NOT IN (SELECT ${paths} FROM ${table} UNION ALL SELECT '')`,
  };
}

/** The schemes and the scheme-relative start by which a link names a host. */
const HOST_STARTS = ['http://', 'https://', '//'];

/**
 * The condition "this link row's URL is this Media Library's" on the index table
 * (docs/decisions/0198-foreign-media-host-links-are-not-missing-files.md): a URL naming no host
 * (`/uploads/a.png`), or one on an origin of `libraryOrigins` (`mediaLibraryOrigins`: this CMS's
 * and its upload providers'), written `https://host/...` or `//host/...`; schemes and hosts
 * compared in lower case (the origins are, as the URL parser writes them). A link to another
 * host's `/uploads/` path is that host's file (`foreign-media-host` in content links), not one of
 * this Media Library's. The origins are bound values; their lengths are written in the SQL.
 */
export function mediaLibraryLinkSql(
  strapi: Core.Strapi,
  libraryOrigins: Iterable<string>,
): { sql: string; bindings: string[] } {
  const url = quoted(strapi, 'target_url');
  const startsWith = (prefix: string) => `lower(substr(${url}, 1, ${prefix.length})) = ?`;
  const noHost = `NOT (${HOST_STARTS.map(startsWith).join(' OR ')})`;
  const prefixes = [...libraryOrigins].flatMap((origin) => {
    const lower = origin.toLowerCase();
    return [`${lower}/`, `${lower.replace(/^https?:/, '')}/`];
  });
  return {
    sql: `(${[noHost, ...prefixes.map(startsWith)].join(' OR ')})`,
    bindings: [...HOST_STARTS, ...prefixes],
  };
}
