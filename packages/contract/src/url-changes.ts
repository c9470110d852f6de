import { z } from 'zod';
import { countSchema } from './metadata';
import { linkingSourceSchema } from './moved-urls';

/**
 * The "Used in" panel's warning before an editor publishes, saves, unpublishes or deletes (issue
 * 46 item 6; docs/api.md, admin routes; docs/decisions/0234 and 0246).
 */

/**
 * A page's website URL and who links to it: `linked_from` published documents (the reference
 * index), `linking` their locale versions, at most `LINKING_LISTED` of them, only of the content
 * types the admin may read.
 */
const linkedUrlFields = {
  content_type: z.string(),
  document_id: z.string(),
  locale: z.string().nullable(),
  linked_from: countSchema,
  linking: z.array(linkingSourceSchema),
};

/** Most linking documents `GET /route-discovery/url-changes` lists per URL (`linked_from` counts them all). */
export const LINKING_LISTED = 50;

/**
 * `GET /route-discovery/url-changes?content_type=&document_id=&locale=` and its `POST` with the
 * edit form's unsaved values: what publishing the open draft (saving, for a type without draft and
 * publish: `draft_and_publish` false) would do to website URLs, and what unpublishing or deleting
 * would take away. `moves`: each page (the document in that locale, and the pages whose URL reads
 * it, such as a category's articles) whose URL after the action differs from its published URL
 * (`new_url` null: the action leaves it without one). `published_urls`: those pages' published
 * URLs now, which unpublishing or deleting the document takes away. `unsaved_fields`: the
 * attributes of the open type whose unsaved values the `POST` takes (those the URL patterns read
 * as plain values; sorted). `unsaved_relations`: the to-one relations of the open type whose
 * unsaved target the `POST` takes (those its own URL pattern reads through, the first hop of a dot
 * path such as `category.slug`; sorted; docs/decisions/0249).
 */
export const urlChangesResponseSchema = z.object({
  content_type: z.string(),
  document_id: z.string(),
  locale: z.string().nullable(),
  draft_and_publish: z.boolean(),
  unsaved_fields: z.array(z.string()),
  unsaved_relations: z.array(z.string()),
  moves: z.array(z.object({ ...linkedUrlFields, old_url: z.string(), new_url: z.string().nullable() })),
  published_urls: z.array(z.object({ ...linkedUrlFields, url: z.string() })),
});
/** The answer of `GET` and `POST /route-discovery/url-changes`. */
export type UrlChangesResponse = z.infer<typeof urlChangesResponseSchema>;

/** Longest unsaved text value `POST /route-discovery/url-changes` takes (characters). */
export const UNSAVED_VALUE_MAX_CHARS = 2048;
/** Most unsaved values one `POST /route-discovery/url-changes` takes. */
export const UNSAVED_VALUES_MAX = 50;

/** One unsaved form value of an attribute a URL pattern reads: text, a finite number, a boolean or null (cleared). */
const unsavedValueSchema = z.union([
  z.string().max(UNSAVED_VALUE_MAX_CHARS),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** Longest documentId or locale code an unsaved relation target takes (characters). */
const RELATION_KEY_MAX_CHARS = 100;

/**
 * The edit form's unsaved target of a to-one relation (docs/decisions/0249): the document it now
 * connects (`document_id`, and `locale` when the form's connect item names one: Strapi uses it when
 * only the target type is localized), or null when the form disconnects the saved one.
 */
const unsavedRelationSchema = z.union([
  z
    .object({
      document_id: z.string().min(1).max(RELATION_KEY_MAX_CHARS),
      locale: z.string().min(1).max(RELATION_KEY_MAX_CHARS).nullable().optional(),
    })
    .strict(),
  z.null(),
]);

/** At most `UNSAVED_VALUES_MAX` members, keyed by attribute name. */
const unsavedRecord = <T extends z.ZodTypeAny>(value: T) =>
  z
    .record(z.string().min(1).max(100), value)
    .refine((members) => Object.keys(members).length <= UNSAVED_VALUES_MAX, {
      message: `at most ${UNSAVED_VALUES_MAX} members`,
    });

/**
 * The body of `POST /route-discovery/url-changes` (same query as the `GET`): `{ "values": {
 * "slug": "new-slug" }, "relations": { "category": { "document_id": "..." } } }`, attribute name
 * to the edit form's unsaved value, and relation name to its unsaved target (`relations` optional).
 * Each name must be one of the answer's `unsaved_fields`, each relation one of its
 * `unsaved_relations` (the server refuses others with 400); no other member.
 */
export const urlChangesRequestSchema = z
  .object({
    values: unsavedRecord(unsavedValueSchema),
    relations: unsavedRecord(unsavedRelationSchema).optional(),
  })
  .strict();
/** The body of `POST /route-discovery/url-changes`. */
export type UrlChangesRequest = z.infer<typeof urlChangesRequestSchema>;
/** One unsaved value of `UrlChangesRequest`. */
export type UnsavedValue = z.infer<typeof unsavedValueSchema>;
/** One unsaved relation target of `UrlChangesRequest` (null: disconnected). */
export type UnsavedRelation = z.infer<typeof unsavedRelationSchema>;
