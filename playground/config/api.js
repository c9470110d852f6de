module.exports = ({ env }) => ({
  rest: {
    prefix: env('API_REST_PREFIX', '/api'),
    defaultLimit: 25,
    maxLimit: 100,
  },
  // Attributes private in every content type; tests set it to check discovery hides them too.
  responses: { privateAttributes: env.array('API_PRIVATE_ATTRIBUTES', []) },
});
