import { z } from 'zod';
import { baseMetadataSchema, countSchema } from './metadata';

/**
 * `POST /api/route-discovery/:version/moved-urls/webtools-redirects` (docs/api.md; decision 0232):
 * the moved URLs' redirect rules created as Webtools redirects, on request.
 */

/**
 * Body of `POST v1/moved-urls/webtools-redirects`: the records whose rules to create as Webtools
 * redirects (`ids`, at most 1,000), or `all: true`; never implied.
 */
export const webtoolsRedirectsBodySchema = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(1000).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: 'name the records (ids) or all: true, not both',
  });
/** Body of `POST v1/moved-urls/webtools-redirects`. */
export type WebtoolsRedirectsBody = z.infer<typeof webtoolsRedirectsBodySchema>;

/** Answer of `POST v1/moved-urls/webtools-redirects`: per record, created or skipped and why. */
export const webtoolsRedirectsResponseSchema = z.object({
  created: countSchema,
  skipped: countSchema,
  outcomes: z.array(
    z.object({
      id: z.number().int(),
      source: z.string(),
      target: z.string().nullable(),
      created: z.boolean(),
      /** Why it was skipped (gone, exists already, refused by Webtools, no rule); null when created. */
      reason: z.string().nullable(),
    }),
  ),
  metadata: baseMetadataSchema,
});
/** Answer of `POST v1/moved-urls/webtools-redirects`. */
export type WebtoolsRedirectsResponse = z.infer<typeof webtoolsRedirectsResponseSchema>;
