/**
 * `API_STRICT_PARAMS=true` turns on both of Strapi's strict parameter settings (5.37 and later:
 * `api.rest.strictParams`, unknown query keys refused; `api.documents.strictParams`, unknown
 * document-service parameters refused), for tests/integration/strict-params.test.ts. Absent, the
 * keys are left out, as in an app that never set them.
 */
module.exports = ({ env }) => {
  const strict = env.bool('API_STRICT_PARAMS', false);
  return {
    rest: {
      prefix: env('API_REST_PREFIX', '/api'),
      defaultLimit: 25,
      maxLimit: 100,
      ...(strict ? { strictParams: true } : {}),
    },
    ...(strict ? { documents: { strictParams: true } } : {}),
    // Attributes private in every content type; tests set it to check discovery hides them too.
    responses: { privateAttributes: env.array('API_PRIVATE_ATTRIBUTES', []) },
  };
};
