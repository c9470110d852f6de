import { z } from 'zod';

/**
 * Strapi's error shape, which every refusal of the plugin's API answers with (`@strapi/utils`
 * errors, as Strapi's `errors` middleware renders them; docs/openapi.json `Error`): `status` the
 * HTTP status, `name` the error class (`ValidationError`), `details` structured facts, e.g. the
 * fields a body got wrong.
 */
export const errorBodySchema = z.object({
  data: z.null(),
  error: z.object({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
});
/** Strapi's error body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
