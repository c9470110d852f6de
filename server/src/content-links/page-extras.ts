import type { Core } from '@strapi/strapi';
import { tableNames, tableQuery, type TableRow } from '../model/table-query';
import { chunked } from '../model/chunked';
import { DOCUMENT_IDS_PER_QUERY } from '../model/documents-by-id';
import type { ScannedRow } from '../model/document-scan';
import { RunCache } from './run-cache';
import { linkPopulate, type LinkModel, type ModelLookup } from './schema-walk';
import { modelMeta } from '../model/relations';

const UPLOAD_FILE = 'plugin::upload.file';

/** The file fields a media link reads (`media-links.ts`): the same the populate used to load. */
const FILE_FIELDS = ['url', 'formats', 'name', 'alternativeText'] as const;

/**
 * The lowest and highest of a page's row ids. The join tables are read by this range rather than
 * an `IN (...)` list of ids (rows of other ids in it, drafts, are skipped when read): PostgreSQL's
 * planner estimates a range as narrow even on a table never analysed, so it reads the owner
 * index, where a list of a hundred ids looks like half the table and is read by a sequential scan
 * (the keyset windows' reason, docs/decisions/0032-keyset-windows.md). A keyset page spans at most
 * twice its size in ids (`scanPublishedRows`), so the range holds few other rows.
 */
const idRange = (ids: readonly number[]): [number, number] => [Math.min(...ids), Math.max(...ids)];

/** Loads a page's media and components into its scanned rows, under the attributes' names. */
export type PageExtras = (rows: ScannedRow[]) => Promise<void>;

/**
 * Upload files remembered per run and type by `mediaLoader`: a file is read once however many
 * documents use it (a shared cover), and the cache is emptied when it reaches this size, so a run
 * over many distinct files holds at most this many.
 */
export const MEDIA_FILE_CACHE = 10000;

/** A media attribute's value as `media-links.ts` reads it: the file fields of `FILE_FIELDS`. */
type FileFields = Record<(typeof FILE_FIELDS)[number], unknown>;

/**
 * The media attributes of a type, read straight from the upload morph table in one knex query
 * per page: the owner row's `id`, attribute (`field`) and file id in the join table of the file's
 * `related` morph relation (`files_related_mph` in Strapi 5: `@strapi/upload`
 * `server/src/content-types/file`), ordered by the join table's own order as the query engine's
 * populate orders them (`@strapi/database` `dist/query/helpers/populate/apply.js`, `morphX`); then
 * the `FILE_FIELDS` of the files not yet read in this run, by id (`MEDIA_FILE_CACHE`). A single
 * media attribute (`morphOne`) takes the first file, a multiple one (`morphMany`) all of them.
 * Null when the type has no readable media attribute, or its metadata is not the morph shape.
 */
function mediaLoader(
  strapi: Core.Strapi,
  uid: string,
  names: string[],
  fileCache: number,
): PageExtras | null {
  if (names.length === 0) return null;
  const { attributes } = modelMeta(strapi, uid);
  const first = attributes[names[0]];
  const file = modelMeta(strapi, UPLOAD_FILE);
  const join = first?.morphBy ? file.attributes[first.morphBy]?.joinTable : undefined;
  if (!join?.morphColumn || names.some((name) => attributes[name]?.target !== UPLOAD_FILE)) return null;
  const { idColumn, typeColumn } = join.morphColumn;
  const files = tableNames(strapi, UPLOAD_FILE);
  const fileId = files.column('id');
  const fileSelect: Record<string, string> = { rd_file: fileId };
  for (const field of FILE_FIELDS) fileSelect[field] = files.column(field);
  const select = {
    rd_owner: `m.${idColumn.name}`,
    rd_field: 'm.field',
    rd_file: `m.${join.joinColumn.name}`,
  };
  const on: Record<string, unknown> = { [`m.${typeColumn.name}`]: uid };
  for (const [key, value] of Object.entries(join.on ?? {})) on[`m.${key}`] = value;
  const single = new Set(names.filter((name) => attributes[name]?.relation === 'morphOne'));
  const known = new RunCache<number, FileFields>(fileCache);
  /** Reads the `FILE_FIELDS` of files by id. */
  const readFiles = async (ids: number[]) => {
    const read = new Map<number, FileFields>();
    for (const part of chunked(ids, DOCUMENT_IDS_PER_QUERY)) {
      for (const found of await tableQuery(strapi, files.table).select(fileSelect).whereIn(fileId, part)) {
        const { url, formats, name, alternativeText } = found;
        read.set(Number(found.rd_file), { url, formats, name, alternativeText });
      }
    }
    return read;
  };
  return async (rows) => {
    const byId = new Map<number, ScannedRow>();
    for (const row of rows) byId.set(Number(row.id), row);
    for (const ids of chunked([...byId.keys()], DOCUMENT_IDS_PER_QUERY)) {
      let query = tableQuery(strapi, `${join.name} as m`)
        .select(select)
        .where(on)
        .whereBetween(`m.${idColumn.name}`, idRange(ids))
        .whereIn('m.field', names);
      for (const column of Object.keys(join.orderBy ?? {})) query = query.orderBy(`m.${column}`, 'asc');
      const ordered: TableRow[] = await query.orderBy('m.id', 'asc');
      const links = ordered.filter((found) => byId.has(Number(found.rd_owner)));
      const pageFiles = await known.page(
        links.map((found) => Number(found.rd_file)),
        readFiles,
      );
      for (const found of links) {
        const row = byId.get(Number(found.rd_owner)) as ScannedRow;
        const name = String(found.rd_field);
        // A join row whose file is gone (no foreign key on some databases) names no file.
        const value = pageFiles.get(Number(found.rd_file));
        if (!value) continue;
        if (single.has(name)) {
          if (row[name] === undefined) row[name] = value;
        } else ((row[name] as unknown[] | undefined) ?? (row[name] = [])).push(value);
      }
    }
  };
}

