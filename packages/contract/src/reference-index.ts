import { z } from 'zod';
import { INDEX_STATES, referenceRebuildSchema } from './references';

/**
 * The admin's view of the reference index (docs/decisions/0190-admin-reference-index-rebuild.md):
 * `GET /route-discovery/reference-index` and `POST /route-discovery/reference-index/rebuild`
 * (admin routes, an interactive super admin session while the reports are open).
 */

/**
 * One indexed content type and its index's state: `current` (its watermark matches its data),
 * `stale` (written around the document service since, or after a failed index write), `building`
 * (no rebuild finished yet, or one is running: every type says so until it ends).
 */
export const referenceIndexTypeSchema = z.object({
  content_type: z.string(),
  state: z.enum(INDEX_STATES),
});
/** One row of `content_types`. */
export type ReferenceIndexType = z.infer<typeof referenceIndexTypeSchema>;

/** The reference index's rebuild progress and each indexed content type's state (sorted UIDs). */
export const referenceIndexResponseSchema = z.object({
  data: z.object({
    rebuild: referenceRebuildSchema,
    content_types: z.array(referenceIndexTypeSchema),
  }),
});
/** The admin's reference index answer (200 to `GET`, 202 to `POST .../rebuild`). */
export type ReferenceIndexResponse = z.infer<typeof referenceIndexResponseSchema>;
