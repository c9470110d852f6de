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
 * as plain values; sorted).
 */
export const urlChangesResponseSchema = z.object({
  content_type: z.string(),
  document_id: z.string(),
  locale: z.string().nullable(),
  draft_and_publish: z.boolean(),
  unsaved_fields: z.array(z.string()),
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

/**
 * The body of `POST /route-discovery/url-changes` (same query as the `GET`): `{ "values": {
 * "slug": "new-slug" } }`, attribute name to the edit form's unsaved value. Each name must be one
 * of the answer's `unsaved_fields` (the server refuses others with 400); no other member.
 */
export const urlChangesRequestSchema = z
  .object({
    values: z
      .record(z.string().min(1).max(100), unsavedValueSchema)
      .refine((values) => Object.keys(values).length <= UNSAVED_VALUES_MAX, {
        message: `at most ${UNSAVED_VALUES_MAX} values`,
      }),
  })
  .strict();
/** The body of `POST /route-discovery/url-changes`. */
export type UrlChangesRequest = z.infer<typeof urlChangesRequestSchema>;
/** One unsaved value of `UrlChangesRequest`. */
export type UnsavedValue = z.infer<typeof unsavedValueSchema>;