/**
 * The components and dynamic zones of a type, loaded by the query engine's populate (nested
 * media and components included, `linkPopulate`) for the rows that have any: one knex query on
 * the type's components join table (`<table>_cmps`) finds them, so a page without components
 * costs that one query. Null when the type has no readable component attribute.
 */
function componentLoader(
  strapi: Core.Strapi,
  models: ModelLookup,
  uid: string,
  model: LinkModel,
  names: string[],
): PageExtras | null {
  const populate = Object.fromEntries(
    Object.entries(linkPopulate(models, model) ?? {}).filter(([name]) => names.includes(name)),
  );
  if (names.length === 0 || Object.keys(populate).length === 0) return null;
  const { attributes } = modelMeta(strapi, uid);
  const join = attributes[names[0]]?.joinTable;
  const sameTable = names.every((name) => attributes[name]?.joinTable?.name === join?.name);
  return async (rows) => {
    let ids = rows.map((row) => Number(row.id));
    if (join && sameTable) {
      const withComponents = new Set<number>();
      for (const part of chunked(ids, DOCUMENT_IDS_PER_QUERY)) {
        const found = await tableQuery(strapi, join.name)
          .distinct(join.joinColumn.name)
          .whereBetween(join.joinColumn.name, idRange(part))
          .whereIn('field', names);
        found.forEach((row) => withComponents.add(Number(row[join.joinColumn.name])));
      }
      ids = ids.filter((id) => withComponents.has(id));
    }
    if (ids.length === 0) return;
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    for (const part of chunked(ids, DOCUMENT_IDS_PER_QUERY)) {
      const loaded = (await strapi.db
        .query(uid as never)
        .findMany({ select: ['id'], where: { id: { $in: part } }, populate })) as Array<
        Record<string, unknown>
      >;
      for (const entry of loaded) {
        const row = byId.get(Number(entry.id));
        if (row) for (const name of Object.keys(populate)) row[name] = entry[name];
      }
    }
  };
}

/**
 * The readable attributes a page's rows get from `pageExtras` rather than from the scan: media,
 * and components with dynamic zones, by name.
 */
export function extraAttributes(
  models: ModelLookup,
  model: LinkModel,
): { media: string[]; components: string[] } {
  const readable = models.readable(model);
  const named = (types: string[]) =>
    readable.filter(([, attribute]) => types.includes(attribute.type ?? '')).map(([name]) => name);
  return { media: named(['media']), components: named(['component', 'dynamiczone']) };
}

/**
 * What a page of a type needs beyond its scanned columns, loaded into the rows: media (`mediaLoader`,
 * raw) and components (`componentLoader`). Hidden attributes are never read.
 * @param fileCache upload files remembered per run (`MEDIA_FILE_CACHE`)
 */
export function pageExtras(
  strapi: Core.Strapi,
  models: ModelLookup,
  uid: string,
  model: LinkModel,
  fileCache = MEDIA_FILE_CACHE,
): PageExtras {
  const { media, components } = extraAttributes(models, model);
  const loadMedia = mediaLoader(strapi, uid, media, fileCache);
  // Media a raw query cannot read (an unknown metadata shape) go through the query engine.
  const loadComponents = componentLoader(
    strapi,
    models,
    uid,
    model,
    loadMedia ? components : [...components, ...media],
  );
  return async (rows) => {
    if (rows.length === 0) return;
    // Each fills attributes of its own: on a database server the two run side by side.
    await Promise.all([loadMedia?.(rows), loadComponents?.(rows)]);
  };
}
