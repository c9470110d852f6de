const utils = require('@strapi/utils');

/**
 * zod 4 as Strapi's own routes use it: `@strapi/utils` exports it as `z` from 5.47 on (not in
 * 5.37.1); older 5.x minors install zod 3.25, whose `zod/v4` entry is the same API.
 */
const z = utils.z ?? require('zod/v4');

/**
 * Parses a request query against zod shapes, throwing Strapi's ValidationError (answered 400 by
 * the `strapi::errors` middleware) on a missing or invalid key. Uses `validateZodSchema` where
 * `@strapi/utils` has it. Unknown keys are dropped from the result.
 */
function parseQuery(shape, query) {
  const schema = z.object(shape);
  if (typeof utils.validateZodSchema === 'function') return utils.validateZodSchema(schema)(query);
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  throw new utils.errors.ValidationError('Invalid query parameters', { errors });
}

module.exports = { z, parseQuery };
